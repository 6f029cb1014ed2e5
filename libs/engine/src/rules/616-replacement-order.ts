import { Ctx, objectName } from '../context';
import { Unsupported } from '../unsupported';
import { AmountModifier } from './614-damage-replacement';
import { listed, msg, Param } from '../trace/message';

/**
 * 616.1: the order of several replacement and/or prevention effects changes what happens, and the
 * affected player has not chosen yet. Where the engine can wait for the choice it turns this into a
 * decision; anywhere else it is a refusal (UNSUPPORTED_REPLACEMENT_CHOICE), never a silent pick.
 */
export class ReplacementChoiceNeeded extends Unsupported {
  constructor(
    readonly kind: 'damage' | 'lifeGain',
    readonly player: string,
    readonly options: string[],
    /** The event, for the trace and the board's `awaitingReplacement.text` (rendered in English there). */
    readonly event: Param,
  ) {
    super(
      'UNSUPPORTED_REPLACEMENT_CHOICE',
      msg('616-replacement-order.orderUnsupported', { player, options: options.join(', '), event }),
      '616.1',
    );
  }
}

/** More effects than this on one event: the orders are not enumerated. */
const MAX_EFFECTS = 6;

/** One effect applied to an amount (615.7: a shield is used up by what it prevents). */
function applyOne(amount: number, m: AmountModifier, shields: Map<string, number>): number {
  switch (m.kind) {
    case 'preventAll':
      return 0;
    case 'preventN':
      return Math.max(0, amount - m.n);
    case 'shield':
    case 'redirect': {
      const left = shields.get(m.id) ?? m.n;
      const prevented = Math.min(left, amount);
      shields.set(m.id, left - prevented);
      return amount - prevented;
    }
    case 'double':
      return amount * 2;
    case 'plus':
      return amount + m.n;
  }
}

/**
 * Every result the remaining effects can give, over every order the affected player could choose
 * (616.1e-f): the amount, and what is left of each shield. Prevented damage never happens (615.6):
 * once nothing is left, no other effect applies.
 */
function results(
  amount: number,
  remaining: AmountModifier[],
  shields: Map<string, number>,
  out: Set<string>,
  followed: readonly string[] = [],
): void {
  if (amount === 0 || remaining.length === 0) {
    out.add(
      `${amount}|${[...shields]
        .sort()
        .map(([k, v]) => `${k}=${v}`)
        .join(',')}|${[...followed].sort().join(',')}`,
    );
    return;
  }
  for (const m of remaining) {
    const next = new Map(shields);
    const after = applyOne(amount, m, next);
    // 615.5: an effect that prevents some damage does its additional effect: an order that changes that is a choice too.
    results(
      after,
      remaining.filter((x) => x !== m),
      next,
      out,
      m.then && after < amount ? [...followed, m.id] : followed,
    );
  }
}

export interface AmountEvent {
  kind: 'damage' | 'lifeGain';
  /** The affected player (616.1): the player dealt damage or gaining life, or the damaged permanent's controller. */
  player: string;
  /** "the 3 damage Lightning Bolt (s1) would deal to bob", for the trace (a message of `event.*`). */
  text: Param;
  /** The ids chosen so far for this event, in order (616.1f). */
  chosen?: readonly string[];
}

/**
 * 616.1: the order in which the replacement and prevention effects `mods` apply to `amount`: the
 * one the affected player chose, or any order when the order does not change the result. Changes
 * nothing; throws ReplacementChoiceNeeded when a choice is still to be made.
 */
export function planAmount(event: AmountEvent, amount: number, mods: AmountModifier[]): AmountModifier[] {
  if (mods.length === 0 || amount <= 0) return [];
  if (mods.length > MAX_EFFECTS)
    throw new Unsupported(
      'UNSUPPORTED_REPLACEMENT_CHOICE',
      msg('616-replacement-order.UNSUPPORTED_REPLACEMENT_CHOICE', { count: mods.length, event: event.text }),
      '616.1',
    );
  const order: AmountModifier[] = [];
  let remaining = [...mods];
  let a = amount;
  const shields = new Map<string, number>();
  const take = (m: AmountModifier) => {
    order.push(m);
    remaining = remaining.filter((x) => x !== m);
    a = applyOne(a, m, shields);
  };
  for (const id of event.chosen ?? []) {
    const m = remaining.find((x) => x.id === id);
    if (m && a > 0) take(m);
  }
  while (a > 0 && remaining.length > 0) {
    const possible = new Set<string>();
    results(a, remaining, new Map(shields), possible);
    if (possible.size > 1)
      throw new ReplacementChoiceNeeded(
        event.kind,
        event.player,
        remaining.map((m) => m.id),
        event.text,
      );
    // The order changes nothing: the effects apply as listed.
    for (const m of [...remaining]) if (a > 0) take(m);
  }
  return order;
}

