/** The boards `npm run bench` and `npm run load` measure on, so that both figures speak of the same boards. */

/** Alice's Bolt at bob among `extra` Grizzly Bears, alternately hers and his (none can be a target: the Bolt goes at bob). */
export function boltBoard(extra: number): Record<string, unknown> {
  return {
    players: [
      { id: 'alice', hand: [{ id: 'h1', card: 'Lightning Bolt' }], library: { count: 30 } },
      { id: 'bob', library: { count: 30 } },
    ],
    battlefield: [
      { id: 'm1', card: 'Mountain', controller: 'alice' },
      ...Array.from({ length: extra }, (_, i) => ({ id: `x${i}`, card: 'Grizzly Bears', controller: i % 2 === 0 ? 'alice' : 'bob' })),
    ],
    turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
  };
}
