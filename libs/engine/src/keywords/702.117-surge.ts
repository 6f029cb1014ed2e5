import { KeywordPhrase } from '../cards/keyword-table';
import { GameState } from '../state/types';
import { Violation } from '../violation';
import { cardName, msg } from '../trace/message';
import { CardDefinition } from '../cards/card';
import { alternativeCostAbility, keywordCost } from './alternative-costs';

/**
 * 702.117a: "Surge [cost]": an alternative cost (118.9; a cast action with `alternativeCost:
 * "surge"`, 601.2b, 601.2f-h) that may be chosen only if its caster has cast another spell this
 * turn (the engine has no teams: no teammate's spell counts). A permanent spell cast for it
 * becomes a permanent that carries `alternativeCost: "surge"`, for "if its surge cost was paid"
 * (an intervening "if", 603.4). Only mana costs without X.
 */
export const SURGE: KeywordPhrase = {
  rule: '702.117a',
  abilities(item) {
    const cost = keywordCost(item, 'surge');
    return cost === null ? null : [alternativeCostAbility('surge', cost)];
  },
};

/**
 * 702.117a: the surge cost may be chosen only if `player` cast another spell this turn: the turn's
 * record of the spells each player cast (the spell being cast is counted only once it becomes cast, 601.2i).
 */
export function checkSurge(state: GameState, player: string, card: CardDefinition): Violation | null {
  if ((state.turn.spellsCastBy[player] ?? 0) > 0) return null;
  return { code: 'CONDITION_NOT_MET', rule: '702.117a', message: msg('702.117-surge.CONDITION_NOT_MET', { name: cardName(card), player }) };
}
