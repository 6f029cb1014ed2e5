import { keywordsNow } from './613-layers';
import { Ctx } from '../context';
import { GameObject, GameState } from '../state/types';

/**
 * Creatures the active player could declare as attackers (508.1a): untapped, and either with
 * haste or under their control continuously since the turn began (302.6).
 */
export function potentialAttackers(state: GameState): GameObject[] {
  return state.battlefield.filter(
    (o) =>
      o.controller === state.turn.active &&
      !o.phasedOut &&
      !o.tapped &&
      o.card !== null &&
      o.card.types.includes('Creature') &&
      (!o.summoningSick || keywordsNow(state, o).has('haste')),
  );
}

/** 508.1: the declaration is a turn-based action; when no creature can attack there is nothing to choose. */
export function beginDeclareAttackersStep(ctx: Ctx): void {
  const state = ctx.state;
  state.combat ??= { attackers: [], blockers: [], attackersDeclared: false, blockersDeclared: false };
  if (potentialAttackers(state).length === 0) {
    state.combat.attackersDeclared = true;
    ctx.trace.cite('508.1a', 'declareAttackers', `${state.turn.active} controls no creature able to attack: no attackers are declared`);
  }
}
