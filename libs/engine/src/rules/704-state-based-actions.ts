import { matchingOption } from '../select/selector';
import { endForAsLongAsEffects } from './611-durations';
import { Ctx, objectName } from '../context';
import { compiled } from '../cards/compiled';
import { protectedFrom, ProtectionSource } from '../keywords/702.16-protection';
import { GameObject, GameState } from '../state/types';
import { leftBattlefield, lookBack } from '../state/zones';
import { applyLoss, checkGameEnd } from './104-ending-the-game';
import { characteristicsOf, characteristicsOfAll, withBoardUnchanged } from './613-layers';
import { applyControlEffects } from './613-control';
import {
  graveyardChoiceNeeded,
  graveyardDestination,
  GraveyardReplacement,
  putIntoGraveyard,
  regenerateInstead,
} from './614-replacement-effects';
import { isIndestructible } from '../keywords/702.12-indestructible';
import { umbraArmorInstead } from '../keywords/702.89-umbra-armor';
import { ceaseBestowed } from '../keywords/702.103-bestow';
import { pairBroken } from '../keywords/702.95-soulbond';
import { cardNow } from './612-text-changing';
import { Message, msg } from '../trace/message';

type StateBasedAction =
  | { rule: string; kind: 'lose'; lossRule: string; player: string; why: Message }
  | { rule: string; kind: 'graveyard'; object: string; why: Message }
  | { rule: string; kind: 'cease'; object: string; why: Message }
  | { rule: string; kind: 'unattach'; object: string; why: Message }
  | { rule: string; kind: 'unpair'; object: string; why: Message }
  | { rule: string; kind: 'counters'; object: string; n: number; why: Message };

/** The state-based actions of 704.5 the engine models that apply now. */
export function collectStateBasedActions(state: GameState): StateBasedAction[] {
  return withBoardUnchanged(state, () => collect(state));
}

