import { Action, parseAction } from './actions/action';
import { CardCatalog } from './cards/card';
import { Ctx, isGameOver } from './context';
import { Decision, pendingDecision } from './decision';
import { applyPass, givePriority } from './rules/117-priority';
import { applyLoss, checkGameEnd, GameOver, gameOverOf } from './rules/104-ending-the-game';
import { applyPlayLand, checkPlayLand } from './rules/305-lands';
import { applyDeclareAttackers, checkDeclareAttackers } from './rules/508-declare-attackers';
import { applyDeclareBlockers, checkDeclareBlockers } from './rules/509-declare-blockers';
import { answerCombatReplacement, applyAssignDamage, checkAssignDamage } from './rules/510-combat-damage';
import { castSpell } from './rules/601-casting-spells';
import { applyLegendRule } from './rules/704-state-based-actions';
import {
  answerDiscard,
  answerEntering,
  answerDevourChoice,
  answerColor,
  answerType,
  answerSource,
  answerCounterChoice,
  answerTapOrUntap,
  answerNewTargets,
  answerChangedTarget,
  answerPlayerChoice,
  answerOptional,
  answerPayment,
  answerReveal,
  answerScry,
  answerHandCard,
  answerLook,
  answerSearch,
  answerSpellReplacement,
  answerWords,
} from './rules/608-resolving';
import { putDiscardedCard } from './rules/614-replacement-effects';
import { answerCopyChoice } from './rules/707-copies';
import { answerTriggerDecision } from './rules/603-triggered-abilities';
import { activateAbility, activatedAbilities } from './rules/602-activating-abilities';
import { ManaType } from './cards/mana';
import { parseManaCost } from './cards/mana-cost';
import { answerMadness, madnessWaiting } from './keywords/702.35-madness';
import { answerFreeCast, freeCastWaiting } from './keywords/cast-without-paying';
import { answerCascade, cascadeWaiting } from './keywords/702.85-cascade';
import { suspendCard } from './keywords/702.62-suspend';
import { turnFaceUpWithMorph } from './keywords/702.37-morph';
import { finishCleanup, runUntilDecision } from './rules/500-turn-structure';
import { answerDredge } from './rules/504-draw-step';
import { cloneState } from './state/clone';
import { parseBoard } from './state/parse';
import { BoardJson, serializeBoard, SerializeOptions } from './state/serialize';
import { SetupError } from './state/setup-error';
import { GameState } from './state/types';
import { Trace, TraceEntry, GameEvent, renderEntry } from './trace/trace';
import { Unsupported } from './unsupported';
import { RenderedViolation, Violation, renderViolation } from './violation';
import { cardName, joined, Language, Message, msg, render } from './trace/message';

export interface AdjudicationRequest {
  state: unknown;
  action?: unknown;
  actions?: unknown;
  /** Accept cards with text the engine does not understand: that text is ignored and listed in `warnings`. */
  allowUnsupported?: boolean;
  /** The language of the trace texts and violation messages (the API's Accept-Language): English by default. */
  language?: Language;
  /**
   * The same answer written in these languages too, from the same run of the engine (a stored
   * ruling keeps its English and French answers: one run, not one per language).
   */
  alsoIn?: Language[];
}

export interface Answer {
  legal: boolean;
  violations: RenderedViolation[];
  /** With a list of actions: the index of the one that was illegal. */
  failedAction?: number;
  state: BoardJson;
  decision: Decision | null;
  trace: TraceEntry[];
  events: GameEvent[];
  gameOver: GameOver | null;
  /** Text ignored because the request allowed unsupported cards. */
  warnings?: string[];
}

export type Outcome =
  /** `translations`: the answer in each language of `alsoIn`, in that order (the same verdict, board and events). */
  | { kind: 'answer'; answer: Answer; translations?: Answer[] }
  /** The request is not a board and actions the rules can hold: 400 (shape) or 422 (rules). */
  | { kind: 'invalid'; errors: SetupError[] }
  | { kind: 'unsupported'; code: string; message: Message; rule?: string };

