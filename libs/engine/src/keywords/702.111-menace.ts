import { keywordsNow } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { nameOf } from './names';
import { msg } from '../trace/message';

/** 702.111b: the fewest creatures that may block `attacker` if it is blocked at all (2 with menace, else 1). */
export function minimumBlockers(state: GameState, attacker: GameObject): number {
  return keywordsNow(state, attacker).has('menace') ? 2 : 1;
}

/**
 * 702.111b: a creature with menace can't be blocked except by two or more creatures. Counted
 * over the whole declaration: the distinct creatures blocking this attacker, the blocker itself
 * included. Multiple instances are redundant (702.111c).
 */
export function checkMenace(c: BlockContext): Violation | null {
  const needed = minimumBlockers(c.state, c.attacker);
  if (needed < 2) return null;
  const blockers = new Set([c.blocker.id, ...c.blockersOfAttacker.map((o) => o.id)]);
  if (blockers.size >= needed) return null;
  return {
    code: 'CANNOT_BLOCK_MENACE',
    rule: '702.111b',
    message: msg('702.111-menace.CANNOT_BLOCK_MENACE', { nameOf: nameOf(c.attacker), size: blockers.size }),
  };
}
