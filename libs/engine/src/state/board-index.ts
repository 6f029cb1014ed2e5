import { GameObject, GameState } from './types';

/**
 * Read-only scopes over a board: while `read` runs, the board does not change, so what is read
 * from it (which objects are on the battlefield, by id; the characteristics the layer system gives
 * them, 613) can be worked out once and each lookup costs O(1) instead of a scan of the board.
 * The engine changes boards in place in many places; rather than track each change, the functions
 * that only read a board (listing legal actions, collecting state-based actions, finding mana
 * sources) run inside a scope, and outside one every lookup reads the board as it is.
 */
export interface ReadOnlyScope {
  /** The battlefield's objects, and by id (built on first use). */
  onBattlefield: Set<GameObject> | null;
  byId: Map<string, GameObject> | null;
  /** What the layer system keeps for this scope (613-layers.ts). */
  layers: unknown;
  /** Under test: the board as the scope began, to check that it did not change. */
  check: string | null;
}

const scopes = new WeakMap<GameState, ReadOnlyScope>();

/** Under jest, each scope checks that the board really did not change in it (a wrong scope would give stale answers). */
const CHECK_SCOPES = typeof process !== 'undefined' && process.env?.NODE_ENV === 'test';

/** What a lookup may read from a board, as text: only to check scopes, under test. */
function fingerprint(state: GameState): string {
  const zones = state.players.map(
    (p) => `${p.id}:${p.life}:${p.hand.map((o) => o.id).join(',')}:${p.graveyard.map((o) => o.id).join(',')}`,
  );
  const objects = state.battlefield.map(
    (o) =>
      `${o.id}|${o.card?.name ?? ''}|${o.card?.text ?? ''}|${o.controller}|${o.attachedTo}|${o.timestamp}|${JSON.stringify(o.counters)}|${o.phasedOut}|${o.faceDown}|${o.tapped}`,
  );
  return `${objects.join(';')}#${JSON.stringify(state.effects)}#${state.stack.map((s) => s.id).join(',')}@${zones.join(';')}`;
}

/**
 * Runs `read` on a board that will not change meanwhile. `read` must not change `state` (under
 * jest, a scope that does throws); it may change copies of it. Scopes nest.
 */
export function withBoardUnchanged<T>(state: GameState, read: () => T): T {
  // Nested: the outer scope already holds what is read.
  if (scopes.has(state)) return read();
  const scope: ReadOnlyScope = { onBattlefield: null, byId: null, layers: null, check: CHECK_SCOPES ? fingerprint(state) : null };
  scopes.set(state, scope);
  let result: T;
  try {
    result = read();
  } finally {
    scopes.delete(state);
  }
  if (scope.check !== null && fingerprint(state) !== scope.check) throw new Error('the board changed inside withBoardUnchanged');
  return result;
}

/** The read-only scope `state` is in, if any. */
export function readOnlyScope(state: GameState): ReadOnlyScope | undefined {
  return scopes.get(state);
}

/** Whether `o` is on the battlefield (phased out or not): O(1) in a read-only scope. */
export function isOnBattlefield(state: GameState, o: GameObject): boolean {
  const scope = scopes.get(state);
  if (!scope) return state.battlefield.includes(o);
  scope.onBattlefield ??= new Set(state.battlefield);
  return scope.onBattlefield.has(o);
}

/** The battlefield object with this id (phased out or not): O(1) in a read-only scope. */
export function permanentById(state: GameState, id: string): GameObject | undefined {
  const scope = scopes.get(state);
  if (!scope) return state.battlefield.find((o) => o.id === id);
  if (!scope.byId) {
    scope.byId = new Map();
    // The first of an id, as `find` would give.
    for (const o of state.battlefield) if (!scope.byId.has(o.id)) scope.byId.set(o.id, o);
  }
  return scope.byId.get(id);
}
