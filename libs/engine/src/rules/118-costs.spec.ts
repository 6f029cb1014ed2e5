import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';
import * as graveyardAndPaymentBoards from '../testing/graveyard-and-payment-boards';

describe('118.12a: a payment a board waits for', () => {
  const { run, board, refusedAt } = copyAndKeywordBoards;

  it('102.1: an ability waiting for a payment names a player of the game', () => {
    const state = board({
      battlefield: [{ id: 'g', card: 'Grizzly Bears', controller: 'alice' }],
      stack: [{ id: 's', ability: { source: 'g', index: 0 }, controller: 'alice', awaitingPayment: 'zed' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    expect(refusedAt(run({ state, action: { type: 'pass', player: 'alice' } }), 'state.stack[0].awaitingPayment')).toBe(true);
  });
});

describe('118.12a: "unless its controller pays" on a board', () => {
  const { run, waiting, board, lands, refusedAt } = graveyardAndPaymentBoards;

  it('118.12a: "unless its controller pays": a board where another player than the target spell\'s controller is to pay is refused', () => {
    // Mana Leak (alice's) targets bob's Grizzly Bears: only bob may pay {3}.
    const state = board({
      battlefield: lands('Island', 'i', 3),
      stack: [
        { id: 'g', card: 'Grizzly Bears', controller: 'bob' },
        { id: 'm', card: 'Mana Leak', controller: 'alice', targets: ['g'], pendingChoice: { kind: 'payment', player: 'alice' } },
      ],
      turn: waiting,
    });
    const o = run({ state, action: { type: 'choose', player: 'alice', decision: 't3.first-main.payCost.m', choice: ['pay'] } });
    expect(refusedAt(o, 'state.stack[1].pendingChoice')).toBe(true);
  });

  it('118.12a: a spell without "unless ... pays" does not wait for a payment (a Grizzly Bears spell marked with a payment pending choice is refused, not stuck)', () => {
    const state = board({
      stack: [{ id: 's', card: 'Grizzly Bears', controller: 'alice', pendingChoice: { kind: 'payment', player: 'bob' } }],
      turn: waiting,
    });
    const o = run({ state, action: { type: 'choose', player: 'bob', decision: 't3.first-main.payCost.s', choice: ['pay'] } });
    expect(refusedAt(o, 'state.stack[0].pendingChoice')).toBe(true);
  });
});
