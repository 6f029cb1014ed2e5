import { Ability, Effect, Selector } from '../cards/ability';
import { manaOptionsNow, spendAllowed, spendablePool, spendFromPool } from './106-mana';
import type { SpendPurpose } from './106-mana';
import { citeManaTrigger, manaTriggers, withManaTriggers } from './605-mana-triggers';
import { compiled, hasKeyword, requireUnderstood } from '../cards/compiled';
import { formatPool, emptyPool, MANA_TYPES, ManaPool, ManaType, parsePool, poolSize } from '../cards/mana';
import { formatManaCost, parseManaCost } from '../cards/mana-cost';
import { sacrifice, sacrificedForCost } from '../keywords/701.21-sacrifice';
import { Ctx, objectName } from '../context';
import { Unsupported } from '../unsupported';
import { activationForbidden } from './604-static-abilities';
import { outsideWindow } from './602-activation-costs';
import { matchesOption } from '../select/selector';
import { conditionTrue } from '../select/condition';
import { GameObject, GameState, StackObject } from '../state/types';
import { Violation } from '../violation';
import { announcedTargets, checkTarget, describeSelector, NO_TARGET } from './115-targets';
import { checkDivision } from './601.2d-division';
import { flashbackCost, flashbackLife } from '../keywords/702.34-flashback';
import { kickerOf } from '../keywords/702.33-kicker';
import { replicateCost } from '../keywords/702.56-replicate';
import { buybackCost, buybackSacrifice } from '../keywords/702.27-buyback';
import { conspireCreatures, hasConspire, tapConspirators } from '../keywords/702.78-conspire';
import { retraceCard, retraceCosts } from '../keywords/702.81-retrace';
import { entwineCost } from '../keywords/702.42-entwine';
import { madnessCost } from '../keywords/702.35-madness';
import { alternativeCostOf, FREE_CAST_RULES, isFreeCastKeyword, isKeywordAlternativeCost } from '../keywords/alternative-costs';
import { becomeBestowed, bestowedDefinition } from '../keywords/702.103-bestow';
import { becomeFused, fusedSpellOf, hasFuse } from '../keywords/702.102-fuse';
import { overloadedCard } from '../keywords/702.96-overload';
import { checkSurge } from '../keywords/702.117-surge';
import { awakenedSpell } from '../keywords/702.113-awaken';
import { emergeReduction, emergeSacrifice } from '../keywords/702.119-emerge';
import { splitSecondViolation } from '../keywords/702.61-split-second';
import { oneSpellViolation, spellTypeViolation } from './601.3-one-spell-each-turn';
import { improviseCost, tapImprovised, withoutImprovise } from '../keywords/702.126-improvise';
import { chooseSplices, splicedCard } from '../keywords/702.47-splice';
import { AdditionalCost } from '../actions/action';
import { CardDefinition } from '../cards/card';
import { totalCost } from './601-total-cost';
import { keepPriorityAfterAction } from './117-priority';
import { abilitiesNow, characteristicsOf, colorsNow, withBoardUnchanged } from './613-layers';
import { summoningSick } from './302-creatures';
import { isMainPhase } from './505-main-phase';
import { checkPayment, findPayment, ManaSource, PaymentPlan } from './601-mana-payment';
import { morphOf } from '../keywords/702.37-morph';
import { FACE_DOWN, turnFaceDown } from './708-face-down';
import { additionalCostExiles, chooseAdditionalCosts, payAdditionalCosts } from './601-additional-costs';
import { sacrificeChoice } from './602-activating-abilities';
import { changeLife } from './119-life';
import { payWithConvoke } from '../keywords/702.51-convoke';
import { delveCost, exileDelved, withoutDelve } from '../keywords/702.66-delve';
import {
  checkUnusedFields,
  chooseWrittenAlternativeCost,
  fieldsTaken,
  payWrittenAfterMana,
  payWrittenBeforeMana,
  sharedFieldUnsupported,
  WRITTEN_ALTERNATIVE_COST,
  writtenAlternativeCostOf,
  writtenAlternativeMana,
} from './601-alternative-costs';
import { additionalCostHasX, additionalCostOf } from './601-additional-costs';
import { cardName, joined, listed, Listed, msg } from '../trace/message';

export interface CastAction {
  player: string;
  card: string;
  targets?: string[];
  /** 601.2d: the division of the spell's divided damage: target id -> share. */
  division?: Record<string, number>;
  x?: number;
  modes?: number[];
  alternativeCost?: string;
  additionalCosts?: AdditionalCost[];
  /** 702.47a-b: the ids of the cards with splice revealed from the caster's hand, in the order their effects happen. */
  splice?: string[];
  /** 702.37c: cast face down with morph. */
  faceDown?: boolean;
  /** 702.102a: both halves of a split card with fuse cast together, from the hand. */
  fuse?: boolean;
  /** 601.2h, 118.8: the permanent sacrificed, the cards discarded, to pay "As an additional cost to cast this spell, ...". */
  sacrifice?: string[];
  discard?: string[];
  /** 118.9: what pays the phrases of an alternative cost written on the card (`alternativeCost: "card"`). */
  exile?: string[];
  returnToHand?: string[];
  tapUntapped?: string[];
  payment?: {
    tap?: string[];
    pool?: string;
    /** 702.51a: the creatures tapped for convoke. */ convoke?: string[];
    /** 702.66a: the graveyard cards exiled for delve. */ delve?: string[];
    /** 702.126a: the artifacts tapped for improvise. */ improvise?: string[];
  };
}

/** The spell ability of an instant or sorcery, or null for a permanent spell. */
export function spellAbility(card: GameObject, alternativeCost?: string): Extract<Ability, { kind: 'spell' }> | null {
  const a = card.card ? compiled(card.card).abilities.find((x) => x.kind === 'spell') : undefined;
  if (!a || a.kind !== 'spell') return null;
  // 702.113a: cast for its awaken cost, the spell has the awaken ability too.
  return alternativeCost === 'awaken' && card.card ? awakenedSpell(card.card, a) : a;
}

/** The targets and effects of a spell, for the modes chosen (700.2c); effect targets renumbered. */
export function chosenSpell(
  ability: Extract<Ability, { kind: 'spell' }>,
  modes: number[] | null,
): { targets: Selector[]; effects: Effect[] } {
  if (!ability.modal) return ability;
  const targets: Selector[] = [];
  const effects: Effect[] = [];
  for (const i of modes ?? []) {
    const mode = ability.modal.modes[i];
    if (!mode) continue;
    const offset = targets.length;
    // 115.3: the targets of one word keep their word (its first target's index), renumbered with them.
    targets.push(...mode.targets.map((t) => (t.word !== undefined ? { ...t, word: t.word + offset } : t)));
    for (const e of mode.effects) {
      const moved = offset > 0 ? renumbered(e, offset) : e;
      effects.push('target' in moved ? { ...moved, target: moved.target + offset } : moved);
    }
  }
  return { targets, effects };
}

/**
 * 700.2, 608.2c: a mode's references to its own targets inside its effect ("each creature target opponent controls":
 * a player reference `{ kind: 'targetPlayer', index }`, an object reference `{ kind: 'target', index }`), moved by the
 * targets of the modes chosen before it.
 */
function renumbered<T>(value: T, offset: number): T {
  if (Array.isArray(value)) return value.map((v) => renumbered(v, offset)) as T;
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o);
  if ((o.kind === 'targetPlayer' || o.kind === 'target') && typeof o.index === 'number' && keys.length === 2)
    return { ...o, index: o.index + offset } as T;
  return Object.fromEntries(keys.map((k) => [k, renumbered(o[k], offset)])) as T;
}

/**
 * What a spell targets: its spell ability's targets for the modes chosen, or an Aura's enchant ability (303.4a).
 * 702.96b: cast for its overload cost, its text changed (702.96c) asks for none.
 */
export function castTargetSpecs(card: GameObject, modes: number[] | null, alternativeCost?: string): Selector[] {
  const ability = spellAbility(
    alternativeCost === 'overload' && card.card ? { ...card, card: overloadedCard(card.card) } : card,
    alternativeCost,
  );
  if (ability) return chosenSpell(ability, modes).targets;
  const def = card.card;
  const enchant = def ? compiled(def).abilities.find((a) => a.kind === 'enchant') : undefined;
  return enchant && enchant.kind === 'enchant' && def?.subtypes.includes('Aura') ? [enchant.target] : [];
}

