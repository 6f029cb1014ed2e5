import { Ability } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { msg } from '../trace/message';
import { StackObject } from '../state/types';
import { putOntoBattlefield } from '../rules/614-replacement-effects';
import { Departed } from '../trace/trace';

/**
 * "When this permanent is put into a graveyard from the battlefield, if it had no [counter]
 * counters on it, return it to the battlefield under its owner's control with a [counter]
 * counter on it": persist (702.79a, -1/-1) and undying (702.93a, +1/+1), written in the language
 * as a "dies" trigger (700.4) with an intervening "if" (603.4) read on the permanent as it last
 * existed (603.10a).
 */
export function returnsWithCounter(text: string, counter: '-1/-1' | '+1/+1', rule: string): Ability {
  return {
    kind: 'triggered',
    trigger: { event: 'dies', who: 'self' },
    condition: { kind: 'hadNoCounter', counter },
    targets: [],
    effects: [{ kind: 'returnSourceToBattlefield', counter, rule }],
    text,
    rule,
  };
}

/** 702.79a: "Persist". */
export const PERSIST: KeywordPhrase = {
  rule: '702.79a',
  abilities: (item) => (item === 'persist' ? [returnsWithCounter('Persist', '-1/-1', '702.79a')] : null),
};

/**
 * 603.4, 603.10a: "if it had no [counter] counters on it": the permanent as it last existed on
 * the battlefield. That cannot change: the condition true as the ability triggered is true as it
 * resolves, even on a later board that no longer remembers the permanent (the ability on the stack
 * is the proof it triggered).
 */
export function hadNoCounter(departed: Map<string, Departed> | undefined, source: string | undefined, counter: string): boolean {
  const looked = source === undefined ? undefined : departed?.get(source);
  if (!looked?.counters) return true;
  return (looked.counters[counter] ?? 0) === 0;
}

/**
 * 702.79a, 702.93a: the card is returned from its owner's graveyard to the battlefield under its
 * owner's control, entering with the counter. A card no longer in that graveyard is a new object
 * (400.7): nothing is returned.
 */
export function returnSourceToBattlefield(ctx: Ctx, entry: StackObject, counter: string, rule: string): void {
  const state = ctx.state;
  const id = entry.ability?.source;
  const owner = state.players.find((p) => p.graveyard.some((o) => o.id === id));
  const o = owner?.graveyard.find((x) => x.id === id);
  if (!owner || !o) {
    ctx.trace.cite('400.7', 'resolve', msg('702.79-persist.gone', { id, rule }));
    return;
  }
  owner.graveyard = owner.graveyard.filter((x) => x.id !== o.id);
  o.counters = { [counter]: 1 };
  putOntoBattlefield(ctx, o, o.owner);
  ctx.trace.cite(rule, 'enters', msg('702.79-persist.returns', { describe: objectName(o), owner: owner.id, counter }), [o.id]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'graveyard', to: 'battlefield', player: o.owner });
}
