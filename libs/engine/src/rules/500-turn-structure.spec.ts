import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rule, rulingsWith } from '../testing/test-catalog';
import { passes, playUntil, refusedAt } from '../testing/actions';
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

/**
 * 500.7 extra turns, on real cards of the bundled catalog: "Take an extra turn after this one." adds a turn directly
 * after this one; the most recently created is taken first; after the extra turns, turn order goes on from the player
 * whose turn they were added after.
 */
describe('500.7: extra turns', () => {
  const catalog = new InMemoryCatalog(['Time Walk', 'Time Warp', 'Time Stretch', 'Island', 'Grizzly Bears'].map(bundledCard));
  const answer = rulingsWith(catalog);
  const turnOf = (a: Answer) => a.state.turn as Answer['state']['turn'] & { extraTurn?: { id: string; after: string } };
  const extraTurnsOf = (a: Answer) => (a.state as { extraTurns?: { id: string; player: string }[] }).extraTurns;
  /** Plays on until the turn after `number` begins (its upkeep, the active player with priority). */
  const nextTurn = (a: Answer, number: number) =>
    playUntil(answer, a, (x) => x.state.turn.number > number && x.state.turn.step === 'upkeep' && x.decision?.kind === 'priority');
  const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));

  it('the cards are understood', () => {
    for (const name of ['Time Walk', 'Time Warp', 'Time Stretch', 'Temporal Manipulation', "Magistrate's Scepter"])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(bundledCard('Time Warp')).abilities[0]).toMatchObject({
      kind: 'spell',
      effects: [{ kind: 'extraTurns', players: { kind: 'target' }, target: 0, n: 1 }],
    });
    expect(compileCard(bundledCard('Time Stretch')).abilities[0]).toMatchObject({ effects: [{ kind: 'extraTurns', n: 2 }] });
  });

  it('Time Walk: alice takes the next turn, an extra one; then turn order goes on with bob', () => {
    const state = board(
      { battlefield: islands(2), turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' } },
      { hand: [{ id: 'tw', card: 'Time Walk' }] },
    );
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'tw' }, ...passes(2)] });
    expect(cast.violations).toEqual([]);
    expect(extraTurnsOf(cast)).toEqual([{ id: 'tw.turn', player: 'alice' }]);
    expect(cited(cast)).toContain('500.7');
    // 514: through the end step and cleanup, turn 4 is alice's extra turn.
    const four = nextTurn(cast, 3);
    expect(turnOf(four)).toMatchObject({ number: 4, active: 'alice', extraTurn: { id: 'tw.turn', after: 'alice' } });
    expect(extraTurnsOf(four)).toBeUndefined();
    expect(cited(four)).toContain('500.7');
    // 502.3: alice's lands untap in her extra turn.
    expect(four.state.battlefield.every((o) => !o.tapped)).toBe(true);
    const five = nextTurn(four, 4);
    expect(turnOf(five)).toMatchObject({ number: 5, active: 'bob' });
    expect(turnOf(five).extraTurn).toBeUndefined();
    expect(cited(five)).toContain('500.1');
  });

  it("Time Warp on bob during alice's turn: bob's extra turn, then bob's normal turn (turn order goes on from alice)", () => {
    const state = board(
      { battlefield: islands(5), turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' } },
      { hand: [{ id: 'tw', card: 'Time Warp' }] },
    );
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'tw', targets: ['bob'] }, ...passes(2)] });
    expect(cast.violations).toEqual([]);
    expect(extraTurnsOf(cast)).toEqual([{ id: 'tw.turn', player: 'bob' }]);
    const four = nextTurn(cast, 3);
    expect(turnOf(four)).toMatchObject({ number: 4, active: 'bob', extraTurn: { id: 'tw.turn', after: 'alice' } });
    const five = nextTurn(four, 4);
    expect(turnOf(five)).toMatchObject({ number: 5, active: 'bob' });
    expect(turnOf(five).extraTurn).toBeUndefined();
    expect(turnOf(nextTurn(five, 5))).toMatchObject({ number: 6, active: 'alice' });
  });

  it('two extra turns: the most recently created is taken first', () => {
    // Time Warp (bob's extra turn) resolves first, then Time Walk (alice's): alice's was created last.
    const state = board({
      stack: [
        { id: 'walk', card: 'Time Walk', controller: 'alice' },
        { id: 'warp', card: 'Time Warp', controller: 'alice', targets: ['bob'] },
      ],
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
    });
    const resolved = answer({ state, actions: passes(4) });
    expect(resolved.violations).toEqual([]);
    expect(extraTurnsOf(resolved)).toEqual([
      { id: 'walk.turn', player: 'alice' },
      { id: 'warp.turn', player: 'bob' },
    ]);
    const four = nextTurn(resolved, 3);
    expect(turnOf(four)).toMatchObject({ number: 4, active: 'alice', extraTurn: { id: 'walk.turn', after: 'alice' } });
    expect(extraTurnsOf(four)).toEqual([{ id: 'warp.turn', player: 'bob' }]);
    const five = nextTurn(four, 4);
    expect(turnOf(five)).toMatchObject({ number: 5, active: 'bob', extraTurn: { id: 'warp.turn', after: 'alice' } });
    const six = nextTurn(five, 5);
    expect(turnOf(six)).toMatchObject({ number: 6, active: 'bob' });
    expect(turnOf(six).extraTurn).toBeUndefined();
  });

  it('Time Stretch: two extra turns for its target, one after the other', () => {
    const state = board({
      stack: [{ id: 'ts', card: 'Time Stretch', controller: 'alice', targets: ['alice'] }],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const resolved = answer({ state, actions: passes(2) });
    expect(extraTurnsOf(resolved)).toEqual([
      { id: 'ts.turn~1', player: 'alice' },
      { id: 'ts.turn', player: 'alice' },
    ]);
    const four = nextTurn(resolved, 3);
    const five = nextTurn(four, 4);
    expect([turnOf(four).active, turnOf(five).active, turnOf(nextTurn(five, 5)).active]).toEqual(['alice', 'alice', 'bob']);
  });

  it('an extra turn given during an extra turn comes right after it, before the normal turn', () => {
    // Turn 5 is alice's extra turn added after bob's turn 4; she takes another: then her normal turn follows.
    const state = board({
      stack: [{ id: 'tw', card: 'Time Walk', controller: 'alice' }],
      turn: { number: 5, active: 'alice', step: 'end', priority: 'alice', extraTurn: { id: 'x0', after: 'bob' } },
    });
    const resolved = answer({ state, actions: passes(2) });
    const six = nextTurn(resolved, 5);
    expect(turnOf(six)).toMatchObject({ number: 6, active: 'alice', extraTurn: { id: 'tw.turn', after: 'bob' } });
    const seven = nextTurn(six, 6);
    expect(turnOf(seven)).toMatchObject({ number: 7, active: 'alice' });
    expect(turnOf(seven).extraTurn).toBeUndefined();
    expect(turnOf(nextTurn(seven, 7)).active).toBe('bob');
  });

  it('illegal: Time Warp needs a player target; Time Walk is a sorcery (307.1)', () => {
    const inHand = (card: string, step = 'first-main', active = 'alice') =>
      board(
        {
          battlefield: [...islands(5), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }],
          turn: { number: 3, active, step, priority: 'alice' },
        },
        { hand: [{ id: 'tw', card }] },
      );
    const creature = answer({ state: inHand('Time Warp'), action: { type: 'cast', player: 'alice', card: 'tw', targets: ['b1'] } });
    expect(creature.legal).toBe(false);
    expect(creature.violations[0].rule).toMatch(/^(115|601\.2c)/);
    const none = answer({ state: inHand('Time Warp'), action: { type: 'cast', player: 'alice', card: 'tw', targets: [] } });
    expect(none.legal).toBe(false);
    const instant = answer({ state: inHand('Time Walk', 'upkeep', 'bob'), action: { type: 'cast', player: 'alice', card: 'tw' } });
    expect(instant.legal).toBe(false);
    expect(instant.violations[0].rule).toBe('307.1');
    expect(extraTurnsOf(instant)).toBeUndefined();
  });

  it('the board carries extra turns: read, written back, and refused when they name no player', () => {
    const state = board({
      extraTurns: [{ id: 'x2', player: 'bob' }],
      turn: { number: 5, active: 'alice', step: 'first-main', priority: 'alice', extraTurn: { id: 'x1', after: 'bob' } },
    });
    const a = answer({ state, actions: [] });
    expect(extraTurnsOf(a)).toEqual([{ id: 'x2', player: 'bob' }]);
    expect(turnOf(a).extraTurn).toEqual({ id: 'x1', after: 'bob' });
    const refused = (st: Record<string, unknown>) => {
      const o = adjudicate({ state: st, actions: [] }, catalog);
      return o.kind === 'invalid' ? o.errors.map((e) => `${e.path} ${e.code}`) : [];
    };
    expect(refused(board({ extraTurns: [{ id: 'x2', player: 'carol' }] }))).toEqual(['state.extraTurns[0].player UNKNOWN_PLAYER']);
    expect(refused(board({ turn: { number: 5, active: 'alice', extraTurn: { id: 'x1', after: 'carol' } } }))).toEqual([
      'state.turn.extraTurn.after UNKNOWN_PLAYER',
    ]);
    expect(refused(board({ extraTurns: [{ player: 'bob' }] }))[0]).toMatch(/^state\.extraTurns\[0\] /);
    expect(
      refused(
        board({ extraTurns: [{ id: 'x1', player: 'bob' }], turn: { number: 5, active: 'alice', extraTurn: { id: 'x1', after: 'bob' } } }),
      ),
    ).toEqual(['state.extraTurns[0].id DUPLICATE_ID']);
  });
});

