import { StaticEffect } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { changeLife } from './119-life';
import { compiled, requireUnderstood, worksWhenDiscarded } from '../cards/compiled';
import { Ctx, describe, objectName } from '../context';
import { GameObject, GameState } from '../state/types';
import { forgetDamageDealtBy, loseDelayedReferent, putIntoOwnerZone } from '../state/zones';
import { ZoneName } from '../trace/trace';
import { Unsupported } from '../unsupported';
import { applyLoss, checkGameEnd } from './104-ending-the-game';
import { removeFromCombat } from './506-combat';
import { characteristicsOf, landTypesSetAsItEnters, ruleEffects, viewAsItWouldEnter } from './613-layers';
import { shuffleLibrary } from './701.24-shuffle';
import { hasMadness, triggerMadness } from '../keywords/702.35-madness';
import { opponentDamagedThisTurn } from '../keywords/702.54-bloodthirst';
import { landTypesPhrase } from '../trace/english';
import { msg } from '../trace/message';
import { formatPool } from '../cards/mana';
import { colorsSpent, matchesOption } from '../select/selector';
import { choicesAsItEnters, requireEnteringChoices } from './614.12-entering-choices';

/**
 * An object put onto the battlefield by an effect or a land play, under `controller`'s control
 * (110.2): a new object (400.7) that has not been controlled continuously since its controller's
 * turn began (302.6), with a new timestamp (613.7d); the replacement effects on how it enters apply
 * first (614.1c-d, 614.12). The caller says whether it enters tapped and cites the step.
 */
export function putOntoBattlefield(ctx: Ctx, o: GameObject, controller: string, entering?: EnteringChoices): void {
  // 702.82a, 614.12a: devour's sacrifices are chosen as it enters; only a resolving spell asks them (not guessed here).
  if (o.card && compiled(o.card).abilities.some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'devour')))
    throw new Unsupported('UNSUPPORTED_REPLACEMENT_CHOICE', msg('702.82-devour.notFromStack', { describe: objectName(o) }), '702.82a');
  loseDelayedReferent(ctx.state, o.id);
  forgetDamageDealtBy(ctx.state, o.id);
  o.controller = controller;
  o.summoningSick = true;
  o.upkeepsSinceControl = 0;
  o.timestamp = ctx.state.nextTimestamp++;
  applyEntersReplacements(ctx, o, null, entering);
  ctx.state.battlefield.push(o);
}

/**
 * 614.12a: the choices made before a permanent enters, carried by the action that makes it enter
 * (a land played: `playLand`'s `payLife`). Absent: no action carries them (an effect putting it there).
 */
export interface EnteringChoices {
  /** "As CARDNAME enters, you may pay N life. If you don't, it enters tapped.": true to pay (119.4). */
  payLife: boolean;
}

/** The life a card asks as it enters ("you may pay N life. If you don't, it enters tapped"), or null. */
export function lifeAskedAsItEnters(card: CardDefinition): number | null {
  for (const a of compiled(card).abilities)
    if (a.kind === 'static') for (const e of a.effects) if (e.kind === 'payLifeOrEntersTapped') return e.life;
  return null;
}

/**
 * Replacement effects on a permanent entering the battlefield (614.1c-d, 614.12): its own
 * "enters tapped" (614.1d), "you may pay N life; if you don't, it enters tapped" (614.12a, 119.4)
 * and a planeswalker's loyalty counters (306.5b).
 */
