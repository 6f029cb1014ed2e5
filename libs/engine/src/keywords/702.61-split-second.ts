import { hasKeyword } from '../cards/compiled';
import { KeywordPhrase } from '../cards/keyword-table';
import { GameState } from '../state/types';
import { cardName, msg } from '../trace/message';
import { Violation } from '../violation';

/**
 * 702.61a: "Split second" means "As long as this spell is on the stack, players can't cast other
 * spells or activate abilities that aren't mana abilities." A static ability of the spell (a
 * keyword the spell has); 702.61b: mana abilities, special actions and triggered abilities are
 * not stopped; 702.61c: several instances are one.
 */
export const SPLIT_SECOND: KeywordPhrase = {
  rule: '702.61a',
  abilities: (item) => (item === 'split second' ? [{ kind: 'keyword', keyword: 'split second', text: 'Split second' }] : null),
};

/**
 * 702.61a: why a spell cannot be cast, or an ability that is not a mana ability activated, now:
 * a spell with split second on the stack (null when there is none).
 */
export function splitSecondViolation(state: GameState, what: 'cast' | 'activate'): Violation | null {
  const spell = state.stack.find((s) => s.object?.card && hasKeyword(s.object.card, 'split second'));
  const card = spell?.object?.card;
  if (!spell || !card) return null;
  return {
    code: 'SPLIT_SECOND',
    rule: '702.61a',
    message: msg(what === 'cast' ? '702.61-split-second.NO_CAST' : '702.61-split-second.NO_ACTIVATE', {
      name: cardName(card),
      id: spell.id,
    }),
  };
}
