import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { legalActionsFor } from '../legal-actions';
import { cited } from '../testing/test-catalog';
import {
  attack,
  block,
  combatBoard,
  firstCite,
  onField,
  passes,
  perm,
  ruleCombat,
  runCombat,
  TEST_WALKER,
  TO_ATTACKERS,
} from '../testing/combat-cards';

/**
 * 508 Declare attackers step, walked from the beginning of combat: alice (the active player)
 * passes with bob to reach the step, then declares. Each case checks the verdict, the board out
 * and the rules cited.
 */

/** An illegal declaration is reversed whole (508.1, 733.1): nothing tapped, nobody attacking, still alice's declaration to make. */
function expectReversed(a: Answer, field: Record<string, unknown>[]): void {
  expect(a.legal).toBe(false);
  expect(a.failedAction).toBe(TO_ATTACKERS.length);
  expect(cited(a)).toContain('733.1');
  for (const p of field) expect(onField(a, p.id as string)?.tapped).toBe(p.tapped ?? false);
  expect(a.state.combat?.attackers).toEqual([]);
  expect(a.state.combat?.attackersDeclared).toBe(false);
  expect(a.state.turn).toMatchObject({ step: 'declare-attackers', priority: null });
  expect(a.decision).toMatchObject({ player: 'alice', kind: 'declareAttackers', rule: '508.1' });
  // Nothing of the undone declaration shows: no tap event, no 508.1f in the trace.
  expect(a.events.filter((e) => e.type === 'tap')).toEqual([]);
  expect(cited(a)).not.toContain('508.1f');
}

describe('508.1: the declaration is a turn-based action of the active player as the step begins', () => {
  it('508.1, 508.2: with a creature able to attack, alice must declare before anyone receives priority; then she receives it', () => {
    const field = [perm('b1', 'Grizzly Bears', 'alice')];
    const asked = ruleCombat({ state: combatBoard(field), actions: TO_ATTACKERS });
    expect(asked.state.turn).toMatchObject({ step: 'declare-attackers', priority: null });
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'declareAttackers', rule: '508.1', options: ['b1'] });

    const a = ruleCombat({ state: asked.state, action: attack('b1') });
    expect(a.legal).toBe(true);
    expect(a.state.combat).toMatchObject({ attackers: [{ id: 'b1', attacking: 'bob' }], attackersDeclared: true });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(cited(a)).toEqual(['508.1f', '508.1k', '508.2']);
  });

  it.each([
    ['bob, the defending player', { type: 'declareAttackers', player: 'bob', attackers: [] }],
    ['alice passing instead', { type: 'pass', player: 'alice' }],
  ])('only the active player declares, and she must: %s is refused', (_, action) => {
    const field = [perm('b1', 'Grizzly Bears', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, action] });
    expect(a.legal).toBe(false);
    expect(a.violations[0].rule).toBe('508.1');
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'declareAttackers' });
  });

  it('508.1: attackers cannot be declared in the main phase', () => {
    const a = ruleCombat({
      state: combatBoard([perm('b1', 'Grizzly Bears', 'alice')], {
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
      }),
      action: attack('b1'),
    });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NOT_DECLARE_ATTACKERS', rule: '508.1' })]);
    expect(a.state.turn.step).toBe('first-main');
    expect(onField(a, 'b1')?.tapped).toBe(false);
  });
});

