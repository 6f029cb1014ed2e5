import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { amountOf } from '../rules/608.2h-quantities';
import { playersOf } from './players';

/**
 * 122.1, 107.14: "You get {E}{E}": each player the instruction names gets that many energy counters
 * (608.2h: an amount such as "for each creature you control" is read once, as it resolves).
 */
export function applyEnergy(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'energy' }>): void {
  const n = amountOf(ctx, effect.amount, spell);
  if (n <= 0) return;
  for (const id of playersOf(ctx, spell, effect)) {
    const player = ctx.state.players.find((p) => p.id === id);
    if (!player) continue;
    player.energy = (player.energy ?? 0) + n;
    ctx.trace.cite('122.1', 'energy', msg('energy.get', { player: id, count: n, total: player.energy }), [spell.id]);
  }
}
