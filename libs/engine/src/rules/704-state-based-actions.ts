import { Ctx, describe } from '../context';
import { GameState } from '../state/types';
import { putIntoOwnerZone } from '../state/zones';
import { applyLoss, checkGameEnd } from './104-ending-the-game';
import { characteristicsOf } from './613-layers';

type StateBasedAction =
  | { rule: string; kind: 'lose'; lossRule: string; player: string; why: string }
  | { rule: string; kind: 'graveyard'; object: string; why: string }
  | { rule: string; kind: 'cease'; object: string; why: string };

/** The state-based actions of 704.5 the engine models that apply now. */
export function collectStateBasedActions(state: GameState): StateBasedAction[] {
  const out: StateBasedAction[] = [];
  for (const p of state.players) {
    if (p.lost !== null) continue;
    if (p.life <= 0) out.push({ rule: '704.5a', kind: 'lose', lossRule: '104.3b', player: p.id, why: `${p.id} has ${p.life} life` });
    if (p.drewFromEmptyLibrary) out.push({ rule: '704.5b', kind: 'lose', lossRule: '104.3c', player: p.id, why: `${p.id} attempted to draw from an empty library` });
    if (p.poison >= 10) out.push({ rule: '704.5c', kind: 'lose', lossRule: '104.3d', player: p.id, why: `${p.id} has ${p.poison} poison counters` });
    for (const o of [...p.hand, ...p.graveyard, ...p.library]) {
      if (o.token) out.push({ rule: '704.5d', kind: 'cease', object: o.id, why: `the token ${o.id} is not on the battlefield: it ceases to exist` });
    }
  }
  for (const o of state.exile) if (o.token) out.push({ rule: '704.5d', kind: 'cease', object: o.id, why: `the token ${o.id} is not on the battlefield: it ceases to exist` });
  for (const o of state.battlefield) {
    if (!o.card || o.phasedOut) continue;
    const c = characteristicsOf(state, o);
    if (c.types.includes('Creature') && c.toughness !== null) {
      if (c.toughness <= 0) {
        out.push({ rule: '704.5f', kind: 'graveyard', object: o.id, why: `${describe(o)} has toughness ${c.toughness}: it is put into its owner's graveyard` });
        continue;
      }
      if (o.damage >= c.toughness) {
        out.push({ rule: '704.5g', kind: 'graveyard', object: o.id, why: `${describe(o)} has ${o.damage} damage marked, lethal for toughness ${c.toughness}: it is destroyed` });
        continue;
      }
    }
    if (c.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) {
      out.push({ rule: '704.5i', kind: 'graveyard', object: o.id, why: `${describe(o)} has 0 loyalty: it is put into its owner's graveyard` });
    }
  }
  return out;
}

/**
 * 704.3: whenever a player would receive priority, every applicable state-based action is
 * performed at once, and the check repeats until none applies. Returns whether any was performed.
 */
export function checkStateBasedActions(ctx: Ctx): boolean {
  let performed = false;
  for (let round = 0; round < 100; round++) {
    const actions = collectStateBasedActions(ctx.state);
    if (actions.length === 0) return performed;
    performed = true;
    for (const a of actions) ctx.trace.cite(a.rule, 'stateBasedAction', a.why, 'object' in a ? [a.object] : [a.player]);
    // Performed simultaneously (704.3): every event happens before the end of the game is judged.
    const state = ctx.state;
    const leaving = new Set(actions.filter((a) => a.kind === 'graveyard').map((a) => (a as { object: string }).object));
    if (leaving.size > 0) {
      const moving = state.battlefield.filter((o) => leaving.has(o.id));
      state.battlefield = state.battlefield.filter((o) => !leaving.has(o.id));
      for (const o of moving) {
        putIntoOwnerZone(state, o, 'graveyard');
        ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'graveyard', player: o.owner });
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
