import type { Answer } from '../adjudicate';
import { cited } from '../testing/test-catalog';
import { legalActionsFor } from '../legal-actions';
import {
  assign,
  combatBoard,
  combatCatalog,
  DOUBLE_STRIKE_WALL,
  FIRST_STRIKE_BEAR,
  HUNTER_1_1,
  life,
  onField,
  passes,
  perm,
  ruleCombat,
  runCombat,
  SPAWN_2_3,
  TEST_WALKER,
  upToBlocks,
  zoneOf,
} from '../testing/combat-cards';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';

/**
 * 510 Combat damage step, walked from the beginning of combat: attack, block, passes, then the
 * damage (with an assignDamage decision when a blocked creature has a choice to make, 510.1c),
 * then state-based actions (704) before alice receives priority (510.3).
 */

const steps = (a: Answer): string[] => a.events.filter((e) => e.type === 'step').map((e) => (e as { step: string }).step);

describe('510.1c: a creature blocked by two or more creatures divides its damage among them as its controller chooses', () => {
  // The 510.1c example, with real power and toughness: a 4-power attacker blocked by a 2/3 and a 1/1.
  const field = [
    perm('a1', 'Rumbling Baloth', 'alice'),
    perm('x1', SPAWN_2_3, 'bob'),
    perm('x2', HUNTER_1_1, 'bob'),
    perm('x3', 'Grizzly Bears', 'bob'),
  ];
  const toDamage = [
    ...upToBlocks(
      ['a1'],
      [
        ['x1', 'a1'],
        ['x2', 'a1'],
      ],
    ),
    ...passes(2),
  ];

  it('510.1: the damage step begins with an assignDamage decision for alice, the active player; nobody has priority', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: toDamage });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ step: 'combat-damage', priority: null });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'assignDamage', rule: '510.1c', options: ['a1'] });
    // Nothing is dealt yet (510.2 comes after the assignment).
    expect(onField(a, 'a1')?.damage).toBe(0);
    expect(cited(a)).not.toContain('510.2');
    // 510.2: no priority between assignment and dealing: passing is not an answer.
    const pass = ruleCombat({ state: a.state, action: { type: 'pass', player: 'alice' } });
    expect(pass.violations[0]).toMatchObject({ code: 'DECISION_PENDING', rule: '510.1c' });
  });

  // [division, expected zone of x1 (2/3), of x2 (1/1), damage marked on x1]
  it.each([
    ['all 4 to the 1/1', { x2: 4 }, 'battlefield', 'graveyard', 0],
    ['1 to the 2/3 and 3 to the 1/1', { x1: 1, x2: 3 }, 'battlefield', 'graveyard', 1],
    ['2 to each', { x1: 2, x2: 2 }, 'battlefield', 'graveyard', 2],
    ['3 to the 2/3 and 1 to the 1/1', { x1: 3, x2: 1 }, 'graveyard', 'graveyard', 0],
    ['all 4 to the 2/3', { x1: 4 }, 'graveyard', 'battlefield', 0],
    ['all 4 to the 2/3, 0 written for the 1/1', { x1: 4, x2: 0 }, 'graveyard', 'battlefield', 0],
  ])('510.1c example: %s is legal', (_, division, x1Zone, x2Zone, x1Damage) => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: division })] });
    expect(a.violations).toEqual([]);
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'x1')).toBe(x1Zone);
    expect(zoneOf(a, 'x2')).toBe(x2Zone);
    if (x1Zone === 'battlefield') expect(onField(a, 'x1')?.damage).toBe(x1Damage);
    // 510.1d, 510.2: both blockers deal their damage at the same time, whatever happens to them: 2 + 1.
    expect(onField(a, 'a1')?.damage).toBe(3);
    expect(life(a, 'bob')).toBe(20);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    const rules = cited(a);
    expect(rules).toEqual(expect.arrayContaining(['510.1c', '510.2', '510.3']));
    expect(rules.indexOf('510.2')).toBeLessThan(rules.lastIndexOf('510.3'));
  });

  it.each([
    ['a total below its power (3)', { a1: { x1: 3 } }, '510.1a', 'WRONG_TOTAL'],
    ['a total above its power (5)', { a1: { x1: 2, x2: 3 } }, '510.1a', 'WRONG_TOTAL'],
    ['damage to a creature that is not blocking it', { a1: { x1: 2, x3: 2 } }, '510.1c', 'ILLEGAL_DAMAGE_TARGET'],
    ['damage to the defending player without trample', { a1: { x1: 2, bob: 2 } }, '510.1c', 'ILLEGAL_DAMAGE_TARGET'],
    ['no assignment for the attacker', {}, '510.1e', 'ASSIGNMENT_MISSING'],
    ['an assignment for a creature with no choice to make', { a1: { x1: 2, x2: 2 }, x3: { a1: 2 } }, '510.1c', 'NO_CHOICE_FOR_CREATURE'],
  ])('510.1e, 733.1: %s is illegal; the board returns to the moment before the assignment', (_, assignments, rule, code) => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign(assignments)] });
    expect(a.legal).toBe(false);
    expect(a.failedAction).toBe(toDamage.length);
    expect(a.violations).toContainEqual(expect.objectContaining({ rule, code }));
    expect(cited(a)).toContain('733.1');
    expect(cited(a)).not.toContain('510.2');
    for (const id of ['x1', 'x2', 'a1']) expect(onField(a, id)?.damage).toBe(0);
    expect(a.state.turn).toMatchObject({ step: 'combat-damage', priority: null });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'assignDamage' });
  });

  it.each([
    ['a negative amount', { a1: { x1: -1, x2: 5 } }],
    ['a fractional amount', { a1: { x1: 1.5, x2: 2.5 } }],
  ])('an assignment with %s is not an action at all: refused as a request (400), not ruled on', (_, assignments) => {
    const out = runCombat({ state: combatBoard(field), actions: [...toDamage, assign(assignments)] });
    expect(out.kind).toBe('invalid');
    if (out.kind === 'invalid')
      expect(out.errors).toEqual([expect.objectContaining({ kind: 'shape', path: `actions[${toDamage.length}].assignments` })]);
  });

  it('510.1: bob, the defending player, does not assign the damage of an attacking creature', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x2: 4 } }, 'bob')] });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NOT_ASSIGN_DAMAGE', rule: '510.1' })]);
  });

  it('510.1e: with two attackers to divide, both are assigned in the same action; one alone is illegal', () => {
    const two = [...field, perm('a2', 'Craw Wurm', 'alice'), perm('x4', 'Wall of Stone', 'bob')];
    const actions = [
      ...upToBlocks(
        ['a1', 'a2'],
        [
          ['x1', 'a1'],
          ['x2', 'a1'],
          ['x3', 'a2'],
          ['x4', 'a2'],
        ],
      ),
      ...passes(2),
    ];
    const asked = ruleCombat({ state: combatBoard(two), actions });
    expect(asked.decision).toMatchObject({ kind: 'assignDamage', options: ['a1', 'a2'] });
    const half = ruleCombat({ state: asked.state, action: assign({ a1: { x1: 3, x2: 1 } }) });
    expect(half.violations).toEqual([expect.objectContaining({ rule: '510.1e', code: 'ASSIGNMENT_MISSING' })]);
    const whole = ruleCombat({ state: asked.state, action: assign({ a1: { x1: 3, x2: 1 }, a2: { x3: 2, x4: 4 } }) });
    expect(whole.legal).toBe(true);
    expect(['x1', 'x2', 'x3'].map((id) => zoneOf(whole, id))).toEqual(['graveyard', 'graveyard', 'graveyard']);
    expect(onField(whole, 'x4')?.damage).toBe(4);
    expect(onField(whole, 'a2')?.damage).toBe(2);
  });

  it('510.1c: when one of two blockers has left before damage, the attacker deals all its damage to the other, without a decision', () => {
    const withBolt = [...field, perm('m1', 'Mountain', 'alice')];
    const a = ruleCombat({
      state: combatBoard(withBolt, {}, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] }),
      actions: [
        ...upToBlocks(
          ['a1'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
        { type: 'cast', player: 'alice', card: 'bolt', targets: ['x2'] },
        ...passes(2),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ step: 'combat-damage', priority: 'alice' });
    expect(zoneOf(a, 'x2')).toBe('graveyard');
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(onField(a, 'a1')?.damage).toBe(2);
  });
});

