/** Real cards (current Oracle texts) and helpers of the specs on static abilities and abilities of Auras. */
import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from './test-catalog';
import { FOREST, GRIZZLY_BEARS, ISLAND, MOUNTAIN, MURDER, SWAMP, ids, lands, passes, perm } from './spell-cards';
import { onField } from './actions';

/** Real cards, current Oracle text. */
export const MONOLITH = defineCard({
  name: 'Basalt Monolith',
  manaCost: '{3}',
  types: ['Artifact'],
  text: "Basalt Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{3}: Untap Basalt Monolith.",
});
export const GRASP = defineCard({
  name: 'Paralyzing Grasp',
  manaCost: '{2}{U}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.",
});
export const FIREBREATHING = defineCard({
  name: 'Firebreathing',
  manaCost: '{R}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn.',
});
export const REGENERATION = defineCard({
  name: 'Regeneration',
  manaCost: '{1}{G}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\n{G}: Regenerate enchanted creature.',
});
export const COWER = defineCard({
  name: 'Cower in Fear',
  manaCost: '{1}{B}{B}',
  types: ['Instant'],
  text: 'Creatures your opponents control get -1/-1 until end of turn.',
});
export const EARTHQUAKE = defineCard({
  name: 'Earthquake',
  manaCost: '{X}{R}',
  types: ['Sorcery'],
  text: 'Earthquake deals X damage to each creature without flying and each player.',
});
export const RHINO = defineCard({
  name: 'Charging Rhino',
  manaCost: '{3}{G}{G}',
  types: ['Creature'],
  subtypes: ['Rhino'],
  power: '4',
  toughness: '4',
  text: "Charging Rhino can't be blocked by more than one creature.",
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
export const GOBLIN = defineCard({
  name: 'Raging Goblin',
  manaCost: '{R}',
  types: ['Creature'],
  subtypes: ['Goblin', 'Berserker'],
  power: '1',
  toughness: '1',
  text: 'Haste',
});
export const CARDS: CardDefinition[] = [MONOLITH, GRASP, FIREBREATHING, REGENERATION, COWER, EARTHQUAKE, RHINO];
export const catalog = new InMemoryCatalog([...CARDS, BIRD, GOBLIN, FOREST, ISLAND, MOUNTAIN, SWAMP, GRIZZLY_BEARS, MURDER]);

export const answer = rulingsWith(catalog);
export const cast = (card: string, targets?: string[], more: Record<string, unknown> = {}) => ({
  type: 'cast',
  player: 'alice',
  card,
  ...(targets ? { targets } : {}),
  ...more,
});
/** From alice's end step to bob's upkeep: bob's untap step happens in between. */
export const toBobsTurn = (battlefield: unknown[]) =>
  answer({ state: board({ battlefield, turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' } }), actions: passes(2) });

// Shared with the specs through this module, for the destructuring in their describe blocks.
export {
  adjudicate,
  defineCard,
  compileCard,
  InMemoryCatalog,
  board,
  cited,
  rulingsWith,
  FOREST,
  GRIZZLY_BEARS,
  ISLAND,
  MOUNTAIN,
  MURDER,
  SWAMP,
  ids,
  lands,
  passes,
  perm,
  onField,
};
