import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { amountOf } from '../rules/608.2h-quantities';
import { objectsOf } from './objects';

export type CountersEffect = Extract<Effect, { kind: 'counters' }>;

/**
 * 122.1: "Put N [kind] counters on <objects>", "Remove N [kind] counters from <objects>": any kind of
 * counter; +1/+1 and -1/-1 ones change power and toughness in layer 7c (122.1a, 613.4c) and go away
 * in pairs as a state-based action (704.5q). 609.3: a removal takes off only the counters there are.
 */
export function applyCounters(ctx: Ctx, spell: StackObject, effect: CountersEffect): void {
  // 608.2h: "a number of counters equal to ..." is counted once, as the effect is applied.
  const count = effect.amount ? amountOf(ctx, effect.amount, spell) : effect.n;
  for (const o of objectsOf(ctx, spell, effect)) {
    if (effect.remove) {
      const had = o.counters[effect.counter] ?? 0;
      const n = Math.min(had, count);
      if (had - n > 0) o.counters[effect.counter] = had - n;
      else delete o.counters[effect.counter];
      if (n > 0) ctx.trace.emit({ type: 'counterRemoved', object: o.id, counter: effect.counter, left: had - n });
      ctx.trace.cite(
        n < count ? '609.3' : '122.1',
        'counters',
        msg('objects.countersRemoved', { removed: n, counter: effect.counter, describe: objectName(o) }),
        [o.id],
      );
      continue;
    }
    o.counters[effect.counter] = (o.counters[effect.counter] ?? 0) + count;
    ctx.trace.cite(
      effect.rule ?? '122.1',
      'counters',
      msg('608-resolving.counters', { nValue: count, counter: effect.counter, describe: objectName(o) }),
      [o.id],
    );
  }
}
