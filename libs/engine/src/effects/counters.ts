import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { objectsOf } from './objects';

export type CountersEffect = Extract<Effect, { kind: 'counters' }>;

/**
 * 122.1: "Put N [kind] counters on <objects>", "Remove N [kind] counters from <objects>": any kind of
 * counter; +1/+1 and -1/-1 ones change power and toughness in layer 7c (122.1a, 613.4c) and go away
 * in pairs as a state-based action (704.5q). 609.3: a removal takes off only the counters there are.
 */
export function applyCounters(ctx: Ctx, spell: StackObject, effect: CountersEffect): void {
  for (const o of objectsOf(ctx, spell, effect)) {
    if (effect.remove) {
      const had = o.counters[effect.counter] ?? 0;
      const n = Math.min(had, effect.n);
      if (had - n > 0) o.counters[effect.counter] = had - n;
      else delete o.counters[effect.counter];
      ctx.trace.cite(
        n < effect.n ? '609.3' : '122.1',
        'counters',
        msg('objects.countersRemoved', { nValue: n, counter: effect.counter, describe: objectName(o) }),
        [o.id],
      );
      continue;
    }
    o.counters[effect.counter] = (o.counters[effect.counter] ?? 0) + effect.n;
    ctx.trace.cite(
      effect.rule ?? '122.1',
      'counters',
      msg('608-resolving.counters', { nValue: effect.n, counter: effect.counter, describe: objectName(o) }),
      [o.id],
    );
  }
}
