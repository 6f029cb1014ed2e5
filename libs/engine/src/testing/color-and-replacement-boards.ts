/** Cards (current Oracle texts, or the template the compiler reads) and helpers of the specs on characteristic-defining colors, protection, and the 616.1 order of replacement effects. */
import { adjudicate, Outcome } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, rulingsWith, testCatalog } from './test-catalog';
import { passes, refusedAt } from './actions';

export const def = defineCard;
/** Current Oracle text; an inline definition whose colors come from its cost (202.2), as a client writes it. */
export const ghostfire = def({
  name: 'Ghostfire',
  manaCost: '{2}{R}',
  types: ['Instant'],
  text: 'Ghostfire is colorless.\nGhostfire deals 3 damage to any target.',
});
export const proRed = def({
  name: 'Test Pro Red',
  manaCost: '{1}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Knight'],
  power: '2',
  toughness: '2',
  text: 'Protection from red',
});
/** The template the compiler reads (Kalitas, Traitor of Ghet without its token). */
export const exiler = def({
  name: 'Test Exiler',
  manaCost: '{1}{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: '2',
  toughness: '2',
  text: 'If a creature an opponent controls would die, exile it instead.',
});
export const wrath = def({
  name: 'Wrath of God',
  manaCost: '{2}{W}{W}',
  colors: ['W'],
  types: ['Sorcery'],
  text: "Destroy all creatures. They can't be regenerated.",
});
export const furnace = def({
  name: 'Furnace of Rath',
  manaCost: '{1}{R}{R}{R}',
  colors: ['R'],
  types: ['Enchantment'],
  text: 'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
});

export const pyromancer = def({
  name: 'Prodigal Pyromancer',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Human', 'Wizard'],
  power: '1',
  toughness: '1',
  text: '{T}: Prodigal Pyromancer deals 1 damage to any target.',
});
export const chill = def({
  name: 'Chill',
  manaCost: '{1}{U}',
  colors: ['U'],
  types: ['Enchantment'],
  text: 'Red spells cost {2} more to cast.',
});
export const catalog = new InMemoryCatalog([
  chill,
  pyromancer,
  ghostfire,
  proRed,
  exiler,
  wrath,
  furnace,
  ...['Mountain', 'Plains', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
export const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
export const answer = rulingsWith(catalog);
export const lands = (name: string, n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}${name[0]}${i}`, card: name, controller }));
export const ids = (zone: unknown[]): string[] => zone.map((o) => (o as { id: string }).id);

// Shared with the specs through this module, for the destructuring in their describe blocks.
export { adjudicate, defineCard, InMemoryCatalog, legalActionsFor, board, rulingsWith, testCatalog, passes, refusedAt };
