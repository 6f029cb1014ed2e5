import { resolveMyriad } from '../keywords/702.116-myriad';
import { CounteredDestination, Effect, Selector } from '../cards/ability';
import { unrestrictedPool } from './106-mana';
import type { ObjectRef } from '../cards/selector';
import { enterWithAlternativeCost } from '../keywords/alternative-costs';
import { returnDashed } from '../keywords/702.109-dash';
import { ceaseBestowed } from '../keywords/702.103-bestow';
import { pairSoulbond } from '../keywords/702.95-soulbond';
import { exileUnearthed, unearth } from '../keywords/702.84-unearth';
import { ninjutsu } from '../keywords/702.49-ninjutsu';
import { becomesArtifactCreature } from '../keywords/702.122-crew';
import { monstrosity } from '../keywords/701.37-monstrosity';
import { askBolster, bolsterChoiceViolation, bolsterChosen } from '../keywords/701.39-bolster';
import { askProliferate, proliferateChoiceViolation, proliferateChosen } from '../keywords/701.34-proliferate';
import { livingWeapon } from '../keywords/702.92-living-weapon';
import { Ctx, describe, objectName, quotedText } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { forgetDamageDealtBy, lookBack, newToken, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';
import { Unsupported } from '../unsupported';
import { isIndestructible } from '../keywords/702.12-indestructible';
import { compiled, requireUnderstood } from '../cards/compiled';
import { DamageEvent } from './614-damage-replacement';
import { checkTarget, NO_TARGET } from './115-targets';
import { applyControlEffects } from './613-control';
import { umbraArmorInstead, umbraArmorsOn, umbraArmoredFirst } from '../keywords/702.89-umbra-armor';
import { applyTogether, narrowTogether } from '../effects/together';
import {
  applyEntersReplacements,
  graveyardDestination,
  GraveyardDestination,
  putDiscardedCard,
  putIntoGraveyard,
  putOntoBattlefield,
  regenerateInstead,
  cantBeRegenerated,
  graveyardReplacements,
  tapAsItEnters,
} from './614-replacement-effects';
import { rebounds, reboundToExile } from '../keywords/702.88-rebound';
import { removeTimeCounter } from '../keywords/702.62-suspend';
import { answerFreeCast, freeCastWaiting, resolveFreeCast } from '../keywords/cast-without-paying';
import { answerCascade, cascadeWaiting, resolveCascade } from '../keywords/702.85-cascade';
import { revealUntil } from '../effects/reveal-until';
import { characteristicsOf, colorsNow, keywordsNow } from './613-layers';
import { auraIllegality } from './704-state-based-actions';
import { givePriority } from './117-priority';
import { createEmblem } from './114-emblems';
import { drawCard, freshId } from './121-drawing';
import { dealDamage } from './120-damage';
import { changeLife } from './119-life';
import { chosenSpell, manaSources, payManaCost, refuseIfOtherManaSources, spellAbility } from './601-casting-spells';
import { findPayment } from './601-mana-payment';
import { parseManaCost } from '../cards/mana-cost';
import { ManaType } from '../cards/mana';
import { Violation } from '../violation';
import { abilityOnStack } from './602-activating-abilities';
import { abilityOfTrigger, conditionHolds, createDelayedTrigger } from './603-triggered-abilities';
import { sacrifice } from '../keywords/701.21-sacrifice';
import { UnlessPays, unlessCostNow, unlessPayer } from './118.12-unless-pays';
import { applyLoss, applyWin, checkGameEnd } from './104-ending-the-game';
import { costForCounters, lifeCost } from '../keywords/702.24-cumulative-upkeep';
import { removeCounterOrSacrifice } from '../keywords/702.32-fading';
import { moveCounterFromSource } from '../keywords/702.58-graft';
import { returnSourceToBattlefield } from '../keywords/702.79-persist';
import { becomeRenowned } from '../keywords/702.112-renown';
import { applyProvoke } from '../keywords/702.39-provoke';
import { enterKicked, spellKickedWith, timesKicked } from '../keywords/702.33-kicker';
import { stormCopies } from '../keywords/702.40-storm';
import { answerMadness, madnessWaiting, resolveMadnessTrigger } from '../keywords/702.35-madness';
import { answerAmplify, askAmplify, enterAmplified } from '../keywords/702.38-amplify';
import { answerDevour, askDevour } from '../keywords/702.82-devour';
import { askCopyChoice, createTokenCopy, lastKnownSource } from './707-copies';
import { answerCopyTargets, askCopyTargets } from './707.10-copy-spell';
import { answerNewTarget, askNewTarget } from './115.7-change-targets';
import { answerEnteringChoice, askEnteringChoice } from './614.12-entering-choices';
import { applyTransformSource, revealTopThenTransform } from '../effects/transform';
import { answerKinship, askKinship, isKinshipAt } from '../effects/kinship';
import { revealTopToHand } from '../effects/reveal-top';
import { ReplacementChoiceNeeded } from './616-replacement-order';
import { flipCoin } from './705-coin-flip';
import { applyTextChange, askWords, checkWords, endTextChanges, waitingEffect, withTextNow } from './612-text-changing';
import { applyAttackerPT } from '../keywords/702.83-exalted';
import { withArticle } from '../trace/english';
import { amountOf, askerOf, playerOfRef, refsOf } from './608.2h-quantities';
import { cardMeets, find } from '../select/selector';
import { conditionTrue } from '../select/condition';
import { applyDamageEach } from '../effects/damage-each';
import { applyDestroyEach, applyExileEach, applyReturnEachToHand } from '../effects/destroy-each';
import { applyPreventAllDamageToSource, applySourceBecomesCreature } from '../effects/become-creature';
import { applyAssignsNoCombatDamage } from '../effects/assigns-no-combat-damage';
import { applyDoesntUntapNext, applyDoesntUntapWhileSourceTapped } from '../effects/doesnt-untap';
import { objectsOf } from '../effects/objects';
import { phaseOutByEffect } from '../keywords/702.26-phasing';
import { eachObject } from '../effects/each-object';
import { applyCounters } from '../effects/counters';
import { applyPump, applySwitchPT } from '../effects/pump';
import { applyTap, applyTapOrUntap, askTapOrUntap, TAP_OR_UNTAP_OPTIONS } from '../effects/tap';
import { applyBecomesBlocked, applyRemoveFromCombat } from '../effects/remove-from-combat';
import { applyPrevention, applyRedirect } from '../effects/prevention';
import { askSource, createSourceShield, sourceOptions } from './615.8-source-shields';
import { damageRecipients } from '../effects/damage';
import { answered, waitFor, waitingFor } from '../state/pending-choice';
import { applyBecomesChosen, applyBecomesColor, applyBecomesLandType, becomingObject, typeOptions } from '../effects/becomes-of-choice';
import { applyScry, askScry, checkScry, scryAmount } from './701.22-scry';
import { applySearch, applyShuffle, askSearch, checkSearch, searchEffectAt } from './701.23-search';
import { cardName, joined, listed, Message, msg, renderParam } from '../trace/message';
import { applyFlicker, applyMoveZone, movedItself } from '../effects/move-zone';
import { applyHandCard, applyRevealHand, askHandCard, checkHandCard } from '../effects/reveal-hand';
import { applyLook, applyLookAtTop, askLook, checkLook, lookEffectAt } from '../effects/look-at-library';
import { applyLife } from '../effects/life';
import { applyEnergy } from '../effects/energy';
import { payEnergy } from './602-activation-costs';
import { applyShuffleIntoLibrary } from '../effects/shuffle-into-library';
import { applyDraw } from '../effects/draw';
import { applyExileTop, applyMill, applyPoisonCounters } from '../effects/mill';
import { applyBecomeMonarch } from '../effects/monarch';
import { applyAdditionalPhases, applyExtraTurns, applySkipTurns } from '../effects/turns';
import { answerChoice, isChoiceEffect, optionalChooser, resolvingEffects, runChoiceEffect } from '../effects/choose';
import { discardCandidates } from '../effects/discard';
import { sacrificeCandidates } from '../effects/sacrifice';
import { shareOf } from './601.2d-division';
import { linkExiled, linkSource, returnExiled, returnExiledUntilLeft } from './607-linked-abilities';

/** 105.1: a color by its word, in the language rendered. */
const COLOR_WORD = { W: 'mana.white', U: 'mana.blue', B: 'mana.black', R: 'mana.red', G: 'mana.green' } as const;

/** 608: the top object of the stack resolves; then the active player receives priority (117.3b). */
export function resolveTop(ctx: Ctx, amplified?: number): void {
  const state = ctx.state;
  const top = state.stack.pop();
  if (!top) return;
  if (!top.object) {
    resolveAbility(ctx, top);
    return;
  }
  if (!top.object.card) throw new Error('a hidden card cannot be on the stack');
  const card = top.object;
  const def = top.object.card;
  // 612.1: the spell's abilities as its text is now.
  const spellAbilityOfCard = spellAbility(withTextNow(state, card, top), top.alternativeCost);
  const ability = spellAbilityOfCard ? chosenSpell(spellAbilityOfCard, top.modes) : null;
  if (ability) {
    // 608.2b: targets are checked again; if every target is now illegal, the spell does not resolve.
    const legal = top.targets.map(
      (t, i) =>
        i < ability.targets.length &&
        checkTarget(state, ability.targets[i], t, top.controller, colorsNow(state, card), top.id, card.id, card.card, top.x) === null,
    );
    if (top.targets.length > 0 && legal.every((ok) => !ok)) {
      ctx.trace.cite('608.2b', 'fizzle', msg('608-resolving.fizzle', { name: cardName(def), id: top.id }));
      leaveStack(ctx, top, card);
      givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
      return;
    }
    ctx.trace.cite('608.2', 'resolve', msg('608-resolving.resolve', { name: cardName(def), id: top.id }), [top.id]);
    // 702.102d: a fused split spell's spell ability is the left half's instructions, then the right half's (cards/split.ts).
    if (card.fusedCard) ctx.trace.cite('702.102d', 'fusedResolve', msg('702.102-fuse.resolve', { name: cardName(def) }), [top.id]);
    if (!runSpellEffects(ctx, top, 0)) return;
    finishSpell(ctx, top);
  } else {
    // 608.3b: a permanent spell with a target (an Aura, 303.4a) checks it; an illegal one means it does not resolve.
    const enchant = compiled(withTextNow(state, card).card ?? def).abilities.find((a) => a.kind === 'enchant');
    if (top.targets.length > 0 && enchant && enchant.kind === 'enchant') {
      const illegal =
        checkTarget(state, enchant.target, top.targets[0], top.controller, colorsNow(state, card), top.id, card.id, card.card, top.x) !==
        null;
      if (illegal && card.bestowedCard) {
        // 702.103e, 608.3b: a bestowed Aura spell with an illegal target ceases to be bestowed and resolves as a creature spell (608.3a).
        ceaseBestowed(card);
        ctx.trace.cite('608.3b', 'illegalTarget', msg('702.103-bestow.resolvesAsCreature', { id: top.id }), [card.id]);
        ctx.trace.cite(
          '702.103e',
          'unbestowed',
          msg('702.103-bestow.illegalTarget', { describe: objectName(card), target: top.targets[0] }),
          [card.id],
        );
      } else if (illegal) {
        ctx.trace.cite('608.3b', 'fizzle', msg('608-resolving.fizzle.2', { name: cardName(def), id: top.id }));
        leaveStack(ctx, top, card);
        givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
        return;
      } else {
        card.attachedTo = top.targets[0];
        ctx.trace.cite('608.3c', 'attach', msg('608-resolving.attach', { name: cardName(def), id: card.id, target: top.targets[0] }), [
          card.id,
          top.targets[0],
        ]);
      }
    }
    // 614.12a: "As CARDNAME enters, choose a color.": chosen before it enters; it may wait for it.
    if (amplified === undefined && askEnteringChoice(ctx, top)) return;
    if (!enterPermanentSpell(ctx, top, card, amplified)) return;
  }
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
}

/**
 * 608.3, 614.12a: the rest of a permanent spell's resolution, once its "As CARDNAME enters, choose ..."
 * is made: its copy and amplify choices, then it enters. Returns false when it waits for one of them.
 */
function enterPermanentSpell(ctx: Ctx, top: StackObject, card: GameObject, amplified?: number): boolean {
  // 614.12a, 707.5: "You may have CARDNAME enter as a copy of ...": chosen before it enters.
  if (amplified === undefined && askCopyChoice(ctx, top)) return false;
  // 702.38a, 614.12a: amplify's reveal is chosen before the permanent enters; it may wait for it.
  const counters = amplified ?? askAmplify(ctx, top);
  if (counters === null) return false;
  // 702.82a, 614.12a: devour's sacrifices are chosen before it enters; it may wait for them.
  if (amplified === undefined && askDevour(ctx, top)) return false;
  enterAsPermanent(ctx, top, card, counters);
  return true;
}

/** Answers the creatures a devour spell sacrifices (702.82a), then finishes resolving it. */
export function answerDevourChoice(ctx: Ctx, choice: string[]): Violation[] {
  const answeredNow = answerDevour(ctx, choice);
  if (answeredNow === null || answeredNow.length > 0) return answeredNow ?? [];
  resolveTop(ctx, 0);
  return [];
}

/** 614.12a: the answer to a resolving permanent spell's "As CARDNAME enters, choose ..."; then it goes on resolving. */
export function answerEntering(ctx: Ctx, choice: string[]): Violation[] {
  return answerEnteringChoice(ctx, choice, (top, card) => {
    if (enterPermanentSpell(ctx, top, card)) givePriority(ctx, ctx.state.turn.active, '117.3b', msg('priority.afterResolution'));
  });
}

/** 608.3a: a permanent spell becomes a permanent on the battlefield under its controller's control. */
export function enterAsPermanent(ctx: Ctx, top: StackObject, card: GameObject, amplifyCounters = 0): void {
  const state = ctx.state;
  card.controller = top.controller;
  card.summoningSick = true;
  card.upkeepsSinceControl = 0;
  card.timestamp = state.nextTimestamp++;
  forgetDamageDealtBy(state, card.id);
  // 608.3f: a copy of a permanent spell becomes a token permanent as it resolves (not "created").
  if (top.copy) {
    card.token = true;
    ctx.trace.cite('608.3f', 'token', msg('608-resolving.token', { id: card.id }), [card.id]);
  }
  // 106.1, 601.2h: the permanent remembers the mana spent to cast the spell it was (702.44a sunburst, converge).
  if (top.manaSpent && !top.copy) card.manaSpent = { ...top.manaSpent };
  else delete card.manaSpent;
  // 601.2a: a spell (not a copy, 707.10) cast from its owner's hand: no `castFrom`.
  applyEntersReplacements(ctx, card, top.x, undefined, !top.copy && top.castFrom === undefined);
  enterAmplified(ctx, card, amplifyCounters);
  enterKicked(ctx, top, card);
  enterWithAlternativeCost(ctx, top, card);
  state.battlefield.push(card);
  ctx.trace.cite(
    '608.3',
    'resolve',
    msg('608-resolving.resolve.2', {
      pValue: card.original ? msg('object.card', { name: cardName(card.original.card), id: card.id }) : objectName(card),
      controller: top.controller,
    }),
    [card.id],
  );
  // 708.4, 702.37c: a face-down spell becomes a face-down permanent, with the characteristics it had.
  if (card.faceDown) ctx.trace.cite('708.4', 'faceDown', msg('608-resolving.faceDown', { id: card.id }), [card.id]);
  ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'stack', to: 'battlefield', player: top.controller });
}

/** 608.2: an activated ability resolves like a spell, then leaves the stack and ceases to exist (608.2n). */
function resolveAbility(ctx: Ctx, top: StackObject): void {
  const state = ctx.state;
  if (top.ability?.triggered) {
    const triggered = abilityOfTrigger(state, { ...top.ability, modes: top.modes }, ctx.trace.departed);
    // 603.4: an intervening "if" is checked again; if false, the ability does nothing.
    if (triggered && !conditionHolds(state, triggered.condition, top.controller, top.ability.source, ctx.trace.departed, top.refersTo)) {
      ctx.trace.cite('603.4', 'resolve', msg('608-resolving.resolve.3', { id: top.id }));
      ctx.trace.cite('608.2n', 'resolve', msg('608-resolving.resolve.4', { id: top.id }));
      givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
      return;
    }
    if (triggered?.condition) ctx.trace.cite('603.4', 'condition', msg('608-resolving.conditionStillHolds', { id: top.id }));
  }
  const ability = top.ability?.triggered
    ? abilityOfTrigger(state, { ...top.ability, modes: top.modes }, ctx.trace.departed)
    : abilityOnStack(state, top, ctx.trace.departed);
  if (!ability)
    throw new Unsupported(
      'UNSUPPORTED_RESOLUTION',
      msg('608-resolving.abilityWithoutSource', { id: top.id, source: top.ability?.source }),
      '113.7a',
    );
  const legal = top.targets.map(
    (t, i) =>
      t !== NO_TARGET &&
      i < ability.targets.length &&
      checkTarget(
        state,
        ability.targets[i],
        t,
        top.controller,
        damageSourceColors(state, top),
        top.id,
        top.ability?.source ?? top.id,
        null,
        top.x,
      ) === null,
  );
  // 115.6, 608.2b: an ability with targets none of which were chosen ("up to one") is not targeted: it resolves.
  const chosen = top.targets.filter((t) => t !== NO_TARGET).length;
  if (chosen > 0 && legal.every((ok) => !ok)) {
    ctx.trace.cite('608.2b', 'fizzle', msg('608-resolving.fizzle.3', { id: top.id }));
  } else {
    ctx.trace.cite(
      '608.2',
      'resolve',
      msg('608-resolving.resolve.5', {
        id: top.id,
        text: quotedText(ability.text, ctx.state, top.ability?.source ?? top.id, top.ability?.lastKnown),
      }),
      [top.id],
    );
    const unless = ability.effects.find((e): e is UnlessEffect => e.kind === 'counterUnlessPays' || e.kind === 'sacrificeSourceUnlessPays');
    // 702.35a: the madness trigger: its owner may cast the card (608.2g), or it goes to the graveyard.
    if (ability.effects.some((e) => e.kind === 'madnessCast')) {
      resolveMadnessTrigger(ctx, top);
      return;
    }
    // 702.85a cascade: exile cards until a nonland card with a lesser mana value; its controller may cast it (608.2g).
    if (ability.effects.some((e) => e.kind === 'cascade')) {
      resolveCascade(ctx, top);
      return;
    }
    // 702.62a suspend, 702.88a rebound: its controller may cast the exiled card without paying its mana cost (608.2g).
    const free = ability.effects.find((e) => e.kind === 'castWithoutPaying');
    if (free && free.kind === 'castWithoutPaying') {
      resolveFreeCast(ctx, top, free.keyword);
      return;
    }
    // 118.12a, 118.3: "sacrifice CARDNAME unless you discard a creature card" with none to discard: not asked, the source is sacrificed.
    if (unlessUnpayable(state, top, ability.effects)) {
      ctx.trace.cite('118.3', 'cannotPay', msg('effects.unlessCost.cannot', { playerId: top.controller }), [top.controller]);
      for (const e of ability.effects) if (e.kind === 'optional') for (const o of e.otherwise ?? []) applyEffect(ctx, top, o);
      ctx.trace.cite('608.2n', 'resolve', msg('608-resolving.resolve.4', { id: top.id }));
      givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
      return;
    }
    // 608.2d: a "you may" is answered as the ability resolves; it waits on the stack, marked.
    if (ability.effects.some((e) => e.kind === 'provoke' || e.kind === 'optional')) {
      // 608.2d: "defending player may": the defending player chooses (none now: refused, rather than guessed).
      const chooser = optionalChooser(state, top, ability.effects);
      if (chooser === null)
        throw new Unsupported('UNSUPPORTED_EFFECT', msg('608-resolving.UNSUPPORTED_EFFECT.noChooser', { id: top.id }), '506.2');
      waitFor(top, { kind: 'yesNo', player: chooser });
      state.stack.push(top);
      state.turn.priority = null;
      ctx.trace.cite(
        '608.2d',
        'chooseOptional',
        msg('608-resolving.chooseOptional', {
          controller: chooser,
          text: quotedText(ability.text, ctx.state, top.ability?.source ?? top.id, top.ability?.lastKnown),
          id: top.id,
        }),
      );
      return;
    }
    if (!runAbilityEffects(ctx, top, ability.effects, 0, legal, unless, ability.targets)) return;
  }
  ctx.trace.cite('608.2n', 'resolve', msg('608-resolving.resolve.4', { id: top.id }));
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
}