describe('508.1a, 302.6, 702.10b, 702.3b: which creatures may attack', () => {
  // Every board also holds a ready Hill Giant (g0) for alice, so that she has a declaration to make.
  const ready = perm('g0', 'Hill Giant', 'alice');
  it.each([
    ['a creature controlled since the turn began', perm('c1', 'Grizzly Bears', 'alice'), null, null],
    ['a summoning-sick creature', perm('c1', 'Grizzly Bears', 'alice', { summoningSick: true }), '302.6', 'SUMMONING_SICK'],
    ['a summoning-sick creature with haste (Raging Goblin)', perm('c1', 'Raging Goblin', 'alice', { summoningSick: true }), null, null],
    ['a tapped creature', perm('c1', 'Grizzly Bears', 'alice', { tapped: true }), '508.1a', 'TAPPED'],
    ['a tapped creature with haste', perm('c1', 'Raging Goblin', 'alice', { tapped: true, summoningSick: true }), '508.1a', 'TAPPED'],
    ['a creature with defender (Wall of Stone)', perm('c1', 'Wall of Stone', 'alice'), '702.3b', 'DEFENDER'],
    ["the opponent's creature", perm('c1', 'Grizzly Bears', 'bob'), '508.1a', 'NOT_CONTROLLER'],
    ['a land (only creatures attack)', perm('c1', 'Mountain', 'alice'), '506.3', 'NOT_A_CREATURE'],
    [
      'a summoning-sick Raging Goblin that lost its abilities (613.1f: no haste now)',
      perm('c1', 'Raging Goblin', 'alice', { summoningSick: true }),
      '302.6',
      'SUMMONING_SICK',
    ],
  ])('%s', (_, subject, rule, code) => {
    const field = [ready, subject];
    const effects = String(_).includes('lost its abilities')
      ? [{ id: 'lose', kind: 'lose-abilities', affects: ['c1'], controller: 'bob', timestamp: 50, duration: 'until-end-of-turn' }]
      : [];
    const a = ruleCombat({ state: combatBoard(field, { effects }), actions: [...TO_ATTACKERS, attack('c1')] });
    if (rule === null) {
      expect(a.legal).toBe(true);
      expect(a.state.combat?.attackers).toEqual([{ id: 'c1', attacking: 'bob' }]);
      expect(onField(a, 'c1')?.tapped).toBe(true);
      expect(onField(a, 'g0')?.tapped).toBe(false);
    } else {
      expect(a.violations).toEqual([expect.objectContaining({ rule, code })]);
      expectReversed(a, field);
    }
  });

  it('the options of the decision are exactly the creatures able to attack', () => {
    const field = [
      perm('c1', 'Grizzly Bears', 'alice'),
      perm('c2', 'Grizzly Bears', 'alice', { summoningSick: true }),
      perm('c3', 'Raging Goblin', 'alice', { summoningSick: true }),
      perm('c4', 'Hill Giant', 'alice', { tapped: true }),
      perm('c5', 'Wall of Stone', 'alice'),
      perm('c6', 'Serra Angel', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
    ];
    const a = ruleCombat({ state: combatBoard(field), actions: TO_ATTACKERS });
    expect(a.decision?.options).toEqual(['c1', 'c3', 'c6']);
  });

  it('508.1: a creature declared twice makes the declaration illegal', () => {
    const field = [perm('c1', 'Grizzly Bears', 'alice')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('c1', 'c1')] });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '508.1a', code: 'DUPLICATE_ATTACKER' })]);
    expectReversed(a, field);
  });
});

describe('508.1f, 702.20b: attacking taps, except with vigilance', () => {
  it('508.1f: each attacker taps as it is declared; the tapping is an event, not a cost', () => {
    const field = [perm('c1', 'Grizzly Bears', 'alice'), perm('c2', 'Hill Giant', 'alice')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('c1', 'c2')] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'c1')?.tapped).toBe(true);
    expect(onField(a, 'c2')?.tapped).toBe(true);
    expect(a.events).toEqual(
      expect.arrayContaining([
        { type: 'tap', object: 'c1' },
        { type: 'tap', object: 'c2' },
      ]),
    );
    expect(firstCite(a, '508.1f')).toBeLessThan(firstCite(a, '508.1k'));
  });

  it('702.20b: Serra Angel (vigilance) attacks without tapping; the Bears beside it tap', () => {
    const field = [perm('c1', 'Serra Angel', 'alice'), perm('c2', 'Grizzly Bears', 'alice')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('c1', 'c2')] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'c1')?.tapped).toBe(false);
    expect(onField(a, 'c2')?.tapped).toBe(true);
    expect(a.events).not.toContainEqual({ type: 'tap', object: 'c1' });
    expect(cited(a)).toContain('702.20b');
    expect(a.state.combat?.attackers.map((x) => x.id)).toEqual(['c1', 'c2']);
  });

  it('702.20b: an untapped vigilant attacker is still attacking: tapping or not does not decide that (506.4b)', () => {
    const field = [perm('c1', 'Serra Angel', 'alice')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('c1'), ...passes(2)] });
    // bob has no creature: the blockers step gives no decision, and the Angel stays an attacker.
    expect(a.state.turn.step).toBe('declare-blockers');
    expect(a.state.combat?.attackers).toEqual([{ id: 'c1', attacking: 'bob', blocked: false }]);
  });
});

