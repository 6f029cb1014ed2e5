import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { GameObject, StackObject } from '../state/types';
import { destroy } from '../rules/608-resolving';
import { cantBeRegenerated, graveyardDestination } from '../rules/614-replacement-effects';
import { lookBack, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';
import { CardName, msg } from '../trace/message';
import { Unsupported } from '../unsupported';
import { isIndestructible } from '../keywords/702.12-indestructible';
import { umbraArmoredFirst, umbraArmorsOn } from '../keywords/702.89-umbra-armor';

export type Together = Extract<Effect, { kind: 'together' }>;

/**
 * 608.2b: the instruction as the resolution does it: its illegal targets left out (each said), or null when none is
 * left and it names no source (nothing to do). `legal`: each target's legality, checked once as the resolution began.
 */
export function narrowTogether(ctx: Ctx, top: StackObject, effect: Together, legal: boolean[], name: CardName | string): Together | null {
  const kept = effect.targets.filter((i) => {
    if (legal[i]) return true;
    ctx.trace.cite('608.2b', 'illegalTarget', msg('608-resolving.illegalTarget.2', { target: top.targets[i], name }));
    return false;
  });
  if (kept.length === 0 && !effect.source) return null;
  return { ...effect, targets: kept, checked: true };
}

/**
 * 608.2c, 701.8a, 400.3, 701.13a: "Destroy target creature and target land", "Return target creature you control and target
 * creature you don't control to their owners' hands", "Exile CARDNAME and target creature ...": the objects named are found
 * on the battlefield (one that has left it is a new object, not found: 400.7; the same object chosen for two target words,
 * 601.2c, is one object) and all of them are destroyed, returned or exiled at once: each is looked back at before any
 * leaves (603.10a), and where each destroyed one goes is read before any leaves (614.1a), as for "Destroy all creatures".
 */
export function applyTogether(ctx: Ctx, spell: StackObject, effect: Together, name: string): void {
  const state = ctx.state;
  // Reached elsewhere than by a resolution's run of instructions, its targets were not checked (608.2b): refused.
  if (!effect.checked) throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('together.unchecked', { name }), '608.2b');
  // "CARDNAME" of a spell (the spell itself, on the stack): not read by the grammar, refused here.
  if (effect.source && spell.object) throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('together.spellSource', { name }), '608.2c');
  const ids = [...(effect.source && spell.ability ? [spell.ability.source] : []), ...effect.targets.map((i) => spell.targets[i])];
  const objects: GameObject[] = [];
  for (const id of new Set(ids)) {
    const o = state.battlefield.find((p) => p.id === id);
    if (o) objects.push(o);
    else ctx.trace.cite('400.7', 'notFound', msg('move-zone.gone', { name, id }));
  }
  if (objects.length === 0) return;
  const batch = ++ctx.trace.batch;
  if (effect.act === 'destroy') {
    const canRegenerate = !effect.noRegenerate;
    const leaving = objects.filter(
      (o) =>
        !isIndestructible(state, o) &&
        (!canRegenerate || o.regenerationShields <= 0 || cantBeRegenerated(state, o)) &&
        umbraArmorsOn(state, o).length === 0,
    );
    const destinations = new Map(leaving.map((o) => [o.id, graveyardDestination(ctx, o, 'battlefield')]));
    for (const o of umbraArmoredFirst(state, objects)) destroy(ctx, name, o.id, canRegenerate, batch, destinations.get(o.id));
    return;
  }
  for (const o of objects) ctx.trace.departed.set(o.id, lookBack(state, o, batch));
  const to = effect.act === 'hand' ? 'hand' : 'exile';
  for (const o of objects) {
    takeFromBattlefield(state, o.id);
    putIntoOwnerZone(state, o, to, ctx.trace);
    if (to === 'hand')
      ctx.trace.cite('400.3', 'returnToHand', msg('608-resolving.returnToHand.2', { name, describe: objectName(o) }), [o.id]);
    else ctx.trace.cite('701.13a', 'exile', msg('608-resolving.exile', { name, describe: objectName(o) }), [o.id]);
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to, player: o.owner });
  }
}
