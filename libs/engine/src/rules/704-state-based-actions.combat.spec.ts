import { cited } from '../testing/test-catalog';
import {
  combatBoard,
  DEATHTOUCH_SENTRY,
  firstCite,
  life,
  onField,
  passes,
  perm,
  ruleCombat,
  SOLDIER_TOKEN,
  TEST_WALKER,
  upToBlocks,
  zoneOf,
} from '../testing/combat-cards';

/**
 * 704 state-based actions as combat makes them apply: after combat damage (510.3 gives priority,
 * 704.3 checks first) and whenever a player would receive priority during combat.
 */

/** A board in the declare blockers step after blockers were declared: alice has priority. */
const afterBlocks = (
  field: Record<string, unknown>[],
  attackers: [string, string][],
  blockers: [string, string][],
  more: Record<string, unknown> = {},
) =>
  combatBoard(field, {
    turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
    combat: {
      attackers: attackers.map(([id, attacking]) => ({ id, attacking })),
      blockers: blockers.map(([id, b]) => ({ id, blocking: [b] })),
    },
    ...more,
  });

const minus = (id: string, power: number, toughness: number, duration = 'until-end-of-turn') => ({
  id: `e-${id}`,
  kind: 'modify-pt',
  power,
  toughness,
  affects: [id],
  controller: 'alice',
  timestamp: 20,
  duration,
});