export function applyEntersReplacements(
  ctx: Ctx,
  o: GameObject,
  spellX: number | null = null,
  entering?: EnteringChoices,
  castFromHand = false,
): void {
  const card = o.card;
  if (!card) return;
  // Every way onto the battlefield passes here (a land played, a spell resolving, an effect putting a
  // card or a copy there): what it does there, and how it enters (113.6h), must be understood.
  requireUnderstood(ctx, card);
  // 614.12, 305.7: a land Blood Moon makes a Mountain enters without the abilities of its rules text ("enters tapped").
  if (landTypesSetAsItEnters(ctx.state, o)) {
    ctx.trace.cite('614.12', 'entersAs', msg('614-replacement-effects.landTypesSet', { describe: objectName(o) }), [o.id]);
    // Another permanent's "Lands your opponents control enter tapped" still applies to it (614.12: a general subset).
    tapAsItEnters(ctx, o, false);
    return;
  }
  // 614.12a: "As CARDNAME enters, choose ...": made as it entered from the stack (a decision), else not guessed.
  requireEnteringChoices(o, card);
  if (card.types.includes('Planeswalker') && card.loyalty !== null && o.counters.loyalty === undefined) {
    o.counters.loyalty = Number.parseInt(card.loyalty, 10) || 0;
    ctx.trace.cite(
      '306.5b',
      'entersWithCounters',
      msg('614-replacement-effects.entersWithCounters', { describe: objectName(o), loyalty: o.counters.loyalty }),
      [o.id],
    );
  }
  for (const a of compiled(card).abilities) {
    if (a.kind !== 'static') continue;
    for (const e of a.effects) {
      if (e.kind !== 'entersWithCounters') continue;
      if (e.ifOpponentDamagedThisTurn && !bloodthirstApplies(ctx, o, e.rule)) continue;
      // "if you cast it from your hand": a permanent that was not a spell cast from the hand (601.2a) enters without them.
      if (e.ifCastFromHand && !castFromHand) {
        ctx.trace.cite(
          e.rule,
          'entersWithCounters',
          msg('614-replacement-effects.notCastFromHand', { describe: objectName(o), counter: e.counter }),
          [o.id],
        );
        continue;
      }
      // 614.1c: it enters with the counters (702.32a: fading); 107.3m: X is the X of the spell that became it.
      if (e.x)
        ctx.trace.cite(
          '107.3m',
          'valueOfX',
          spellX === null
            ? msg('614-replacement-effects.valueOfX', { describe: objectName(o) })
            : msg('614-replacement-effects.valueOfX.2', { describe: objectName(o), spellX: spellX }),
          [o.id],
        );
      // 106.1, 601.2h: converge and 702.44a sunburst count the colors of the mana spent to cast the spell it was (702.44b: none otherwise).
      const colors = e.perColorSpent ? colorsSpent(o.manaSpent) : 0;
      if (e.perColorSpent)
        ctx.trace.cite(
          e.rule,
          'colorsSpent',
          msg('614-replacement-effects.colorsSpent', {
            describe: objectName(o),
            mana: (o.manaSpent && formatPool(o.manaSpent)) || msg('mana.none'),
            colors,
          }),
          [o.id],
        );
      const n = e.x ? (spellX ?? 0) : e.perColorSpent ? e.n * colors : e.n;
      if (n <= 0) continue;
      // 702.44a: as a creature (ignoring type-changing effects: its card's types), +1/+1 counters; otherwise charge counters.
      const counter = e.sunburst && !card.types.includes('Creature') ? 'charge' : e.counter;
      o.counters[counter] = (o.counters[counter] ?? 0) + n;
      ctx.trace.cite(
        e.rule,
        'entersWithCounters',
        msg('614-replacement-effects.entersWithCounters.2', { describe: objectName(o), nValue: n, counter }),
        [o.id],
      );
    }
  }
  // 702.98a: unleashed, it enters with an additional +1/+1 counter (the choice made as it entered, 614.12a).
  if (o.chosen?.unleash === 'yes' && choicesAsItEnters(card).includes('unleash')) {
    o.counters['+1/+1'] = (o.counters['+1/+1'] ?? 0) + 1;
    ctx.trace.cite(
      '702.98a',
      'entersWithCounters',
      msg('614-replacement-effects.entersWithCounters.2', { describe: objectName(o), nValue: 1, counter: '+1/+1' }),
      [o.id],
    );
  }
  const payOrTap = payLifeOrEntersTapped(ctx, o, card, entering);
  const tapped =
    payOrTap ||
    compiled(card).abilities.some(
      (a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'entersTapped' && !enteringUntappedBecause(ctx, o, e)),
    );
  tapAsItEnters(ctx, o, tapped);
}

