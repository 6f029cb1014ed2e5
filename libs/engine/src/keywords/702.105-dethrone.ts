import { KeywordPhrase, keywordTrigger } from '../cards/keyword-table';
import { GameState } from '../state/types';

/**
 * 702.105a: "Dethrone" means "Whenever this creature attacks the player with the most life or tied
 * for most life, put a +1/+1 counter on this creature." Written in the language: an attack trigger
 * (508.1m) that triggers only when what the creature attacks is a player no player has more life
 * than (attacking a planeswalker or a battle does not trigger it), and the counters verb on the
 * source. 702.105b: each instance is its own ability and triggers separately.
 */
export const DETHRONE: KeywordPhrase = {
  rule: '702.105a',
  abilities(item) {
    if (item !== 'dethrone') return null;
    return [
      keywordTrigger(
        { event: 'attacksPlayerWithMostLife', who: 'self' },
        [{ kind: 'counters', counter: '+1/+1', n: 1, rule: '702.105a', objects: { kind: 'source' } }],
        'Dethrone',
        '702.105a',
      ),
    ];
  },
};

/**
 * 702.105a: whether `attacked` (what an attacking creature attacks, 508.1b) is a player with the
 * most life or tied for it: a player, and no player still in the game has more life. Read as the
 * attack is declared (603.2: the trigger event is the declaration).
 */
export function attacksPlayerWithMostLife(state: GameState, attacked: string): boolean {
  // 800.4a: a player who left the game is no longer among the players compared.
  const inGame = state.players.filter((p) => p.lost === null);
  const player = inGame.find((p) => p.id === attacked);
  return player !== undefined && inGame.every((p) => p.life <= player.life);
}
