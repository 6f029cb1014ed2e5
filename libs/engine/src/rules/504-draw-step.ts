import { Ctx } from '../context';
import { GameObject, GameState } from '../state/types';
import { drawCard } from './121-drawing';
import { ruleEffects } from './613-layers';

/** 504.1: the active player draws a card, as a turn-based action. */
export function beginDrawStep(ctx: Ctx): void {
  drawCard(ctx, ctx.state.turn.active, '504.1');
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