describe('704.5g lethal damage', () => {
  it('a board in the declare blockers step: Hill Giant blocked by Grizzly Bears; both pass; the Bears are destroyed, the Giant keeps 2 damage', () => {
    const state = afterBlocks(
      [perm('a1', 'Hill Giant', 'alice', { tapped: true }), perm('b1', 'Grizzly Bears', 'bob')],
      [['a1', 'bob']],
      [['b1', 'a1']],
    );
    const a = ruleCombat({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    expect(a.state.players[1].graveyard).toEqual([{ id: 'b1', card: 'Grizzly Bears' }]);
    expect(onField(a, 'a1')).toMatchObject({ damage: 2, tapped: true });
    expect(a.state.turn).toMatchObject({ step: 'combat-damage', priority: 'alice' });
    expect(a.events).toContainEqual({ type: 'zoneChange', object: 'b1', from: 'battlefield', to: 'graveyard', player: 'bob' });
    expect(firstCite(a, '510.2')).toBeLessThan(firstCite(a, '704.5g'));
    expect(firstCite(a, '704.5g')).toBeLessThan(a.trace.map((t) => t.rule).lastIndexOf('510.3'));
    // 506.4: the Bears left the battlefield, so they are no longer blocking; the Giant remains blocked.
    expect(a.state.combat).toMatchObject({ attackers: [{ id: 'a1', blocked: true }], blockers: [] });
  });

  it('the same fight walked from the beginning of combat gives the same result', () => {
    const a = ruleCombat({
      state: combatBoard([perm('a1', 'Hill Giant', 'alice'), perm('b1', 'Grizzly Bears', 'bob')]),
      actions: [...upToBlocks(['a1'], [['b1', 'a1']]), ...passes(2)],
    });
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    expect(onField(a, 'a1')?.damage).toBe(2);
    expect(cited(a)).toContain('704.5g');
  });

  it('704.5g: damage already marked before combat adds up: a Hill Giant with 1 damage dies to a 2/2 blocker', () => {
    const a = ruleCombat({
      state: combatBoard([perm('a1', 'Hill Giant', 'alice', { damage: 1 }), perm('b1', 'Grizzly Bears', 'bob')]),
      actions: [...upToBlocks(['a1'], [['b1', 'a1']]), ...passes(2)],
    });
    expect(zoneOf(a, 'a1')).toBe('graveyard');
    expect(zoneOf(a, 'b1')).toBe('graveyard');
  });
});

describe('704.5f toughness 0 or less', () => {
  it('a blocker whose toughness became 0 is put into the graveyard when bob would next receive priority; the attacker stays blocked (509.1h) and deals no damage (510.1c)', () => {
    const state = afterBlocks(
      [perm('a1', 'Hill Giant', 'alice', { tapped: true }), perm('b1', 'Grizzly Bears', 'bob')],
      [['a1', 'bob']],
      [['b1', 'a1']],
      { effects: [minus('b1', -2, -2)] },
    );
    const passed = ruleCombat({ state, action: { type: 'pass', player: 'alice' } });
    expect(zoneOf(passed, 'b1')).toBe('graveyard');
    expect(cited(passed)).toContain('704.5f');
    expect(passed.decision).toMatchObject({ player: 'bob', kind: 'priority' });
    expect(passed.state.combat).toMatchObject({ attackers: [{ id: 'a1', attacking: 'bob', blocked: true }], blockers: [] });
    const damage = ruleCombat({ state: passed.state, action: { type: 'pass', player: 'bob' } });
    expect(damage.state.turn.step).toBe('combat-damage');
    expect(life(damage, 'bob')).toBe(20);
    expect(damage.events.filter((e) => e.type === 'life')).toEqual([]);
  });

  it('704.5f applies to an indestructible creature: Darksteel Myr with a -1/-1 counter (toughness 0) goes to the graveyard', () => {
    const state = afterBlocks(
      [perm('a1', 'Hill Giant', 'alice', { tapped: true }), perm('b1', 'Darksteel Myr', 'bob', { counters: { '-1/-1': 1 } })],
      [['a1', 'bob']],
      [['b1', 'a1']],
    );
    const a = ruleCombat({ state, action: { type: 'pass', player: 'alice' } });
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    expect(cited(a)).toContain('704.5f');
  });
});

describe('704.5q +1/+1 and -1/-1 counters', () => {
  it('two +1/+1 and one -1/-1 counter become one +1/+1 counter; the 3/3 Bears then trade with Hill Giant', () => {
    const state = afterBlocks(
      [perm('a1', 'Hill Giant', 'alice', { tapped: true }), perm('b1', 'Grizzly Bears', 'bob', { counters: { '+1/+1': 2, '-1/-1': 1 } })],
      [['a1', 'bob']],
      [['b1', 'a1']],
    );
    const passed = ruleCombat({ state, action: { type: 'pass', player: 'alice' } });
    expect(onField(passed, 'b1')?.counters).toEqual({ '+1/+1': 1 });
    expect(onField(passed, 'b1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(cited(passed)).toContain('704.5q');
    const damage = ruleCombat({ state: passed.state, action: { type: 'pass', player: 'bob' } });
    expect(zoneOf(damage, 'a1')).toBe('graveyard');
    expect(zoneOf(damage, 'b1')).toBe('graveyard');
  });

  it('one +1/+1 and three -1/-1 counters: toughness 0 puts the Bears into the graveyard (704.5f), counters and all', () => {
    const state = afterBlocks(
      [perm('a1', 'Hill Giant', 'alice', { tapped: true }), perm('b1', 'Grizzly Bears', 'bob', { counters: { '+1/+1': 1, '-1/-1': 3 } })],
      [['a1', 'bob']],
      [['b1', 'a1']],
    );
    const a = ruleCombat({ state, action: { type: 'pass', player: 'alice' } });
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    expect(cited(a)).toContain('704.5f');
  });
});

describe('704.5d tokens', () => {
  it('a Soldier token that blocks and dies goes to the graveyard, then ceases to exist at the next check', () => {
    const a = ruleCombat({
      state: combatBoard([perm('a1', 'Hill Giant', 'alice'), perm('t1', SOLDIER_TOKEN, 'bob', { token: true })]),
      actions: [...upToBlocks(['a1'], [['t1', 'a1']]), ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 't1')).toBe('nowhere');
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(a.events).toContainEqual({ type: 'zoneChange', object: 't1', from: 'battlefield', to: 'graveyard', player: 'bob' });
    expect(a.events).toContainEqual({ type: 'ceasedToExist', object: 't1' });
    expect(firstCite(a, '704.5g')).toBeLessThan(firstCite(a, '704.5d'));
    expect(onField(a, 'a1')?.damage).toBe(1);
  });
});

describe('704.5h deathtouch damage since the last check', () => {
  it('704.5h: deathtouch damage dealt to an indestructible creature does not destroy it later, once the check has passed and it loses indestructible', () => {
    // A 1/4 deathtouch attacker deals 1 damage to a 1/2 Darksteel Myr (a +1/+1 counter), which survives (702.12b);
    // the Myr's 1 damage does not kill the attacker, so nothing else happens at that check. Then alice turns the
    // Myr into a 2/2 Frog without abilities: 1 damage is not lethal, and no deathtouch damage has been dealt to it
    // since state-based actions were last checked (right after combat damage, 510.3, 704.3).
    const field = [
      perm('a1', DEATHTOUCH_SENTRY, 'alice'),
      perm('i1', 'Island', 'alice'),
      perm('i2', 'Island', 'alice'),
      perm('b1', 'Darksteel Myr', 'bob', { counters: { '+1/+1': 1 } }),
    ];
    const combat = ruleCombat({
      state: combatBoard(field, {}, { hand: [{ id: 'frog', card: 'Turn to Frog' }] }),
      actions: [...upToBlocks(['a1'], [['b1', 'a1']]), ...passes(2)],
    });
    expect(combat.state.turn).toMatchObject({ step: 'combat-damage', priority: 'alice' });
    expect(onField(combat, 'b1')?.damage).toBe(1);
    expect(onField(combat, 'a1')?.damage).toBe(1);
    const a = ruleCombat({
      state: combat.state,
      actions: [{ type: 'cast', player: 'alice', card: 'frog', targets: ['b1'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(cited(a)).not.toContain('704.5h');
    expect(zoneOf(a, 'b1')).toBe('battlefield');
    expect(onField(a, 'b1')?.characteristics).toMatchObject({ subtypes: ['Frog'], power: 2, toughness: 2, abilities: [] });
  });
});

describe('704.5i planeswalkers', () => {
  it("combat damage equal to its loyalty puts a planeswalker into its owner's graveyard", () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 3 } })];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks([['a1', 'pw']]), ...passes(2)] });
    expect(zoneOf(a, 'pw')).toBe('graveyard');
    expect(cited(a)).toContain('704.5i');
    expect(life(a, 'bob')).toBe(20);
  });
});

describe('511 end of combat', () => {
  const field = [perm('a1', 'Hill Giant', 'alice'), perm('a2', 'Serra Angel', 'alice'), perm('b1', 'Grizzly Bears', 'bob')];
  const effects = [minus('a2', 1, 1, 'until-end-of-combat'), { ...minus('a1', 1, 0), id: 'e-turn' }];
  const toEnd = [...upToBlocks(['a1', 'a2'], [['b1', 'a1']]), ...passes(2), ...passes(2)];

  it('511.1: in the end of combat step the creatures are still attacking and blocked; alice has priority', () => {
    const a = ruleCombat({ state: combatBoard(field, { effects }), actions: toEnd });
    expect(a.state.turn).toMatchObject({ step: 'end-of-combat', priority: 'alice' });
    expect(a.state.combat?.attackers).toEqual([
      { id: 'a1', attacking: 'bob', blocked: true },
      { id: 'a2', attacking: 'bob', blocked: false },
    ]);
    expect(life(a, 'bob')).toBe(15);
    expect(cited(a)).toContain('511.1');
    expect(a.state.effects.map((e) => e.id)).toEqual(['e-a2', 'e-turn']);
  });

  it('511.3, 511.2: when the end of combat step ends, everything is removed from combat, the combat is gone and "until end of combat" effects end', () => {
    const a = ruleCombat({ state: combatBoard(field, { effects }), actions: [...toEnd, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ step: 'second-main', priority: 'alice' });
    expect(a.state.combat).toBeUndefined();
    expect(cited(a)).toContain('511.3');
    expect(a.state.effects.map((e) => e.id)).toEqual(['e-turn']);
    // Leaving combat does not untap (the Giant stays tapped) nor heal (120.6: damage stays until cleanup).
    expect(onField(a, 'a1')).toMatchObject({ tapped: true, damage: 2 });
    expect(onField(a, 'a2')).toMatchObject({ tapped: false, damage: 0 });
    // 506.1: no combat outside the combat phase: the board out can be sent back as is.
    const again = ruleCombat({ state: a.state, actions: [] });
    expect(again.legal).toBe(true);
    expect(again.state.combat).toBeUndefined();
  });
});
