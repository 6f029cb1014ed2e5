import { adjudicate, Answer, Outcome } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';

/**
 * A second test catalog: real cards with their printed characteristics and current Oracle text,
 * for the specs of casting (601), targets (115), resolving (608) and the oracle compiler.
 * Cards that need a characteristic no real card here has (shroud alone, protection) are written
 * inline in the boards that use them.
 */
const card = defineCard;

const basic = (name: string, symbol: string): CardDefinition =>
  card({ name, supertypes: ['Basic'], types: ['Land'], subtypes: [name], text: `({T}: Add {${symbol}}.)` });

export const PLAINS = basic('Plains', 'W');
export const ISLAND = basic('Island', 'U');
export const SWAMP = basic('Swamp', 'B');
export const MOUNTAIN = basic('Mountain', 'R');
export const FOREST = basic('Forest', 'G');

export const LIGHTNING_BOLT = card({
  name: 'Lightning Bolt',
  manaCost: '{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Lightning Bolt deals 3 damage to any target.',
});
export const SHOCK = card({
  name: 'Shock',
  manaCost: '{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Shock deals 2 damage to any target.',
});
export const LAVA_AXE = card({
  name: 'Lava Axe',
  manaCost: '{4}{R}',
  colors: ['R'],
  types: ['Sorcery'],
  text: 'Lava Axe deals 5 damage to target player or planeswalker.',
});
export const BLAZE = card({
  name: 'Blaze',
  manaCost: '{X}{R}',
  colors: ['R'],
  types: ['Sorcery'],
  text: 'Blaze deals X damage to any target.',
});
export const GIANT_GROWTH = card({
  name: 'Giant Growth',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Instant'],
  text: 'Target creature gets +3/+3 until end of turn.',
});
export const DISFIGURE = card({
  name: 'Disfigure',
  manaCost: '{B}',
  colors: ['B'],
  types: ['Instant'],
  text: 'Target creature gets -2/-2 until end of turn.',
});
export const DIVINATION = card({ name: 'Divination', manaCost: '{2}{U}', colors: ['U'], types: ['Sorcery'], text: 'Draw two cards.' });
export const COUNTERSPELL = card({
  name: 'Counterspell',
  manaCost: '{U}{U}',
  colors: ['U'],
  types: ['Instant'],
  text: 'Counter target spell.',
});
export const CANCEL = card({ name: 'Cancel', manaCost: '{1}{U}{U}', colors: ['U'], types: ['Instant'], text: 'Counter target spell.' });
export const DOOM_BLADE = card({
  name: 'Doom Blade',
  manaCost: '{1}{B}',
  colors: ['B'],
  types: ['Instant'],
  text: 'Destroy target nonblack creature.',
});
export const MURDER = card({ name: 'Murder', manaCost: '{1}{B}{B}', colors: ['B'], types: ['Instant'], text: 'Destroy target creature.' });
export const UNSUMMON = card({
  name: 'Unsummon',
  manaCost: '{U}',
  colors: ['U'],
  types: ['Instant'],
  text: "Return target creature to its owner's hand.",
});
export const DARK_RITUAL = card({ name: 'Dark Ritual', manaCost: '{B}', colors: ['B'], types: ['Instant'], text: 'Add {B}{B}{B}.' });
export const RAISE_THE_ALARM = card({
  name: 'Raise the Alarm',
  manaCost: '{1}{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Create two 1/1 white Soldier creature tokens.',
});
export const WRATH_OF_GOD = card({
  name: 'Wrath of God',
  manaCost: '{2}{W}{W}',
  colors: ['W'],
  types: ['Sorcery'],
  text: "Destroy all creatures. They can't be regenerated.",
});
export const LLANOWAR_ELVES = card({
  name: 'Llanowar Elves',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Elf', 'Druid'],
  power: '1',
  toughness: '1',
  text: '{T}: Add {G}.',
});
export const GRIZZLY_BEARS = card({
  name: 'Grizzly Bears',
  manaCost: '{1}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Bear'],
  power: '2',
  toughness: '2',
});
export const WALKING_CORPSE = card({
  name: 'Walking Corpse',
  manaCost: '{1}{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: '2',
  toughness: '2',
});
export const GLADECOVER_SCOUT = card({
  name: 'Gladecover Scout',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Elf', 'Scout'],
  power: '1',
  toughness: '1',
  text: "Hexproof (This creature can't be the target of spells or abilities your opponents control.)",
});

export const SPELL_CARDS: CardDefinition[] = [
  PLAINS,
  ISLAND,
  SWAMP,
  MOUNTAIN,
  FOREST,
  LIGHTNING_BOLT,
  SHOCK,
  LAVA_AXE,
  BLAZE,
  GIANT_GROWTH,
  DISFIGURE,
  DIVINATION,
  COUNTERSPELL,
  CANCEL,
  DOOM_BLADE,
  MURDER,
  UNSUMMON,
  DARK_RITUAL,
  RAISE_THE_ALARM,
  WRATH_OF_GOD,
  LLANOWAR_ELVES,
  GRIZZLY_BEARS,
  WALKING_CORPSE,
  GLADECOVER_SCOUT,
];

export const spellCatalog = new InMemoryCatalog(SPELL_CARDS);

/** Inline cards (CONTRACT §1) for characteristics the catalog above has no plain real card for. */
export const SHROUDED_BEAR = {
  name: 'Shrouded Bear',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Bear'],
  power: 2,
  toughness: 2,
  text: 'Shroud',
};
export const PRO_RED_BEAR = {
  name: 'Pro-Red Bear',
  manaCost: '{1}{W}',
  types: ['Creature'],
  subtypes: ['Bear'],
  power: 2,
  toughness: 2,
  text: 'Protection from red',
};
export const TEST_WALKER = { name: 'Test Walker', manaCost: '{2}{R}{R}', types: ['Planeswalker'], subtypes: ['Test'], loyalty: 4 };
export const SOLDIER_TOKEN = { name: 'Soldier Token', colors: ['W'], types: ['Creature'], subtypes: ['Soldier'], power: 1, toughness: 1 };

export function runSpells(request: { state: unknown; action?: unknown; actions?: unknown; allowUnsupported?: boolean }): Outcome {
  return adjudicate(request, spellCatalog);
}

/** The answer of a request that must be a ruling (not a refused board). */
export function ruleSpells(request: { state: unknown; action?: unknown; actions?: unknown; allowUnsupported?: boolean }): Answer {
  const outcome = runSpells(request);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

export { passes } from './actions';

/** The ids of a zone of the answer (a list of entries; a hidden zone {count} has none). */
export const ids = (zone: unknown): string[] => (Array.isArray(zone) ? zone.map((o: { id?: string }) => o.id ?? '?') : []);

/** A battlefield entry. */
export const perm = (id: string, cardName: unknown, controller: string, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  card: cardName,
  controller,
  ...more,
});

/** `count` untapped basic lands of one kind for `controller`: ids prefix1, prefix2, ... */
export const lands = (name: string, prefix: string, count: number, controller = 'alice'): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, i) => perm(`${prefix}${i + 1}`, name, controller));
