import { keywordsNow } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { nameOf } from './names';
import { msg } from '../trace/message';

/** 702.31 Horsemanship, an evasion ability (702.31a). */
export function hasHorsemanship(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('horsemanship');
}

/**
 * 702.31b: a creature with horsemanship can't be blocked by creatures without horsemanship. A
 * creature with horsemanship may block one with or without it: no restriction that way.
 */
export function checkHorsemanship(c: BlockContext): Violation | null {
  if (!hasHorsemanship(c.state, c.attacker) || hasHorsemanship(c.state, c.blocker)) return null;
  return {
    code: 'CANNOT_BLOCK_HORSEMANSHIP',
    rule: '702.31b',
    message: msg('702.31-horsemanship.CANNOT_BLOCK_HORSEMANSHIP', { nameOf: nameOf(c.blocker), nameOf2: nameOf(c.attacker) }),
  };
}
