import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

/** 702.12b: a permanent with indestructible can't be destroyed, by effects or by lethal damage (704.5g). */
export function isIndestructible(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('indestructible');
}