/** parse -> check -> apply -> settle: the one entry point of the engine. */
/** `output`: how the answer's board is written (serializeBoard's options; the verdict is the same). */
export function adjudicate(request: AdjudicationRequest, catalog: CardCatalog, output: SerializeOptions = {}): Outcome {
  const errors: SetupError[] = [];
  const warnings: Message[] = [];
  const allowUnsupported = request.allowUnsupported === true;
  const languages = [request.language ?? 'en', ...(request.alsoIn ?? [])];
  const parsed = parseBoard(request.state, catalog, { allowUnsupported, warnings });
  if (!parsed.ok) errors.push(...parsed.errors);
  const actions: Action[] = [];
  if ((request.action === undefined) === (request.actions === undefined)) {
    errors.push({
      kind: 'shape',
      code: 'INVALID_FIELD',
      path: 'action',
      message: msg('adjudicate.actionOrActions'),
    });
  } else {
    const list = request.action !== undefined ? [request.action] : request.actions;
    if (!Array.isArray(list))
      errors.push({ kind: 'shape', code: 'INVALID_FIELD', path: 'actions', message: msg('adjudicate.actionsList') });
    else
      list.forEach((raw, i) => {
        const a = parseAction(raw, request.action !== undefined ? 'action' : `actions[${i}]`);
        if (a.ok) actions.push(a.value);
        else errors.push(...a.errors);
      });
  }
  if (errors.length > 0 && errors.every((e) => e.code === 'UNSUPPORTED_CARD')) {
    return {
      kind: 'unsupported',
      code: 'UNSUPPORTED_CARD',
      message: msg('adjudicate.list', {
        items: joined(
          errors.map((e) => msg('adjudicate.atPath', { path: e.path, message: e.message })),
          '; ',
        ),
      }),
    };
  }
  if (!parsed.ok || errors.length > 0) return { kind: 'invalid', errors };

  const trace = new Trace();
  let state = parsed.value;
  try {
    const ctx: Ctx = { state, trace, allowUnsupported, warnings };
    // A board may stop where nobody has to decide (an untap step): the game first goes on by itself.
    runUntilDecision(ctx);
    state = ctx.state;
    // Each action's ids are checked against the board as it is when that action comes, and the board as
    // given: an earlier action of the list may have created what it names (a token, an ability on the
    // stack, under the stable ids the engine gives them), and an object of the given board that has
    // since left (a token that ceased to exist) is for the rules to judge, not a request error.
    // With one action, the board it is checked against is the board as given: no set of its ids to build.
    const given = actions.length > 1 ? objectIds(state) : undefined;
    const needs = actions.map((a) => manaNeeds(state, a));
    for (let i = 0; i < actions.length; i++) {
      const refErrors = referenceErrors(state, actions[i], request.action !== undefined ? 'action' : `actions[${i}]`, given);
      if (refErrors.length > 0) return { kind: 'invalid', errors: refErrors };
      const mark = trace.mark();
      const working: Ctx = { state, trace, allowUnsupported, warnings, manaReserve: needs.slice(i + 1).flat() };
      const violations = perform(working, actions[i]);
      if (violations.length > 0) {
        trace.rollback({ entries: trace.entries.length, events: mark.events });
        for (const v of violations) trace.cite(v.rule, 'illegal', v.message);
        trace.cite('733.1', 'reversed', msg('adjudicate.reversed', { type: actions[i].type }));
        return answered(
          boardBefore(request, catalog, actions, i, allowUnsupported),
          trace,
          false,
          violations,
          actions.length > 1 ? i : undefined,
          warnings,
          languages,
          output,
        );
      }
      runUntilDecision(working);
      state = working.state;
    }
  } catch (error) {
    if (error instanceof Unsupported) return { kind: 'unsupported', code: error.code, message: error.text, rule: error.rule };
    throw error;
  }
  return answered(state, trace, true, [], undefined, warnings, languages, output);
}

