/**
 * Boards that cost the engine much more than a request usually does, for the tests and the
 * script that check one slow request does not stall the server.
 */

/** `bears` Grizzly Bears and `anthems` Glorious Anthems for alice, at her declare-attackers step: legal actions weigh every attacker under every anthem. */
export function anthemArmy(bears: number, anthems: number): { state: Record<string, unknown> } {
  const battlefield = [
    ...Array.from({ length: bears }, (_, i) => ({ id: `b${i}`, card: 'Grizzly Bears', controller: 'alice' })),
    ...Array.from({ length: anthems }, (_, i) => ({ id: `g${i}`, card: 'Glorious Anthem', controller: 'alice' })),
  ];
  return {
    state: {
      players: [
        { id: 'alice', library: { count: 30 } },
        { id: 'bob', library: { count: 30 } },
      ],
      battlefield,
      turn: { number: 3, active: 'alice', step: 'declare-attackers' },
    },
  };
}

/** Alice casts Lightning Bolt at bob (20 life) and both pass: it resolves, bob is at 17 (120.3a, 608.2). */
export function boltRequest(): Record<string, unknown> {
  return {
    state: {
      players: [
        { id: 'alice', hand: [{ id: 'h1', card: 'Lightning Bolt' }], library: { count: 30 } },
        { id: 'bob', library: { count: 30 } },
      ],
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
    },
    actions: [
      { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  };
}