/**
 * 608.2c: an ability's instructions in order, from `from`; 608.2b: one that reaches an illegal target
 * is not followed. Returns false when it stops for a player's choice (a payment, 118.12a; a discard
 * or a sacrifice, 701.9b, 701.21a): the ability waits on the stack, marked, and resumes after it.
 */
function runAbilityEffects(
  ctx: Ctx,
  top: StackObject,
  effects: Effect[],
  from: number,
  legal: boolean[],
  unless?: UnlessEffect,
  targets: Selector[] = [],
): boolean {
  for (let i = from; i < effects.length; i++) {
    const effect = effects[i];
    const at = instructionTarget(effect);
    // 115.6: an "up to N" target left unchosen: the instruction that needs it does nothing.
    if (at !== undefined && top.targets[at] === NO_TARGET) {
      ctx.trace.cite('115.6', 'noTarget', msg('115-targets.notChosen', { what: targets[at]?.text ?? '' }));
      continue;
    }
    if (at !== undefined && !legal[at]) {
      ctx.trace.cite('608.2b', 'illegalTarget', msg('608-resolving.illegalTarget', { target: top.targets[at] }));
      continue;
    }
    // 608.2b: an instruction over several targets does what it can to the legal ones.
    if (effect.kind === 'together') {
      const narrowed = narrowTogether(ctx, top, effect, legal, sourceName(ctx.state, top));
      if (narrowed) applyEffect(ctx, top, narrowed);
      continue;
    }
    // 608.2c: an "If [condition], ..." gate: its condition read now; false, its instructions are not followed.
    if (effect.kind === 'ifCondition' && effect.skip !== undefined) {
      if (!gateHolds(ctx, top, effect, sourceName(ctx.state, top))) i += effect.skip;
      continue;
    }
    // 608.2c: the effects before it happen first (702.24a: the age counter, then the payment); it is the last.
    if (effect === unless && !askPayment(ctx, top, unless)) return false;
    if (effect.kind === 'unlessPays') {
      if (askUnlessPays(ctx, top, effect)) return false;
      continue;
    }
    // 705.1, 705.2: the flip, then the instructions of the result's branch.
    if (effect.kind === 'coinFlip') {
      for (const inner of flipCoin(ctx, top, effect, sourceName(ctx.state, top))) applyBranchEffect(ctx, top, inner, legal, targets);
      continue;
    }
    if (isChoiceEffect(effect)) {
      if (!runChoiceEffect(ctx, top, effect, i, sourceName(ctx.state, top))) return false;
      continue;
    }
    // 701.22a, 701.20e, 701.23a: a scry, a look at the library, a search wait for a player's choice as
    // a spell's do (113.7a: whether the source is still there or not); the ability resumes after it.
    if (effect.kind === 'scry') {
      if (askScry(ctx, top, i, effect.n)) return false;
      continue;
    }
    if (effect.kind === 'lookAtLibrary') {
      if (askLook(ctx, top, i)) return false;
      continue;
    }
    // 608.2d, 701.20a: a card chosen from a hand a triggered ability revealed (Thought-Knot Seer) waits for the controller;
    // 110.2a: so does a card put from the controller's own hand onto the battlefield (Stoneforge Mystic).
    if (effect.kind === 'chooseFromHand' || effect.kind === 'putOntoBattlefieldFromHand') {
      if (askHandCard(ctx, top, i)) return false;
      continue;
    }
    if (effect.kind === 'searchLibrary') {
      if (askSearch(ctx, top, i, effect)) return false;
      continue;
    }
    // 207.2c kinship: the look (701.20e), then the reveal its controller may choose; without it, nothing more (608.2c).
    if (effect.kind === 'kinshipReveal') {
      if (askKinship(ctx, top, i, sourceName(ctx.state, top))) return false;
      return true;
    }
    // 609.7a: "a [red] source of your choice" is chosen as the shield is created (615.8).
    if (effect.kind === 'preventNextFromSource') {
      if (askSource(ctx, top, i, effect)) return false;
      continue;
    }
    // 701.39a, 701.34a: bolster's creature (when several are tied) and proliferate's choice wait for the controller.
    if (effect.kind === 'bolster' || effect.kind === 'proliferate') {
      if (effect.kind === 'bolster' ? askBolster(ctx, top, i, effect.n) : askProliferate(ctx, top, i)) return false;
      continue;
    }
    // 608.2d, 701.26: "You may tap or untap target permanent.": tap, untap or neither, chosen as it resolves.
    if (effect.kind === 'tapOrUntap') {
      if (askTapOrUntap(ctx, top, i, effect)) return false;
      continue;
    }
    if (effect.kind === 'protectionOfChoice' || effect.kind === 'addManaOfChoice') {
      // 400.7: "CARDNAME gains protection ..." of a source that has left the battlefield: nothing to choose for.
      if ('source' in effect && !ctx.state.battlefield.some((o) => o.id === top.ability?.source)) continue;
      askColor(ctx, top, i);
      return false;
    }
    if (effect.kind === 'becomesOfChoice') {
      if (askOfChoice(ctx, top, i, effect)) return false;
      continue;
    }
    applyEffect(ctx, top, effect);
  }
  return true;
}

/**
 * 608.2d: "becomes the color / creature type / basic land type of your choice": its controller chooses as it resolves;
 * nothing to choose for an object that has left the battlefield (400.7). Returns true when it waits.
 */
function askOfChoice(ctx: Ctx, top: StackObject, next: number, effect: Extract<Effect, { kind: 'becomesOfChoice' }>): boolean {
  if (becomingObject(ctx, top, effect) === null) return false;
  if (effect.what === 'color') {
    askColor(ctx, top, next);
    return true;
  }
  waitFor(top, { kind: 'type', player: top.controller, next });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite('608.2d', 'chooseType', msg(`608-resolving.chooseType.${effect.what}`, { player: top.controller, id: top.id }), [top.id]);
  return true;
}

/**
 * Answers the creature type (205.3m) or basic land type (305.6) a resolving spell or ability waits for (608.2d): one of
 * them; the object becomes it until end of turn (205.1a, 305.7); then it goes on resolving.
 */
export function answerType(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'type');
  if (!top || !wait) return [];
  const effect = resolvingEffects(state, top, ctx.trace.departed)?.[wait.next];
  if (effect?.kind !== 'becomesOfChoice' || effect.what === 'color') return [];
  if (choice.length !== 1 || !typeOptions(effect.what).includes(choice[0]))
    return [
      {
        code: 'INVALID_CHOICE',
        rule: effect.what === 'basicLandType' ? '305.6' : '205.3m',
        message: msg(`608-resolving.INVALID_TYPE.${effect.what}`, { choice: choice.join(', ') }),
      },
    ];
  state.stack.pop();
  answered(top);
  ctx.trace.cite('608.2d', 'chooseType', msg('608-resolving.typeChosen', { player: wait.player, type: choice[0] }), [top.id]);
  applyBecomesChosen(ctx, top, effect, choice[0], effectId(state, top.id));
  return resumeResolution(ctx, top, wait.next + 1);
}

/** 608.2d, 105.1: the controller chooses a color as the instruction `next` resolves; the spell or ability waits for it. */
function askColor(ctx: Ctx, top: StackObject, next: number): void {
  waitFor(top, { kind: 'color', player: top.controller, next });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite('608.2d', 'chooseColor', msg('608-resolving.chooseColor', { player: top.controller, id: top.id }), [top.id]);
}

/**
 * Answers the color a resolving spell or ability waits for (608.2d: one of the five colors, 105.1): its target
 * gains protection from that color until end of turn (702.16a, 613.1f); then it goes on resolving.
 */
export function answerColor(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'color');
  if (!top || !wait) return [];
  const word = choice.length === 1 ? COLOR_NAMES[choice[0]] : undefined;
  if (!word) return [{ code: 'INVALID_CHOICE', rule: '105.1', message: msg('608-resolving.INVALID_COLOR', { choice: choice.join(', ') }) }];
  const effect = resolvingEffects(state, top, ctx.trace.departed)?.[wait.next];
  state.stack.pop();
  answered(top);
  ctx.trace.cite(
    '608.2d',
    'chooseColor',
    msg('608-resolving.colorChosen', { player: wait.player, color: msg(COLOR_WORD[choice[0] as keyof typeof COLOR_WORD]) }),
    [top.id],
  );
  // 106.1a, 605.1a: "Add one mana of any color." of an ability that targets: one mana of the color chosen.
  if (effect?.kind === 'addManaOfChoice') applyEffect(ctx, top, { kind: 'addMana', mana: [choice[0] as ManaType] });
  // 105.3: "becomes the color of your choice until end of turn".
  if (effect?.kind === 'becomesOfChoice') applyBecomesChosen(ctx, top, effect, choice[0], effectId(state, top.id));
  if (effect?.kind === 'protectionOfChoice') {
    const who = 'target' in effect ? { target: effect.target } : { objects: { kind: 'source' as const } };
    applyPump(ctx, top, { kind: 'modifyPT', power: 0, toughness: 0, ...who, keyword: `protection from ${word}` }, () =>
      effectId(state, top.id),
    );
  }
  return resumeResolution(ctx, top, wait.next + 1);
}

/**
 * Answers the "you may tap or untap" a resolving spell or ability waits for (608.2d): "tap" (701.26a), "untap"
 * (701.26b) or "neither"; then it goes on resolving.
 */
export function answerTapOrUntap(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'tapOrUntap');
  if (!top || !wait) return [];
  const answer = choice.length === 1 ? TAP_OR_UNTAP_OPTIONS.find((o) => o === choice[0]) : undefined;
  if (!answer)
    return [
      {
        code: 'INVALID_CHOICE',
        rule: '608.2d',
        message: msg('tap.INVALID_CHOICE', { options: TAP_OR_UNTAP_OPTIONS.join(', '), choice: choice.join(', ') }),
      },
    ];
  const effect = resolvingEffects(state, top, ctx.trace.departed)?.[wait.next];
  state.stack.pop();
  answered(top);
  ctx.trace.cite('608.2d', 'chooseTapOrUntap', msg('tap.chosen', { player: wait.player, choice: answer }), [top.id]);
  if (effect?.kind === 'tapOrUntap' && answer !== 'neither')
    applyTapOrUntap(ctx, top, effect, answer, top.object?.card?.name ?? sourceName(state, top));
  return resumeResolution(ctx, top, wait.next + 1);
}

/**
 * Answers the new targets a resolving "Copy target instant or sorcery spell" waits for (707.10c: a legal target for
 * the copy, or "no"); the copy is put onto the stack, then the spell goes on resolving.
 */
export function answerNewTargets(ctx: Ctx, choice: string[]): Violation[] {
  const done = answerCopyTargets(ctx, choice);
  if ('code' in done) return [done];
  return resumeResolution(ctx, done.top, done.next + 1);
}

/**
 * Answers the other legal target a resolving "Change the target of target spell ..." waits for (115.7a); the spell's
 * target is changed, then the spell goes on resolving.
 */
export function answerChangedTarget(ctx: Ctx, choice: string[]): Violation[] {
  const done = answerNewTarget(ctx, choice);
  if ('code' in done) return [done];
  return resumeResolution(ctx, done.top, done.next + 1);
}

/**
 * Answers the damage source a resolving spell or ability waits for (609.7a: one of the sources offered): the shield
 * against the next damage from it to the controller this turn (615.8); then it goes on resolving.
 */
export function answerSource(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'damageSource');
  if (!top || !wait) return [];
  const effect = resolvingEffects(state, top, ctx.trace.departed)?.[wait.next];
  if (effect?.kind !== 'preventNextFromSource') return [];
  const options = sourceOptions(state, top, effect);
  if (choice.length !== 1 || !options.includes(choice[0]))
    return [
      {
        code: 'INVALID_CHOICE',
        rule: '609.7a',
        message: msg('615.8-source-shields.INVALID_SOURCE', { options: options.join(', '), choice: choice.join(', ') }),
      },
    ];
  state.stack.pop();
  answered(top);
  ctx.trace.cite('609.7a', 'chooseSource', msg('615.8-source-shields.chosen', { player: wait.player, source: choice[0] }), [top.id]);
  createSourceShield(ctx, top, effect, choice[0], effectId(state, top.id));
  return resumeResolution(ctx, top, wait.next + 1);
}

/**
 * Answers the creature a resolving bolster waits for (701.39a: one of those tied for least toughness) or the permanents
 * and players a resolving proliferate waits for (701.34a: any number of those with a counter); then it goes on resolving.
 */
export function answerCounterChoice(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'bolster') ?? waitingFor(top, 'proliferate');
  if (!top || !wait) return [];
  const effect = resolvingEffects(state, top, ctx.trace.departed)?.[wait.next];
  if (effect?.kind !== 'bolster' && effect?.kind !== 'proliferate') return [];
  const invalid = effect.kind === 'bolster' ? bolsterChoiceViolation(state, top, choice) : proliferateChoiceViolation(state, choice);
  if (invalid) return [invalid];
  state.stack.pop();
  answered(top);
  if (effect.kind === 'bolster') bolsterChosen(ctx, top, effect.n, choice[0]);
  else proliferateChosen(ctx, top, choice);
  return resumeResolution(ctx, top, wait.next + 1);
}

/** 105.1: the colors by their symbol, as a protection keyword names them. */
const COLOR_NAMES: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/**
 * 608.2c: a spell or ability answered in the middle of its resolution goes on from its `from`th
 * instruction (counted as resolvingEffects counts them), then finishes (608.2n) unless it waits again.
 */
function resumeResolution(ctx: Ctx, top: StackObject, from: number): Violation[] {
  const state = ctx.state;
  if (top.object) {
    if (!runSpellEffects(ctx, top, from)) return [];
    finishSpell(ctx, top);
  } else {
    const effects = resolvingEffects(state, top, ctx.trace.departed) ?? [];
    if (!runAbilityEffects(ctx, top, effects, from, legalTargets(ctx, top))) return [];
    ctx.trace.cite('608.2n', 'resolve', msg('608-resolving.resolve.4', { id: top.id }));
  }
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
  return [];
}

/** Whether each of an ability's targets is still legal as it resolves (608.2b). */
function legalTargets(ctx: Ctx, top: StackObject): boolean[] {
  const state = ctx.state;
  const ability = top.ability?.triggered
    ? abilityOfTrigger(state, { ...top.ability, modes: top.modes }, ctx.trace.departed)
    : abilityOnStack(state, top, ctx.trace.departed);
  return top.targets.map(
    (t, i) =>
      !!ability &&
      i < ability.targets.length &&
      checkTarget(
        state,
        ability.targets[i],
        t,
        top.controller,
        damageSourceColors(state, top),
        top.id,
        top.ability?.source ?? top.id,
        null,
        top.x,
      ) === null,
  );
}

/**
 * Answers the discard or sacrifice a resolving spell or ability waits for (701.9b, 701.21a): the next
 * player chooses, or the cards move and the resolution goes on after that instruction (608.2c).
 */
export function answerPlayerChoice(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  if (!top) return [];
  const name = top.object?.card?.name ?? sourceName(state, top);
  const result = answerChoice(ctx, choice, name);
  if (Array.isArray(result)) return result;
  if (result === 'waiting') return [];
  return resumeResolution(ctx, top, result + 1);
}

/**
 * 702.21a: "counter that spell or ability unless that player pays [cost]". When the player can
 * pay, they choose (a decision); the ability waits on the stack, marked. Returns false when waiting.
 */
type UnlessEffect = Extract<Effect, { kind: 'counterUnlessPays' | 'sacrificeSourceUnlessPays' }>;

/** Who may pay, what happens otherwise, and the rule: ward (702.21a) or "sacrifice ... unless you pay" (118.12a). */
function unlessTerms(
  state: Ctx['state'],
  top: StackObject,
  unless: UnlessEffect,
): { payer: string; otherwise: string; rule: string } | null {
  if (unless.kind === 'counterUnlessPays') {
    const target = state.stack.find((s) => s.id === top.refersTo);
    return target ? { payer: target.controller, otherwise: `${target.id} is countered`, rule: '702.21a' } : null;
  }
  const source = state.battlefield.find((o) => o.id === top.ability?.source);
  return source ? { payer: top.controller, otherwise: `${describe(source)} is sacrificed`, rule: unlessRule(unless) } : null;
}

