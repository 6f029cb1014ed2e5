import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

/** 702.10b-c: haste lets a creature attack and use {T} abilities despite 302.6. */
export function hasHaste(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('haste');
}
