import { Ctx, objectName } from '../context';
import { changeLife, checkLifeGainOrder } from './119-life';
import { DamageEvent, damageModifiers } from './614-damage-replacement';
import { commitAmount, planAmount, plannedResult, ReplacementChoiceNeeded } from './616-replacement-order';
import { Unsupported } from '../unsupported';
import { characteristicsOf, keywordsNow, ruleEffects } from './613-layers';
import { nameOf } from '../keywords/names';
import { hasInfect } from '../keywords/702.90-infect';
import { hasWither } from '../keywords/702.80-wither';
import { compiled } from '../cards/compiled';
import { CardDefinition } from '../cards/card';
import { GameObject } from '../state/types';
import { msg, Param } from '../trace/message';

/**
 * What deals damage (120.2): a permanent, a spell (the resolving one, off the stack as it resolves,
 * 608.2), or the source of an ability (113.7a). Its keywords decide what the damage does (120.3),
 * wherever it deals damage from (702.2d, 702.15d, 702.80c, 702.90e); once it has left its zone, as it
 * last existed (702.2e, 702.15c, 702.80b, 702.90d).
 */
export interface DamageSource {
  id: string;
  name: string;
  /** 702.15b: who gains life from its lifelink, and who puts its -1/-1 or poison counters (120.3b, 120.3d). */
  controller: string;
  keywords: ReadonlySet<string>;
}

/** The source `id` of damage now: on the battlefield, the resolving spell `object`, on the stack, or as it last existed. */
export function damageSourceOf(ctx: Ctx, id: string, name: string, object?: GameObject | null, controller?: string): DamageSource {
  const state = ctx.state;
  const here =
    state.battlefield.find((o) => o.id === id) ??
    (object && object.id === id ? object : undefined) ??
    state.stack.find((s) => s.object?.id === id)?.object ??
    undefined;
  if (here) return { id, name, controller: controller ?? here.controller, keywords: keywordsNow(state, here) };
  // 113.7a: a source that has left the battlefield: its last known information (keywords as it left, when recorded).
  const gone = ctx.trace.departed.get(id);
  if (gone)
    return { id, name, controller: gone.controller, keywords: new Set(gone.keywords ?? (gone.card ? printedKeywords(gone.card) : [])) };
  const elsewhere = [...state.exile, ...state.players.flatMap((p) => [...p.graveyard, ...p.hand])].find((o) => o.id === id);
  if (elsewhere?.card)
    return { id, name, controller: controller ?? elsewhere.controller, keywords: new Set(printedKeywords(elsewhere.card)) };
  return { id, name, controller: controller ?? '', keywords: new Set() };
}

function printedKeywords(card: CardDefinition): string[] {
  return compiled(card).abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []));
}

/** What one damage event did (120.3), for the trace: the rule that decides it and what changed. */
export interface DamageResult {
  rule: string;
  recipient: Param;
  outcome: Param;
}

/**
 * 120.3, the one place where damage becomes its results, for every kind of damage (combat 510.2,
 * spells and abilities 120.2b, fights 701.14a): to a player, life loss (120.3a) or, from a source with
 * infect, poison counters (120.3b); to a planeswalker, loyalty counters removed (120.3c); to a creature,
 * -1/-1 counters from a source with wither or infect (120.3d), otherwise damage marked (120.3e); from a
 * source with deathtouch, the creature is destroyed at the next check (702.2b, 704.5h). Lifelink
 * (120.3f) is the caller's: a source's life gain is one event per damage event (702.15e).
 */