/** The rule that imposes the payment: ward (702.21a), echo (702.30a), cumulative upkeep (702.24a), or 118.12a. */
export function unlessRule(unless: UnlessEffect): string {
  return unless.kind === 'counterUnlessPays' ? '702.21a' : (unless.rule ?? '118.12a');
}

/** What must be paid: the cost, or for cumulative upkeep the cost once for each age counter (702.24a). */
function unlessCost(state: Ctx['state'], top: StackObject, unless: UnlessEffect): string {
  if (unless.kind !== 'sacrificeSourceUnlessPays' || !unless.perCounter) return unless.cost;
  const n = state.battlefield.find((o) => o.id === top.ability?.source)?.counters[unless.perCounter] ?? 0;
  return costForCounters(unless.cost, n);
}

/**
 * "... unless that player pays [cost]": when the player can pay, they choose (a decision); the
 * ability waits on the stack, marked. Returns false when waiting; true to go on (the player cannot pay).
 */
function askPayment(ctx: Ctx, top: StackObject, unless: UnlessEffect): boolean {
  const state = ctx.state;
  const terms = unlessTerms(state, top, unless);
  if (!terms) return true;
  const cost = unlessCost(state, top, unless);
  const energy = energyCost(cost);
  const life = lifeCost(cost);
  const parsed = energy === null && life === null ? parseManaCost(cost) : null;
  const payer = state.players.find((p) => p.id === terms.payer);
  if ((!parsed && energy === null && life === null) || !payer) return true;
  // 107.14, 118.3: {E} is paid with the payer's energy counters, only when they have that many.
  // 119.4: life is paid only by a player whose life total is at least the whole payment (702.24a: no part of it).
  const can = parsed
    ? findPayment(parsed, 0, unrestrictedPool(state, payer), manaSources(state, payer.id), { lifeAvailable: payer.life })
    : { ok: life !== null ? payer.life >= life : (payer.energy ?? 0) >= (energy ?? 0) };
  if (!can.ok && parsed) refuseIfOtherManaSources(state, payer.id);
  if (!can.ok) {
    ctx.trace.cite(
      life !== null ? '119.4' : terms.rule,
      'cannotPay',
      msg('608-resolving.cannotPay', { id: payer.id, cost: cost, otherwise: terms.otherwise }),
    );
    return true;
  }
  waitFor(top, { kind: 'payment', player: payer.id });
  state.stack.push(top);
  state.turn.priority = null;
  ctx.trace.cite(terms.rule, 'payOrElse', msg('608-resolving.payOrElse', { id: payer.id, cost: cost, otherwise: terms.otherwise }));
  return false;
}

/** Answers the "you may" a resolving ability waits for (608.2d), then finishes resolving it (608.2n). */
export function answerOptional(ctx: Ctx, yes: boolean): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  // 701.24a: a spell's "You may shuffle your library" after its look (Ponder); declined, the order chosen stays (401.4).
  const shuffleAt = top?.object ? waitingFor(top, 'yesNo')?.next : undefined;
  if (top && shuffleAt !== undefined) {
    state.stack.pop();
    answered(top);
    if (yes) applyShuffle(ctx, top.controller);
    else ctx.trace.cite('608.2d', 'chooseOptional', msg('608-resolving.noShuffle', { player: top.controller, id: top.id }));
    return resumeResolution(ctx, top, shuffleAt + 1);
  }
  // 207.2c kinship: "you may reveal it" after the look; "yes" goes on with "If you do" (608.2c), "no" ends it.
  const revealAt = top && !top.object ? waitingFor(top, 'yesNo')?.next : undefined;
  if (top && revealAt !== undefined && isKinshipAt(resolvingEffects(state, top, ctx.trace.departed), revealAt)) {
    state.stack.pop();
    answered(top);
    const more = answerKinship(ctx, top, yes, sourceName(state, top));
    return resumeResolution(ctx, top, more ? revealAt + 1 : Number.MAX_SAFE_INTEGER);
  }
  const ability = top?.ability?.triggered ? abilityOfTrigger(state, { ...top.ability, modes: top.modes }, ctx.trace.departed) : null;
  if (!top || !ability) return [];
  // 702.35a: "yes" to madness casts the card (no targets, X or payment given: a cast action gives them).
  if (madnessWaiting(state))
    return answerMadness(ctx, yes ? { player: waitingFor(top, 'yesNo')?.player ?? top.controller, card: top.ability?.source ?? '' } : null);
  // 702.85a: "yes" casts the last card the cascade exiled, without targets (a cast action gives them).
  const cascade = cascadeWaiting(state);
  if (cascade) return answerCascade(ctx, yes ? { player: top.controller, card: cascade.card?.id ?? '' } : null);
  // 702.62a, 702.88a: "yes" casts the exiled card without targets or X (a cast action gives them).
  if (freeCastWaiting(state)) return answerFreeCast(ctx, yes ? { player: top.controller, card: top.ability?.source ?? '' } : null);
  // 608.2d: "You may pay {M}. If you do, ...": "yes" pays it; one who cannot pay cannot choose it (nothing changes).
  const pay = optionalCost(ability.effects);
  if (yes && pay) {
    const parsed = parseManaCost(pay);
    const violation = parsed ? payManaCost(ctx, { player: top.controller }, parsed, 0, null) : null;
    if (violation || !parsed) return violation ? [violation] : [];
    ctx.trace.cite('608.2d', 'paid', msg('608-resolving.paid.2', { awaitingPayment: top.controller, cost: pay }));
  }
  // 107.14, 118.3: "You may pay {E}{E}. If you do, ...": "yes" removes that many energy counters; one without them cannot choose it.
  const energy = ability.effects.find((e) => e.kind === 'optional' && e.energy !== undefined);
  const payer = state.players.find((p) => p.id === top.controller);
  if (yes && energy?.kind === 'optional' && energy.energy !== undefined && payer) {
    const has = payer.energy ?? 0;
    if (has < energy.energy)
      return [
        {
          code: 'NOT_ENOUGH_ENERGY',
          rule: '118.3',
          message: msg('602-activation-costs.NOT_ENOUGH_ENERGY', { player: payer.id, has, count: energy.energy }),
        },
      ];
    payEnergy(ctx, payer, energy.energy);
  }
  // 118.3: the cost of an "unless" cannot be chosen when it cannot be paid in full.
  if (yes && unlessUnpayable(state, top, ability.effects))
    return [{ code: 'CANNOT_PAY', rule: '118.3', message: msg('effects.unlessCost.cannot', { playerId: top.controller }) }];
  const chooser = waitingFor(top, 'yesNo')?.player ?? top.controller;
  state.stack.pop();
  answered(top);
  ctx.trace.cite(
    '608.2d',
    'chooseOptional',
    msg('608-resolving.chooseOptional.2', {
      controller: chooser,
      pValue: yes ? msg('608-resolving.toDo') : msg('608-resolving.notToDo'),
      text: quotedText(ability.text, ctx.state, top.ability?.source ?? top.id, top.ability?.lastKnown),
      id: top.id,
    }),
  );
  // 608.2b: the instructions of a "you may" (wrapped as optional) reach only legal targets.
  const legal = top.targets.map(
    (t, i) =>
      i < ability.targets.length &&
      checkTarget(
        state,
        ability.targets[i],
        t,
        top.controller,
        damageSourceColors(state, top),
        top.id,
        top.ability?.source ?? top.id,
        null,
        top.x,
      ) === null,
  );
  if (yes) {
    // A discard or a sacrifice after the "yes" may wait for its player's choice (701.9b, 701.21a).
    if (!runAbilityEffects(ctx, top, resolvingEffects(state, top, ctx.trace.departed) ?? [], 0, legal)) return [];
  } else {
    // 608.2c: "If you don't, [effect]".
    const otherwise = ability.effects.flatMap((e) => (e.kind === 'optional' ? (e.otherwise ?? []) : []));
    for (const effect of otherwise) if (!('target' in effect) || legal[effect.target]) applyEffect(ctx, top, effect);
  }
  ctx.trace.cite('608.2n', 'resolve', msg('608-resolving.resolve.4', { id: top.id }));
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
  return [];
}

/** 118.12a, 118.3: whether the cost of "sacrifice CARDNAME unless you discard / sacrifice ..." (an `unless` optional) cannot be paid. */
function unlessUnpayable(state: GameState, top: StackObject, effects: Effect[]): boolean {
  const cost = effects.find((e) => e.kind === 'optional' && e.unless);
  const pay = cost?.kind === 'optional' ? cost.effects[0] : undefined;
  if (pay?.kind === 'discardCards') {
    // 118.3: "discard two cards" is paid with two cards or not at all.
    const n = pay.amount !== 'hand' && pay.amount.kind === 'fixed' ? pay.amount.n : 1;
    if (discardCandidates(state, top.controller, n, pay.what, top.ability?.source).options.length >= n) return false;
    // 400.2: a hidden card of the hand may be such a card: whether the cost can be paid is not known, refused rather than guessed.
    const hand = state.players.find((p) => p.id === top.controller)?.hand ?? [];
    if (hand.some((o) => o.card === null))
      throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('608-resolving.unlessHiddenHand', { player: top.controller }), '118.3');
    return true;
  }
  if (pay?.kind === 'sacrificePermanents') return sacrificeCandidates(state, top, pay, top.controller).options.length < pay.n;
  return false;
}

/** 107.14: how many energy counters a cost of {E} symbols only is ("{E}{E}": 2); null for any other cost. */
function energyCost(cost: string): number | null {
  return /^(?:\{E\})+$/.test(cost) ? cost.length / 3 : null;
}

/** 608.2d: the cost of a "You may pay {M}" among an ability's instructions. */
function optionalCost(effects: Effect[]): string | null {
  for (const e of effects) if (e.kind === 'optional' && e.pay) return e.pay;
  return null;
}

/**
 * 118.12a: "Counter target spell unless its controller pays {N}": when that player can pay, they
 * choose (a decision) and the spell waits on the stack, marked: returns true. False: they cannot pay.
 */
function askSpellPayment(ctx: Ctx, top: StackObject, effect: Extract<Effect, { kind: 'counterTargetUnlessPays' }>): boolean {
  const state = ctx.state;
  const target = state.stack.find((s) => s.id === top.targets[effect.target]);
  const payer = state.players.find((p) => p.id === target?.controller);
  const parsed = parseManaCost(effect.cost);
  if (!target || !payer || !parsed) return false;
  const can = findPayment(parsed, 0, unrestrictedPool(state, payer), manaSources(state, payer.id), { lifeAvailable: payer.life });
  if (!can.ok) refuseIfOtherManaSources(state, payer.id);
  if (!can.ok) {
    ctx.trace.cite('118.12a', 'cannotPay', msg('608-resolving.cannotPay.2', { id: payer.id, cost: effect.cost, id2: target.id }));
    return false;
  }
  waitFor(top, { kind: 'payment', player: payer.id });
  state.stack.push(top);
  state.turn.priority = null;
  ctx.trace.cite('118.12a', 'payOrElse', msg('608-resolving.payOrElse.2', { id: payer.id, cost: effect.cost, id2: target.id }), [
    target.id,
  ]);
  return true;
}

/** Answers the payment a resolving spell waits for (118.12a), then finishes resolving it (608.2n). */
function answerSpellPayment(ctx: Ctx, top: StackObject, pay: boolean): Violation[] {
  const state = ctx.state;
  const base = top.object ? spellAbility(withTextNow(state, top.object, top), top.alternativeCost) : null;
  const effects = base ? chosenSpell(base, top.modes).effects : [];
  const effect = effects[effects.length - 1];
  if (effect?.kind !== 'counterTargetUnlessPays') return [];
  if (pay) {
    const parsed = parseManaCost(effect.cost);
    const violation = parsed ? payManaCost(ctx, { player: waitingFor(top, 'payment')?.player ?? '' }, parsed, 0, null) : null;
    if (violation) return [violation];
    ctx.trace.cite(
      '118.12a',
      'paid',
      msg('608-resolving.paid', {
        awaitingPayment: waitingFor(top, 'payment')?.player,
        cost: effect.cost,
        target: top.targets[effect.target],
      }),
    );
  }
  state.stack.pop();
  answered(top);
  if (!pay) applyEffect(ctx, top, effect);
  finishSpell(ctx, top);
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
  return [];
}

/**
 * 118.12a: "[effect] unless [a player] pays [cost]": a player who can pay chooses as it resolves (608.2d; mana
 * abilities may be activated to pay, 605.3a): it waits on the stack, marked; returns true. One who cannot pay
 * (118.3) does not: the effect happens at once; returns false.
 */
function askUnlessPays(ctx: Ctx, top: StackObject, effect: UnlessPays): boolean {
  const state = ctx.state;
  const payer = state.players.find((p) => p.id === unlessPayer(state, top, effect, (ref) => playerOfRef(ctx, ref, top)));
  const cost = unlessCostNow(top, effect);
  const parsed = parseManaCost(cost);
  const life = lifeCost(cost);
  // 119.4: life is paid only with that much life; mana, with what the player has and can make (118.3).
  const can =
    payer && life !== null
      ? { ok: payer.life >= life }
      : payer && parsed
        ? findPayment(parsed, 0, unrestrictedPool(state, payer), manaSources(state, payer.id), { lifeAvailable: payer.life })
        : null;
  if (payer && parsed && life === null && !can?.ok) refuseIfOtherManaSources(state, payer.id);
  if (payer && can?.ok) {
    waitFor(top, { kind: 'payment', player: payer.id });
    state.stack.push(top);
    state.turn.priority = null;
    ctx.trace.cite('118.12a', 'payOrElse', msg('118.12-unless-pays.payOrElse', { player: payer.id, cost, id: top.id }), [top.id]);
    return true;
  }
  if (payer) ctx.trace.cite('118.12a', 'cannotPay', msg('118.12-unless-pays.cannotPay', { player: payer.id, cost, id: top.id }));
  for (const e of effect.effects) applyUnlessEffect(ctx, top, e);
  return false;
}

/** 118.12a: the instruction done when its payment is not made; 104.3e: a loss ends the game when one player remains (104.2a). */
function applyUnlessEffect(ctx: Ctx, top: StackObject, effect: Effect): void {
  applyEffect(ctx, top, effect);
  if (effect.kind === 'loseGame') checkGameEnd(ctx);
}

/** Answers the payment an "[effect] unless [a player] pays" waits for (118.12a), then the resolution goes on (608.2c). */
function answerUnlessPays(ctx: Ctx, top: StackObject, effect: UnlessPays, at: number, pay: boolean): Violation[] {
  const state = ctx.state;
  const player = waitingFor(top, 'payment')?.player ?? '';
  const cost = unlessCostNow(top, effect);
  const life = lifeCost(cost);
  if (pay && life !== null) {
    // 119.4: asked only of a player with that much life (askUnlessPays).
    const payer = state.players.find((p) => p.id === player);
    if (!payer || payer.life < life)
      return [{ code: 'NOT_ENOUGH_LIFE', rule: '119.4', message: msg('118.12-unless-pays.NOT_ENOUGH_LIFE', { player, life }) }];
    changeLife(ctx, player, -life, '119.4', msg('why.unlessPaysLife', { player, life, id: top.id }));
    ctx.trace.cite('118.12a', 'paid', msg('118.12-unless-pays.paid', { player, cost, id: top.id }));
  } else if (pay) {
    const parsed = parseManaCost(cost);
    const violation = parsed ? payManaCost(ctx, { player }, parsed, 0, null) : null;
    if (violation) return [violation];
    ctx.trace.cite('118.12a', 'paid', msg('118.12-unless-pays.paid', { player, cost, id: top.id }));
  }
  state.stack.pop();
  answered(top);
  if (!pay) {
    ctx.trace.cite('118.12a', 'declined', msg('118.12-unless-pays.declined', { player, cost, id: top.id }));
    for (const e of effect.effects) applyUnlessEffect(ctx, top, e);
  }
  return resumeResolution(ctx, top, at + 1);
}

/** Answers the payment an "unless that player pays" ability waits for, then finishes resolving it (608.2n). */
export function answerPayment(ctx: Ctx, pay: boolean): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const effects = top && waitingFor(top, 'payment') ? (resolvingEffects(state, top, ctx.trace.departed) ?? []) : [];
  const at = effects.findIndex((e) => e.kind === 'unlessPays');
  const asked = effects[at];
  if (top && asked?.kind === 'unlessPays') return answerUnlessPays(ctx, top, asked, at, pay);
  if (top?.object && waitingFor(top, 'payment')) return answerSpellPayment(ctx, top, pay);
  const ability = top?.ability?.triggered ? abilityOfTrigger(state, { ...top.ability, modes: top.modes }, ctx.trace.departed) : null;
  const unless = ability?.effects.find((e): e is UnlessEffect => e.kind === 'counterUnlessPays' || e.kind === 'sacrificeSourceUnlessPays');
  if (!top || !unless) return [];
  const rule = unlessRule(unless);
  const energy = energyCost(unlessCost(state, top, unless));
  const life = lifeCost(unlessCost(state, top, unless));
  const payer = state.players.find((p) => p.id === waitingFor(top, 'payment')?.player);
  if (pay && energy !== null && payer) {
    // 107.14, 118.3: asked only of a payer who has that many energy counters (askPayment).
    if ((payer.energy ?? 0) < energy)
      return [
        {
          code: 'NOT_ENOUGH_ENERGY',
          rule: '118.3',
          message: msg('602-activation-costs.NOT_ENOUGH_ENERGY', { player: payer.id, has: payer.energy ?? 0, count: energy }),
        },
      ];
    payEnergy(ctx, payer, energy);
  } else if (pay && life !== null && payer) {
    // 119.4: asked only of a payer with that much life (askPayment).
    if (payer.life < life)
      return [{ code: 'NOT_ENOUGH_LIFE', rule: '119.4', message: msg('118.12-unless-pays.NOT_ENOUGH_LIFE', { player: payer.id, life }) }];
    changeLife(ctx, payer.id, -life, '119.4', msg('why.payLifeUpkeep', { player: payer.id, life, id: top.id, rule }));
    ctx.trace.cite(rule, 'paid', msg('608-resolving.paid.2', { awaitingPayment: payer.id, cost: `${life} life` }));
  } else if (pay) {
    const cost = unlessCost(state, top, unless);
    const parsed = parseManaCost(cost);
    const violation = parsed ? payManaCost(ctx, { player: waitingFor(top, 'payment')?.player ?? '' }, parsed, 0, null) : null;
    if (violation) return [violation];
    ctx.trace.cite(rule, 'paid', msg('608-resolving.paid.2', { awaitingPayment: waitingFor(top, 'payment')?.player, cost: cost }));
  } else {
    applyEffect(ctx, top, unless);
  }
  state.stack.pop();
  ctx.trace.cite('608.2n', 'resolve', msg('608-resolving.resolve.4', { id: top.id }));
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
  return [];
}