/**
 * A mana ability a payment activates by itself: its cost only {T} or a sacrifice of its source, and
 * nothing else in it. One with mana in its cost (a filter), another effect (a painland's damage) or a
 * restriction is activated by its own action first (605.3a); the payment then spends the mana from the pool.
 */
export function plainManaAbility(a: Ability): boolean {
  return (
    a.kind === 'mana' &&
    a.mana === undefined &&
    a.sacrifice === undefined &&
    a.effects === undefined &&
    a.restrictions === undefined &&
    a.life === undefined &&
    a.parts === undefined &&
    a.times === undefined &&
    a.spendOnly === undefined
  );
}

/**
 * One source is one set of options in a payment: a sacrifice mana ability beside another mana ability
 * of the same permanent (Dwarven Ruins) is activated by its own action, not chosen by the payment.
 */
function paymentUses(abilities: Ability[], a: Ability): boolean {
  return plainManaAbility(a) && !(a.kind === 'mana' && a.sacrificeSelf && abilities.filter((b) => b.kind === 'mana').length > 1);
}

/** Permanents of `player` with a mana ability a payment does not activate by itself (plainManaAbility) that could be activated now. */
function otherManaSources(state: GameState, player: string, spending: Spending): GameObject[] {
  // Read-only: the layers are worked out once for the whole battlefield, not once per permanent.
  return withBoardUnchanged(state, () => findOtherManaSources(state, player, spending));
}

function findOtherManaSources(state: GameState, player: string, spending: Spending): GameObject[] {
  return state.battlefield.filter(
    (o) =>
      o.controller === player &&
      !o.phasedOut &&
      o.card &&
      !activationForbidden(state, o) &&
      abilitiesNow(state, o).some(
        (a, _, all) =>
          a.kind === 'mana' &&
          !paymentUses(all, a) &&
          !(a.tap && (o.tapped || summoningSick(state, o))) &&
          // 106.6: mana this payment could not spend could not have paid.
          !(a.spendOnly && !spendAllowed(state, a.spendOnly, spending.purpose, spending.costHasX, player)),
      ),
  );
}

/**
 * 118.3, 605.3a: a player found unable to pay from their pool and plain mana abilities (manaSources) might still
 * pay with a mana ability a payment does not activate by itself (a filter, "Sacrifice a creature: Add {C}{C}"):
 * "cannot pay" is then not concluded but refused (thrown), never guessed.
 */
export function refuseIfOtherManaSources(
  state: GameState,
  player: string,
  spending: Spending = { costHasX: false },
  excluded: string | null = null,
): void {
  const others = otherManaSources(state, player, spending).filter((o) => o.id !== excluded);
  if (others.length === 0) return;
  throw new Unsupported(
    'UNSUPPORTED_ACTION',
    msg('601-casting-spells.UNSUPPORTED_ACTION.manaFirst', {
      objects: joined(
        others.map((o) => objectName(o)),
        ', ',
      ),
    }),
    '605.3a',
  );
}

/** Untapped permanents of `player` with a {T} mana ability (605.1a) that can be activated now (302.6). */
export function manaSources(state: GameState, player: string): ManaSource[] {
  return withBoardUnchanged(state, () => findManaSources(state, player));
}

/** The mana one tap of `o` may add by its plain {T} mana abilities (613.1f: one tap, any one of them). */
function tapOptions(state: GameState, o: GameObject): ManaType[][] {
  return distinct(
    abilitiesNow(state, o).flatMap((b) =>
      b.kind === 'mana' && plainManaAbility(b) && b.tap && !b.sacrificeSelf ? manaOptionsNow(state, o, b) : [],
    ),
  );
}

const distinct = (options: ManaType[][]): ManaType[][] => [...new Map(options.map((m) => [m.join(''), m] as const)).values()];

/** Whether some permanent has a triggered mana ability (605.1b). */
function anyManaTrigger(state: GameState): boolean {
  return state.battlefield.some((o) => !o.phasedOut && o.card && abilitiesNow(state, o).some((a) => a.kind === 'manaTrigger'));
}

function findManaSources(state: GameState, player: string): ManaSource[] {
  const out: ManaSource[] = [];
  const triggers = anyManaTrigger(state);
  for (const o of state.battlefield) {
    if (o.controller !== player || o.phasedOut || !o.card) continue;
    // 602.5: a permanent whose activated abilities can't be activated (Arrest) adds no mana.
    if (activationForbidden(state, o)) continue;
    // A tapped permanent can still be sacrificed for mana when its ability has no {T} (111.10c Gold).
    const own = compiled(o.card).abilities;
    const untapOnly = o.tapped && !own.some((a) => a.kind === 'mana' && paymentUses(own, a) && !a.tap && a.sacrificeSelf);
    if (untapOnly) continue;
    // 302.6: a creature's {T} abilities need it to have been under control since the turn began.
    const sick = summoningSick(state, o);
    const now = abilitiesNow(state, o);
    for (const a of now) {
      if (a.kind !== 'mana' || !paymentUses(now, a) || (a.tap ? o.tapped || sick : !a.sacrificeSelf)) continue;
      // 613.1f: a land with a granted "{T}: Add one mana of any color." taps once, for any one of its {T} mana abilities.
      // 607.2d: "one mana of the chosen color" is the color chosen as it entered.
      // 605.4a: tapped for mana, it adds the mana of the triggered mana abilities it sets off too (106.12a).
      const options = a.sacrificeSelf
        ? manaOptionsNow(state, o, a)
        : distinct(tapOptions(state, o).flatMap((m) => (triggers ? withManaTriggers(state, o, player, m) : [m])));
      const types = characteristicsOf(state, o).types;
      const permanent = types.includes('Creature') ? 'creature' : types.includes('Land') ? 'land' : 'other';
      out.push(
        a.sacrificeSelf
          ? { id: o.id, options: manaOptionsNow(state, o, a), snow: o.card.supertypes.includes('Snow'), sacrifice: true, permanent }
          : { id: o.id, options, snow: o.card.supertypes.includes('Snow'), permanent },
      );
      break;
    }
  }
  return out;
}

/**
 * 601.2: casting a spell, each step in the rules' order. Returns violations; the caller puts
 * the board back as it was when there are any (601.2e, 733).
 */