export function damageResults(ctx: Ctx, source: DamageSource, recipientId: string, amount: number): DamageResult[] {
  const state = ctx.state;
  const infect = hasInfect(source.keywords);
  const player = state.players.find((p) => p.id === recipientId);
  const permanent = player ? undefined : state.battlefield.find((o) => o.id === recipientId);
  if (amount > 0 && source.id !== '') {
    // 120.3: who dealt damage to what this turn ("a creature dealt damage by CARDNAME this turn", "that dealt damage this turn").
    const dealer = state.battlefield.find((o) => o.id === source.id);
    if (dealer) dealer.dealtDamageThisTurn = true;
    if (permanent && !(permanent.damagedBy ?? []).includes(source.id)) permanent.damagedBy = [...(permanent.damagedBy ?? []), source.id];
  }
  if (player && amount > 0) player.damagedThisTurn = true; // 702.54a
  if (player && infect) {
    player.poison += amount;
    return [{ rule: '120.3b', recipient: player.id, outcome: msg('damage.poison', { amount, poison: player.poison }) }];
  }
  if (player) {
    const from = player.life;
    player.life = lifeAfterDamage(ctx, player.id, from, amount);
    ctx.trace.emit({ type: 'life', player: player.id, from, to: player.life });
    return [{ rule: '120.3a', recipient: player.id, outcome: msg('damage.life', { from, life: player.life }) }];
  }
  if (!permanent || !permanent.card) return [];
  const out: DamageResult[] = [];
  // What it is now (613): an animated land or artifact is a creature.
  const types = characteristicsOf(state, permanent).types;
  if (types.includes('Planeswalker')) {
    const loyalty = permanent.counters.loyalty ?? 0;
    permanent.counters.loyalty = Math.max(0, loyalty - amount);
    out.push({ rule: '120.3c', recipient: objectName(permanent), outcome: msg('damage.loyalty', { amount: Math.min(amount, loyalty) }) });
  }
  if (types.includes('Creature')) {
    if (source.keywords.has('deathtouch')) {
      permanent.deathtouchDamage = true;
      out.push({
        rule: '702.2b',
        recipient: objectName(permanent),
        outcome: msg('damage.deathtouch'),
      });
    }
    if (infect || hasWither(source.keywords)) {
      permanent.counters['-1/-1'] = (permanent.counters['-1/-1'] ?? 0) + amount;
      out.push({
        rule: '120.3d',
        recipient: objectName(permanent),
        outcome: msg(infect ? 'damage.infect' : 'damage.wither', { amount }),
      });
    } else {
      permanent.damage += amount;
      out.push({ rule: '120.3e', recipient: objectName(permanent), outcome: msg('damage.marked', { damage: permanent.damage }) });
    }
  }
  return out;
}

/**
 * 120.3a, 120.4c: the life total damage leaves a player with, as modified by the replacement effects on that life loss
 * (614.1a): "Damage that would reduce your life total to less than 1 reduces it to 1 instead." (Ali from Cairo). The
 * damage itself is dealt in full (lifelink, "is dealt damage" triggers). A player already below 1 life is refused: whether
 * such a replacement raises their life total to 1 is not decided here.
 */
function lifeAfterDamage(ctx: Ctx, player: string, from: number, amount: number): number {
  if (amount <= 0 || from - amount >= 1) return from - amount;
  const floor = ruleEffects(ctx.state).find(
    (r) => r.effect.kind === 'damageLifeFloor' && r.source.controller === player && !r.source.phasedOut,
  )?.source;
  if (!floor) return from - amount;
  if (from < 1)
    throw new Unsupported('UNSUPPORTED_EFFECT', msg('120-damage.lifeFloorBelowOne', { player, from, nameOf: nameOf(floor) }), '614.1a');
  ctx.trace.cite('614.1a', 'replacement', msg('120-damage.lifeFloor', { player, from, amount, nameOf: nameOf(floor) }), [player, floor.id]);
  return 1;
}

/** 702.15b, 120.3f: damage from a source with lifelink makes its controller gain that much life. */
export function hasLifelinkSource(source: DamageSource): boolean {
  return source.keywords.has('lifelink') && source.controller !== '';
}

/**
 * A source deals damage outside combat (120.2b: as a spell or ability says; 701.14a: a fight): the
 * replacement and prevention effects that apply (120.4b), then its results (120.3).
 */