/**
 * The target an instruction is done to (115.6, 608.2b): its own, or the one target of all the instructions an
 * "If [condition], ..." holds (608.2c: "Counter target spell if it's red", "... deals 3 damage to that creature instead").
 */
function instructionTarget(effect: Effect): number | undefined {
  if ('target' in effect) return effect.target;
  if (effect.kind !== 'ifCondition' || effect.skip !== undefined) return undefined;
  const inner = [...effect.effects, ...(effect.otherwise ?? [])];
  const first = inner[0];
  return first && 'target' in first && inner.every((e) => 'target' in e && e.target === first.target) ? first.target : undefined;
}

/**
 * 608.2c: an "If [condition], ..." gate reached by a resolution: whether its condition is true now (the instructions
 * after it, `skip` of them, are followed only then; a wait inside them resumes at its own place, not at the gate).
 */
function gateHolds(
  ctx: Ctx,
  top: StackObject,
  effect: Extract<Effect, { kind: 'ifCondition' }>,
  name: ReturnType<typeof cardName>,
): boolean {
  const holds = conditionTrue(ctx.state, effect.condition, askerOf(top), refsOf(ctx, top));
  ctx.trace.cite('608.2c', 'condition', msg(holds ? '608-resolving.conditionHolds' : '608-resolving.conditionFails', { name }));
  return holds;
}

/**
 * 608.2c: the spell's effects in order, from `from`. Returns false when it stops for a player's
 * choice (701.9b discard): the spell waits on the stack, marked, and resumes with `choose`.
 */
function runSpellEffects(ctx: Ctx, top: StackObject, from: number, resume?: Ctx['amountChoices']): boolean {
  const state = ctx.state;
  const card = top.object;
  const base = card ? spellAbility(withTextNow(state, card, top), top.alternativeCost) : null;
  if (!card?.card || !base) return true;
  const ability = chosenSpell(base, top.modes);
  const legal = top.targets.map(
    (t, i) =>
      i < ability.targets.length &&
      checkTarget(state, ability.targets[i], t, top.controller, colorsNow(state, card), top.id, card.id, card.card, top.x) === null,
  );
  for (let i = from; i < ability.effects.length; i++) {
    const effect = ability.effects[i];
    const at = instructionTarget(effect);
    // 115.6: a target left unchosen ("one or two target creatures"): the instruction that needs it does nothing.
    if (at !== undefined && top.targets[at] === NO_TARGET) {
      ctx.trace.cite('115.6', 'noTarget', msg('115-targets.notChosen', { what: ability.targets[at]?.text ?? '' }));
      continue;
    }
    // 608.2b: an illegal target is not affected by the spell.
    if (at !== undefined && !legal[at]) {
      ctx.trace.cite(
        '608.2b',
        'illegalTarget',
        msg('608-resolving.illegalTarget.2', { target: top.targets[at], name: cardName(card.card) }),
      );
      continue;
    }
    // 608.2b: an instruction over several targets does what it can to the legal ones.
    if (effect.kind === 'together') {
      const narrowed = narrowTogether(ctx, top, effect, legal, cardName(card.card));
      if (narrowed) applyEffect(ctx, top, narrowed);
      continue;
    }
    // 608.2c: an "If [condition], ..." gate: its condition read now; false, its instructions are not followed.
    if (effect.kind === 'ifCondition' && effect.skip !== undefined) {
      if (!gateHolds(ctx, top, effect, cardName(card.card))) i += effect.skip;
      continue;
    }
    // 118.12a: "[effect] unless [a player] pays [cost]": the spell waits for that player's choice, if they can pay.
    if (effect.kind === 'unlessPays') {
      if (askUnlessPays(ctx, top, effect)) return false;
      continue;
    }
    // 705.1, 705.2: the flip, then the instructions of the result's branch.
    if (effect.kind === 'coinFlip') {
      for (const inner of flipCoin(ctx, top, effect, cardName(card.card))) applyBranchEffect(ctx, top, inner, legal, ability.targets);
      continue;
    }
    // 701.9b, 701.21a: the players named choose what they discard or sacrifice; the spell waits for a real choice.
    if (isChoiceEffect(effect)) {
      if (!runChoiceEffect(ctx, top, effect, i, card.card.name)) return false;
      continue;
    }
    // 701.22a: a scry waits for its controller's choice (a pending choice), unless there is nothing to look at.
    if (effect.kind === 'scry') {
      if (askScry(ctx, top, i, effect.n)) return false;
      continue;
    }
    // 701.20e: a look at the top of a library waits for where each card goes, unless there is nothing to look at.
    if (effect.kind === 'lookAtLibrary') {
      if (askLook(ctx, top, i)) return false;
      continue;
    }
    // 608.2d, 701.20a: a card chosen from a revealed hand waits for the controller's choice, unless none may be chosen.
    if (effect.kind === 'chooseFromHand' || effect.kind === 'putFromHand' || effect.kind === 'putOntoBattlefieldFromHand') {
      if (askHandCard(ctx, top, i)) return false;
      continue;
    }
    // 701.23a: a search waits for the searcher's choice of the cards found.
    if (effect.kind === 'searchLibrary') {
      if (askSearch(ctx, top, i, effect)) return false;
      continue;
    }
    // 608.2d, 702.16a: "the color of your choice" is chosen as it resolves; the spell waits for it.
    // 609.7a: "a [red] source of your choice" is chosen as the shield is created (615.8).
    if (effect.kind === 'preventNextFromSource') {
      if (askSource(ctx, top, i, effect)) return false;
      continue;
    }
    // 701.39a, 701.34a: bolster's creature (when several are tied) and proliferate's choice wait for the controller.
    if (effect.kind === 'bolster' || effect.kind === 'proliferate') {
      if (effect.kind === 'bolster' ? askBolster(ctx, top, i, effect.n) : askProliferate(ctx, top, i)) return false;
      continue;
    }
    // 608.2d, 701.26: "You may tap or untap target permanent.": tap, untap or neither, chosen as it resolves.
    if (effect.kind === 'tapOrUntap') {
      if (askTapOrUntap(ctx, top, i, effect)) return false;
      continue;
    }
    if (effect.kind === 'protectionOfChoice' || effect.kind === 'addManaOfChoice') {
      // 400.7: "CARDNAME gains protection ..." of a source that has left the battlefield: nothing to choose for.
      if ('source' in effect && !ctx.state.battlefield.some((o) => o.id === top.ability?.source)) continue;
      askColor(ctx, top, i);
      return false;
    }
    if (effect.kind === 'becomesOfChoice') {
      if (askOfChoice(ctx, top, i, effect)) return false;
      continue;
    }
    // 707.10c: the copy's new targets are chosen before it is put onto the stack; the spell may wait for them.
    if (effect.kind === 'copyTargetSpell') {
      if (askCopyTargets(ctx, top, i, effect)) return false;
      continue;
    }
    // 115.7a: the spell's target is changed to another legal target; its controller may have to choose which.
    if (effect.kind === 'changeTarget') {
      if (askNewTarget(ctx, top, i, effect)) return false;
      continue;
    }
    // 608.2d, 612: the words of a text change are chosen as it resolves; the spell waits for them.
    if (effect.kind === 'changeText') {
      askWords(ctx, top, i, effect);
      return false;
    }
    if (effect.kind === 'counterTargetUnlessPays') {
      if (i !== ability.effects.length - 1)
        throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('608-resolving.afterUnlessPays', { name: cardName(card.card) }), '118.12a');
      if (askSpellPayment(ctx, top, effect)) return false;
    }
    // 616.1: a single damage or life-gain event waits for the affected player's order of replacement effects.
    if (i === from && resume) ctx.amountChoices = resume;
    try {
      applyEffect(ctx, top, effect);
    } catch (e) {
      if (
        !(e instanceof ReplacementChoiceNeeded) ||
        !(effect.kind === 'damage' || effect.kind === 'gainLife' || effect.kind === 'targetGainsLife' || effect.kind === 'life')
      )
        throw e;
      top.awaitingReplacement = {
        player: e.player,
        options: e.options,
        // The board keeps the event's words in English (informative); the trace words it in the request's language.
        text: renderParam(e.event, 'en'),
        kind: e.kind,
        chosen: { ...(i === from ? resume : {}) },
        next: i,
      };
      state.stack.push(top);
      state.turn.priority = null;
      ctx.trace.cite(
        '616.1',
        'chooseReplacement',
        msg('608-resolving.chooseReplacement', { player: e.player, options: e.options.join(', '), event: e.event }),
        [e.player],
      );
      return false;
    } finally {
      ctx.amountChoices = undefined;
    }
  }
  return true;
}

/** 616.1e: the affected player's choice of the effect that applies first; the spell resumes with that effect. */
export function answerSpellReplacement(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = top?.awaitingReplacement;
  if (!top || !wait) return [];
  if (choice.length !== 1 || !wait.options.includes(choice[0]))
    return [{ code: 'INVALID_CHOICE', rule: '616.1e', message: msg('608-resolving.INVALID_CHOICE', { options: wait.options.join(', ') }) }];
  state.stack.pop();
  delete top.awaitingReplacement;
  ctx.trace.cite(
    '616.1e',
    'chooseReplacement',
    msg('608-resolving.chooseReplacement.2', {
      player: wait.player,
      pValue: choice[0],
      // From the board's fields, not its English `text`: the spell, and whether it deals damage or gains life.
      text: msg(wait.kind === 'damage' ? 'event.spellDamage' : 'event.spellLifeGain', {
        spell: top.object ? objectName(top.object) : top.id,
      }),
    }),
    [wait.player],
  );
  const chosen = { ...wait.chosen, [wait.kind]: [...(wait.chosen[wait.kind] ?? []), choice[0]] };
  if (!runSpellEffects(ctx, top, wait.next, chosen)) return [];
  finishSpell(ctx, top);
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
  return [];
}

/** 701.9a: the cards go from their owner's hand to that player's graveyard. */
function discardCards(ctx: Ctx, playerId: string, ids: string[]): void {
  const player = ctx.state.players.find((p) => p.id === playerId);
  if (!player) return;
  const chosen = new Set(ids);
  const gone = player.hand.filter((o) => chosen.has(o.id));
  player.hand = player.hand.filter((o) => !chosen.has(o.id));
  ctx.trace.cite(
    '701.9a',
    'discard',
    msg('608-resolving.discard', {
      playerId: playerId,
      pValue: gone.map((o) => (o.card ? `${o.card.name} (${o.id})` : o.id)).join(', ') || 'nothing',
    }),
    gone.map((o) => o.id),
  );
  for (const o of gone) putDiscardedCard(ctx, o);
}

/** 608.2n: an instant or sorcery goes to its owner's graveyard as the last step of its resolution. */
function finishSpell(ctx: Ctx, top: StackObject): void {
  const card = top.object;
  if (!card || movedItself(ctx.state, top)) return;
  ctx.trace.cite('608.2n', 'resolve', msg('608-resolving.resolve.6', { name: cardName(card.card), id: card.id }), [card.id]);
  leaveStack(ctx, top, card, true);
}

/** Answers the reveal an amplify spell waits for (702.38a), then finishes resolving it once every instance is answered (702.38b). */
export function answerReveal(ctx: Ctx, choice: string[]): Violation[] {
  const answered = answerAmplify(ctx, choice);
  if (answered === null) return [];
  if (Array.isArray(answered)) return answered;
  resolveTop(ctx, answered.counters);
  return [];
}

/** Answers the words a resolving text-changing spell waits for (608.2d, 612), then finishes resolving it. */
export function answerWords(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = top?.awaitingWords;
  const effect = top ? waitingEffect(state, top) : null;
  if (!top || !wait || !effect) return [];
  const violation = checkWords(effect, choice);
  if (violation) return [violation];
  state.stack.pop();
  delete top.awaitingWords;
  ctx.trace.cite(
    '608.2d',
    'chooseWords',
    msg('608-resolving.chooseWords', { player: wait.player, pValue: choice[0], pValue2: choice[1] }),
    [top.id],
  );
  applyTextChange(ctx, top, effect, choice[0], choice[1]);
  if (!runSpellEffects(ctx, top, wait.next + 1)) return [];
  finishSpell(ctx, top);
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
  return [];
}

/** Answers the scry a resolving spell or ability waits for (701.22a), then finishes resolving it. */
export function answerScry(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'scry');
  if (!top || !wait) return [];
  const order = checkScry(state, wait.player, scryAmount(state, top, wait.next), choice);
  if ('code' in order) return [order];
  state.stack.pop();
  answered(top);
  applyScry(ctx, wait.player, order);
  return resumeResolution(ctx, top, wait.next + 1);
}

/** Answers the search a resolving spell or ability waits for (701.23a), then finishes resolving it. */
export function answerSearch(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'search');
  const effect = top && wait ? searchEffectAt(state, top, wait.next) : null;
  if (!top || !wait || !effect) return [];
  const violation = checkSearch(state, top, wait.player, effect, choice);
  if (violation) return [violation];
  state.stack.pop();
  answered(top);
  applySearch(ctx, wait.player, effect, choice);
  return resumeResolution(ctx, top, wait.next + 1);
}

/** Answers the library look a resolving spell or ability waits for (701.20e), then finishes resolving it. */
export function answerLook(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'look');
  if (!top || !wait) return [];
  const order = checkLook(state, top, wait.next, choice);
  if ('code' in order) return [order];
  state.stack.pop();
  answered(top);
  applyLook(ctx, top, wait.next, order);
  // 608.2d, 701.24a: "You may shuffle your library." (Ponder): asked once the cards are back on top.
  if (lookEffectAt(state, top, wait.next)?.mayShuffle) {
    waitFor(top, { kind: 'yesNo', player: top.controller, next: wait.next });
    state.stack.push(top);
    state.turn.priority = null;
    ctx.trace.cite('608.2d', 'chooseOptional', msg('608-resolving.mayShuffle', { player: top.controller, id: top.id }));
    return [];
  }
  return resumeResolution(ctx, top, wait.next + 1);
}

/** Answers the card choice a resolving spell waits for (608.2d: a card of a revealed hand), then finishes resolving it. */
export function answerHandCard(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'handCard');
  if (!top || !wait) return [];
  const violation = checkHandCard(state, top, wait.next, choice);
  if (violation) return [violation];
  state.stack.pop();
  answered(top);
  applyHandCard(ctx, top, wait.next, choice, discardCards);
  if (!top.object) return resumeResolution(ctx, top, wait.next + 1);
  if (!runSpellEffects(ctx, top, wait.next + 1)) return [];
  finishSpell(ctx, top);
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
  return [];
}

/** Answers the discard a resolving spell waits for (701.9b), then finishes resolving it. */
export function answerDiscard(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  if (waitingFor(top, 'discard')) return answerPlayerChoice(ctx, choice);
  const wait = top?.awaitingDiscard;
  if (!top || !wait) return [];
  const player = state.players.find((p) => p.id === wait.player);
  const inHand = new Set(player?.hand.map((o) => o.id));
  if (choice.length !== wait.count || new Set(choice).size !== choice.length || !choice.every((id) => inHand.has(id))) {
    return [
      {
        code: 'INVALID_CHOICE',
        rule: '701.9b',
        message: msg('608-resolving.INVALID_CHOICE.2', { count: wait.count, player: wait.player }),
      },
    ];
  }
  state.stack.pop();
  delete top.awaitingDiscard;
  discardCards(ctx, wait.player, choice);
  if (!runSpellEffects(ctx, top, wait.next)) return [];
  finishSpell(ctx, top);
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
  return [];
}

/** 605.3b: what a mana ability does besides adding mana, applied at once as it resolves (it never uses the stack). */
export function applyManaAbilityEffects(ctx: Ctx, ability: StackObject, effects: Effect[]): void {
  for (const effect of effects) applyEffect(ctx, ability, effect);
}

/** 509.1b: a "can't block" / "can't be blocked" effect on `target` for this turn; `attacker`: the one attacker it can't block. */
function pushThisTurnEffect(
  state: GameState,
  spell: StackObject,
  id: string,
  kind: 'cant-block' | 'cant-be-blocked' | 'cant-attack' | 'must-attack',
  target: string,
  attacker?: string,
): void {
  state.effects.push({
    id,
    kind,
    power: 0,
    toughness: 0,
    affects: [target],
    ...(attacker !== undefined ? { attacker } : {}),
    source: spell.id,
    controller: spell.controller,
    timestamp: state.nextTimestamp++,
    duration: 'this-turn',
  });
}

/** 110.2: a card taken out of `owner`'s graveyard enters the battlefield under `controller`'s control (302.6: summoning sick). */
function enterFromGraveyard(ctx: Ctx, name: string, o: GameObject, owner: string, controller: string): void {
  putOntoBattlefield(ctx, o, controller);
  ctx.trace.cite('110.2', 'enters', msg('608-resolving.enters', { name, describe: objectName(o), id: owner, controller }), [o.id]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'graveyard', to: 'battlefield', player: controller });
}

/**
 * 705.2, 608.2c: an instruction of a coin flip's branch; 115.6: one whose "up to" target was left unchosen does nothing,
 * 608.2b: nor one that reaches an illegal target.
 */
function applyBranchEffect(ctx: Ctx, top: StackObject, effect: Effect, legal: boolean[], targets: Selector[]): void {
  if ('target' in effect && top.targets[effect.target] === NO_TARGET) {
    ctx.trace.cite('115.6', 'noTarget', msg('115-targets.notChosen', { what: targets[effect.target]?.text ?? '' }));
    return;
  }
  if ('target' in effect && !legal[effect.target]) {
    ctx.trace.cite('608.2b', 'illegalTarget', msg('608-resolving.illegalTarget', { target: top.targets[effect.target] }));
    return;
  }
  applyEffect(ctx, top, effect);
}

