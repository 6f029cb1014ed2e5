import { Ctx, objectName } from '../context';
import { GameObject, SacrificedForCost } from '../state/types';
import { lookBack, takeFromBattlefield } from '../state/zones';
import { graveyardDestination, putIntoGraveyard } from '../rules/614-replacement-effects';
import { msg } from '../trace/message';

/**
 * 701.21a: to sacrifice a permanent, its controller moves it from the battlefield directly to its
 * owner's graveyard (it is not destroyed: regeneration and indestructible do not apply). What it
 * was is kept for abilities that look back at it (603.10a) and for its abilities on the stack (113.7a).
 */
export function sacrifice(ctx: Ctx, o: GameObject, rule = '701.21a', why = ''): void {
  const player = o.controller;
  ctx.trace.departed.set(o.id, lookBack(ctx.state, o, ++ctx.trace.batch));
  // 614.1a: a replacement effect ("If it would die, exile it instead") is read before it leaves.
  const destination = graveyardDestination(ctx, o, 'battlefield');
  if (!takeFromBattlefield(ctx.state, o.id)) return;
  ctx.trace.cite(rule, 'sacrifice', msg('701.21-sacrifice.sacrifice', { player: player, describe: objectName(o), why: why }), [o.id]);
  putIntoGraveyard(ctx, o, 'battlefield', destination);
  // 701.21a: "Whenever you sacrifice a creature" (603.10a: it looks back at the permanent as it was).
  ctx.trace.emit({ type: 'sacrificed', object: o.id, player });
}

/**
 * 601.2h, 608.2h: a permanent just sacrificed to pay a cost, as it last existed on the battlefield (what its sacrifice
 * recorded): kept on the spell or ability for "the sacrificed creature's power". Null: it was not sacrificed now.
 */
export function sacrificedForCost(ctx: Ctx, id: string): SacrificedForCost | null {
  const d = ctx.trace.departed.get(id);
  return d ? { power: d.power ?? null, toughness: d.toughness ?? null, manaValue: d.manaValue ?? null } : null;
}
