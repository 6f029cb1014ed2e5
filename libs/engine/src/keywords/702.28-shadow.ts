import { keywordsNow } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { nameOf } from './names';
import { msg } from '../trace/message';

/** 702.28 Shadow, an evasion ability (702.28a). */
export function hasShadow(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('shadow');
}

/**
 * 702.28b, both ways: a creature with shadow can't be blocked by creatures without shadow, and
 * a creature without shadow can't be blocked by creatures with shadow.
 */
export function checkShadow(c: BlockContext): Violation | null {
  const attacker = hasShadow(c.state, c.attacker);
  const blocker = hasShadow(c.state, c.blocker);
  if (attacker === blocker) return null;
  if (attacker) {
    return {
      code: 'CANNOT_BLOCK_SHADOW',
      rule: '702.28b',
      message: msg('702.28-shadow.CANNOT_BLOCK_SHADOW', { nameOf: nameOf(c.blocker), nameOf2: nameOf(c.attacker) }),
    };
  }
  return {
    code: 'SHADOW_CANNOT_BLOCK',
    rule: '702.28b',
    message: msg('702.28-shadow.SHADOW_CANNOT_BLOCK', { nameOf: nameOf(c.blocker), nameOf2: nameOf(c.attacker) }),
  };
}
