import { Ctx, isGameOver, nextPlayerInGame, objectName } from '../context';
import { formatPool, emptyPool, poolSize } from '../cards/mana';
import { pendingDecision } from '../decision';
import { Step, STEPS } from '../state/types';
import { givePriority } from './117-priority';
import { beginUntapStep } from './502-untap-step';
import { beginDrawStep, drawStepSkippedBy, skipsDrawStep } from './504-draw-step';
import { defendingPlayer, emptyCombat } from './506-combat';
import { beginDeclareAttackersStep } from './508-declare-attackers';
import { applyDeclareBlockers, potentialBlockers } from './509-declare-blockers';
import { anyFirstStrike, beginCombatDamageStep, dealCombatDamage } from './510-combat-damage';
import { applyCleanupEffects, cardsToDiscard, noMaximumHandSize } from './514-cleanup-step';
import { checkStateBasedActions } from './704-state-based-actions';
import { collectTriggers } from './603-triggered-abilities';
import { upkeepBegins } from '../keywords/702.30-echo';
import { cardName, msg } from '../trace/message';
import { returnExiledUntilLeft } from './607-linked-abilities';

/** The rule that makes the active player receive priority as each step begins. */
const PRIORITY_RULE: Partial<Record<Step, string>> = {
  upkeep: '503.1',
  draw: '504.2',
  'first-main': '505.6',
  'beginning-of-combat': '507.2',
  'declare-attackers': '508.2',
  'declare-blockers': '509.2',
  'end-of-combat': '511.1',
  'second-main': '505.6',
  end: '513.1',
};

/**
 * The current step ends (500.2 when all passed, 500.3 for steps without priority): effects that
 * last until then expire and mana pools empty (500.5); then the game goes on to the next step.
 */
export function endStepAndContinue(ctx: Ctx, rule: string): void {
  const state = ctx.state;
  ctx.trace.cite(rule, 'stepEnd', msg('500-turn-structure.stepEnd', { step: state.turn.step }));
  for (const p of state.players) {
    if (poolSize(p.manaPool) > 0) {
      const lost = formatPool(p.manaPool);
      p.manaPool = emptyPool();
      delete p.restrictedMana;
      ctx.trace.cite('500.5', 'manaEmptied', msg('500-turn-structure.manaEmptied', { id: p.id, lost: lost }));
      ctx.trace.emit({ type: 'manaEmptied', player: p.id, mana: lost });
    }
  }
  if (state.turn.step === 'end-of-combat') {
    // 511.3: all creatures are removed from combat; 511.2: "until end of combat" effects end.
    state.combat = null;
    state.effects = state.effects.filter((e) => e.duration !== 'until-end-of-combat');
    ctx.trace.cite('511.3', 'combatEnd', msg('500-turn-structure.combatEnd'));
  }
  state.turn.priority = null;
  state.turn.passed = [];
  const ending = state.turn.step;
  let next = nextStep(ctx, rule);
  // 500.8: as a main phase or a combat phase ends, a phase added after it comes first.
  if (ending === 'first-main' || ending === 'second-main' || ending === 'end-of-combat') next = phaseAfter(ctx, next);
  // 514.3a: only a cleanup step in which players had priority is followed by another (the end step leads to the first).
  if (next === 'cleanup' && ending === 'cleanup') ctx.trace.cite('514.3a', 'stepStart', msg('500-turn-structure.stepStart'));
  if (next === 'untap') startNextTurn(ctx);
  else beginStep(ctx, next);
}

/**
 * 500.8: the first phase added after the phase now ending begins (a combat phase with its beginning of combat step, a
 * main phase with a postcombat main phase's step); once added phases are over, the turn's own order goes on.
 */
function phaseAfter(ctx: Ctx, next: Step): Step {
  const turn = ctx.state.turn;
  const added = turn.additionalPhases;
  if (added && added.length > 0) {
    const [phase, ...rest] = added;
    if (rest.length > 0) turn.additionalPhases = rest;
    else delete turn.additionalPhases;
    turn.resumeAt ??= next;
    ctx.trace.cite('500.8', 'additionalPhase', msg('500-turn-structure.additionalPhase', { phase }));
    return phase === 'combat' ? 'beginning-of-combat' : 'second-main';
  }
  if (turn.resumeAt) {
    const resume = turn.resumeAt;
    delete turn.resumeAt;
    return resume;
  }
  return next;
}

