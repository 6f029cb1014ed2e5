/** Cards (current Oracle texts, or inline test cards) and helpers of the specs on noncombat damage keywords, damage and death triggers, cleanup, new objects and unreadable cards. */
import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from './test-catalog';
import { passes } from './actions';

export const catalog = new InMemoryCatalog([
  ...['Forest', 'Mountain', 'Island', 'Plains', 'Grizzly Bears', 'Lightning Bolt', 'Raging Goblin'].map(
    (n) => testCatalog.find(n) as CardDefinition,
  ),
  defineCard({
    name: 'Test Deathtouch Pinger',
    manaCost: '{1}{B}',
    types: ['Creature'],
    subtypes: ['Human'],
    power: '1',
    toughness: '1',
    text: 'Deathtouch\nLifelink\n{T}: Test Deathtouch Pinger deals 1 damage to any target.',
  }),
  defineCard({
    name: 'Test Mourner',
    manaCost: '{1}{B}',
    types: ['Creature'],
    subtypes: ['Human'],
    power: '2',
    toughness: '2',
    text: 'Whenever another creature dies, each opponent loses 1 life.',
  }),
  defineCard({
    name: 'Test Reckoner',
    manaCost: '{R}{W}',
    types: ['Creature'],
    subtypes: ['Spirit'],
    power: '3',
    toughness: '3',
    text: 'Whenever Test Reckoner is dealt damage, each opponent loses 1 life.',
  }),
  defineCard({
    name: 'Wrath of God',
    manaCost: '{2}{W}{W}',
    types: ['Sorcery'],
    text: "Destroy all creatures. They can't be regenerated.",
  }),
  defineCard({ name: 'Giant Growth', manaCost: '{G}', types: ['Instant'], text: 'Target creature gets +3/+3 until end of turn.' }),
  defineCard({ name: 'Unsummon', manaCost: '{U}', types: ['Instant'], text: "Return target creature to its owner's hand." }),
  defineCard({
    name: 'Test Two Pumps',
    manaCost: '{G}',
    types: ['Instant'],
    text: 'Target creature gets +3/+3 until end of turn.\nTarget creature gets -1/-1 until end of turn.',
  }),
  defineCard({ name: 'Gut Shot', manaCost: '{R/P}', types: ['Instant'], text: 'Gut Shot deals 1 damage to any target.' }),
  defineCard({ name: 'Test Walker', manaCost: '{2}{R}', types: ['Planeswalker'], subtypes: ['Test'], loyalty: '3' }),
  defineCard({ name: 'Little Girl', manaCost: '{hw}', types: ['Creature'], subtypes: ['Human'], power: '1', toughness: '1' }),
]);
export const answer = rulingsWith(catalog);

// Shared with the specs through this module, for the destructuring in their describe blocks.
export { adjudicate, defineCard, InMemoryCatalog, board, cited, rulingsWith, testCatalog, passes };
