import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

/** 702.90b-c: a source with infect gives players poison counters (120.3b) and creatures -1/-1 counters (120.3d). */
export function hasInfect(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('infect');
}
