import { adjudicate, Answer, Outcome } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { onField } from './actions';

/**
 * A fourth test catalog, for the specs of static abilities (604, 611.3, 613), Auras (303.4) and
 * Equipment (301.5, 702.6): real cards with their printed characteristics and current Oracle
 * text (reminder text left out, as the compiler drops it anyway). What no real card here does
 * plainly (a noncreature artifact, a white Equipment, the older lord wording) is written inline
 * further down, as boards may (CONTRACT §1).
 */
const card = defineCard;

const basic = (name: string, symbol: string): CardDefinition =>
  card({ name, supertypes: ['Basic'], types: ['Land'], subtypes: [name], text: `({T}: Add {${symbol}}.)` });

const creature = (
  name: string,
  manaCost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  text = '',
  types: string[] = ['Creature'],
): CardDefinition => card({ name, manaCost, types, subtypes, power: String(power), toughness: String(toughness), text });

const aura = (name: string, manaCost: string, text: string): CardDefinition =>
  card({ name, manaCost, types: ['Enchantment'], subtypes: ['Aura'], text });
const equipment = (name: string, manaCost: string, text: string): CardDefinition =>
  card({ name, manaCost, types: ['Artifact'], subtypes: ['Equipment'], text });
const enchantment = (name: string, manaCost: string, text: string): CardDefinition =>
  card({ name, manaCost, types: ['Enchantment'], text });
const instant = (name: string, manaCost: string, text: string): CardDefinition => card({ name, manaCost, types: ['Instant'], text });

export const STATIC_CARDS: CardDefinition[] = [
  basic('Plains', 'W'),
  basic('Island', 'U'),
  basic('Swamp', 'B'),
  basic('Mountain', 'R'),
  basic('Forest', 'G'),
  // Anthems (604.1, 611.3a).
  enchantment('Glorious Anthem', '{1}{W}{W}', 'Creatures you control get +1/+1.'),
  enchantment('Honor of the Pure', '{1}{W}', 'White creatures you control get +1/+1.'),
  enchantment('Crusade', '{W}{W}', 'White creatures get +1/+1.'),
  // Lords: "Other ..." (the source excludes itself).
  creature('Benalish Marshal', '{W}{W}{W}', ['Human', 'Knight'], 3, 3, 'Other creatures you control get +1/+1.'),
  // Current Oracle wording ("Goblins" as a noun): not understood by the compiler.
  creature('Goblin King', '{1}{R}{R}', ['Goblin'], 2, 2, 'Other Goblins get +1/+1 and have mountainwalk.'),
  // Rule-modifying static abilities (613.11): restrictions (508.1c, 509.1b), lands (305.2).
  creature('Hulking Goblin', '{1}{R}', ['Goblin'], 2, 2, "Hulking Goblin can't block."),
  enchantment('Exploration', '{G}', 'You may play an additional land on each of your turns.'),
  // Auras (303.4).
  aura('Holy Strength', '{W}', 'Enchant creature\nEnchanted creature gets +1/+2.'),
  aura('Pacifism', '{1}{W}', "Enchant creature\nEnchanted creature can't attack or block."),
  aura('Arrest', '{2}{W}', "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated."),
  // Equipment (301.5, 702.6).
  equipment('Bonesplitter', '{1}', 'Equipped creature gets +2/+0.\nEquip {1}'),
  equipment('Short Sword', '{1}', 'Equipped creature gets +1/+1.\nEquip {1}'),
  // Creatures.
  creature('Grizzly Bears', '{1}{G}', ['Bear'], 2, 2),
  creature('Savannah Lions', '{W}', ['Cat'], 2, 1),
  creature('Hill Giant', '{3}{R}', ['Giant'], 3, 3),
  creature('Raging Goblin', '{R}', ['Goblin', 'Berserker'], 1, 1, 'Haste'),
  // Not understood: a damage trigger whose "that many" is the cards discarded, not the damage (its whole line is refused).
  creature(
    'Shocker',
    '{1}{R}',
    ['Insect'],
    1,
    1,
    'Whenever Shocker deals damage to a player, that player discards all the cards in their hand, then draws that many cards.',
  ),
  creature('Black Knight', '{B}{B}', ['Human', 'Knight'], 2, 2, 'First strike\nProtection from white'),
  creature('White Knight', '{W}{W}', ['Human', 'Knight'], 2, 2, 'First strike\nProtection from black'),
  // Spells.
  instant('Giant Growth', '{G}', 'Target creature gets +3/+3 until end of turn.'),
  instant('Lightning Bolt', '{R}', 'Lightning Bolt deals 3 damage to any target.'),
  instant('Murder', '{1}{B}{B}', 'Destroy target creature.'),
  instant('Unsummon', '{U}', "Return target creature to its owner's hand."),
  instant('Boomerang', '{U}{U}', "Return target permanent to its owner's hand."),
  instant(
    'Turn to Frog',
    '{1}{U}',
    'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
  ),
];

export const staticCatalog = new InMemoryCatalog(STATIC_CARDS);

/** Inline cards (CONTRACT §1). */
/** The lord wording the compiler understands ("Other Goblin creatures you control"), as cards printed before the 2024 update read. */
export const GOBLIN_LORD = {
  name: 'Test Goblin Lord',
  manaCost: '{1}{R}',
  types: ['Creature'],
  subtypes: ['Goblin'],
  power: 2,
  toughness: 2,
  text: 'Other Goblin creatures you control get +1/+1.',
};
/** A noncreature artifact, for effects that make it a creature until end of turn. */
export const TEST_IDOL = { name: 'Test Idol', manaCost: '{2}', types: ['Artifact'] };
/** A white Equipment (702.16b, 702.16d). */
export const WHITE_BLADE = {
  name: 'Test White Blade',
  manaCost: '{W}',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  text: 'Equipped creature gets +1/+1.\nEquip {1}',
};
/** "Enchanted creature loses all abilities." (613.1f), as an Aura. */
export const HUSH_AURA = {
  name: 'Test Hush',
  manaCost: '{U}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nEnchanted creature loses all abilities.',
};

export function runStatic(request: { state: unknown; action?: unknown; actions?: unknown; allowUnsupported?: boolean }): Outcome {
  return adjudicate(request, staticCatalog);
}

/** The answer of a request that must be a ruling (not a refused board). */
export function ruleStatic(request: { state: unknown; action?: unknown; actions?: unknown; allowUnsupported?: boolean }): Answer {
  const outcome = runStatic(request);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

export { onField };

/** Power and toughness of a permanent in the answer, from its `characteristics` (613). */
export const ptOf = (a: Answer, id: string): [number | null, number | null] | undefined => {
  const c = onField(a, id)?.characteristics;
  return c ? [c.power, c.toughness] : undefined;
};

export { zoneOf } from './combat-cards';

/** A board-in continuous effect (CONTRACT §1 `effects`), until end of turn unless said otherwise. */
export const effect = (
  id: string,
  kind: string,
  affects: string[],
  timestamp: number,
  more: Record<string, unknown> = {},
): Record<string, unknown> => ({
  id,
  kind,
  affects,
  controller: 'bob',
  timestamp,
  duration: 'until-end-of-turn',
  ...more,
});
