import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';
import { Violation } from '../violation';
import { cardName, msg } from '../trace/message';

/** 702.3b: a creature with defender can't attack. */
export function checkDefender(state: GameState, o: GameObject): Violation | null {
  if (!keywordsNow(state, o).has('defender')) return null;
  return { code: 'DEFENDER', rule: '702.3b', message: msg('702.3-defender.DEFENDER', { name: cardName(o.card), id: o.id }) };
}
