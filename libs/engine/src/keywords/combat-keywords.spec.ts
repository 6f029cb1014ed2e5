import type { Answer } from '../adjudicate';
import { cited } from '../testing/test-catalog';
import {
  assign,
  combatBoard,
  DOUBLE_TRAMPLER,
  LIFELINK_GIANT,
  life,
  onField,
  passes,
  perm,
  PRO_GREEN_BEAR,
  ruleCombat,
  TEST_WALKER,
  upToBlocks,
  VENOMOUS_TRAMPLER,
  zoneOf,
} from '../testing/combat-cards';

/**
 * The keyword abilities of 702 that change combat damage (trample, deathtouch, lifelink,
 * indestructible, protection, double strike), each walked through a whole combat with
 * adjudicate: attack, block, passes, assignment when there is a choice, damage, state-based
 * actions. The evasion keywords are in 509-declare-blockers.spec.ts and blocking.spec.ts.
 */

const loseAbilities = (id: string) => ({
  id: `lose-${id}`,
  kind: 'lose-abilities',
  affects: [id],
  controller: 'bob',
  timestamp: 50,
  duration: 'until-end-of-turn',
});

/** The board came back as it was before the assignment (510.1e, 733.1). */
function expectAssignmentReversed(a: Answer, failedAt: number, ids: string[]): void {
  expect(a.legal).toBe(false);
  expect(a.failedAction).toBe(failedAt);
  expect(cited(a)).toContain('733.1');
  for (const id of ids) expect(onField(a, id)?.damage).toBe(0);
  expect(life(a, 'bob')).toBe(20);
  expect(a.decision).toMatchObject({ player: 'alice', kind: 'assignDamage' });
}

