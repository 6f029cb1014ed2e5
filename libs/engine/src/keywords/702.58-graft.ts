import { Ability, Effect } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';
import { parseCondition } from '../cards/grammar/condition';
import { parseTrigger } from '../cards/grammar/trigger';
import { Ctx, objectName } from '../context';
import { objectsOf } from '../effects/objects';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';

/** 702.58a: the rule graft's abilities stand for. */
export const GRAFT_RULE = '702.58a';

/** 603.2: "Whenever another creature enters" (the trigger refers to it: "that creature"). */
const ANOTHER_ENTERS = parseTrigger('Whenever another creature enters');
/** 603.4: "if this permanent has a +1/+1 counter on it". */
const HAS_COUNTER = parseCondition('CARDNAME has a +1/+1 counter on it');

/**
 * 702.58a: "Graft N" means "This permanent enters with N +1/+1 counters on it" (614.1c) and
 * "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a
 * +1/+1 counter from this permanent onto that creature." Written in the language: the enters
 * trigger of the trigger grammar, the intervening "if" of the condition grammar (checked as it
 * triggers and as it resolves, 603.4), a "you may" (608.2d) and the move of a counter (122.5).
 * 702.58b: each instance works separately.
 */
export const GRAFT: KeywordPhrase = {
  rule: GRAFT_RULE,
  abilities(item): Ability[] | null {
    const m = /^graft (\d+)$/.exec(item);
    if (!m || !ANOTHER_ENTERS.ok || !HAS_COUNTER.ok) return null;
    const n = Number(m[1]);
    const text = `Graft ${n}`;
    return [
      { kind: 'static', effects: [{ kind: 'entersWithCounters', counter: '+1/+1', n, rule: GRAFT_RULE }], text },
      {
        kind: 'triggered',
        trigger: ANOTHER_ENTERS.value,
        condition: HAS_COUNTER.value,
        targets: [],
        effects: [
          {
            kind: 'optional',
            effects: [{ kind: 'moveCounterFromSource', counter: '+1/+1', objects: { kind: 'referred' }, rule: GRAFT_RULE }],
          },
        ],
        text,
        rule: GRAFT_RULE,
      },
    ];
  },
};

/**
 * 122.5: a counter moved from the ability's source onto the object named: removed from the one and
 * put on the other, or, when either cannot be done (the source gone or without such a counter, the
 * other gone, the two the same object), nothing at all.
 */
export function moveCounterFromSource(ctx: Ctx, entry: StackObject, effect: Extract<Effect, { kind: 'moveCounterFromSource' }>): void {
  const from = ctx.state.battlefield.find((p) => p.id === entry.ability?.source && !p.phasedOut);
  const to = objectsOf(ctx, entry, effect)[0];
  const had = from?.counters[effect.counter] ?? 0;
  if (!from || !to || from.id === to.id || had < 1) {
    ctx.trace.cite('122.5', 'counters', msg('702.58-graft.notMoved', { counter: effect.counter, id: entry.id }), [
      ...(from ? [from.id] : []),
      ...(to ? [to.id] : []),
    ]);
    return;
  }
  if (had > 1) from.counters[effect.counter] = had - 1;
  else delete from.counters[effect.counter];
  ctx.trace.emit({ type: 'counterRemoved', object: from.id, counter: effect.counter, left: had - 1 });
  to.counters[effect.counter] = (to.counters[effect.counter] ?? 0) + 1;
  ctx.trace.cite(
    effect.rule,
    'counters',
    msg('702.58-graft.moved', { counter: effect.counter, from: objectName(from), to: objectName(to) }),
    [from.id, to.id],
  );
}
