import { Ctx, playersInGame } from '../context';
import { GameState } from '../state/types';
import { Message, msg } from '../trace/message';

export interface GameOver {
  winners: string[];
  /** The rule by which the game ended: the last loss (104.3x), or 104.4a for a draw. */
  rule: string;
  losers: { player: string; rule: string }[];
}

/** A player loses and leaves the game (104.3); `lossRule` says how (104.3a concession, 104.3b life...). */
export function applyLoss(ctx: Ctx, playerId: string, lossRule: string, why: Message): void {
  const player = ctx.state.players.find((p) => p.id === playerId);
  if (!player || player.lost !== null) return;
  player.lost = lossRule;
  ctx.trace.cite(lossRule, 'playerLost', msg('104-ending-the-game.playerLost', { playerId: playerId, why: why }));
  ctx.trace.emit({ type: 'playerLost', player: playerId, rule: lossRule });
}

/**
 * 104.2b: an effect states that a player wins the game: it ends now, that player the winner; each other player still in
 * it leaves it (a two-player game: the opponent; 104.3h's range of influence is not played here).
 */
export function applyWin(ctx: Ctx, playerId: string, source: string): void {
  const player = ctx.state.players.find((p) => p.id === playerId);
  if (!player || player.lost !== null) return;
  ctx.trace.cite('104.2b', 'win', msg('614-replacement-effects.win', { playerId, describe: source }));
  for (const p of ctx.state.players)
    if (p.id !== playerId) applyLoss(ctx, p.id, '104.2b', msg('614-replacement-effects.wins', { playerId }));
  checkGameEnd(ctx);
}

/** After losses: 104.2a, the last player in the game wins; 104.4a, if none remain it is a draw. */
export function checkGameEnd(ctx: Ctx): void {
  const remaining = playersInGame(ctx.state);
  if (remaining.length > 1) return;
  const state = ctx.state;
  state.turn.priority = null;
  state.turn.passed = [];
  if (remaining.length === 1) {
    ctx.trace.cite('104.2a', 'gameOver', msg('104-ending-the-game.gameOver', { id: remaining[0].id }));
    ctx.trace.emit({ type: 'gameOver', winners: [remaining[0].id], rule: '104.2a' });
  } else {
    ctx.trace.cite('104.4a', 'gameOver', msg('104-ending-the-game.gameOver.2'));
    ctx.trace.emit({ type: 'gameOver', winners: [], rule: '104.4a' });
  }
}

export function gameOverOf(state: GameState): GameOver | null {
  const remaining = playersInGame(state);
  if (remaining.length > 1) return null;
  const losers = state.players.filter((p) => p.lost !== null).map((p) => ({ player: p.id, rule: p.lost as string }));
  return {
    winners: remaining.map((p) => p.id),
    rule: remaining.length === 0 ? '104.4a' : (losers[losers.length - 1]?.rule ?? '104.2a'),
    losers,
  };
}
