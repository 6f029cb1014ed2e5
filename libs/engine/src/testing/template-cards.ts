/** Real cards (current Oracle texts) and helpers of the specs on Auras that tap, tokens with flying, drains, graveyard and nonland targets, fights. */
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from './test-catalog';
import { DIVINATION, FOREST, GRIZZLY_BEARS, ISLAND, PLAINS, SWAMP, UNSUMMON, ids, lands, passes, perm } from './spell-cards';
import { onField } from './actions';

/** Real cards, current Oracle text. */
export const CLAUSTROPHOBIA = defineCard({
  name: 'Claustrophobia',
  manaCost: '{1}{U}{U}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: "Enchant creature\nWhen Claustrophobia enters, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step.",
});
export const MIDNIGHT_HAUNTING = defineCard({
  name: 'Midnight Haunting',
  manaCost: '{2}{W}',
  types: ['Instant'],
  text: 'Create two 1/1 white Spirit creature tokens with flying.',
});
export const WHIRLERMAKER = defineCard({
  name: 'Whirlermaker',
  manaCost: '{3}',
  types: ['Artifact'],
  text: '{4}, {T}: Create a 1/1 colorless Thopter artifact creature token with flying.',
});
export const HIGHWAY_ROBBER = defineCard({
  name: 'Highway Robber',
  manaCost: '{2}{B}{B}',
  types: ['Creature'],
  subtypes: ['Human', 'Mercenary'],
  power: '2',
  toughness: '2',
  text: 'When Highway Robber enters, target opponent loses 2 life and you gain 2 life.',
});
export const ARENA = defineCard({
  name: 'Phyrexian Arena',
  manaCost: '{1}{B}{B}',
  types: ['Enchantment'],
  text: 'At the beginning of your upkeep, you draw a card and you lose 1 life.',
});
export const CALL_TO_MIND = defineCard({
  name: 'Call to Mind',
  manaCost: '{2}{U}',
  types: ['Sorcery'],
  text: 'Return target instant or sorcery card from your graveyard to your hand.',
});
export const DISPERSE = defineCard({
  name: 'Disperse',
  manaCost: '{1}{U}',
  types: ['Instant'],
  text: "Return target nonland permanent to its owner's hand.",
});
export const LEAF_ARROW = defineCard({
  name: 'Leaf Arrow',
  manaCost: '{G}',
  types: ['Instant'],
  text: 'Leaf Arrow deals 3 damage to target creature with flying.',
});
export const BIRD = defineCard({
  name: 'Test Bird',
  manaCost: '{1}{U}',
  types: ['Creature'],
  subtypes: ['Bird'],
  power: '1',
  toughness: '1',
  text: 'Flying',
});
export const PREY_UPON = defineCard({
  name: 'Prey Upon',
  manaCost: '{G}',
  types: ['Sorcery'],
  text: "Target creature you control fights target creature you don't control.",
});
export const CARDS: CardDefinition[] = [
  CLAUSTROPHOBIA,
  MIDNIGHT_HAUNTING,
  WHIRLERMAKER,
  HIGHWAY_ROBBER,
  ARENA,
  CALL_TO_MIND,
  DISPERSE,
  LEAF_ARROW,
  PREY_UPON,
];
export const catalog = new InMemoryCatalog([...CARDS, BIRD, PLAINS, ISLAND, SWAMP, FOREST, GRIZZLY_BEARS, DIVINATION, UNSUMMON]);

export const answer = rulingsWith(catalog);
export const cast = (card: string, targets?: string[]) => ({ type: 'cast', player: 'alice', card, ...(targets ? { targets } : {}) });

// Shared with the specs through this module, for the destructuring in their describe blocks.
export {
  defineCard,
  compileCard,
  InMemoryCatalog,
  board,
  cited,
  rulingsWith,
  DIVINATION,
  FOREST,
  GRIZZLY_BEARS,
  ISLAND,
  PLAINS,
  SWAMP,
  UNSUMMON,
  ids,
  lands,
  passes,
  perm,
  onField,
};

/** A planeswalker (loyalty 3) with these loyalty lines, compiled: what the grammar specs read. */
export const compiledTestWalker = (text: string) =>
  compileCard({
    name: 'Test Walker',
    manaCost: '{3}',
    colors: [],
    supertypes: ['Legendary'],
    types: ['Planeswalker'],
    subtypes: ['Test'],
    power: null,
    toughness: null,
    loyalty: '3',
    text,
  });