function nextStep(ctx: Ctx, endingRule: string): Step {
  const state = ctx.state;
  switch (state.turn.step) {
    case 'upkeep':
      if (skipsDrawStep(state)) {
        ctx.trace.cite('103.8a', 'skipStep', msg('500-turn-structure.skipStep', { active: state.turn.active }));
        return 'first-main';
      }
      {
        const skip = drawStepSkippedBy(state);
        if (skip) {
          ctx.trace.cite(
            '614.10',
            'skipStep',
            msg('500-turn-structure.skipDrawStep', { active: state.turn.active, describe: objectName(skip) }),
            [skip.id],
          );
          return 'first-main';
        }
      }
      return 'draw';
    case 'declare-attackers':
      if (!state.combat || !state.combat.creaturesAttacked) {
        ctx.trace.cite('508.8', 'skipStep', msg('500-turn-structure.skipStep.2'));
        return 'end-of-combat';
      }
      return 'declare-blockers';
    case 'declare-blockers':
      // 510.4: a first combat damage step when an attacking or blocking creature has first strike or double strike.
      if (anyFirstStrike(state)) {
        ctx.trace.cite('510.4', 'firstStrike', msg('500-turn-structure.firstStrike'));
        return 'first-strike-damage';
      }
      return 'combat-damage';
    case 'first-strike-damage':
      ctx.trace.cite('510.4', 'firstStrike', msg('500-turn-structure.firstStrike.2'));
      return 'combat-damage';
    case 'cleanup':
      // 514.3a: when players had priority in a cleanup step, another cleanup step follows.
      return endingRule === '500.2' ? 'cleanup' : 'untap';
    default:
      return STEPS[STEPS.indexOf(state.turn.step) + 1];
  }
}

/**
 * 500.7: the next turn is the first extra turn to come (the most recently created), else (500.1, 102.1) the next
 * player's in turn order after the player whose normal turn the extra turns were added after.
 */
function nextTurn(ctx: Ctx): { player: string; extra?: { id: string; after: string } } | null {
  const state = ctx.state;
  let after = state.turn.extraTurn?.after ?? state.turn.active;
  // Each pass takes one turn off the sequence; a skipped one also takes a skip away, so the loop ends.
  for (;;) {
    let chosen: { player: string; extra?: { id: string; after: string } } | null = null;
    const extra = state.extraTurns?.[0];
    if (extra) {
      if (state.extraTurns && state.extraTurns.length > 1) state.extraTurns = state.extraTurns.slice(1);
      else delete state.extraTurns;
      // A player who has left the game takes no more turns (a game of two is then over: 104.2a).
      if (!state.players.some((p) => p.id === extra.player && p.lost === null)) continue;
      chosen = { player: extra.player, extra: { id: extra.id, after } };
    } else {
      const next = nextPlayerInGame(state, after);
      if (!next) return null;
      after = next.id;
      chosen = { player: next.id };
    }
    const player = state.players.find((p) => p.id === chosen.player);
    if (!player?.skipTurns) return chosen;
    // 500.11, 614.10: the turn is skipped, as though it didn't exist; 614.10a: that skip is used up.
    player.skipTurns -= 1;
    if (player.skipTurns === 0) delete player.skipTurns;
    ctx.trace.cite(
      '500.11',
      'skipTurn',
      msg(chosen.extra ? '500-turn-structure.skipExtraTurn' : '500-turn-structure.skipTurn', {
        id: player.id,
        turn: chosen.extra?.id ?? '',
      }),
      [player.id],
    );
  }
}

/** 500.1, 102.1: the next player in turn order takes the next turn (500.7: or an extra turn); it starts with its untap step. */
function startNextTurn(ctx: Ctx): void {
  const state = ctx.state;
  const chosen = nextTurn(ctx);
  const next = chosen ? state.players.find((p) => p.id === chosen.player) : undefined;
  if (!chosen || !next) return;
  state.turn.number += 1;
  state.turn.active = next.id;
  // 500.8: phases added to the turn that ended are gone with it.
  delete state.turn.additionalPhases;
  delete state.turn.resumeAt;
  if (chosen.extra) state.turn.extraTurn = chosen.extra;
  else delete state.turn.extraTurn;
  // 603.7a: a delayed ability waiting for the end step of an extra turn no longer to come can never trigger.
  const turns = new Set([...(state.extraTurns ?? []).map((x) => x.id), ...(chosen.extra ? [chosen.extra.id] : [])]);
  state.delayed = state.delayed.filter((d) => d.when !== 'that-turn-end-step' || (d.turn !== undefined && turns.has(d.turn)));
  for (const p of state.players) p.landsPlayedThisTurn = 0;
  for (const p of state.players) delete p.damagedThisTurn; // 702.54a: "this turn"
  // 120.3: who dealt damage to what "this turn".
  for (const o of state.battlefield) {
    delete o.damagedBy;
    delete o.dealtDamageThisTurn;
    delete o.attackedThisTurn;
  }
  // 500.1: the turn that ends becomes "last turn" (the werewolves' intervening "if", 603.4).
  state.turn.spellsCastLastTurn = state.turn.spellsCast;
  state.turn.spellsCastLastTurnBy = state.turn.spellsCastBy;
  for (const p of state.players) delete p.permanentLeftThisTurn; // revolt's "this turn"
  state.turn.spellsCast = 0;
  state.turn.spellsCastBy = {};
  // 611.2a: effects that last "until your next turn" end as their controller's next turn begins.
  const ending = state.effects.filter((e) => e.duration === 'until-your-next-turn' && e.controller === next.id);
  if (ending.length > 0) {
    state.effects = state.effects.filter((e) => !ending.includes(e));
    ctx.trace.cite(
      '611.2a',
      'effectsEnd',
      msg('500-turn-structure.untilYourNextTurnEnds', { ids: ending.map((e) => e.id).join(', '), id: next.id }),
    );
  }
  // 606.3: "this turn" for loyalty abilities starts again.
  for (const o of state.battlefield) o.loyaltyActivated = false;
  // 602.5b: "once each turn" starts again.
  for (const o of state.battlefield) delete o.activatedThisTurn;
  if (chosen.extra)
    ctx.trace.cite(
      '500.7',
      'turnStart',
      msg('500-turn-structure.extraTurnStart', { number: state.turn.number, id: next.id, turn: chosen.extra.id }),
    );
  else ctx.trace.cite('500.1', 'turnStart', msg('500-turn-structure.turnStart', { number: state.turn.number, id: next.id }));
  beginStep(ctx, 'untap');
}