describe('702.19b trample: lethal damage to every blocker first, the rest as alice chooses', () => {
  describe('Colossal Dreadmaw (6/6 trample) blocked by Grizzly Bears (2/2)', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const toDamage = [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)];

    it('702.19b: even with one blocker, a trampler has a choice: alice is asked', () => {
      const a = ruleCombat({ state: combatBoard(field), actions: toDamage });
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'assignDamage', options: ['a1'] });
      expect(a.state.turn).toMatchObject({ step: 'combat-damage', priority: null });
    });

    it.each([
      ['lethal (2) to the Bears and 4 to bob', { x1: 2, bob: 4 }, 'graveyard', 16],
      ['all 6 to the Bears', { x1: 6 }, 'graveyard', 20],
      ['more than lethal to the Bears (3) and the rest (3) to bob', { x1: 3, bob: 3 }, 'graveyard', 17],
    ])('legal: %s', (_, division, bearsZone, bobLife) => {
      const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: division })] });
      expect(a.violations).toEqual([]);
      expect(zoneOf(a, 'x1')).toBe(bearsZone);
      expect(life(a, 'bob')).toBe(bobLife);
      expect(onField(a, 'a1')?.damage).toBe(2);
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    });

    it.each([
      ['less than lethal (1) to the Bears and 5 to bob', { x1: 1, bob: 5 }, '702.19b', 'LETHAL_FIRST'],
      ['all 6 to bob', { bob: 6 }, '702.19b', 'LETHAL_FIRST'],
      ['a wrong total (2 + 3)', { x1: 2, bob: 3 }, '510.1a', 'WRONG_TOTAL'],
    ])('illegal: %s', (_, division, rule, code) => {
      const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: division })] });
      expect(a.violations).toContainEqual(expect.objectContaining({ rule, code }));
      expectAssignmentReversed(a, toDamage.length, ['a1', 'x1']);
    });

    it('702.19b: damage already marked on the blocker counts: with 1 damage on the Bears, 1 more is lethal', () => {
      const hurt = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob', { damage: 1 })];
      const a = ruleCombat({ state: combatBoard(hurt), actions: [...toDamage, assign({ a1: { x1: 1, bob: 5 } })] });
      expect(a.violations).toEqual([]);
      expect(a.legal).toBe(true);
      expect(zoneOf(a, 'x1')).toBe('graveyard');
      expect(life(a, 'bob')).toBe(15);
    });
  });

  describe('Colossal Dreadmaw blocked by Grizzly Bears (2/2) and Giant Spider (2/4)', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Giant Spider', 'bob')];
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

    it.each([
      ['lethal to each (2 + 4), nothing to bob', { x1: 2, x2: 4 }, null, 20],
      ['all 6 to the Bears: lethal need not be assigned to every blocker when none goes to bob', { x1: 6 }, null, 20],
      ['3 to the Bears and 3 to the Spider', { x1: 3, x2: 3 }, null, 20],
      ['lethal to the Bears, 3 to the Spider and 1 to bob', { x1: 2, x2: 3, bob: 1 }, '702.19b', 20],
      ['2 to each blocker and 2 to bob', { x1: 2, x2: 2, bob: 2 }, '702.19b', 20],
      ['1 to the Bears, lethal to the Spider and 1 to bob', { x1: 1, x2: 4, bob: 1 }, '702.19b', 20],
    ])('%s', (_, division, rule, bobLife) => {
      const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: division })] });
      if (rule === null) {
        expect(a.violations).toEqual([]);
        expect(life(a, 'bob')).toBe(bobLife);
        expect(onField(a, 'a1')?.damage).toBe(4);
      } else {
        expect(a.violations).toContainEqual(expect.objectContaining({ rule, code: 'LETHAL_FIRST' }));
        expectAssignmentReversed(a, toDamage.length, ['a1', 'x1', 'x2']);
      }
    });
  });

  it('702.19b: lethal damage ignores prevention: a blocker with protection from green still needs 2 before bob gets any', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', PRO_GREEN_BEAR, 'bob')];
    const toDamage = [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)];
    const short = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 1, bob: 5 } })] });
    expect(short.violations).toContainEqual(expect.objectContaining({ rule: '702.19b', code: 'LETHAL_FIRST' }));
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 2, bob: 4 } })] });
    expect(a.legal).toBe(true);
    // 702.16e: the 2 assigned to the pro-green blocker are prevented.
    expect(onField(a, 'x1')?.damage).toBe(0);
    expect(life(a, 'bob')).toBe(16);
    expect(cited(a)).toContain('702.16e');
  });

  it('702.19b, 702.12b: an indestructible blocker needs lethal damage too (its toughness), and survives it', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Darksteel Myr', 'bob')];
    const a = ruleCombat({
      state: combatBoard(field),
      actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2), assign({ a1: { x1: 1, bob: 5 } })],
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'x1')?.damage).toBe(1);
    expect(life(a, 'bob')).toBe(15);
  });

  it('702.19a: trample has no effect on a blocking creature: a blocking Dreadmaw deals all its damage to the attacker', () => {
    const field = [perm('a1', 'Grizzly Bears', 'alice'), perm('x1', 'Colossal Dreadmaw', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(zoneOf(a, 'a1')).toBe('graveyard');
    expect(life(a, 'alice')).toBe(20);
  });

  it('613.1f: a trampler that lost its abilities assigns all its damage to its one blocker, without a decision', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({
      state: combatBoard(field, { effects: [loseAbilities('a1')] }),
      actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)],
    });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(20);
  });

  it.each([
    ['Colossal Dreadmaw (trample): all 6 to bob as though lethal damage had been assigned (702.19d)', 'Colossal Dreadmaw', 14],
    ['Craw Wurm (no trample): no damage at all (510.1c)', 'Craw Wurm', 20],
  ])('a blocked attacker whose blocker was destroyed before damage — %s', (_, attacker, bobLife) => {
    const field = [perm('a1', attacker, 'alice'), perm('m1', 'Mountain', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({
      state: combatBoard(field, {}, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] }),
      actions: [
        ...upToBlocks(['a1'], [['x1', 'a1']]),
        { type: 'cast', player: 'alice', card: 'bolt', targets: ['x1'] },
        ...passes(2),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ step: 'combat-damage', priority: 'alice' });
    expect(a.decision?.kind).toBe('priority');
    expect(a.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob', blocked: true }]);
    expect(life(a, 'bob')).toBe(bobLife);
  });

  describe('702.19b: a trampler attacking a planeswalker tramples over onto the planeswalker, not onto its controller', () => {
    const field = [
      perm('a1', 'Colossal Dreadmaw', 'alice'),
      perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 4 } }),
      perm('x1', 'Grizzly Bears', 'bob'),
    ];
    const toDamage = [...upToBlocks([['a1', 'pw']], [['x1', 'a1']]), ...passes(2)];

    it('lethal to the Bears and 4 to the planeswalker: it goes to the graveyard (704.5i)', () => {
      const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 2, pw: 4 } })] });
      expect(a.violations).toEqual([]);
      expect(zoneOf(a, 'pw')).toBe('graveyard');
      expect(zoneOf(a, 'x1')).toBe('graveyard');
      expect(life(a, 'bob')).toBe(20);
    });

    it('702.19f: none of its damage may be assigned to bob, the player it is not attacking', () => {
      const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 2, bob: 4 } })] });
      expect(a.legal).toBe(false);
      expect(a.violations.map((v) => v.rule)).toContain('702.19f');
      expectAssignmentReversed(a, toDamage.length, ['a1', 'x1']);
    });
  });

  it('702.19b: a trampler attacking bob cannot send its excess to another player (its own controller): the excess goes to what it attacks', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const toDamage = [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)];
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 2, alice: 4 } })] });
    expect(a.legal).toBe(false);
    expect(a.violations.map((v) => v.rule)).toContain('702.19b');
    expect(a.violations.map((v) => v.rule)).not.toContain('702.19f');
  });

  it('702.19b: damage marked in the first-strike step counts in the second: a double-strike trampler finishes a 2/4 with 1 and tramples over 2', () => {
    const field = [perm('a1', DOUBLE_TRAMPLER, 'alice'), perm('x1', 'Giant Spider', 'bob')];
    const first = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(first.decision).toMatchObject({ kind: 'assignDamage', options: ['a1'] });
    // 3 is not lethal for a 4-toughness blocker: nothing may go to bob yet.
    const over = ruleCombat({ state: first.state, action: assign({ a1: { x1: 2, bob: 1 } }) });
    expect(over.violations).toContainEqual(expect.objectContaining({ rule: '702.19b', code: 'LETHAL_FIRST' }));
    const dealt = ruleCombat({ state: first.state, actions: [assign({ a1: { x1: 3 } }), ...passes(2)] });
    expect(dealt.state.turn).toMatchObject({ step: 'combat-damage', priority: null });
    expect(onField(dealt, 'x1')?.damage).toBe(3);
    expect(dealt.decision).toMatchObject({ player: 'alice', kind: 'assignDamage', options: ['a1'] });
    const second = ruleCombat({ state: dealt.state, action: assign({ a1: { x1: 1, bob: 2 } }) });
    expect(second.violations).toEqual([]);
    expect(zoneOf(second, 'x1')).toBe('graveyard');
    expect(life(second, 'bob')).toBe(18);
    // The Spider has no first strike: it deals its 2 in the second step.
    expect(onField(second, 'a1')?.damage).toBe(2);
  });

  it('702.4b, 702.19d: a double-strike trampler kills its blocker in the first step, then deals all its damage to bob in the second', () => {
    const field = [perm('a1', DOUBLE_TRAMPLER, 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const toFirst = [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)];
    const asked = ruleCombat({ state: combatBoard(field), actions: toFirst });
    expect(asked.state.turn.step).toBe('first-strike-damage');
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'assignDamage', options: ['a1'] });
    const first = ruleCombat({ state: asked.state, action: assign({ a1: { x1: 2, bob: 1 } }) });
    expect(first.legal).toBe(true);
    expect(zoneOf(first, 'x1')).toBe('graveyard');
    expect(life(first, 'bob')).toBe(19);
    // The Bears died before the regular step: they deal no damage (510.4).
    expect(onField(first, 'a1')?.damage).toBe(0);
    const second = ruleCombat({ state: first.state, actions: passes(2) });
    expect(second.state.turn.step).toBe('combat-damage');
    expect(second.decision?.kind).toBe('priority');
    expect(life(second, 'bob')).toBe(16);
    expect(onField(second, 'a1')?.damage).toBe(0);
  });
});

