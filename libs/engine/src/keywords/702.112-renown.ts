import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { msg } from '../trace/message';
import { GameState, StackObject } from '../state/types';

/**
 * 702.112a: "Renown N" means "When this creature deals combat damage to a player, if it isn't
 * renowned, put N +1/+1 counters on it and it becomes renowned." Written in the language: a combat
 * damage trigger with an intervening "if" (603.4). Renowned (702.112b) is a designation the board
 * carries (`renowned: true` on a permanent), lost as the permanent leaves the battlefield (400.7).
 * 702.112c: each instance triggers; the first to resolve makes it renowned, the others then do
 * nothing (603.4).
 */
export const RENOWN: KeywordPhrase = {
  rule: '702.112a',
  abilities(item) {
    const m = /^renown (\d+)$/.exec(item);
    if (!m) return null;
    const n = Number(m[1]);
    return [
      {
        kind: 'triggered',
        trigger: { event: 'dealsCombatDamageToPlayer', who: 'self' },
        condition: { kind: 'sourceNotRenowned' },
        targets: [],
        effects: [{ kind: 'becomeRenowned', n, rule: '702.112a' }],
        text: `Renown ${n}`,
        rule: '702.112a',
      },
    ];
  },
};

/** 603.4: "if it isn't renowned": read on the permanent; one that left the battlefield is not renowned (702.112b). */
export function notRenowned(state: GameState, source: string | undefined): boolean {
  return !state.battlefield.some((o) => o.id === source && o.renowned);
}

/** 702.112a: N +1/+1 counters on the source, which becomes renowned; nothing once it left the battlefield. */
export function becomeRenowned(ctx: Ctx, entry: StackObject, n: number, rule: string): void {
  const o = ctx.state.battlefield.find((p) => p.id === entry.ability?.source && !p.phasedOut);
  if (!o) return;
  o.counters['+1/+1'] = (o.counters['+1/+1'] ?? 0) + n;
  o.renowned = true;
  ctx.trace.cite(rule, 'renowned', msg('702.112-renown.renowned', { amount: n, describe: objectName(o) }), [o.id]);
}
