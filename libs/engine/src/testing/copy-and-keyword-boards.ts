/** Cards (current Oracle texts) and helpers of the specs on copies, keyword spells and boards read back (buyback, kicker, Clone, amplify, echo, storm, morph). */
import { adjudicate, Answer, Outcome } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { parseBoard } from '../state/parse';
import { serializeBoard } from '../state/serialize';
import { board, rulingsWith, testCatalog } from './test-catalog';
import { passes, refusedAt } from './actions';

/** Current Oracle texts. */
export const capsize = defineCard({
  name: 'Capsize',
  manaCost: '{1}{U}{U}',
  colors: ['U'],
  types: ['Instant'],
  text: "Buyback {3}\nReturn target permanent to its owner's hand.",
});
export const kavuTitan = defineCard({
  name: 'Kavu Titan',
  manaCost: '{1}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Kavu'],
  power: '2',
  toughness: '2',
  text: 'Kicker {2}{G}\nIf this creature was kicked, it enters with three +1/+1 counters on it and with trample.',
});
export const clone = defineCard({
  name: 'Clone',
  manaCost: '{3}{U}',
  colors: ['U'],
  types: ['Creature'],
  subtypes: ['Shapeshifter'],
  power: '0',
  toughness: '0',
  text: 'You may have Clone enter as a copy of any creature on the battlefield.',
});
/** Its current Oracle text names "this creature". */
export const secretary = defineCard({
  name: 'Brass Secretary',
  manaCost: '{3}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Construct'],
  power: '2',
  toughness: '1',
  text: '{2}, Sacrifice this creature: Draw a card.',
});
/** Pre-2025 wording (naming itself), which the compiler reads. */
export const thallid = defineCard({
  name: 'Tukatongue Thallid',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Fungus'],
  power: '0',
  toughness: '1',
  text: 'When Tukatongue Thallid dies, create a 1/1 green Saproling creature token.',
});
export const mindRot = defineCard({
  name: 'Mind Rot',
  manaCost: '{2}{B}',
  colors: ['B'],
  types: ['Sorcery'],
  text: 'Target player discards two cards.',
});
export const rogon = defineCard({
  name: 'Glowering Rogon',
  manaCost: '{5}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '4',
  toughness: '4',
  text: 'Amplify 1',
});
export const controlMagic = defineCard({
  name: 'Control Magic',
  manaCost: '{2}{U}{U}',
  colors: ['U'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nYou control enchanted creature.',
});
export const counterpart = defineCard({
  name: 'Cackling Counterpart',
  manaCost: '{1}{U}{U}',
  colors: ['U'],
  types: ['Instant'],
  text: "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U}",
});
/** Pre-2025 wording (naming itself). */
export const watcher = defineCard({
  name: 'Test Watcher',
  manaCost: '{2}{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: '2',
  toughness: '2',
  text: 'When Test Watcher enters, you gain 2 life.\nMorph {B}',
});
export const jaguar = defineCard({
  name: 'Pouncing Jaguar',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Cat'],
  power: '2',
  toughness: '2',
  text: 'Echo {G}',
});
export const astralSteel = defineCard({
  name: 'Astral Steel',
  manaCost: '{2}{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Target creature gets +1/+2 until end of turn.\nStorm',
});
export const swamp = defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'], text: '({T}: Add {B}.)' });

export const catalog = new InMemoryCatalog([
  capsize,
  kavuTitan,
  clone,
  secretary,
  thallid,
  mindRot,
  rogon,
  swamp,
  controlMagic,
  counterpart,
  watcher,
  jaguar,
  astralSteel,
  ...['Forest', 'Island', 'Plains', 'Grizzly Bears', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition),
]);
export const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
export const answer = rulingsWith(catalog);
export const lands = (name: string, n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}${name[0]}${i}`, card: name, controller }));
/** Passes priority, whoever has it, until the stack is empty. */
export const passUntilEmptyStack = (from: Answer): Answer => {
  let a = from;
  for (let i = 0; i < 10 && a.state.stack.length > 0 && a.decision?.kind === 'priority'; i++)
    a = answer({ state: a.state, action: { type: 'pass', player: a.decision.player } });
  return a;
};
/** The board of an answer, read back and written again, without the computed characteristics. */
export const stable = (a: Answer): void => {
  const strip = (x: unknown): unknown => JSON.parse(JSON.stringify(x, (k, v) => (k === 'characteristics' ? undefined : v)));
  const again = parseBoard(JSON.parse(JSON.stringify(a.state)), catalog);
  if (!again.ok) throw new Error(JSON.stringify(again.errors));
  expect(strip(serializeBoard(again.value))).toEqual(strip(a.state));
};

// Shared with the specs through this module, for the destructuring in their describe blocks.
export {
  adjudicate,
  defineCard,
  InMemoryCatalog,
  legalActionsFor,
  parseBoard,
  serializeBoard,
  board,
  rulingsWith,
  testCatalog,
  passes,
  refusedAt,
};