describe('702.2 deathtouch', () => {
  it('702.2b, 704.5h: Typhoid Rats blocking Craw Wurm destroy it with 1 damage; the Rats die too', () => {
    const field = [perm('a1', 'Craw Wurm', 'alice'), perm('x1', 'Typhoid Rats', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'a1')).toBe('graveyard');
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    const why = a.trace.filter((t) => t.rule === '704.5h').flatMap((t) => t.objects ?? []);
    expect(why).toEqual(['a1']);
    expect(cited(a)).toContain('704.5g');
  });

  describe('702.2c, 702.19b: deathtouch and trample: 1 damage is lethal to each blocker', () => {
    const field = [perm('a1', VENOMOUS_TRAMPLER, 'alice'), perm('x1', 'Craw Wurm', 'bob'), perm('x2', 'Grizzly Bears', 'bob')];
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

    it('1 to each blocker and 2 to bob is legal: both blockers are destroyed (704.5h)', () => {
      const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 1, x2: 1, bob: 2 } })] });
      expect(a.violations).toEqual([]);
      expect(zoneOf(a, 'x1')).toBe('graveyard');
      expect(zoneOf(a, 'x2')).toBe('graveyard');
      expect(life(a, 'bob')).toBe(18);
      expect(zoneOf(a, 'a1')).toBe('graveyard');
      expect(cited(a)).toContain('704.5h');
    });

    it.each([
      ['nothing to the Bears', { x1: 1, bob: 3 }],
      ['nothing to the Wurm', { x2: 1, bob: 3 }],
    ])('%s while assigning to bob is illegal', (_, division) => {
      const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: division })] });
      expect(a.violations).toContainEqual(expect.objectContaining({ rule: '702.19b', code: 'LETHAL_FIRST' }));
      expectAssignmentReversed(a, toDamage.length, ['a1', 'x1', 'x2']);
    });
  });

  it('702.2c: a deathtouch creature without trample divides 2 damage between two blockers, 1 each, and destroys both', () => {
    const field = [perm('a1', 'Vampire Nighthawk', 'alice'), perm('x1', 'Serra Angel', 'bob'), perm('x2', 'Giant Spider', 'bob')];
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
        assign({ a1: { x1: 1, x2: 1 } }),
      ],
    });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(zoneOf(a, 'x2')).toBe('graveyard');
    // 702.15b: lifelink counts all the damage it dealt, to both creatures.
    expect(life(a, 'alice')).toBe(22);
    expect(zoneOf(a, 'a1')).toBe('graveyard');
  });

  it('702.12b: an indestructible creature dealt deathtouch damage is not destroyed (704.5h is a destruction)', () => {
    const field = [perm('a1', 'Typhoid Rats', 'alice'), perm('x1', 'Darksteel Myr', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'x1')).toMatchObject({ damage: 1 });
    expect(onField(a, 'x1')?.deathtouchDamage).toBeUndefined();
    expect(cited(a)).not.toContain('704.5h');
  });
});

