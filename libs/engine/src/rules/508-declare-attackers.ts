import { Ctx, objectName } from '../context';
import { checkDefender } from '../keywords/702.3-defender';
import { hasHaste } from '../keywords/702.10-haste';
import { hasVigilance } from '../keywords/702.20-vigilance';
import { announceBands, checkBands } from '../keywords/702.22-banding';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { defendingPlayer, emptyCombat } from './506-combat';
import { givePriority } from './117-priority';
import { aloneRestriction, attackRestriction, mustAttack } from './604-static-abilities';
import { characteristicsOf, withBoardUnchanged } from './613-layers';
import { msg } from '../trace/message';
import { attackingCostsEverywhere, payAttackCosts } from './508.1h-attack-costs';

const isCreature = (state: GameState, o: GameObject): boolean => characteristicsOf(state, o).types.includes('Creature');

/**
 * Creatures the active player could declare as attackers (508.1a): untapped creatures they
 * control that have haste or have been under their control since the turn began (302.6),
 * without defender (702.3b).
 */
export function potentialAttackers(state: GameState): GameObject[] {
  return withBoardUnchanged(state, () => findPotentialAttackers(state));
}

function findPotentialAttackers(state: GameState): GameObject[] {
  return state.battlefield.filter(
    (o) =>
      o.controller === state.turn.active &&
      !o.phasedOut &&
      !o.tapped &&
      o.card !== null &&
      isCreature(state, o) &&
      (!o.summoningSick || hasHaste(state, o)) &&
      checkDefender(state, o) === null &&
      attackRestriction(state, o) === null,
  );
}

/** 508.1: the declaration is a turn-based action; when no creature can attack there is nothing to choose. */
export function beginDeclareAttackersStep(ctx: Ctx): void {
  const state = ctx.state;
  state.combat ??= emptyCombat();
  if (potentialAttackers(state).length === 0) {
    state.combat.attackersDeclared = true;
    ctx.trace.cite('508.1a', 'declareAttackers', msg('508-declare-attackers.declareAttackers', { active: state.turn.active }));
  }
}

/** 508.1a-d: whether this declaration of attackers is legal. */
export function checkDeclareAttackers(
  state: GameState,
  player: string,
  attackers: { id: string; attacking: string }[],
  bands: string[][] = [],
): Violation[] {
  const out: Violation[] = [];
  const defender = defendingPlayer(state);
  const seen = new Set<string>();
  for (const a of attackers) {
    const o = state.battlefield.find((p) => p.id === a.id);
    if (seen.has(a.id)) {
      out.push({ code: 'DUPLICATE_ATTACKER', rule: '508.1a', message: msg('508-declare-attackers.DUPLICATE_ATTACKER', { id: a.id }) });
      continue;
    }
    seen.add(a.id);
    if (!o || !o.card || o.phasedOut) {
      // 702.26b: a phased-out permanent is treated as though it doesn't exist.
      if (o?.phasedOut || state.phasedOut.some((p) => p.id === a.id))
        out.push({
          code: 'NOT_ON_BATTLEFIELD',
          rule: '702.26b',
          message: msg('508-declare-attackers.NOT_ON_BATTLEFIELD', { id: a.id }),
        });
      else
        out.push({ code: 'NOT_ON_BATTLEFIELD', rule: '508.1a', message: msg('508-declare-attackers.NOT_ON_BATTLEFIELD.2', { id: a.id }) });
      continue;
    }
    if (o.controller !== player)
      out.push({
        code: 'NOT_CONTROLLER',
        rule: '508.1a',
        message: msg('508-declare-attackers.NOT_CONTROLLER', { describe: objectName(o), player: player }),
      });
    else if (!isCreature(state, o))
      out.push({
        code: 'NOT_A_CREATURE',
        rule: '506.3',
        message: msg('508-declare-attackers.NOT_A_CREATURE', { describe: objectName(o) }),
      });
    else {
      if (o.tapped) out.push({ code: 'TAPPED', rule: '508.1a', message: msg('508-declare-attackers.TAPPED', { describe: objectName(o) }) });
      if (o.summoningSick && !hasHaste(state, o)) {
        out.push({
          code: 'SUMMONING_SICK',
          rule: '302.6',
          message: msg('508-declare-attackers.SUMMONING_SICK', { describe: objectName(o), player: player }),
        });
      }
      const defenderViolation = checkDefender(state, o);
      if (defenderViolation) out.push(defenderViolation);
      const restriction = attackRestriction(state, o);
      if (restriction) out.push(restriction);
    }
    // 508.1b, 506.2: a creature attacks the defending player or a planeswalker they control.
    const target = state.battlefield.find((p) => p.id === a.attacking);
    const legalTarget =
      a.attacking === defender ||
      (target !== undefined && target.controller === defender && characteristicsOf(state, target).types.includes('Planeswalker'));
    if (!legalTarget)
      out.push({
        code: 'ILLEGAL_ATTACK_TARGET',
        rule: '508.1b',
        message: msg('508-declare-attackers.ILLEGAL_ATTACK_TARGET', { id: a.id, attacking: a.attacking, defender: defender }),
      });
  }
  // 508.1c, 506.5: a creature that can't attack alone is not the only attacker declared.
  if (attackers.length === 1) {
    const only = state.battlefield.find((p) => p.id === attackers[0].id);
    const alone = only?.card ? aloneRestriction(state, only, 'attack') : null;
    if (alone) out.push(alone);
  }
  // 702.22c-d: the bands announced with the declaration.
  if (bands.length > 0) out.push(...checkBands(state, attackers, bands));
  // 508.1d: a creature that attacks "if able" and can attack must be declared (no restriction here forbids it);
  // not when it could attack only by paying a cost (508.1h): that cost is never required.
  if (out.length === 0) {
    for (const o of potentialAttackers(state)) {
      if (!seen.has(o.id) && attackRequired(state, o))
        out.push({ code: 'MUST_ATTACK', rule: '508.1d', message: msg('508-declare-attackers.MUST_ATTACK', { describe: objectName(o) }) });
    }
  }
  return out;
}