describe('508.1b, 506.2, 506.3: what may be attacked', () => {
  const field = [
    perm('c1', 'Grizzly Bears', 'alice'),
    perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 4 } }),
    perm('mine', TEST_WALKER, 'alice', { counters: { loyalty: 4 } }),
    perm('x1', 'Hill Giant', 'bob'),
  ];

  it('508.1b: a creature may attack a planeswalker the defending player controls', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack(['c1', 'pw'])] });
    expect(a.legal).toBe(true);
    expect(a.state.combat?.attackers).toEqual([{ id: 'c1', attacking: 'pw' }]);
    expect(onField(a, 'c1')?.tapped).toBe(true);
  });

  it('508.1b: two creatures may attack the player and the planeswalker separately', () => {
    const both = [...field, perm('c2', 'Hill Giant', 'alice')];
    const a = ruleCombat({ state: combatBoard(both), actions: [...TO_ATTACKERS, attack(['c1', 'pw'], ['c2', 'bob'])] });
    expect(a.legal).toBe(true);
    expect(a.state.combat?.attackers).toEqual([
      { id: 'c1', attacking: 'pw' },
      { id: 'c2', attacking: 'bob' },
    ]);
  });

  it.each([
    ["alice's own planeswalker", 'mine'],
    ['alice herself', 'alice'],
    ['a creature of the defending player (only a player, planeswalker or battle can be attacked)', 'x1'],
  ])('508.1b, 506.2: attacking %s is illegal and reversed whole', (_, target) => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack(['c1', target])] });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '508.1b' })]);
    expectReversed(a, field);
  });

  it('attacking something that is on no zone of the board is refused as a request (422), not ruled on', () => {
    const out = runCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack(['c1', 'ghost'])] });
    expect(out.kind).toBe('invalid');
    if (out.kind === 'invalid')
      expect(out.errors).toEqual([
        expect.objectContaining({ code: 'UNKNOWN_OBJECT', path: `actions[${TO_ATTACKERS.length}].attackers[0].attacking` }),
      ]);
  });
});

describe('508.1, 733.1: an illegal declaration is reversed whole', () => {
  it('one illegal attacker among legal ones: nothing taps, nobody attacks, alice declares again', () => {
    const field = [
      perm('c1', 'Grizzly Bears', 'alice'),
      perm('c2', 'Serra Angel', 'alice'),
      perm('c3', 'Hill Giant', 'alice', { summoningSick: true }),
    ];
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('c1', 'c2', 'c3')] });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '302.6', code: 'SUMMONING_SICK' })]);
    expectReversed(a, field);
    // The board returned can be declared on again, legally this time.
    const again = ruleCombat({ state: a.state, action: attack('c1', 'c2') });
    expect(again.legal).toBe(true);
    expect(again.state.combat?.attackers.map((x) => x.id)).toEqual(['c1', 'c2']);
  });

  it('every broken rule is reported, not only the first', () => {
    const field = [
      perm('c1', 'Grizzly Bears', 'alice', { tapped: true }),
      perm('c2', 'Wall of Stone', 'alice'),
      perm('c3', 'Hill Giant', 'alice'),
    ];
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('c1', 'c2', 'c3')] });
    expect(a.violations.map((v) => v.rule).sort()).toEqual(['508.1a', '702.3b']);
    expectReversed(a, field);
  });
});

