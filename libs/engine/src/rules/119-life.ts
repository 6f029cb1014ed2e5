import { Ctx } from '../context';

/** 119.3: a player gains or loses life; the total is adjusted, cited and recorded as an event. */
export function changeLife(ctx: Ctx, playerId: string, delta: number, rule: string, why: string): void {
  const player = ctx.state.players.find((p) => p.id === playerId);
  if (!player || delta === 0) return;
  const from = player.life;
  player.life += delta;
  ctx.trace.cite(rule, delta > 0 ? 'gainLife' : 'loseLife', `${why}: ${player.id} ${delta > 0 ? 'gains' : 'loses'} ${Math.abs(delta)} life (${from} -> ${player.life})`, [player.id]);
  ctx.trace.emit({ type: 'life', player: player.id, from, to: player.life });
}
