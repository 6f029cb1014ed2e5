import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';
import { hasDashHaste } from './702.109-dash';
import { hasSuspendHaste } from './702.62-suspend';

/** 702.10b-c: haste lets a creature attack and use {T} abilities despite 302.6 (702.109a: a dashed one has it; 702.62a: one cast through suspend). */
export function hasHaste(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('haste') || hasDashHaste(state, o) || hasSuspendHaste(state, o);
}