/**
 * 733.1: the board as it was before the illegal action `upTo`. Rather than copying the board before
 * every action (legal actions are the common case), the request is played again from its board up
 * to that action: the engine is deterministic, so it reaches the same board.
 */
function boardBefore(
  request: AdjudicationRequest,
  catalog: CardCatalog,
  actions: Action[],
  upTo: number,
  allowUnsupported: boolean,
): GameState {
  const parsed = parseBoard(request.state, catalog, { allowUnsupported, warnings: [] });
  if (!parsed.ok) throw new Error('a board that was read once is read again the same way');
  const trace = new Trace();
  const first: Ctx = { state: parsed.value, trace, allowUnsupported, warnings: [] };
  runUntilDecision(first);
  let state = first.state;
  const needs = actions.map((a) => manaNeeds(state, a));
  for (let i = 0; i < upTo; i++) {
    const working: Ctx = { state, trace, allowUnsupported, warnings: [], manaReserve: needs.slice(i + 1).flat() };
    if (perform(working, actions[i]).length > 0) throw new Error('an action that was legal is legal again on the same board');
    runUntilDecision(working);
    state = working.state;
  }
  return state;
}

/** The answer in the first of `languages`, and in each of the others as its translations: the board is written once. */
function answered(
  state: GameState,
  trace: Trace,
  legal: boolean,
  violations: Violation[],
  failedAction: number | undefined,
  warnings: Message[],
  languages: Language[],
  output: SerializeOptions,
): Outcome {
  const board = serializeBoard(state, output);
  const decision = pendingDecision(state);
  const gameOver = gameOverOf(state);
  const [first, ...others] = languages.map((language): Answer => {
    const out: Answer = {
      legal,
      violations: violations.map((v) => renderViolation(v, language)),
      state: board,
      decision,
      trace: trace.entries.map((e) => renderEntry(e, language)),
      events: trace.events,
      gameOver,
    };
    if (failedAction !== undefined) out.failedAction = failedAction;
    if (warnings.length > 0) out.warnings = warnings.map((w) => render(w, language));
    return out;
  });
  return others.length > 0 ? { kind: 'answer', answer: first, translations: others } : { kind: 'answer', answer: first };
}

/**
 * 601.2g: the colored mana (and {C}) in the cost of an action, as the board before the list tells
 * it: the mana cost of a card to be cast, of an ability to be activated. Automatic payment keeps the
 * sources of what the later actions of a list need (read once, before the list: the same when the
 * list is replayed for 733.1). A hint only: it never makes an action legal or illegal, it picks
 * among payments that are all legal.
 */
function manaNeeds(state: GameState, action: Action): ManaType[] {
  const out: ManaType[] = [];
  const add = (text: string | undefined): void => {
    const cost = text ? parseManaCost(text) : null;
    for (const symbol of cost?.symbols ?? []) {
      if (symbol.kind === 'colored' || symbol.kind === 'phyrexian') out.push(symbol.color);
      else if (symbol.kind === 'colorless') out.push('C');
    }
  };
  if (action.type === 'cast') {
    const card = state.players
      .flatMap((p) => [...p.hand, ...p.graveyard])
      .concat(state.exile, state.command)
      .find((o) => o.id === action.card);
    add(card?.card?.manaCost);
  } else if (action.type === 'activate') {
    const source = state.battlefield.find((o) => o.id === action.source);
    const ability = source?.card ? activatedAbilities(state, source)[action.ability] : undefined;
    if (ability?.kind === 'activated') add(ability.cost.mana);
  }
  return out;
}

/** The ids of the players and of every object in every zone of `state`. */
function objectIds(state: GameState): Set<string> {
  const ids = new Set<string>();
  for (const p of state.players) {
    ids.add(p.id);
    for (const zone of [p.hand, p.graveyard, p.library]) for (const o of zone) ids.add(o.id);
  }
  for (const zone of [state.battlefield, state.phasedOut, state.exile, state.command]) for (const o of zone) ids.add(o.id);
  for (const s of state.stack) ids.add(s.id);
  return ids;
}

