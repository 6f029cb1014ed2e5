import { PlayerRef, SelectorOption } from '../cards/selector';
import { Ctx } from '../context';
import { matchesOption } from '../select/selector';
import { GameObject, StackObject } from '../state/types';
import { askerOf, playerOfRef } from '../rules/608.2h-quantities';

/**
 * "each creature [target player controls]", "all lands [target player controls]": the permanents
 * an object phrase describes as the effect is applied (608.2h; phased-out ones do not exist,
 * 702.26b), with the controller a player reference names (null: that player is not known).
 */
export function eachObject(ctx: Ctx, spell: StackObject, each: SelectorOption, controlledBy?: PlayerRef): GameObject[] | null {
  const state = ctx.state;
  const controller = controlledBy ? playerOfRef(ctx, controlledBy, spell) : undefined;
  if (controller === null) return null;
  const asker = askerOf(spell);
  return state.battlefield.filter(
    (o) =>
      !o.phasedOut &&
      (controller === undefined || o.controller === controller) &&
      matchesOption(state, each, { kind: 'object', zone: 'battlefield', object: o }, asker),
  );
}
