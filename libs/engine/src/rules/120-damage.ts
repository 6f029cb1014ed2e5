import { Ctx, describe } from '../context';
import { preventsDamage } from '../keywords/702.16-protection';
import { applyPrevention } from './615-prevention-effects';
import { changeLife } from './119-life';
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
export function dealDamage(ctx: Ctx, sourceName: string, targetId: string, dealt: number, sourceColors: readonly string[] = [], sourceId = ''): void {
  if (dealt <= 0) return;
  const state = ctx.state;
  const protectedPermanent = state.battlefield.find((o) => o.id === targetId);
  // 616.1: of several prevention effects the affected player would apply protection first, keeping shields.
  if (protectedPermanent && preventsDamage(state, protectedPermanent, sourceColors)) {
    ctx.trace.cite('702.16e', 'prevent', `${describe(protectedPermanent)} has protection: the ${dealt} damage from ${sourceName} is prevented`, [targetId]);
    return;
  }
  const amount = applyPrevention(ctx, targetId, dealt, false, sourceName);
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