/**
 * 614.1d: `o` enters the battlefield tapped if its own ability says so (`own`), or if a static ability of another
 * permanent in force says that objects it is one of enter tapped ("Creatures your opponents control enter the battlefield
 * tapped."): 614.12, checked against `o` as it would exist on the battlefield, under the control it enters with (the
 * source is not `o`: a permanent not yet on the battlefield has no ability in force, Orb of Dreams). Tokens too (111.1).
 */
export function tapAsItEnters(ctx: Ctx, o: GameObject, own: boolean): void {
  if (o.tapped) return;
  if (own) {
    o.tapped = true;
    ctx.trace.cite('614.1d', 'entersTapped', msg('614-replacement-effects.entersTapped', { describe: objectName(o) }), [o.id]);
    return;
  }
  const by = tappedAsItEntersBy(ctx.state, o);
  if (!by) return;
  o.tapped = true;
  ctx.trace.cite(
    '614.1d',
    'entersTapped',
    msg('614-replacement-effects.entersTappedBy', { describe: objectName(o), source: objectName(by) }),
    [o.id, by.id],
  );
}

/** The first permanent whose "[Objects] enter the battlefield tapped." applies to `o` about to enter (614.12), or null. */
function tappedAsItEntersBy(state: GameState, o: GameObject): GameObject | null {
  const rules = ruleEffects(state).filter((r) => r.effect.kind === 'permanentsEnterTapped' && r.source.id !== o.id && !r.source.phasedOut);
  if (rules.length === 0 || !o.card) return null;
  const view = viewAsItWouldEnter(state, o);
  for (const { source, effect } of rules)
    if (
      effect.kind === 'permanentsEnterTapped' &&
      matchesOption(
        state,
        effect.of,
        { kind: 'object', zone: 'battlefield', object: o },
        { controller: source.controller, source: source.id, x: null, view: (x) => (x.id === o.id ? view : undefined) },
      )
    )
      return source;
  return null;
}

/**
 * 614.12a: "As CARDNAME enters, you may pay N life. If you don't, it enters tapped.": the choice,
 * made before it enters, comes with the action (checked there: 119.4, the life must be there); with
 * no action carrying it (an effect putting it onto the battlefield) it is not guessed. Returns
 * whether it enters tapped for it.
 */
function payLifeOrEntersTapped(ctx: Ctx, o: GameObject, card: CardDefinition, entering: EnteringChoices | undefined): boolean {
  const asked = compiled(card)
    .abilities.flatMap((a) => (a.kind === 'static' ? a.effects : []))
    .filter((e) => e.kind === 'payLifeOrEntersTapped');
  if (asked.length === 0) return false;
  if (!entering || asked.length > 1)
    throw new Unsupported(
      'UNSUPPORTED_REPLACEMENT_CHOICE',
      msg('614-replacement-effects.UNSUPPORTED_REPLACEMENT_CHOICE.payLife', { describe: objectName(o) }),
      '614.12a',
    );
  const life = asked[0].kind === 'payLifeOrEntersTapped' ? asked[0].life : 0;
  const player = ctx.state.players.find((p) => p.id === o.controller);
  if (entering.payLife && player && player.life >= life) {
    ctx.trace.cite(
      '614.12a',
      'payLifeAsItEnters',
      msg('614-replacement-effects.payLifeAsItEnters', { controller: o.controller, life, describe: objectName(o) }),
      [o.id],
    );
    changeLife(ctx, player.id, -life, '119.4', msg('why.payLifeAsItEnters', { player: player.id, life, describe: objectName(o) }));
    return false;
  }
  ctx.trace.cite(
    '614.12a',
    'payLifeAsItEnters',
    msg('614-replacement-effects.dontPayLifeAsItEnters', { controller: o.controller, life, describe: objectName(o) }),
    [o.id],
  );
  return true;
}