export function castSpell(ctx: Ctx, action: CastAction, options: { duringResolution?: boolean } = {}): Violation[] {
  const state = ctx.state;
  const player = state.players.find((p) => p.id === action.player);
  if (!player) return [];
  // 702.35a: a card is cast with madness only as its madness trigger resolves (608.2g).
  const madness = action.alternativeCost === 'madness';
  if (madness && !options.duringResolution) {
    return [
      {
        code: 'NOT_MADNESS_TIME',
        rule: '702.35a',
        message: msg('601-casting-spells.NOT_MADNESS_TIME', { card: action.card }),
      },
    ];
  }
  // 702.62a, 702.88a, 702.85a: a card is cast through suspend, rebound or cascade only as their trigger resolves (608.2g), from exile.
  const free = isFreeCastKeyword(action.alternativeCost) ? action.alternativeCost : undefined;
  if (free && !options.duringResolution) {
    return [
      {
        code: 'NOT_FREE_CAST_TIME',
        rule: FREE_CAST_RULES[free],
        message: msg('601-casting-spells.NOT_FREE_CAST_TIME', { card: action.card, keyword: free }),
      },
    ];
  }
  // 117.1: only the player with priority may cast a spell (608.2g: or one an effect lets cast during a resolution).
  if (!options.duringResolution && state.turn.priority !== action.player) {
    return [
      {
        code: 'NO_PRIORITY',
        rule: '117.1',
        message: msg('601-casting-spells.NO_PRIORITY', {
          player: action.player,
          pValue: state.turn.priority ? msg('priority.heHas', { player: state.turn.priority }) : '',
        }),
      },
    ];
  }
  // 702.61a: no other spell is cast while a spell with split second is on the stack (608.2g casts included).
  const locked = splitSecondViolation(state, 'cast');
  if (locked) return [locked];
  // 601.3: "Each player can't cast more than one spell each turn." (608.2g casts included).
  const limited = oneSpellViolation(state, action.player);
  if (limited) return [limited];
  // 118.9a: casting face down (702.37c) is an alternative cost: no other one with it.
  if (action.faceDown && action.alternativeCost !== undefined) {
    return [
      {
        code: 'ONE_ALTERNATIVE_COST',
        rule: '118.9a',
        message: msg('601-casting-spells.ONE_ALTERNATIVE_COST', { alternativeCost: action.alternativeCost }),
      },
    ];
  }
  // 601.3: a card is cast from its owner's hand, or from elsewhere with a permission (702.34a flashback).
  const fromGraveyard = action.alternativeCost === 'flashback';
  // 118.9: a keyword's alternative cost paid from the hand (702.74a evoke, 702.109a dash).
  const keywordCost = isKeywordAlternativeCost(action.alternativeCost) && !free ? action.alternativeCost : undefined;
  // 118.9: the alternative cost written on the card itself ("rather than pay CARDNAME's mana cost").
  const written = action.alternativeCost === WRITTEN_ALTERNATIVE_COST;
  // 702.81a: a card with retrace, not in the hand but in its owner's graveyard, is cast from there.
  const retrace =
    !fromGraveyard &&
    !madness &&
    !free &&
    action.alternativeCost === undefined &&
    !action.faceDown &&
    !player.hand.some((o) => o.id === action.card)
      ? retraceCard(state, action.player, action.card) !== null
      : false;
  // 702.102a: fuse works only while the split card is in its owner's hand: a fused split spell is cast from there only.
  if (action.fuse && (fromGraveyard || madness || free || retrace || !player.hand.some((o) => o.id === action.card))) {
    const elsewhere = [...player.graveyard, ...player.library, ...state.exile, ...state.battlefield].some((o) => o.id === action.card);
    if (elsewhere || fromGraveyard || madness || free || retrace)
      return [{ code: 'FUSE_NOT_FROM_HAND', rule: '702.102a', message: msg('702.102-fuse.NOT_FROM_HAND', { card: action.card }) }];
  }
  const zone = fromGraveyard || retrace ? player.graveyard : madness || free ? state.exile : player.hand;
  const index = zone.findIndex((o) => o.id === action.card && (!(madness || free) || o.owner === action.player));
  if (index < 0 && !fromGraveyard && !madness && !free) {
    // 113.6f: a line not understood may be the permission to cast it from where it is ("You may cast CARDNAME from your graveyard"): never read as blank.
    const elsewhere = [...player.graveyard, ...state.exile].find((o) => o.id === action.card && o.owner === action.player);
    if (elsewhere?.card) requireUnderstood(ctx, elsewhere.card, (l) => /\b(?:cast|play)\b[^.]*\bfrom\b/i.test(l));
  }
  if (index < 0) {
    return [
      {
        code: fromGraveyard ? 'NOT_IN_GRAVEYARD' : free ? 'NOT_IN_EXILE' : 'NOT_IN_HAND',
        rule: '601.3',
        message: fromGraveyard
          ? msg('601-casting-spells.violation', { card: action.card, player: action.player })
          : free
            ? msg('601-casting-spells.NOT_IN_EXILE', { card: action.card, player: action.player })
            : msg('601-casting-spells.violation.2', { card: action.card, player: action.player }),
      },
    ];
  }
  if (action.alternativeCost !== undefined && action.alternativeCost !== 'flashback' && !madness && !free && !keywordCost && !written) {
    return [
      {
        code: 'NO_SUCH_ALTERNATIVE_COST',
        rule: '118.9',
        message: msg('601-casting-spells.NO_SUCH_ALTERNATIVE_COST', { alternativeCost: action.alternativeCost }),
      },
    ];
  }
  const card = zone[index];
  // 113.6b: a line not understood may be what lets it be cast from there (a flashback it cannot read): never read as blank.
  if (fromGraveyard && card.card && flashbackCost(card.card) === null) requireUnderstood(ctx, card.card);
  if (fromGraveyard && (!card.card || flashbackCost(card.card) === null)) {
    return [{ code: 'NO_FLASHBACK', rule: '601.3', message: msg('601-casting-spells.NO_FLASHBACK', { card: action.card }) }];
  }
  if (!card.card) return [{ code: 'HIDDEN_CARD', rule: '601.2a', message: msg('601-casting-spells.HIDDEN_CARD', { card: action.card }) }];
  // 702.37d: a card is cast face down only with a morph ability; 118.9a: one alternative cost at most.
  const morph = action.faceDown ? morphOf(card.card) : null;
  if (action.faceDown && !morph)
    return [
      {
        code: 'NO_MORPH',
        rule: '702.37d',
        message: msg('601-casting-spells.NO_MORPH', { name: cardName(card.card) }),
      },
    ];
  let def: CardDefinition = card.card;
  if (def.types.includes('Land'))
    return [{ code: 'LAND_NOT_CAST', rule: '305.1', message: msg('601-casting-spells.LAND_NOT_CAST', { name: cardName(def) }) }];
  requireUnderstood(ctx, def);
  // 702.102a-b: fused, both halves are cast together: what follows sees the combined characteristics.
  const fusing = action.fuse ? fusedSpell(ctx, def) : null;
  if (fusing && 'code' in fusing) return [fusing];
  if (fusing) def = fusing.def;
  if (keywordCost && alternativeCostOf(def, keywordCost) === null)
    return [
      {
        code: 'NO_SUCH_ALTERNATIVE_COST',
        rule: '118.9',
        message: msg('601-casting-spells.NO_KEYWORD_COST', { name: cardName(def), keyword: keywordCost }),
      },
    ];
  // 702.117a: the surge cost only after another spell this turn.
  const surge = keywordCost === 'surge' ? checkSurge(state, action.player, def) : null;
  if (surge) return [surge];
  if (written && writtenAlternativeCostOf(def) === null)
    return [
      {
        code: 'NO_SUCH_ALTERNATIVE_COST',
        rule: '118.9',
        message: msg('601-alternative-costs.NO_WRITTEN_COST', { name: cardName(def) }),
      },
    ];
  // 118.8: `exile` names the cards an additional cost exiles from the graveyard, when the spell has one.
  // 702.78a: with conspire announced, `tapUntapped` names the two creatures tapped for it (unless the written cost takes it).
  const conspiring = (action.additionalCosts ?? []).includes('conspire');
  if (conspiring && written && fieldsTaken(def).has('tapUntapped')) throw sharedFieldUnsupported(def, 'tapUntapped');
  const unused = checkUnusedFields(
    {
      ...action,
      ...(additionalCostExiles(def) ? { exile: undefined } : {}),
      ...(conspiring && !written ? { tapUntapped: undefined } : {}),
    },
    written,
  );
  if (unused) return [unused];
  // 702.37c, 708.4: turned face down before it is put onto the stack: what follows sees only a 2/2 creature spell.
  if (morph) def = FACE_DOWN;
  // 702.103b, 702.103d: cast bestowed, it is an Aura spell with enchant creature: only those characteristics are evaluated.
  const bestowing = keywordCost === 'bestow';
  if (bestowing) def = bestowedDefinition(def);
  // 608.2g: a spell cast during a resolution is cast then, whatever its type (117.1a does not apply).
  const timing = options.duringResolution ? null : checkTiming(state, action.player, def.types, hasKeyword(def, 'flash'));
  // 702.8a, 601.2f: "You may cast CARDNAME as though it had flash if you pay {2} more": at a time its type alone would not
  // allow, it is cast as an instant could be, with that additional cost.
  const flashFor = timing ? flashPermission(def) : null;
  if (timing && !flashFor) return [timing];
  // 601.3: "You can't cast creature spells." (the spell as it would be cast: face down, bestowed).
  const prohibited = spellTypeViolation(state, action.player, def.types);
  if (prohibited) return [prohibited];
  // 601.3, 101.2: "Cast CARDNAME only during combat": a prohibition, even for a spell cast during a resolution.
  const restricted = castRestrictionViolation(state, action.player, def, card.id);
  if (restricted) return [restricted];
  const additional = checkAdditionalCosts(def, action.additionalCosts ?? []);
  if (additional) return [additional];
  // 601.2b, 702.47a: the cards to splice onto it are revealed from the hand as it is announced.
  const splices = action.splice && action.splice.length > 0 ? chooseSplices(ctx, action.player, card, def, action.splice) : [];
  if (!Array.isArray(splices)) return [splices];

  // 601.2a: the card moves to the stack and becomes a spell.
  zone.splice(index, 1);
  if (morph) turnFaceDown(card);
  if (bestowing) becomeBestowed(card);
  if (fusing) becomeFused(card, fusing.def);
  const spell: StackObject = { id: card.id, controller: action.player, object: card, ability: null, targets: [], x: null, modes: null };
  if (fromGraveyard) spell.flashback = true;
  if (keywordCost) spell.alternativeCost = keywordCost;
  if (free) spell.alternativeCost = free;
  if (fromGraveyard || retrace) spell.castFrom = 'graveyard';
  else if (madness || free) spell.castFrom = 'exile';
  if (action.additionalCosts && action.additionalCosts.length > 0) spell.additionalCosts = [...action.additionalCosts];
  if (splices.length > 0) spell.spliced = splices;
  card.controller = action.player;
  state.stack.push(spell);
  if (morph)
    ctx.trace.cite(
      '702.37c',
      'castFaceDown',
      msg('601-casting-spells.castFaceDown', { player: action.player, id: card.id, pValue: morph.mega ? 'megamorph' : 'morph' }),
      [card.id],
    );
  ctx.trace.cite(
    '601.2a',
    'castSpell',
    msg('601-casting-spells.castSpell', {
      describe: objectName(card),
      pValue: fromGraveyard
        ? msg('zone.graveyardFlashback', { player: action.player })
        : retrace
          ? msg('zone.graveyardRetrace', { player: action.player })
          : madness
            ? msg('zone.exileMadness')
            : free
              ? msg(free === 'suspend' ? 'zone.exileSuspend' : free === 'rebound' ? 'zone.exileRebound' : 'zone.exileCascade')
              : msg('zone.hand', { player: action.player }),
    }),
    [card.id],
  );
  if (bestowing)
    ctx.trace.cite('702.103b', 'castBestowed', msg('702.103-bestow.cast', { describe: objectName(card), player: action.player }), [
      card.id,
    ]);
  if (fusing) {
    ctx.trace.cite('702.102a', 'fuse', msg('702.102-fuse.cast', { describe: objectName(card), player: action.player }), [card.id]);
    ctx.trace.cite('702.102b', 'fused', msg('702.102-fuse.characteristics', { name: cardName(def), cost: def.manaCost }), [card.id]);
  }
  if (retrace)
    ctx.trace.cite('702.81a', 'retrace', msg('702.81-retrace.cast', { describe: objectName(card), player: action.player }), [card.id]);
  ctx.trace.emit({
    type: 'zoneChange',
    object: card.id,
    from: fromGraveyard || retrace ? 'graveyard' : madness || free ? 'exile' : 'hand',
    to: 'stack',
    player: action.player,
  });

  // 601.2b: the value of X is announced with the other choices (107.3a).
  // 601.2f, 118.9: with flashback, its cost replaces the mana cost.
  // 702.35b: with madness, its madness cost. 702.62d, 702.88b, 702.85a: through suspend, rebound or cascade, nothing.
  const cost = parseManaCost(
    free
      ? '{0}'
      : fromGraveyard
        ? (flashbackCost(def) ?? def.manaCost)
        : madness
          ? (madnessCost(def) ?? def.manaCost)
          : keywordCost
            ? (alternativeCostOf(def, keywordCost) ?? def.manaCost)
            : written
              ? (writtenAlternativeMana(def) ?? def.manaCost)
              : def.manaCost,
  );
  if (!cost) throw new Error(`unparsable mana cost ${def.manaCost} of ${def.name}`);
  // 702.102c: the total cost of a fused split spell includes the mana cost of each half.
  if (fusing) ctx.trace.cite('702.102c', 'fusedCost', msg('702.102-fuse.cost', { name: cardName(def), cost: def.manaCost }), [card.id]);
  // 118.6: a card with no mana cost cast for its mana cost: the cost is unpayable (118.6a: an alternative cost may be paid).
  const printedCost = !free && !fromGraveyard && !madness && !keywordCost && !written && !morph;
  if (printedCost && cost.symbols.length === 0)
    return [{ code: 'UNPAYABLE_COST', rule: '118.6', message: msg('601-casting-spells.UNPAYABLE_COST', { name: cardName(def) }) }];
  // 107.3a: an X in its mana cost, or only in its additional cost ("As an additional cost to cast CARDNAME, pay X life.").
  const hasX = cost.symbols.some((s) => s.kind === 'x') || additionalCostHasX(def);
  if (hasX) {
    if (action.x === undefined)
      return [{ code: 'X_NOT_CHOSEN', rule: '107.3a', message: msg('601-casting-spells.X_NOT_CHOSEN', { name: cardName(def) }) }];
    spell.x = action.x;
    ctx.trace.cite('601.2b', 'announceX', msg('601-casting-spells.announceX', { player: action.player, xValue: action.x }));
    // 107.3b: cast without paying its mana cost, the only legal value of an X of its mana cost is 0.
  } else if (action.x !== undefined && !(free && action.x === 0)) {
    return [{ code: 'NO_X', rule: '107.3', message: msg('601-casting-spells.NO_X', { name: cardName(def) }) }];
  }

  // 601.2b: the optional additional costs the caster intends to pay (118.8a).
  if (spell.additionalCosts)
    ctx.trace.cite(
      '601.2b',
      'announceCosts',
      msg('601-casting-spells.announceCosts', { player: action.player, describeAdditional: describeAdditional(spell.additionalCosts) }),
    );
  // 702.47b-c: with cards spliced onto it, the spell has their rules text after its own (their targets after its own).
  if (spell.spliced) {
    const ids = action.splice ?? [];
    ctx.trace.cite(
      '702.47a',
      'splice',
      msg('702.47-splice.revealed', {
        player: action.player,
        name: cardName(def),
        cards: listed(
          spell.spliced.map((c, i) => `${cardName(c.card)} (${ids[i]})`),
          'and',
        ),
      }),
      [...ids],
    );
    requireUnderstood(ctx, splicedCard(card.card, spell.spliced));
  }
  const asCast = spell.spliced ? { ...card, card: splicedCard(card.card, spell.spliced) } : card;
  const ability = spellAbility(asCast);
  const entwined = spell.additionalCosts?.includes('entwine') ?? false;
  if (ability?.modal && entwined) {
    // 702.42a: with entwine, every mode is chosen; 702.42b: followed in the order written.
    const all = ability.modal.modes.map((_, i) => i);
    if (action.modes !== undefined && (action.modes.length !== all.length || !all.every((i) => action.modes?.includes(i)))) {
      return [
        {
          code: 'INVALID_MODES',
          rule: '702.42a',
          message: msg('601-casting-spells.INVALID_MODES', { name: cardName(def), all: all.join(', ') }),
        },
      ];
    }
    spell.modes = all;
    ctx.trace.cite('702.42a', 'chooseModes', msg('601-casting-spells.chooseModes', { name: cardName(def), player: action.player }));
  } else if (ability?.modal) {
    const m = ability.modal;
    const chosen = action.modes ?? [];
    if (
      chosen.length < m.min ||
      chosen.length > m.max ||
      // 700.2d: the same mode twice only where the spell says "You may choose the same mode more than once".
      (!m.repeatable && new Set(chosen).size !== chosen.length) ||
      chosen.some((i) => !Number.isInteger(i) || i < 0 || i >= m.modes.length)
    ) {
      return [
        {
          code: 'INVALID_MODES',
          rule: '700.2a',
          message: msg('601-casting-spells.INVALID_MODES.2', {
            name: cardName(def),
            pValue: m.min === m.max ? m.min : `${m.min} to ${m.max}`,
            pValue2: m.modes.length - 1,
          }),
        },
      ];
    }
    spell.modes = [...chosen];
    ctx.trace.cite(
      '601.2b',
      'chooseModes',
      msg('601-casting-spells.chooseModes.2', {
        player: action.player,
        chosen: listed(
          chosen.map((i) => `"${m.modes[i].text}"`),
          'and',
        ),
      }),
    );
  } else if (action.modes !== undefined) {
    return [{ code: 'NOT_MODAL', rule: '700.2', message: msg('601-casting-spells.NOT_MODAL', { name: cardName(def) }) }];
  }
  // 601.2c: targets, one legal object or player per target the spell asks for (700.2c: of the chosen modes).
  const specs = castTargetSpecs(asCast, spell.modes, spell.alternativeCost);
  // 115.6: "up to N": a target may be left unchosen (NO_TARGET, or left out at the end).
  const announced = announcedTargets(specs, action.targets ?? []);
  if (announced !== null && !Array.isArray(announced)) return [announced];
  const targets = announced ?? action.targets ?? [];
  if (targets.length !== specs.length) {
    return [
      {
        code: 'WRONG_TARGET_COUNT',
        rule: '601.2c',
        message: msg('601-casting-spells.WRONG_TARGET_COUNT', {
          name: cardName(def),
          length: specs.length,
          pValue: specs.length > 0 ? joined(specs.map(describeSelector), ', ') : msg('word.none'),
          length2: targets.length,
        }),
      },
    ];
  }
  for (let i = 0; i < specs.length; i++) {
    if (targets[i] === NO_TARGET) continue;
    const v = checkTarget(state, specs[i], targets[i], action.player, colorsNow(state, card), spell.id, card.id, card.card, spell.x);
    if (v) return [v];
  }
  spell.targets = [...targets];
  // 608.2c: the modes are followed in the order written, whatever order they were named in; their targets go with them.
  const modal = ability?.modal;
  if (modal && spell.modes && spell.modes.some((m, i) => i > 0 && m < (spell.modes?.[i - 1] ?? 0))) {
    // 700.2d: a mode chosen more than once appears that many times in sequence, each time with its own targets.
    const slices: { mode: number; targets: string[] }[] = [];
    let at = 0;
    for (const m of spell.modes) {
      const n = modal.modes[m].targets.length;
      slices.push({ mode: m, targets: spell.targets.slice(at, at + n) });
      at += n;
    }
    slices.sort((a, b) => a.mode - b.mode);
    spell.modes = slices.map((x) => x.mode);
    spell.targets = slices.flatMap((x) => x.targets);
  }
  const chosen = targets.filter((t) => t !== NO_TARGET);
  if (chosen.length > 0)
    ctx.trace.cite(
      '601.2c',
      'chooseTargets',
      msg('601-casting-spells.chooseTargets', { name: cardName(def), targets: chosen.join(', ') }),
      chosen,
    );
  for (const t of chosen) ctx.trace.emit({ type: 'targeted', object: t, by: spell.id, controller: action.player });
  // 601.2d: the division of divided damage is announced with the targets, each at least 1.
  const divisionRefused = checkDivision(
    ability ? chosenSpell(ability, spell.modes).effects : [],
    spell.targets,
    action.division,
    cardName(def),
  );
  if (divisionRefused) return [divisionRefused];
  if (action.division) {
    spell.division = { ...action.division };
    ctx.trace.cite(
      '601.2d',
      'divide',
      msg('601.2d-division.announce', {
        player: action.player,
        name: cardName(def),
        shares: joined(
          Object.entries(action.division).map(([id, n]) => msg('601.2d-division.share', { id, share: n })),
          ', ',
        ),
      }),
      Object.keys(action.division),
    );
  }

  // 702.119c: the creature sacrificed for emerge was chosen with the emerge cost (601.2b).
  const emerged = keywordCost === 'emerge' ? emergeSacrifice(state, action, card) : null;
  if (emerged && 'code' in emerged) return [emerged];
  // 601.2f: the total cost: mana or alternative cost, additional costs, increases, reductions; then locked in.
  const total = totalCost(state, action.player, def, {
    alternativeCost: fromGraveyard ? 'flashback' : madness ? 'madness' : morph ? 'morph' : written ? 'card' : (free ?? keywordCost),
    additionalCosts: spell.additionalCosts,
    spliced: spell.spliced?.map((c) => c.card),
    x: spell.x ?? 0,
    ...(spell.modes && spell.modes.length > 1 ? { modesBeyondFirst: spell.modes.length - 1 } : {}),
    ...(emerged ? { emerged: emergeReduction(state, emerged) } : {}),
    ...(flashFor ? { flashCost: flashFor.extraCost } : {}),
  });
  if (!total) throw new Error(`unreadable cost for ${def.name}`);
  for (const step of total.steps.slice(1)) ctx.trace.cite(step.rule, 'costChange', step.text);
  ctx.trace.cite(
    '601.2f',
    'totalCost',
    msg('601-casting-spells.totalCost', {
      pValue: formatManaCost(total.cost) || '{0}',
      text: total.steps[0].text,
      pValue2: total.steps.length > 1 ? msg('601-casting-spells.withChanges') : '',
    }),
  );
  // 601.2f, 118.8: a mandatory additional cost ("sacrifice a creature", "discard a card"): what pays it is named now.
  // 702.81a: through retrace, the land card discarded is that additional cost.
  // 118.9: the fields that pay the written alternative cost's phrases pay nothing else.
  const taken = written ? fieldsTaken(def) : emerged ? new Set<string>(['sacrifice']) : new Set<string>();
  const additionalOf = additionalCostOf(def);
  for (const field of ['sacrifice', 'discard', 'exile'] as const)
    if (
      taken.has(field) &&
      additionalOf &&
      (field === 'sacrifice'
        ? additionalOf.sacrifice
        : field === 'discard'
          ? additionalOf.discard || additionalOf.parts?.some((p) => p.kind === 'discard')
          : additionalCostExiles(def))
    )
      throw sharedFieldUnsupported(def, field);
  // 702.27a: the land a buyback cost sacrifices, when buyback is announced, is named in `sacrifice`.
  const buybackSac = (action.additionalCosts ?? []).includes('buyback') ? buybackSacrifice(def) : null;
  if (buybackSac && (taken.has('sacrifice') || additionalOf?.sacrifice)) throw sharedFieldUnsupported(def, 'sacrifice');
  const boughtBackWith = buybackSac ? sacrificeChoice(state, buybackSac, action, card) : null;
  if (boughtBackWith && 'code' in boughtBackWith) return [boughtBackWith];
  const forAdditional = {
    ...action,
    sacrifice: taken.has('sacrifice') || buybackSac ? undefined : action.sacrifice,
    discard: taken.has('discard') ? undefined : action.discard,
    exile: taken.has('exile') ? undefined : action.exile,
  };
  const chosenCosts = retrace ? retraceCosts(state, def, action) : chooseAdditionalCosts(state, def, card, forAdditional);
  if ('code' in chosenCosts) return [chosenCosts];
  // 702.34a, 119.4: life in the flashback cost is paid only by a player with at least that much life (118.3).
  const flashbackLifeCost = fromGraveyard ? flashbackLife(def) : 0;
  if (flashbackLifeCost > 0 && player.life < flashbackLifeCost + (chosenCosts.life ?? 0))
    return [
      {
        code: 'CANNOT_PAY_LIFE',
        rule: '119.4',
        message: msg('601-additional-costs.CANNOT_PAY_LIFE', {
          player: action.player,
          life: player.life,
          life2: flashbackLifeCost + (chosenCosts.life ?? 0),
        }),
      },
    ];
  // 702.78a, 601.2h: the two creatures that pay the conspire cost, checked against the spell's colors on the stack.
  const conspirators = conspiring ? conspireCreatures(state, action, card) : [];
  if (!Array.isArray(conspirators)) return [conspirators];
  // 702.119c, 601.2h: the creature chosen for emerge is sacrificed with the rest of the total cost.
  if (emerged) Object.assign(chosenCosts, { sacrificed: emerged, forEmerge: true });
  // 601.2h: what pays the written alternative cost is named and checked before anything is paid.
  const alternative = written ? chooseWrittenAlternativeCost(state, def, card, action) : null;
  if (alternative && 'code' in alternative) return [alternative];
  if (alternative) {
    ctx.trace.cite(
      '118.9',
      'alternativeCost',
      msg('601-alternative-costs.announced', { player: action.player, name: cardName(def), text: alternative.text }),
      [card.id],
    );
    payWrittenBeforeMana(ctx, alternative, action.player);
  }
  // 601.2g-h: mana abilities, then payment.
  // 702.66a: cards exiled for delve pay generic mana of the total cost; the rest is paid with mana.
  const delved = delveCost(state, action, def, total.cost);
  if ('code' in delved) return [delved];
  // 702.126a: artifacts tapped for improvise pay generic mana too; they tap before any mana ability is activated.
  const improvised = improviseCost(state, action, def, delved.cost);
  if ('code' in improvised) return [improvised];
  tapImprovised(ctx, action.player, def, improvised.artifacts);
  if (conspirators.length > 0) tapConspirators(ctx, action.player, card, conspirators);
  const paying = withoutImprovise(withoutDelve(action));
  // 106.1, 601.2h: the mana spent to cast it, remembered by the spell (and the permanent it becomes, 702.44a).
  const spent = emptyPool();
  // 106.6: the mana is spent to cast this spell (restricted mana may pay it only if its restriction allows).
  const outer = ctx.spendingOn;
  ctx.spendingOn = { spell };
  let violation: Violation | null;
  try {
    violation =
      paying.payment?.convoke !== undefined
        ? payWithConvoke(ctx, paying, def, improvised.cost, spent)
        : payManaCost(ctx, paying, improvised.cost, 0, null, spent);
  } finally {
    ctx.spendingOn = outer;
  }
  if (violation) return [violation];
  if (poolSize(spent) > 0) spell.manaSpent = spent;
  exileDelved(ctx, action.player, def, delved.cards);
  if (alternative) payWrittenAfterMana(ctx, alternative, action.player, card);
  if (flashbackLifeCost > 0)
    changeLife(
      ctx,
      action.player,
      -flashbackLifeCost,
      '119.4',
      msg('why.payLifeFlashback', { player: action.player, life: flashbackLifeCost }),
    );
  if (boughtBackWith) {
    const land = state.battlefield.find((p) => p.id === boughtBackWith.id);
    if (!land)
      return [
        { code: 'CANNOT_SACRIFICE', rule: '118.3', message: msg('601-additional-costs.CANNOT_SACRIFICE', { id: boughtBackWith.id }) },
      ];
    sacrifice(ctx, land, '702.27a', ' as part of the buyback cost (601.2h)');
  }
  const unpaid = payAdditionalCosts(ctx, action.player, chosenCosts, card);
  if (unpaid) return [unpaid];
  // 608.2h: the permanent sacrificed for the additional cost, as it last existed, for "the sacrificed creature's power".
  const lastKnown = chosenCosts.sacrificed && !chosenCosts.forEmerge ? sacrificedForCost(ctx, chosenCosts.sacrificed.id) : null;
  if (lastKnown) spell.sacrificed = lastKnown;
  // 601.2i: the spell becomes cast; its caster receives priority (117.3c).
  ctx.trace.cite('601.2i', 'spellCast', msg('601-casting-spells.spellCast', { describe: objectName(card) }));
  state.turn.spellsCast += 1;
  state.turn.spellsCastBy[action.player] = (state.turn.spellsCastBy[action.player] ?? 0) + 1;
  ctx.trace.emit({ type: 'cast', object: card.id, player: action.player, types: [...def.types] });
  // 608.2g: cast during a resolution, nobody receives priority; the resolving ability goes on.
  if (!options.duringResolution) keepPriorityAfterAction(ctx, action.player, '117.3c');
  return [];
}