/**
 * 500.7, 603.7a: "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game."
 * (Final Fortune): the delayed triggered ability is created with the extra turn and waits for that turn's end step
 * only; its controller, the spell's (603.7d), loses the game as it resolves (104.3e).
 */
describe("500.7, 603.7a: the loss at the beginning of that turn's end step", () => {
  const catalog = new InMemoryCatalog(['Final Fortune', 'Last Chance', "Warrior's Oath", 'Time Walk', 'Mountain'].map(bundledCard));
  const answer = rulingsWith(catalog);
  const delayedOf = (a: Answer) => (a.state as { delayed?: Record<string, unknown>[] }).delayed;
  const at = (a: Answer, number: number, step: string) =>
    playUntil(
      answer,
      a,
      (x) => (x.state.turn.number === number && x.state.turn.step === step) || x.decision === null || x.decision === undefined,
    );

  it('the cards are understood', () => {
    for (const name of ['Final Fortune', 'Last Chance', "Warrior's Oath"])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(bundledCard('Last Chance')).abilities[0]).toMatchObject({
      effects: [{ kind: 'extraTurns', n: 1, thatTurnEndStep: 'You lose the game.' }],
    });
    // "that turn" names the one extra turn just given: alone, after two, or with a text not understood, it is refused.
    const text = (t: string) => compileCard(defineCard({ name: 'X', types: ['Sorcery'], text: t })).support;
    expect(text("At the beginning of that turn's end step, you lose the game.")).not.toBe('full');
    expect(
      text("Target player takes two extra turns after this one. At the beginning of that turn's end step, you lose the game."),
    ).not.toBe('full');
    expect(text("Take an extra turn after this one. At the beginning of that turn's end step, you frobnicate.")).not.toBe('full');
  });

  it("Final Fortune: alice takes the extra turn, and loses as its end step begins (not this turn's)", () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'm2', card: 'Mountain', controller: 'alice' },
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
      },
      { hand: [{ id: 'ff', card: 'Final Fortune' }] },
    );
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'ff' }, ...passes(2)] });
    expect(cast.violations).toEqual([]);
    expect(delayedOf(cast)).toEqual([
      { id: 'ff.delayed', source: 'ff', controller: 'alice', when: 'that-turn-end-step', effect: 'You lose the game.', turn: 'ff.turn' },
    ]);
    expect(cited(cast)).toEqual(expect.arrayContaining(['500.7', '603.7d']));
    // This turn's end step passes by: the ability waits for that turn's.
    const cleanup = at(cast, 4, 'upkeep');
    expect(cleanup.state.turn).toMatchObject({ number: 4, active: 'alice', extraTurn: { id: 'ff.turn', after: 'alice' } });
    expect(cleanup.state.players[0].lost).toBeFalsy();
    expect(delayedOf(cleanup)).toHaveLength(1);
    // Turn 4's end step begins: the ability triggers (603.7b: once), then resolves.
    const end = at(cleanup, 4, 'end');
    expect(end.state.pending.length + end.state.stack.length).toBe(1);
    expect(delayedOf(end)).toBeUndefined();
    const lost = answer({ state: end.state, actions: passes(2) });
    expect(lost.state.players[0].lost).toBe('104.3e');
    expect(cited(lost)).toContain('104.3e');
  });

  it('two extra turns: the loss waits for the end step of the turn Last Chance made, not of the one taken first', () => {
    // Last Chance resolves first (its turn is created first), then Time Walk: Time Walk's turn is taken first.
    const state = board({
      stack: [
        { id: 'tw', card: 'Time Walk', controller: 'alice' },
        { id: 'lc', card: 'Last Chance', controller: 'alice' },
      ],
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
    });
    const resolved = answer({ state, actions: passes(4) });
    expect((resolved.state as { extraTurns?: unknown }).extraTurns).toEqual([
      { id: 'tw.turn', player: 'alice' },
      { id: 'lc.turn', player: 'alice' },
    ]);
    const five = at(resolved, 5, 'upkeep');
    expect(five.state.players[0].lost).toBeFalsy();
    expect(five.state.turn).toMatchObject({ number: 5, extraTurn: { id: 'lc.turn' } });
    const end = at(five, 5, 'end');
    const lost = answer({ state: end.state, actions: passes(2) });
    expect(lost.state.players[0].lost).toBe('104.3e');
  });

  it('a board whose "that-turn-end-step" ability names no extra turn is refused; other delayed abilities name none', () => {
    const delayed = (d: Record<string, unknown>) =>
      adjudicate(
        {
          state: board({ delayed: [{ id: 'd1', source: 'alice', controller: 'alice', effect: 'You lose the game.', ...d }] }),
          actions: [],
        },
        catalog,
      );
    const unknown = delayed({ when: 'that-turn-end-step', turn: 'x9' });
    expect(unknown.kind).toBe('invalid');
    expect(JSON.stringify(unknown)).toContain('UNKNOWN_EXTRA_TURN');
    expect(JSON.stringify(delayed({ when: 'that-turn-end-step' }))).toContain('UNKNOWN_EXTRA_TURN');
    expect(refusedAt(delayed({ when: 'next-end-step', turn: 'x9' }), 'state.delayed[0].turn')).toBe(true);
    const known = adjudicate(
      {
        state: board({
          extraTurns: [{ id: 'x9', player: 'alice' }],
          delayed: [
            { id: 'd1', source: 'alice', controller: 'alice', effect: 'You lose the game.', when: 'that-turn-end-step', turn: 'x9' },
          ],
        }),
        actions: [],
      },
      catalog,
    );
    expect(known.kind).toBe('answer');
  });
});

