import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

/** 702.80a: damage a source with wither deals to a creature is -1/-1 counters instead of marked damage (120.3d). */
export function hasWither(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('wither');
}
