import { KeywordPhrase } from '../cards/keyword-table';
import { manaValue, parseManaCost } from '../cards/mana-cost';
import { objectName } from '../context';
import { characteristicsOf } from '../rules/613-layers';
import { sacrificeChoice } from '../rules/602-activating-abilities';
import { manaCostForValue } from '../rules/712-double-faced';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { Message, msg } from '../trace/message';
import { alternativeCostAbility, keywordCost } from './alternative-costs';

/**
 * 702.119a: "Emerge [cost]" is two static abilities, written in the language: an alternative cost
 * (118.9; a cast action with `alternativeCost: "emerge"` naming in `sacrifice` the creature it
 * sacrifices, 601.2b, 702.119c), and a reduction of that cost's generic mana by the sacrificed
 * creature's mana value (601.2f; emergeReduction). "Emerge from [quality]" (702.119b) is not read.
 * Only mana costs without X.
 */
export const EMERGE: KeywordPhrase = {
  rule: '702.119a',
  abilities(item) {
    const cost = keywordCost(item, 'emerge');
    return cost === null ? null : [alternativeCostAbility('emerge', cost)];
  },
};

/**
 * 702.119c: the creature to sacrifice is chosen as the emerge cost is chosen (601.2b): one creature
 * its caster controls (701.21a), named in the cast's `sacrifice`; it is sacrificed as the total cost
 * is paid (601.2h).
 */
export function emergeSacrifice(
  state: GameState,
  action: { player: string; sacrifice?: string[] },
  spell: GameObject,
): GameObject | Violation {
  return sacrificeChoice(state, { types: ['Creature'], another: false }, action, spell);
}

/** 702.119a: the generic mana the emerge cost is reduced by: the sacrificed creature's mana value (202.3), with its text for the trace. */
export function emergeReduction(state: GameState, creature: GameObject): { n: number; why: Message } {
  const c = characteristicsOf(state, creature);
  const cost = parseManaCost(manaCostForValue(creature, c.manaCost));
  const n = cost ? manaValue(cost, 0) : 0;
  return { n, why: msg('702.119-emerge.reduction', { describe: objectName(creature), nValue: n }) };
}