/** Whether a player or object of the board has this id (the ids objectIds collects). */
function hasObjectId(state: GameState, id: string): boolean {
  const has = (zone: readonly { id: string }[]): boolean => {
    for (const o of zone) if (o.id === id) return true;
    return false;
  };
  for (const p of state.players) if (p.id === id || has(p.hand) || has(p.graveyard) || has(p.library)) return true;
  return has(state.battlefield) || has(state.phasedOut) || has(state.exile) || has(state.command) || has(state.stack);
}

/** An action naming a player or object that is not on the board (nor among `alsoKnown`): 422, not a ruling. */
function referenceErrors(state: GameState, action: Action, path: string, alsoKnown?: Set<string>): SetupError[] {
  const out: SetupError[] = [];
  if (!state.players.some((p) => p.id === action.player)) {
    out.push({
      kind: 'rule',
      code: 'UNKNOWN_PLAYER',
      path: `${path}.player`,
      rule: '102.1',
      message: msg('parse.UNKNOWN_PLAYER', { id: action.player }),
    });
  }
  // Most actions name one to three ids: each is looked for on the board; past a few, a set of its ids is built once.
  let looks = 0;
  let now: Set<string> | null = null;
  const onBoard = (id: string): boolean => {
    if (now === null && ++looks <= 4) return hasObjectId(state, id);
    now ??= objectIds(state);
    return now.has(id);
  };
  const exists = (id: string): boolean => onBoard(id) || (alsoKnown?.has(id) ?? false);
  // 601.2h, 508.1i: the permanents a payment taps for mana must be on the board.
  const unknownTaps = (payment: { tap?: string[] } | undefined, rule: string): void =>
    (payment?.tap ?? []).forEach((t, i) => {
      if (!exists(t))
        out.push({
          kind: 'rule',
          code: 'UNKNOWN_OBJECT',
          path: `${path}.payment.tap[${i}]`,
          rule,
          message: msg('adjudicate.noPermanent', { id: t }),
        });
    });
  if ((action.type === 'playLand' || action.type === 'cast') && !exists(action.card)) {
    out.push({
      kind: 'rule',
      code: 'UNKNOWN_OBJECT',
      path: `${path}.card`,
      rule: '109.1',
      message: msg('adjudicate.noObject', { id: action.card }),
    });
  }
  if (action.type === 'activate' && !exists(action.source)) {
    out.push({
      kind: 'rule',
      code: 'UNKNOWN_OBJECT',
      path: `${path}.source`,
      rule: '109.1',
      message: msg('adjudicate.noObject', { id: action.source }),
    });
  }
  if (action.type === 'specialAction') {
    if (!exists(action.object))
      out.push({
        kind: 'rule',
        code: 'UNKNOWN_OBJECT',
        path: `${path}.object`,
        rule: '109.1',
        message: msg('adjudicate.noObject', { id: action.object }),
      });
    unknownTaps(action.payment, '601.2h');
  }
  if (action.type === 'cast' || action.type === 'activate') {
    (action.targets ?? []).forEach((t, i) => {
      // 115.6: "" leaves a target of "up to N" unchosen (rules/115-targets.ts NO_TARGET).
      if (t !== '' && !exists(t))
        out.push({
          kind: 'rule',
          code: 'UNKNOWN_OBJECT',
          path: `${path}.targets[${i}]`,
          rule: '115.1',
          message: msg('adjudicate.noObjectOrPlayer', { id: t }),
        });
    });
    unknownTaps(action.payment, '601.2h');
  }
  if (action.type === 'declareAttackers') {
    action.attackers.forEach((a, i) => {
      if (!exists(a.id))
        out.push({
          kind: 'rule',
          code: 'UNKNOWN_OBJECT',
          path: `${path}.attackers[${i}].id`,
          rule: '109.1',
          message: msg('adjudicate.noObject', { id: a.id }),
        });
      if (!exists(a.attacking))
        out.push({
          kind: 'rule',
          code: 'UNKNOWN_OBJECT',
          path: `${path}.attackers[${i}].attacking`,
          rule: '506.3',
          message: msg('adjudicate.noPlayerOrPlaneswalker', { id: a.attacking }),
        });
    });
    unknownTaps(action.payment, '508.1i');
  }
  return out;
}