describe('508.1a, 508.8: no attack', () => {
  it.each([
    ['no creature at all', []],
    ['only a summoning-sick creature (302.6)', [perm('c1', 'Grizzly Bears', 'alice', { summoningSick: true })]],
    ['only a tapped creature (508.1a)', [perm('c1', 'Grizzly Bears', 'alice', { tapped: true })]],
    ['only a creature with defender (702.3b)', [perm('c1', 'Wall of Stone', 'alice')]],
    ["only the opponent's creatures", [perm('x1', 'Grizzly Bears', 'bob')]],
  ])('with %s, no declaration is asked: alice receives priority in the declare attackers step', (_, field) => {
    const a = ruleCombat({ state: combatBoard(field), actions: TO_ATTACKERS });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ step: 'declare-attackers', priority: 'alice' });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(a.state.combat).toMatchObject({ attackers: [], attackersDeclared: true });
    expect(cited(a)).toEqual(expect.arrayContaining(['508.1a', '508.2']));
    // 508.8: the declare blockers and combat damage steps are skipped.
    const after = ruleCombat({ state: a.state, actions: passes(2) });
    expect(after.state.turn).toMatchObject({ step: 'end-of-combat', priority: 'alice' });
    expect(cited(after)).toEqual(expect.arrayContaining(['508.8', '511.1']));
    expect(after.events.filter((e) => e.type === 'step').map((e) => (e as { step: string }).step)).toEqual(['end-of-combat']);
  });

  it('508.8: declaring no attackers skips the declare blockers and combat damage steps; bob is never asked to block', () => {
    const field = [perm('c1', 'Grizzly Bears', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack(), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ step: 'end-of-combat', priority: 'alice' });
    expect(cited(a)).toContain('508.8');
    const steps = a.events.filter((e) => e.type === 'step').map((e) => (e as { step: string }).step);
    expect(steps).not.toContain('declare-blockers');
    expect(steps).not.toContain('combat-damage');
    expect(onField(a, 'c1')?.tapped).toBe(false);
    expect(a.state.players.map((p) => p.life)).toEqual([20, 20]);
  });

  it('508.8: a creature was declared as an attacker, then destroyed: the declare blockers and combat damage steps still happen', () => {
    // alice attacks with Hill Giant; in the declare attackers step bob casts Lightning Bolt on it.
    const field = [perm('c1', 'Hill Giant', 'alice'), perm('m1', 'Mountain', 'bob')];
    const a = ruleCombat({
      state: combatBoard(field, {}, {}, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] }),
      actions: [
        ...TO_ATTACKERS,
        attack('c1'),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['c1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].graveyard).toEqual([{ id: 'c1', card: 'Hill Giant' }]);
    expect(a.state.turn).toMatchObject({ step: 'declare-attackers', priority: 'alice' });
    const next = ruleCombat({ state: a.state, actions: passes(2) });
    expect(cited(next)).not.toContain('508.8');
    expect(next.state.turn).toMatchObject({ step: 'declare-blockers', priority: 'alice' });
    const damage = ruleCombat({ state: next.state, actions: passes(2) });
    expect(damage.state.turn).toMatchObject({ step: 'combat-damage', priority: 'alice' });
  });

  it('511.3: passing through the end of combat reaches the second main phase with no combat left on the board', () => {
    const a = ruleCombat({
      state: combatBoard([perm('c1', 'Grizzly Bears', 'alice')]),
      actions: [...TO_ATTACKERS, attack(), ...passes(4)],
    });
    expect(a.state.turn).toMatchObject({ step: 'second-main', priority: 'alice' });
    expect(a.state.combat).toBeUndefined();
  });
});

describe("508.2, 117.3a: a board's priority in the declare attackers step says whether attackers were declared", () => {
  // alice controls a Grizzly Bears able to attack; bob a Grizzly Bears.
  const field = [perm('c1', 'Grizzly Bears', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
  const inStep = (turn: Record<string, unknown>, combat?: Record<string, unknown>) =>
    combatBoard(field, { turn: { number: 3, active: 'alice', step: 'declare-attackers', ...turn }, ...(combat ? { combat } : {}) });

  it('508.2: alice holding priority with no attackers listed means she declared none: both pass and combat skips to its end (508.8)', () => {
    const a = ruleCombat({ state: inStep({ priority: 'alice' }, { attackers: [], blockers: [] }), actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ step: 'end-of-combat', priority: 'alice' });
    expect(cited(a)).toEqual(expect.arrayContaining(['500.2', '508.8', '511.1']));
    expect(onField(a, 'c1')?.tapped).toBe(false);
    expect(a.state.players.map((p) => p.life)).toEqual([20, 20]);
  });

  it('508.2: with no combat given at all, bob holding priority after alice passed also means no attackers; she cannot declare now', () => {
    const state = inStep({ priority: 'bob', passed: ['alice'] });
    const late = ruleCombat({ state, action: attack('c1') });
    expect(late.legal).toBe(false);
    expect(late.violations).toEqual([expect.objectContaining({ code: 'NOT_DECLARE_ATTACKERS', rule: '508.1' })]);
    expect(onField(late, 'c1')?.tapped).toBe(false);
    const a = ruleCombat({ state, action: { type: 'pass', player: 'bob' } });
    expect(a.state.turn).toMatchObject({ step: 'end-of-combat', priority: 'alice' });
    expect(cited(a)).toContain('508.8');
  });

  it.each([
    ['"priority": null', { priority: null }],
    ['priority left out', {}],
  ])('508.1: with %s the step still waits for alice to declare, as the engine writes it itself', (_, turn) => {
    const asked = ruleCombat({ state: inStep(turn), action: { type: 'pass', player: 'alice' } });
    expect(asked.legal).toBe(false);
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'declareAttackers', rule: '508.1', options: ['c1'] });
    const a = ruleCombat({ state: inStep(turn), action: attack('c1') });
    expect(a.legal).toBe(true);
    expect(a.state.combat).toMatchObject({ attackers: [{ id: 'c1', attacking: 'bob' }], attackersDeclared: true });
    expect(cited(a)).toEqual(['508.1f', '508.1k', '508.2']);
  });

  it('508.2: a board saying attackers are not declared yet while a player has priority is refused (422)', () => {
    const out = runCombat({
      state: inStep({ priority: 'alice' }, { attackers: [], blockers: [], attackersDeclared: false }),
      action: { type: 'pass', player: 'alice' },
    });
    expect(out.kind).toBe('invalid');
    if (out.kind === 'invalid')
      expect(out.errors).toEqual([
        expect.objectContaining({ code: 'PRIORITY_BEFORE_DECLARATION', rule: '508.2', path: 'state.turn.priority' }),
      ]);
  });
});

