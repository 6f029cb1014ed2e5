import * as colorAndReplacementBoards from '../testing/color-and-replacement-boards';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

describe("702.16b: protection and an ability's source", () => {
  const { answer, board, passes } = colorAndReplacementBoards;

  it("702.16b, 613.1e: an ability's source has its colors now: a red Prodigal Pyromancer made blue may target a creature with protection from red", () => {
    const state = board({
      battlefield: [
        { id: 'pp', card: 'Prodigal Pyromancer', controller: 'alice' },
        { id: 'p', card: 'Test Pro Red', controller: 'bob' },
      ],
      effects: [
        {
          id: 'blue',
          kind: 'set-colors',
          colors: ['U'],
          affects: ['pp'],
          source: 'pp',
          controller: 'alice',
          timestamp: 10,
          duration: 'until-end-of-turn',
        },
      ],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'pp', ability: 0, targets: ['p'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'p')).toMatchObject({ damage: 1 });
  });
});

describe('702.16j: protection from everything', () => {
  const { answer, board } = damageAndTriggerBoards;

  it('702.16j: protection from everything cannot be targeted', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
        effects: [
          {
            id: 'e1',
            kind: 'add-keyword',
            keyword: 'protection from everything',
            affects: ['b1'],
            controller: 'bob',
            timestamp: 9,
            duration: 'until-end-of-turn',
          },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] } }).violations[0]).toMatchObject({
      rule: '702.16j',
    });
  });
});