function collect(state: GameState): StateBasedAction[] {
  const out: StateBasedAction[] = [];
  for (const p of state.players) {
    if (p.lost !== null) continue;
    if (p.life <= 0)
      out.push({
        rule: '704.5a',
        kind: 'lose',
        lossRule: '104.3b',
        player: p.id,
        why: msg('704-state-based-actions.why', { id: p.id, life: p.life }),
      });
    if (p.drewFromEmptyLibrary)
      out.push({ rule: '704.5b', kind: 'lose', lossRule: '104.3c', player: p.id, why: msg('704-state-based-actions.why.2', { id: p.id }) });
    if (p.poison >= 10)
      out.push({
        rule: '704.5c',
        kind: 'lose',
        lossRule: '104.3d',
        player: p.id,
        why: msg('704-state-based-actions.why.3', { id: p.id, poison: p.poison }),
      });
    for (const zone of [p.hand, p.graveyard, p.library]) {
      for (const o of zone)
        if (o.token) out.push({ rule: '704.5d', kind: 'cease', object: o.id, why: msg('704-state-based-actions.why.4', { id: o.id }) });
    }
  }
  for (const o of state.exile)
    if (o.token) out.push({ rule: '704.5d', kind: 'cease', object: o.id, why: msg('704-state-based-actions.why.4', { id: o.id }) });
  const all = characteristicsOfAll(state);
  for (const o of state.battlefield) {
    if (!o.card || o.phasedOut) continue;
    const c = all.get(o.id) ?? characteristicsOf(state, o);
    if (c.types.includes('Creature') && c.toughness !== null) {
      if (c.toughness <= 0) {
        out.push({
          rule: '704.5f',
          kind: 'graveyard',
          object: o.id,
          why: msg('704-state-based-actions.why.5', { describe: objectName(o), toughness: c.toughness }),
        });
        continue;
      }
      // 702.12b: indestructible permanents ignore 704.5g and 704.5h.
      const indestructible = isIndestructible(state, o);
      if (o.damage >= c.toughness && !indestructible) {
        out.push({
          rule: '704.5g',
          kind: 'graveyard',
          object: o.id,
          why: msg('704-state-based-actions.why.6', { describe: objectName(o), damage: o.damage, toughness: c.toughness }),
        });
        continue;
      }
      if (o.deathtouchDamage && !indestructible) {
        out.push({
          rule: '704.5h',
          kind: 'graveyard',
          object: o.id,
          why: msg('704-state-based-actions.why.7', { describe: objectName(o) }),
        });
        continue;
      }
    }
    if (c.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) {
      out.push({
        rule: '704.5i',
        kind: 'graveyard',
        object: o.id,
        why: msg('704-state-based-actions.why.8', { describe: objectName(o) }),
      });
      continue;
    }
    const attachedTo = o.attachedTo === null ? undefined : state.battlefield.find((p) => p.id === o.attachedTo);
    // 704.5p: a creature attached to something becomes unattached (an Aura then falls under 704.5m).
    if (o.attachedTo !== null && c.types.includes('Creature')) {
      out.push({
        rule: '704.5p',
        kind: 'unattach',
        object: o.id,
        why: msg('704-state-based-actions.why.9', { describe: objectName(o), attachedTo: o.attachedTo }),
      });
      continue;
    }
    if (c.subtypes.includes('Aura')) {
      const illegal = auraIllegality(state, o, c, attachedTo);
      // 702.103f: a bestowed Aura attached illegally, or to nothing, becomes unattached and ceases to be bestowed (not 704.5m).
      if (illegal && o.bestowedCard) {
        out.push({
          rule: '702.103f',
          kind: 'unattach',
          object: o.id,
          why: msg('702.103-bestow.unattached', { describe: objectName(o), illegal: illegal }),
        });
        continue;
      }
      if (illegal) {
        out.push({
          rule: '704.5m',
          kind: 'graveyard',
          object: o.id,
          why: msg('704-state-based-actions.why.10', { describe: objectName(o), illegal: illegal }),
        });
        continue;
      }
    }
    if (c.subtypes.includes('Equipment') && o.attachedTo !== null) {
      const target = attachedTo ? (all.get(attachedTo.id) ?? null) : null;
      const illegal =
        !attachedTo || !target?.types.includes('Creature')
          ? 'is attached to something that is not a creature'
          : protectedFrom(state, attachedTo, c)
            ? `is attached to a creature with ${protectedFrom(state, attachedTo, c)} (702.16d)`
            : null;
      if (illegal)
        out.push({
          rule: '704.5n',
          kind: 'unattach',
          object: o.id,
          why: msg('704-state-based-actions.why.11', { describe: objectName(o), illegal: illegal }),
        });
    }
    // 702.95e: a pair that no longer holds (read here, as the board is checked): both become unpaired.
    const broken = o.pairedWith !== undefined ? pairBroken(state, o) : null;
    if (broken)
      out.push({
        rule: '702.95e',
        kind: 'unpair',
        object: o.id,
        why: msg('702.95-soulbond.unpaired', { describe: objectName(o), why: broken }),
      });
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    if (plus > 0 && minus > 0) {
      const n = Math.min(plus, minus);
      out.push({
        rule: '704.5q',
        kind: 'counters',
        object: o.id,
        n,
        why: msg('704-state-based-actions.why.12', { describe: objectName(o), nValue: n }),
      });
    }
  }
  return out;
}

/** Why an Aura's attachment to `attachedTo` is (or would be: 303.4j) illegal (303.4c-d, 702.5a, 702.16c), or null. */
export function auraIllegality(
  state: GameState,
  aura: GameObject,
  qualities: ProtectionSource,
  attachedTo: GameObject | undefined,
): string | null {
  // 612.1: the enchant ability as the Aura's text is now.
  const auraCard = cardNow(state, aura);
  const enchant = auraCard ? compiled(auraCard).abilities.find((a) => a.kind === 'enchant') : undefined;
  const player = attachedTo ? undefined : state.players.find((p) => p.id === aura.attachedTo);
  if (player) {
    // 303.4c: a player who has left the game (800.4a) is enchanted no more.
    if (player.lost !== null) return `is attached to ${player.id}, who has left the game (303.4c)`;
    // 702.5d: only an Aura whose enchant ability allows players may enchant one.
    const allowed =
      enchant?.kind === 'enchant' &&
      matchingOption(state, enchant.target, { kind: 'player', player }, { controller: aura.controller, source: aura.id, x: null }) !== null;
    return allowed ? null : `enchants ${player.id}, which its enchant ability does not allow (303.4c, 702.5d)`;
  }
  if (!attachedTo) return 'is not attached to an object or player (704.5m)';
  if (attachedTo.id === aura.id) return 'is attached to itself (303.4d)';
  // 303.4d: what "Enchant [selector]" allows, read by the selector evaluator for the Aura's controller.
  if (
    enchant &&
    enchant.kind === 'enchant' &&
    !matchingOption(
      state,
      enchant.target,
      { kind: 'object', zone: 'battlefield', object: attachedTo },
      { controller: aura.controller, source: aura.id, x: null },
    )
  ) {
    return `enchants ${attachedTo.id}, which its enchant ability does not allow (303.4c)`;
  }
  const protection = protectedFrom(state, attachedTo, qualities);
  if (protection) return `enchants ${attachedTo.id}, which has ${protection} (702.16c)`;
  return null;
}

