import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

/** 702.7b: a creature with first strike deals combat damage in the first combat damage step. */
export function hasFirstStrike(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('first strike');
}
