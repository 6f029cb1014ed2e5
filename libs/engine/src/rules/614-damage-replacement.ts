import { DamageFilter, StaticEffect } from '../cards/ability';
import { compiled } from '../cards/compiled';
import { objectName } from '../context';
import { msg, Param } from '../trace/message';
import { preventsDamage, protectionSourceOf } from '../keywords/702.16-protection';
import { GameObject, GameState } from '../state/types';
import { characteristicsOf, colorsNow, ruleEffects } from './613-layers';
import { hasShieldProperties } from './615.8-source-shields';
import { cantGainLifeFrom } from './119.7-cant-gain-life';

/**
 * One replacement or prevention effect that would modify a damage or life-gain event (614.1a,
 * 615.1a): what it does to the amount, and the rule that makes it do so.
 */
export interface AmountModifier {
  /** Names it in a 616.1 choice. */
  id: string;
  /** preventAll: all of it (615.1a, 702.16e); preventN: N of it (615.10); shield: the next N (615.7); double, plus: 614.1a. */
  kind: 'preventAll' | 'preventN' | 'shield' | 'redirect' | 'double' | 'plus';
  n: number;
  rule: string;
  /** What the effect is, for the trace (a message: rendered in the request's language). */
  text: Param;
  /** shield: the prevent-damage effect in the board's effects, used up as it prevents (615.7); preventAll: a one-shot shield (615.8). */
  effect?: string;
  /** 615.5: what the effect does right after it prevents damage: a counter of this kind removed from the permanent `from`. */
  then?: { removeCounter: string; from: string };
  /** redirect (614.9): the permanent the damage it takes off is dealt to instead, by the same source. */
  redirectTo?: string;
}

/** A damage event about to happen (120.4b): who deals it, to whom, and whether it is combat damage. */
export interface DamageEvent {
  sourceId: string;
  sourceName: string;
  /** The source's colors as it deals the damage (a spell's, an ability's source's). */
  sourceColors: readonly string[];
  recipient: string;
  combat: boolean;
  /** A resolving spell, off the stack as it resolves (608.2): its controller and card types. */
  spell?: { controller: string; types: string[]; /** the spell itself: what its keywords are (120.3, 702.80c) */ object?: GameObject };
}

const DAMAGE_KINDS = new Set<StaticEffect['kind']>(['preventDamage', 'modifyDamage', 'modifyLifeGain']);

/** Cheap test for the hot path: whether any permanent has a static damage or life-gain effect at all. */
function anyDamageStatic(state: GameState): boolean {
  return state.battlefield.some(
    (p) =>
      p.card &&
      compiled(p.card).abilities.some(
        (a) =>
          a.kind === 'static' &&
          a.effects.some(
            (e) =>
              DAMAGE_KINDS.has(e.kind) ||
              // 711.2: a leveler's striation grants its own damage statics (read from the abilities it has now).
              (e.kind === 'grantAbility' &&
                e.affected.kind === 'self' &&
                e.abilities.some((g) => g.kind === 'static' && g.effects.some((x) => DAMAGE_KINDS.has(x.kind)))),
          ),
      ),
  );
}

/** What the source of a damage event is: a permanent, a spell on the stack, or unknown (left its zone). */
function sourceFacts(state: GameState, event: DamageEvent): { controller: string; types: string[]; colors: readonly string[] } | null {
  const permanent = state.battlefield.find((o) => o.id === event.sourceId);
  if (permanent)
    return { controller: permanent.controller, types: characteristicsOf(state, permanent).types, colors: colorsNow(state, permanent) };
  if (event.spell) return { controller: event.spell.controller, types: event.spell.types, colors: event.sourceColors };
  const spell = state.stack.find((s) => s.id === event.sourceId);
  if (spell?.object?.card) return { controller: spell.controller, types: spell.object.card.types, colors: event.sourceColors };
  return null;
}

/**
 * 702.16e: what protection reads of a damage source: its colors as it deals the damage, and its card
 * types and subtypes (the permanent's now, the spell's card's); colors alone when it is nowhere.
 */
function damageSourceQualities(
  state: GameState,
  event: DamageEvent,
): { colors: readonly string[]; types: readonly string[]; subtypes: readonly string[] } | readonly string[] {
  const permanent = state.battlefield.find((o) => o.id === event.sourceId);
  if (permanent) return { ...protectionSourceOf(state, permanent), colors: event.sourceColors };
  const card = event.spell?.object?.card ?? state.stack.find((s) => s.id === event.sourceId)?.object?.card;
  if (card) return { colors: event.sourceColors, types: card.types, subtypes: card.subtypes };
  if (event.spell?.types) return { colors: event.sourceColors, types: event.spell.types, subtypes: [] };
  // A source gone: only its colors are known (702.16-protection refuses a protection from a type it cannot tell).
  return event.sourceColors;
}