/**
 * 704.5j: legendary permanents with the same name controlled by the same player. The player
 * chooses which one to keep: a decision, so these wait for a `choose` answer.
 */
export function legendRuleGroups(state: GameState): { player: string; name: string; ids: string[] }[] {
  const groups = new Map<string, { player: string; name: string; ids: string[] }>();
  // Only legendary permanents matter; most boards have none.
  if (!state.battlefield.some((o) => o.card?.supertypes.includes('Legendary'))) return [];
  const all = characteristicsOfAll(state);
  for (const o of state.battlefield) {
    if (!o.card || o.phasedOut) continue;
    const c = all.get(o.id) ?? characteristicsOf(state, o);
    if (!c.supertypes.includes('Legendary')) continue;
    const key = `${o.controller}\u0000${c.name}`;
    const g = groups.get(key) ?? { player: o.controller, name: c.name, ids: [] };
    g.ids.push(o.id);
    groups.set(key, g);
  }
  return [...groups.values()].filter((g) => g.ids.length > 1);
}

/** 704.5j: the chosen legendary permanent stays; the rest go to their owners' graveyards. */
export function applyLegendRule(ctx: Ctx, keep: string, ids: string[]): void {
  const state = ctx.state;
  const leaving = new Set(ids.filter((id) => id !== keep));
  const moving = state.battlefield.filter((o) => leaving.has(o.id));
  state.battlefield = state.battlefield.filter((o) => !leaving.has(o.id));
  ctx.trace.batch++;
  const looks = moving.map((o) => lookBack(state, o, ctx.trace.batch));
  for (const l of looks) ctx.trace.departed.set(l.id, l);
  ctx.trace.cite(
    '704.5j',
    'stateBasedAction',
    msg('704-state-based-actions.stateBasedAction', { keep: keep, list: [...leaving].join(', ') }),
    [keep, ...leaving],
  );
  for (const o of moving) {
    const destination = graveyardDestination(ctx, o, 'battlefield', ctx.replacementChoices?.get(o.id));
    leftBattlefield(state, o);
    putIntoGraveyard(ctx, o, 'battlefield', destination);
  }
}

/**
 * 704.3: whenever a player would receive priority, every applicable state-based action is
 * performed at once, and the check repeats until none applies. Returns whether any was performed.
 */
