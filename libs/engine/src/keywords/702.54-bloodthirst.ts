import { KeywordPhrase } from '../cards/keyword-table';
import { GameState } from '../state/types';

/**
 * 702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent
 * enters with N +1/+1 counters on it." Written in the language: an enters-with-counters
 * replacement (614.1c) with that condition. Whether a player was dealt damage this turn is on the
 * board (`damagedThisTurn` on a player), set as damage is dealt to them (120.3a-b) and cleared as
 * a turn begins. "Bloodthirst X" (702.54b) is not understood.
 */
export const BLOODTHIRST: KeywordPhrase = {
  rule: '702.54a',
  abilities(item) {
    const m = /^bloodthirst (\d+)$/.exec(item);
    if (!m) return null;
    const n = Number(m[1]);
    return [
      {
        kind: 'static',
        effects: [{ kind: 'entersWithCounters', counter: '+1/+1', n, rule: '702.54a', ifOpponentDamagedThisTurn: true }],
        text: `Bloodthirst ${n}`,
      },
    ];
  },
};

/** 702.54a: whether an opponent of `player` was dealt damage this turn. */
export function opponentDamagedThisTurn(state: GameState, player: string): boolean {
  return state.players.some((p) => p.id !== player && p.damagedThisTurn);
}