/**
 * Whether `action` is legal on `state`, by trying it on a copy: the same code path as an
 * adjudication, so the two can never disagree. Unsupported rules count as not legal.
 */
export function tryAction(state: GameState, action: Action): { legal: boolean; violations: Violation[]; unsupported?: Message } {
  const ctx: Ctx = { state: cloneState(state), trace: new Trace() };
  try {
    if (referenceErrors(ctx.state, action, 'action').length > 0) return { legal: false, violations: [] };
    const violations = perform(ctx, action);
    if (violations.length === 0) runUntilDecision(ctx);
    return { legal: violations.length === 0, violations };
  } catch (error) {
    if (error instanceof Unsupported)
      return { legal: false, violations: [], unsupported: msg('adjudicate.unsupportedReason', { code: error.code, message: error.text }) };
    throw error;
  }
}

/** Checks an action against the rules and, if legal, applies it. Returns the violations. */
function perform(ctx: Ctx, action: Action): Violation[] {
  const state = ctx.state;
  if (action.type === 'concede') {
    // 104.3a: a player may concede at any time, with or without priority.
    const player = state.players.find((p) => p.id === action.player);
    if (player?.lost) return [{ code: 'GAME_LEFT', rule: '104.3a', message: msg('adjudicate.GAME_LEFT', { player: action.player }) }];
    const hadPriority = state.turn.priority === action.player;
    applyLoss(ctx, action.player, '104.3a', msg('adjudicate.concede'));
    checkGameEnd(ctx);
    if (!isGameOver(state) && hadPriority) givePriority(ctx, action.player, '117.3d', msg('priority.thePlayerWhoHad'));
    return [];
  }
  if (isGameOver(state)) return [{ code: 'GAME_OVER', rule: '104.1', message: msg('adjudicate.GAME_OVER') }];
  if (state.players.find((p) => p.id === action.player)?.lost) {
    return [{ code: 'GAME_LEFT', rule: '104.3a', message: msg('adjudicate.GAME_LEFT.2', { player: action.player }) }];
  }
  const decision = pendingDecision(state);
  switch (action.type) {
    case 'pass':
      if (decision?.kind !== 'priority' || decision.player !== action.player)
        return notYourDecision(decision, action.player, '117.3d', msg('doing.pass'));
      applyPass(ctx, action.player);
      return [];
    case 'playLand': {
      if (decision && decision.kind !== 'priority') return notYourDecision(decision, action.player, '116.2a', msg('doing.playLand'));
      const violations = checkPlayLand(state, action.player, action.card, action.payLife === true);
      if (violations.length > 0) return violations;
      applyPlayLand(ctx, action.player, action.card, action.payLife === true);
      return [];
    }
    case 'declareAttackers':
      return declareAttackers(ctx, decision, action);
    case 'declareBlockers':
      return declareBlockers(ctx, decision, action);
    case 'assignDamage':
      return assignDamage(ctx, decision, action);
    case 'choose':
      return choose(ctx, decision, action);
    case 'cast':
      // 702.35a, 608.2g: the owner answers a madness trigger by casting the card.
      if (
        decision?.kind === 'chooseOptional' &&
        decision.player === action.player &&
        action.alternativeCost === 'madness' &&
        madnessWaiting(state)
      )
        return answerMadness(ctx, action);
      // 702.62a, 702.88a, 608.2g: the controller answers a suspend or rebound trigger by casting the exiled card.
      if (
        decision?.kind === 'chooseOptional' &&
        decision.player === action.player &&
        (action.alternativeCost === 'suspend' || action.alternativeCost === 'rebound') &&
        freeCastWaiting(state)
      )
        return answerFreeCast(ctx, action);
      // 702.85a, 608.2g: the controller answers a cascade trigger by casting the last card it exiled.
      if (
        decision?.kind === 'chooseOptional' &&
        decision.player === action.player &&
        action.alternativeCost === 'cascade' &&
        cascadeWaiting(state)
      )
        return answerCascade(ctx, action);
      if (decision && decision.kind !== 'priority') return notYourDecision(decision, action.player, '117.1', msg('doing.cast'));
      return castSpell(ctx, action);
    case 'activate':
      if (decision && decision.kind !== 'priority') return notYourDecision(decision, action.player, '117.1', msg('doing.activate'));
      return activateAbility(ctx, action);
    case 'specialAction':
      // 116.2b: a special action is taken when its player has priority.
      if (decision && decision.kind !== 'priority') return notYourDecision(decision, action.player, '116.2b', msg('doing.specialAction'));
      // 116.2f, 702.62a: suspending a card from the hand.
      if (action.kind === 'suspend') return suspendCard(ctx, action);
      return turnFaceUpWithMorph(ctx, action);
    default:
      throw new Unsupported('UNSUPPORTED_ACTION', msg('adjudicate.UNSUPPORTED_ACTION', { type: action.type }));
  }
}

