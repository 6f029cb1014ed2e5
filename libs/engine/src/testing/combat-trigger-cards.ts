import { adjudicate, Answer } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { COMBAT_CARDS } from './combat-cards';

/**
 * Real cards whose abilities trigger on blocks (flanking 702.25, rampage 702.23, provoke 702.39,
 * "becomes blocked" 509.3c-d), with their printed characteristics and current Oracle text
 * (reminder text left out, as the compiler drops it anyway), added to the combat catalog.
 */
const creature = (name: string, manaCost: string, subtypes: string[], power: number, toughness: number, text: string): CardDefinition =>
  defineCard({ name, manaCost, types: ['Creature'], subtypes, power: String(power), toughness: String(toughness), text });

export const TRIGGER_CARDS: CardDefinition[] = [
  creature('Benalish Cavalry', '{1}{W}', ['Human', 'Knight'], 2, 2, 'Flanking'),
  creature('Craw Giant', '{3}{G}{G}{G}{G}', ['Giant'], 6, 4, 'Trample\nRampage 2'),
  creature('Frost Giant', '{3}{R}{R}{R}', ['Giant'], 4, 4, 'Rampage 2'),
  creature('Goblin Grappler', '{R}', ['Goblin'], 1, 1, 'Provoke'),
  creature('Brontotherium', '{4}{G}{G}', ['Beast'], 5, 3, 'Trample\nProvoke'),
  creature(
    'Norwood Warrior',
    '{2}{G}',
    ['Elf', 'Warrior'],
    2,
    2,
    'Whenever Norwood Warrior becomes blocked, it gets +1/+1 until end of turn.',
  ),
  creature(
    'Elvish Berserker',
    '{G}',
    ['Elf', 'Berserker'],
    1,
    1,
    'Whenever Elvish Berserker becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.',
  ),
  creature(
    'Jungle Wurm',
    '{3}{G}{G}',
    ['Wurm'],
    5,
    5,
    'Whenever Jungle Wurm becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond the first.',
  ),
  creature(
    'Sylvan Basilisk',
    '{3}{G}{G}',
    ['Basilisk'],
    2,
    4,
    'Whenever Sylvan Basilisk becomes blocked by a creature, destroy that creature.',
  ),
  creature(
    'Cave Tiger',
    '{2}{G}',
    ['Cat'],
    2,
    2,
    'Whenever Cave Tiger becomes blocked by a creature, Cave Tiger gets +1/+1 until end of turn.',
  ),
  creature(
    'Somberwald Vigilante',
    '{R}',
    ['Human', 'Warrior'],
    1,
    1,
    'Whenever Somberwald Vigilante becomes blocked by a creature, Somberwald Vigilante deals 1 damage to that creature.',
  ),
];

export const triggerCatalog = new InMemoryCatalog([...COMBAT_CARDS, ...TRIGGER_CARDS]);

/** The answer of a request that must be a ruling (not a refused board). */
export function ruleTriggers(request: { state: unknown; action?: unknown; actions?: unknown }): Answer {
  const outcome = adjudicate(request, triggerCatalog);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

/** The power and toughness of a permanent in the answer, after every continuous effect (613). */
export function ptOf(a: Answer, id: string): [number | null, number | null] | undefined {
  const o = a.state.battlefield.find((p) => p.id === id) as
    { characteristics?: { power: number | null; toughness: number | null } } | undefined;
  return o?.characteristics ? [o.characteristics.power, o.characteristics.toughness] : undefined;
}