function recipientMatches(state: GameState, filter: DamageFilter, owner: GameObject, recipient: string): boolean {
  const player = state.players.some((p) => p.id === recipient);
  const permanent = player ? undefined : state.battlefield.find((o) => o.id === recipient);
  const creature = permanent !== undefined && characteristicsOf(state, permanent).types.includes('Creature');
  switch (filter.to) {
    case 'any':
      return true;
    case 'self':
      return recipient === owner.id;
    case 'enchanted':
      return owner.attachedTo !== null && recipient === owner.attachedTo;
    case 'you':
      return recipient === owner.controller;
    case 'players':
      return player;
    case 'creatures':
      return creature;
    case 'creaturesYouControl':
      return creature && permanent?.controller === owner.controller;
    case 'youAndCreaturesYouControl':
      return recipient === owner.controller || (creature && permanent?.controller === owner.controller);
  }
}

/** Whether the source of `event` is one the filter names; null when that cannot be told (the source is gone). */
function sourceMatches(state: GameState, filter: DamageFilter, owner: GameObject, event: DamageEvent): boolean | null {
  if (filter.by === 'self' && event.sourceId !== owner.id) return false;
  if (filter.by === 'enchanted' && (owner.attachedTo === null || event.sourceId !== owner.attachedTo)) return false;
  if (filter.other && event.sourceId === owner.id) return false;
  const needsFacts =
    filter.by === 'yours' || filter.by === 'opponents' || filter.sourceTypes !== undefined || filter.sourceColor !== undefined;
  if (!needsFacts) return true;
  const facts = sourceFacts(state, event);
  if (!facts) return null;
  if (filter.by === 'yours' && facts.controller !== owner.controller) return false;
  if (filter.by === 'opponents' && facts.controller === owner.controller) return false;
  if (filter.sourceTypes && !filter.sourceTypes.every((t) => facts.types.includes(t))) return false;
  if (filter.sourceColor && !facts.colors.includes(filter.sourceColor)) return false;
  return true;
}

function abilityText(source: GameObject, effect: StaticEffect): Param {
  const text = source.card
    ? compiled(source.card).abilities.find((a) => a.kind === 'static' && a.effects.includes(effect))?.text
    : undefined;
  // The ability's words are Oracle text: quoted as printed in every language.
  return text ? msg('modifier.ability', { text, name: objectName(source) }) : msg('modifier.staticAbility', { name: objectName(source) });
}

/**
 * The replacement and prevention effects that apply to a damage event (614.2, 615.2, 609.7):
 * protection (702.16e), "prevent all combat damage" (615.1a), prevention shields (615.7), and the
 * static abilities of permanents (615.1a, 615.10, 614.1a). Returns null when one of them depends on
 * a source that is no longer anywhere the engine can read it.
 */