function notYourDecision(decision: Decision | null, player: string, rule: string, what: Message): Violation[] {
  if (decision && decision.kind !== 'priority') {
    return [
      {
        code: 'DECISION_PENDING',
        rule: decision.rule,
        message: msg('adjudicate.DECISION_PENDING', {
          player: decision.player,
          kind: decision.kind,
          id: decision.id,
          player2: player,
          what: what,
        }),
      },
    ];
  }
  return [
    {
      code: 'NO_PRIORITY',
      rule,
      message: msg('adjudicate.NO_PRIORITY', {
        player: player,
        pValue: decision ? msg('adjudicate.whoHasPriority', { player: decision.player }) : '',
        what: what,
      }),
    },
  ];
}

function declareAttackers(ctx: Ctx, decision: Decision | null, action: Extract<Action, { type: 'declareAttackers' }>): Violation[] {
  if (decision?.kind !== 'declareAttackers' || decision.player !== action.player) {
    return [
      {
        code: 'NOT_DECLARE_ATTACKERS',
        rule: '508.1',
        message: msg('adjudicate.NOT_DECLARE_ATTACKERS', { player: action.player }),
      },
    ];
  }
  const violations = checkDeclareAttackers(ctx.state, action.player, action.attackers, action.bands);
  if (violations.length > 0) return violations;
  return applyDeclareAttackers(ctx, action.player, action.attackers, action.bands, action.payment);
}

function declareBlockers(ctx: Ctx, decision: Decision | null, action: Extract<Action, { type: 'declareBlockers' }>): Violation[] {
  if (decision?.kind !== 'declareBlockers' || decision.player !== action.player) {
    return [
      {
        code: 'NOT_DECLARE_BLOCKERS',
        rule: '509.1',
        message: msg('adjudicate.NOT_DECLARE_BLOCKERS', { player: action.player }),
      },
    ];
  }
  const violations = checkDeclareBlockers(ctx.state, action.player, action.blockers);
  if (violations.length > 0) return violations;
  applyDeclareBlockers(ctx, action.player, action.blockers);
  return [];
}

function assignDamage(ctx: Ctx, decision: Decision | null, action: Extract<Action, { type: 'assignDamage' }>): Violation[] {
  if (decision?.kind !== 'assignDamage' || decision.player !== action.player) {
    return [{ code: 'NOT_ASSIGN_DAMAGE', rule: '510.1', message: msg('adjudicate.NOT_ASSIGN_DAMAGE', { player: action.player }) }];
  }
  const violations = checkAssignDamage(ctx.state, action.player, action.assignments);
  if (violations.length > 0) return violations;
  applyAssignDamage(ctx, action.player, action.assignments);
  return [];
}

