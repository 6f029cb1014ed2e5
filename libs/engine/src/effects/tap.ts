import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { GameState, StackObject } from '../state/types';
import { Message, msg } from '../trace/message';
import { waitFor } from '../state/pending-choice';
import { objectsOf } from './objects';
import { endForAsLongAsEffects } from '../rules/611-durations';

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
  if (!tap) endForAsLongAsEffects(ctx);
}

export type TapOrUntapEffect = Extract<Effect, { kind: 'tapOrUntap' }>;

/** 608.2d, 701.26a-b: the answers to "You may tap or untap ...": tap it, untap it, or neither ("you may"). */
export const TAP_OR_UNTAP_OPTIONS = ['tap', 'untap', 'neither'] as const;

/**
 * 608.2d: "You may tap or untap <object>": its controller chooses as the instruction `next` resolves; the spell or
 * ability waits for it (a `tapOrUntap` pending choice). Returns false when there is nothing to choose for (400.7: the
 * object left the battlefield): the instruction does nothing.
 */
export function askTapOrUntap(ctx: Ctx, top: StackObject, next: number, effect: TapOrUntapEffect): boolean {
  const objects = objectsOf(ctx, top, effect);
  if (objects.length === 0) return false;
  waitFor(top, { kind: 'tapOrUntap', player: top.controller, next });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite(
    '608.2d',
    'chooseTapOrUntap',
    msg('tap.chooseTapOrUntap', { player: top.controller, id: top.id, describe: objects.map(objectName).join(', ') }),
    [top.id],
  );
  return true;
}

/**
 * 701.26a-b: the choice made: "tap" taps the object (701.26a: an untapped one only), "untap" untaps it (701.26b: a
 * tapped one only); "neither" does nothing. A choice that cannot change it is allowed and does nothing.
 */
export function applyTapOrUntap(ctx: Ctx, top: StackObject, effect: TapOrUntapEffect, choice: 'tap' | 'untap', name: string): void {
  const tap = choice === 'tap';
  for (const o of objectsOf(ctx, top, effect))
    if (o.tapped === tap)
      ctx.trace.cite(
        tap ? '701.26a' : '701.26b',
        'noChange',
        msg(tap ? 'tap.alreadyTapped' : 'tap.alreadyUntapped', { name, describe: objectName(o) }),
        [o.id],
      );
  const done = ('target' in effect ? { kind: choice, target: effect.target } : { kind: choice, objects: effect.objects }) as TapEffect;
  applyTap(ctx, top, done, name);
}

/**
 * Why a board's stack entry cannot wait for a tap-or-untap choice (null: it can): 608.2d, the top of the stack, at a
 * "you may tap or untap" instruction, answered by its controller.
 */
export function tapOrUntapChoiceRefusal(
  state: GameState,
  s: StackObject,
  i: number,
  effects: Effect[] | null,
): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice;
  if (choice?.kind !== 'tapOrUntap') return null;
  if (i !== state.stack.length - 1 || effects?.[choice.next]?.kind !== 'tapOrUntap' || choice.player !== s.controller)
    return {
      code: 'NOTHING_TO_CHOOSE',
      rule: '608.2d',
      message: msg('tap.NOTHING_TO_CHOOSE', { id: s.id, controller: s.controller }),
    };
  return null;
}
