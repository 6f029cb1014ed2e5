import { Ctx, describe } from '../context';
import { GameObject } from '../state/types';
import { lookBack, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';

/** 701.21a: its controller moves the permanent from the battlefield to its owner's graveyard (it is not destroyed). */
export function sacrifice(ctx: Ctx, o: GameObject, rule = '701.21a'): void {
  const controller = o.controller;
  ctx.trace.departed.set(o.id, lookBack(ctx.state, o, ++ctx.trace.batch));
  takeFromBattlefield(ctx.state, o.id);
  putIntoOwnerZone(ctx.state, o, 'graveyard');
  ctx.trace.cite(rule, 'sacrifice', `${controller} sacrifices ${describe(o)}`, [o.id]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'graveyard', player: o.owner });
}
