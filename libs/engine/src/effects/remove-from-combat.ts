import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { removeFromCombat } from '../rules/506-combat';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { applyTap } from './tap';
import { objectsOf } from './objects';

export type RemoveFromCombatEffect = Extract<Effect, { kind: 'removeFromCombat' }>;

/**
 * 701.26b then 506.4 (608.2c, in the order written): "untap it and remove it from combat". Each object (the source as the
 * permanent it is now, 400.7) is untapped if tapped, then, if it is an attacking or blocking creature, removed from combat:
 * it is no longer attacking, blocking, blocked or unblocked. The creatures that blocked it stay blocking creatures
 * (509.1g) blocking nothing, so neither it nor they deal combat damage to each other (510.1c-d).
 */
export function applyRemoveFromCombat(ctx: Ctx, spell: StackObject, effect: RemoveFromCombatEffect, name: string): void {
  const objects = objectsOf(ctx, spell, effect);
  if (objects.length === 0) return;
  if (effect.untap) applyTap(ctx, spell, { kind: 'untap', objects: effect.objects }, name);
  const combat = ctx.state.combat;
  for (const o of objects) {
    const inCombat = combat !== null && (combat.attackers.some((a) => a.id === o.id) || combat.blockers.some((b) => b.id === o.id));
    if (!inCombat) continue;
    removeFromCombat(ctx.state, o.id);
    ctx.trace.cite('506.4', 'removedFromCombat', msg('506-combat.removedFromCombat', { name, describe: objectName(o) }), [o.id]);
  }
}
