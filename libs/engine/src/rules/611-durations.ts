import { Ctx } from '../context';
import { msg } from '../trace/message';

/**
 * 611.2b: the effects that last "for as long as CARDNAME remains tapped" end once their source is untapped or has
 * left the battlefield; ended, they do not start again if it is tapped later. Called where a permanent can become
 * untapped (the untap step, an untap effect, a {Q} cost) and before state-based actions are checked.
 */
export function endWhileTappedEffects(ctx: Ctx): void {
  const state = ctx.state;
  const ending = state.effects.filter((e) => {
    if (e.duration !== 'while-source-tapped') return false;
    const source = state.battlefield.find((o) => o.id === e.tappedSource);
    return !source || !source.tapped;
  });
  if (ending.length === 0) return;
  state.effects = state.effects.filter((e) => !ending.includes(e));
  for (const source of new Set(ending.map((e) => e.tappedSource)))
    ctx.trace.cite(
      '611.2b',
      'effectsEnd',
      msg('611-durations.whileTappedEnds', {
        ids: ending
          .filter((e) => e.tappedSource === source)
          .map((e) => e.id)
          .join(', '),
        source: source ?? '',
      }),
    );
}