/**
 * 500.11, 614.10: "You skip your next turn." (Meditate, Chronatog, Lethal Vapors, Eater of Days' two turns): a
 * replacement effect on the player's next turn not yet begun; the skipped turn is passed as though it didn't exist
 * (an extra turn included); 614.10a: two skips take the next two turns, and what was scheduled for a skipped turn
 * doesn't happen.
 */
describe('500.11, 614.10: skipping turns', () => {
  const catalog = new InMemoryCatalog(
    ['Meditate', 'Chronatog', 'Lethal Vapors', 'Eater of Days', 'Time Walk', 'Final Fortune', 'Avizoa', 'Island'].map(bundledCard),
  );
  const answer = rulingsWith(catalog);
  const nextTurn = (a: Answer, number: number) =>
    playUntil(answer, a, (x) => x.state.turn.number > number && x.state.turn.step === 'upkeep' && x.decision?.kind === 'priority');
  const skipsOf = (a: Answer, i: number) => (a.state.players[i] as { skipTurns?: number }).skipTurns;
  const islands = (n: number, controller = 'alice') => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller }));

  it('the cards are understood; a skipped step is another instruction, still refused', () => {
    for (const name of ['Meditate', 'Chronatog', 'Lethal Vapors', 'Eater of Days', 'Wormfang Manta', 'Unstable Hulk'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(bundledCard('Eater of Days')).abilities[2]).toMatchObject({ effects: [{ kind: 'skipTurns', n: 2 }] });
    expect(compileCard(bundledCard('Avizoa')).unsupported).toEqual([
      '{0}: Avizoa gets +2/+2 until end of turn. You skip your next untap step. Activate this ability only once each turn.',
    ]);
  });

  it("Meditate: alice draws four and her turn goes on; her next turn is skipped, bob's follow one another", () => {
    const state = board(
      { battlefield: islands(3), turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' } },
      { hand: [{ id: 'md', card: 'Meditate' }] },
    );
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'md' }, ...passes(2)] });
    expect(cast.violations).toEqual([]);
    expect(cast.state.players[0].hand).toEqual({ count: 4 });
    expect(skipsOf(cast, 0)).toBe(1);
    expect(cited(cast)).toContain('614.10');
    // 614.10: the turn under way is not skipped.
    expect(cast.state.turn).toMatchObject({ number: 3, active: 'alice', step: 'first-main' });
    const four = nextTurn(cast, 3);
    expect(four.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(skipsOf(four, 0)).toBe(1);
    const five = nextTurn(four, 4);
    expect(five.state.turn).toMatchObject({ number: 5, active: 'bob' });
    expect(skipsOf(five, 0)).toBeUndefined();
    expect(cited(five)).toContain('500.11');
    expect(nextTurn(five, 5).state.turn).toMatchObject({ number: 6, active: 'alice' });
  });

  it('614.10a: two skips (as Eater of Days gives) take the next two turns; the extra turn is the first of them', () => {
    const state = board({
      players: [
        { id: 'alice', library: { count: 30 }, skipTurns: 2 },
        { id: 'bob', library: { count: 30 } },
      ],
      stack: [{ id: 'tw', card: 'Time Walk', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const resolved = answer({ state, actions: passes(2) });
    expect(resolved.state.players[0]).toMatchObject({ skipTurns: 2 });
    // Alice's extra turn is skipped, then bob's turn 4; her turn after it is skipped too: bob takes turn 5.
    const four = nextTurn(resolved, 3);
    expect(four.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect((four.state.turn as { extraTurn?: unknown }).extraTurn).toBeUndefined();
    expect((four.state as { extraTurns?: unknown }).extraTurns).toBeUndefined();
    expect(skipsOf(four, 0)).toBe(1);
    const five = nextTurn(four, 4);
    expect(five.state.turn).toMatchObject({ number: 5, active: 'bob' });
    expect(nextTurn(five, 5).state.turn).toMatchObject({ number: 6, active: 'alice' });
  });

  it("614.10a: Final Fortune's extra turn skipped: its loss, scheduled for that turn, never happens", () => {
    const state = board({
      players: [
        { id: 'alice', library: { count: 30 }, skipTurns: 1 },
        { id: 'bob', library: { count: 30 } },
      ],
      stack: [{ id: 'ff', card: 'Final Fortune', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const resolved = answer({ state, actions: passes(2) });
    expect((resolved.state as { delayed?: unknown[] }).delayed).toHaveLength(1);
    const four = nextTurn(resolved, 3);
    expect(four.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect((four.state as { delayed?: unknown[] }).delayed).toBeUndefined();
    const five = nextTurn(four, 4);
    expect(five.state.turn).toMatchObject({ number: 5, active: 'alice' });
    expect(five.state.players[0].lost).toBeFalsy();
  });

  it('Chronatog: +3/+3 and a skipped turn; a second activation this turn is illegal (602.5b)', () => {
    const state = board({ battlefield: [{ id: 'c1', card: 'Chronatog', controller: 'alice' }] });
    const once = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'c1', ability: 0 }, ...passes(2)] });
    expect(once.violations).toEqual([]);
    expect(skipsOf(once, 0)).toBe(1);
    expect(once.state.battlefield[0].characteristics).toMatchObject({ power: 4, toughness: 5 });
    const twice = answer({ state: once.state, action: { type: 'activate', player: 'alice', source: 'c1', ability: 0 } });
    expect(twice.legal).toBe(false);
    expect(twice.violations[0].rule).toBe('602.5b');
    expect(skipsOf(twice, 0)).toBe(1);
  });

  it('Lethal Vapors: bob activates the ability of alice\'s enchantment: bob (its controller, "you") skips his turn', () => {
    const state = board({
      battlefield: [{ id: 'lv', card: 'Lethal Vapors', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'bob', source: 'lv', ability: 0 }, ...passes(2, 'bob', 'alice')] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield).toEqual([]);
    expect(skipsOf(a, 1)).toBe(1);
    expect(skipsOf(a, 0)).toBeUndefined();
    expect(nextTurn(a, 3).state.turn).toMatchObject({ number: 4, active: 'alice' });
  });

  it('a board gives skipTurns as a count of 0 or more', () => {
    const refused = adjudicate({ state: board({}, { skipTurns: -1 }), actions: [] }, catalog);
    expect(refusedAt(refused, 'state.players[0].skipTurns')).toBe(true);
    const zero = answer({ state: board({}, { skipTurns: 0 }), actions: [] });
    expect(skipsOf(zero, 0)).toBeUndefined();
  });
});

describe('500.7: "CARDNAME can\'t attack during extra turns." (Medomai the Ageless)', () => {
  const catalog = new InMemoryCatalog(['Medomai the Ageless'].map(bundledCard));
  const answer = rulingsWith(catalog);
  const combat = (extraTurn?: { id: string; after: string }) =>
    board({
      battlefield: [{ id: 'md', card: 'Medomai the Ageless', controller: 'alice' }],
      turn: { number: 4, active: 'alice', step: 'beginning-of-combat', priority: 'alice', ...(extraTurn ? { extraTurn } : {}) },
    });

  it('understood; it may attack in a normal turn, not in an extra turn (508.1c)', () => {
    expect(compileCard(bundledCard('Medomai the Ageless')).support).toBe('full');
    expect(answer({ state: combat(), actions: passes(2) }).decision).toMatchObject({ kind: 'declareAttackers', options: ['md'] });
    const extra = answer({ state: combat({ id: 'x1', after: 'alice' }), actions: passes(2) });
    expect(extra.decision?.kind).not.toBe('declareAttackers');
    const asked = answer({ state: combat(), actions: passes(2) });
    const tried = answer({
      state: { ...asked.state, turn: { ...asked.state.turn, extraTurn: { id: 'x1', after: 'alice' } } },
      action: { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'md', attacking: 'bob' }] },
    });
    expect(tried.legal).toBe(false);
    expect(tried.violations[0]).toMatchObject({ code: 'CANT_ATTACK', rule: '508.1c' });
  });
});

/**
 * 500.8: "Untap all creatures that attacked this turn. After this main phase, there is an additional combat phase
 * followed by an additional main phase." (Relentless Assault): the phases come directly after the main phase the
 * spell resolves in; the turn's own order goes on after them.
 */
describe('500.8: additional combat and main phases (Relentless Assault)', () => {
  const catalog = new InMemoryCatalog(['Relentless Assault', 'Savage Beating', 'Mountain', 'Grizzly Bears'].map(bundledCard));
  const answer = rulingsWith(catalog);
  type TurnWith = Answer['state']['turn'] & { additionalPhases?: string[]; resumeAt?: string };
  const turnOf = (a: Answer) => a.state.turn as TurnWith;
  const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));
  const cast = (step: string, extra: Record<string, unknown>[] = []) =>
    board(
      {
        battlefield: [
          ...mountains(4),
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true, attackedThisTurn: true },
          { id: 'b2', card: 'Grizzly Bears', controller: 'alice', tapped: true },
          ...extra,
        ],
        turn: { number: 3, active: 'alice', step, priority: 'alice' },
      },
      { hand: [{ id: 'ra', card: 'Relentless Assault' }] },
    );
  /** The steps gone through until turn 3 is over (each once in a row; a cleanup step without priority is not seen). */
  const stepsOf = (from: Answer) => {
    const steps: string[] = [from.state.turn.step];
    playUntil(
      answer,
      from,
      (a) => a.state.turn.number > 3,
      () => null,
      (a) => {
        if (a.state.turn.number === 3 && steps[steps.length - 1] !== a.state.turn.step) steps.push(a.state.turn.step);
      },
    );
    return steps;
  };

  it('the cards are understood', () => {
    for (const name of ['Relentless Assault', 'Seize the Day', 'Fury of the Horde', 'Savage Beating', 'Aggravated Assault'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(bundledCard('Relentless Assault')).abilities[0]).toMatchObject({
      effects: [{}, { kind: 'additionalPhases', after: 'main', phases: ['combat', 'main'] }],
    });
  });

  it('cast in the second main phase: the creatures that attacked untap; a combat and a main phase come before the end step', () => {
    const resolved = answer({ state: cast('second-main'), actions: [{ type: 'cast', player: 'alice', card: 'ra' }, ...passes(2)] });
    expect(resolved.violations).toEqual([]);
    const bears = (id: string) => resolved.state.battlefield.find((o) => o.id === id);
    expect(bears('b1')?.tapped).toBe(false);
    expect(bears('b2')?.tapped).toBe(true); // it did not attack this turn
    expect(turnOf(resolved).additionalPhases).toEqual(['combat', 'main']);
    expect(cited(resolved)).toContain('500.8');
    expect(stepsOf(resolved)).toEqual(['second-main', 'beginning-of-combat', 'declare-attackers', 'end-of-combat', 'second-main', 'end']);
  });

  it('cast in the first main phase: the added combat and main phase, then the turn goes on with its own combat', () => {
    const resolved = answer({ state: cast('first-main'), actions: [{ type: 'cast', player: 'alice', card: 'ra' }, ...passes(2)] });
    expect(resolved.violations).toEqual([]);
    const steps = stepsOf(resolved);
    expect(steps).toEqual([
      'first-main',
      'beginning-of-combat',
      'declare-attackers',
      'end-of-combat',
      'second-main',
      'beginning-of-combat',
      'declare-attackers',
      'end-of-combat',
      'second-main',
      'end',
    ]);
  });

  it('the added combat: a creature declared as an attacker attacked this turn; the record ends with the turn', () => {
    const resolved = answer({ state: cast('second-main'), actions: [{ type: 'cast', player: 'alice', card: 'ra' }, ...passes(2)] });
    const asked = playUntil(answer, resolved, (a) => a.decision?.kind === 'declareAttackers');
    expect(turnOf(asked)).toMatchObject({ step: 'declare-attackers', resumeAt: 'end' });
    const attacked = answer({
      state: asked.state,
      action: { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'b1', attacking: 'bob' }] },
    });
    expect(attacked.violations).toEqual([]);
    expect(attacked.state.battlefield.find((o) => o.id === 'b1')).toMatchObject({ tapped: true, attackedThisTurn: true });
    const four = playUntil(answer, attacked, (a) => a.state.turn.number === 4 && a.state.turn.step === 'upkeep');
    expect(four.state.battlefield.find((o) => o.id === 'b1')?.attackedThisTurn).toBeUndefined();
    expect(turnOf(four).additionalPhases).toBeUndefined();
    expect(turnOf(four).resumeAt).toBeUndefined();
  });

  it('Savage Beating during combat: "After this phase" adds a combat phase after this combat phase', () => {
    const state = board({
      battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true, attackedThisTurn: true }],
      stack: [{ id: 'sb', card: 'Savage Beating', controller: 'alice', modes: [1] }],
      turn: { number: 3, active: 'alice', step: 'end-of-combat', priority: 'alice' },
    });
    const resolved = answer({ state, actions: passes(2) });
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.battlefield.find((o) => o.id === 'b1')?.tapped).toBe(false);
    expect(stepsOf(resolved)).toEqual(['end-of-combat', 'beginning-of-combat', 'declare-attackers', 'end-of-combat', 'second-main', 'end']);
  });

  it('illegal: a sorcery cast outside a main phase (307.1); the board refuses an unknown added phase', () => {
    const inCombat = answer({ state: cast('end-of-combat'), action: { type: 'cast', player: 'alice', card: 'ra' } });
    expect(inCombat.legal).toBe(false);
    expect(inCombat.violations[0].rule).toBe('307.1');
    expect(turnOf(inCombat).additionalPhases).toBeUndefined();
    const o = adjudicate(
      { state: board({ turn: { number: 3, active: 'alice', step: 'first-main', additionalPhases: ['beginning'] } }), actions: [] },
      catalog,
    );
    expect(o.kind === 'invalid' ? o.errors.map((e) => e.path) : []).toEqual(['state.turn.additionalPhases[0]']);
  });

  it('the board carries the added phases: read and written back', () => {
    const state = board({
      turn: {
        number: 3,
        active: 'alice',
        step: 'end-of-combat',
        priority: 'alice',
        additionalPhases: ['main'],
        resumeAt: 'beginning-of-combat',
      },
    });
    const a = answer({ state, actions: [] });
    expect(turnOf(a)).toMatchObject({ additionalPhases: ['main'], resumeAt: 'beginning-of-combat' });
    expect(stepsOf(a).slice(0, 4)).toEqual(['end-of-combat', 'second-main', 'beginning-of-combat', 'declare-attackers']);
  });
});