/**
 * 601.2b: the additional costs announced must be ones the spell has: kicker (702.33a), once
 * unless it is multikicker (702.33c-d); buyback (702.27a) and entwine (702.42a) once each;
 * replicate (702.56a) any number of times.
 */
/**
 * 702.102a: the fused split spell a cast with `fuse` makes of the card, or why it cannot: the card
 * must have fuse (a split card); both halves must be known and understood (the other half's text
 * matters now as well).
 */
function fusedSpell(ctx: Ctx, def: CardDefinition): { def: CardDefinition } | Violation {
  if (!hasFuse(def)) return { code: 'NO_FUSE', rule: '702.102a', message: msg('702.102-fuse.NO_FUSE', { name: cardName(def) }) };
  const made = fusedSpellOf(def);
  if ('missing' in made)
    throw new Unsupported('UNSUPPORTED_CARD', msg('702.102-fuse.UNSUPPORTED_HALF', { name: cardName(def), half: made.missing }), '709.1');
  if ('unsupported' in made)
    throw new Unsupported('UNSUPPORTED_CARD', msg('702.102-fuse.UNSUPPORTED', { name: cardName(def) }), '702.102b');
  requireUnderstood(ctx, made.def);
  return made;
}

export function checkAdditionalCosts(def: CardDefinition, costs: readonly AdditionalCost[]): Violation | null {
  const count = (c: AdditionalCost) => costs.filter((x) => x === c).length;
  const kicker = kickerOf(def);
  // 708.4: a face-down spell has no name and no kicker.
  if (count('kicker') > 0 && !kicker)
    return {
      code: 'NO_SUCH_ADDITIONAL_COST',
      rule: '702.33a',
      message: msg('601-casting-spells.NO_SUCH_ADDITIONAL_COST', { pValue: def.name ? cardName(def) : msg('object.aFaceDownSpell') }),
    };
  // 702.33b: "kicker2" names the second cost of "Kicker [cost 1] and/or [cost 2]".
  if (count('kicker2') > 0 && kicker?.cost2 === undefined)
    return {
      code: 'NO_SUCH_ADDITIONAL_COST',
      rule: '702.33b',
      message: msg('601-casting-spells.NO_SUCH_ADDITIONAL_COST.kicker2', { name: def.name ? cardName(def) : msg('object.aFaceDownSpell') }),
    };
  // 702.33b, 702.33d: each of two kicker costs is paid at most once.
  if (kicker?.cost2 !== undefined && (count('kicker') > 1 || count('kicker2') > 1))
    return {
      code: 'ADDITIONAL_COST_TWICE',
      rule: '702.33b',
      message: msg('601-casting-spells.ADDITIONAL_COST_TWICE.3', { name: cardName(def) }),
    };
  if (count('kicker') > 1 && !kicker?.multi)
    return {
      code: 'ADDITIONAL_COST_TWICE',
      rule: '702.33d',
      message: msg('601-casting-spells.ADDITIONAL_COST_TWICE', { name: cardName(def) }),
    };
  if (count('buyback') > 0 && buybackCost(def) === null)
    return {
      code: 'NO_SUCH_ADDITIONAL_COST',
      rule: '702.27a',
      message: msg('601-casting-spells.NO_SUCH_ADDITIONAL_COST.2', { name: cardName(def) }),
    };
  if (count('entwine') > 0 && entwineCost(def) === null)
    return {
      code: 'NO_SUCH_ADDITIONAL_COST',
      rule: '702.42a',
      message: msg('601-casting-spells.NO_SUCH_ADDITIONAL_COST.3', { name: cardName(def) }),
    };
  if (count('replicate') > 0 && replicateCost(def) === null)
    return {
      code: 'NO_SUCH_ADDITIONAL_COST',
      rule: '702.56a',
      message: msg('601-casting-spells.NO_SUCH_ADDITIONAL_COST.4', { name: cardName(def) }),
    };
  if (count('conspire') > 0 && !hasConspire(def))
    return {
      code: 'NO_SUCH_ADDITIONAL_COST',
      rule: '702.78a',
      message: msg('601-casting-spells.NO_SUCH_ADDITIONAL_COST.conspire', {
        name: def.name ? cardName(def) : msg('object.aFaceDownSpell'),
      }),
    };
  if (count('buyback') > 1 || count('entwine') > 1 || count('conspire') > 1)
    return { code: 'ADDITIONAL_COST_TWICE', rule: '601.2b', message: msg('601-casting-spells.ADDITIONAL_COST_TWICE.2') };
  return null;
}

