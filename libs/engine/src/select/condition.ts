import { BoardCondition, Comparison } from '../cards/selector';
import { GameState } from '../state/types';
import { permanentById } from '../state/board-index';
import { Asker, Refs, countOf, evaluateQuantity, find, matchesOption, objectRefId, playerOf } from './selector';
import { characteristicsOf } from '../rules/613-layers';
import { inStriation } from '../rules/711-leveler-cards';
import { defendingPlayer } from '../rules/506-combat';

/**
 * The one evaluator of the card language's conditions (cards/grammar/condition.ts): whether a
 * condition is true on a board now, for the ability that states it ("you": its controller, 109.5;
 * CARDNAME: its source). A static ability asks it at any moment (611.3a), an activation as it is
 * announced (602.5b), a triggered ability as it triggers and as it resolves (603.4).
 */
export function conditionTrue(state: GameState, c: BoardCondition, asker: Asker, refs: Refs = { targets: [] }): boolean {
  switch (c.kind) {
    case 'not':
      return !conditionTrue(state, c.condition, asker, refs);
    case 'yourTurn':
      return state.turn.active === asker.controller;
    case 'extraTurn':
      // 500.7: the turn under way is an extra turn.
      return state.turn.extraTurn !== undefined;
    case 'monarch':
      // 725.1: no monarch until an effect makes one.
      if (state.monarch === undefined) return false;
      // 506.2: the defending player of a two-player game is the nonactive player.
      if (c.is === 'defendingPlayer') return state.monarch === defendingPlayer(state);
      return (c.is === 'you') === (state.monarch === asker.controller);
    // 106.1, 601.2h: the mana spent to cast the source: a resolving spell's own record, or the permanent the spell became.
    case 'manaSpent':
      return ((asker.manaSpent ?? permanentById(state, asker.source)?.manaSpent)?.[c.color] ?? 0) > 0;
    case 'permanentLeftThisTurn':
      return state.players.some((p) => p.id === asker.controller && p.permanentLeftThisTurn === true);
    case 'opponentDamagedThisTurn':
      return state.players.some((p) => p.id !== asker.controller && p.damagedThisTurn === true);
    case 'anOpponentHas':
      // 800.4a: a player who has left the game is no opponent any more.
      return state.players.some(
        (p) =>
          p.id !== asker.controller &&
          p.lost === null &&
          compares(state, c.has === 'life' ? p.life : c.has === 'cardsInHand' ? p.hand.length : p.graveyard.length, c.compare, asker, refs),
      );
    case 'moreCardsInHandThanEachOpponent': {
      const you = state.players.find((p) => p.id === asker.controller);
      return (
        you !== undefined && state.players.every((p) => p.id === asker.controller || p.lost !== null || you.hand.length > p.hand.length)
      );
    }
    case 'count':
      return compares(state, countOf(state, c.of, asker), c.compare, asker, refs);
    case 'totalPower': {
      // 208.1: the sum of the powers of the permanents that meet the option (a negative power counts as it is, 107.1b).
      let total = 0;
      for (const o of state.battlefield) {
        if (o.phasedOut || !matchesOption(state, c.of, { kind: 'object', zone: 'battlefield', object: o }, asker)) continue;
        total += (asker.view?.(o) ?? characteristicsOf(state, o)).power ?? 0;
      }
      return compares(state, total, c.compare, asker, refs);
    }
    case 'object': {
      const id = objectRefId(state, c.of, asker, refs);
      const found = id === null ? null : find(state, id);
      if (!found || found.kind !== 'object') return false;
      return matchesOption(state, { kind: 'object', zone: found.zone, filters: c.filters }, found, asker);
    }
    case 'counters': {
      const id = objectRefId(state, c.of, asker, refs);
      const o = id === null ? undefined : permanentById(state, id);
      return compares(state, o?.counters[c.counter] ?? 0, c.compare, asker, refs);
    }
    case 'levelCounters': {
      const o = permanentById(state, asker.source);
      return o !== undefined && inStriation(o, c.min, c.max);
    }
    case 'quantity': {
      const n = evaluateQuantity(state, c.n, asker, refs);
      return n !== null && compares(state, n, c.compare, asker, refs);
    }
    case 'playerLife': {
      const id = playerOf(state, c.of, asker, refs);
      const life = state.players.find((p) => p.id === id)?.life;
      return life !== undefined && compares(state, life, c.compare, asker, refs);
    }
  }
}

function compares(state: GameState, value: number, cmp: Comparison, asker: Asker, refs: Refs): boolean {
  const n = evaluateQuantity(state, cmp.n, asker, refs);
  if (n === null) return false;
  return cmp.op === 'atLeast' ? value >= n : cmp.op === 'atMost' ? value <= n : value === n;
}