/** A step begins: its turn-based actions happen (703.4), then the active player receives priority (117.3a). */
export function beginStep(ctx: Ctx, step: Step): void {
  const state = ctx.state;
  state.turn.step = step;
  state.turn.priority = null;
  state.turn.passed = [];
  ctx.trace.emit({ type: 'step', turn: state.turn.number, step, active: state.turn.active });
  switch (step) {
    case 'untap':
      beginUntapStep(ctx);
      // 502.4, 500.3: nobody receives priority; the step ends once its actions are done.
      endStepAndContinue(ctx, '500.3');
      return;
    case 'upkeep':
      upkeepBegins(ctx);
      break;
    case 'draw':
      // 702.52a: the draw waits for the active player's dredge choice; nobody has priority until it is made.
      if (beginDrawStep(ctx)) return;
      break;
    case 'beginning-of-combat':
      state.combat = emptyCombat();
      break;
    case 'declare-attackers':
      beginDeclareAttackersStep(ctx);
      if (!state.combat?.attackersDeclared) return; // 508.1: the active player must declare first.
      break;
    case 'declare-blockers':
      // 509.1: the defending player declares blockers first; with no creature able to block, there is nothing to choose.
      if (potentialBlockers(state).length === 0 && state.combat) {
        ctx.trace.cite('509.1a', 'declareBlockers', msg('500-turn-structure.declareBlockers', { defendingPlayer: defendingPlayer(state) }));
        applyDeclareBlockers(ctx, defendingPlayer(state) ?? '', []);
      }
      return;
    case 'first-strike-damage':
    case 'combat-damage':
      beginCombatDamageStep(ctx);
      return;
    case 'cleanup':
      beginCleanup(ctx);
      return;
    default:
      break;
  }
  const rule = PRIORITY_RULE[step] ?? '117.3a';
  givePriority(ctx, state.turn.active, rule, msg('priority.stepBegins', { step }));
}

function beginCleanup(ctx: Ctx): void {
  const n = cardsToDiscard(ctx);
  const active = ctx.state.players.find((p) => p.id === ctx.state.turn.active);
  const unlimited = active && active.hand.length > active.maxHandSize ? noMaximumHandSize(ctx.state, active.id) : null;
  if (active && unlimited)
    ctx.trace.cite(
      '402.2',
      'handSize',
      msg('500-turn-structure.noMaximumHandSize', { active: active.id, name: cardName(unlimited.card), id: unlimited.id }),
      [active.id],
    );
  if (n > 0) {
    ctx.trace.cite('514.1', 'handSize', msg('500-turn-structure.handSize', { active: ctx.state.turn.active, nValue: n }));
    return; // a decision: which cards (701.9b)
  }
  finishCleanup(ctx);
}

/** 514.2, then 514.3a: priority only if state-based actions were performed; else the turn ends. */
export function finishCleanup(ctx: Ctx): void {
  applyCleanupEffects(ctx);
  const performed = checkStateBasedActions(ctx);
  if (isGameOver(ctx.state)) return;
  returnExiledUntilLeft(ctx);
  collectTriggers(ctx);
  if (performed || ctx.state.pending.length > 0) {
    givePriority(ctx, ctx.state.turn.active, '514.3a', msg('priority.stateBasedActionsWere'));
    return;
  }
  endStepAndContinue(ctx, '500.3');
}

/** Carries the game forward until a player must decide something, or the game is over. */
export function runUntilDecision(ctx: Ctx): void {
  for (let guard = 0; guard < 64; guard++) {
    if (isGameOver(ctx.state) || pendingDecision(ctx.state) !== null) return;
    const state = ctx.state;
    if (state.pending.length > 0)
      givePriority(ctx, state.turn.priority ?? state.turn.active, '117.5', msg('priority.triggeredAbilitiesWereWaiting'));
    else if (state.turn.step === 'cleanup') finishCleanup(ctx);
    else if (state.turn.step === 'first-strike-damage' || state.turn.step === 'combat-damage') dealCombatDamage(ctx, {});
    else if (state.turn.step === 'untap') {
      beginUntapStep(ctx);
      endStepAndContinue(ctx, '500.3');
    } else givePriority(ctx, state.turn.active, '117.3a', msg('priority.nobodyHadPriority'));
  }
  throw new Error('runUntilDecision: the game did not reach a decision');
}
