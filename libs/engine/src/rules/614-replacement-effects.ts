import { compiled } from '../cards/compiled';
import { Ctx, describe } from '../context';
import { GameObject } from '../state/types';
import { removeFromCombat } from './506-combat';

/**
 * Replacement effects on a permanent entering the battlefield (614.1c-d, 614.12): its own
 * "enters tapped" (614.1d) and a planeswalker's loyalty counters (306.5b).
 */
export function applyEntersReplacements(ctx: Ctx, o: GameObject): void {
  const card = o.card;
  if (!card) return;
  if (card.types.includes('Planeswalker') && card.loyalty !== null && o.counters.loyalty === undefined) {
    o.counters.loyalty = Number.parseInt(card.loyalty, 10) || 0;
    ctx.trace.cite('306.5b', 'entersWithCounters', `${describe(o)} enters with ${o.counters.loyalty} loyalty counters`, [o.id]);
  }
  for (const a of compiled(card).abilities) {
    if (a.kind !== 'static') continue;
    for (const e of a.effects) {
      if (e.kind !== 'entersWithCounters') continue;
      // 614.1c: it enters with the counters (702.32a: fading).
      o.counters[e.counter] = (o.counters[e.counter] ?? 0) + e.n;
      ctx.trace.cite(e.rule, 'entersWithCounters', `${describe(o)} enters with ${e.n} ${e.counter} counters`, [o.id]);
    }
  }
  const tapped = compiled(card).abilities.some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'entersTapped'));
  if (tapped && !o.tapped) {
    o.tapped = true;
    ctx.trace.cite('614.1d', 'entersTapped', `${describe(o)} enters the battlefield tapped`, [o.id]);
  }
}

/**
 * 614.8, 701.19a: a permanent that would be destroyed with a regeneration shield is instead
 * tapped, its damage removed, and it is removed from combat. Returns true when it was regenerated.
 */
export function regenerateInstead(ctx: Ctx, o: GameObject, canRegenerate: boolean): boolean {
  if (o.regenerationShields <= 0 || !canRegenerate) return false;
  o.regenerationShields -= 1;
  o.damage = 0;
  o.deathtouchDamage = false;
  if (!o.tapped) {
    o.tapped = true;
    ctx.trace.emit({ type: 'tap', object: o.id });
  }
  removeFromCombat(ctx.state, o.id);
  ctx.trace.cite('614.8', 'regenerate', `${describe(o)} would be destroyed: it regenerates instead (tapped, damage removed, removed from combat)`, [o.id]);
  return true;
}