/** Applies the effects in the planned order, citing each one, and uses up the shields (615.7). */
export function commitAmount(
  ctx: Ctx,
  event: AmountEvent,
  amount: number,
  mods: AmountModifier[],
  order: AmountModifier[],
  followUps?: Set<string>,
  /** 614.9: the damage redirected, for the caller to deal to its new recipient (a new damage event from the same source). */
  redirected?: { to: string; amount: number }[],
): number {
  if (mods.length === 0 || amount <= 0) return amount;
  if (mods.length > 1) {
    const chosen = (event.chosen ?? []).filter((id) => order.some((m) => m.id === id));
    ctx.trace.cite(
      chosen.length > 0 ? '616.1e' : '616.1',
      'replacementOrder',
      chosen.length > 0
        ? msg('616-replacement-order.replacementOrder', { player: event.player, chosen: listed(chosen, 'then'), text: event.text })
        : msg('616-replacement-order.replacementOrder.2', { length: mods.length, text: event.text }),
      [event.player],
    );
  }
  let value = amount;
  const usedUp = new Set<string>();
  for (const m of order) {
    const before = value;
    const shield = m.kind === 'shield' || m.kind === 'redirect' ? ctx.state.effects.find((e) => e.id === m.effect) : undefined;
    value = applyOne(value, m, new Map([[m.id, shield?.amount ?? m.n]]));
    if (shield) shield.amount = (shield.amount ?? 0) - (before - value);
    const what =
      value === 0
        ? msg('modifier.allPrevented')
        : value < before
          ? msg('modifier.partPrevented', { prevented: before - value, left: value })
          : msg('modifier.becomes', { value });
    ctx.trace.cite(
      m.rule,
      m.kind === 'double' || m.kind === 'plus' ? 'replaced' : 'prevent',
      msg('616-replacement-order.text', { text: event.text, what: what, text2: m.text }),
      [event.player],
    );
    if (m.then && value < before) followUp(ctx, m, followUps);
    // 615.8: a shield against the next damage from one source is used up once it has prevented some.
    if (m.kind === 'preventAll' && m.effect && value < before) usedUp.add(m.effect);
    if (m.kind === 'redirect' && m.redirectTo && value < before) {
      if (!redirected)
        throw new Unsupported('UNSUPPORTED_REPLACEMENT_CHOICE', msg('616-replacement-order.redirectUnsupported', { id: m.id }), '614.9');
      redirected.push({ to: m.redirectTo, amount: before - value });
    }
  }
  ctx.state.effects = ctx.state.effects.filter(
    (e) => ((e.kind !== 'prevent-damage' && e.kind !== 'redirect-damage') || (e.amount ?? 0) > 0) && !usedUp.has(e.id),
  );
  return value;
}

/**
 * 615.5: the additional effect of a prevention effect, right after it prevents damage: "Remove a +1/+1 counter from
 * CARDNAME" (nothing when it has none, 615.6). `followUps`: those already done for damage dealt at the same time
 * (510.2); one effect applied to several simultaneous events is not enumerated: refused.
 */
function followUp(ctx: Ctx, m: AmountModifier, followUps: Set<string> | undefined): void {
  const then = m.then as NonNullable<AmountModifier['then']>;
  if (followUps?.has(m.id))
    throw new Unsupported('UNSUPPORTED_SIMULTANEOUS_PREVENTION', msg('616-replacement-order.simultaneousFollowUp', { id: m.id }), '615.5');
  followUps?.add(m.id);
  const permanent = ctx.state.battlefield.find((o) => o.id === then.from);
  const had = permanent?.counters[then.removeCounter] ?? 0;
  if (!permanent || had <= 0) {
    ctx.trace.cite('615.6', 'prevent', msg('616-replacement-order.followUpNone', { counter: then.removeCounter, id: then.from }));
    return;
  }
  permanent.counters[then.removeCounter] = had - 1;
  if (had - 1 === 0) delete permanent.counters[then.removeCounter];
  ctx.trace.cite(
    '615.5',
    'prevent',
    msg('616-replacement-order.followUp', { counter: then.removeCounter, name: objectName(permanent), left: had - 1 }),
    [permanent.id],
  );
}

/** What the planned order leaves of `amount`, without changing anything. */
export function plannedResult(amount: number, order: AmountModifier[]): number {
  const shields = new Map<string, number>();
  let a = amount;
  for (const m of order) a = applyOne(a, m, shields);
  return a;
}

/** planAmount then commitAmount. */
export function applyAmountModifiers(ctx: Ctx, event: AmountEvent, amount: number, mods: AmountModifier[]): number {
  return commitAmount(ctx, event, amount, mods, planAmount(event, amount, mods));
}