/** The additional costs announced (601.2b), each named by the catalog, joined by "and". */
function describeAdditional(costs: string[]): Listed {
  const kicks = costs.filter((c) => c === 'kicker').length;
  const reps = costs.filter((c) => c === 'replicate').length;
  return listed(
    [
      ...(kicks > 0 ? [kicks > 1 ? msg('additional.kickerTimes', { count: kicks }) : msg('additional.kicker')] : []),
      ...(costs.includes('kicker2') ? [msg('additional.kicker2')] : []),
      ...costs
        .filter((c) => c === 'buyback' || c === 'entwine')
        .map((c) => msg(c === 'buyback' ? 'additional.buyback' : 'additional.entwine')),
      ...(reps > 0 ? [msg('additional.replicateTimes', { count: reps })] : []),
      ...(costs.includes('conspire') ? [msg('additional.conspire')] : []),
    ],
    'and',
  );
}

/** 702.8a: the card's "You may cast CARDNAME as though it had flash if you pay {2} more to cast it.", if any. */
function flashPermission(def: CardDefinition): { extraCost: string } | null {
  for (const a of compiled(def).abilities) if (a.kind === 'flashPermission') return { extraCost: a.extraCost };
  return null;
}

/** When the spell may be cast (117.1a, 304.1, 307.1, 302.1, 702.8a). */
export function checkTiming(state: GameState, player: string, types: string[], flash: boolean): Violation | null {
  if (types.includes('Instant') || flash) return null;
  const rule = types.includes('Sorcery') ? '307.1' : types.includes('Creature') ? '302.1' : '117.1a';
  const what = msg(types.includes('Sorcery') ? 'spellKind.sorcery' : types.includes('Creature') ? 'spellKind.creature' : 'spellKind.this');
  if (state.turn.active !== player)
    return { code: 'NOT_YOUR_TURN', rule, message: msg('601-casting-spells.NOT_YOUR_TURN', { what: what }) };
  if (!isMainPhase(state.turn.step))
    return { code: 'NOT_MAIN_PHASE', rule, message: msg('601-casting-spells.NOT_MAIN_PHASE', { what: what, step: state.turn.step }) };
  if (state.stack.length > 0) return { code: 'STACK_NOT_EMPTY', rule, message: msg('601-casting-spells.STACK_NOT_EMPTY', { what: what }) };
  return null;
}

