/** Cards and helpers of the specs on convoke with hybrid symbols, exalted triggers and X creature spells on a board. */
import { adjudicate, Outcome } from '../adjudicate';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from './test-catalog';
import { COMBAT_CARDS, combatBoard, passes, perm } from './combat-cards';
import { refusedAt } from './actions';

/** A test card (no real convoke card of the 2017 catalog has a {2/C} symbol; the rule is general). */
export const HYBRID = defineCard({
  name: 'Test Hybrid Convoker',
  manaCost: '{2/W}{2/W}',
  colors: ['W'],
  types: ['Sorcery'],
  text: 'Convoke\nYou gain 3 life.',
});
/** Current Oracle text. */
export const ENDLESS = defineCard({
  name: 'Endless One',
  manaCost: '{X}',
  types: ['Creature'],
  subtypes: ['Eldrazi', 'Avatar'],
  power: '0',
  toughness: '0',
  text: 'Endless One enters with X +1/+1 counters on it.',
});
export const convokeCatalog = new InMemoryCatalog([HYBRID, ENDLESS, ...['Raging Goblin', 'Mountain'].map((n) => testCatalog.find(n)!)]);
export const convokeAnswer = rulingsWith(convokeCatalog);

/** Current Oracle text, reminder text left out. */
export const SQUIRE = defineCard({
  name: 'Akrasan Squire',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Human', 'Soldier'],
  power: '1',
  toughness: '1',
  text: 'Exalted',
});
export const STOKE = defineCard({
  name: 'Stoke the Flames',
  manaCost: '{2}{R}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Convoke\nStoke the Flames deals 4 damage to any target.',
});
export const combatCatalog = new InMemoryCatalog([...COMBAT_CARDS, SQUIRE, STOKE]);
export const runCombat = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, combatCatalog);
export const attackingAlone = {
  attackers: [{ id: 'b1', attacking: 'bob', blocked: false }],
  blockers: [],
  attackersDeclared: true,
  blockersDeclared: false,
};
export const atAttackers = { number: 3, active: 'alice', step: 'declare-attackers', priority: 'alice' };
export const exaltedField = [perm('s1', 'Akrasan Squire', 'alice'), perm('b1', 'Grizzly Bears', 'alice')];

// Shared with the specs through this module, for the destructuring in their describe blocks.
export {
  adjudicate,
  defineCard,
  InMemoryCatalog,
  legalActionsFor,
  board,
  cited,
  rulingsWith,
  testCatalog,
  COMBAT_CARDS,
  combatBoard,
  passes,
  perm,
  refusedAt,
};
