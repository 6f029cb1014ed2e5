import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

/** 702.4b: a creature with double strike deals combat damage in both combat damage steps. */
export function hasDoubleStrike(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('double strike');
}