export function checkStateBasedActions(ctx: Ctx): boolean {
  let performed = false;
  for (let round = 0; round < 100; round++) {
    // 611.2b: "for as long as ..." effects whose duration ended (their source untapped, left the battlefield or changed
    // controller) end first; then layer 2: the legend rule (704.5j) and the triggers that follow read the controllers.
    endForAsLongAsEffects(ctx);
    applyControlEffects(ctx);
    // 611.2b: a control change may end a "for as long as you control" effect, whose end changes control back.
    if (endForAsLongAsEffects(ctx)) applyControlEffects(ctx);
    const actions = collectStateBasedActions(ctx.state);
    // 616.1: a permanent several replacement effects would send to different zones waits for its
    // controller's choice; the actions are performed together once it is made (704.3).
    if (actions.some((a) => a.kind === 'graveyard' && !ctx.replacementChoices?.has(a.object) && replacementChoiceFor(ctx.state, a.object)))
      return performed;
    // 704.5h looks at deathtouch damage dealt since the last check: this check consumes it.
    for (const o of ctx.state.battlefield) o.deathtouchDamage = false;
    if (actions.length === 0) return performed;
    performed = true;
    for (const a of actions) ctx.trace.cite(a.rule, 'stateBasedAction', a.why, 'object' in a ? [a.object] : [a.player]);
    // Performed simultaneously (704.3): every event happens before the end of the game is judged.
    const state = ctx.state;
    // 704.5g and 704.5h destroy: a regeneration shield replaces that (614.8); 704.5f does not destroy.
    const regenerated = new Set<string>();
    const armored = new Set<string>();
    for (const a of actions) {
      if (a.kind !== 'graveyard' || (a.rule !== '704.5g' && a.rule !== '704.5h')) continue;
      const o = state.battlefield.find((p) => p.id === a.object);
      if (!o) continue;
      // 702.89a: umbra armor replaces the destruction: the damage is removed, the Aura destroyed with the others (704.3).
      const armor = umbraArmorInstead(ctx, o, true);
      if (armor) {
        regenerated.add(o.id);
        if (isIndestructible(state, armor))
          ctx.trace.cite('702.12b', 'indestructible', msg('608-resolving.indestructible', { describe: objectName(armor) }), [armor.id]);
        else if (!regenerateInstead(ctx, armor, true)) {
          // 701.8a: the Aura is destroyed (it leaves with the others below).
          armored.add(armor.id);
          ctx.trace.cite(
            '701.8a',
            'destroy',
            msg('702.89-umbra-armor.auraDestroyed', { aura: objectName(armor), describe: objectName(o) }),
            [armor.id],
          );
        }
      } else if (regenerateInstead(ctx, o, true)) regenerated.add(o.id);
    }
    const leaving = new Set([
      ...actions.filter((a) => a.kind === 'graveyard' && !regenerated.has(a.object)).map((a) => (a as { object: string }).object),
      ...armored,
    ]);
    if (leaving.size > 0) {
      const moving = state.battlefield.filter((o) => leaving.has(o.id));
      ctx.trace.batch++;
      for (const o of moving) ctx.trace.departed.set(o.id, lookBack(state, o, ctx.trace.batch));
      // 614.1a: replacement effects are read on the board as it is before the event.
      const destinations = moving.map((o) => graveyardDestination(ctx, o, 'battlefield', ctx.replacementChoices?.get(o.id)));
      state.battlefield = state.battlefield.filter((o) => !leaving.has(o.id));
      for (const o of moving) leftBattlefield(state, o);
      moving.forEach((o, i) => putIntoGraveyard(ctx, o, 'battlefield', destinations[i]));
      for (const o of moving) ctx.replacementChoices?.delete(o.id);
    }
    for (const a of actions) {
      const o = state.battlefield.find((p) => p.id === (a as { object?: string }).object);
      if (!o) continue;
      if (a.kind === 'unattach') {
        o.attachedTo = null;
        // 702.103f: a bestowed Aura that becomes unattached ceases to be bestowed: an enchantment creature again.
        ceaseBestowed(o);
      }
      if (a.kind === 'unpair') {
        const partner = state.battlefield.find((p) => p.id === o.pairedWith && p.pairedWith === o.id);
        if (partner) delete partner.pairedWith;
        delete o.pairedWith;
      }
      if (a.kind === 'counters') {
        o.counters['+1/+1'] -= a.n;
        o.counters['-1/-1'] -= a.n;
        for (const k of ['+1/+1', '-1/-1']) if (o.counters[k] === 0) delete o.counters[k];
      }
    }
    const ceasing = new Set(actions.filter((a) => a.kind === 'cease').map((a) => (a as { object: string }).object));
    if (ceasing.size > 0) {
      for (const p of state.players) {
        p.hand = p.hand.filter((o) => !ceasing.has(o.id));
        p.graveyard = p.graveyard.filter((o) => !ceasing.has(o.id));
        p.library = p.library.filter((o) => !ceasing.has(o.id));
      }
      state.exile = state.exile.filter((o) => !ceasing.has(o.id));
      for (const id of ceasing) ctx.trace.emit({ type: 'ceasedToExist', object: id });
    }
    for (const a of actions) if (a.kind === 'lose') applyLoss(ctx, a.player, a.lossRule, a.why);
    for (const p of state.players) if (p.lost !== null) p.drewFromEmptyLibrary = false;
    checkGameEnd(ctx);
  }
  throw new Error('state-based actions did not settle');
}

/**
 * 616.1: the replacement effects its controller must choose among before `id` is put into a
 * graveyard by a state-based action; null when there is no choice to make.
 */
export function replacementChoiceFor(state: GameState, id: string): GraveyardReplacement[] | null {
  const o = state.battlefield.find((p) => p.id === id);
  return o ? graveyardChoiceNeeded(state, o, 'battlefield') : null;
}

/** The first permanent a state-based action would put into a graveyard that waits for a 616.1 choice. */
export function pendingReplacementChoice(state: GameState): { object: GameObject; options: GraveyardReplacement[] } | null {
  // Most boards have no replacement effect on dying: nothing to look for then.
  if (
    !state.effects.some((e) => e.kind === 'exile-if-dies') &&
    !state.battlefield.some(
      (o) =>
        o.card && compiled(o.card).abilities.some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'graveyardReplacement')),
    )
  )
    return null;
  for (const a of collectStateBasedActions(state)) {
    if (a.kind !== 'graveyard') continue;
    const options = replacementChoiceFor(state, a.object);
    const object = state.battlefield.find((o) => o.id === a.object);
    if (options && object) return { object, options };
  }
  return null;
}
