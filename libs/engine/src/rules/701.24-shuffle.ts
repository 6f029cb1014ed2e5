import { GameState } from '../state/types';

/**
 * 701.24a: a shuffled library is in a random order no player knows. The order is drawn from the
 * board's `seed` (CONTRACT: shuffles are reproducible from it), the player and the library's
 * size, so the same board shuffles the same way.
 */
export function shuffleLibrary(state: GameState, playerId: string): void {
  const player = state.players.find((p) => p.id === playerId);
  if (!player || player.library.length < 2) return;
  const random = seededRandom(`${state.seed}\u0000${playerId}\u0000${player.library.length}\u0000${state.turn.number}`);
  const cards = player.library;
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
}

/** A small deterministic generator (FNV-1a hash of the key, then xorshift32). */
export function seededRandom(key: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let x = h || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}
