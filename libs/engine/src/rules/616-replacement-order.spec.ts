import * as colorAndReplacementBoards from '../testing/color-and-replacement-boards';

describe('616.1: what waits for an order of replacement effects', () => {
  const { run, board, refusedAt } = colorAndReplacementBoards;

  it('608.3, 616.1: only a spell that deals damage or gains life at that step waits for a 616.1 order (a Grizzly Bears spell marked awaitingReplacement is refused, not put into the graveyard)', () => {
    const waiting = (card: string, next: number) =>
      board({
        stack: [
          {
            id: 's',
            card,
            controller: 'alice',
            targets: card === 'Lightning Bolt' ? ['bob'] : [],
            awaitingReplacement: { player: 'bob', options: ['x'], text: 't', kind: 'damage', chosen: {}, next },
          },
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      });
    const choose = { type: 'choose', player: 'bob', decision: 't3.first-main.chooseReplacement.s', choice: ['x'] };
    expect(
      refusedAt(run({ state: waiting('Grizzly Bears', 0), action: { ...choose, player: 'alice' } }), 'state.stack[0].awaitingReplacement'),
    ).toBe(true);
    // Lightning Bolt has one effect, numbered 0: effect 5 does not exist (the Bolt would resolve doing nothing).
    expect(refusedAt(run({ state: waiting('Lightning Bolt', 5), action: choose }), 'state.stack[0].awaitingReplacement')).toBe(true);
    expect(run({ state: waiting('Lightning Bolt', 0), action: choose }).kind).toBe('answer');
  });

  it('510.2, 616.1: combat damage waits for a 616.1 order only in a combat damage step (a board in the declare attackers step is refused, no damage dealt)', () => {
    const state = board({
      battlefield: [{ id: 'g', card: 'Grizzly Bears', controller: 'alice' }],
      combat: {
        attackers: [{ id: 'g', attacking: 'bob' }],
        awaitingReplacement: { key: 'g>bob', player: 'bob', options: ['x'], text: 't' },
      },
      turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null },
    });
    expect(
      refusedAt(
        run({ state, action: { type: 'choose', player: 'bob', decision: 't3.declare-attackers.chooseReplacement.g>bob', choice: ['x'] } }),
        'state.combat.awaitingReplacement',
      ),
    ).toBe(true);
  });

  it('616.1: one 616.1 choice is awaited at a time: a board with a spell and combat damage both waiting is refused (the decision named one, the answer went to the other)', () => {
    const state = board({
      battlefield: [{ id: 'g', card: 'Grizzly Bears', controller: 'alice' }],
      stack: [
        {
          id: 's',
          card: 'Lightning Bolt',
          controller: 'alice',
          targets: ['bob'],
          awaitingReplacement: { player: 'bob', options: ['x'], text: 't', kind: 'damage', chosen: {}, next: 0 },
        },
      ],
      combat: {
        attackers: [{ id: 'g', attacking: 'bob' }],
        blockersDeclared: true,
        awaitingReplacement: { key: 'g>bob', player: 'bob', options: ['y'], text: 't' },
      },
      turn: { number: 3, active: 'alice', step: 'combat-damage', priority: null },
    });
    expect(
      refusedAt(
        run({ state, action: { type: 'choose', player: 'bob', decision: 't3.combat-damage.chooseReplacement.s', choice: ['x'] } }),
        'state.combat.awaitingReplacement',
      ),
    ).toBe(true);
  });
});