/** 614.1d: "... enters tapped unless you control ...": whether the condition holds as it would enter (it is not on the battlefield yet). */
function enteringUntappedBecause(ctx: Ctx, o: GameObject, e: StaticEffect): boolean {
  if (e.kind !== 'entersTapped' || !e.unless) return false;
  const state = ctx.state;
  const lands = state.battlefield.filter(
    (p) => p.id !== o.id && p.controller === o.controller && !p.phasedOut && characteristicsOf(state, p).types.includes('Land'),
  );
  const unless = e.unless;
  const holds =
    'otherLands' in unless
      ? unless.otherLands === 'atMost'
        ? lands.length <= unless.n
        : lands.length >= unless.n
      : lands.some((p) => characteristicsOf(state, p).subtypes.some((s) => unless.landSubtypes.includes(s)));
  if (holds)
    ctx.trace.cite(
      '614.1d',
      'entersUntapped',
      msg('614-replacement-effects.entersUntapped', {
        describe: objectName(o),
        controller: o.controller,
        pValue: 'otherLands' in unless ? msg('landType.otherLands', { count: lands.length }) : landTypesPhrase(unless.landSubtypes),
      }),
      [o.id],
    );
  return holds;
}

/**
 * 614.8, 701.19a: a permanent that would be destroyed with a regeneration shield is instead
 * tapped, its damage removed, and it is removed from combat. Returns true when it was regenerated.
 */
/** 701.19c: an effect in force says the object can't be regenerated. */
export function cantBeRegenerated(state: Ctx['state'], o: GameObject): boolean {
  return state.effects.some((e) => e.kind === 'cant-be-regenerated' && e.affects.includes(o.id));
}

export function regenerateInstead(ctx: Ctx, o: GameObject, canRegenerate: boolean): boolean {
  if (o.regenerationShields <= 0 || !canRegenerate) return false;
  // 701.19c: an effect in force says it can't be regenerated (Incinerate's "this turn").
  if (cantBeRegenerated(ctx.state, o)) {
    ctx.trace.cite('701.19c', 'noRegeneration', msg('608-resolving.noRegeneration', { describe: objectName(o) }), [o.id]);
    return false;
  }
  o.regenerationShields -= 1;
  o.damage = 0;
  o.deathtouchDamage = false;
  if (!o.tapped) {
    o.tapped = true;
    ctx.trace.emit({ type: 'tap', object: o.id });
  }
  removeFromCombat(ctx.state, o.id);
  // 701.19a: the shield a resolving spell or ability made is used up (614.8: a replacement of the destruction).
  ctx.trace.cite('701.19a', 'regenerate', msg('614-replacement-effects.regenerate', { describe: objectName(o) }), [o.id]);
  return true;
}

/** A replacement effect that would send a card somewhere else than a graveyard (614.1a). */
export interface GraveyardReplacement {
  /** Names it in a 616.1 choice: the continuous effect's id, or `<source>.replacement.<n>`. */
  id: string;
  /** 'library': shuffled into it; 'libraryBottom': put on the bottom of it (401.4 does not apply: no order to choose for one card). */
  to: 'exile' | 'library' | 'libraryBottom';
  source: string;
  text: string;
  /** 702.35a: the card's own madness: discarded, it is exiled instead, and its madness ability triggers. */
  madness?: boolean;
}

/** Where a card goes when it would be put into a graveyard, and which replacement effect sent it there. */
export interface GraveyardDestination {
  to: 'graveyard' | 'exile' | 'library' | 'libraryBottom';
  by: GraveyardReplacement | null;
}

/**
 * The replacement effects that apply to `o` being put into its owner's graveyard from `from`
 * (614.1a), read before it leaves its zone: effects created by spells ("If that creature would die
 * this turn, exile it instead"), its own abilities, and other permanents' static abilities.
 */