export function dealDamage(
  ctx: Ctx,
  sourceName: string,
  targetId: string,
  dealt: number,
  sourceColors: readonly string[] = [],
  sourceId = '',
  spell?: DamageEvent['spell'],
): void {
  if (dealt <= 0) return;
  const source = damageSourceOf(ctx, sourceId, sourceName, spell?.object, spell?.controller);
  const redirected: { to: string; amount: number }[] = [];
  // 120.4b, 616.1: the damage as modified by the replacement and prevention effects that apply to it.
  const amount = modifiedDamage(
    ctx,
    { sourceId, sourceName, sourceColors, recipient: targetId, combat: false, spell },
    dealt,
    ctx.amountChoices?.damage,
    (n) => {
      if (hasLifelinkSource(source))
        checkLifeGainOrder(
          ctx,
          source.controller,
          n,
          msg('event.lifeGain', { amount: n, player: source.controller, why: msg('why.lifelink', { source: sourceName }) }),
        );
    },
    undefined,
    redirected,
  );
  const exists = ctx.state.players.some((p) => p.id === targetId) || ctx.state.battlefield.some((o) => o.id === targetId && o.card);
  if (amount > 0 && exists) {
    // 702.15b, 120.3f: lifelink works for all damage its source deals, whatever the source is.
    if (hasLifelinkSource(source)) changeLife(ctx, source.controller, amount, '702.15b', msg('why.lifelink', { source: sourceName }));
    for (const r of damageResults(ctx, source, targetId, amount))
      ctx.trace.cite(
        r.rule,
        'damage',
        msg('120-damage.damage', { sourceName: sourceName, amount: amount, recipient: r.recipient, outcome: r.outcome }),
        [targetId],
      );
    ctx.trace.emit({ type: 'damage', source: sourceId, target: targetId, amount, combat: false });
  }
  // 614.9: the redirected damage is dealt by the same source to its new recipient, as its own event.
  // A choice of order for the new event would make the whole instruction wait and start again: refused, not dealt twice.
  for (const r of redirected)
    try {
      dealDamage(ctx, sourceName, r.to, r.amount, sourceColors, sourceId, spell);
    } catch (e) {
      if (!(e instanceof ReplacementChoiceNeeded)) throw e;
      throw new Unsupported('UNSUPPORTED_REPLACEMENT_CHOICE', msg('616-replacement-order.redirectUnsupported', { id: r.to }), '614.9');
    }
}

/**
 * 120.4b: how much of `dealt` damage is dealt after the replacement and prevention effects that
 * apply (protection 702.16e, prevention 615, damage replacement 614.1a), in the order the affected
 * player chose (616.1). `check` runs after the order is known and before anything changes: what
 * else the damage would need a choice for (lifelink's life gain).
 */
export function modifiedDamage(
  ctx: Ctx,
  event: DamageEvent,
  dealt: number,
  chosen: readonly string[] | undefined,
  check?: (amount: number) => void,
  /** 510.2: the 615.5 additional effects already done for damage dealt at the same time. */
  followUps?: Set<string>,
  /** 614.9: where redirected damage goes, for the caller to deal. */
  redirected?: { to: string; amount: number }[],
): number {
  const state = ctx.state;
  const mods = damageModifiers(state, event);
  if (mods === null)
    throw new Unsupported(
      'UNSUPPORTED_DAMAGE_SOURCE',
      msg('120-damage.UNSUPPORTED_DAMAGE_SOURCE', { name: event.sourceName, id: event.sourceId }),
      '609.7',
    );
  const permanent = state.battlefield.find((o) => o.id === event.recipient);
  const player = permanent ? permanent.controller : event.recipient;
  const what = {
    kind: 'damage' as const,
    player,
    text: msg('event.damage', { amount: dealt, source: event.sourceName, target: permanent ? objectName(permanent) : event.recipient }),
    chosen,
  };
  const order = planAmount(what, dealt, mods);
  if (check) {
    const n = plannedResult(dealt, order);
    if (n > 0) check(n);
  }
  return commitAmount(ctx, what, dealt, mods, order, followUps, redirected);
}
