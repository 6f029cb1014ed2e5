import { isType } from '../cards/card';
import { requireUnderstood } from '../cards/compiled';
import { backFaceOf, dfcFaces } from '../cards/double-faced';
import { Ctx, objectName } from '../context';
import { GameObject, StackObject } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

/**
 * 712 double-faced cards, 701.27 transform. A transformed permanent keeps `card` as its back face
 * and `frontFace` as the card it is elsewhere: it stays the same object (712.18), so counters,
 * damage, attachments and the effects that apply to it stay; the layers start from the face up
 * (712.8d-e, 613.1a).
 */

/** 701.27g: a double-faced permanent with its back face up. */
export function isTransformed(o: GameObject): boolean {
  return o.frontFace !== undefined;
}

/** 712.8a: a double-faced card that leaves the battlefield has its front face up again (400.7). */
export function turnFrontFaceUp(o: GameObject): void {
  if (!o.frontFace) return;
  o.card = o.frontFace;
  delete o.frontFace;
}

/**
 * 712.8e: the mana cost a permanent's mana value is read from: a transformed permanent's front
 * face's (its back face has none), unless a copy effect gives it other copiable values (707.2).
 */
export function manaCostForValue(o: GameObject, now: string): string {
  return o.frontFace && !o.original ? o.frontFace.manaCost : now;
}

/**
 * 701.27a: transforms a permanent (turns it over so that its other face is up), as an instruction of
 * `spell` (a spell or ability resolving). Nothing happens for a permanent that is not a double-faced
 * card (701.27c, 712.9: tokens of this engine are never double-faced), a face-down one (712.15a), or
 * one whose other face is an instant or sorcery (701.27d).
 */
export function transformPermanent(ctx: Ctx, spell: StackObject, o: GameObject, name: string): void {
  const state = ctx.state;
  if (!state.battlefield.includes(o)) return;
  if (o.faceDown) {
    ctx.trace.cite('712.15a', 'noTransform', msg('712-double-faced.faceDown', { name, describe: objectName(o) }), [o.id]);
    return;
  }
  // 701.27c, 712.9 (the Clone example): a copy whose card is not double-faced cannot transform.
  if (o.original && !dfcFaces(o.original.card)) {
    ctx.trace.cite('701.27c', 'noTransform', msg('712-double-faced.notDoubleFaced', { name, describe: objectName(o) }), [o.id]);
    return;
  }
  // 712.9 (the Cytoshape example): a double-faced card that is a copy stays a copy as it transforms; not modelled.
  if (o.original) throw new Unsupported('UNSUPPORTED_TRANSFORM', msg('712-double-faced.copy', { describe: objectName(o) }), '712.9');
  const other = o.frontFace ?? (o.token || !o.card || !dfcFaces(o.card) ? undefined : backFaceOf(o.card));
  if (!other) {
    ctx.trace.cite('701.27c', 'noTransform', msg('712-double-faced.notDoubleFaced', { name, describe: objectName(o) }), [o.id]);
    return;
  }
  if (isType(other, 'Instant') || isType(other, 'Sorcery')) {
    ctx.trace.cite('701.27d', 'noTransform', msg('712-double-faced.instantFace', { name, describe: objectName(o) }), [o.id]);
    return;
  }
  // 113.7a: an ability of this permanent waiting on the stack (or to be put there) is read from the
  // face it came from; the engine reads abilities from the face up, so it does not turn it over then.
  const waiting =
    state.stack.some(
      (s) => s !== spell && s.ability?.source === o.id && s.ability.delayed === undefined && s.ability.granted === undefined,
    ) || state.pending.some((p) => p.source === o.id && p.delayed === undefined && p.granted === undefined);
  if (waiting)
    throw new Unsupported('UNSUPPORTED_TRANSFORM', msg('712-double-faced.abilityWaiting', { describe: objectName(o) }), '113.7a');
  // The face it turns to must be one the engine understands (a card is never treated as blank).
  requireUnderstood(ctx, other);
  const before = objectName(o);
  if (o.frontFace) turnFrontFaceUp(o);
  else {
    o.frontFace = o.card ?? undefined;
    o.card = other;
  }
  ctx.trace.cite('701.27a', 'transform', msg('712-double-faced.transformed', { name, describe: before, face: other.name }), [o.id]);
  ctx.trace.cite('712.18', 'sameObject', msg('712-double-faced.sameObject', { describe: objectName(o) }), [o.id]);
}
