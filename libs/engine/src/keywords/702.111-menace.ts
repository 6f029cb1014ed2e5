import { keywordsNow, ruleEffectApplies, ruleEffects } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { nameOf } from './names';
import { msg } from '../trace/message';

/** 509.1b: the fewest blockers a "can't be blocked except by N or more creatures" affecting `attacker` allows (1 if none). */
function fewestByRestriction(state: GameState, attacker: GameObject): number {
  let fewest = 1;
  for (const { source, effect } of ruleEffects(state))
    if (effect.kind === 'blockedByAtLeast' && ruleEffectApplies(state, source, effect.affected, attacker))
      fewest = Math.max(fewest, effect.count);
  return fewest;
}

/**
 * 702.111b: the fewest creatures that may block `attacker` if it is blocked at all (2 with menace, else 1); 509.1b: more
 * under "can't be blocked except by three or more creatures".
 */
export function minimumBlockers(state: GameState, attacker: GameObject): number {
  return Math.max(keywordsNow(state, attacker).has('menace') ? 2 : 1, fewestByRestriction(state, attacker));
}

/**
 * 702.111b: a creature with menace can't be blocked except by two or more creatures (509.1b: "... except by three or more
 * creatures", the same restriction with another count). Counted over the whole declaration: the distinct creatures
 * blocking this attacker, the blocker itself included. Multiple instances are redundant (702.111c).
 */
export function checkMenace(c: BlockContext): Violation | null {
  const menace = keywordsNow(c.state, c.attacker).has('menace') ? 2 : 1;
  const restriction = fewestByRestriction(c.state, c.attacker);
  const needed = Math.max(menace, restriction);
  if (needed < 2) return null;
  const blockers = new Set([c.blocker.id, ...c.blockersOfAttacker.map((o) => o.id)]);
  if (blockers.size >= needed) return null;
  // The restriction that is not met: menace's when it alone asks for this many, else the card's own (509.1b).
  if (menace >= restriction)
    return {
      code: 'CANNOT_BLOCK_MENACE',
      rule: '702.111b',
      message: msg('702.111-menace.CANNOT_BLOCK_MENACE', { nameOf: nameOf(c.attacker), size: blockers.size }),
    };
  return {
    code: 'CANT_BLOCK',
    rule: '509.1b',
    message: msg('702.111-menace.CANT_BLOCK_FEWER', { nameOf: nameOf(c.attacker), needed, size: blockers.size }),
  };
}