/** 608.2c: one instruction; 610.3: what was exiled until a permanent that has left leaves returns at once. */
function applyEffect(ctx: Ctx, spell: StackObject, effect: Effect): void {
  applyOneEffect(ctx, spell, effect);
  returnExiledUntilLeft(ctx);
}

function applyOneEffect(ctx: Ctx, spell: StackObject, effect: Effect): void {
  const state = ctx.state;
  const name = spell.object?.card?.name ?? sourceName(state, spell);
  switch (effect.kind) {
    case 'searchLibrary':
      // A resolving spell or ability waits for the search (runSpellEffects, runAbilityEffects); elsewhere ("if you don't") it cannot.
      throw new Unsupported('UNSUPPORTED_EFFECT', msg('608-resolving.searchByAbility', { name }), '701.23a');
    case 'shuffleLibrary':
      applyShuffle(ctx, spell.controller);
      return;
    case 'becomesOfChoice':
      // A resolving spell or ability waits for the choice (runSpellEffects, runAbilityEffects); elsewhere it cannot.
      throw new Unsupported('UNSUPPORTED_EFFECT', msg('608-resolving.ofChoiceElsewhere', { name }), '608.2d');
    case 'becomesLandType':
      applyBecomesLandType(ctx, spell, effect, effectId(state, spell.id));
      return;
    case 'becomesColor':
      applyBecomesColor(ctx, spell, effect, effectId(state, spell.id));
      return;
    case 'scry':
      // A resolving spell or ability waits for the scry (runSpellEffects, runAbilityEffects); elsewhere it cannot.
      throw new Unsupported('UNSUPPORTED_EFFECT', msg('608-resolving.scryByAbility', { name }), '701.22a');
    case 'ifCondition': {
      // A gate over instructions of its own list is read by the resolution's run of instructions only.
      if (effect.skip !== undefined) throw new Unsupported('UNSUPPORTED_EFFECT', msg('608-resolving.gateElsewhere', { name }), '608.2c');
      // 608.2c: the instruction is done only if its condition is true now, as it is reached.
      const holds = conditionTrue(state, effect.condition, askerOf(spell), refsOf(ctx, spell));
      ctx.trace.cite('608.2c', 'condition', msg(holds ? '608-resolving.conditionHolds' : '608-resolving.conditionFails', { name }));
      // 608.2c: "... instead": what the instruction does when the condition is false.
      for (const inner of holds ? effect.effects : (effect.otherwise ?? [])) applyEffect(ctx, spell, inner);
      return;
    }
    case 'coinFlip':
      // 705.1, 705.2: a flip outside a resolution's run of instructions ("If you don't, ...", a mana ability's): its branch at once.
      for (const inner of flipCoin(ctx, spell, effect, name)) applyEffect(ctx, spell, inner);
      return;
    case 'ifTargetWas': {
      // 608.2c: "If it was a creature card, ...": the card the target is now (moved by the instruction before, 400.7: the same card).
      const id = spell.targets[effect.target];
      const found = find(state, id);
      const moved =
        found?.kind === 'object' ? found.object : [...state.exile, ...state.players.flatMap((p) => p.hand)].find((o) => o.id === id);
      const card = moved?.card ?? null;
      const was = card !== null && effect.types.some((t) => card.types.includes(t));
      ctx.trace.cite(
        '608.2c',
        'condition',
        msg(was ? '608-resolving.targetWas' : '608-resolving.targetWasNot', {
          target: spell.targets[effect.target],
          types: effect.types.join(', '),
        }),
      );
      if (was) for (const e of effect.effects) applyEffect(ctx, spell, e);
      return;
    }
    case 'preventNextFromSource':
      // A resolving spell or ability asks for the source (runSpellEffects, runAbilityEffects); elsewhere it cannot.
      throw new Unsupported('UNSUPPORTED_EFFECT', msg('615.8-source-shields.elsewhere', { name }), '609.7a');
    case 'addManaOfChoice':
    case 'protectionOfChoice':
      // A resolving spell or ability asks for the color (runSpellEffects, runAbilityEffects); elsewhere it cannot.
      throw new Unsupported('UNSUPPORTED_EFFECT', msg('608-resolving.colorElsewhere', { name }), '608.2d');
    case 'changeText':
      // Only a resolving spell asks for the words (runSpellEffects); an ability that changes text is not supported.
      throw new Unsupported('UNSUPPORTED_EFFECT', msg('608-resolving.textChangeByAbility', { name }), '612.1');
    case 'damage':
      dealDamage(
        ctx,
        name,
        spell.targets[effect.target],
        // 601.2d: a target of divided damage is dealt the share announced for it.
        effect.divided ? shareOf(spell, spell.targets[effect.target]) : amountOf(ctx, effect.amount, spell),
        damageSourceColors(state, spell),
        spell.object ? spell.id : (spell.ability?.source ?? spell.id),
        spellSource(spell),
      );
      return;
    case 'draw':
      for (let i = 0, n = amountOf(ctx, effect.amount, spell); i < n; i++) drawCard(ctx, spell.controller, '121.1');
      return;
    case 'counter':
      counter(ctx, spell.targets[effect.target], name, effect.to);
      return;
    case 'destroy':
      if ('objects' in effect) for (const o of objectsOf(ctx, spell, effect)) destroy(ctx, name, o.id, !effect.noRegenerate);
      else if (destroyTestHolds(ctx, spell, effect, name)) destroy(ctx, name, spell.targets[effect.target], !effect.noRegenerate);
      return;
    case 'damageEachObject':
      applyDamageEach(ctx, spell, effect, name, damageSourceColors(state, spell));
      return;
    case 'destroyEach':
      applyDestroyEach(ctx, spell, effect, name);
      return;
    case 'together':
      applyTogether(ctx, spell, effect, name);
      return;
    case 'exileEach':
      applyExileEach(ctx, spell, effect, name);
      return;
    case 'returnEachToHand':
      applyReturnEachToHand(ctx, spell, effect, name);
      return;
    case 'doesntUntapWhileSourceTapped':
      applyDoesntUntapWhileSourceTapped(ctx, spell, spell.targets[effect.target], effectId(state, spell.id));
      return;
    case 'doesntUntapNext':
      if ('objects' in effect)
        for (const o of objectsOf(ctx, spell, effect)) applyDoesntUntapNext(ctx, spell, o.id, effectId(state, spell.id), effect.yours);
      else applyDoesntUntapNext(ctx, spell, spell.targets[effect.target], effectId(state, spell.id), effect.yours);
      return;
    case 'sourceBecomesCreature':
    case 'targetBecomesCreature':
    case 'eachBecomesCreature':
      applySourceBecomesCreature(ctx, spell, effect, effectId(state, spell.id));
      return;
    case 'preventAllDamageToSource':
      applyPreventAllDamageToSource(ctx, spell, effectId(state, spell.id));
      return;
    case 'assignsNoCombatDamage':
      applyAssignsNoCombatDamage(ctx, spell, effectId(state, spell.id), effect.afterPowerDamage === true);
      return;
    case 'destroyAll': {
      // Destroyed at once: they leave together (603.10a sees them all).
      const batch = ++ctx.trace.batch;
      const doomed = state.battlefield.filter((p) => p.card && effect.types.some((t) => characteristicsOf(state, p).types.includes(t)));
      // 614.1a: the replacement effects that exist as they are destroyed apply to each, even those of a permanent destroyed with them
      // (Kalitas ruling): where each would go is read before any leaves.
      const leaving = doomed.filter(
        (o) =>
          !isIndestructible(state, o) &&
          (effect.noRegenerate || o.regenerationShields <= 0 || cantBeRegenerated(state, o)) &&
          umbraArmorsOn(state, o).length === 0,
      );
      const destinations = new Map(leaving.map((o) => [o.id, graveyardDestination(ctx, o, 'battlefield')]));
      for (const o of umbraArmoredFirst(state, doomed)) destroy(ctx, name, o.id, !effect.noRegenerate, batch, destinations.get(o.id));
      return;
    }
    case 'preventAllCombatDamage': {
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind: 'prevent-combat-damage',
        power: 0,
        toughness: 0,
        affects: [],
        source: spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'this-turn',
      });
      ctx.trace.cite('615.1a', 'preventionEffect', msg('608-resolving.preventionEffect', { id: id }));
      return;
    }
    case 'additionalLandThisTurn': {
      // 305.2: one more land its controller may play this turn (counted by landsAllowed, 604-static-abilities.ts).
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind: 'additional-land',
        power: 0,
        toughness: 0,
        affects: [spell.controller],
        source: spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'this-turn',
      });
      ctx.trace.cite('305.2', 'continuousEffect', msg('608-resolving.additionalLand', { player: spell.controller, id }), [
        spell.controller,
      ]);
      return;
    }
    case 'prevention':
      applyPrevention(ctx, spell, effect);
      return;
    case 'redirectDamage':
      applyRedirect(ctx, spell, effect);
      return;
    case 'regenerateSource': {
      const o = state.battlefield.find((p) => p.id === spell.ability?.source);
      if (!o) return;
      o.regenerationShields += 1;
      ctx.trace.cite('701.19a', 'regenerationShield', msg('608-resolving.regenerationShield', { describe: objectName(o) }), [o.id]);
      return;
    }
    case 'returnToHand': {
      // "Return target spell or permanent to its owner's hand": a spell leaves the stack without resolving (it is not countered, 701.6a).
      const returned = state.stack.find((s) => s.id === spell.targets[effect.target] && s.object);
      if (returned?.object) {
        state.stack.splice(state.stack.indexOf(returned), 1);
        ctx.trace.cite('608.2c', 'returnToHand', msg('608-resolving.returnToHand', { name: name, describe: objectName(returned.object) }), [
          returned.id,
        ]);
        leaveStack(ctx, returned, returned.object, false, 'hand');
        return;
      }
      const leaving = state.battlefield.find((p) => p.id === spell.targets[effect.target]);
      if (leaving) ctx.trace.departed.set(leaving.id, lookBack(state, leaving, ++ctx.trace.batch));
      const o = takeFromBattlefield(state, spell.targets[effect.target]);
      if (!o) return;
      putIntoOwnerZone(state, o, 'hand', ctx.trace);
      ctx.trace.cite('608.2c', 'returnToHand', msg('608-resolving.returnToHand.2', { name: name, describe: objectName(o) }), [o.id]);
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'hand', player: o.owner });
      return;
    }
    case 'gainKeyword':
      applyPump(ctx, spell, { kind: 'modifyPT', power: 0, toughness: 0, target: effect.target, keyword: effect.keyword }, () =>
        effectId(state, spell.id),
      );
      return;
    case 'loseKeywordUntilEndOfTurn': {
      // 613.1f: a layer 6 effect, in timestamp order with the ones that grant the keyword (613.7).
      const id = spell.targets[effect.target];
      const o = state.battlefield.find((p) => p.id === id);
      if (!o) return;
      const kid = effectId(state, spell.id);
      const source = spell.object ? spell.id : (spell.ability?.source ?? spell.id);
      state.effects.push({
        id: kid,
        kind: 'lose-keyword',
        keyword: effect.keyword,
        power: 0,
        toughness: 0,
        affects: [o.id],
        source,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'until-end-of-turn',
      });
      ctx.trace.cite(
        '613.1f',
        'continuousEffect',
        msg('608-resolving.losesKeyword', { target: objectName(o), keyword: effect.keyword, kid }),
        [o.id],
      );
      return;
    }
    case 'targetLosesLife':
      changeLife(ctx, spell.targets[effect.target], -amountOf(ctx, effect.amount, spell), '119.3', name);
      return;
    case 'targetGainsLife':
      changeLife(ctx, spell.targets[effect.target], amountOf(ctx, effect.amount, spell), '119.3', name);
      return;
    case 'damageEach': {
      // All at once: each creature, then each player if the spell says so (120.2: dealt simultaneously).
      const n = amountOf(ctx, effect.amount, spell);
      const colors = damageSourceColors(state, spell);
      const sourceId = spell.object ? spell.id : (spell.ability?.source ?? spell.id);
      // "each creature with flying" / "without flying": read as the damage is dealt (613.1f).
      const keywordFits = (o: GameObject) =>
        (!effect.withKeyword || keywordsNow(state, o).has(effect.withKeyword)) &&
        (!effect.withoutKeyword || !keywordsNow(state, o).has(effect.withoutKeyword));
      const creatures = state.battlefield
        .filter((o) => characteristicsOf(state, o).types.includes('Creature') && keywordFits(o))
        .map((o) => o.id);
      for (const id of creatures) dealDamage(ctx, name, id, n, colors, sourceId, spellSource(spell));
      if (effect.players)
        for (const p of state.players.filter((x) => x.lost === null)) dealDamage(ctx, name, p.id, n, colors, sourceId, spellSource(spell));
      return;
    }
    case 'modifyPT':
      applyPump(ctx, spell, effect, () => effectId(state, spell.id));
      return;
    case 'switchPT':
      applySwitchPT(ctx, spell, effect, effectId(state, spell.id));
      return;
    case 'addMana': {
      const player = state.players.find((p) => p.id === spell.controller);
      if (!player) return;
      // 608.2h: "for each ...": counted once, as the ability resolves.
      const times = effect.amount ? Math.max(0, amountOf(ctx, effect.amount, spell)) : 1;
      const added = Array.from({ length: times }, () => effect.mana).flat();
      for (const m of added) player.manaPool[m] += 1;
      ctx.trace.cite(
        effect.amount ? '608.2h' : '106.4',
        'addMana',
        msg('608-resolving.addMana', { controller: spell.controller, mana: added.map((m) => `{${m}}`).join('') }),
      );
      return;
    }
    case 'modifyPTYourCreatures': {
      // 611.2c: the creatures affected are those the controller controls as the effect begins.
      const affects = state.battlefield
        .filter((o) => o.controller === spell.controller && characteristicsOf(state, o).types.includes('Creature'))
        .map((o) => o.id);
      if (effect.keyword) {
        const kid = effectId(state, spell.id);
        state.effects.push({
          id: kid,
          kind: 'add-keyword',
          keyword: effect.keyword,
          power: 0,
          toughness: 0,
          affects,
          source: spell.id,
          controller: spell.controller,
          timestamp: state.nextTimestamp++,
          duration: 'until-end-of-turn',
        });
        ctx.trace.cite(
          '611.2c',
          'continuousEffect',
          msg('608-resolving.continuousEffect.4', {
            controller: spell.controller,
            pValue: affects.join(', ') || 'none',
            keyword: effect.keyword,
            kid: kid,
          }),
          affects,
        );
        if (effect.power === 0 && effect.toughness === 0) return;
      }
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind: 'modify-pt',
        power: effect.power,
        toughness: effect.toughness,
        affects,
        source: spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'until-end-of-turn',
      });
      ctx.trace.cite(
        '611.2c',
        'continuousEffect',
        msg('608-resolving.continuousEffect.5', {
          controller: spell.controller,
          pValue: affects.join(', ') || 'none',
          pValue2: effect.power >= 0 ? '+' : '',
          power: effect.power,
          pValue3: effect.toughness >= 0 ? '+' : '',
          toughness: effect.toughness,
        }),
        affects,
      );
      return;
    }
    case 'modifySourcePT':
      applyPump(
        ctx,
        spell,
        { kind: 'modifyPT', power: effect.power, toughness: effect.toughness, objects: { kind: 'source' } },
        () => effectId(state, spell.id),
        effect.rule,
      );
      return;
    case 'modifyAttackerPT':
      applyAttackerPT(ctx, spell, effect, effectId(state, spell.id));
      return;
    case 'attachSource': {
      // 702.6a, 701.3a: the source becomes attached to the target; 613.7e (701.3c): a new timestamp.
      const source = state.battlefield.find((o) => o.id === spell.ability?.source);
      const target = spell.targets[effect.target];
      const onto = state.battlefield.find((o) => o.id === target);
      const c = source ? characteristicsOf(state, source) : undefined;
      // 701.3b: only an Aura, Equipment or Fortification can be attached; it doesn't move to what it can't be
      // attached to: an Equipment neither to itself nor while it is a creature (301.5c), an Aura only to what its
      // enchant ability allows (303.4j).
      const why =
        !source || !c || !onto
          ? '701.3b'
          : c.subtypes.includes('Aura')
            ? auraIllegality(state, source, c, onto) === null && !c.types.includes('Creature')
              ? null
              : '303.4j'
            : c.subtypes.includes('Equipment')
              ? source.id === target || c.types.includes('Creature')
                ? '301.5c'
                : null
              : '701.3b';
      if (why !== null || !source) {
        ctx.trace.cite(why ?? '701.3b', 'attach', msg('608-resolving.attach.2', { source: spell.ability?.source, target: target }));
        return;
      }
      if (source.attachedTo === target) {
        // 701.3b: attaching to what it is already attached to does nothing (no new timestamp).
        ctx.trace.cite('701.3b', 'attach', msg('608-resolving.attach.3', { describe: objectName(source), target: target }));
        return;
      }
      source.attachedTo = target;
      source.timestamp = state.nextTimestamp++;
      ctx.trace.cite(effect.rule, 'attach', msg('608-resolving.attach.4', { describe: objectName(source), target: target }), [
        source.id,
        target,
      ]);
      return;
    }
    case 'becomes': {
      // 611.2c: the affected object is fixed as the effect begins; one timestamp for all its parts (613.7).
      const target = spell.targets[effect.target];
      const timestamp = state.nextTimestamp++;
      const base = {
        affects: [target],
        source: spell.id,
        controller: spell.controller,
        timestamp,
        duration: 'until-end-of-turn' as const,
        power: 0,
        toughness: 0,
      };
      const parts: Message[] = [];
      if (effect.creatureTypes) {
        state.effects.push({ ...base, id: `${spell.id}.effect.types`, kind: 'set-creature-types', subtypes: [...effect.creatureTypes] });
        parts.push(
          msg('continuous.creatureTypes', {
            types: { perLanguage: { en: withArticle(effect.creatureTypes.join(' ')), fr: effect.creatureTypes.join(' ') } },
          }),
        );
      }
      if (effect.colors) {
        state.effects.push({ ...base, id: `${spell.id}.effect.colors`, kind: 'set-colors', colors: [...effect.colors] });
        parts.push(
          msg('continuous.colors', {
            colors: listed(
              effect.colors.map((c) => msg(COLOR_WORD[c])),
              'and',
            ),
          }),
        );
      }
      if (effect.loseAbilities) {
        state.effects.push({ ...base, id: `${spell.id}.effect.abilities`, kind: 'lose-abilities' });
        parts.push(msg('continuous.loseAbilities'));
      }
      if (effect.basePT) {
        state.effects.push({ ...base, id: `${spell.id}.effect.pt`, kind: 'set-pt', power: effect.basePT[0], toughness: effect.basePT[1] });
        parts.push(msg('continuous.basePT', { pt: `${effect.basePT[0]}/${effect.basePT[1]}` }));
      }
      ctx.trace.cite(
        '611.2c',
        'continuousEffect',
        msg('608-resolving.continuousEffect.7', { target: target, parts: joined(parts, ', ') }),
        [target],
      );
      return;
    }
    case 'gainControl': {
      const target = spell.targets[effect.target];
      if (!state.battlefield.some((o) => o.id === target)) return;
      // 611.2b: "for as long as you control CARDNAME [and CARDNAME remains tapped]" never starts if its controller no
      // longer controls the source (or it is untapped already).
      const held = effect.whileYouControlSource ? state.battlefield.find((o) => o.id === spell.ability?.source) : undefined;
      if (effect.whileYouControlSource && (held?.controller !== spell.controller || (effect.andSourceTapped && !held.tapped))) {
        ctx.trace.cite(
          '611.2b',
          'durationNeverStarts',
          held?.controller === spell.controller
            ? msg('608-resolving.whileTappedNeverStarts', { id: spell.id })
            : msg('608-resolving.whileControlledNeverStarts', { id: spell.id, controller: spell.controller }),
        );
        return;
      }
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind: 'gain-control',
        power: 0,
        toughness: 0,
        affects: [target],
        source: spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: held ? 'while-you-control-source' : effect.untilEndOfTurn ? 'until-end-of-turn' : 'permanent',
        ...(held ? { controlledSource: held.id } : {}),
        ...(held && effect.andSourceTapped ? { tappedSource: held.id } : {}),
      });
      ctx.trace.cite(
        '611.2a',
        'continuousEffect',
        msg('608-resolving.continuousEffect.8', {
          name: name,
          controller: spell.controller,
          target: target,
          pValue: effect.untilEndOfTurn ? ' until end of turn' : '',
          id: id,
        }),
        [target],
      );
      if (held)
        ctx.trace.cite(
          '611.2b',
          'whileYouControlSource',
          msg(effect.andSourceTapped ? '608-resolving.whileControlledAndTapped' : '608-resolving.whileControlled', {
            id,
            controller: spell.controller,
            source: held.id,
          }),
          [target],
        );
      // Layer 2 applies at once: what follows in the text ("Untap that creature") sees the new controller.
      applyControlEffects(ctx);
      return;
    }
    case 'gainControlEach': {
      // 611.2c: the set of permanents is fixed as the effect begins; one effect, one timestamp, for all of them.
      const affects = (eachObject(ctx, spell, effect.each, effect.controlledBy) ?? []).map((o) => o.id);
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind: 'gain-control',
        power: 0,
        toughness: 0,
        affects,
        source: spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'permanent',
      });
      ctx.trace.cite(
        '611.2c',
        'continuousEffect',
        msg('608-resolving.continuousEffect.8', {
          name: name,
          controller: spell.controller,
          target: affects.join(', ') || msg('effects.nothing'),
          pValue: '',
          id: id,
        }),
        affects,
      );
      applyControlEffects(ctx);
      return;
    }
    case 'tap':
    case 'untap':
      applyTap(ctx, spell, effect, name);
      return;
    case 'exileIfDiesThisTurn':
    case 'exileDamagedIfDiesThisTurn':
    case 'noRegenerateDamagedThisTurn':
    case 'noRegenerateThisTurn': {
      const affects =
        effect.kind === 'exileIfDiesThisTurn' || effect.kind === 'noRegenerateThisTurn'
          ? [spell.targets[effect.target]]
          : dealtDamageThisWay(ctx, spell);
      const ids = affects.filter((id) =>
        state.battlefield.some(
          (o) => o.id === id && (effect.kind !== 'noRegenerateThisTurn' || characteristicsOf(state, o).types.includes('Creature')),
        ),
      );
      if (ids.length === 0) return;
      const id = effectId(state, spell.id);
      const noRegenerate = effect.kind === 'noRegenerateDamagedThisTurn' || effect.kind === 'noRegenerateThisTurn';
      state.effects.push({
        id,
        kind: noRegenerate ? 'cant-be-regenerated' : 'exile-if-dies',
        power: 0,
        toughness: 0,
        affects: ids,
        source: spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'this-turn',
      });
      if (noRegenerate)
        ctx.trace.cite(
          '701.19c',
          'noRegeneration',
          msg('608-resolving.cantBeRegeneratedThisTurn', { name: name, ids: ids.join(', '), id: id }),
          ids,
        );
      else
        ctx.trace.cite(
          '614.1a',
          'replacementEffect',
          msg('608-resolving.replacementEffect', { name: name, ids: ids.join(', '), id: id }),
          ids,
        );
      return;
    }
    case 'modifySourcePTPerBlocker': {
      // 608.2h, 702.23b: the creatures blocking it are counted once, now.
      const source = state.battlefield.find((o) => o.id === spell.ability?.source);
      if (!source) return;
      const blockers = state.combat?.attackers.some((x) => x.id === source.id)
        ? state.combat.blockers.filter((x) => x.blocking.includes(source.id)).length
        : 0;
      const times = Math.max(0, blockers - (effect.beyondFirst ? 1 : 0));
      const power = effect.power * times;
      const toughness = effect.toughness * times;
      const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
      const counted = `${blockers} creature(s) block ${describe(source)}${effect.beyondFirst ? ', counting those beyond the first' : ''}`;
      if (times === 0) {
        ctx.trace.cite(effect.rule, 'continuousEffect', msg('608-resolving.continuousEffect.9', { counted: counted }), [source.id]);
        return;
      }
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind: 'modify-pt',
        power,
        toughness,
        affects: [source.id],
        source: source.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'until-end-of-turn',
      });
      ctx.trace.cite(
        effect.rule,
        'continuousEffect',
        msg('608-resolving.continuousEffect.10', { counted: counted, sign: sign(power), sign2: sign(toughness), id: id }),
        [source.id],
      );
      return;
    }
    case 'provoke':
      applyProvoke(ctx, spell, spell.targets[effect.target], effectId(state, spell.id));
      return;
    case 'modifyBlockerPT': {
      // 509.3d: the blocker the trigger refers to; 400.7: once it left the battlefield, it is a new object.
      const blocker = state.battlefield.find((o) => o.id === spell.refersTo);
      if (!blocker) {
        ctx.trace.cite(
          '400.7',
          'noObject',
          msg('608-resolving.noObject', { pValue: spell.refersTo ?? 'the blocking creature', id: spell.id }),
        );
        return;
      }
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind: 'modify-pt',
        power: effect.power,
        toughness: effect.toughness,
        affects: [blocker.id],
        source: spell.ability?.source ?? spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'until-end-of-turn',
      });
      ctx.trace.cite(
        '702.25a',
        'continuousEffect',
        msg('608-resolving.continuousEffect.11', {
          describe: objectName(blocker),
          power: effect.power,
          toughness: effect.toughness,
          id: id,
        }),
        [blocker.id],
      );
      return;
    }
    case 'untilYourNextTurn': {
      // 611.2a: the continuous effects these create last until the controller's next turn begins, not until end of turn.
      const before = new Set(state.effects.map((e) => e.id));
      const at = 'target' in effect ? effect.target : undefined;
      for (const inner of effect.effects) applyEffect(ctx, spell, at !== undefined && 'target' in inner ? { ...inner, target: at } : inner);
      // 615.1a: a prevention effect's "this turn" (effects/prevention.ts) is the duration lengthened here.
      const made = state.effects.filter(
        (e) => !before.has(e.id) && (e.duration === 'until-end-of-turn' || (e.duration === 'this-turn' && e.kind.startsWith('prevent-'))),
      );
      for (const e of made) e.duration = 'until-your-next-turn';
      if (made.length > 0)
        ctx.trace.cite(
          '611.2a',
          'untilYourNextTurn',
          msg('608-resolving.untilYourNextTurn', { ids: made.map((e) => e.id).join(', '), controller: spell.controller }),
          made.flatMap((e) => e.affects),
        );
      return;
    }
    case 'whileSourceTapped': {
      // 611.2b: the duration starts only if the source is still tapped on the battlefield; then the effects last while it stays so.
      const source = state.battlefield.find((o) => o.id === spell.ability?.source);
      if (!source?.tapped) {
        ctx.trace.cite('611.2b', 'durationNeverStarts', msg('608-resolving.whileTappedNeverStarts', { id: spell.id }));
        return;
      }
      const before = new Set(state.effects.map((e) => e.id));
      for (const inner of effect.effects) applyEffect(ctx, spell, 'target' in inner ? { ...inner, target: effect.target } : inner);
      // 615.1a: a prevention effect's "this turn" (effects/prevention.ts) is the duration lengthened here.
      const made = state.effects.filter(
        (e) => !before.has(e.id) && (e.duration === 'until-end-of-turn' || (e.duration === 'this-turn' && e.kind.startsWith('prevent-'))),
      );
      for (const e of made) {
        e.duration = 'while-source-tapped';
        e.tappedSource = source.id;
      }
      if (made.length > 0)
        ctx.trace.cite(
          '611.2b',
          'whileSourceTapped',
          msg('608-resolving.whileSourceTapped', { ids: made.map((e) => e.id).join(', '), source: source.id }),
          made.flatMap((e) => e.affects),
        );
      return;
    }
    case 'ifKicked': {
      // 702.33e: the part that happens only if the spell was kicked; 702.33f: with that kicker cost.
      const rule = effect.withCost !== undefined ? '702.33f' : '702.33e';
      const kicked = effect.withCost !== undefined ? spellKickedWith(spell, spell.object?.card, effect.withCost) : timesKicked(spell) > 0;
      if (!kicked) {
        ctx.trace.cite(rule, 'notKicked', msg('608-resolving.notKicked', { name: name }));
        for (const inner of effect.otherwise ?? []) applyEffect(ctx, spell, inner);
        return;
      }
      ctx.trace.cite(rule, 'kicked', msg('608-resolving.kicked', { name: name }));
      for (const inner of effect.effects) applyEffect(ctx, spell, inner);
      return;
    }
    case 'stormCopies':
      stormCopies(ctx, spell);
      return;
    case 'replicateCopies':
      stormCopies(ctx, spell, 'replicate');
      return;
    case 'conspireCopy':
      stormCopies(ctx, spell, 'conspire');
      return;
    case 'createTokenCopy':
      createTokenCopy(ctx, spell, state.battlefield.find((o) => o.id === spell.targets[effect.target]) ?? null, effect.except);
      return;
    case 'createTokenCopyOfSource':
      // 113.7a: a source that has left the battlefield is copied as it last existed.
      createTokenCopy(
        ctx,
        spell,
        state.battlefield.find((o) => o.id === spell.ability?.source) ?? lastKnownSource(ctx, spell),
        effect.except,
      );
      return;
    case 'exile': {
      const o = state.battlefield.find((p) => p.id === spell.targets[effect.target]);
      if (!o) return;
      if (effect.until && !linkSource(ctx, spell, o)) return;
      ctx.trace.departed.set(o.id, lookBack(state, o, ++ctx.trace.batch));
      takeFromBattlefield(state, o.id);
      putIntoOwnerZone(state, o, 'exile', ctx.trace);
      ctx.trace.cite('701.13a', 'exile', msg('608-resolving.exile', { name: name, describe: objectName(o) }), [o.id]);
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'exile', player: o.owner });
      if (effect.linked || effect.until) linkExiled(ctx, spell, effect, o);
      return;
    }
    case 'returnExiled':
      returnExiled(ctx, spell, name);
      return;
    case 'flicker':
      applyFlicker(ctx, spell, effect, name);
      return;
    case 'regenerateYourCreatures':
      // 701.19a: one shield on each creature its controller controls as it resolves (608.2h).
      for (const o of state.battlefield.filter(
        (p) => p.controller === spell.controller && characteristicsOf(state, p).types.includes('Creature'),
      )) {
        o.regenerationShields += 1;
        ctx.trace.cite('701.19a', 'regenerationShield', msg('608-resolving.regenerationShield.2', { name, describe: objectName(o) }), [
          o.id,
        ]);
      }
      return;
    case 'regenerate':
    case 'sourceGainsKeyword':
    case 'returnSourceToHand':
      applySelfOrShieldEffect(ctx, spell, effect, name);
      return;
    case 'revealUntil':
      revealUntil(ctx, spell, effect, name);
      return;
    case 'fight':
      fight(ctx, spell, effect, name);
      return;
    case 'myriadCopies':
      resolveMyriad(ctx, spell, name);
      return;
    case 'dealsDamageByPower':
      dealsDamageByPower(ctx, spell, effect, name);
      return;
    case 'graveyardsToBattlefield': {
      // 110.2: every card described, from every graveyard, enters at once under the controller's control (302.6).
      const asker = askerOf(spell);
      const moving = state.players.flatMap((p) =>
        p.graveyard.filter((o) => cardMeets(state, effect.each, o, asker)).map((o) => ({ p, o })),
      );
      for (const { p, o } of moving) p.graveyard = p.graveyard.filter((x) => x.id !== o.id);
      for (const { p, o } of moving) enterFromGraveyard(ctx, name, o, p.id, spell.controller);
      return;
    }
    case 'graveyardToBattlefield': {
      const id = spell.targets[effect.target];
      const owner = state.players.find((p) => p.graveyard.some((o) => o.id === id));
      const o = owner?.graveyard.find((x) => x.id === id);
      // 608.2c: what a later "It gains haste.", "Exile it at the beginning of the next end step." refers to: the card put.
      spell.made = [];
      if (!owner || !o) return;
      spell.made.push(id);
      owner.graveyard = owner.graveyard.filter((x) => x.id !== id);
      // 110.2: it enters under the control of the player who put it there (the spell says "your graveyard": its owner); 302.6.
      enterFromGraveyard(ctx, name, o, owner.id, spell.controller);
      return;
    }
    case 'graveyardToHand':
    case 'exileFromGraveyard': {
      const id = spell.targets[effect.target];
      const owner = state.players.find((p) => p.graveyard.some((o) => o.id === id));
      const o = owner?.graveyard.find((x) => x.id === id);
      if (!owner || !o) return;
      owner.graveyard = owner.graveyard.filter((x) => x.id !== id);
      const to = effect.kind === 'graveyardToHand' ? 'hand' : 'exile';
      putIntoOwnerZone(state, o, to);
      ctx.trace.cite(
        to === 'hand' ? '608.2c' : '701.13a',
        to === 'hand' ? 'returnToHand' : 'exile',
        msg('608-resolving.text', {
          name: name,
          describe: objectName(o),
          id: owner.id,
          pValue: to === 'hand' ? "its owner's hand" : 'exile',
        }),
        [o.id],
      );
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'graveyard', to, player: o.owner });
      return;
    }
    case 'modifyAttachedPT':
      applyPump(ctx, spell, { kind: 'modifyPT', power: effect.power, toughness: effect.toughness, objects: { kind: 'attached' } }, () =>
        effectId(state, spell.id),
      );
      return;
    case 'tapAttached':
      applyTap(ctx, spell, { kind: 'tap', objects: { kind: 'attached' } }, name);
      return;
    case 'regenerateAttached': {
      const source = state.battlefield.find((o) => o.id === spell.ability?.source);
      // 113.7a: what it enchanted as it last existed is not remembered here: refused rather than guessed.
      if (!source)
        throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('608-resolving.enchantedUnknown', { source: spell.ability?.source }), '113.7a');
      const o = state.battlefield.find((p) => p.id === source.attachedTo);
      if (!o) return;
      o.regenerationShields += 1;
      ctx.trace.cite('701.19a', 'regenerationShield', msg('608-resolving.regenerationShield.2', { name: name, describe: objectName(o) }), [
        o.id,
      ]);
      return;
    }
    case 'life':
      applyLife(ctx, spell, effect, name);
      return;
    case 'energy':
      applyEnergy(ctx, spell, effect);
      return;
    case 'drawCards':
      applyDraw(ctx, spell, effect);
      return;
    case 'mill':
      applyMill(ctx, spell, effect, name);
      return;
    case 'exileTopOfLibrary':
      applyExileTop(ctx, spell, effect, name);
      return;
    case 'shuffleIntoLibrary':
      applyShuffleIntoLibrary(ctx, spell, effect);
      return;
    case 'poisonCounters':
      applyPoisonCounters(ctx, spell, effect);
      return;
    case 'becomeMonarch':
      applyBecomeMonarch(ctx, spell, effect);
      return;
    case 'extraTurns':
      applyExtraTurns(ctx, spell, effect);
      return;
    case 'additionalPhases':
      applyAdditionalPhases(ctx, effect);
      return;
    case 'skipTurns':
      applySkipTurns(ctx, spell, effect);
      return;
    case 'discardCards':
    case 'sacrificePermanents':
    case 'returnPermanents':
      // Reached outside the resolution's order (runSpellEffects and runAbilityEffects ask for the choice): only without one.
      runChoiceEffect(ctx, spell, effect, -1, name);
      return;
    case 'livingWeapon':
      livingWeapon(ctx, spell);
      return;
    case 'monstrosity':
      monstrosity(ctx, spell, effect.n);
      return;
    case 'bolster':
    case 'proliferate':
      // Reached outside the resolution's order (runSpellEffects and runAbilityEffects ask for the choice): refused.
      throw new Unsupported(
        'UNSUPPORTED_EFFECT',
        msg('701.39-bolster.elsewhere', { name }),
        effect.kind === 'bolster' ? '701.39a' : '701.34a',
      );
    case 'returnDashed':
      returnDashed(ctx, spell);
      return;
    case 'unearth':
      unearth(ctx, spell);
      return;
    case 'exileUnearthed':
      exileUnearthed(ctx, spell);
      return;
    case 'ninjutsu':
      ninjutsu(ctx, spell);
      return;
    case 'becomesArtifactCreature':
      becomesArtifactCreature(ctx, spell);
      return;
    case 'optional':
      // 608.2d: reached once its controller chose to do it.
      for (const inner of effect.effects) applyEffect(ctx, spell, inner);
      return;
    case 'untapSource':
      applyTap(ctx, spell, { kind: 'untap', objects: { kind: 'source' } }, name);
      return;
    case 'removeFromCombat':
      applyRemoveFromCombat(ctx, spell, effect, name);
      return;
    case 'phaseOut':
      for (const o of objectsOf(ctx, spell, effect)) phaseOutByEffect(ctx, o);
      return;
    case 'becomesBlocked':
      applyBecomesBlocked(ctx, spell, effect, name);
      return;
    case 'pairSoulbond':
      pairSoulbond(ctx, spell, effect.with);
      return;
    case 'transformSource':
      applyTransformSource(ctx, spell, name);
      return;
    case 'revealTopThenTransform':
      revealTopThenTransform(ctx, spell, effect.types, name);
      return;
    case 'kinshipReveal':
    case 'tapOrUntap':
    case 'copyTargetSpell':
    case 'changeTarget':
      // Read by runAbilityEffects / runSpellEffects (a choice); never applied alone.
      return;
    case 'revealTopToHand':
      revealTopToHand(ctx, spell, effect, name);
      return;
    case 'sacrificeSource': {
      const o = state.battlefield.find((p) => p.id === spell.ability?.source);
      if (o) sacrifice(ctx, o);
      return;
    }
    case 'sacrificeReferred':
      // 603.7c: the object still on the battlefield; 701.21a: only a permanent its controller controls is sacrificed.
      for (const o of objectsOf(ctx, spell, { objects: { kind: 'referred' } })) if (o.controller === spell.controller) sacrifice(ctx, o);
      return;
    case 'loseLife':
      changeLife(ctx, spell.controller, -amountOf(ctx, effect.amount, spell), '119.3', name);
      return;
    case 'damagePlayers': {
      // 120.3a: damage dealt to a player makes them lose that much life; to several players, at once (120.2).
      const players = state.players.filter(
        (p) => p.lost === null && (effect.who === 'each' || (effect.who === 'you') === (p.id === spell.controller)),
      );
      for (const p of players)
        dealDamage(
          ctx,
          name,
          p.id,
          amountOf(ctx, effect.amount, spell),
          damageSourceColors(state, spell),
          spell.object ? spell.id : (spell.ability?.source ?? spell.id),
          spellSource(spell),
        );
      return;
    }
    case 'targetDraws':
      for (let i = 0, n = amountOf(ctx, effect.amount, spell); i < n; i++) drawCard(ctx, spell.targets[effect.target], '121.1');
      return;
    case 'exileGraveyard': {
      // 701.13a: each card in that player's graveyard is exiled, together.
      const owner = state.players.find((p) => p.id === spell.targets[effect.target]);
      if (!owner) return;
      const cards = owner.graveyard;
      owner.graveyard = [];
      for (const o of cards) {
        putIntoOwnerZone(state, o, 'exile');
        ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'graveyard', to: 'exile', player: o.owner });
      }
      ctx.trace.cite(
        '701.13a',
        'exile',
        msg('608-resolving.exile.2', {
          name: name,
          id: owner.id,
          pValue: cards.length > 0 ? joined(cards.map(objectName), ', ') : msg('word.noCards'),
        }),
        cards.map((o) => o.id),
      );
      return;
    }
    case 'modifyPTAllCreatures': {
      // 611.2c: the creatures affected are those on the battlefield as the effect begins.
      const affects = state.battlefield
        .filter((o) => characteristicsOf(state, o).types.includes('Creature') && !(effect.opponents && o.controller === spell.controller))
        .map((o) => o.id);
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind: 'modify-pt',
        power: effect.power,
        toughness: effect.toughness,
        affects,
        source: spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'until-end-of-turn',
      });
      ctx.trace.cite(
        '611.2c',
        'continuousEffect',
        msg('608-resolving.continuousEffect.13', {
          pValue: effect.opponents ? 'creatures the opponents control' : 'all creatures',
          pValue2: affects.join(', ') || 'none',
          pValue3: effect.power >= 0 ? '+' : '',
          power: effect.power,
          pValue4: effect.toughness >= 0 ? '+' : '',
          toughness: effect.toughness,
          id: id,
        }),
        affects,
      );
      return;
    }
    case 'blockIfAbleThisTurn':
    case 'mustBeBlockedThisTurn':
    case 'sourceMustBeBlockedThisTurn':
    case 'mustBeBlockedByAllThisTurn':
    case 'sourceMustBeBlockedByAllThisTurn': {
      // 509.1c: a requirement this turn, on the target blocking (the ability's source, or any attacker), or on the
      // creatures able to block the target (or the source): they block it. 400.7: a source gone is a new object.
      const source = spell.ability ? state.battlefield.find((o) => o.id === spell.ability?.source) : undefined;
      const target =
        effect.kind === 'sourceMustBeBlockedByAllThisTurn' || effect.kind === 'sourceMustBeBlockedThisTurn'
          ? source?.id
          : spell.targets[effect.target];
      if (!target || !state.battlefield.some((o) => o.id === target)) return;
      const needsSource = effect.kind === 'blockIfAbleThisTurn' && effect.attacker === 'source';
      if (needsSource && !source) {
        ctx.trace.cite('400.7', 'continuousEffect', msg('608-resolving.cantBlockSourceGone', { name, target }), [target]);
        return;
      }
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind:
          effect.kind === 'blockIfAbleThisTurn'
            ? 'must-block'
            : effect.kind === 'mustBeBlockedThisTurn' || effect.kind === 'sourceMustBeBlockedThisTurn'
              ? 'must-be-blocked'
              : 'must-be-blocked-by-all',
        power: 0,
        toughness: 0,
        affects: [target],
        ...(needsSource && source ? { attacker: source.id } : {}),
        source: spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'this-turn',
      });
      ctx.trace.cite(
        '509.1c',
        'requirement',
        effect.kind === 'mustBeBlockedThisTurn' || effect.kind === 'sourceMustBeBlockedThisTurn'
          ? msg('608-resolving.mustBeBlockedOnce', { name, target, id })
          : effect.kind !== 'blockIfAbleThisTurn'
            ? msg('608-resolving.mustBeBlocked', { name, target, id })
            : needsSource && source
              ? msg('608-resolving.blocksIfAble', { name, target, describe: objectName(source), id })
              : msg('608-resolving.blocksAnyIfAble', { name, target, id }),
        [target],
      );
      return;
    }
    case 'blockAdditionalThisTurn':
    case 'sourceBlocksAdditionalThisTurn': {
      // 509.1a, 101.1: the target or the ability's source (as the permanent it is now, 400.7) may block more creatures this turn.
      const target = effect.kind === 'sourceBlocksAdditionalThisTurn' ? spell.ability?.source : spell.targets[effect.target];
      if (!target || !state.battlefield.some((o) => o.id === target)) return;
      const id = effectId(state, spell.id);
      state.effects.push({
        id,
        kind: 'block-additional',
        power: 0,
        toughness: 0,
        ...(effect.count !== null ? { amount: effect.count } : {}),
        affects: [target],
        source: spell.id,
        controller: spell.controller,
        timestamp: state.nextTimestamp++,
        duration: 'this-turn',
      });
      ctx.trace.cite(
        '509.1a',
        'continuousEffect',
        msg(effect.count === null ? '608-resolving.blockAnyNumber' : '608-resolving.blockAdditional', {
          name,
          target,
          count: effect.count ?? 0,
          id,
        }),
        [target],
      );
      return;
    }
    case 'sourceCantBeBlockedThisTurn': {
      // 509.1b: the ability's source, as the permanent it is now (400.7: gone, it is a new object if it returns).
      const source = spell.ability ? state.battlefield.find((o) => o.id === spell.ability?.source) : undefined;
      if (!source) return;
      const id = effectId(state, spell.id);
      pushThisTurnEffect(state, spell, id, 'cant-be-blocked', source.id);
      ctx.trace.cite(
        '509.1b',
        'continuousEffect',
        msg('608-resolving.continuousEffect.14', { name, target: source.id, pValue: "can't be blocked", id }),
        [source.id],
      );
      return;
    }
    case 'creaturesCantBeBlockedThisTurn': {
      // 611.2c: the creatures affected are those on the battlefield as the effect begins.
      const affects = state.battlefield
        .filter((o) => characteristicsOf(state, o).types.includes('Creature') && (!effect.yours || o.controller === spell.controller))
        .map((o) => o.id);
      restrictThisTurn(ctx, spell, 'cant-be-blocked', affects, (id) =>
        msg('608-resolving.creaturesCantBeBlocked', { name, affects: affects.join(', ') || 'none', id }),
      );
      return;
    }
    case 'eachCantBlockThisTurn': {
      // 611.2c: the creatures affected are those the phrase describes as the effect begins; 509.1b: they can't block this turn.
      const affects = (eachObject(ctx, spell, effect.each) ?? []).map((o) => o.id);
      restrictThisTurn(ctx, spell, 'cant-block', affects, (id) =>
        msg('608-resolving.eachCantBlock', { name, affects: affects.join(', ') || 'none', id }),
      );
      return;
    }
    case 'cantAttackThisTurn':
    case 'attackIfAbleThisTurn': {
      // 508.1c: a restriction on its attacking ("can't attack or block": on its blocking too, 509.1b); 508.1d: a requirement.
      const target = spell.targets[effect.target];
      if (!state.battlefield.some((o) => o.id === target)) return;
      const kinds: ('cant-attack' | 'cant-block' | 'must-attack')[] =
        effect.kind === 'attackIfAbleThisTurn' ? ['must-attack'] : effect.orBlock ? ['cant-attack', 'cant-block'] : ['cant-attack'];
      for (const kind of kinds) {
        const id = effectId(state, spell.id);
        pushThisTurnEffect(state, spell, id, kind, target);
        ctx.trace.cite(
          kind === 'must-attack' ? '508.1d' : kind === 'cant-attack' ? '508.1c' : '509.1b',
          'continuousEffect',
          msg(kind === 'must-attack' ? '608-resolving.mustAttackThisTurn' : '608-resolving.continuousEffect.14', {
            name: name,
            target: target,
            pValue: kind === 'cant-attack' ? "can't attack" : "can't block",
            id: id,
          }),
          [target],
        );
      }
      return;
    }
    case 'cantBlockThisTurn':
    case 'cantBeBlockedThisTurn': {
      const target = spell.targets[effect.target];
      if (!state.battlefield.some((o) => o.id === target)) return;
      const id = effectId(state, spell.id);
      const kind = effect.kind === 'cantBlockThisTurn' ? 'cant-block' : 'cant-be-blocked';
      if (effect.kind === 'cantBlockThisTurn' && effect.attacker === 'source') {
        // 509.1b: "Target creature can't block CARDNAME this turn": only its source, as the permanent it is now;
        // a source gone from the battlefield is a new object if it returns (400.7): nothing is restricted.
        const attacker = state.battlefield.find((o) => o.id === spell.ability?.source);
        if (!attacker) {
          ctx.trace.cite('400.7', 'continuousEffect', msg('608-resolving.cantBlockSourceGone', { name, target }), [target]);
          return;
        }
        pushThisTurnEffect(state, spell, id, kind, target, attacker.id);
        ctx.trace.cite(
          '509.1b',
          'continuousEffect',
          msg('608-resolving.cantBlockSource', { name, target, describe: objectName(attacker), id }),
          [target],
        );
        return;
      }
      pushThisTurnEffect(state, spell, id, kind, target);
      ctx.trace.cite(
        '509.1b',
        'continuousEffect',
        msg('608-resolving.continuousEffect.14', {
          name: name,
          target: target,
          pValue: kind === 'cant-block' ? "can't block" : "can't be blocked",
          id: id,
        }),
        [target],
      );
      return;
    }
    case 'counterTargetUnlessPays':
      // Reached when the controller of the target spell could not or would not pay (118.12a).
      counter(ctx, spell.targets[effect.target], name, effect.to);
      return;
    case 'unlessPays':
      // Reached only through runSpellEffects and runAbilityEffects (askUnlessPays).
      return;
    case 'loseGame':
      // 104.3e: the effect's player is the controller of the spell or ability ("you lose the game").
      applyLoss(ctx, spell.controller, '104.3e', msg('118.12-unless-pays.loseGame', { id: spell.id }));
      return;
    case 'winGame':
      // 104.2b: "you win the game": the controller of the spell or ability.
      applyWin(ctx, spell.controller, name);
      return;
    case 'counterCastSpell':
      // 701.6a, 603.2: the spell whose casting triggered the ability; gone from the stack, nothing is countered (400.7).
      if (!spell.refersTo) throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('objects.noReferent', { id: spell.id }), '603.2');
      counter(ctx, spell.refersTo, name);
      return;
    case 'counterUnlessPays':
      // Reached when the payer could not or would not pay: the spell or ability is countered.
      if (spell.refersTo) counter(ctx, spell.refersTo, name);
      return;
    case 'sacrificeSourceUnlessPays': {
      // 701.21a: its controller moves it from the battlefield to its owner's graveyard (not destroyed).
      const source = state.battlefield.find((o) => o.id === spell.ability?.source);
      if (source) sacrifice(ctx, source);
      return;
    }
    case 'removeCounterFromSourceOrSacrifice':
      removeCounterOrSacrifice(ctx, spell, effect.counter, effect.rule);
      return;
    case 'moveCounterFromSource':
      moveCounterFromSource(ctx, spell, effect);
      return;
    case 'removeTimeCounter':
      removeTimeCounter(ctx, spell.ability?.source);
      return;
    case 'castWithoutPaying':
    case 'cascade':
      // Reached only through resolveAbility's own path (resolveFreeCast, resolveCascade).
      return;
    case 'returnSourceToBattlefield':
      returnSourceToBattlefield(ctx, spell, effect.counter, effect.rule);
      return;
    case 'becomeRenowned':
      becomeRenowned(ctx, spell, effect.n, effect.rule);
      return;
    case 'counters':
      applyCounters(ctx, spell, effect);
      return;
    case 'damageTo':
      for (const id of damageRecipients(ctx, spell, effect))
        dealDamage(
          ctx,
          name,
          id,
          amountOf(ctx, effect.amount, spell),
          damageSourceColors(state, spell),
          spell.object ? spell.id : (spell.ability?.source ?? spell.id),
          spellSource(spell),
        );
      return;
    case 'opponentsLoseLife':
      for (const p of state.players.filter((x) => x.id !== spell.controller && x.lost === null))
        changeLife(ctx, p.id, -amountOf(ctx, effect.amount, spell), '119.3', name);
      return;
    case 'gainLife': {
      const player = effect.player ? playerOfRef(ctx, effect.player, spell) : spell.controller;
      if (player !== null) changeLife(ctx, player, amountOf(ctx, effect.amount, spell), '119.3', name);
      return;
    }
    case 'emblem':
      createEmblem(
        ctx,
        effect.targetPlayer === undefined ? spell.controller : spell.targets[effect.targetPlayer],
        effect.text,
        [...state.battlefield, ...state.players.flatMap((p) => p.graveyard)].find((o) => o.id === spell.ability?.source),
      );
      return;
    case 'delayedTrigger': {
      const about = effect.about ? delayedReferent(ctx, spell, effect.about) : undefined;
      // 603.7c: the token was not created, the card not put: the delayed ability would refer to no object.
      if (about === null) {
        ctx.trace.cite('603.7c', 'noObject', msg('objects.noneMade', { id: spell.id }));
        return;
      }
      createDelayedTrigger(ctx, spell, effect.when, effect.text, about);
      return;
    }
    case 'moveZone':
      applyMoveZone(ctx, spell, effect, name);
      return;
    case 'revealHand':
      applyRevealHand(ctx, spell, effect);
      return;
    case 'lookAtTop':
      applyLookAtTop(ctx, spell, effect);
      return;
    case 'lookAtLibrary':
    case 'putFromHand':
    case 'chooseFromHand':
      // A resolving spell (or ability, for a look) waits for it; elsewhere it cannot (the compiler keeps hand choices to spells).
      throw new Unsupported('UNSUPPORTED_EFFECT', msg('608-resolving.UNSUPPORTED_EFFECT.abilityLook', { name }), '608.2d');
    case 'createTokens':
      // 608.2c: what a later instruction ("Exile it at the beginning of the next end step.") refers to.
      spell.made = [];
      for (let i = 0, n = effect.amount ? amountOf(ctx, effect.amount, spell) : effect.count; i < n; i++) {
        const id = freshId(state, `${spell.id}.token.${i}`);
        spell.made.push(id);
        const token = newToken(
          state,
          id,
          {
            name: effect.token.name,
            manaCost: '',
            colors: [...effect.token.colors],
            supertypes: [],
            types: [...effect.token.types],
            subtypes: [...effect.token.subtypes],
            power: effect.token.power === null ? null : String(effect.token.power),
            toughness: effect.token.toughness === null ? null : String(effect.token.toughness),
            loyalty: null,
            text: effect.token.text ?? '',
          },
          true,
          spell.controller,
        );
        if (token.card) requireUnderstood(ctx, token.card);
        state.battlefield.push(token);
        const pt = effect.token.power === null ? '' : `${effect.token.power}/${effect.token.toughness} `;
        ctx.trace.cite(
          effect.token.rule ?? '111.2',
          'createToken',
          msg('608-resolving.createToken', {
            controller: spell.controller,
            withArticle: {
              perLanguage: {
                en: withArticle(`${pt}${effect.token.name}${/\btoken$/i.test(effect.token.name) ? '' : ' token'}`),
                fr: msg('token.a', { pt, name: effect.token.name.replace(/\s*\btoken$/i, '') }),
              },
            },
            id: id,
          }),
          [id],
        );
        // 614.1d, 614.12: another permanent's "Creatures your opponents control enter the battlefield tapped." (111.1: a token enters too).
        tapAsItEnters(ctx, token, false);
        ctx.trace.emit({ type: 'created', object: id, player: spell.controller });
      }
      return;
  }
}

