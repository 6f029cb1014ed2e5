import { keywordsNow } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { hasReach } from './702.17-reach';
import { nameOf } from './names';
import { msg } from '../trace/message';

/** 702.9 Flying, an evasion ability (702.9a). */
export function hasFlying(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('flying');
}

/**
 * 702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach
 * (702.17b). A creature with flying may block one with or without flying: no restriction there.
 */
export function checkFlying(c: BlockContext): Violation | null {
  if (!hasFlying(c.state, c.attacker)) return null;
  if (hasFlying(c.state, c.blocker) || hasReach(c.state, c.blocker)) return null;
  return {
    code: 'CANNOT_BLOCK_FLYING',
    rule: '702.9b',
    message: msg('702.9-flying.CANNOT_BLOCK_FLYING', { nameOf: nameOf(c.blocker), nameOf2: nameOf(c.attacker) }),
  };
}
