/** Cards (current Oracle texts) and helpers of the specs on spell templates: destroy, counter, pump, damage to each creature, life. */
import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from './test-catalog';
import { passes } from './actions';

// Current Oracle texts.
export const cards = [
  defineCard({ name: 'Naturalize', manaCost: '{1}{G}', types: ['Instant'], text: 'Destroy target artifact or enchantment.' }),
  defineCard({ name: 'Essence Scatter', manaCost: '{1}{U}', types: ['Instant'], text: 'Counter target creature spell.' }),
  defineCard({
    name: 'Rush of Battle Test',
    manaCost: '{G}',
    types: ['Instant'],
    text: 'Target creature gets +2/+2 and gains trample until end of turn.',
  }),
  defineCard({ name: 'Pyroclasm', manaCost: '{1}{R}', types: ['Sorcery'], text: 'Pyroclasm deals 2 damage to each creature.' }),
  defineCard({ name: 'Test Healing', manaCost: '{W}', types: ['Instant'], text: 'Target player gains 4 life.' }),
  defineCard({ name: 'Test Tapped Slayer', manaCost: '{W}', types: ['Instant'], text: 'Destroy target tapped creature.' }),
  defineCard({ name: 'Test Idol', manaCost: '{2}', types: ['Artifact'] }),
  ...['Forest', 'Island', 'Mountain', 'Plains', 'Grizzly Bears', 'Raging Goblin'].map((n) => testCatalog.find(n) as CardDefinition),
];
export const catalog = new InMemoryCatalog(cards);
export const answer = rulingsWith(catalog);
export const lands = (name: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${name[0].toLowerCase()}${i}`, card: name, controller: 'alice' }));

// Shared with the specs through this module, for the destructuring in their describe blocks.
export { adjudicate, defineCard, compileCard, InMemoryCatalog, board, cited, rulingsWith, testCatalog, passes };