/**
 * 701.14a: each creature deals damage equal to its power to the other (not combat damage, 701.14d).
 * 701.14b: if either is gone, no longer a creature, or an illegal target, neither fights. A spell's, or an ability's.
 */
function fight(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'fight' }>, name: string): void {
  const state = ctx.state;
  const fighting = spell.object ? spellAbility(withTextNow(state, spell.object, spell), spell.alternativeCost) : null;
  const specs = fighting ? chosenSpell(fighting, spell.modes).targets : [];
  const colors = spell.object?.card ? colorsNow(state, spell.object) : [];
  // An ability's (an activated or a loyalty ability, 606): its targets checked as any ability's are (608.2b).
  const abilityLegal = spell.object ? null : legalTargets(ctx, spell);
  const pair = [effect.target, effect.other].map((i) => {
    const o = state.battlefield.find((p) => p.id === spell.targets[i]);
    const legal = abilityLegal
      ? abilityLegal[i] === true
      : specs[i] !== undefined &&
        checkTarget(state, specs[i], spell.targets[i], spell.controller, colors, spell.id, spell.object?.id ?? spell.id, null, spell.x) ===
          null;
    return o && legal && characteristicsOf(state, o).types.includes('Creature') ? o : null;
  });
  const [a, b] = pair;
  if (!a || !b) {
    ctx.trace.cite(
      '701.14b',
      'noFight',
      msg('608-resolving.noFight', { name: name, target: spell.targets[effect.target], target2: spell.targets[effect.other] }),
    );
    return;
  }
  const powerA = Math.max(0, characteristicsOf(state, a).power ?? 0);
  const powerB = Math.max(0, characteristicsOf(state, b).power ?? 0);
  ctx.trace.cite('701.14a', 'fight', msg('608-resolving.fight', { describe: objectName(a), describe2: objectName(b) }), [a.id, b.id]);
  dealDamage(ctx, describe(a), b.id, powerA, colorsNow(state, a), a.id);
  dealDamage(ctx, describe(b), a.id, powerB, colorsNow(state, b), b.id);
}

