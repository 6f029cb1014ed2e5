import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { checkFlying } from './702.9-flying';
import { checkIntimidate } from './702.13-intimidate';
import { checkLandwalk } from './702.14-landwalk';
import { checkProtection } from './702.16-protection';
import { checkShadow } from './702.28-shadow';
import { checkHorsemanship } from './702.31-horsemanship';
import { checkFear } from './702.36-fear';
import { checkMenace } from './702.111-menace';
import { checkSkulk } from './702.118-skulk';

/**
 * One proposed block, as the defending player checks it for restrictions (509.1b): "effects that
 * say a creature can't block, or that it can't block unless some condition is met". The
 * evasion abilities of 702 are such restrictions. Every check reads the objects as they are now,
 * through the layers (613): keywords, colors and types are never taken from the printed card.
 */
export interface BlockContext {
  state: GameState;
  attacker: GameObject;
  blocker: GameObject;
  /** Every creature declared as blocking this attacker in the same declaration (for menace). */
  blockersOfAttacker: GameObject[];
  defendingPlayer: string;
}

/** A restriction on blocking: the violation when `c.blocker` may not block `c.attacker`, else null. */
export type BlockRestriction = (c: BlockContext) => Violation | null;

/** Every restriction the keyword abilities impose on blocking, in rule-number order. */
export const BLOCK_RESTRICTIONS: BlockRestriction[] = [
  checkFlying, // 702.9b (reach, 702.17b, is read there)
  checkIntimidate, // 702.13b
  checkLandwalk, // 702.14c
  checkProtection, // 702.16f, 702.16j
  checkShadow, // 702.28b
  checkHorsemanship, // 702.31b
  checkFear, // 702.36b
  checkMenace, // 702.111b
  checkSkulk, // 702.118b
];

/** Every restriction this block breaks (509.1b), in rule-number order; empty when it is legal. */
export function checkBlock(c: BlockContext): Violation[] {
  const out: Violation[] = [];
  for (const restriction of BLOCK_RESTRICTIONS) {
    const v = restriction(c);
    if (v) out.push(v);
  }
  return out;
}