describe('510.1a, 510.1b, 510.2: damage without a choice', () => {
  it('510.2, 704.5g: Grizzly Bears blocked by Grizzly Bears: damage is simultaneous and both die', () => {
    const field = [perm('a1', 'Grizzly Bears', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'a1')).toBe('graveyard');
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(cited(a)).toEqual(expect.arrayContaining(['510.1c', '510.1d', '510.2', '704.5g', '510.3']));
  });

  it('510.1a: a creature with 0 power assigns no combat damage (Darksteel Myr unblocked)', () => {
    const field = [perm('a1', 'Darksteel Myr', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], []), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(life(a, 'bob')).toBe(20);
    expect(a.events.filter((e) => e.type === 'life')).toEqual([]);
  });

  it('506.4b: a blocker that became tapped after blocking still deals its combat damage', () => {
    const field = [perm('a1', 'Hill Giant', 'alice', { tapped: true }), perm('x1', 'Grizzly Bears', 'bob', { tapped: true })];
    const state = combatBoard(field, {
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: { attackers: [{ id: 'a1', attacking: 'bob' }], blockers: [{ id: 'x1', blocking: ['a1'] }] },
    });
    const a = ruleCombat({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(onField(a, 'a1')?.damage).toBe(2);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
  });

  it('704.5a: combat damage that brings bob to 0 life ends the game', () => {
    const field = [perm('a1', 'Hill Giant', 'alice')];
    const a = ruleCombat({ state: combatBoard(field, {}, {}, { life: 3 }), actions: [...upToBlocks(['a1']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(life(a, 'bob')).toBe(0);
    expect(a.gameOver).toMatchObject({ winners: ['alice'] });
    expect(a.decision).toBeNull();
    expect(cited(a)).toEqual(expect.arrayContaining(['510.1b', '510.2', '704.5a']));
  });
});

describe('510.1b, 120.3c, 704.5i: combat damage to a planeswalker', () => {
  const walker = (loyalty: number) => perm('pw', TEST_WALKER, 'bob', { counters: { loyalty } });

  it('Craw Wurm deals 6 to a 4-loyalty planeswalker: it goes to the graveyard; the excess is not dealt to bob (510.1b)', () => {
    const field = [perm('a1', 'Craw Wurm', 'alice'), walker(4)];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks([['a1', 'pw']]), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'pw')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(20);
    expect(cited(a)).toEqual(expect.arrayContaining(['510.1b', '510.2', '704.5i']));
    // 506.4c: the Wurm is still an attacking creature until the end of combat.
    expect(a.state.combat?.attackers.map((x) => x.id)).toEqual(['a1']);
  });

  it('510.2: two attackers at the same planeswalker deal their damage together (3 + 2 against 4 loyalty)', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('a2', 'Grizzly Bears', 'alice'), walker(4)];
    const a = ruleCombat({
      state: combatBoard(field),
      actions: [
        ...upToBlocks([
          ['a1', 'pw'],
          ['a2', 'pw'],
        ]),
        ...passes(2),
      ],
    });
    expect(zoneOf(a, 'pw')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(20);
  });

  it('510.1b, 506.4c: an unblocked creature whose planeswalker left the battlefield deals no combat damage at all', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('m1', 'Mountain', 'alice'), walker(3)];
    const a = ruleCombat({
      state: combatBoard(field, {}, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] }),
      actions: [
        ...upToBlocks([['a1', 'pw']]),
        { type: 'cast', player: 'alice', card: 'bolt', targets: ['pw'] },
        ...passes(2),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'pw')).toBe('graveyard');
    expect(a.state.turn.step).toBe('combat-damage');
    expect(life(a, 'bob')).toBe(20);
    expect(a.events.filter((e) => e.type === 'life')).toEqual([]);
  });
});

describe('510.4, 702.7b: first strike makes a first combat damage step', () => {
  it('a 2/2 first striker kills its 2/2 blocker, which deals no damage: it is gone before the regular step', () => {
    const field = [perm('a1', 'White Knight', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const first = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(first.legal).toBe(true);
    expect(first.state.turn).toMatchObject({ step: 'first-strike-damage', priority: 'alice' });
    expect(zoneOf(first, 'x1')).toBe('graveyard');
    expect(onField(first, 'a1')?.damage).toBe(0);
    expect(cited(first)).toEqual(expect.arrayContaining(['510.2', '704.5g', '510.3']));
    expect(first.state.combat?.firstStrikers).toEqual(['a1']);
    // The trace says why there is a first combat damage step (510.4, 702.7b).
    expect(cited(first)).toContain('510.4');

    const regular = ruleCombat({ state: first.state, actions: passes(2) });
    expect(regular.state.turn).toMatchObject({ step: 'combat-damage', priority: 'alice' });
    expect(onField(regular, 'a1')?.damage).toBe(0);
    // 510.4: the first striker does not deal damage again; it stays blocked (509.1h), so bob takes nothing.
    expect(life(regular, 'bob')).toBe(20);
    expect(regular.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob', blocked: true }]);

    const end = ruleCombat({ state: regular.state, actions: passes(2) });
    expect(end.state.turn).toMatchObject({ step: 'end-of-combat', priority: 'alice' });
  });

  it('a first-strike blocker (White Knight) kills an attacking Grizzly Bears before it deals damage', () => {
    const field = [perm('a1', 'Grizzly Bears', 'alice'), perm('x1', 'White Knight', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(4)] });
    expect(a.state.turn.step).toBe('combat-damage');
    expect(zoneOf(a, 'a1')).toBe('graveyard');
    expect(onField(a, 'x1')?.damage).toBe(0);
  });

  it('without first strike there is a single combat damage step', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(4)] });
    expect(steps(a)).not.toContain('first-strike-damage');
    expect(a.state.turn.step).toBe('end-of-combat');
  });

  it('two first strikers deal their damage at the same time in the first step: both die', () => {
    const field = [perm('a1', FIRST_STRIKE_BEAR, 'alice'), perm('x1', 'White Knight', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(a.state.turn.step).toBe('first-strike-damage');
    expect(zoneOf(a, 'a1')).toBe('graveyard');
    expect(zoneOf(a, 'x1')).toBe('graveyard');
  });

  it('510.4: an unblocked first striker and an unblocked vanilla attacker deal damage in different steps', () => {
    const field = [perm('a1', 'White Knight', 'alice'), perm('a2', 'Hill Giant', 'alice')];
    const first = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1', 'a2']), ...passes(2)] });
    expect(first.state.turn.step).toBe('first-strike-damage');
    expect(life(first, 'bob')).toBe(18);
    const regular = ruleCombat({ state: first.state, actions: passes(2) });
    expect(regular.state.turn.step).toBe('combat-damage');
    expect(life(regular, 'bob')).toBe(15);
  });
});

describe('702.4b: double strike deals damage in both combat damage steps', () => {
  it('Fencing Ace unblocked: 1 in the first-strike step, 1 more in the regular step', () => {
    const field = [perm('a1', 'Fencing Ace', 'alice')];
    const first = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1']), ...passes(2)] });
    expect(first.state.turn.step).toBe('first-strike-damage');
    expect(life(first, 'bob')).toBe(19);
    const regular = ruleCombat({ state: first.state, actions: passes(2) });
    expect(regular.state.turn.step).toBe('combat-damage');
    expect(life(regular, 'bob')).toBe(18);
    expect(regular.events.filter((e) => e.type === 'life')).toEqual([{ type: 'life', player: 'bob', from: 19, to: 18 }]);
  });

  it('a first striker (White Knight 2/2) blocked by a 1/4 double striker: 1 damage in each step kills the Knight, which strikes only once', () => {
    const field = [perm('a1', 'White Knight', 'alice'), perm('x1', DOUBLE_STRIKE_WALL, 'bob')];
    const first = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(first.state.turn.step).toBe('first-strike-damage');
    expect(onField(first, 'a1')?.damage).toBe(1);
    expect(onField(first, 'x1')?.damage).toBe(2);
    const regular = ruleCombat({ state: first.state, actions: passes(2) });
    expect(regular.state.turn.step).toBe('combat-damage');
    expect(zoneOf(regular, 'a1')).toBe('graveyard');
    expect(onField(regular, 'x1')?.damage).toBe(2);
    expect(cited(regular)).toContain('704.5g');
  });

  it('a double striker blocked by a creature it killed in the first step deals no damage in the second (no trample, 510.1c)', () => {
    const field = [perm('a1', 'Fencing Ace', 'alice'), perm('x1', 'Typhoid Rats', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(4)] });
    expect(a.state.turn.step).toBe('combat-damage');
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    // The Rats died in the first step, before dealing their deathtouch damage.
    expect(onField(a, 'a1')?.damage).toBe(0);
    expect(life(a, 'bob')).toBe(20);
  });
});