/**
 * 601.3: what a "Cast CARDNAME only ..." line of the card forbids now (cards/grammar/cost.ts reads it):
 * its window of time, its conditions, "you've been attacked this step", "you've cast another spell
 * this turn". Null when nothing forbids the cast.
 */
export function castRestrictionViolation(state: GameState, player: string, def: CardDefinition, card: string): Violation | null {
  for (const a of compiled(def).abilities) {
    if (a.kind !== 'castRestriction') continue;
    const r = a.restriction;
    const refused = (why: string): Violation => ({
      code: r.timing && why === 'timing' ? 'WRONG_TIME' : 'CONDITION_NOT_MET',
      rule: '601.3',
      message: msg('601-casting-spells.castRestriction', { name: cardName(def), text: a.text, player }),
    });
    if (r.timing && outsideWindow(state, r.timing, player)) return refused('timing');
    const asker = { controller: player, source: card, x: null };
    if (
      r.onlyIf &&
      !state.battlefield.some(
        (o) => !o.phasedOut && r.onlyIf && matchesOption(state, r.onlyIf.option, { kind: 'object', zone: 'battlefield', object: o }, asker),
      )
    )
      return refused('onlyIf');
    if (r.condition && !conditionTrue(state, r.condition.test, asker)) return refused('condition');
    if (r.anotherSpell && (state.turn.spellsCastBy[player] ?? 0) === 0) return refused('anotherSpell');
    if (r.attacked) {
      const combat = state.combat;
      const attacked = combat?.attackers.some((x) => x.attacking === player) === true;
      // A creature declared that no longer attacks this player (removed from combat), or attacks a permanent of theirs: not told apart.
      if (!attacked && combat?.creaturesAttacked)
        throw new Unsupported(
          'UNSUPPORTED_ACTION',
          msg('601-casting-spells.UNSUPPORTED_ACTION.attacked', { name: cardName(def) }),
          '601.3',
        );
      if (!attacked) return refused('attacked');
    }
  }
  return null;
}

