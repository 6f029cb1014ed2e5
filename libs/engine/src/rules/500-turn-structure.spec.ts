import { board, cited, rule } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

describe('500 turn structure', () => {
  it('103.8a: the player who plays first skips the draw step of their first turn', () => {
    const a = rule({ state: board({ turn: { number: 1, active: 'alice', step: 'upkeep' } }), actions: passes(2) });
    expect(a.state.turn.step).toBe('first-main');
    expect(cited(a)).toContain('103.8a');
    expect(a.state.players[0].library).toEqual({ count: 30 });
  });

  it('504.1: on a later turn the active player draws as the draw step begins; a hidden card stays hidden', () => {
    const a = rule({
      state: board({ turn: { number: 2, active: 'bob', step: 'upkeep' } }, {}, { hand: { count: 2 } }),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.state.turn).toMatchObject({ step: 'draw', priority: 'bob' });
    expect(a.state.players[1].hand).toEqual({ count: 3 });
    expect(a.state.players[1].library).toEqual({ count: 29 });
    expect(cited(a)).toEqual(expect.arrayContaining(['504.1', '504.2']));
  });

  it('a known top card is drawn by its id', () => {
    const a = rule({
      state: board(
        { turn: { number: 2, active: 'alice', step: 'upkeep' } },
        { library: [{ id: 'top', card: 'Island' }, { hidden: true }] },
      ),
      actions: passes(2),
    });
    expect(a.state.players[0].hand).toEqual([{ id: 'top', card: 'Island' }]);
    expect(a.events).toContainEqual({ type: 'draw', player: 'alice', object: 'top' });
  });

  it('508.1a, 508.8: with no creature able to attack, none is declared and blockers and damage are skipped', () => {
    const a = rule({ state: board({ turn: { number: 3, active: 'alice', step: 'beginning-of-combat' } }), actions: passes(4) });
    expect(a.state.turn).toMatchObject({ step: 'end-of-combat', priority: 'alice' });
    expect(cited(a)).toEqual(expect.arrayContaining(['508.1a', '508.8', '511.1']));
  });

  it('508.1: a player with a creature able to attack is asked to declare attackers; declaring none is legal', () => {
    const state = board({
      battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'beginning-of-combat' },
    });
    const asked = rule({ state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'declareAttackers', options: ['b1'] });
    expect(asked.state.turn.priority).toBeNull();
    const passing = rule({ state: asked.state, action: { type: 'pass', player: 'alice' } });
    expect(passing.violations[0]).toMatchObject({ code: 'DECISION_PENDING', rule: '508.1' });
    const none = rule({ state: asked.state, action: { type: 'declareAttackers', player: 'alice', attackers: [] } });
    expect(none.legal).toBe(true);
    expect(none.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(cited(none)).toEqual(['508.1a', '508.2']);
  });

  it('a summoning-sick creature cannot attack (302.6), but one with haste can (702.10)', () => {
    const sick = board({
      battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'alice', summoningSick: true }],
      turn: { number: 3, active: 'alice', step: 'beginning-of-combat' },
    });
    expect(rule({ state: sick, actions: passes(2) }).state.turn.step).toBe('declare-attackers');
    expect(rule({ state: sick, actions: passes(2) }).decision?.kind).toBe('priority');
    const hasty = board({
      battlefield: [{ id: 'g1', card: 'Raging Goblin', controller: 'alice', summoningSick: true }],
      turn: { number: 3, active: 'alice', step: 'beginning-of-combat' },
    });
    expect(rule({ state: hasty, actions: passes(2) }).decision).toMatchObject({ kind: 'declareAttackers', options: ['g1'] });
  });

  it('511.3 then 514.2: damage is removed and "until end of turn" effects end in cleanup; the next turn begins', () => {
    const a = rule({
      state: board(
        {
          battlefield: [
            { id: 'b1', card: 'Grizzly Bears', controller: 'alice', damage: 1, tapped: true },
            { id: 'f1', card: 'Forest', controller: 'bob', tapped: true, summoningSick: true },
          ],
          effects: [
            {
              id: 'e1',
              kind: 'modify-pt',
              power: 3,
              toughness: 3,
              affects: ['b1'],
              controller: 'alice',
              timestamp: 9,
              duration: 'until-end-of-turn',
            },
            { id: 'e2', kind: 'set-pt', power: 0, toughness: 1, affects: ['b1'], controller: 'alice', timestamp: 8, duration: 'permanent' },
          ],
          turn: { number: 3, active: 'alice', step: 'end' },
        },
        {},
        { hand: { count: 1 } },
      ),
      actions: passes(2),
    });
    expect(a.state.battlefield[0]).toMatchObject({ damage: 0, tapped: true });
    expect(a.state.effects.map((e) => e.id)).toEqual(['e2']);
    // 502.3, 302.6: bob's turn begins; his permanents untap and are no longer summoning sick.
    expect(a.state.battlefield[1]).toMatchObject({ tapped: false, summoningSick: false });
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob', step: 'upkeep', priority: 'bob' });
    const rules = cited(a);
    for (const r of ['514.2', '500.1', '502.3', '503.1']) expect(rules).toContain(r);
    expect(rules.indexOf('514.2')).toBeLessThan(rules.indexOf('502.3'));
  });

  it('514.1: a player with more than seven cards discards down to seven through a decision', () => {
    const hand = Array.from({ length: 9 }, (_, i) => ({ id: `c${i}`, card: 'Forest' }));
    const asked = rule({ state: board({ turn: { number: 3, active: 'alice', step: 'end' } }, { hand }), actions: passes(2) });
    expect(asked.state.turn).toMatchObject({ step: 'cleanup', priority: null });
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'discard', count: 2, rule: '514.1' });
    const id = asked.decision?.id as string;
    const wrong = rule({ state: asked.state, action: { type: 'choose', player: 'alice', decision: id, choice: ['c0'] } });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '514.1' });
    const done = rule({ state: asked.state, action: { type: 'choose', player: 'alice', decision: id, choice: ['c0', 'c5'] } });
    expect(done.legal).toBe(true);
    expect((done.state.players[0].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['c0', 'c5']);
    expect(done.state.turn).toMatchObject({ number: 4, active: 'bob', step: 'upkeep' });
  });

  it('a board in the untap step goes on by itself to the upkeep', () => {
    const a = rule({
      state: board({
        battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice', tapped: true }],
        turn: { number: 5, active: 'alice', step: 'untap', priority: null },
      }),
      actions: [],
    });
    expect(a.state.turn).toMatchObject({ step: 'upkeep', priority: 'alice' });
    expect(a.state.battlefield[0].tapped).toBe(false);
  });
});

describe('514.3a: another cleanup step', () => {
  const { answer, board, cited, passes } = damageAndTriggerBoards;

  it('514.3a: after players had priority in cleanup, another cleanup step ends "until end of turn" effects', () => {
    const state = board(
      {
        battlefield: [
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'f1', card: 'Forest', controller: 'bob' },
        ],
        turn: { number: 3, active: 'alice', step: 'cleanup', priority: 'alice' },
      },
      {},
      { hand: [{ id: 'g1', card: 'Giant Growth' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'g1', targets: ['b1'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(cited(a)).toContain('514.3a');
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(a.state.effects).toEqual([]);
  });
});
