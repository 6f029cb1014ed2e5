import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

/** 702.20b: attacking doesn't cause a creature with vigilance to tap. */
export function hasVigilance(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('vigilance');
}
