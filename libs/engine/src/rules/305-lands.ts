import { Ctx, objectName } from '../context';
import { GameState } from '../state/types';
import { Violation } from '../violation';
import { keepPriorityAfterAction } from './117-priority';
import { isMainPhase } from './505-main-phase';
import { lifeAskedAsItEnters, putOntoBattlefield } from './614-replacement-effects';
import { landsAllowed } from './604-static-abilities';
import { landTypesSetAsItEnters } from './613-layers';
import { msg } from '../trace/message';

/**
 * Whether `playerId` may play the land `cardId` now (305.1, 305.2, 305.3, 116.2a), and pay the
 * life it asks as it enters when `payLife` says so (614.12a, 119.4).
 */
export function checkPlayLand(state: GameState, playerId: string, cardId: string, payLife = false): Violation[] {
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return [];
  const card = player.hand.find((o) => o.id === cardId);
  const out: Violation[] = [];
  if (!card) {
    out.push({
      code: 'NOT_IN_HAND',
      rule: '305.1',
      message: msg('305-lands.NOT_IN_HAND', { cardId: cardId, playerId: playerId }),
    });
    return out;
  }
  if (card.card === null) {
    out.push({ code: 'HIDDEN_CARD', rule: '305.1', message: msg('305-lands.HIDDEN_CARD', { cardId: cardId }) });
    return out;
  }
  if (!card.card.types.includes('Land')) {
    out.push({ code: 'NOT_A_LAND', rule: '305.1', message: msg('305-lands.NOT_A_LAND', { describe: objectName(card) }) });
    return out;
  }
  if (payLife) {
    // 614.12a: the choice is the land's own ("As CARDNAME enters, you may pay N life"); 119.4: only with that much life.
    // 614.12, 305.7: under "Nonbasic lands are Mountains." the land has no such ability as it enters.
    const life = landTypesSetAsItEnters(state, card) ? null : lifeAskedAsItEnters(card.card);
    if (life === null)
      out.push({ code: 'NOTHING_TO_PAY', rule: '614.12a', message: msg('305-lands.NOTHING_TO_PAY', { describe: objectName(card) }) });
    else if (player.life < life)
      out.push({
        code: 'CANNOT_PAY_LIFE',
        rule: '119.4',
        message: msg('305-lands.CANNOT_PAY_LIFE', { playerId, life: player.life, life2: life, describe: objectName(card) }),
      });
  }
  const turn = state.turn;
  if (turn.active !== playerId) {
    out.push({
      code: 'NOT_YOUR_TURN',
      rule: '305.3',
      message: msg('305-lands.NOT_YOUR_TURN', { playerId: playerId, active: turn.active }),
    });
  } else {
    if (!isMainPhase(turn.step))
      out.push({ code: 'NOT_MAIN_PHASE', rule: '305.1', message: msg('305-lands.NOT_MAIN_PHASE', { step: turn.step }) });
    if (state.stack.length > 0) out.push({ code: 'STACK_NOT_EMPTY', rule: '305.1', message: msg('305-lands.STACK_NOT_EMPTY') });
    if (turn.priority !== playerId)
      out.push({ code: 'NO_PRIORITY', rule: '116.2a', message: msg('305-lands.NO_PRIORITY', { playerId: playerId }) });
    const allowed = landsAllowed(state, playerId);
    if (player.landsPlayedThisTurn >= allowed) {
      out.push({
        code: 'LAND_ALREADY_PLAYED',
        rule: '305.2',
        message: msg('305-lands.LAND_ALREADY_PLAYED', {
          playerId: playerId,
          landsPlayedThisTurn: player.landsPlayedThisTurn,
          allowed: allowed,
        }),
      });
    }
  }
  return out;
}

/** 305.1: the land is put onto the battlefield, without using the stack; 116.3: the player gets priority. */
export function applyPlayLand(ctx: Ctx, playerId: string, cardId: string, payLife = false): void {
  const state = ctx.state;
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return;
  const index = player.hand.findIndex((o) => o.id === cardId);
  const [land] = player.hand.splice(index, 1);
  land.tapped = false;
  putOntoBattlefield(ctx, land, playerId, { payLife });
  player.landsPlayedThisTurn += 1;
  ctx.trace.cite('305.1', 'playLand', msg('305-lands.playLand', { playerId: playerId, describe: objectName(land) }), [land.id]);
  ctx.trace.cite(
    '305.2a',
    'landCount',
    msg('305-lands.landCount', { playerId: playerId, landsPlayedThisTurn: player.landsPlayedThisTurn }),
  );
  ctx.trace.emit({ type: 'zoneChange', object: land.id, from: 'hand', to: 'battlefield', player: playerId });
  keepPriorityAfterAction(ctx, playerId, '116.3');
}
