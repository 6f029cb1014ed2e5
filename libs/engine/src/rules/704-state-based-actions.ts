import { Ctx } from '../context';
import { GameState } from '../state/types';
import { applyLoss, checkGameEnd } from './104-ending-the-game';

interface StateBasedAction {
  rule: string;
  lossRule: string;
  player: string;
  why: string;
}

/** The player state-based actions of 704.5a–c that apply now. */
export function collectStateBasedActions(state: GameState): StateBasedAction[] {
  const out: StateBasedAction[] = [];
  for (const p of state.players) {
    if (p.lost !== null) continue;
    if (p.life <= 0) out.push({ rule: '704.5a', lossRule: '104.3b', player: p.id, why: `${p.id} has ${p.life} life` });
    if (p.drewFromEmptyLibrary) out.push({ rule: '704.5b', lossRule: '104.3c', player: p.id, why: `${p.id} attempted to draw from an empty library` });
    if (p.poison >= 10) out.push({ rule: '704.5c', lossRule: '104.3d', player: p.id, why: `${p.id} has ${p.poison} poison counters` });
  }
  return out;
}

/**
 * 704.3: whenever a player would receive priority, every applicable state-based action is
 * performed at once, and the check repeats until none applies. Returns whether any was performed.
 */
export function checkStateBasedActions(ctx: Ctx): boolean {
  let performed = false;
  for (;;) {
    const actions = collectStateBasedActions(ctx.state);
    if (actions.length === 0) return performed;
    performed = true;
    for (const a of actions) {
      ctx.trace.cite(a.rule, 'stateBasedAction', a.why);
    }
    // Performed simultaneously (704.3): every loss is applied before the end of the game is judged.
    for (const a of actions) applyLoss(ctx, a.player, a.lossRule, a.why);
    for (const p of ctx.state.players) if (p.lost !== null) p.drewFromEmptyLibrary = false;
    checkGameEnd(ctx);
  }
}