/**
 * 120.1, 608.2h: "Target creature deals damage to itself equal to its power.", "That creature deals damage equal to its
 * power to CARDNAME.", "Each creature deals damage to itself equal to its power.": each creature is the source of the
 * damage (its deathtouch, lifelink, wither count: 120.3), its power read as the instruction is applied (every power
 * before any damage), a negative one dealing none (107.1b). A creature gone is a new object that deals nothing (400.7);
 * the source gone from the battlefield (or no longer a creature, planeswalker or battle) is dealt none (120.1a).
 */
function dealsDamageByPower(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'dealsDamageByPower' }>, name: string): void {
  const state = ctx.state;
  const dealers = objectsOf(ctx, spell, effect).filter((o) => characteristicsOf(state, o).types.includes('Creature'));
  const powers = dealers.map((o) => Math.max(0, characteristicsOf(state, o).power ?? 0));
  dealers.forEach((o, i) => {
    const to = effect.to === 'itself' ? o : state.battlefield.find((p) => p.id === spell.ability?.source && !p.phasedOut);
    const types = to ? characteristicsOf(state, to).types : [];
    if (!to || !['Creature', 'Planeswalker', 'Battle'].some((t) => types.includes(t))) {
      ctx.trace.cite(
        '120.1a',
        'noDamage',
        msg('608-resolving.noDamageToSource', { name, describe: objectName(o), source: spell.ability?.source ?? spell.id }),
      );
      return;
    }
    ctx.trace.cite(
      '608.2h',
      'damageByPower',
      msg('608-resolving.damageByPower', {
        describe: objectName(o),
        power: powers[i],
        to: to.id === o.id ? objectName(o) : objectName(to),
      }),
      [o.id, to.id],
    );
    dealDamage(ctx, describe(o), to.id, powers[i], colorsNow(state, o), o.id);
  });
}

