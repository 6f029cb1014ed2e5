import { Ctx } from '../context';
import { drawCard } from './121-drawing';

/** 504.1: the active player draws a card, as a turn-based action. */
export function beginDrawStep(ctx: Ctx): void {
  drawCard(ctx, ctx.state.turn.active, '504.1');
}

/** 103.8a: in a two-player game, the player who plays first skips the draw step of their first turn. */
export function skipsDrawStep(state: { turn: { number: number }; players: unknown[] }): boolean {
  return state.turn.number === 1 && state.players.length === 2;
}
