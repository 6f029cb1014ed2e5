import { devourOptions } from './keywords/702.82-devour';
import { isGameOver } from './context';
import { potentialAttackers } from './rules/508-declare-attackers';
import { potentialBlockers } from './rules/509-declare-blockers';
import { damageChooser } from './rules/510-combat-damage';
import { legendRuleGroups, pendingReplacementChoice } from './rules/704-state-based-actions';
import { abilityOfTrigger, triggerDecision } from './rules/603-triggered-abilities';
import { cardsToDiscard } from './rules/514-cleanup-step';
import { GameState, PendingChoice, StackObject } from './state/types';
import { madnessWaiting } from './keywords/702.35-madness';
import { freeCastWaiting } from './keywords/cast-without-paying';
import { cascadeWaiting } from './keywords/702.85-cascade';
import { soulbondPartnerOptions } from './keywords/702.95-soulbond';
import { revealable } from './keywords/702.38-amplify';
import { copyCandidates } from './rules/707-copies';
import { copyTargetsOptions } from './rules/707.10-copy-spell';
import { newTargetOptions } from './rules/115.7-change-targets';
import { wordsDecision } from './rules/612-text-changing';
import { SCRY_BOTTOM, scryAmount, scryOptions } from './rules/701.22-scry';
import { searchDecisionOptions, searchEffectAt } from './rules/701.23-search';
import { handCardCount, handCardOptions } from './effects/reveal-hand';
import { lookKeep, lookOptions } from './effects/look-at-library';
import { choiceOptions, resolvingEffects, returnRule } from './effects/choose';
import { pendingEnteringOptions } from './rules/614.12-entering-choices';
import { sourceOptions } from './rules/615.8-source-shields';
import { dredgeOptions } from './keywords/702.52-dredge';
import { typeOptions } from './effects/becomes-of-choice';
import { bolsterCandidates } from './keywords/701.39-bolster';
import { proliferateCandidates } from './keywords/701.34-proliferate';
import { TAP_OR_UNTAP_OPTIONS } from './effects/tap';

/** 504.1, 702.52a: in the draw step before anyone has priority, the cards the active player may dredge instead of drawing. */
function dredgeDecision(state: GameState, base: string): Decision | null {
  const { turn } = state;
  if (turn.step !== 'draw' || turn.priority !== null || state.stack.length > 0) return null;
  const options = dredgeOptions(state, turn.active);
  if (options.length === 0) return null;
  return {
    id: `${base}.dredge`,
    player: turn.active,
    kind: 'chooseReplacement',
    rule: '702.52a',
    options: [...options.map((o) => o.id), 'draw'],
    count: 1,
  };
}

/** Who must act now, and how (CONTRACT §3). */
export interface Decision {
  /** Stable for a given board, so a `choose` action can name it. */
  id: string;
  player: string;
  kind:
    | 'priority'
    | 'declareAttackers'
    | 'declareBlockers'
    | 'assignDamage'
    | 'discard'
    | 'legendRule'
    | 'orderTriggers'
    | 'chooseMode'
    | 'chooseTargets'
    | 'payCost'
    | 'chooseDiscard'
    | 'chooseReplacement'
    | 'chooseOptional'
    | 'chooseReveal'
    | 'chooseCopy'
    | 'chooseWords'
    | 'chooseScry'
    | 'chooseSearch'
    | 'chooseCard'
    | 'chooseLook'
    | 'chooseSacrifice'
    | 'chooseReturn'
    | 'chooseAsEnters'
    | 'chooseColor'
    | 'chooseType'
    | 'chooseSource'
    | 'chooseBolster'
    | 'chooseProliferate'
    | 'chooseTapOrUntap';
  rule: string;
  /** For choices: the ids that may be chosen. */
  options?: string[];
  /** For discard: exactly how many to choose. */
  count?: number;
}

