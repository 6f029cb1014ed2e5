/** Real cards (current Oracle texts) and helpers of the specs on trigger events and a source's own "it". */
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from './test-catalog';
import {
  FOREST,
  GRIZZLY_BEARS,
  ISLAND,
  LIGHTNING_BOLT,
  MOUNTAIN,
  MURDER,
  PLAINS,
  SWAMP,
  UNSUMMON,
  ids,
  lands,
  passes,
  perm,
} from './spell-cards';
import { onField } from './actions';

/** Real cards, current Oracle text. */
export const VETERAN = defineCard({
  name: 'Benalish Veteran',
  manaCost: '{2}{W}',
  types: ['Creature'],
  subtypes: ['Human', 'Soldier'],
  power: '2',
  toughness: '2',
  text: 'Whenever Benalish Veteran attacks, it gets +1/+1 until end of turn.',
});
export const HARVESTER = defineCard({
  name: 'Dross Harvester',
  manaCost: '{1}{B}{B}',
  types: ['Creature'],
  subtypes: ['Horror'],
  power: '4',
  toughness: '4',
  text: 'Protection from white\nAt the beginning of your end step, you lose 4 life.\nWhenever a creature dies, you gain 2 life.',
});
export const WELCOME = defineCard({
  name: "Ajani's Welcome",
  manaCost: '{W}',
  types: ['Enchantment'],
  text: 'Whenever a creature you control enters, you gain 1 life.',
});
export const GOLEM = defineCard({
  name: 'Howling Golem',
  manaCost: '{3}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Golem'],
  power: '2',
  toughness: '3',
  text: 'Whenever Howling Golem attacks or blocks, each player draws a card.',
});
export const ARCHER = defineCard({
  name: 'Firebrand Archer',
  manaCost: '{1}{R}',
  types: ['Creature'],
  subtypes: ['Human', 'Archer'],
  power: '2',
  toughness: '1',
  text: 'Whenever you cast a noncreature spell, Firebrand Archer deals 1 damage to each opponent.',
});
export const CUTTHROAT = defineCard({
  name: 'Viashino Cutthroat',
  manaCost: '{2}{R}{R}',
  types: ['Creature'],
  subtypes: ['Viashino'],
  power: '5',
  toughness: '3',
  text: "Haste\nAt the beginning of the end step, return Viashino Cutthroat to its owner's hand.",
});
export const THRAGTUSK = defineCard({
  name: 'Thragtusk',
  manaCost: '{4}{G}',
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '5',
  toughness: '3',
  text: 'When Thragtusk enters, you gain 5 life.\nWhen Thragtusk leaves the battlefield, create a 3/3 green Beast creature token.',
});
export const MAGPIE = defineCard({
  name: 'Thieving Magpie',
  manaCost: '{2}{U}{U}',
  types: ['Creature'],
  subtypes: ['Bird'],
  power: '1',
  toughness: '3',
  text: 'Flying\nWhenever Thieving Magpie deals damage to an opponent, draw a card.',
});
export const MIRRI = defineCard({
  name: 'Mirri the Cursed',
  manaCost: '{2}{B}{B}',
  supertypes: ['Legendary'],
  types: ['Creature'],
  subtypes: ['Vampire', 'Cat'],
  power: '3',
  toughness: '2',
  text: 'Flying, first strike, haste\nWhenever Mirri the Cursed deals combat damage to a creature, put a +1/+1 counter on Mirri the Cursed.',
});
export const CARDS: CardDefinition[] = [VETERAN, HARVESTER, WELCOME, GOLEM, ARCHER, CUTTHROAT, THRAGTUSK, MAGPIE, MIRRI];
export const catalog = new InMemoryCatalog([
  ...CARDS,
  PLAINS,
  SWAMP,
  MOUNTAIN,
  FOREST,
  ISLAND,
  GRIZZLY_BEARS,
  LIGHTNING_BOLT,
  MURDER,
  UNSUMMON,
]);

export const answer = rulingsWith(catalog);
export const cast = (card: string, targets?: string[], player = 'alice') => ({
  type: 'cast',
  player,
  card,
  ...(targets ? { targets } : {}),
});
export const attack = (...ids: string[]) => ({
  type: 'declareAttackers',
  player: 'alice',
  attackers: ids.map((id) => ({ id, attacking: 'bob' })),
});
export const library = (p: string) => [1, 2, 3].map((i) => ({ id: `${p}${i}`, card: 'Forest' }));

// Shared with the specs through this module, for the destructuring in their describe blocks.
export {
  defineCard,
  compileCard,
  InMemoryCatalog,
  board,
  cited,
  rulingsWith,
  FOREST,
  GRIZZLY_BEARS,
  ISLAND,
  LIGHTNING_BOLT,
  MOUNTAIN,
  MURDER,
  PLAINS,
  SWAMP,
  UNSUMMON,
  ids,
  lands,
  passes,
  perm,
  onField,
};
