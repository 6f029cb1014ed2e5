import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { msg } from '../trace/message';
import { StackObject } from '../state/types';

/**
 * 701.37a: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it
 * and it becomes monstrous.": a keyword action, read where an activated ability of a permanent
 * says it ("{5}{R}: Monstrosity 3."); "this permanent" is the ability's source. Monstrous
 * (701.37b) is a designation the board carries (`monstrous: true` on a permanent), lost as it
 * leaves the battlefield (400.7); "When CARDNAME becomes monstrous" triggers on it (603.2).
 * "Monstrosity X" (701.37c: X remembered for other abilities) stays refused.
 */
export const MONSTROSITY: KeywordPhrase = {
  rule: '701.37a',
  abilities: () => null,
  action(sentence) {
    const m = /^Monstrosity (\d+)$/.exec(sentence);
    return m ? { kind: 'monstrosity', n: Number(m[1]) } : null;
  },
};

/**
 * 701.37a: the ability's source, if still on the battlefield and not monstrous, gets N +1/+1
 * counters (122.1) and becomes monstrous; already monstrous, nothing happens (and nothing
 * triggers: it does not become monstrous again).
 */
export function monstrosity(ctx: Ctx, entry: StackObject, n: number): void {
  const o = ctx.state.battlefield.find((p) => p.id === entry.ability?.source && !p.phasedOut);
  if (!o) {
    ctx.trace.cite('701.37a', 'monstrosity', msg('701.37-monstrosity.gone', { id: entry.ability?.source }));
    return;
  }
  if (o.monstrous) {
    ctx.trace.cite('701.37a', 'monstrosity', msg('701.37-monstrosity.already', { describe: objectName(o) }), [o.id]);
    return;
  }
  o.counters['+1/+1'] = (o.counters['+1/+1'] ?? 0) + n;
  o.monstrous = true;
  ctx.trace.cite('701.37a', 'monstrous', msg('701.37-monstrosity.becomes', { amount: n, describe: objectName(o) }), [o.id]);
  ctx.trace.emit({ type: 'becameMonstrous', object: o.id });
}
