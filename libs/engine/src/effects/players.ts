import { PlayerSubject } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { playerOfRef } from '../rules/608.2h-quantities';

/**
 * The players an instruction is given to, as it resolves: the one a reference names (608.2h: as it
 * last existed, for "its controller" of an object gone), or each player / each opponent of the
 * controller still in the game, in APNAP order (101.4: the active player first, then turn order).
 */
export function playersOf(ctx: Ctx, spell: StackObject, subject: PlayerSubject): string[] {
  const state = ctx.state;
  const inGame = (id: string) => state.players.some((p) => p.id === id && p.lost === null);
  if ('target' in subject) {
    const id = spell.targets[subject.target];
    return id !== undefined && inGame(id) ? [id] : [];
  }
  const players = subject.players;
  if (players.kind === 'one') {
    const id = playerOfRef(ctx, players.player, spell);
    return id !== null && inGame(id) ? [id] : [];
  }
  const start = Math.max(
    0,
    state.players.findIndex((p) => p.id === state.turn.active),
  );
  const order = [...state.players.slice(start), ...state.players.slice(0, start)];
  return order.filter((p) => p.lost === null && (players.who === 'player' || p.id !== spell.controller)).map((p) => p.id);
}
