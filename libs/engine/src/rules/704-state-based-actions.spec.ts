import { board, cited, rule } from '../testing/test-catalog';

describe('704 state-based actions and the end of the game (104)', () => {
  it('704.5a: a player at 0 life loses when a player would next receive priority; the other wins (104.2a)', () => {
    const a = rule({ state: board({}, {}, { life: 0 }), action: { type: 'pass', player: 'alice' } });
    expect(a.gameOver).toEqual({ winners: ['alice'], rule: '104.3b', losers: [{ player: 'bob', rule: '104.3b' }] });
    expect(a.decision).toBeNull();
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5a', '104.3b', '104.2a']));
  });

  it('704.5b: drawing from an empty library loses the game at the next check', () => {
    const a = rule({
      state: board({ turn: { number: 2, active: 'bob', step: 'upkeep', priority: 'bob' } }, {}, { library: [] }),
      actions: [
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
      ],
    });
    expect(cited(a)).toEqual(expect.arrayContaining(['121.4', '704.5b', '104.3c']));
    expect(a.gameOver?.winners).toEqual(['alice']);
  });

  it('704.5c: ten poison counters lose the game', () => {
    const a = rule({ state: board({}, { poison: 10 }), action: { type: 'pass', player: 'alice' } });
    expect(a.gameOver).toMatchObject({ winners: ['bob'], rule: '104.3d' });
  });

  it('704.3, 104.4a: players who lose simultaneously make the game a draw', () => {
    const a = rule({ state: board({}, { life: -2 }, { life: 0 }), action: { type: 'pass', player: 'alice' } });
    expect(a.gameOver).toMatchObject({ winners: [], rule: '104.4a' });
  });

  it('104.3a: a player may concede at any time, even without priority', () => {
    const a = rule({ state: board(), action: { type: 'concede', player: 'bob' } });
    expect(a.legal).toBe(true);
    expect(a.gameOver).toMatchObject({ winners: ['alice'], rule: '104.3a' });
    expect(a.state.players[1].lost).toBe('104.3a');
    const after = rule({ state: a.state, action: { type: 'pass', player: 'alice' } });
    expect(after.violations[0]).toMatchObject({ code: 'GAME_OVER', rule: '104.1' });
  });
});

describe('704.5j the legend rule', () => {
  const legend = {
    name: 'Test Legend',
    manaCost: '{1}{G}',
    supertypes: ['Legendary'],
    types: ['Creature'],
    subtypes: ['Elf'],
    power: 2,
    toughness: 2,
  };
  const state = board({
    battlefield: [
      { id: 'l1', card: legend, controller: 'alice' },
      { id: 'l2', card: legend, controller: 'alice' },
      { id: 'l3', card: legend, controller: 'bob' },
    ],
  });

  it('the controller of two legendary permanents with the same name chooses one; the other goes to the graveyard', () => {
    const asked = rule({ state, actions: [] });
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'legendRule', rule: '704.5j', options: ['l1', 'l2'] });
    const pass = rule({ state: asked.state, action: { type: 'pass', player: 'alice' } });
    expect(pass.violations[0]).toMatchObject({ code: 'DECISION_PENDING', rule: '704.5j' });
    const kept = rule({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id as string, choice: ['l2'] },
    });
    expect(kept.legal).toBe(true);
    expect(kept.state.battlefield.map((o) => o.id)).toEqual(['l2', 'l3']);
    expect((kept.state.players[0].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['l1']);
    // 117.5: alice, who would have received priority, receives it once the choice is made.
    expect(kept.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(cited(kept)).toEqual(expect.arrayContaining(['704.5j', '117.5']));
  });

  it('the choice must be one of the permanents concerned', () => {
    const asked = rule({ state, actions: [] });
    const wrong = rule({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id as string, choice: ['l3'] },
    });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '704.5j' });
  });
});
