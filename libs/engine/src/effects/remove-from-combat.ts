import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { bandOf } from '../keywords/702.22-banding';
import { removeFromCombat } from '../rules/506-combat';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { applyTap } from './tap';
import { objectsOf } from './objects';

export type BecomesBlockedEffect = Extract<Effect, { kind: 'becomesBlocked' }>;
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

/**
 * 509.1h: "Target unblocked attacking creature becomes blocked.": it is a blocked creature from now on, though no creature
 * blocks it: it assigns no combat damage (510.1c) unless it has trample (702.19d) or may assign it as though it weren't
 * blocked. 702.22i: the other creatures of its band, still unblocked, become blocked with it. 509.3c: each "becomes blocked"
 * ability of theirs triggers; none "becomes blocked by a creature" (509.3d).
 */
export function applyBecomesBlocked(ctx: Ctx, spell: StackObject, effect: BecomesBlockedEffect, name: string): void {
  const combat = ctx.state.combat;
  const id = spell.targets[effect.target];
  const attack = combat?.attackers.find((a) => a.id === id);
  // 608.2b: the target is checked again as it resolves ("unblocked attacking"); one that is no longer is not affected.
  if (!combat || !combat.blockersDeclared || !attack || attack.blocked) return;
  const band = bandOf(combat, attack.id);
  const now = combat.attackers.filter((a) => band.includes(a.id) && !a.blocked);
  for (const a of now) a.blocked = true;
  const o = ctx.state.battlefield.find((p) => p.id === attack.id);
  ctx.trace.cite(
    '509.1h',
    'becomesBlocked',
    msg('509-declare-blockers.becomesBlocked', { name, describe: o ? objectName(o) : attack.id }),
    [attack.id],
  );
  const mates = now.filter((a) => a.id !== attack.id).map((a) => a.id);
  if (mates.length > 0)
    ctx.trace.cite('702.22i', 'becomesBlocked', msg('509-declare-blockers.bandBecomesBlocked', { more: mates.join(', ') }), mates);
  for (const a of now) ctx.trace.emit({ type: 'blocked', object: a.id, by: [] });
}