/**
 * 508.1f, 508.1h-j, 508.1k: the chosen creatures tap (unless vigilance, 702.20b), the total cost to attack is paid, and
 * they become attacking creatures. Returns the violation when the cost is not paid (the caller puts the board back).
 */
export function applyDeclareAttackers(
  ctx: Ctx,
  player: string,
  attackers: { id: string; attacking: string }[],
  bands: string[][] = [],
  payment?: { tap?: string[]; pool?: string },
): Violation[] {
  const state = ctx.state;
  state.combat ??= emptyCombat();
  const combat = state.combat;
  const declared: { id: string; attacking: string; o: GameObject }[] = [];
  for (const a of attackers) {
    const o = state.battlefield.find((p) => p.id === a.id);
    if (!o) continue;
    if (hasVigilance(state, o))
      ctx.trace.cite('702.20b', 'vigilance', msg('508-declare-attackers.vigilance', { describe: objectName(o) }), [o.id]);
    else if (!o.tapped) {
      o.tapped = true;
      ctx.trace.emit({ type: 'tap', object: o.id });
      ctx.trace.cite('508.1f', 'tap', msg('508-declare-attackers.tap', { describe: objectName(o) }), [o.id]);
    }
    declared.push({ ...a, o });
  }
  // 508.1h-j: after they tap (a creature with vigilance may still tap for mana, 508.1i).
  const unpaid = payAttackCosts(ctx, player, attackers, payment);
  if (unpaid) return [unpaid];
  for (const { id, attacking, o } of declared) {
    combat.attackers.push({ id, attacking, blocked: false });
    // 508.1: it attacked this turn ("creatures that attacked this turn"); a creature put onto the battlefield attacking did not.
    o.attackedThisTurn = true;
    ctx.trace.emit({ type: 'attack', object: id, attacking });
  }
  combat.attackersDeclared = true;
  if (attackers.length > 0) combat.creaturesAttacked = true;
  ctx.trace.cite(
    attackers.length === 0 ? '508.1a' : '508.1k',
    'declareAttackers',
    attackers.length === 0
      ? msg('508-declare-attackers.declareAttackers.2', { player: player })
      : msg('508-declare-attackers.declareAttackers.3', {
          player: player,
          attackers: attackers.map((a) => `${a.id} -> ${a.attacking}`).join(', '),
        }),
    attackers.map((a) => a.id),
  );
  announceBands(ctx, bands);
  givePriority(ctx, state.turn.active, '508.2', msg('priority.attackersAreDeclared'));
  return [];
}

/**
 * 508.1d: whether a creature that attacks "if able" is required to attack: not when each player and planeswalker it could
 * attack asks a cost to attack (508.1h), which its controller is not required to pay.
 */
export function attackRequired(state: GameState, o: GameObject): boolean {
  return mustAttack(state, o) && !attackingCostsEverywhere(state, attackTargets(state));
}

/** 508.1b, 506.2: what a creature of the active player may attack: the defending player and their planeswalkers. */
export function attackTargets(state: GameState): string[] {
  const defender = defendingPlayer(state);
  if (!defender) return [];
  return [
    defender,
    ...state.battlefield
      .filter((o) => !o.phasedOut && o.controller === defender && characteristicsOf(state, o).types.includes('Planeswalker'))
      .map((o) => o.id),
  ];
}
