import { Ctx } from '../context';
import { Effect } from '../cards/ability';
import { msg, Param } from '../trace/message';
import { StackObject } from '../state/types';
import { seededRandom } from './701.24-shuffle';

type CoinFlip = Extract<Effect, { kind: 'coinFlip' }>;

/** How many coins each resolving object has flipped in this adjudication: each flip is its own draw. */
const flipped = new WeakMap<Ctx, Map<string, number>>();

/**
 * 705.1, 705.2: the controller of the resolving spell or ability flips a coin and calls it; the result is one draw
 * from the board's seed (CONTRACT: random results are reproducible from it; as a shuffle's order is, 701.24a), keyed
 * by the object and the number of its flip, so the same board flips the same way. A call matches the result half the
 * time (705.1: two outcomes of equal likelihood): the draw decides the win. Returns the instructions of the branch the
 * result says (608.2c: followed next, in order).
 */
export function flipCoin(ctx: Ctx, top: StackObject, effect: CoinFlip, name: Param): Effect[] {
  const state = ctx.state;
  const counts = flipped.get(ctx) ?? new Map<string, number>();
  flipped.set(ctx, counts);
  const n = counts.get(top.id) ?? 0;
  counts.set(top.id, n + 1);
  const won = seededRandom(`${state.seed}\u0000coin\u0000${top.id}\u0000${n}`)() < 0.5;
  const player = top.controller;
  ctx.trace.cite('705.1', 'coinFlip', msg('705-coin-flip.flip', { player, name }), [top.id]);
  const branch = won ? effect.won : effect.lost;
  const key = won
    ? branch.length > 0
      ? '705-coin-flip.won'
      : '705-coin-flip.wonNothing'
    : branch.length > 0
      ? '705-coin-flip.lost'
      : '705-coin-flip.lostNothing';
  ctx.trace.cite('705.2', won ? 'wonFlip' : 'lostFlip', msg(key, { player, name }), [top.id]);
  return branch;
}
