import { board, cited, rule } from '../testing/test-catalog';

describe('117 priority', () => {
  it('117.3d: after a pass, the next player in turn order receives priority', () => {
    const a = rule({ state: board(), action: { type: 'pass', player: 'alice' } });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ step: 'first-main', priority: 'bob', passed: ['alice'] });
    expect(cited(a)).toEqual(['117.3d', '117.3d']);
  });

  it('117.4, 500.2: when all pass in succession with an empty stack, the step ends and the next begins (117.3a)', () => {
    const a = rule({
      state: board(),
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.state.turn).toMatchObject({ step: 'beginning-of-combat', priority: 'alice', passed: [] });
    const rules = cited(a);
    expect(rules.indexOf('117.4')).toBeLessThan(rules.indexOf('500.2'));
    expect(rules[rules.length - 1]).toBe('507.2');
  });

  it('a player without priority cannot pass', () => {
    const a = rule({ state: board(), action: { type: 'pass', player: 'bob' } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'NO_PRIORITY', rule: '117.3d' });
    expect(a.state.turn.priority).toBe('alice');
  });

  it('117.3d: a player passing with mana in their pool announces it; 500.5: it empties as the step ends', () => {
    const a = rule({
      state: board({}, { manaPool: '{R}{G}' }),
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.trace[0].text).toContain('{R}{G}');
    expect(a.state.players[0].manaPool).toBe('');
    expect(cited(a)).toContain('500.5');
    expect(a.events).toContainEqual({ type: 'manaEmptied', player: 'alice', mana: '{R}{G}' });
  });

  it('a list of actions stops at the first illegal one, and says which', () => {
    const a = rule({
      state: board(),
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'alice' },
      ],
    });
    expect(a.legal).toBe(false);
    expect(a.failedAction).toBe(1);
    expect(a.state.turn).toMatchObject({ priority: 'bob', passed: ['alice'] });
  });
});
