import { Ctx, describe } from '../context';
import { GameState } from '../state/types';
import { Violation } from '../violation';
import { keepPriorityAfterAction } from './117-priority';
import { isMainPhase } from './505-main-phase';
import { applyEntersReplacements } from './614-replacement-effects';
import { landsAllowed } from './604-static-abilities';

/** Whether `playerId` may play the land `cardId` now (305.1, 305.2, 305.3, 116.2a). */
export function checkPlayLand(state: GameState, playerId: string, cardId: string): Violation[] {
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return [];
  const card = player.hand.find((o) => o.id === cardId);
  const out: Violation[] = [];
  if (!card) {
    out.push({
      code: 'NOT_IN_HAND',
      rule: '305.1',
      message: `${cardId} is not in ${playerId}'s hand: a land is played from its owner's hand`,
    });
    return out;
  }
  if (card.card === null) {
    out.push({ code: 'HIDDEN_CARD', rule: '305.1', message: `${cardId} is a hidden card: say which card it is to play it as a land` });
    return out;
  }
  if (!card.card.types.includes('Land')) {
    out.push({ code: 'NOT_A_LAND', rule: '305.1', message: `${describe(card)} is not a land card` });
    return out;
  }
  const turn = state.turn;
  if (turn.active !== playerId) {
    out.push({ code: 'NOT_YOUR_TURN', rule: '305.3', message: `${playerId} cannot play a land during ${turn.active}'s turn` });
  } else {
    if (!isMainPhase(turn.step))
      out.push({ code: 'NOT_MAIN_PHASE', rule: '305.1', message: `a land is played during a main phase, not the ${turn.step} step` });
    if (state.stack.length > 0)
      out.push({ code: 'STACK_NOT_EMPTY', rule: '305.1', message: 'a land is played only when the stack is empty' });
    if (turn.priority !== playerId) out.push({ code: 'NO_PRIORITY', rule: '116.2a', message: `${playerId} does not have priority` });
    const allowed = landsAllowed(state, playerId);
    if (player.landsPlayedThisTurn >= allowed) {
      out.push({
        code: 'LAND_ALREADY_PLAYED',
        rule: '305.2',
        message: `${playerId} has already played ${player.landsPlayedThisTurn} land(s) this turn and may play ${allowed}`,
      });
    }
  }
  return out;
}

/** 305.1: the land is put onto the battlefield, without using the stack; 116.3: the player gets priority. */
export function applyPlayLand(ctx: Ctx, playerId: string, cardId: string): void {
  const state = ctx.state;
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return;
  const index = player.hand.findIndex((o) => o.id === cardId);
  const [land] = player.hand.splice(index, 1);
  land.controller = playerId;
  land.tapped = false;
  land.summoningSick = true;
  land.upkeepsSinceControl = 0;
  land.timestamp = state.nextTimestamp++;
  applyEntersReplacements(ctx, land);
  state.battlefield.push(land);
  player.landsPlayedThisTurn += 1;
  ctx.trace.cite('305.1', 'playLand', `${playerId} plays ${describe(land)}: it enters the battlefield without using the stack`, [land.id]);
  ctx.trace.cite('305.2a', 'landCount', `${playerId} has played ${player.landsPlayedThisTurn} land(s) this turn`);
  ctx.trace.emit({ type: 'zoneChange', object: land.id, from: 'hand', to: 'battlefield', player: playerId });
  keepPriorityAfterAction(ctx, playerId, '116.3');
}
