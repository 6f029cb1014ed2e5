/** Cards (current Oracle texts, or the form the compiler reads) and helpers of the specs on graveyard returns, "you may" triggers, "unless its controller pays" and granted abilities. */
import { adjudicate, Outcome } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, rulingsWith } from './test-catalog';
import { FOREST, GRIZZLY_BEARS, ISLAND, LIGHTNING_BOLT, MOUNTAIN, ids, lands, passes, perm } from './spell-cards';
import { refusedAt } from './actions';

export const def = defineCard;
/** Current Oracle text. */
export const RANCOR = def({
  name: 'Rancor',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand.",
});
export const SHIVAN_PHOENIX = def({
  name: 'Shivan Phoenix',
  manaCost: '{4}{R}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Phoenix'],
  power: '3',
  toughness: '4',
  text: "Flying\nWhen Shivan Phoenix dies, return Shivan Phoenix to its owner's hand.",
});
export const MANA_LEAK = def({
  name: 'Mana Leak',
  manaCost: '{1}{U}',
  colors: ['U'],
  types: ['Instant'],
  text: 'Counter target spell unless its controller pays {3}.',
});
export const GRAVEDIGGER = def({
  name: 'Gravedigger',
  manaCost: '{3}{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: '2',
  toughness: '2',
  text: 'When Gravedigger enters, you may return target creature card from your graveyard to your hand.',
});
/** A granted leaves-the-battlefield ability (613.1f) in the form the compiler reads. */
export const PARTING_AURA = def({
  name: 'Test Parting Aura',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nEnchanted creature has "When this creature leaves the battlefield, you gain 3 life."',
});
export const GHOSTFIRE = def({
  name: 'Ghostfire',
  manaCost: '{2}{R}',
  types: ['Instant'],
  text: 'Ghostfire is colorless.\nGhostfire deals 3 damage to any target.',
});
export const TOUCH_OF_THE_VOID = def({
  name: 'Touch of the Void',
  manaCost: '{2}{R}',
  types: ['Sorcery'],
  text: 'Devoid (This card has no color.)\nTouch of the Void deals 3 damage to target creature or player. If a creature dealt damage this way would die this turn, exile it instead.',
});
export const BLUE_ELEMENTAL_BLAST = def({
  name: 'Blue Elemental Blast',
  manaCost: '{U}',
  colors: ['U'],
  types: ['Instant'],
  text: 'Choose one —\n• Counter target red spell.\n• Destroy target red permanent.',
});
export const CARDS: CardDefinition[] = [RANCOR, SHIVAN_PHOENIX, MANA_LEAK, GRAVEDIGGER, PARTING_AURA, GHOSTFIRE, BLUE_ELEMENTAL_BLAST];
export const catalog = new InMemoryCatalog([...CARDS, TOUCH_OF_THE_VOID, FOREST, ISLAND, MOUNTAIN, GRIZZLY_BEARS, LIGHTNING_BOLT]);
export const answer = rulingsWith(catalog);
export const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
export const cast = (card: string, targets?: string[], player = 'alice') => ({
  type: 'cast',
  player,
  card,
  ...(targets ? { targets } : {}),
});
export const waiting = { number: 3, active: 'alice', step: 'first-main', priority: null };

// Shared with the specs through this module, for the destructuring in their describe blocks.
export {
  adjudicate,
  defineCard,
  InMemoryCatalog,
  board,
  rulingsWith,
  FOREST,
  GRIZZLY_BEARS,
  ISLAND,
  LIGHTNING_BOLT,
  MOUNTAIN,
  ids,
  lands,
  passes,
  perm,
  refusedAt,
};