export function graveyardReplacements(state: GameState, o: GameObject, from: ZoneName, discarding = false): GraveyardReplacement[] {
  const out: GraveyardReplacement[] = [];
  // 702.35a: madness works while the card is in a hand, on its being discarded (701.9a).
  if (discarding && from === 'hand' && hasMadness(o))
    out.push({ id: `${o.id}.madness`, to: 'exile', source: o.id, text: `the madness of ${describe(o)}`, madness: true });
  if (from === 'battlefield') {
    // 702.84a: an unearthed permanent that would leave the battlefield is exiled instead.
    if (o.unearthed) out.push({ id: `${o.id}.unearth`, to: 'exile', source: o.id, text: `the unearth of ${describe(o)}` });
    for (const e of state.effects) {
      if (e.kind === 'exile-if-dies' && e.affects.includes(o.id))
        out.push({ id: e.id, to: 'exile', source: e.source ?? e.id, text: `if ${o.id} would die this turn, exile it instead` });
    }
  }
  const onBattlefield = state.battlefield.includes(o);
  const statics: { source: GameObject; effect: Extract<StaticEffect, { kind: 'graveyardReplacement' }>; n: number }[] = [];
  const hasAny = state.battlefield.some(
    (p) =>
      p.card && compiled(p.card).abilities.some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'graveyardReplacement')),
  );
  if (hasAny) {
    let n = 0;
    for (const r of ruleEffects(state))
      if (r.effect.kind === 'graveyardReplacement') statics.push({ source: r.source, effect: r.effect, n: n++ });
  }
  // Its own "from anywhere" ability works wherever the card is (a card's abilities that say so, 113.6).
  if (!onBattlefield && o.card) {
    compiled(o.card).abilities.forEach((a, i) => {
      if (a.kind === 'static')
        for (const e of a.effects)
          if (e.kind === 'graveyardReplacement' && e.applies.whose === 'self' && e.applies.from === 'anywhere')
            statics.push({ source: o, effect: e, n: i });
    });
  }
  for (const { source, effect, n } of statics) {
    const scope = effect.applies;
    if (scope.from === 'battlefield' && from !== 'battlefield') continue;
    if (scope.whose === 'self' ? source.id !== o.id : source.id === o.id && scope.whose !== 'any') continue;
    if (o.token && !scope.tokens) continue;
    if (scope.whose === 'opponents' && o.owner === source.controller) continue;
    if (
      scope.whose === 'opponentsCreatures' &&
      (o.controller === source.controller || !characteristicsOf(state, o).types.includes('Creature'))
    )
      continue;
    const text =
      compiled(source.card as NonNullable<GameObject['card']>).abilities.find((a) => a.kind === 'static' && a.effects.includes(effect))
        ?.text ?? 'a replacement effect';
    out.push({ id: `${source.id}.replacement.${n}`, to: effect.to, source: source.id, text: `"${text}" of ${describe(source)}` });
  }
  return out;
}

/** 616.1: several replacement effects that send the card to different zones: its controller (or owner) chooses. */
export function graveyardChoiceNeeded(state: GameState, o: GameObject, from: ZoneName): GraveyardReplacement[] | null {
  const all = graveyardReplacements(state, o, from);
  return new Set(all.map((r) => r.to)).size > 1 ? all : null;
}

/**
 * Where `o` goes instead of its owner's graveyard, if anywhere. With several effects, 616.1: the
 * one `chosen`; when they all lead to the same zone the choice changes nothing. Once one applies the
 * event is no longer a move to a graveyard, so no other applies (614.5, 616.1e).
 */
export function graveyardDestination(ctx: Ctx, o: GameObject, from: ZoneName, chosen?: string, discarding = false): GraveyardDestination {
  const all = graveyardReplacements(ctx.state, o, from, discarding);
  if (all.length === 0) return { to: 'graveyard', by: null };
  // Madness beside another exile effect: which one applies decides whether madness triggers (616.1).
  if (new Set(all.map((r) => r.to)).size > 1 || (all.length > 1 && all.some((r) => r.madness))) {
    const pick = all.find((r) => r.id === chosen);
    if (!pick) {
      throw new Unsupported(
        'UNSUPPORTED_REPLACEMENT_CHOICE',
        msg('614-replacement-effects.UNSUPPORTED_REPLACEMENT_CHOICE', {
          object: objectName(o),
          count: all.length,
          ids: all.map((r) => r.id).join(', '),
        }),
        '616.1',
      );
    }
    return { to: pick.to, by: pick };
  }
  return { to: all[0].to, by: all[0] };
}

/**
 * Puts `o`, already out of `from` (or about to be), into its owner's graveyard, or where a
 * replacement effect sends it instead (614.6: the graveyard event never happens). Emits the move.
 */
