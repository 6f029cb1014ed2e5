import { Color } from '../cards/card';
import { hasKeyword } from '../cards/compiled';
import { ManaCost, ManaSymbol, formatManaCost } from '../cards/mana-cost';
import { MANA_TYPES, ManaPool } from '../cards/mana';
import { Ctx, objectName } from '../context';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { CardDefinition } from '../cards/card';
import { applyPayment, planManaCost } from '../rules/601-casting-spells';
import { characteristicsOf, colorsNow } from '../rules/613-layers';
import { GameState } from '../state/types';
import { cardName, msg } from '../trace/message';

/**
 * 702.51a: "Convoke" means "For each colored mana in this spell's total cost, you may tap an
 * untapped creature of that color you control rather than pay that mana. For each generic mana in
 * this spell's total cost, you may tap an untapped creature you control rather than pay that
 * mana." It applies after the total cost is determined (702.51b) and is part of paying it
 * (601.2h). The cast action names the creatures tapped: `payment.convoke`; the rest of the cost is
 * paid as usual (`payment.tap` / `payment.pool`, or automatically when neither is given).
 */
export interface ConvokePayment {
  convoke?: string[];
  tap?: string[];
  pool?: string;
}

/** Whether one mana of a creature of these colors can pay this symbol of the total cost (a colored mana symbol of its color). */
function paysSymbol(symbol: ManaSymbol, colors: readonly Color[]): boolean {
  switch (symbol.kind) {
    case 'colored':
    case 'monoHybrid':
    case 'phyrexian':
    case 'colorlessHybrid':
      return colors.includes(symbol.color);
    case 'hybrid':
    case 'hybridPhyrexian':
      return symbol.colors.some((c) => colors.includes(c));
    default:
      return false;
  }
}

const MAX_NODES = 5_000;

/**
 * The ways the creatures can each pay one mana of the cost: the cost left, and what each paid;
 * colored symbols tried before generic mana, each distinct way once.
 */
function* convokeWays(cost: ManaCost, creatures: { id: string; colors: Color[] }[]): Generator<{ rest: ManaCost; paid: string[] }> {
  const generic = cost.symbols.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 0), 0);
  const others = cost.symbols.filter((s) => s.kind !== 'generic');
  const seen = new Set<string>();
  let nodes = 0;
  function* go(i: number, genericLeft: number, left: ManaSymbol[], paid: string[]): Generator<{ rest: ManaCost; paid: string[] }> {
    if (++nodes > MAX_NODES)
      throw new Unsupported(
        'UNSUPPORTED_PAYMENT',
        msg('702.51-convoke.UNSUPPORTED_PAYMENT', { count: creatures.length, cost: formatManaCost(cost) }),
        '702.51a',
      );
    if (i === creatures.length) {
      const rest: ManaCost = { symbols: [...(genericLeft > 0 ? [{ kind: 'generic' as const, amount: genericLeft }] : []), ...left] };
      const key = formatManaCost(rest);
      if (!seen.has(key)) {
        seen.add(key);
        yield { rest, paid };
      }
      return;
    }
    const c = creatures[i];
    const tried = new Set<string>();
    for (let k = 0; k < left.length; k++) {
      const symbol = formatManaCost({ symbols: [left[k]] });
      if (tried.has(symbol) || !paysSymbol(left[k], c.colors)) continue;
      tried.add(symbol);
      yield* go(i + 1, genericLeft, [...left.slice(0, k), ...left.slice(k + 1)], [...paid, `${c.id} pays ${symbol}`]);
    }
    // 601.2b, 107.4e: a {2/C} symbol may be announced as {2}: generic mana any creature pays one of.
    for (let k = 0; k < left.length; k++) {
      const symbol = formatManaCost({ symbols: [left[k]] });
      if (left[k].kind !== 'monoHybrid' || tried.has(`half ${symbol}`)) continue;
      tried.add(`half ${symbol}`);
      yield* go(
        i + 1,
        genericLeft + 1,
        [...left.slice(0, k), ...left.slice(k + 1)],
        [...paid, `${c.id} pays {1} of ${symbol} announced as {2} (601.2b)`],
      );
    }
    if (genericLeft > 0) yield* go(i + 1, genericLeft - 1, left, [...paid, `${c.id} pays {1}`]);
  }
  yield* go(0, generic, others, []);
}

/**
 * 601.2h, 702.51a: pays the total cost of a spell with convoke: the creatures named tap, each
 * paying one mana of the cost (one of its colors, or generic); the rest is paid with mana.
 */
