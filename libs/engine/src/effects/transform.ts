import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { transformPermanent } from '../rules/712-double-faced';

/**
 * 701.27a: "Transform CARDNAME.": the ability's source, if it is still on the battlefield (400.7:
 * once it has left, it is a new object the instruction does not find).
 */
export function applyTransformSource(ctx: Ctx, spell: StackObject, name: string): void {
  const o = ctx.state.battlefield.find((p) => p.id === spell.ability?.source);
  if (o) transformPermanent(ctx, spell, o, name);
}