describe("510.1a: a board's recorded division of combat damage", () => {
  const { run, board, refusedAt } = copyAndKeywordBoards;

  it("510.1a: a board's recorded division of the active player's combat damage must be one they could announce (a 2/2 does not assign 10)", () => {
    const turn = { number: 3, active: 'alice', step: 'combat-damage', priority: null };
    const bears = { id: 'g', card: 'Grizzly Bears', controller: 'alice' };
    const tooMuch = board({
      battlefield: [bears],
      combat: { attackers: [{ id: 'g', attacking: 'bob' }], blockersDeclared: true, damageAssigned: { g: { bob: 10 } } },
      turn,
    });
    expect(refusedAt(run({ state: tooMuch, action: { type: 'pass', player: 'alice' } }), 'state.combat.damageAssigned')).toBe(true);
    const ghost = board({
      battlefield: [bears],
      combat: { attackers: [{ id: 'g', attacking: 'bob' }], blockersDeclared: true, damageAssigned: { zz: { bob: 5 } } },
      turn,
    });
    expect(refusedAt(run({ state: ghost, action: { type: 'pass', player: 'alice' } }), 'state.combat.damageAssigned')).toBe(true);
  });
});

describe('510.1c: "You may have CARDNAME assign its combat damage as though it weren\'t blocked." (Thorn Elemental)', () => {
  const field = [perm('a1', 'Thorn Elemental', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', HUNTER_1_1, 'bob')];
  const toDamage = [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)];

  it('510.1c: blocked by one creature, its controller is still asked how its damage is assigned', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: toDamage });
    expect(a.legal).toBe(true);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'assignDamage', rule: '510.1c', options: ['a1'] });
  });

  it("510.1c: all 7 to bob, as though it weren't blocked: bob loses 7, the Bears take nothing and still deal 2", () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { bob: 7 } })] });
    expect(a.violations).toEqual([]);
    expect(a.legal).toBe(true);
    expect(life(a, 'bob')).toBe(13);
    expect(onField(a, 'x1')?.damage).toBe(0);
    expect(onField(a, 'a1')?.damage).toBe(2);
    expect(cited(a)).toContain('510.1c');
  });

  it('510.1c: or it assigns its damage the usual way, all 7 to the Bears', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 7 } })] });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(20);
  });

  it('510.1c: the choice is all or nothing: 4 to the Bears and 3 to bob is illegal', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 4, bob: 3 } })] });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_DAMAGE_TARGET', rule: '510.1c' })]);
  });

  it('510.1c: blocked by two creatures, all of it may still go to bob', () => {
    const a = ruleCombat({
      state: combatBoard(field),
      actions: [
        ...upToBlocks(
          ['a1'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
        ...passes(2),
        assign({ a1: { bob: 7 } }),
      ],
    });
    expect(a.legal).toBe(true);
    expect(life(a, 'bob')).toBe(13);
    expect(onField(a, 'a1')?.damage).toBe(3);
  });

  it.each([
    ['all 7 to bob', { bob: 7 }, 13],
    ['no damage at all, as a blocked creature with no blocker left', {}, 20],
  ])('510.1c: its only blocker gone (Lightning Bolt), it may assign %s', (_, division, bobLife) => {
    const withBolt = [...field, perm('m1', 'Mountain', 'alice')];
    const a = ruleCombat({
      state: combatBoard(withBolt, {}, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] }),
      actions: [
        ...upToBlocks(['a1'], [['x1', 'a1']]),
        { type: 'cast', player: 'alice', card: 'bolt', targets: ['x1'] },
        ...passes(2),
        ...passes(2),
        assign({ a1: division }),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(bobLife);
  });

  it("510.1c: the legal actions offer bob as a recipient and say the damage may go there as though it weren't blocked", () => {
    const asked = ruleCombat({ state: combatBoard(field), actions: toDamage });
    const listed = legalActionsFor(asked.state, combatCatalog);
    expect(listed.ok).toBe(true);
    if (listed.ok)
      expect(listed.value.damage).toEqual([
        expect.objectContaining({ attacker: 'a1', power: 7, mayAssignTo: ['x1', 'bob'], asThoughUnblocked: true }),
      ]);
  });

  it('510.1c: a creature without the ability (Craw Wurm, blocked by two creatures) cannot assign its damage to bob', () => {
    const wurm = [perm('a1', 'Craw Wurm', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', HUNTER_1_1, 'bob')];
    const a = ruleCombat({
      state: combatBoard(wurm),
      actions: [
        ...upToBlocks(
          ['a1'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
        ...passes(2),
        assign({ a1: { bob: 6 } }),
      ],
    });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_DAMAGE_TARGET', rule: '510.1c' })]);
    expect(life(a, 'bob')).toBe(20);
  });

  it('510.1c: a creature without the ability blocked by one creature has no choice to make: no assignDamage decision', () => {
    const wurm = [perm('a1', 'Craw Wurm', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(wurm), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(20);
  });
});