/** 601.2g-h (and 602.2b): mana abilities are activated and the mana cost paid, automatically or exactly as given. */
export function payManaCost(
  ctx: Ctx,
  action: { player: string; payment?: { tap?: string[]; pool?: string } },
  cost: NonNullable<ReturnType<typeof parseManaCost>>,
  x: number,
  excluded: string | null,
  spent?: ManaPool,
): Violation | null {
  const planned = planManaCost(ctx.state, action, cost, x, excluded, ctx.manaReserve, ctx.spendingOn);
  if (planned === null || 'code' in planned) return planned;
  const paid = applyPayment(ctx, action.player, planned.plan, planned.automatic, planned.sacrificed, planned.spending);
  if (spent) for (const t of MANA_TYPES) spent[t] += paid[t];
  return null;
}

/** 601.2g-h: how the mana cost would be paid (nothing changes yet), or why it cannot be (702.51a: convoke tries several). */
export function planManaCost(
  state: GameState,
  action: { player: string; payment?: { tap?: string[]; pool?: string } },
  cost: NonNullable<ReturnType<typeof parseManaCost>>,
  x: number,
  excluded: string | null,
  reserve: ManaType[] = [],
  purpose?: SpendPurpose,
): Violation | { plan: PaymentPlan; automatic: boolean; sacrificed: Set<string>; spending: Spending } | null {
  const player = state.players.find((p) => p.id === action.player);
  if (!player) return null;
  const sources = manaSources(state, action.player).filter((s) => s.id !== excluded);
  // 106.6: restricted mana the purpose of this payment does not allow stays in the pool.
  // 107.3: a spell's X is announced (its total cost already says how much); an ability's cost still shows it.
  // An X only in the additional cost ("pay X life") is no {X} of the mana paid.
  const costHasX =
    cost.symbols.some((symbol) => symbol.kind === 'x') ||
    (purpose?.spell !== undefined && purpose.spell.x !== null && !xOnlyInAdditionalCost(purpose.spell.object?.card ?? undefined));
  const spending: Spending = { purpose, costHasX };
  const { pool, withheld } = spendablePool(state, player, purpose, spending.costHasX);
  const restricted = (): Violation => ({
    code: 'MANA_SPEND_RESTRICTED',
    rule: '106.6',
    message: msg('106-mana.MANA_SPEND_RESTRICTED', {
      player: action.player,
      mana: formatPool(withheld),
      restrictions: joined(
        (player.restrictedMana ?? []).map((e) => e.spendOnly.text),
        ' ',
      ),
    }),
  });
  let result;
  if (action.payment) {
    const refused = checkNamedSources(state, action.player, action.payment.tap ?? []);
    if (refused) return refused;
    let given: ManaPool = emptyPool();
    if (action.payment.pool !== undefined) {
      const parsed = parsePool(action.payment.pool);
      if (!parsed)
        return {
          code: 'INVALID_PAYMENT',
          rule: '601.2h',
          message: msg('601-casting-spells.INVALID_PAYMENT', { pool: action.payment.pool }),
        };
      given = parsed;
      for (const t of MANA_TYPES) {
        if (given[t] > pool[t] && given[t] <= player.manaPool[t]) return restricted();
        if (given[t] > player.manaPool[t])
          return {
            code: 'NOT_ENOUGH_MANA',
            rule: '601.2h',
            message: msg('601-casting-spells.NOT_ENOUGH_MANA', {
              player: action.player,
              pValue: formatPool(player.manaPool) || msg('mana.none'),
              pool: action.payment.pool,
            }),
          };
      }
    }
    result = checkPayment(cost, x, given, sources, { tap: action.payment.tap ?? [], pool: given }, { lifeAvailable: player.life });
  } else {
    // Automatic payment sacrifices nothing (a Treasure, 111.10a) unless nothing else can pay.
    const kept = sources.filter((s) => !s.sacrifice);
    result = findPayment(cost, x, pool, kept, { lifeAvailable: player.life, reserve });
    if (!result.ok && kept.length < sources.length) {
      const all = findPayment(cost, x, pool, sources, { lifeAvailable: player.life, reserve });
      if (all.ok) result = all;
    }
    // 107.4f: Phyrexian mana may be paid with 2 life; automatic payment uses life only when mana cannot pay.
    if (!result.ok && cost.symbols.some((s) => s.kind === 'phyrexian' || s.kind === 'hybridPhyrexian')) {
      const withLife = findPayment(cost, x, pool, sources, { lifeAvailable: player.life, payLifeForPhyrexian: true, reserve });
      if (withLife.ok) result = withLife;
    }
    // 106.6: the mana withheld would have paid: the restriction is why not.
    if (!result.ok && poolSize(withheld) > 0) {
      const all = findPayment(cost, x, player.manaPool, sources, { lifeAvailable: player.life, payLifeForPhyrexian: true, reserve });
      if (all.ok) return restricted();
    }
  }
  // 605.3a: a mana ability the payment does not activate by itself might have paid: not guessed.
  if (!result.ok && result.reason !== 'TOO_COMPLEX' && result.reason !== 'INVALID_PAYMENT')
    refuseIfOtherManaSources(state, action.player, spending, excluded);
  if (!result.ok) {
    const code = result.reason === 'TOO_COMPLEX' ? 'PAYMENT_TOO_COMPLEX' : result.reason;
    return { code, rule: '601.2h', message: result.message };
  }
  return {
    plan: result.plan,
    automatic: !action.payment,
    sacrificed: new Set(sources.filter((s) => s.sacrifice).map((s) => s.id)),
    spending,
  };
}

