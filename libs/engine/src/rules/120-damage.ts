import { Ctx, describe } from '../context';
import { changeLife, checkLifeGainOrder } from './119-life';
import { DamageEvent, damageModifiers } from './614-damage-replacement';
import { commitAmount, planAmount, plannedResult } from './616-replacement-order';
import { Unsupported } from '../unsupported';
import { characteristicsOf } from './613-layers';
import { hasInfect } from '../keywords/702.90-infect';
import { hasWither } from '../keywords/702.80-wither';
import { hasDeathtouch } from '../keywords/702.2-deathtouch';
import { hasLifelink } from '../keywords/702.15-lifelink';

/**
 * A source deals damage (120.3): to a player, that much life is lost (120.3a, 119.3); to a
 * planeswalker, that many loyalty counters are removed (120.3c); to a creature, it is marked
 * on it (120.3e). Wither, infect and lifelink are not modeled: such cards are not understood.
 */
export function dealDamage(ctx: Ctx, sourceName: string, targetId: string, dealt: number, sourceColors: readonly string[] = [], sourceId = '', spell?: DamageEvent['spell']): void {
  if (dealt <= 0) return;
  const state = ctx.state;
  // 120.4b, 616.1: the damage as modified by the replacement and prevention effects that apply to it.
  const amount = modifiedDamage(ctx, { sourceId, sourceName, sourceColors, recipient: targetId, combat: false, spell }, dealt, ctx.amountChoices?.damage, (n) => {
    const source = state.battlefield.find((o) => o.id === sourceId);
    if (source && hasLifelink(state, source)) checkLifeGainOrder(ctx, source.controller, n, `the ${n} life ${source.controller} would gain (lifelink of ${sourceName})`);
  });
  if (amount <= 0) return;
  const source = state.battlefield.find((o) => o.id === sourceId);
  const infect = source !== undefined && hasInfect(state, source);
  const wither = source !== undefined && hasWither(state, source);
  // 702.15b, 120.3f: lifelink works for all damage its source deals.
  if (source && hasLifelink(state, source)) changeLife(ctx, source.controller, amount, '702.15b', `lifelink of ${sourceName}`);
  const player = state.players.find((p) => p.id === targetId);
  if (player && infect) {
    player.poison += amount;
    ctx.trace.cite('120.3b', 'damage', `${sourceName} deals ${amount} damage to ${player.id}: ${amount} poison counters (${player.poison})`, [player.id]);
    ctx.trace.emit({ type: 'damage', source: sourceId, target: player.id, amount, combat: false });
    return;
  }
  if (player) {
    const from = player.life;
    player.life -= amount;
    ctx.trace.cite('120.3a', 'damage', `${sourceName} deals ${amount} damage to ${player.id}: life ${from} -> ${player.life}`, [player.id]);
    ctx.trace.emit({ type: 'life', player: player.id, from, to: player.life });
    ctx.trace.emit({ type: 'damage', source: sourceId, target: player.id, amount, combat: false });
    return;
  }
  const permanent = state.battlefield.find((o) => o.id === targetId);
  if (!permanent || !permanent.card) return;
  // What it is now (613): an animated land or artifact is a creature.
  const types = characteristicsOf(state, permanent).types;
  if (types.includes('Planeswalker')) {
    const loyalty = permanent.counters.loyalty ?? 0;
    permanent.counters.loyalty = Math.max(0, loyalty - amount);
    ctx.trace.cite('120.3c', 'damage', `${sourceName} deals ${amount} damage to ${describe(permanent)}: ${Math.min(amount, loyalty)} loyalty counter(s) removed`, [permanent.id]);
  }
  ctx.trace.emit({ type: 'damage', source: sourceId, target: permanent.id, amount, combat: false });
  // 702.2b: deathtouch damage of any kind destroys the creature at the next check (704.5h).
  if (types.includes('Creature') && source && hasDeathtouch(state, source)) permanent.deathtouchDamage = true;
  if (types.includes('Creature') && (infect || wither)) {
    permanent.counters['-1/-1'] = (permanent.counters['-1/-1'] ?? 0) + amount;
    ctx.trace.cite('120.3d', 'damage', `${sourceName} deals ${amount} damage to ${describe(permanent)}: ${amount} -1/-1 counters`, [permanent.id]);
  } else if (types.includes('Creature')) {
    permanent.damage += amount;
    ctx.trace.cite('120.3e', 'damage', `${sourceName} deals ${amount} damage to ${describe(permanent)}: ${permanent.damage} damage marked`, [permanent.id]);
  }
}

/**
 * 120.4b: how much of `dealt` damage is dealt after the replacement and prevention effects that
 * apply (protection 702.16e, prevention 615, damage replacement 614.1a), in the order the affected
 * player chose (616.1). `check` runs after the order is known and before anything changes: what
 * else the damage would need a choice for (lifelink's life gain).
 */
export function modifiedDamage(ctx: Ctx, event: DamageEvent, dealt: number, chosen: readonly string[] | undefined, check?: (amount: number) => void): number {
  const state = ctx.state;
  const mods = damageModifiers(state, event);
  if (mods === null) throw new Unsupported('UNSUPPORTED_DAMAGE_SOURCE', `a replacement or prevention effect depends on the source of ${event.sourceName}'s damage (${event.sourceId}), which has left the zone where the engine reads it (609.7)`, '609.7');
  const permanent = state.battlefield.find((o) => o.id === event.recipient);
  const player = permanent ? permanent.controller : event.recipient;
  const what = { kind: 'damage' as const, player, text: `the ${dealt} damage ${event.sourceName} would deal to ${permanent ? describe(permanent) : event.recipient}`, chosen };
  const order = planAmount(what, dealt, mods);
  if (check) {
    const n = plannedResult(dealt, order);
    if (n > 0) check(n);
  }
  return commitAmount(ctx, what, dealt, mods, order);
}
