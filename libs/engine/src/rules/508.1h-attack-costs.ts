import { StaticEffect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { formatManaCost, ManaSymbol, parseManaCost } from '../cards/mana-cost';
import { evaluateQuantity } from '../select/selector';
import { GameObject, GameState } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { payManaCost } from './601-casting-spells';
import { characteristicsOf, ruleEffects } from './613-layers';

type AttackCostEffect = Extract<StaticEffect, { kind: 'attackCost' }>;

/** The attack costs in force (508.1h: "Creatures can't attack you unless their controller pays ..."), with their source. */
function attackCostEffects(state: GameState): { source: GameObject; effect: AttackCostEffect }[] {
  const out: { source: GameObject; effect: AttackCostEffect }[] = [];
  for (const r of ruleEffects(state))
    if (r.effect.kind === 'attackCost' && !r.source.phasedOut) out.push({ source: r.source, effect: r.effect });
  return out;
}

/** Whether attacking `target` (a player or a planeswalker) is attacking what the effect of `source` protects. */
function protects(state: GameState, source: GameObject, effect: AttackCostEffect, target: string): boolean {
  if (target === source.controller) return true;
  if (!effect.planeswalkers) return false;
  const o = state.battlefield.find((p) => p.id === target && !p.phasedOut);
  return o !== undefined && o.controller === source.controller && characteristicsOf(state, o).types.includes('Planeswalker');
}

/**
 * The mana of the effect for each creature, its {X} the value its text gives now (508.1h: the total is determined as
 * attackers are declared, from the point of view of its controller); {0} symbols left out.
 */
function costPerCreature(state: GameState, source: GameObject, effect: AttackCostEffect): ManaSymbol[] {
  const parsed = parseManaCost(effect.cost);
  if (!parsed) throw new Error(`unparsable attack cost ${effect.cost}`);
  let x = 0;
  if (effect.x) {
    const value = evaluateQuantity(state, effect.x, { controller: source.controller, source: source.id, x: null });
    if (value === null)
      throw new Unsupported(
        'UNSUPPORTED_ACTION',
        msg('508.1h-attack-costs.UNSUPPORTED_ACTION', { describe: objectName(source) }),
        '508.1h',
      );
    x = Math.max(0, value);
  }
  return parsed.symbols
    .map((s): ManaSymbol => (s.kind === 'x' ? { kind: 'generic', amount: x } : s))
    .filter((s) => !(s.kind === 'generic' && s.amount === 0));
}

/**
 * 508.1d: whether every creature could attack only by paying a cost: each player and planeswalker `attacker` may
 * attack is protected by an attack cost that is not nothing. A creature that "attacks each combat if able" need not
 * attack then: its controller is not required to pay (508.1d).
 */
export function attackingCostsEverywhere(state: GameState, targets: string[]): boolean {
  const effects = attackCostEffects(state);
  if (effects.length === 0) return false;
  return (
    targets.length > 0 &&
    targets.every((t) =>
      effects.some(({ source, effect }) => protects(state, source, effect, t) && costPerCreature(state, source, effect).length > 0),
    )
  );
}

/** Whether attacking `target` costs something (508.1h). */
export function attackingCosts(state: GameState, target: string): boolean {
  return attackingCostsEverywhere(state, [target]);
}

/**
 * 508.1h-j: the total cost to attack of this declaration: for each attack cost in force, its mana once per creature
 * declared attacking what it protects. It is determined once, then paid, mana abilities activated for it (508.1i,
 * `payment` as for a cast, automatic without one); it cannot be paid in part (508.1j). Null when it is paid (or there is
 * none), the violation otherwise: the declaration is illegal (508.1h).
 */
export function payAttackCosts(
  ctx: Ctx,
  player: string,
  attackers: { id: string; attacking: string }[],
  payment?: { tap?: string[]; pool?: string },
): Violation | null {
  const state = ctx.state;
  const parts: { source: GameObject; n: number; each: ManaSymbol[] }[] = [];
  for (const { source, effect } of attackCostEffects(state)) {
    const n = attackers.filter((a) => protects(state, source, effect, a.attacking)).length;
    if (n === 0) continue;
    const each = costPerCreature(state, source, effect);
    if (each.length > 0) parts.push({ source, n, each });
  }
  const symbols = merged(parts.flatMap((p) => Array.from({ length: p.n }, () => p.each).flat()));
  if (symbols.length === 0) {
    if (payment && ((payment.tap ?? []).length > 0 || (payment.pool ?? '') !== ''))
      return { code: 'NO_COST_TO_ATTACK', rule: '508.1h', message: msg('508.1h-attack-costs.NO_COST_TO_ATTACK', { player }) };
    return null;
  }
  const cost = formatManaCost({ symbols });
  ctx.trace.cite(
    '508.1h',
    'attackCost',
    msg('508.1h-attack-costs.total', {
      player,
      cost,
      parts: {
        join: parts.map((p) =>
          msg('508.1h-attack-costs.part', { describe: objectName(p.source), count: p.n, each: formatManaCost({ symbols: p.each }) }),
        ),
        separator: ', ',
      },
    }),
    parts.map((p) => p.source.id),
  );
  const refused = payManaCost(ctx, { player, payment }, { symbols }, 0, null);
  if (refused)
    return {
      code: 'ATTACK_COST_NOT_PAID',
      rule: '508.1h',
      message: msg('508.1h-attack-costs.ATTACK_COST_NOT_PAID', { player, cost, why: refused.message }),
    };
  return null;
}

/** The generic symbols of a cost added up into one, first (107.4: {2}{2} is {4}). */
function merged(symbols: ManaSymbol[]): ManaSymbol[] {
  const generic = symbols.reduce((n, s) => (s.kind === 'generic' ? n + s.amount : n), 0);
  const rest = symbols.filter((s) => s.kind !== 'generic');
  return generic > 0 ? [{ kind: 'generic', amount: generic }, ...rest] : rest;
}
