import { board, cited, rule } from '../testing/test-catalog';

const playForest = (state: Record<string, unknown>) => rule({ state, action: { type: 'playLand', player: 'alice', card: 'h1' } });
const withForest = { hand: [{ id: 'h1', card: 'Forest' }] };

describe('305 lands', () => {
  it("305.1: a land is played in a main phase of its owner's turn; its player keeps priority (116.3)", () => {
    const a = playForest(board({}, withForest));
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['h1']);
    expect(a.state.players[0].landsPlayedThisTurn).toBe(1);
    expect(cited(a)).toEqual(expect.arrayContaining(['305.1', '305.2a', '116.3']));
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
  });

  it.each([
    ['a second land in a turn', board({}, { ...withForest, landsPlayedThisTurn: 1 }), '305.2', 'LAND_ALREADY_PLAYED'],
    [
      "the opponent's turn",
      board({ turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' } }, withForest),
      '305.3',
      'NOT_YOUR_TURN',
    ],
    [
      'the upkeep',
      board({ turn: { number: 3, active: 'alice', step: 'upkeep', priority: 'alice' } }, withForest),
      '305.1',
      'NOT_MAIN_PHASE',
    ],
    [
      'a non-empty stack',
      board({ stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }] }, withForest),
      '305.1',
      'STACK_NOT_EMPTY',
    ],
    [
      'no priority',
      board({ turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } }, withForest),
      '116.2a',
      'NO_PRIORITY',
    ],
    ['a card that is not a land', board({}, { hand: [{ id: 'h1', card: 'Grizzly Bears' }] }), '305.1', 'NOT_A_LAND'],
  ])('is illegal on %s, and the board comes back unchanged (733)', (_, state, ruleNumber, code) => {
    const a = playForest(state);
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual(expect.arrayContaining([expect.objectContaining({ rule: ruleNumber, code })]));
    expect(a.state.battlefield).toEqual([]);
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['h1']);
    expect(cited(a)).toContain('733.1');
  });

  it('a land in the graveyard cannot be played from there', () => {
    const a = playForest(board({}, { graveyard: [{ id: 'h1', card: 'Forest' }] }));
    expect(a.violations[0]).toMatchObject({ code: 'NOT_IN_HAND', rule: '305.1' });
  });
});