/** 106.6: what a payment is for, which decides the restricted mana it may spend. */
export interface Spending {
  purpose?: SpendPurpose;
  costHasX: boolean;
}

/** Each source named in an explicit payment must be one whose mana ability this player can activate now. */
function checkNamedSources(state: GameState, playerId: string, ids: string[]): Violation | null {
  if (new Set(ids).size !== ids.length)
    return { code: 'INVALID_PAYMENT', rule: '118.3', message: msg('601-casting-spells.INVALID_PAYMENT.2') };
  for (const id of ids) {
    const o = state.battlefield.find((p) => p.id === id);
    if (!o || !o.card)
      return {
        code: 'INVALID_PAYMENT',
        rule: '601.2g',
        message: msg('601-casting-spells.INVALID_PAYMENT.3', { id: id }),
      };
    // 602.2 (605.3a): only a permanent's controller activates its mana abilities.
    if (o.controller !== playerId)
      return {
        code: 'NOT_CONTROLLER',
        rule: '602.2',
        message: msg('601-casting-spells.NOT_CONTROLLER', { describe: objectName(o), controller: o.controller, playerId: playerId }),
      };
    // 602.5: its activated abilities can't be activated (Arrest).
    const forbidden = activationForbidden(state, o);
    if (forbidden) return forbidden;
    const mana = abilitiesNow(state, o).find((a, _, all) => a.kind === 'mana' && paymentUses(all, a) && (a.tap || a.sacrificeSelf));
    // 605.3a: a mana ability with more in it than {T} is activated by its own action before the payment.
    if (!mana && abilitiesNow(state, o).some((a) => a.kind === 'mana'))
      throw new Unsupported(
        'UNSUPPORTED_ACTION',
        msg('601-casting-spells.UNSUPPORTED_ACTION.manaAbility', { object: objectName(o) }),
        '605.3a',
      );
    if (!mana)
      return {
        code: 'NOT_A_MANA_SOURCE',
        rule: '605.1a',
        message: msg('601-casting-spells.NOT_A_MANA_SOURCE', { describe: objectName(o) }),
      };
    if (mana.kind === 'mana' && !mana.tap) continue;
    if (o.tapped)
      return { code: 'ALREADY_TAPPED', rule: '118.3', message: msg('601-casting-spells.ALREADY_TAPPED', { describe: objectName(o) }) };
    if (summoningSick(state, o)) {
      return {
        code: 'SUMMONING_SICK',
        rule: '302.6',
        message: msg('601-casting-spells.SUMMONING_SICK', { describe: objectName(o), playerId: playerId }),
      };
    }
  }
  return null;
}

/**
 * The triggered mana abilities (605.1b) a tap of `source` adding `mana` (its own and theirs, in order) set off, each
 * with the mana it added: the tap's own mana is the option of the source that, with theirs, makes `mana`.
 */
function triggeredBy(state: GameState, source: GameObject, player: string, mana: ManaType[]): { source: GameObject; mana: ManaType[] }[] {
  // Only reads the board (between two taps of a payment): one read-only scope for all its lookups.
  return withBoardUnchanged(state, () => findTriggeredBy(state, source, player, mana));
}

function findTriggeredBy(
  state: GameState,
  source: GameObject,
  player: string,
  mana: ManaType[],
): { source: GameObject; mana: ManaType[] }[] {
  const said = mana.join('');
  const own = tapOptions(state, source).find((m) => withManaTriggers(state, source, player, m).some((w) => w.join('') === said));
  if (!own) return [];
  let at = own.length;
  return manaTriggers(state, source, player, own).map((t) => {
    const n = t.options[0].length;
    at += n;
    return { source: t.source, mana: mana.slice(at - n, at) };
  });
}

/** 601.2g-h: activates the plan's mana abilities and pays; returns the mana spent (106.1, 601.2h: what Sunburst and "if {G} was spent" read). */
export function applyPayment(
  ctx: Ctx,
  playerId: string,
  plan: PaymentPlan,
  automatic: boolean,
  sacrificed: Set<string>,
  spending: Spending = { costHasX: false },
): ManaPool {
  const state = ctx.state;
  const player = state.players.find((p) => p.id === playerId);
  const paid = manaSpentBy(plan);
  if (!player) return paid;
  for (const tap of plan.taps) {
    const source = state.battlefield.find((o) => o.id === tap.source);
    if (!source) continue;
    const tapsIt = !sacrificed.has(source.id) || abilitiesNow(state, source).some((a) => a.kind === 'mana' && a.tap && a.sacrificeSelf);
    if (tapsIt) {
      source.tapped = true;
      ctx.trace.emit({ type: 'tap', object: source.id });
    }
    ctx.trace.cite(
      '605.3b',
      'manaAbility',
      msg('601-casting-spells.manaAbility', {
        playerId: playerId,
        pValue: tapsIt ? msg('verb.taps') : msg('verb.activates'),
        describe: objectName(source),
        mana: tap.mana.map((m) => `{${m}}`).join(''),
      }),
      [source.id],
    );
    // 106.12a, 605.4a: the triggered mana abilities its tap set off resolved at once; their mana is in `tap.mana`.
    const triggered = !sacrificed.has(source.id) && tapsIt ? triggeredBy(state, source, playerId, tap.mana) : null;
    // 111.10a, 111.10c: sacrificing the source is part of its mana ability's cost.
    if (sacrificed.has(source.id)) {
      sacrifice(ctx, source, '701.21a', ' as part of the cost of its mana ability');
      if (tapsIt) manaTriggers(state, source, playerId, tap.mana);
    }
    for (const t of triggered ?? []) citeManaTrigger(ctx, t.source, source, playerId, t.mana);
  }
  // 106.6: the restricted mana this cost may take is spent first.
  spendFromPool(state, player, plan.fromPool, spending.purpose, spending.costHasX);
  for (const t of MANA_TYPES) player.manaPool[t] += plan.leftover[t];
  if (plan.life > 0) {
    const from = player.life;
    player.life -= plan.life;
    ctx.trace.emit({ type: 'life', player: playerId, from, to: player.life });
  }
  const parts: string[] = [];
  if (plan.taps.length > 0) parts.push(`tapping ${plan.taps.map((t) => t.source).join(', ')}`);
  if (MANA_TYPES.some((t) => plan.fromPool[t] > 0)) parts.push(`${formatPool(plan.fromPool)} from the mana pool`);
  if (plan.life > 0) parts.push(`${plan.life} life`);
  ctx.trace.cite(
    '601.2h',
    'payCost',
    msg('601-casting-spells.payCost', {
      playerId: playerId,
      pValue: automatic ? msg('601-casting-spells.automatic') : '',
      pValue2: parts.length > 0 ? parts.join(', ') : msg('word.nothing'),
    }),
  );
  return paid;
}

/** The mana a payment plan spends: from the pool, plus what its mana abilities add, less what stays in the pool (106.4). */
export function manaSpentBy(plan: PaymentPlan): ManaPool {
  const paid: ManaPool = { ...plan.fromPool };
  for (const tap of plan.taps) for (const m of tap.mana) paid[m] += 1;
  for (const t of MANA_TYPES) paid[t] = Math.max(0, paid[t] - plan.leftover[t]);
  return paid;
}

/** 106.6, 107.3a: a spell whose only X is its additional cost's (Hatred: "pay X life"): its mana cost has no {X}. */
function xOnlyInAdditionalCost(def: CardDefinition | undefined): boolean {
  return def !== undefined && !/\{X\}/.test(def.manaCost) && additionalCostHasX(def);
}
