import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { objectsOf } from './objects';
import { endWhileTappedEffects } from '../rules/611-durations';

export type TapEffect = Extract<Effect, { kind: 'tap' | 'untap' }>;

/**
 * 701.26a: "Tap <objects>": only an untapped permanent can be tapped; 701.26b: "Untap <objects>":
 * only a tapped one can be untapped (one that already is stays as it is, and no event happens).
 */
export function applyTap(ctx: Ctx, spell: StackObject, effect: TapEffect, name: string): void {
  const tap = effect.kind === 'tap';
  for (const o of objectsOf(ctx, spell, effect)) {
    if (o.tapped === tap) continue;
    o.tapped = tap;
    ctx.trace.cite(
      tap ? '701.26a' : '701.26b',
      tap ? 'tap' : 'untap',
      msg(tap ? '608-resolving.tap' : '608-resolving.untap', { name, describe: objectName(o) }),
      [o.id],
    );
    ctx.trace.emit({ type: tap ? 'tap' : 'untap', object: o.id });
  }
  // 611.2b: an effect that lasted while one of them stayed tapped ends now.
  if (!tap) endWhileTappedEffects(ctx);
}