export function putIntoGraveyard(
  ctx: Ctx,
  o: GameObject,
  from: ZoneName,
  destination: GraveyardDestination = graveyardDestination(ctx, o, from),
): ZoneName {
  const owner = o.owner;
  if (destination.by?.madness) {
    ctx.trace.cite('702.35a', 'replaced', msg('614-replacement-effects.replaced', { describe: objectName(o) }), [o.id]);
  } else if (destination.by) {
    const instead =
      destination.to === 'exile'
        ? 'exiled'
        : destination.to === 'libraryBottom'
          ? "put on the bottom of its owner's library"
          : "shuffled into its owner's library";
    ctx.trace.cite(
      '614.6',
      'replaced',
      msg('614-replacement-effects.replaced.2', { describe: objectName(o), instead: instead, text: destination.by.text }),
      [o.id],
    );
  }
  // A library's last card is its bottom (its first is the top, 401.1).
  const zone = destination.to === 'libraryBottom' ? 'library' : destination.to;
  putIntoOwnerZone(ctx.state, o, zone, ctx.trace);
  if (destination.to === 'library') shuffleLibrary(ctx.state, owner);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from, to: zone, player: owner });
  if (destination.by?.madness) triggerMadness(ctx, o);
  return zone;
}

/**
 * 614.11: draws can be replaced, even from an empty library. "If you would draw a card while your
 * library has no cards in it, you win the game instead." (104.2b): the draw never happens and the
 * player's opponents leave the game. Returns true when the draw was replaced.
 */
export function replaceDraw(ctx: Ctx, playerId: string): boolean {
  const state = ctx.state;
  const player = state.players.find((p) => p.id === playerId);
  if (!player || player.library.length > 0) return false;
  const win = ruleEffects(state).find((r) => r.effect.kind === 'winInsteadOfDrawingFromEmptyLibrary' && r.source.controller === playerId);
  if (!win) return false;
  ctx.trace.cite(
    '614.11',
    'replaced',
    msg('614-replacement-effects.replaced.3', { playerId: playerId, describe: objectName(win.source) }),
    [win.source.id],
  );
  ctx.trace.cite('104.2b', 'win', msg('614-replacement-effects.win', { playerId: playerId, describe: objectName(win.source) }));
  for (const p of state.players) if (p.id !== playerId) applyLoss(ctx, p.id, '104.2b', msg('614-replacement-effects.wins', { playerId }));
  checkGameEnd(ctx);
  return true;
}

/**
 * 701.9a: a discarded card, already out of its owner's hand, goes to their graveyard, through the
 * replacement effects, its own madness included (702.35a: it is still discarded).
 */
export function putDiscardedCard(ctx: Ctx, o: GameObject, cycled = false): ZoneName {
  // 400.2: a discarded card is seen in the graveyard, and its madness (702.35a) would change where it goes: never guessed.
  if (!o.card)
    throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', msg('614-replacement-effects.UNSUPPORTED_HIDDEN_CARD', { id: o.id }), '400.2');
  requireUnderstood(ctx, o.card, worksWhenDiscarded(o.card));
  const zone = putIntoGraveyard(ctx, o, 'hand', graveyardDestination(ctx, o, 'hand', undefined, true));
  // 701.9a: its owner discarded it (whatever zone it went to); 702.29c: discarded to pay a cycling cost, it was cycled.
  ctx.trace.emit({ type: 'discard', object: o.id, player: o.owner, ...(cycled ? { cycled: true } : {}) });
  return zone;
}

/** 702.54a: bloodthirst applies only if an opponent of the entering permanent's controller was dealt damage this turn. */
function bloodthirstApplies(ctx: Ctx, o: GameObject, rule: string): boolean {
  if (opponentDamagedThisTurn(ctx.state, o.controller)) return true;
  ctx.trace.cite(
    rule,
    'entersWithCounters',
    msg('614-replacement-effects.noBloodthirst', { controller: o.controller, describe: objectName(o) }),
    [o.id],
  );
  return false;
}
