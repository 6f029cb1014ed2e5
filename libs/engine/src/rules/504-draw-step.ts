import { Ctx } from '../context';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { dredge, dredgeOptions } from '../keywords/702.52-dredge';
import { msg } from '../trace/message';
import { drawCard } from './121-drawing';
import { givePriority } from './117-priority';
import { collectTriggers } from './603-triggered-abilities';
import { ruleEffects } from './613-layers';

/**
 * 504.1: the active player draws a card, as a turn-based action. With a card they may dredge instead (702.52a),
 * the draw waits for their choice (a decision before anyone has priority): true. The abilities that triggered as
 * the step began wait with it (504.2: they go on the stack once the draw is done).
 */
export function beginDrawStep(ctx: Ctx): boolean {
  const active = ctx.state.turn.active;
  const options = dredgeOptions(ctx.state, active);
  if (options.length > 0) {
    collectTriggers(ctx);
    ctx.trace.cite(
      '702.52a',
      'chooseReplacement',
      msg('702.52-dredge.choice', { playerId: active, ids: options.map((o) => o.id).join(', ') }),
      options.map((o) => o.id),
    );
    return true;
  }
  drawCard(ctx, active, '504.1');
  return false;
}

/** 702.52a: the active player's answer: a card of `options` to dredge, or "draw"; then they receive priority (504.2). */
export function answerDredge(ctx: Ctx, options: string[], choice: string[]): Violation[] {
  if (choice.length !== 1 || !options.includes(choice[0]))
    return [{ code: 'INVALID_CHOICE', rule: '702.52a', message: msg('adjudicate.INVALID_CHOICE.3', { options: options.join(', ') }) }];
  const active = ctx.state.turn.active;
  if (choice[0] === 'draw') drawCard(ctx, active, '504.1', true);
  else dredge(ctx, active, choice[0]);
  givePriority(ctx, active, '504.2', msg('priority.stepBegins', { step: 'draw' }));
  return [];
}

/** 103.8a: in a two-player game, the player who plays first skips the draw step of their first turn. */
export function skipsDrawStep(state: { turn: { number: number }; players: unknown[] }): boolean {
  return state.turn.number === 1 && state.players.length === 2;
}

/**
 * 614.1b, 614.10: a "Skip your draw step." of a permanent the active player controls replaces their draw step
 * with nothing (read as the upkeep ends, before the step would begin): that permanent, or null.
 */
export function drawStepSkippedBy(state: GameState): GameObject | null {
  return ruleEffects(state).find((r) => r.effect.kind === 'skipDrawStep' && r.source.controller === state.turn.active)?.source ?? null;
}