export function damageModifiers(state: GameState, event: DamageEvent): AmountModifier[] | null {
  const out: AmountModifier[] = [];
  const permanent = state.battlefield.find((o) => o.id === event.recipient);
  if (permanent && preventsDamage(state, permanent, damageSourceQualities(state, event))) {
    out.push({
      id: `${permanent.id}.protection`,
      kind: 'preventAll',
      n: 0,
      rule: '702.16e',
      text: msg('modifier.protection', { name: objectName(permanent) }),
    });
  }
  for (const e of state.effects) {
    if (e.kind === 'prevent-combat-damage' && event.combat)
      out.push({ id: e.id, kind: 'preventAll', n: 0, rule: '615.1a', text: msg('modifier.noCombatDamage', { id: e.id }) });
    // 615.1a: "Prevent all damage that would be dealt to him this turn."
    if (e.kind === 'prevent-all-damage' && e.affects.includes(event.recipient) && (!e.combat || event.combat))
      out.push({
        id: e.id,
        kind: 'preventAll',
        n: 0,
        rule: '615.1a',
        text: msg(e.combat ? 'modifier.noCombatDamageTo' : 'modifier.noDamageTo', { recipient: event.recipient, id: e.id }),
      });
    // 615.1a: "Prevent all [combat] damage that would be dealt by target creature this turn."
    if (e.kind === 'prevent-damage-by' && e.affects.includes(event.sourceId) && (!e.combat || event.combat))
      out.push({
        id: e.id,
        kind: 'preventAll',
        n: 0,
        rule: '615.1a',
        text: msg(e.combat ? 'modifier.noCombatDamageBy' : 'modifier.noDamageBy', { source: event.sourceName, id: e.id }),
      });
    // 614.9: a redirection shield; if the permanent it redirects to is gone or no longer a creature, it does nothing.
    if (e.kind === 'redirect-damage' && e.affects.includes(event.recipient) && (e.amount ?? 0) > 0 && e.redirectTo !== event.recipient) {
      const to = state.battlefield.find((o) => o.id === e.redirectTo);
      if (to && characteristicsOf(state, to).types.some((t) => t === 'Creature' || t === 'Planeswalker' || t === 'Battle'))
        out.push({
          id: e.id,
          kind: 'redirect',
          n: e.amount ?? 0,
          rule: '614.9',
          text: msg('modifier.redirect', { amount: e.amount, recipient: event.recipient, to: objectName(to), id: e.id }),
          effect: e.id,
          redirectTo: to.id,
        });
    }
    // 615.8: "the next time a [red] source of your choice would deal damage to you": the next damage from that source, all
    // of it, if the source has the properties named as it would deal it (609.7b: otherwise not prevented, not used up).
    if (e.kind === 'prevent-next-from-source' && e.affects.includes(event.recipient) && e.damageSource === event.sourceId) {
      if (e.colors || e.types) {
        const facts = sourceFacts(state, event);
        if (!facts) return null;
        if (!hasShieldProperties(e, event.sourceColors, facts.types)) continue;
      }
      out.push({
        id: e.id,
        kind: 'preventAll',
        n: 0,
        rule: '615.8',
        text: msg('modifier.sourceShield', { source: event.sourceName, recipient: event.recipient, id: e.id }),
        effect: e.id,
      });
    }
    if (e.kind === 'prevent-damage' && e.affects.includes(event.recipient) && (e.amount ?? 0) > 0)
      out.push({
        id: e.id,
        kind: 'shield',
        n: e.amount ?? 0,
        rule: '615.7',
        text: msg('modifier.shield', { amount: e.amount, recipient: event.recipient, id: e.id }),
        effect: e.id,
      });
  }
  if (!anyDamageStatic(state)) return out;
  const count = new Map<string, number>();
  for (const { source, effect } of ruleEffects(state)) {
    const i = count.get(source.id) ?? 0;
    count.set(source.id, i + 1);
    if (effect.kind !== 'preventDamage' && effect.kind !== 'modifyDamage') continue;
    const filter = effect.damage;
    if (filter.combatOnly && !event.combat) continue;
    if (!recipientMatches(state, filter, source, event.recipient)) continue;
    const matches = sourceMatches(state, filter, source, event);
    if (matches === null) return null;
    if (!matches) continue;
    const id = `${source.id}.replacement.${i}`;
    const text = abilityText(source, effect);
    if (effect.kind === 'preventDamage')
      out.push({
        id,
        kind: effect.n === null ? 'preventAll' : 'preventN',
        n: effect.n ?? 0,
        rule: effect.n === null ? '615.1a' : '615.10',
        text,
        ...(effect.then ? { then: { removeCounter: effect.then.removeCounter, from: source.id } } : {}),
      });
    else if (effect.double) out.push({ id, kind: 'double', n: 2, rule: '614.1a', text });
    else out.push({ id, kind: 'plus', n: effect.plus, rule: '614.1a', text });
  }
  return out;
}

/**
 * 119.10: the replacement effects that apply to `player` gaining life ("If you would gain life, ..."); none for a
 * player who can't gain life (119.7: such a replacement effect won't do anything).
 */
export function lifeGainModifiers(state: GameState, player: string): AmountModifier[] {
  if (!anyDamageStatic(state) || cantGainLifeFrom(state, player)) return [];
  const out: AmountModifier[] = [];
  const count = new Map<string, number>();
  for (const { source, effect } of ruleEffects(state)) {
    const i = count.get(source.id) ?? 0;
    count.set(source.id, i + 1);
    if (effect.kind !== 'modifyLifeGain' || source.controller !== player) continue;
    const id = `${source.id}.replacement.${i}`;
    out.push(
      effect.double
        ? { id, kind: 'double', n: 2, rule: '119.10', text: abilityText(source, effect) }
        : { id, kind: 'plus', n: effect.plus, rule: '119.10', text: abilityText(source, effect) },
    );
  }
  return out;
}