/**
 * 603.6c, 400.7e: "When CARDNAME is put into a graveyard from the battlefield, return CARDNAME to its owner's
 * hand" (Rancor): the ability finds the card its source became in the graveyard it went to, and only there.
 */
function returnDiedSourceToHand(ctx: Ctx, spell: StackObject, name: string): void {
  const state = ctx.state;
  const id = spell.ability?.source;
  const owner = state.players.find((p) => p.graveyard.some((o) => o.id === id));
  const o = owner?.graveyard.find((x) => x.id === id);
  if (!owner || !o) {
    ctx.trace.cite('603.6c', 'notFound', msg('608-resolving.notFound', { name: name, id: id }));
    return;
  }
  owner.graveyard = owner.graveyard.filter((x) => x.id !== id);
  putIntoOwnerZone(state, o, 'hand');
  ctx.trace.cite('400.7e', 'returnToHand', msg('608-resolving.returnToHand.3', { name: name, describe: objectName(o), id: owner.id }), [
    o.id,
  ]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'graveyard', to: 'hand', player: o.owner });
}

/** "Regenerate target creature" (701.19a), and what an ability does to its own source on the battlefield. */
function applySelfOrShieldEffect(
  ctx: Ctx,
  spell: StackObject,
  effect: Extract<Effect, { kind: 'regenerate' | 'sourceGainsKeyword' | 'returnSourceToHand' }>,
  name: string,
): void {
  const state = ctx.state;
  if (effect.kind === 'returnSourceToHand' && effect.fromGraveyard) {
    returnDiedSourceToHand(ctx, spell, name);
    return;
  }
  const id = effect.kind === 'regenerate' ? spell.targets[effect.target] : spell.ability?.source;
  const o = state.battlefield.find((p) => p.id === id);
  if (!o) return;
  if (effect.kind === 'regenerate') {
    o.regenerationShields += 1;
    ctx.trace.cite('701.19a', 'regenerationShield', msg('608-resolving.regenerationShield.2', { name: name, describe: objectName(o) }), [
      o.id,
    ]);
  } else if (effect.kind === 'sourceGainsKeyword') {
    const eid = effectId(state, spell.id);
    state.effects.push({
      id: eid,
      kind: 'add-keyword',
      keyword: effect.keyword,
      power: 0,
      toughness: 0,
      affects: [o.id],
      source: o.id,
      controller: spell.controller,
      timestamp: state.nextTimestamp++,
      duration: 'until-end-of-turn',
    });
    ctx.trace.cite(
      '613.1f',
      'continuousEffect',
      msg('608-resolving.continuousEffect.15', { describe: objectName(o), keyword: effect.keyword, eid: eid }),
      [o.id],
    );
  } else {
    ctx.trace.departed.set(o.id, lookBack(state, o, ++ctx.trace.batch));
    takeFromBattlefield(state, o.id);
    putIntoOwnerZone(state, o, 'hand', ctx.trace);
    ctx.trace.cite('608.2c', 'returnToHand', msg('608-resolving.returnToHand.2', { name: name, describe: objectName(o) }), [o.id]);
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'hand', player: o.owner });
  }
}

/** The colors of the damage source: the spell, or the ability's source (as it is now, or as it last was). */
/** A resolving spell as the source of its damage (609.7): off the stack while it resolves. */
function spellSource(spell: StackObject): DamageEvent['spell'] {
  return spell.object?.card ? { controller: spell.controller, types: spell.object.card.types, object: spell.object } : undefined;
}

function damageSourceColors(state: Ctx['state'], entry: StackObject): string[] {
  // 604.3, 613.1e: a spell's colors now, its characteristic-defining abilities applied (Ghostfire is colorless).
  if (entry.object?.card) return colorsNow(state, entry.object);
  const id = entry.ability?.source;
  const o = [...state.battlefield, ...state.players.flatMap((p) => p.graveyard)].find((x) => x.id === id);
  return o ? colorsNow(state, o) : [];
}

/**
 * "A creature dealt damage this way": the creatures the resolving spell or ability has dealt
 * damage to so far. Resolution starts once all players passed (117.4): the events after the last pass.
 */
function dealtDamageThisWay(ctx: Ctx, spell: StackObject): string[] {
  const source = spell.object ? spell.id : (spell.ability?.source ?? spell.id);
  const out: string[] = [];
  for (let i = ctx.trace.events.length - 1; i >= 0; i--) {
    const e = ctx.trace.events[i];
    if (e.type === 'pass' || e.type === 'priority') break;
    if (e.type === 'damage' && e.source === source && e.amount > 0) {
      const o = ctx.state.battlefield.find((p) => p.id === e.target);
      if (o && characteristicsOf(ctx.state, o).types.includes('Creature') && !out.includes(o.id)) out.unshift(o.id);
    }
  }
  return out;
}

/** A new effect's id: unique among the effects in force, the same for the same board. */
function effectId(state: Ctx['state'], spellId: string): string {
  const used = new Set(state.effects.map((e) => e.id));
  let n = 0;
  while (used.has(`${spellId}.effect.${n}`)) n++;
  return `${spellId}.effect.${n}`;
}

function sourceName(state: Ctx['state'], entry: StackObject): string {
  const id = entry.ability?.source;
  const o = [...state.battlefield, ...state.players.flatMap((p) => p.graveyard)].find((x) => x.id === id);
  return o?.card ? `${o.card.name} (${o.id})` : entry.id;
}

/**
 * 608.2c: "Destroy target creature if it has mana value 2 or less. Revolt — ... 4 or less instead if a permanent you
 * controlled left the battlefield this turn": which test applies, and whether the target meets it, as the spell resolves.
 */
function destroyTestHolds(
  ctx: Ctx,
  spell: StackObject,
  effect: Extract<Effect, { kind: 'destroy'; target: number }>,
  name: string,
): boolean {
  if (!effect.onlyIf) return true;
  const asker = askerOf(spell);
  const refs = refsOf(ctx, spell);
  const instead = effect.insteadIf && conditionTrue(ctx.state, effect.insteadIf.condition, asker, refs);
  const test = instead && effect.insteadIf ? effect.insteadIf.onlyIf : effect.onlyIf;
  const holds = conditionTrue(ctx.state, test, asker, refs);
  const id = spell.targets[effect.target];
  const o = ctx.state.battlefield.find((p) => p.id === id);
  const n =
    test.kind === 'object' && test.filters[0]?.kind === 'compare' && test.filters[0].value.kind === 'fixed' ? test.filters[0].value.n : 0;
  if (instead)
    ctx.trace.cite(
      '608.2c',
      'destroyTestInstead',
      msg('608-resolving.destroyTestInstead', { name, player: spell.controller, max: String(n) }),
    );
  if (o)
    ctx.trace.cite(
      '608.2c',
      'destroyTest',
      msg(holds ? '608-resolving.destroyTestMet' : '608-resolving.destroyTestNotMet', { name, describe: objectName(o), max: String(n) }),
      [o.id],
    );
  return holds;
}

/**
 * 701.6a: the spell or ability is removed from the stack without resolving; a countered spell
 * goes to its owner's graveyard. 113.6g, 101.2: one that "can't be countered" stays.
 */
function counter(ctx: Ctx, id: string, by: string, to?: CounteredDestination): void {
  const state = ctx.state;
  const i = state.stack.findIndex((s) => s.id === id);
  if (i < 0) return;
  const entry = state.stack[i];
  const def = entry.object?.card;
  if (def && compiled(def).abilities.some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'cantBeCountered'))) {
    ctx.trace.cite('101.2', 'cantBeCountered', msg('608-resolving.cantBeCountered', { name: cardName(def), id: id, by: by }), [id]);
    return;
  }
  state.stack.splice(i, 1);
  ctx.trace.cite('701.6a', 'counter', msg('608-resolving.counter', { by: by, pValue: entry.object ? objectName(entry.object) : id }), [id]);
  if (entry.object) {
    leaveStack(ctx, entry, entry.object, false, to ?? 'graveyard', by);
  }
}

/**
 * A spell leaves the stack for its owner's graveyard (or `to` its hand); exile if it was cast with flashback (702.34a);
 * its owner's hand if it resolves with its buyback cost paid (702.27a); a copy ceases to exist (707.10a).
 */
function leaveStack(
  ctx: Ctx,
  entry: StackObject,
  card: GameObject,
  resolving = false,
  to: 'graveyard' | 'hand' | CounteredDestination = 'graveyard',
  by = '',
): void {
  // 400.7: it becomes a new object; text changes on the spell end.
  endTextChanges(ctx.state, card.id);
  if (entry.copy) {
    // 707.10a, 704.5e: a copy of a spell in a zone other than the stack ceases to exist.
    ctx.trace.cite('707.10a', 'ceasedToExist', msg('608-resolving.ceasedToExist', { describe: objectName(card) }), [card.id]);
    ctx.trace.emit({ type: 'ceasedToExist', object: card.id });
    return;
  }
  if (entry.flashback) {
    card.controller = card.owner;
    ctx.state.exile.push(card);
    ctx.trace.cite('702.34a', 'exile', msg('608-resolving.exile.3', { describe: objectName(card) }), [card.id]);
    ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'stack', to: 'exile', player: card.owner });
    return;
  }
  if (typeof to === 'object') {
    // 608.2c: "If that spell is countered this way, put it ... instead": its owner's hand, library or exile.
    const owner = ctx.state.players.find((p) => p.id === card.owner);
    putIntoOwnerZone(ctx.state, card, to.zone, ctx.trace);
    // A library is listed top first: "on top" is its first card, "on the bottom" its last (putIntoOwnerZone's place).
    if (owner && to.zone === 'library' && to.position === 'top') owner.library = [card, ...owner.library.filter((x) => x !== card)];
    const where =
      to.zone === 'hand'
        ? msg('move-zone.to.hand', { player: card.owner })
        : to.zone === 'exile'
          ? msg('move-zone.to.exile')
          : msg(to.position === 'top' ? 'move-zone.to.libraryTop' : 'move-zone.to.libraryBottom', { player: card.owner });
    ctx.trace.cite('608.2c', 'counteredTo', msg('608-resolving.counteredTo', { by, describe: objectName(card), to: where }), [card.id]);
    ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'stack', to: to.zone, player: card.owner });
    return;
  }
  if (to === 'hand') {
    putIntoOwnerZone(ctx.state, card, 'hand');
    ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'stack', to: 'hand', player: card.owner });
    return;
  }
  // 702.88a: a spell with rebound cast from its owner's hand is exiled instead as it resolves (614.1a).
  if (resolving && rebounds(entry, card)) {
    // 616.1: another replacement of the same event (buyback, 702.27a; "exile it instead") is the controller's choice: not implemented.
    if (entry.additionalCosts?.includes('buyback') || graveyardReplacements(ctx.state, card, 'stack').length > 0)
      throw new Unsupported(
        'UNSUPPORTED_REPLACEMENT',
        msg('702.88-rebound.UNSUPPORTED_REPLACEMENT', { describe: objectName(card) }),
        '616.1',
      );
    reboundToExile(ctx, entry, card);
    return;
  }
  if (resolving && entry.additionalCosts?.includes('buyback')) {
    putIntoOwnerZone(ctx.state, card, 'hand');
    ctx.trace.cite('702.27a', 'buyback', msg('608-resolving.buyback', { describe: objectName(card) }), [card.id]);
    ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'stack', to: 'hand', player: card.owner });
    return;
  }
  putIntoGraveyard(ctx, card, 'stack');
}

/** 701.8a: a destroyed permanent goes from the battlefield to its owner's graveyard. */
export function destroy(ctx: Ctx, by: string, id: string, canRegenerate = true, batch?: number, known?: GraveyardDestination): void {
  const target = ctx.state.battlefield.find((p) => p.id === id);
  if (target && isIndestructible(ctx.state, target)) {
    ctx.trace.cite('702.12b', 'indestructible', msg('608-resolving.indestructible', { describe: objectName(target) }), [id]);
    return;
  }
  if (!canRegenerate && target && target.regenerationShields > 0)
    ctx.trace.cite('701.19c', 'noRegeneration', msg('608-resolving.noRegeneration', { describe: objectName(target) }));
  // 702.89a: an Aura's umbra armor replaces the destruction: its damage is removed, the Aura destroyed
  // (by the same spell or ability: the umbra armor rulings).
  const armor = target ? umbraArmorInstead(ctx, target, canRegenerate) : null;
  if (armor) return destroy(ctx, by, armor.id, true, batch);
  if (target && regenerateInstead(ctx, target, canRegenerate)) return;
  if (!target) return;
  ctx.trace.departed.set(target.id, lookBack(ctx.state, target, batch ?? ++ctx.trace.batch));
  const destination = known ?? graveyardDestination(ctx, target, 'battlefield');
  const o = takeFromBattlefield(ctx.state, id);
  if (!o) return;
  ctx.trace.cite('701.8a', 'destroy', msg('608-resolving.destroy', { by: by, describe: objectName(o) }), [o.id]);
  putIntoGraveyard(ctx, o, 'battlefield', destination);
}

/**
 * 603.7c: the object a delayed ability refers to, fixed as it is created: a target, the ability's
 * source, the object its trigger refers to (603.2), or what the source is attached to now.
 */
function delayedReferent(ctx: Ctx, spell: StackObject, about: ObjectRef): string | null {
  const state = ctx.state;
  if (about.kind === 'created') {
    if (!spell.made) throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('objects.notMade', { id: spell.id }), '608.2c');
    return spell.made[0] ?? null;
  }
  const id =
    about.kind === 'target'
      ? spell.targets[about.index]
      : about.kind === 'source'
        ? spell.object
          ? undefined
          : spell.ability?.source
        : about.kind === 'referred'
          ? spell.refersTo
          : (state.battlefield.find((o) => o.id === spell.ability?.source)?.attachedTo ?? undefined);
  if (id === undefined)
    throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('608-resolving.delayedReferentUnknown', { id: spell.id }), '603.7c');
  return id;
}

/** 611.2c, 509.1b: a combat restriction on a set of objects fixed as the effect begins, for this turn. */
function restrictThisTurn(
  ctx: Ctx,
  spell: StackObject,
  kind: 'cant-block' | 'cant-be-blocked',
  affects: string[],
  message: (id: string) => Message,
): void {
  const state = ctx.state;
  const id = effectId(state, spell.id);
  state.effects.push({
    id,
    kind,
    power: 0,
    toughness: 0,
    affects,
    source: spell.id,
    controller: spell.controller,
    timestamp: state.nextTimestamp++,
    duration: 'this-turn',
  });
  ctx.trace.cite('611.2c', 'continuousEffect', message(id), affects);
}