/** The decision a pending choice asks for (CONTRACT §1 "Pending choices", §3). */
function choiceDecision(state: GameState, top: StackObject, choice: PendingChoice, base: string): Decision {
  switch (choice.kind) {
    case 'yesNo': {
      // 707.10c: "You may choose new targets for the copy": the legal targets for it, or "no" (it keeps the original's).
      const copyTargets = copyTargetsOptions(state, top);
      if (copyTargets)
        return {
          id: `${base}.chooseOptional.${top.id}`,
          player: choice.player,
          kind: 'chooseOptional',
          rule: '707.10c',
          options: copyTargets,
          count: 1,
        };
      // 702.95a: soulbond's "you may pair this creature with another unpaired creature": which one, or "no".
      const ability = top.ability?.triggered ? abilityOfTrigger(state, { ...top.ability, modes: top.modes }) : null;
      const partners = ability ? soulbondPartnerOptions(state, top, ability.effects) : null;
      if (partners)
        return {
          id: `${base}.chooseOptional.${top.id}`,
          player: choice.player,
          kind: 'chooseOptional',
          rule: '702.95a',
          options: [...partners, 'no'],
          count: 1,
        };
      // 608.2d: a "you may" of a resolving ability is answered by its controller.
      return {
        id: `${base}.chooseOptional.${top.id}`,
        player: choice.player,
        kind: 'chooseOptional',
        rule: madnessWaiting(state)
          ? '702.35a'
          : cascadeWaiting(state)
            ? '702.85a'
            : freeCastWaiting(state)?.keyword === 'suspend'
              ? '702.62a'
              : freeCastWaiting(state)
                ? '702.88a'
                : '608.2d',
        options: ['yes', 'no'],
        count: 1,
      };
    }
    case 'payment': {
      // 118.12a, 702.21a: "unless ... pays" is answered by the player who may pay.
      const ability = top.ability ? abilityOfTrigger(state, { ...top.ability, modes: top.modes }) : null;
      const unless = ability?.effects.find((e) => e.kind === 'sacrificeSourceUnlessPays');
      // 118.12a: "[effect] unless [a player] pays", "Pay {M}. If you don't, ..." (the Pacts' delayed ability).
      const general = resolvingEffects(state, top)?.some((e) => e.kind === 'unlessPays') ?? false;
      const rule =
        unless?.kind === 'sacrificeSourceUnlessPays' ? (unless.rule ?? '118.12a') : top.object || general ? '118.12a' : '702.21a';
      return { id: `${base}.payCost.${top.id}`, player: choice.player, kind: 'payCost', rule, options: ['pay', 'decline'], count: 1 };
    }
    case 'scry':
      // 701.22a: the cards looked at, top first, and the word that puts the ones after it on the bottom.
      return {
        id: `${base}.chooseScry.${top.id}`,
        player: choice.player,
        kind: 'chooseScry',
        rule: '701.22a',
        options: [...scryOptions(state, choice.player, scryAmount(state, top, choice.next)), SCRY_BOTTOM],
      };
    case 'search': {
      // 701.23a-b: the cards of the library that meet the search (by position), up to `count`; none may be chosen
      // too (701.23d: not for "a card"); "decline" for a "may search" (608.2d).
      const effect = searchEffectAt(state, top, choice.next);
      return {
        id: `${base}.chooseSearch.${top.id}`,
        player: choice.player,
        kind: 'chooseSearch',
        rule: '701.23a',
        options: effect ? searchDecisionOptions(state, top, choice.player, effect) : [],
        ...(effect ? { count: effect.count } : {}),
      };
    }
    case 'handCard':
      // 608.2d, 701.20a: the cards of the revealed hand that meet the phrase, one chosen; 401.4: N of one's own, in order.
      return {
        id: `${base}.chooseCard.${top.id}`,
        player: choice.player,
        kind: 'chooseCard',
        rule: '608.2d',
        options: handCardOptions(state, top, choice.next),
        count: handCardCount(state, top, choice.next),
      };
    case 'look':
      // 701.20e: the cards looked at, top first: those kept (count), then the others in their new order.
      return {
        id: `${base}.chooseLook.${top.id}`,
        player: choice.player,
        kind: 'chooseLook',
        rule: '701.20e',
        options: lookOptions(state, top, choice.next),
        count: lookKeep(state, top, choice.next),
      };
    case 'returnToHand': {
      // 608.2d: the permanents the controller may return; 118.12a: "decline" too for "sacrifice CARDNAME unless you return".
      const effect = resolvingEffects(state, top)?.[choice.next];
      return {
        id: `${base}.chooseReturn.${top.id}`,
        player: choice.player,
        kind: 'chooseReturn',
        rule: returnRule(effect?.kind === 'returnPermanents' ? effect : undefined),
        options: choiceOptions(state, top, choice),
        count: choice.count,
      };
    }
    case 'color':
      // 608.2d, 105.1: "the color of your choice" (702.16a protection): one of the five colors.
      return {
        id: `${base}.chooseColor.${top.id}`,
        player: choice.player,
        kind: 'chooseColor',
        rule: '608.2d',
        options: ['W', 'U', 'B', 'R', 'G'],
        count: 1,
      };
    case 'type': {
      // 608.2d: "the creature type of your choice" (205.3m), "the basic land type of your choice" (305.6): exactly one.
      const effect = resolvingEffects(state, top)?.[choice.next];
      return {
        id: `${base}.chooseType.${top.id}`,
        player: choice.player,
        kind: 'chooseType',
        rule: '608.2d',
        options: effect?.kind === 'becomesOfChoice' && effect.what !== 'color' ? [...typeOptions(effect.what)] : [],
        count: 1,
      };
    }
    case 'damageSource': {
      // 609.7a: "a [red] source of your choice" (615.8): a permanent or an instant or sorcery spell with the properties named.
      const effect = resolvingEffects(state, top)?.[choice.next];
      return {
        id: `${base}.chooseSource.${top.id}`,
        player: choice.player,
        kind: 'chooseSource',
        rule: '609.7a',
        options: effect?.kind === 'preventNextFromSource' ? sourceOptions(state, top, effect) : [],
        count: 1,
      };
    }
    case 'enteringChoice':
      // 614.12a: "As CARDNAME enters, choose a color." (105.1 colors, 205.3m creature types, 102.3 opponents, 102.1 players).
      return {
        id: `${base}.chooseAsEnters.${top.id}`,
        player: choice.player,
        kind: 'chooseAsEnters',
        rule: '614.12a',
        options: pendingEnteringOptions(state, top),
        count: 1,
      };
    case 'bolster':
      // 701.39a: the creatures its controller controls tied for the least toughness among them; one is chosen.
      return {
        id: `${base}.chooseBolster.${top.id}`,
        player: choice.player,
        kind: 'chooseBolster',
        rule: '701.39a',
        options: bolsterCandidates(state, choice.player).map((o) => o.id),
        count: 1,
      };
    case 'proliferate':
      // 701.34a: the permanents and players that have a counter; any number of them (none included).
      return {
        id: `${base}.chooseProliferate.${top.id}`,
        player: choice.player,
        kind: 'chooseProliferate',
        rule: '701.34a',
        options: proliferateCandidates(state),
      };
    case 'devour':
      // 702.82a, 614.12a: any number of the creatures its controller controls (none included) are sacrificed as it enters.
      return {
        id: `${base}.chooseSacrifice.${top.id}.devour`,
        player: choice.player,
        kind: 'chooseSacrifice',
        rule: '702.82a',
        options: devourOptions(state, top).map((o) => o.id),
      };
    case 'tapOrUntap':
      // 608.2d, 701.26a-b: "You may tap or untap ...": tap it, untap it, or neither.
      return {
        id: `${base}.chooseTapOrUntap.${top.id}`,
        player: choice.player,
        kind: 'chooseTapOrUntap',
        rule: '608.2d',
        options: [...TAP_OR_UNTAP_OPTIONS],
        count: 1,
      };
    case 'newTarget':
      // 115.7a: the spell's one target is changed to another legal target: one of them (not optional).
      return {
        id: `${base}.chooseTargets.${top.id}`,
        player: choice.player,
        kind: 'chooseTargets',
        rule: '115.7a',
        options: newTargetOptions(state, top) ?? [],
        count: 1,
      };
    case 'discard':
    case 'sacrifice':
      // 701.9b: the cards of their hand; 701.21a: the permanents they control that the instruction names.
      return {
        id: `${base}.choose${choice.kind === 'discard' ? 'Discard' : 'Sacrifice'}.${top.id}${choice.chosen ? `.${choice.chosen.length}` : ''}`,
        player: choice.player,
        kind: choice.kind === 'discard' ? 'chooseDiscard' : 'chooseSacrifice',
        rule: choice.kind === 'discard' ? '701.9b' : '701.21a',
        options: choiceOptions(state, top, choice),
        count: choice.count,
      };
  }
}