export function payWithConvoke(
  ctx: Ctx,
  action: { player: string; payment?: ConvokePayment },
  def: CardDefinition,
  cost: ManaCost,
  spent?: ManaPool,
): Violation | null {
  const state = ctx.state;
  const ids = action.payment?.convoke ?? [];
  // 702.51a: only a spell with convoke (on the stack, 702.51a) can be paid so.
  if (ids.length > 0 && !hasKeyword(def, 'convoke'))
    return {
      code: 'NO_CONVOKE',
      rule: '702.51a',
      message: msg('702.51-convoke.NO_CONVOKE', { pValue: def.name ? cardName(def) : msg('object.aFaceDownSpell') }),
    };
  if (new Set(ids).size !== ids.length) return { code: 'INVALID_PAYMENT', rule: '118.3', message: msg('702.51-convoke.INVALID_PAYMENT') };
  const creatures: { id: string; colors: Color[] }[] = [];
  for (const id of ids) {
    const o = state.battlefield.find((p) => p.id === id && !p.phasedOut);
    if (!o || !characteristicsOf(state, o).types.includes('Creature'))
      return {
        code: 'NOT_A_CREATURE',
        rule: '702.51a',
        message: msg('702.51-convoke.NOT_A_CREATURE', { id: id }),
      };
    if (o.controller !== action.player)
      return {
        code: 'NOT_CONTROLLER',
        rule: '702.51a',
        message: msg('702.51-convoke.NOT_CONTROLLER', { describe: objectName(o), controller: o.controller }),
      };
    if (o.tapped)
      return { code: 'ALREADY_TAPPED', rule: '702.51a', message: msg('702.51-convoke.ALREADY_TAPPED', { describe: objectName(o) }) };
    if ((action.payment?.tap ?? []).includes(id))
      return {
        code: 'INVALID_PAYMENT',
        rule: '118.3',
        message: msg('702.51-convoke.INVALID_PAYMENT.2', { describe: objectName(o) }),
      };
    creatures.push({ id, colors: colorsNow(state, o) });
  }
  // The rest is paid as usual: with the sources and mana named, or automatically when none are.
  const rest =
    action.payment?.tap === undefined && action.payment?.pool === undefined
      ? { player: action.player }
      : { player: action.player, payment: { tap: action.payment?.tap, pool: action.payment?.pool } };
  // The convoking creatures are tapped as the cost is paid: none of them also activates a mana ability.
  const tapped = creatures.map((c) => state.battlefield.find((o) => o.id === c.id)!);
  for (const o of tapped) o.tapped = true;
  let failure: Violation | null = null;
  let chosen: { paid: string[]; planned: Exclude<ReturnType<typeof planManaCost>, Violation | null> } | null = null;
  for (const way of convokeWays(cost, creatures)) {
    const planned = planManaCost(state, rest, way.rest, 0, null, ctx.manaReserve, ctx.spendingOn);
    if (planned === null) continue;
    if ('code' in planned) {
      failure ??= planned;
      continue;
    }
    chosen = { paid: way.paid, planned };
    break;
  }
  if (!chosen) {
    for (const o of tapped) o.tapped = false;
    if (failure) return failure;
    return {
      code: 'CANNOT_CONVOKE',
      rule: '702.51a',
      message: msg('702.51-convoke.CANNOT_CONVOKE', {
        creatures: creatures.map((c) => `${c.id} (${c.colors.join('') || 'colorless'})`).join(', '),
        formatManaCost: formatManaCost(cost),
      }),
    };
  }
  for (const o of tapped) ctx.trace.emit({ type: 'tap', object: o.id });
  if (ids.length > 0)
    ctx.trace.cite(
      '702.51a',
      'convoke',
      msg('702.51-convoke.convoke', { player: action.player, ids: ids.join(', '), name: cardName(def), paid: chosen.paid.join(', ') }),
      ids,
    );
  // 702.51a: the creatures tapped pay no mana: only the rest is mana spent (106.1).
  const paid = applyPayment(
    ctx,
    action.player,
    chosen.planned.plan,
    chosen.planned.automatic,
    chosen.planned.sacrificed,
    chosen.planned.spending,
  );
  if (spent) for (const t of MANA_TYPES) spent[t] += paid[t];
  return null;
}

/**
 * 702.51a, for the legal actions: a cast of a spell with convoke its mana alone cannot pay, tried
 * again naming creatures to tap for convoke: each untapped creature its caster controls is kept if
 * the spell can still be paid that way (601.2h) or if it now is. The first legal one, or null.
 */
export function convokedCast<A extends { type: string; player: string; card?: string; payment?: ConvokePayment }>(
  state: GameState,
  action: A,
  attempt: (a: A) => { legal: boolean; violations: Violation[] } | null,
): A | null {
  if (action.type !== 'cast' || action.payment !== undefined) return null;
  const player = state.players.find((p) => p.id === action.player);
  const card = [...(player?.hand ?? []), ...(player?.graveyard ?? []), ...state.exile].find((o) => o.id === action.card);
  if (!card?.card || !hasKeyword(card.card, 'convoke')) return null;
  const creatures = state.battlefield.filter(
    (o) => o.controller === action.player && !o.tapped && !o.phasedOut && characteristicsOf(state, o).types.includes('Creature'),
  );
  const chosen: string[] = [];
  for (const o of creatures) {
    const tried = { ...action, payment: { convoke: [...chosen, o.id] } };
    const r = attempt(tried);
    if (r === null) return null;
    if (r.legal) return tried;
    // 702.51a: this creature can pay one mana of the cost: keep it, the rest is not paid yet (601.2h).
    if (r.violations.some((v) => v.rule === '601.2h')) chosen.push(o.id);
  }
  return null;
}
