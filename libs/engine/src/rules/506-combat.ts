import { leaveBand } from '../keywords/702.22-banding';
import { CombatState, GameState } from '../state/types';

export const emptyCombat = (): CombatState => ({
  attackers: [],
  blockers: [],
  attackersDeclared: false,
  creaturesAttacked: false,
  blockersDeclared: false,
  firstStrikers: null,
});

/** The defending player of a two-player game (506.2): the nonactive player. */
export function defendingPlayer(state: GameState): string | undefined {
  return state.players.find((p) => p.id !== state.turn.active && p.lost === null)?.id;
}

/**
 * 506.4: a permanent that leaves the battlefield is removed from combat. An attacker stays
 * blocked when its blockers leave (509.1h).
 */
export function removeFromCombat(state: GameState, id: string): void {
  const c = state.combat;
  if (!c) return;
  c.attackers = c.attackers.filter((a) => a.id !== id);
  c.blockers = c.blockers.filter((b) => b.id !== id);
  for (const b of c.blockers) b.blocking = b.blocking.filter((a) => a !== id);
  leaveBand(c, id);
}
