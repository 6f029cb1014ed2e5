import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

describe('400.7: an object that changes zones is a new object', () => {
  const { answer, board, passes } = damageAndTriggerBoards;

  it('400.7: a creature that left the battlefield and came back is a new object: old effects do not apply', () => {
    const state = board(
      {
        battlefield: [
          { id: 'f1', card: 'Forest', controller: 'alice' },
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
        ],
      },
      {
        hand: [
          { id: 'g1', card: 'Giant Growth' },
          { id: 'u1', card: 'Unsummon' },
        ],
      },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'g1', targets: ['b1'] },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'u1', targets: ['b1'] },
        ...passes(2),
      ],
    });
    expect(a.state.effects).toEqual([]);
  });
});