function choose(ctx: Ctx, decision: Decision | null, action: Extract<Action, { type: 'choose' }>): Violation[] {
  if (!decision || decision.id !== action.decision || decision.player !== action.player) {
    return [
      {
        code: 'NO_SUCH_DECISION',
        rule: decision?.rule ?? '117.3',
        message: msg('adjudicate.NO_SUCH_DECISION', {
          decision: action.decision,
          player: action.player,
          pValue: decision ? msg('adjudicate.pendingDecision', { id: decision.id, player: decision.player }) : '',
        }),
      },
    ];
  }
  if (decision.kind === 'chooseDiscard') return answerDiscard(ctx, action.choice);
  if (decision.kind === 'chooseSacrifice' && decision.rule === '702.82a') return answerDevourChoice(ctx, action.choice);
  if (decision.kind === 'chooseSacrifice' || decision.kind === 'chooseReturn') return answerPlayerChoice(ctx, action.choice);
  if (decision.kind === 'chooseReveal') return answerReveal(ctx, action.choice);
  if (decision.kind === 'payCost') {
    if (action.choice.length !== 1 || (action.choice[0] !== 'pay' && action.choice[0] !== 'decline')) {
      return [{ code: 'INVALID_CHOICE', rule: decision.rule, message: msg('adjudicate.INVALID_CHOICE') }];
    }
    return answerPayment(ctx, action.choice[0] === 'pay');
  }
  if (decision.kind === 'chooseCopy') return answerCopyChoice(ctx, action.choice);
  if (decision.kind === 'chooseAsEnters') return answerEntering(ctx, action.choice);
  if (decision.kind === 'chooseColor') return answerColor(ctx, action.choice);
  if (decision.kind === 'chooseType') return answerType(ctx, action.choice);
  if (decision.kind === 'chooseSource') return answerSource(ctx, action.choice);
  if (decision.kind === 'chooseBolster' || decision.kind === 'chooseProliferate') return answerCounterChoice(ctx, action.choice);
  if (decision.kind === 'chooseTapOrUntap') return answerTapOrUntap(ctx, action.choice);
  // 115.7a: the other legal target a resolving "change the target" waits for.
  if (decision.kind === 'chooseTargets' && decision.rule === '115.7a') return answerChangedTarget(ctx, action.choice);
  if (decision.kind === 'chooseWords') return answerWords(ctx, action.choice);
  if (decision.kind === 'chooseScry') return answerScry(ctx, action.choice);
  if (decision.kind === 'chooseSearch') return answerSearch(ctx, action.choice);
  if (decision.kind === 'chooseCard') return answerHandCard(ctx, action.choice);
  if (decision.kind === 'chooseLook') return answerLook(ctx, action.choice);
  if (decision.kind === 'chooseOptional') {
    // 707.10c: "You may choose new targets for the copy": a legal target, or "no".
    if (decision.rule === '707.10c') return answerNewTargets(ctx, action.choice);
    // 702.95a: a soulbond "you may" with several creatures to pair with is answered by naming one (or "no").
    if (decision.rule === '702.95a' && action.choice.length === 1 && action.choice[0] !== 'no') {
      if (!decision.options?.includes(action.choice[0]))
        return [
          {
            code: 'INVALID_CHOICE',
            rule: '702.95a',
            message: msg('702.95-soulbond.INVALID_CHOICE', { list: (decision.options ?? []).join(', ') }),
          },
        ];
      ctx.soulbondPartner = action.choice[0];
      try {
        return answerOptional(ctx, true);
      } finally {
        delete ctx.soulbondPartner;
      }
    }
    if (action.choice.length !== 1 || (action.choice[0] !== 'yes' && action.choice[0] !== 'no')) {
      return [{ code: 'INVALID_CHOICE', rule: '608.2d', message: msg('adjudicate.INVALID_CHOICE.2') }];
    }
    return answerOptional(ctx, action.choice[0] === 'yes');
  }
  if (decision.kind === 'orderTriggers' || decision.kind === 'chooseMode' || decision.kind === 'chooseTargets') {
    const violations = answerTriggerDecision(ctx.state, decision, action.choice);
    if (violations.length > 0) return violations;
    ctx.trace.cite(decision.rule, decision.kind, msg('adjudicate.text', { player: action.player, choice: action.choice.join(', ') }));
    givePriority(ctx, ctx.state.turn.priority ?? ctx.state.turn.active, '117.5', msg('priority.afterTriggeredAbilitiesAre'));
    return [];
  }
  if (decision.kind === 'chooseReplacement' && decision.rule === '702.52a') return answerDredge(ctx, decision.options ?? [], action.choice);
  if (decision.kind === 'chooseReplacement' && ctx.state.combat?.awaitingReplacement) return answerCombatReplacement(ctx, action.choice);
  if (decision.kind === 'chooseReplacement' && ctx.state.stack[ctx.state.stack.length - 1]?.awaitingReplacement)
    return answerSpellReplacement(ctx, action.choice);
  if (decision.kind === 'chooseReplacement') {
    if (action.choice.length !== 1 || !decision.options?.includes(action.choice[0])) {
      return [
        { code: 'INVALID_CHOICE', rule: '616.1', message: msg('adjudicate.INVALID_CHOICE.3', { options: decision.options?.join(', ') }) },
      ];
    }
    const object = decision.id.split('.chooseReplacement.')[1];
    (ctx.replacementChoices ??= new Map()).set(object, action.choice[0]);
    ctx.trace.cite(
      '616.1',
      'chooseReplacement',
      msg('adjudicate.chooseReplacement', { player: action.player, choice: action.choice[0], object: object }),
      [object],
    );
    // 117.5: the state-based actions are performed now, then the player who would have received priority does.
    const receiver = ctx.state.turn.priority;
    if (receiver) givePriority(ctx, receiver, '117.5', msg('priority.afterTheStateBased'));
    return [];
  }
  if (decision.kind === 'legendRule') {
    if (action.choice.length !== 1 || !decision.options?.includes(action.choice[0])) {
      return [
        { code: 'INVALID_CHOICE', rule: '704.5j', message: msg('adjudicate.INVALID_CHOICE.4', { options: decision.options?.join(', ') }) },
      ];
    }
    applyLegendRule(ctx, action.choice[0], decision.options ?? []);
    // 117.5: state-based actions are checked again, then the player who would have received priority does.
    const receiver = ctx.state.turn.priority;
    if (receiver) givePriority(ctx, receiver, '117.5', msg('priority.afterTheStateBased'));
    return [];
  }
  if (decision.kind !== 'discard') {
    return [
      {
        code: 'WRONG_ANSWER_KIND',
        rule: decision.rule,
        message: msg('adjudicate.WRONG_ANSWER_KIND', {
          id: decision.id,
          pValue: decision.kind === 'priority' ? msg('adjudicate.gameAction') : msg('adjudicate.kindAction', { kind: decision.kind }),
        }),
      },
    ];
  }
  const options = new Set(decision.options);
  const chosen = new Set(action.choice);
  if (chosen.size !== action.choice.length || action.choice.some((id) => !options.has(id)) || chosen.size !== decision.count) {
    return [
      {
        code: 'INVALID_CHOICE',
        rule: '514.1',
        message: msg('adjudicate.INVALID_CHOICE.5', { count: decision.count, player: action.player }),
      },
    ];
  }
  const player = ctx.state.players.find((p) => p.id === action.player);
  if (!player) return [];
  const discarded = player.hand.filter((o) => chosen.has(o.id));
  player.hand = player.hand.filter((o) => !chosen.has(o.id));
  ctx.trace.cite(
    '514.1',
    'discard',
    msg('adjudicate.discard', {
      id: player.id,
      discarded: joined(
        discarded.map((o) => (o.card ? msg('object.card', { name: cardName(o.card), id: o.id }) : o.id)),
        ', ',
      ),
    }),
    discarded.map((o) => o.id),
  );
  for (const o of discarded) putDiscardedCard(ctx, o);
  finishCleanup(ctx);
  return [];
}
