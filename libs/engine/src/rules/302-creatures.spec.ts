import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

describe('302.6: summoning sickness', () => {
  const { answer, board } = damageAndTriggerBoards;

  it('302.6: a land that became a creature this turn cannot tap for mana', () => {
    const state = board({
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice', summoningSick: true }],
      effects: [
        {
          id: 'e1',
          kind: 'add-types',
          types: ['Creature'],
          affects: ['f1'],
          controller: 'alice',
          timestamp: 9,
          duration: 'until-end-of-turn',
        },
        {
          id: 'e2',
          kind: 'set-pt',
          power: 2,
          toughness: 2,
          affects: ['f1'],
          controller: 'alice',
          timestamp: 9,
          duration: 'until-end-of-turn',
        },
      ],
    });
    expect(answer({ state, action: { type: 'activate', player: 'alice', source: 'f1', ability: 0 } }).violations[0]).toMatchObject({
      rule: '302.6',
    });
  });
});
