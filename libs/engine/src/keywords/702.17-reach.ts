import { keywordsNow } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';

/**
 * 702.17 Reach. It is a static ability with no restriction of its own (702.17a): it only lets
 * its creature block creatures with flying (702.17b), which the flying check reads
 * (702.9-flying.ts). Multiple instances are redundant (702.17c).
 */
export function hasReach(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('reach');
}