describe('702.15b lifelink: damage dealt by the source makes its controller gain that much life', () => {
  it("Ajani's Sunstriker unblocked: bob loses 2, alice gains 2", () => {
    const field = [perm('a1', "Ajani's Sunstriker", 'alice')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1']), ...passes(2)] });
    expect(life(a, 'bob')).toBe(18);
    expect(life(a, 'alice')).toBe(22);
    expect(a.events).toContainEqual({ type: 'life', player: 'alice', from: 20, to: 22 });
    expect(cited(a)).toContain('702.15b');
  });

  it('a 4/4 lifelinker blocked by a 2/2 gains 4, all the damage it dealt, not only the lethal part', () => {
    const field = [perm('a1', LIFELINK_GIANT, 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(life(a, 'alice')).toBe(24);
    expect(life(a, 'bob')).toBe(20);
  });

  it('a blocking lifelinker gains life for its controller, bob', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('x1', "Ajani's Sunstriker", 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(life(a, 'bob')).toBe(22);
    expect(life(a, 'alice')).toBe(20);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
  });

  it('prevented damage is not dealt: a lifelinker blocked by a creature with protection from white gains nothing', () => {
    const proWhite = {
      name: 'Pro-White Bear',
      manaCost: '{1}{B}',
      types: ['Creature'],
      subtypes: ['Bear'],
      power: 2,
      toughness: 2,
      text: 'Protection from white',
    };
    const field = [perm('a1', "Ajani's Sunstriker", 'alice'), perm('x1', proWhite, 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(life(a, 'alice')).toBe(20);
    expect(onField(a, 'x1')?.damage).toBe(0);
    expect(zoneOf(a, 'a1')).toBe('graveyard');
    expect(cited(a)).toContain('702.16e');
    expect(cited(a)).not.toContain('702.15b');
  });
});

describe('702.12b indestructible', () => {
  it('Darksteel Myr blocking Hill Giant survives 3 damage (704.5g does not destroy it); the damage stays marked', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('x1', 'Darksteel Myr', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'x1')).toMatchObject({ damage: 3 });
    expect(cited(a)).not.toContain('704.5g');
    // 120.6: the damage remains marked until the cleanup step.
    const later = ruleCombat({ state: a.state, actions: passes(4) });
    expect(later.state.turn.step).toBe('second-main');
    expect(onField(later, 'x1')?.damage).toBe(3);
  });
});

describe('702.16 protection in combat', () => {
  it('702.16e: Silver Knight (protection from red, first strike) blocking Hill Giant takes none of its damage and deals its own first', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('x1', 'Silver Knight', 'bob')];
    const first = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(first.state.turn.step).toBe('first-strike-damage');
    expect(onField(first, 'a1')?.damage).toBe(2);
    const regular = ruleCombat({ state: first.state, actions: passes(2) });
    expect(regular.state.turn.step).toBe('combat-damage');
    expect(onField(regular, 'x1')?.damage).toBe(0);
    expect(zoneOf(regular, 'x1')).toBe('battlefield');
    expect(onField(regular, 'a1')?.damage).toBe(2);
    expect(cited(regular)).toContain('702.16e');
  });

  it.each([
    ['Hill Giant (red)', 'Hill Giant', '702.16f'],
    [
      'a red and green creature',
      { name: 'Gruul Brute', manaCost: '{R}{G}', types: ['Creature'], subtypes: ['Ogre'], power: 3, toughness: 3 },
      '702.16f',
    ],
    ['Grizzly Bears (green)', 'Grizzly Bears', null],
  ])('702.16f: an attacking Silver Knight blocked by %s', (_, blocker, rule) => {
    const field = [perm('a1', 'Silver Knight', 'alice'), perm('x1', blocker, 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: upToBlocks(['a1'], [['x1', 'a1']]) });
    if (rule === null) expect(a.legal).toBe(true);
    else {
      expect(a.violations).toContainEqual(expect.objectContaining({ rule, code: 'CANNOT_BLOCK_PROTECTION' }));
      expect(a.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers' });
    }
  });
});

describe('613.1f: combat keywords are read as the creature is now', () => {
  it('702.20b: Serra Angel that lost its abilities taps when it attacks', () => {
    const field = [perm('a1', 'Serra Angel', 'alice')];
    const a = ruleCombat({ state: combatBoard(field, { effects: [loseAbilities('a1')] }), actions: upToBlocks(['a1']).slice(0, 3) });
    expect(a.legal).toBe(true);
    expect(onField(a, 'a1')?.tapped).toBe(true);
  });

  it('702.2b: Typhoid Rats that lost deathtouch deal 1 ordinary damage: Craw Wurm survives', () => {
    const field = [perm('a1', 'Craw Wurm', 'alice'), perm('x1', 'Typhoid Rats', 'bob')];
    const a = ruleCombat({
      state: combatBoard(field, { effects: [loseAbilities('x1')] }),
      actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)],
    });
    expect(onField(a, 'a1')?.damage).toBe(1);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
  });

  it('510.4: a White Knight that lost first strike deals damage in a single step, at the same time as its blocker', () => {
    const field = [perm('a1', 'White Knight', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({
      state: combatBoard(field, { effects: [loseAbilities('a1')] }),
      actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)],
    });
    expect(a.state.turn.step).toBe('combat-damage');
    expect(zoneOf(a, 'a1')).toBe('graveyard');
    expect(zoneOf(a, 'x1')).toBe('graveyard');
  });
});
