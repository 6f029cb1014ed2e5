import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { playersOf } from './players';

/** 725.1, 725.3: a player becomes the monarch; the current monarch, if another, ceases to be it. */
export function becomeMonarch(ctx: Ctx, player: string): void {
  const state = ctx.state;
  if (!state.players.some((p) => p.id === player && p.lost === null)) return;
  const before = state.monarch;
  if (before !== undefined && before !== player)
    ctx.trace.cite('725.3', 'monarch', msg('effects.monarch.ceases', { playerId: before }), [before]);
  state.monarch = player;
  ctx.trace.cite('725.1', 'monarch', msg('effects.monarch', { playerId: player }), [player]);
}

/** "You become the monarch.": the player named becomes the monarch (725.1). */
export function applyBecomeMonarch(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'becomeMonarch' }>): void {
  for (const id of playersOf(ctx, spell, effect)) becomeMonarch(ctx, id);
}
