import { Ctx, describe } from '../context';
import { GameObject } from '../state/types';
import { lookBack, takeFromBattlefield } from '../state/zones';
import { graveyardDestination, putIntoGraveyard } from '../rules/614-replacement-effects';

/** 701.21a: its controller moves the permanent from the battlefield to its owner's graveyard (it is not destroyed). */
export function sacrifice(ctx: Ctx, o: GameObject, rule = '701.21a'): void {
  const controller = o.controller;
  ctx.trace.departed.set(o.id, lookBack(ctx.state, o, ++ctx.trace.batch));
  // 614.1a: a replacement effect ("If it would die, exile it instead") is read before it leaves.
  const destination = graveyardDestination(ctx, o, 'battlefield');
  takeFromBattlefield(ctx.state, o.id);
  ctx.trace.cite(rule, 'sacrifice', `${controller} sacrifices ${describe(o)}`, [o.id]);
  putIntoGraveyard(ctx, o, 'battlefield', destination);
}
