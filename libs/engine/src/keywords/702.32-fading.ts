import { KeywordPhrase } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { StackObject } from '../state/types';
import { sacrifice } from './701.21-sacrifice';
import { msg } from '../trace/message';

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/**
 * 702.32a: "Fading N" means "This permanent enters with N fade counters on it" and "At the beginning
 * of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
 */
export function fadingAbilities(line: string): Ability[] | null {
  const m = /^Fading (\d+|one|two|three|four|five|six|seven)$/.exec(line);
  if (!m) return null;
  const n = NUMBER_WORDS[m[1]] ?? Number(m[1]);
  return [
    { kind: 'static', effects: [{ kind: 'entersWithCounters', counter: 'fade', n, rule: '702.32a' }], text: line },
    {
      kind: 'triggered',
      trigger: { event: 'beginningOf', step: 'upkeep', whose: 'your' },
      condition: null,
      targets: [],
      effects: [{ kind: 'removeCounterFromSourceOrSacrifice', counter: 'fade', rule: '702.32a' }],
      text: line,
    },
  ];
}

/** 702.32a: a fade counter is removed from the source; if none can be, it is sacrificed (701.21a). */
export function removeCounterOrSacrifice(ctx: Ctx, entry: StackObject, counter: string, rule: string): void {
  const o = ctx.state.battlefield.find((p) => p.id === entry.ability?.source && !p.phasedOut);
  if (!o) return;
  const n = o.counters[counter] ?? 0;
  if (n > 0) {
    if (n === 1) delete o.counters[counter];
    else o.counters[counter] = n - 1;
    ctx.trace.emit({ type: 'counterRemoved', object: o.id, counter, left: n - 1 });
    ctx.trace.cite(
      rule,
      'removeCounter',
      msg('702.32-fading.removeCounter', { counter: counter, describe: objectName(o), pValue: n - 1 }),
      [o.id],
    );
    return;
  }
  ctx.trace.cite(rule, 'cannotRemove', msg('702.32-fading.cannotRemove', { describe: objectName(o), counter: counter }), [o.id]);
  sacrifice(ctx, o);
}

/** 702.32a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const FADING: KeywordPhrase = { rule: '702.32a', line: fadingAbilities };
