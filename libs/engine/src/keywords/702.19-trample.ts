import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

/** 702.19a-b: trample lets an attacker assign damage beyond lethal to its blockers to what it attacks. */
export function hasTrample(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('trample');
}
