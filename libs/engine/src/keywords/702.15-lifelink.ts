import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

/** 702.15b: damage dealt by a source with lifelink makes its controller gain that much life. */
export function hasLifelink(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('lifelink');
}
