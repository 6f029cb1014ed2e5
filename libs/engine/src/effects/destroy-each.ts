import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { destroy } from '../rules/608-resolving';
import { graveyardDestination } from '../rules/614-replacement-effects';
import { lookBack, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';
import { objectName } from '../context';
import { msg } from '../trace/message';
import { isIndestructible } from '../keywords/702.12-indestructible';
import { eachObject } from './each-object';
import { umbraArmoredFirst, umbraArmorsOn } from '../keywords/702.89-umbra-armor';

/**
 * 701.8a: "Destroy all lands target player controls": the permanents the phrase describes as it
 * resolves (608.2h) are destroyed at once (they leave together: 603.10a sees them all); where
 * each goes is read before any leaves (614.1a), as for "Destroy all creatures". 701.19c: after "They can't be
 * regenerated." no regeneration shield replaces any of these destructions.
 */
export function applyDestroyEach(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'destroyEach' }>, name: string): void {
  const state = ctx.state;
  const doomed = (eachObject(ctx, spell, effect.each, effect.controlledBy) ?? []).filter((o) => o.card);
  const batch = ++ctx.trace.batch;
  const canRegenerate = !effect.noRegenerate;
  const leaving = doomed.filter(
    (o) => !isIndestructible(state, o) && (!canRegenerate || o.regenerationShields <= 0) && umbraArmorsOn(state, o).length === 0,
  );
  const destinations = new Map(leaving.map((o) => [o.id, graveyardDestination(ctx, o, 'battlefield')]));
  for (const o of umbraArmoredFirst(state, doomed)) destroy(ctx, name, o.id, canRegenerate, batch, destinations.get(o.id));
}

/**
 * 400.3: "Return each nonland permanent you don't control to its owner's hand": the permanents the
 * phrase describes as it resolves (608.2h) leave at once, each to its owner's hand (a token so moved
 * ceases to exist, 704.5d).
 */
export function applyReturnEachToHand(
  ctx: Ctx,
  spell: StackObject,
  effect: Extract<Effect, { kind: 'returnEachToHand' }>,
  name: string,
): void {
  const state = ctx.state;
  const leaving = eachObject(ctx, spell, effect.each, effect.controlledBy) ?? [];
  const batch = ++ctx.trace.batch;
  for (const o of leaving) ctx.trace.departed.set(o.id, lookBack(state, o, batch));
  for (const o of leaving) {
    takeFromBattlefield(state, o.id);
    putIntoOwnerZone(state, o, 'hand', ctx.trace);
    ctx.trace.cite('608.2c', 'returnToHand', msg('608-resolving.returnToHand.2', { name, describe: objectName(o) }), [o.id]);
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'hand', player: o.owner });
  }
}

/**
 * 701.13a: "Exile all artifacts": the permanents the phrase describes as it resolves (608.2h) are
 * exiled at once: each is looked back at before any leaves, and they leave in one batch (603.10a).
 */
export function applyExileEach(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'exileEach' }>, name: string): void {
  const state = ctx.state;
  const leaving = eachObject(ctx, spell, effect.each, effect.controlledBy) ?? [];
  const batch = ++ctx.trace.batch;
  for (const o of leaving) ctx.trace.departed.set(o.id, lookBack(state, o, batch));
  for (const o of leaving) {
    takeFromBattlefield(state, o.id);
    putIntoOwnerZone(state, o, 'exile', ctx.trace);
    ctx.trace.cite('701.13a', 'exile', msg('608-resolving.exile', { name, describe: objectName(o) }), [o.id]);
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'exile', player: o.owner });
  }
}
