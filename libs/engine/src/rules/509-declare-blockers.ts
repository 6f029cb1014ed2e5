import { Ctx, describe } from '../context';
import { checkBlock } from '../keywords/blocking';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { defendingPlayer } from './506-combat';
import { givePriority } from './117-priority';
import { blockRestriction, unblockable } from './604-static-abilities';
import { characteristicsOf } from './613-layers';

/** Untapped creatures the defending player controls: the ones that could block (509.1a). */
export function potentialBlockers(state: GameState): GameObject[] {
  const defender = defendingPlayer(state);
  return state.battlefield.filter((o) => o.controller === defender && !o.phasedOut && !o.tapped && o.card !== null && characteristicsOf(state, o).types.includes('Creature') && blockRestriction(state, o) === null);
}

/** 509.1a-c: whether this declaration of blockers is legal. */
export function checkDeclareBlockers(state: GameState, player: string, blockers: { id: string; blocking: string[] }[]): Violation[] {
  const out: Violation[] = [];
  const combat = state.combat;
  if (!combat) return [{ code: 'NO_COMBAT', rule: '509.1', message: 'there is no combat' }];
  const seen = new Set<string>();
  const blockersOf = new Map<string, GameObject[]>();
  for (const b of blockers) {
    const o = state.battlefield.find((p) => p.id === b.id);
    if (seen.has(b.id)) {
      out.push({ code: 'DUPLICATE_BLOCKER', rule: '509.1a', message: `${b.id} is declared twice` });
      continue;
    }
    seen.add(b.id);
    if (!o || !o.card || o.phasedOut) {
      out.push({ code: 'NOT_ON_BATTLEFIELD', rule: '509.1a', message: `${b.id} is not a creature on the battlefield` });
      continue;
    }
    if (o.controller !== player) {
      out.push({ code: 'NOT_CONTROLLER', rule: '509.1a', message: `${describe(o)} is not controlled by ${player}` });
      continue;
    }
    if (!characteristicsOf(state, o).types.includes('Creature')) {
      out.push({ code: 'NOT_A_CREATURE', rule: '506.3', message: `${describe(o)} is not a creature: only creatures block` });
      continue;
    }
    if (o.tapped) out.push({ code: 'TAPPED', rule: '509.1a', message: `${describe(o)} is tapped: blocking creatures must be untapped` });
    const restriction = blockRestriction(state, o);
    if (restriction) out.push(restriction);
    // 509.1a: each chosen creature blocks one attacking creature (effects that allow more are not modeled).
    if (b.blocking.length !== 1) {
      out.push({ code: 'BLOCKS_ONE', rule: '509.1a', message: `${describe(o)} must block exactly one attacking creature` });
      continue;
    }
    const attackerId = b.blocking[0];
    const attack = combat.attackers.find((a) => a.id === attackerId);
    if (!attack) {
      out.push({ code: 'NOT_ATTACKING', rule: '509.1a', message: `${attackerId} is not an attacking creature` });
      continue;
    }
    // 506.4c: a creature whose planeswalker left combat is still attacking, and may be blocked.
    const attackedGone = !state.players.some((p) => p.id === attack.attacking) && !state.battlefield.some((p) => p.id === attack.attacking);
    const attacked = attackedGone || attack.attacking === player || state.battlefield.some((p) => p.id === attack.attacking && p.controller === player);
    if (!attacked) out.push({ code: 'NOT_ATTACKING_YOU', rule: '509.1a', message: `${attackerId} is not attacking ${player} or a planeswalker they control` });
    const list = blockersOf.get(attackerId) ?? [];
    list.push(o);
    blockersOf.set(attackerId, list);
  }
  // 509.1b: restrictions, evasion abilities among them, checked on the whole declaration.
  for (const [attackerId, list] of blockersOf) {
    const attacker = state.battlefield.find((p) => p.id === attackerId);
    if (!attacker) continue;
    const cantBeBlocked = unblockable(state, attacker);
    if (cantBeBlocked) out.push(cantBeBlocked);
    for (const blocker of list) out.push(...checkBlock({ state, attacker, blocker, blockersOfAttacker: list, defendingPlayer: player }));
  }
  return dedupe(out);
}

function dedupe(list: Violation[]): Violation[] {
  const seen = new Set<string>();
  return list.filter((v) => {
    const key = `${v.code}|${v.rule}|${v.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 509.1g-h: the blockers block; attackers with a blocker become blocked, the others unblocked. */
export function applyDeclareBlockers(ctx: Ctx, player: string, blockers: { id: string; blocking: string[] }[]): void {
  const state = ctx.state;
  const combat = state.combat;
  if (!combat) return;
  combat.blockers = blockers.map((b) => ({ id: b.id, blocking: [...b.blocking] }));
  combat.blockersDeclared = true;
  for (const b of combat.blockers) ctx.trace.emit({ type: 'block', object: b.id, blocking: [...b.blocking] });
  for (const a of combat.attackers) a.blocked = combat.blockers.some((b) => b.blocking.includes(a.id));
  for (const a of combat.attackers) if (a.blocked) ctx.trace.emit({ type: 'blocked', object: a.id, by: combat.blockers.filter((b) => b.blocking.includes(a.id)).map((b) => b.id) });
  ctx.trace.cite(
    blockers.length === 0 ? '509.1a' : '509.1g',
    'declareBlockers',
    blockers.length === 0 ? `${player} declares no blockers` : `${player} blocks: ${blockers.map((b) => `${b.id} blocks ${b.blocking.join(', ')}`).join('; ')}`,
    blockers.map((b) => b.id),
  );
  const blocked = combat.attackers.filter((a) => a.blocked).map((a) => a.id);
  const unblocked = combat.attackers.filter((a) => !a.blocked).map((a) => a.id);
  ctx.trace.cite('509.1h', 'blocked', `blocked: ${blocked.join(', ') || 'none'}; unblocked: ${unblocked.join(', ') || 'none'}`);
  givePriority(ctx, state.turn.active, '509.2', 'blockers are declared');
}
