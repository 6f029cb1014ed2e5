import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';
import { Violation } from '../violation';

/** 702.3b: a creature with defender can't attack. */
export function checkDefender(state: GameState, o: GameObject): Violation | null {
  if (!keywordsNow(state, o).has('defender')) return null;
  return { code: 'DEFENDER', rule: '702.3b', message: `${o.card?.name} (${o.id}) has defender: it can't attack` };
}