/** Derived from the board alone: the state says what the game is waiting for. */
export function pendingDecision(state: GameState): Decision | null {
  if (isGameOver(state)) return null;
  const { turn, combat } = state;
  const base = `t${turn.number}.${turn.step}`;
  // 702.21a: an "unless that player pays" ability is waiting for that player, mid-resolution.
  const top = state.stack[state.stack.length - 1];
  if (top?.awaitingDiscard) {
    const player = state.players.find((p) => p.id === top.awaitingDiscard?.player);
    return {
      id: `${base}.chooseDiscard.${top.id}`,
      player: top.awaitingDiscard.player,
      kind: 'chooseDiscard',
      rule: '701.9b',
      options: player?.hand.map((o) => o.id) ?? [],
      count: top.awaitingDiscard.count,
    };
  }
  // 608.2: a spell or ability stopped mid-resolution for one pending choice.
  if (top?.pendingChoice) return choiceDecision(state, top, top.pendingChoice, base);
  // 702.38a, 614.12a: an amplify spell waits for its controller to choose the cards to reveal (any number).
  if (top?.awaitingReveal) {
    const suffix = top.awaitingReveal.instance > 0 ? `.${top.awaitingReveal.instance}` : '';
    return {
      id: `${base}.chooseReveal.${top.id}${suffix}`,
      player: top.awaitingReveal.player,
      kind: 'chooseReveal',
      rule: '702.38a',
      options: revealable(state, top).map((o) => o.id),
    };
  }
  // 614.12a, 707.5: a resolving permanent spell waits for what it enters as a copy of ("none": as itself).
  // 608.2d, 612: a resolving text-changing spell waits for its two words, [from, to].
  if (top?.awaitingWords)
    return {
      id: `${base}.chooseWords.${top.id}${top.awaitingWords.next > 0 ? `.${top.awaitingWords.next}` : ''}`,
      player: top.awaitingWords.player,
      kind: 'chooseWords',
      rule: '608.2d',
      options: wordsDecision(state, top),
      count: 2,
    };
  if (top?.awaitingCopy)
    return {
      id: `${base}.chooseCopy.${top.id}`,
      player: top.awaitingCopy,
      kind: 'chooseCopy',
      rule: '707.5',
      options: [...copyCandidates(state, top), 'none'],
      count: 1,
    };
  // 616.1: a resolving spell waits for the affected player's order of replacement and prevention effects.
  if (top?.awaitingReplacement)
    return {
      id: `${base}.chooseReplacement.${top.id}`,
      player: top.awaitingReplacement.player,
      kind: 'chooseReplacement',
      rule: '616.1',
      options: top.awaitingReplacement.options,
      count: 1,
    };
  // 616.1: the combat damage waits for an affected player's order of replacement and prevention effects.
  if (combat?.awaitingReplacement) {
    const w = combat.awaitingReplacement;
    return {
      id: `${base}.chooseReplacement.${w.key}`,
      player: w.player,
      kind: 'chooseReplacement',
      rule: '616.1',
      options: w.options,
      count: 1,
    };
  }
  // 616.1: a permanent a state-based action would put into a graveyard, with replacement effects to choose among.
  const replacement = pendingReplacementChoice(state);
  if (replacement) {
    return {
      id: `${base}.chooseReplacement.${replacement.object.id}`,
      player: replacement.object.controller,
      kind: 'chooseReplacement',
      rule: '616.1',
      options: replacement.options.map((r) => r.id),
      count: 1,
    };
  }
  // 704.5j comes before priority: the player chooses the legendary permanent to keep.
  const legends = legendRuleGroups(state);
  if (legends.length > 0) {
    const g = legends[0];
    return { id: `${base}.legendRule.${g.ids[0]}`, player: g.player, kind: 'legendRule', rule: '704.5j', options: g.ids, count: 1 };
  }
  // 504.1, 702.52a: the draw step's draw waits for the active player's choice: a card to dredge, or "draw".
  const dredge = dredgeDecision(state, base);
  if (dredge) return dredge;
  // 603.3b, 603.3d: triggered abilities wait for their controllers' choices before priority.
  if (state.pending.length > 0) return triggerDecision(state);
  if (turn.step === 'declare-attackers' && combat && !combat.attackersDeclared) {
    return {
      id: `${base}.declareAttackers`,
      player: turn.active,
      kind: 'declareAttackers',
      rule: '508.1',
      options: potentialAttackers(state).map((o) => o.id),
    };
  }
  if (turn.step === 'declare-blockers' && combat && !combat.blockersDeclared && combat.attackers.length > 0) {
    const defender = state.players.find((p) => p.id !== turn.active && p.lost === null);
    if (defender)
      return {
        id: `${base}.declareBlockers`,
        player: defender.id,
        kind: 'declareBlockers',
        rule: '509.1',
        options: potentialBlockers(state).map((o) => o.id),
      };
  }
  if ((turn.step === 'first-strike-damage' || turn.step === 'combat-damage') && combat && turn.priority === null) {
    // 510.1: the active player divides first, then the defending player (702.22j, 510.1d).
    const chooser = damageChooser(state);
    if (chooser)
      return {
        id: chooser.player === turn.active ? `${base}.assignDamage` : `${base}.assignDamage.${chooser.player}`,
        player: chooser.player,
        kind: 'assignDamage',
        rule: chooser.rule,
        options: chooser.choices.map((c) => c.creature.id),
      };
  }
  if (turn.step === 'cleanup' && turn.priority === null) {
    const n = cardsToDiscard({ state });
    if (n > 0) {
      const active = state.players.find((p) => p.id === turn.active);
      return {
        id: `${base}.discard`,
        player: turn.active,
        kind: 'discard',
        rule: '514.1',
        options: active?.hand.map((o) => o.id) ?? [],
        count: n,
      };
    }
  }
  if (turn.priority !== null) return { id: `${base}.priority`, player: turn.priority, kind: 'priority', rule: '117.3' };
  return null;
}
