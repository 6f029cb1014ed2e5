/** Cards (current Oracle texts) and helpers of the specs on modal triggered abilities and modal spells on a board. */
import { adjudicate, Outcome } from '../adjudicate';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, rulingsWith } from './test-catalog';
import { GRIZZLY_BEARS, passes, perm } from './spell-cards';
import { refusedAt } from './actions';

/** Current Oracle text. */
export const OGRE = defineCard({
  name: 'Defiant Ogre',
  manaCost: '{5}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Ogre', 'Warrior'],
  power: '3',
  toughness: '5',
  text: 'When Defiant Ogre enters, choose one —\n• Put a +1/+1 counter on Defiant Ogre.\n• Destroy target artifact.',
});
export const IDOL = defineCard({ name: 'Test Idol', manaCost: '{2}', types: ['Artifact'] });
export const catalog = new InMemoryCatalog([OGRE, IDOL, GRIZZLY_BEARS]);
export const answer = rulingsWith(catalog);
export const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
export const turn = (priority: string | null) => ({ number: 3, active: 'alice', step: 'first-main', priority });
export const ogreTrigger = (extra: Record<string, unknown>) => ({
  id: 't1',
  controller: 'alice',
  ability: { source: 'ogre', index: 0, triggered: true },
  targets: [],
  ...extra,
});
export const field = [perm('ogre', 'Defiant Ogre', 'alice'), perm('idol', 'Test Idol', 'bob')];

// Shared with the specs through this module, for the destructuring in their describe blocks.
export { adjudicate, defineCard, InMemoryCatalog, board, rulingsWith, GRIZZLY_BEARS, passes, perm, refusedAt };
