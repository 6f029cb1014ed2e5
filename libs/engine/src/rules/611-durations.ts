import { Ctx } from '../context';
import { ContinuousEffect } from '../state/types';
import { msg } from '../trace/message';

/**
 * 611.2b: the effects that last "for as long as ..." end once their duration does, and do not start again:
 * "for as long as CARDNAME remains tapped" once its source is untapped or has left the battlefield (called where a
 * permanent can become untapped: the untap step, an untap effect, a {Q} cost); "for as long as you control CARDNAME"
 * once the effect's controller no longer controls its source on the battlefield. Both are also checked before
 * state-based actions, each time control may have changed (613.1b). Returns whether any effect ended.
 */
export function endForAsLongAsEffects(ctx: Ctx): boolean {
  const state = ctx.state;
  const ended = (e: ContinuousEffect): boolean => {
    if (e.duration === 'while-source-tapped') {
      const source = state.battlefield.find((o) => o.id === e.tappedSource);
      return !source || !source.tapped;
    }
    if (e.duration === 'while-you-control-source') {
      const source = state.battlefield.find((o) => o.id === e.controlledSource);
      if (!source || source.controller !== e.controller) return true;
      // "... and CARDNAME remains tapped".
      return e.tappedSource !== undefined && state.battlefield.find((o) => o.id === e.tappedSource)?.tapped !== true;
    }
    return false;
  };
  const ending = state.effects.filter(ended);
  if (ending.length === 0) return false;
  state.effects = state.effects.filter((e) => !ending.includes(e));
  const groups = new Map<string, ContinuousEffect[]>();
  for (const e of ending) {
    const key = `${e.duration}\u0000${e.tappedSource ?? e.controlledSource ?? ''}\u0000${e.controller}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  for (const group of groups.values()) {
    const first = group[0];
    const ids = group.map((e) => e.id).join(', ');
    ctx.trace.cite(
      '611.2b',
      'effectsEnd',
      first.duration === 'while-source-tapped'
        ? msg('611-durations.whileTappedEnds', { ids, source: first.tappedSource ?? '' })
        : first.tappedSource !== undefined
          ? msg('611-durations.whileControlledAndTappedEnds', { ids, source: first.controlledSource ?? '', controller: first.controller })
          : msg('611-durations.whileControlledEnds', { ids, source: first.controlledSource ?? '', controller: first.controller }),
    );
  }
  return true;
}