/** 508.1c, 509.1b, 506.5: "can't attack or block alone" on real cards (bundled catalog). */
describe("508.1c, 509.1b: Mogg Flunkies and Trusty Companion can't attack (block) alone", () => {
  const NAMES = ['Mogg Flunkies', 'Trusty Companion', 'Grizzly Bears', 'Hill Giant'];
  const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
  const play = (actions: unknown[], battlefield: Record<string, unknown>[]): Answer => {
    const o = adjudicate({ state: combatBoard(battlefield), actions }, catalog);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const board = [
    perm('a1', 'Mogg Flunkies', 'alice'),
    perm('a2', 'Grizzly Bears', 'alice'),
    perm('a3', 'Trusty Companion', 'alice'),
    perm('x1', 'Mogg Flunkies', 'bob'),
    perm('x2', 'Hill Giant', 'bob'),
  ];

  it('the lines are understood in full', () => {
    for (const name of NAMES.slice(0, 2)) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  it('508.1c, 506.5: Mogg Flunkies attacking alone is refused; with Grizzly Bears it may attack', () => {
    const alone = play([...TO_ATTACKERS, attack('a1')], board);
    expectReversed(alone, board);
    expect(alone.violations).toEqual([expect.objectContaining({ code: 'CANT_ATTACK_ALONE', rule: '508.1c' })]);
    expect(play([...TO_ATTACKERS, attack('a3')], board).violations).toEqual([
      expect.objectContaining({ code: 'CANT_ATTACK_ALONE', rule: '508.1c' }),
    ]);
    const both = play([...TO_ATTACKERS, attack('a1', 'a2')], board);
    expect(both.legal).toBe(true);
    expect(both.state.combat?.attackers).toEqual([
      { id: 'a1', attacking: 'bob' },
      { id: 'a2', attacking: 'bob' },
    ]);
    // Two creatures that can't attack alone may attack together.
    expect(play([...TO_ATTACKERS, attack('a1', 'a3')], board).legal).toBe(true);
    // Legal actions still offer it (with another attacker).
    const listed = legalActionsFor(play(TO_ATTACKERS, board).state, catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.attackers?.map((a) => a.id)).toEqual(['a1', 'a2', 'a3']);
  });

  it("509.1b, 506.5: bob's Mogg Flunkies blocking alone is refused; with Hill Giant blocking another attacker it may", () => {
    const declare = (blockers: { id: string; blocking: string[] }[]) => [
      ...TO_ATTACKERS,
      attack('a1', 'a2'),
      ...passes(2),
      { type: 'declareBlockers', player: 'bob', blockers },
    ];
    const alone = play(declare([{ id: 'x1', blocking: ['a2'] }]), board);
    expect(alone.legal).toBe(false);
    expect(alone.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK_ALONE', rule: '509.1b' })]);
    expect(alone.state.combat?.blockers).toEqual([]);
    expect(cited(alone)).toContain('733.1');
    const two = play(
      declare([
        { id: 'x1', blocking: ['a2'] },
        { id: 'x2', blocking: ['a1'] },
      ]),
      board,
    );
    expect(two.legal).toBe(true);
    expect(two.state.combat?.blockers).toEqual([
      { id: 'x1', blocking: ['a2'] },
      { id: 'x2', blocking: ['a1'] },
    ]);
    expect(play(declare([{ id: 'x2', blocking: ['a1'] }]), board).legal).toBe(true);
  });
});

/**
 * 508.1c, 508.1d: restrictions and requirements on attacking, on real cards (bundled catalog): static abilities with
 * an "unless" (War Falcon, Bloodcrazed Goblin), an Aura's "attacks each turn if able" (Infectious Bloodlust), and the
 * effects of a spell or an ability for the turn (Boiling Blood, Alchemist's Vial). Legal actions agree with the ruling.
 */
describe('508.1c-d: restrictions and requirements on attacking', () => {
  const NAMES = [
    'War Falcon',
    'Bloodcrazed Goblin',
    'Infectious Bloodlust',
    'Boiling Blood',
    "Alchemist's Vial",
    'Elite Vanguard',
    'White Knight',
    'Grizzly Bears',
    'Shock',
    'Mountain',
  ];
  const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
  const play = (battlefield: Record<string, unknown>[], actions: unknown[], alice: Record<string, unknown> = {}, bob = {}): Answer => {
    const o = adjudicate({ state: combatBoard(battlefield, {}, alice, bob), actions }, catalog);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const listed = (a: Answer) => {
    const l = legalActionsFor(a.state, catalog);
    if (!l.ok) throw new Error(JSON.stringify(l.errors));
    return l.value;
  };
  const refusedWith = (a: Answer, code: string, rule: string) => {
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code, rule })]);
    expect(a.state.combat?.attackers).toEqual([]);
    expect(cited(a)).toContain('733.1');
  };

  it('the lines are understood in full', () => {
    for (const name of NAMES.slice(0, 5)) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  it('508.1c: War Falcon attacks only while alice controls a Knight or a Soldier', () => {
    const falcon = perm('a1', 'War Falcon', 'alice');
    const alone = play([falcon, perm('a2', 'Grizzly Bears', 'alice')], [...TO_ATTACKERS, attack('a1')]);
    refusedWith(alone, 'CANT_ATTACK', '508.1c');
    // No creature able to attack: nothing to declare (508.1a), and the Falcon is not offered.
    expect(listed(play([falcon, perm('a2', 'Grizzly Bears', 'alice')], TO_ATTACKERS)).attackers?.map((a) => a.id)).toEqual(['a2']);
    // A Soldier (Elite Vanguard) or a Knight (White Knight), even one that doesn't attack.
    for (const card of ['Elite Vanguard', 'White Knight']) {
      const field = [falcon, perm('a2', card, 'alice')];
      const a = play(field, [...TO_ATTACKERS, attack('a1')]);
      expect(a.legal).toBe(true);
      expect(a.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob' }]);
      expect(listed(play(field, TO_ATTACKERS)).attackers?.map((o) => o.id)).toEqual(['a1', 'a2']);
    }
    // bob's Soldier doesn't count: "you control".
    const theirs = [falcon, perm('a2', 'Grizzly Bears', 'alice'), perm('x1', 'Elite Vanguard', 'bob')];
    refusedWith(play(theirs, [...TO_ATTACKERS, attack('a1')]), 'CANT_ATTACK', '508.1c');
  });

  it('508.1c, 120.3: Bloodcrazed Goblin attacks only once an opponent has been dealt damage this turn', () => {
    const field = [perm('a1', 'Bloodcrazed Goblin', 'alice'), perm('a2', 'Grizzly Bears', 'alice'), perm('m1', 'Mountain', 'alice')];
    refusedWith(play(field, [...TO_ATTACKERS, attack('a1', 'a2')]), 'CANT_ATTACK', '508.1c');
    // alice herself dealt damage doesn't count.
    refusedWith(play(field, [...TO_ATTACKERS, attack('a1')], { damagedThisTurn: true }), 'CANT_ATTACK', '508.1c');
    expect(play(field, [...TO_ATTACKERS, attack('a1')], {}, { damagedThisTurn: true }).legal).toBe(true);
    // alice Shocks bob at the beginning of combat; then the Goblin may attack.
    const shock = { hand: [{ id: 's1', card: 'Shock' }] };
    const shocked = play(field, [{ type: 'cast', player: 'alice', card: 's1', targets: ['bob'] }, ...passes(2), ...TO_ATTACKERS], shock);
    expect(shocked.state.players.find((p) => p.id === 'bob')).toMatchObject({ life: 18, damagedThisTurn: true });
    expect(listed(shocked).attackers?.map((a) => a.id)).toEqual(['a1', 'a2']);
    const a = play(
      field,
      [{ type: 'cast', player: 'alice', card: 's1', targets: ['bob'] }, ...passes(2), ...TO_ATTACKERS, attack('a1')],
      shock,
    );
    expect(a.legal).toBe(true);
    expect(a.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob' }]);
  });

  it('508.1d, 702.10b: Infectious Bloodlust: the summoning-sick Bears have haste and must attack', () => {
    const field = [
      perm('a1', 'Grizzly Bears', 'alice', { summoningSick: true }),
      { id: 'e1', card: 'Infectious Bloodlust', controller: 'alice', attachedTo: 'a1' },
    ];
    refusedWith(play(field, [...TO_ATTACKERS, attack()]), 'MUST_ATTACK', '508.1d');
    expect(listed(play(field, TO_ATTACKERS)).attackers).toEqual([{ id: 'a1', canAttack: ['bob'], mustAttack: true }]);
    const a = play(field, [...TO_ATTACKERS, attack('a1')]);
    expect(a.legal).toBe(true);
    expect(a.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob' }]);
    // 510.1: the enchanted Bears are 4/3.
    expect(play(field, [...TO_ATTACKERS, attack('a1'), ...passes(4)]).state.players.find((p) => p.id === 'bob')?.life).toBe(16);
  });

  it("508.1d: Boiling Blood on alice's Grizzly Bears: they attack this turn if able, and she draws a card", () => {
    const field = [
      perm('a1', 'Grizzly Bears', 'alice'),
      perm('a2', 'Grizzly Bears', 'alice'),
      ...['m1', 'm2', 'm3'].map((id) => perm(id, 'Mountain', 'alice')),
    ];
    const hand = { hand: [{ id: 'bb', card: 'Boiling Blood' }] };
    const cast = [{ type: 'cast', player: 'alice', card: 'bb', targets: ['a1'] }, ...passes(2)];
    const resolved = play(field, cast, hand);
    expect(resolved.state.effects).toEqual([expect.objectContaining({ kind: 'must-attack', affects: ['a1'], duration: 'this-turn' })]);
    expect(cited(resolved)).toContain('508.1d');
    expect(resolved.state.players.find((p) => p.id === 'alice')?.hand).toEqual({ count: 1 });
    refusedWith(play(field, [...cast, ...TO_ATTACKERS, attack('a2')], hand), 'MUST_ATTACK', '508.1d');
    expect(listed(play(field, [...cast, ...TO_ATTACKERS], hand)).attackers).toEqual([
      { id: 'a1', canAttack: ['bob'], mustAttack: true },
      { id: 'a2', canAttack: ['bob'] },
    ]);
    expect(play(field, [...cast, ...TO_ATTACKERS, attack('a1')], hand).legal).toBe(true);
    // Without the spell, no attack is required.
    expect(play(field, [...TO_ATTACKERS, attack()]).legal).toBe(true);
  });

  it("508.1c, 509.1b: Alchemist's Vial: the target can't attack or block this turn", () => {
    const field = [
      perm('v1', "Alchemist's Vial", 'alice'),
      perm('m1', 'Mountain', 'alice'),
      perm('a1', 'Grizzly Bears', 'alice'),
      perm('a2', 'Grizzly Bears', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
      perm('x2', 'Grizzly Bears', 'bob'),
    ];
    const vial = (target: string) => [{ type: 'activate', player: 'alice', source: 'v1', ability: 0, targets: [target] }, ...passes(2)];
    const resolved = play(field, vial('x1'));
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.effects).toEqual([
      expect.objectContaining({ kind: 'cant-attack', affects: ['x1'], duration: 'this-turn' }),
      expect.objectContaining({ kind: 'cant-block', affects: ['x1'], duration: 'this-turn' }),
    ]);
    expect(resolved.state.players.find((p) => p.id === 'alice')?.graveyard).toEqual([expect.objectContaining({ id: 'v1' })]);
    // bob's Bears can't block.
    const blocked = play(field, [...vial('x1'), ...TO_ATTACKERS, attack('a1'), ...passes(2), block(['x1', 'a1'])]);
    expect(blocked.legal).toBe(false);
    expect(blocked.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expect(listed(play(field, [...vial('x1'), ...TO_ATTACKERS, attack('a1'), ...passes(2)])).blockers).toEqual([
      { id: 'x2', canBlock: ['a1'] },
    ]);
    // alice's own Bears can't attack; the other Bears may.
    refusedWith(play(field, [...vial('a2'), ...TO_ATTACKERS, attack('a1', 'a2')]), 'CANT_ATTACK', '508.1c');
    expect(listed(play(field, [...vial('a2'), ...TO_ATTACKERS])).attackers?.map((a) => a.id)).toEqual(['a1']);
    expect(play(field, [...vial('a2'), ...TO_ATTACKERS, attack('a1')]).legal).toBe(true);
  });
});

/**
 * 508.1c, 509.1b, 508.1d: restrictions and a requirement with a condition of the board: "can't attack if defending
 * player controls an untapped land", "can't block if you control an untapped land" (Veteran Brawlers), "attacks each
 * combat if able unless you control another Ally" (Reckless Cohort). The condition is read as the declaration is made.
 */
describe('508.1c-d: restrictions and requirements with "if" and "unless"', () => {
  const NAMES = ['Veteran Brawlers', 'Reckless Cohort', 'Kazandu Blademaster', 'Grizzly Bears', 'Forest'];
  const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
  const play = (battlefield: Record<string, unknown>[], actions: unknown[]): Answer => {
    const o = adjudicate({ state: combatBoard(battlefield), actions }, catalog);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const listed = (a: Answer) => {
    const l = legalActionsFor(a.state, catalog);
    if (!l.ok) throw new Error(JSON.stringify(l.errors));
    return l.value;
  };

  it('the lines are understood in full', () => {
    for (const name of NAMES.slice(0, 2)) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  it("508.1c: Veteran Brawlers can't attack while bob controls an untapped land; with bob's Forest tapped it may", () => {
    const brawlers = [perm('a1', 'Veteran Brawlers', 'alice'), perm('a2', 'Grizzly Bears', 'alice')];
    const untapped = [...brawlers, perm('f1', 'Forest', 'bob')];
    const refused = play(untapped, [...TO_ATTACKERS, attack('a1')]);
    expect(refused.legal).toBe(false);
    expect(refused.violations).toEqual([expect.objectContaining({ code: 'CANT_ATTACK', rule: '508.1c' })]);
    expect(listed(play(untapped, TO_ATTACKERS)).attackers?.map((a) => a.id)).toEqual(['a2']);
    // alice's own untapped Forest doesn't count for attacking.
    for (const field of [
      [...brawlers, perm('f1', 'Forest', 'bob', { tapped: true })],
      [...brawlers, perm('f2', 'Forest', 'alice')],
    ]) {
      const a = play(field, [...TO_ATTACKERS, attack('a1')]);
      expect(a.legal).toBe(true);
      expect(a.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob' }]);
    }
  });

  it("509.1b: bob's Veteran Brawlers can't block while bob controls an untapped land", () => {
    const field = [perm('a1', 'Grizzly Bears', 'alice'), perm('x1', 'Veteran Brawlers', 'bob'), perm('x2', 'Grizzly Bears', 'bob')];
    const withLand = [...field, perm('f1', 'Forest', 'bob')];
    const refused = play(withLand, [...TO_ATTACKERS, attack('a1'), ...passes(2), block(['x1', 'a1'])]);
    expect(refused.legal).toBe(false);
    expect(refused.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expect(listed(play(withLand, [...TO_ATTACKERS, attack('a1'), ...passes(2)])).blockers?.map((b) => b.id)).toEqual(['x2']);
    const tapped = play(
      [...field, perm('f1', 'Forest', 'bob', { tapped: true })],
      [...TO_ATTACKERS, attack('a1'), ...passes(2), block(['x1', 'a1'])],
    );
    expect(tapped.legal).toBe(true);
    expect(tapped.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a1'] }]);
  });

  it('508.1d: Reckless Cohort must attack unless alice controls another Ally (Kazandu Blademaster)', () => {
    const cohort = [perm('a1', 'Reckless Cohort', 'alice'), perm('a2', 'Grizzly Bears', 'alice')];
    const none = play(cohort, [...TO_ATTACKERS, attack('a2')]);
    expect(none.legal).toBe(false);
    expect(none.violations).toEqual([expect.objectContaining({ code: 'MUST_ATTACK', rule: '508.1d' })]);
    expect(listed(play(cohort, TO_ATTACKERS)).attackers).toEqual([
      { id: 'a1', canAttack: ['bob'], mustAttack: true },
      { id: 'a2', canAttack: ['bob'] },
    ]);
    const ally = [...cohort, perm('a3', 'Kazandu Blademaster', 'alice')];
    expect(play(ally, [...TO_ATTACKERS, attack('a2')]).legal).toBe(true);
    expect(listed(play(ally, TO_ATTACKERS)).attackers?.some((a) => a.mustAttack)).toBe(false);
    // Reckless Cohort itself is an Ally: "another" is not it.
    expect(play([perm('a1', 'Reckless Cohort', 'alice')], [...TO_ATTACKERS, attack()]).violations).toEqual([
      expect.objectContaining({ code: 'MUST_ATTACK', rule: '508.1d' }),
    ]);
  });
});
