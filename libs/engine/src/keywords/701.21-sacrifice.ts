import { Ctx, describe } from '../context';
import { GameObject } from '../state/types';
import { lookBack, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';

/**
 * 701.21a: to sacrifice a permanent, its controller moves it from the battlefield directly to its
 * owner's graveyard (it is not destroyed: regeneration and indestructible do not apply). What it
 * was is kept for abilities that look back at it (603.10a) and for its abilities on the stack (113.7a).
 */
export function sacrifice(ctx: Ctx, o: GameObject, rule: string, why: string): void {
  const player = o.controller;
  ctx.trace.departed.set(o.id, lookBack(ctx.state, o, ++ctx.trace.batch));
  if (!takeFromBattlefield(ctx.state, o.id)) return;
  putIntoOwnerZone(ctx.state, o, 'graveyard');
  ctx.trace.cite(rule, 'sacrifice', `${player} sacrifices ${describe(o)}${why}`, [o.id]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'graveyard', player: o.owner });
}
