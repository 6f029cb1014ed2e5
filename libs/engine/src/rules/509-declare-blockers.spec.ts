import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { legalActionsFor } from '../legal-actions';
import { cited } from '../testing/test-catalog';
import {
  block,
  combatBoard,
  life,
  onField,
  passes,
  perm,
  ruleCombat,
  runCombat,
  SOLDIER_TOKEN,
  TEST_WALKER,
  upToBlocks,
  zoneOf,
} from '../testing/combat-cards';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';

/**
 * 509 Declare blockers step, walked from the beginning of combat: alice attacks, both pass, bob
 * declares. The evasion keywords are restrictions checked as bob declares (509.1b).
 */

/** An illegal declaration of blockers is reversed whole (509.1, 733.1): nobody blocks, it is still bob's declaration. */
function expectReversed(a: Answer, failedAt: number): void {
  expect(a.legal).toBe(false);
  expect(a.failedAction).toBe(failedAt);
  expect(cited(a)).toContain('733.1');
  expect(a.state.combat?.blockers).toEqual([]);
  expect(a.state.combat?.blockersDeclared).toBe(false);
  expect(a.state.turn).toMatchObject({ step: 'declare-blockers', priority: null });
  expect(a.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers', rule: '509.1' });
  expect(cited(a)).not.toContain('509.1h');
}

describe('509.1: bob declares blockers as the step begins; then alice receives priority (509.2)', () => {
  it('509.1: bob is asked, with his untapped creatures as options; alice cannot pass before he declares', () => {
    const field = [
      perm('a1', 'Hill Giant', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
      perm('x2', 'Giant Spider', 'bob', { tapped: true }),
      perm('x3', 'Wall of Stone', 'bob', { summoningSick: true }),
    ];
    const asked = ruleCombat({ state: combatBoard(field), actions: upToBlocks(['a1']) });
    expect(asked.state.turn).toMatchObject({ step: 'declare-blockers', priority: null });
    expect(asked.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers', rule: '509.1', options: ['x1', 'x3'] });
    const early = ruleCombat({ state: asked.state, action: { type: 'pass', player: 'alice' } });
    expect(early.legal).toBe(false);
    expect(early.violations[0]).toMatchObject({ code: 'DECISION_PENDING', rule: '509.1' });
    const byAlice = ruleCombat({ state: asked.state, action: { type: 'declareBlockers', player: 'alice', blockers: [] } });
    expect(byAlice.violations).toEqual([expect.objectContaining({ code: 'NOT_DECLARE_BLOCKERS', rule: '509.1' })]);
  });

  it('509.1g, 509.1h, 509.2: the blocker blocks, the attacker is blocked, alice receives priority', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('a2', 'Grizzly Bears', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: upToBlocks(['a1', 'a2'], [['x1', 'a1']]) });
    expect(a.legal).toBe(true);
    expect(a.state.combat).toMatchObject({
      attackers: [
        { id: 'a1', attacking: 'bob', blocked: true },
        { id: 'a2', attacking: 'bob', blocked: false },
      ],
      blockers: [{ id: 'x1', blocking: ['a1'] }],
      blockersDeclared: true,
    });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    const rules = cited(a);
    expect(rules.slice(-3)).toEqual(['509.1g', '509.1h', '509.2']);
    // 509.1g: blocking doesn't tap the blocker.
    expect(onField(a, 'x1')?.tapped).toBe(false);
  });

  it('509.1a: declaring no blockers leaves every attacker unblocked', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: upToBlocks(['a1'], []) });
    expect(a.legal).toBe(true);
    expect(a.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob', blocked: false }]);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
  });

  it('509.1a: when bob controls no untapped creature there is nothing to choose: no blockers, alice receives priority', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('x1', 'Grizzly Bears', 'bob', { tapped: true })];
    const a = ruleCombat({ state: combatBoard(field), actions: upToBlocks(['a1']) });
    expect(a.state.turn).toMatchObject({ step: 'declare-blockers', priority: 'alice' });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(a.state.combat).toMatchObject({ blockers: [], blockersDeclared: true, attackers: [{ id: 'a1', blocked: false }] });
    expect(cited(a)).toEqual(expect.arrayContaining(['509.1a', '509.1h', '509.2']));
  });
});

interface BlockCase {
  name: string;
  attackers: Record<string, unknown>[];
  blockers: Record<string, unknown>[];
  /** Other permanents on the battlefield, not attacking. */
  others?: Record<string, unknown>[];
  declared: [string, string | string[]][];
  /** null: legal; else the rule (and code) of the violation. */
  rule: string | null;
  code?: string;
}

const A = (card: unknown, id = 'a1', more: Record<string, unknown> = {}) => perm(id, card, 'alice', more);
const X = (card: unknown, id = 'x1', more: Record<string, unknown> = {}) => perm(id, card, 'bob', more);

const CASES: BlockCase[] = [
  // 509.1a: who may block, and what.
  {
    name: 'an untapped creature blocks an attacker',
    attackers: [A('Hill Giant')],
    blockers: [X('Grizzly Bears')],
    declared: [['x1', 'a1']],
    rule: null,
  },
  {
    name: 'a summoning-sick creature may block (302.6 only restricts attacking)',
    attackers: [A('Hill Giant')],
    blockers: [X('Grizzly Bears', 'x1', { summoningSick: true })],
    declared: [['x1', 'a1']],
    rule: null,
  },
  {
    name: 'a creature with defender may block (702.3b only restricts attacking)',
    attackers: [A('Hill Giant')],
    blockers: [X('Wall of Stone')],
    declared: [['x1', 'a1']],
    rule: null,
  },
  {
    name: 'a tapped creature cannot block',
    attackers: [A('Hill Giant')],
    blockers: [X('Grizzly Bears'), X('Giant Spider', 'x2', { tapped: true })],
    declared: [['x2', 'a1']],
    rule: '509.1a',
    code: 'TAPPED',
  },
  {
    name: 'one creature cannot block two attackers',
    attackers: [A('Hill Giant'), A('Grizzly Bears', 'a2')],
    blockers: [X('Craw Wurm')],
    declared: [['x1', ['a1', 'a2']]],
    rule: '509.1a',
    code: 'BLOCKS_ONE',
  },
  {
    name: 'a blocker must block an attacking creature',
    attackers: [A('Hill Giant')],
    others: [A('Grizzly Bears', 'a2')],
    blockers: [X('Craw Wurm')],
    declared: [['x1', 'a2']],
    rule: '509.1a',
    code: 'NOT_ATTACKING',
  },
  {
    name: "bob cannot block with alice's creature",
    attackers: [A('Hill Giant'), A('Grizzly Bears', 'a2')],
    blockers: [X('Craw Wurm')],
    declared: [['a2', 'a1']],
    rule: '509.1a',
    code: 'NOT_CONTROLLER',
  },
  {
    name: 'a creature declared twice as a blocker',
    attackers: [A('Hill Giant')],
    blockers: [X('Craw Wurm')],
    declared: [
      ['x1', 'a1'],
      ['x1', 'a1'],
    ],
    rule: '509.1a',
    code: 'DUPLICATE_BLOCKER',
  },
  {
    name: 'several creatures may block one attacker',
    attackers: [A('Craw Wurm')],
    blockers: [X('Grizzly Bears'), X('Hill Giant', 'x2'), X('Giant Spider', 'x3')],
    declared: [
      ['x1', 'a1'],
      ['x2', 'a1'],
      ['x3', 'a1'],
    ],
    rule: null,
  },
  // 702.9b, 702.17b: flying and reach.
  {
    name: 'flying (Wind Drake) blocked by a ground creature',
    attackers: [A('Wind Drake')],
    blockers: [X('Grizzly Bears')],
    declared: [['x1', 'a1']],
    rule: '702.9b',
    code: 'CANNOT_BLOCK_FLYING',
  },
  {
    name: 'flying blocked by a creature with reach (Giant Spider)',
    attackers: [A('Wind Drake')],
    blockers: [X('Giant Spider')],
    declared: [['x1', 'a1']],
    rule: null,
  },
  {
    name: 'flying blocked by a creature with flying (Serra Angel)',
    attackers: [A('Wind Drake')],
    blockers: [X('Serra Angel')],
    declared: [['x1', 'a1']],
    rule: null,
  },
  {
    name: 'a flyer may block a ground creature',
    attackers: [A('Grizzly Bears')],
    blockers: [X('Wind Drake')],
    declared: [['x1', 'a1']],
    rule: null,
  },
  {
    name: 'a creature with reach may block a ground creature',
    attackers: [A('Grizzly Bears')],
    blockers: [X('Giant Spider')],
    declared: [['x1', 'a1']],
    rule: null,
  },
  {
    name: 'flying: one legal and one illegal blocker make the whole declaration illegal',
    attackers: [A('Wind Drake'), A('Grizzly Bears', 'a2')],
    blockers: [X('Giant Spider'), X('Grizzly Bears', 'x2')],
    declared: [
      ['x1', 'a2'],
      ['x2', 'a1'],
    ],
    rule: '702.9b',
  },
  // 702.111b: menace.
  {
    name: 'menace (Boggart Brute) blocked by one creature',
    attackers: [A('Boggart Brute')],
    blockers: [X('Grizzly Bears'), X('Hill Giant', 'x2')],
    declared: [['x1', 'a1']],
    rule: '702.111b',
    code: 'CANNOT_BLOCK_MENACE',
  },
  {
    name: 'menace blocked by two creatures',
    attackers: [A('Boggart Brute')],
    blockers: [X('Grizzly Bears'), X('Hill Giant', 'x2')],
    declared: [
      ['x1', 'a1'],
      ['x2', 'a1'],
    ],
    rule: null,
  },
  // 702.16f: protection.
  {
    name: 'protection from red (Silver Knight) blocked by a red creature (Hill Giant)',
    attackers: [A('Silver Knight')],
    blockers: [X('Hill Giant')],
    declared: [['x1', 'a1']],
    rule: '702.16f',
    code: 'CANNOT_BLOCK_PROTECTION',
  },
  {
    name: 'protection from red blocked by a green creature',
    attackers: [A('Silver Knight')],
    blockers: [X('Grizzly Bears')],
    declared: [['x1', 'a1']],
    rule: null,
  },
  {
    name: 'a creature with protection from red may block a red creature',
    attackers: [A('Hill Giant')],
    blockers: [X('Silver Knight')],
    declared: [['x1', 'a1']],
    rule: null,
  },
];

describe('509.1a-c: legal and illegal blocks', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const field = [...c.attackers, ...(c.others ?? []), ...c.blockers];
    const attackers = c.attackers.map((p) => p.id as string);
    const a = ruleCombat({ state: combatBoard(field), actions: upToBlocks(attackers, c.declared) });
    if (c.rule === null) {
      expect(a.violations).toEqual([]);
      expect(a.legal).toBe(true);
      const blocked = new Set(c.declared.flatMap(([, b]) => b));
      for (const at of a.state.combat?.attackers ?? []) expect(at.blocked).toBe(blocked.has(at.id));
      expect(a.state.combat?.blockers).toEqual(c.declared.map(([id, b]) => ({ id, blocking: Array.isArray(b) ? b : [b] })));
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    } else {
      expect(a.violations).toContainEqual(expect.objectContaining(c.code ? { rule: c.rule, code: c.code } : { rule: c.rule }));
      expectReversed(a, upToBlocks(attackers).length);
    }
  });
});

describe('509.1a, 506.2: blocking a creature that attacks a planeswalker', () => {
  const field = [
    perm('a1', 'Hill Giant', 'alice'),
    perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 4 } }),
    perm('x1', 'Grizzly Bears', 'bob'),
  ];

  it('bob may block a creature attacking his planeswalker; its damage goes to the blocker, not the planeswalker (510.1c)', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks([['a1', 'pw']], [['x1', 'a1']]), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.turn.step).toBe('combat-damage');
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(onField(a, 'pw')?.counters).toEqual({ loyalty: 4 });
    expect(onField(a, 'a1')?.damage).toBe(2);
    expect(life(a, 'bob')).toBe(20);
  });

  it('506.4c: a creature attacking a planeswalker that has left the battlefield is still attacking and may be blocked', () => {
    const withBolt = [
      perm('a1', 'Hill Giant', 'alice'),
      perm('m1', 'Mountain', 'alice'),
      perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 3 } }),
      perm('x1', 'Grizzly Bears', 'bob'),
    ];
    const actions = [
      ...upToBlocks([['a1', 'pw']]).slice(0, 3),
      { type: 'cast', player: 'alice', card: 'bolt', targets: ['pw'] },
      ...passes(2),
      ...passes(2),
      block(['x1', 'a1']),
    ];
    const a = ruleCombat({ state: combatBoard(withBolt, {}, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] }), actions });
    expect(zoneOf(a, 'pw')).toBe('graveyard');
    expect(a.violations).toEqual([]);
    expect(a.legal).toBe(true);
    expect(a.state.combat).toMatchObject({
      attackers: [{ id: 'a1', attacking: 'pw', blocked: true }],
      blockers: [{ id: 'x1', blocking: ['a1'] }],
    });
    const damage = ruleCombat({ state: a.state, actions: passes(2) });
    expect(zoneOf(damage, 'x1')).toBe('graveyard');
    expect(onField(damage, 'a1')?.damage).toBe(2);
    expect(life(damage, 'bob')).toBe(20);
  });

  it('510.1b, 120.3c: unblocked, it removes loyalty counters from the planeswalker, and bob loses no life', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks([['a1', 'pw']], []), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'pw')?.counters).toEqual({ loyalty: 1 });
    expect(life(a, 'bob')).toBe(20);
    expect(cited(a)).toEqual(expect.arrayContaining(['510.1b', '510.2']));
  });
});

describe('510.1b: an unblocked attacker deals its damage to the player it attacks', () => {
  it('Hill Giant unblocked: bob goes to 17; the blocked Bears deal theirs to the blocker', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('a2', 'Grizzly Bears', 'alice'), perm('x1', 'Wall of Stone', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1', 'a2'], [['x1', 'a2']]), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(life(a, 'bob')).toBe(17);
    expect(onField(a, 'x1')?.damage).toBe(2);
    // Wall of Stone has 0 power: it assigns no combat damage (510.1a).
    expect(onField(a, 'a2')?.damage).toBe(0);
    expect(a.events).toContainEqual({ type: 'life', player: 'bob', from: 20, to: 17 });
    expect(cited(a)).toEqual(expect.arrayContaining(['510.1b', '510.1c', '510.2', '510.3']));
  });

  it('a token blocker dies and ceases to exist (704.5d); the blocked attacker deals no damage to bob', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('t1', SOLDIER_TOKEN, 'bob', { token: true })];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['t1', 'a1']]), ...passes(2)] });
    expect(zoneOf(a, 't1')).toBe('nowhere');
    expect(life(a, 'bob')).toBe(20);
    expect(onField(a, 'a1')?.damage).toBe(1);
  });
});

describe('509.1h: blocked stays blocked', () => {
  it('an attacker whose only blocker leaves the battlefield stays blocked, and without trample deals no damage (510.1c)', () => {
    const field = [perm('a1', 'Hill Giant', 'alice'), perm('m1', 'Mountain', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({
      state: combatBoard(field, {}, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] }),
      actions: [...upToBlocks(['a1'], [['x1', 'a1']]), { type: 'cast', player: 'alice', card: 'bolt', targets: ['x1'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(a.state.turn.step).toBe('declare-blockers');
    expect(a.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob', blocked: true }]);
    expect(a.state.combat?.blockers).toEqual([]);
    const damage = ruleCombat({ state: a.state, actions: passes(2) });
    expect(damage.state.turn.step).toBe('combat-damage');
    expect(life(damage, 'bob')).toBe(20);
  });
});

describe("509.2, 117.3a: a board's priority in the declare blockers step says whether blockers were declared", () => {
  // alice's tapped Hill Giant attacks bob, who controls an untapped Grizzly Bears that could block it.
  const field = [perm('a1', 'Hill Giant', 'alice', { tapped: true }), perm('x1', 'Grizzly Bears', 'bob')];
  const inStep = (turn: Record<string, unknown>, combat: Record<string, unknown> = {}) =>
    combatBoard(field, {
      turn: { number: 3, active: 'alice', step: 'declare-blockers', ...turn },
      combat: { attackers: [{ id: 'a1', attacking: 'bob' }], blockers: [], ...combat },
    });

  it('509.2: alice holding priority with no blockers listed means bob declared none: both pass and the Giant deals its damage', () => {
    const first = ruleCombat({ state: inStep({ priority: 'alice' }), action: { type: 'pass', player: 'alice' } });
    expect(first.legal).toBe(true);
    expect(first.state.combat).toMatchObject({
      blockers: [],
      blockersDeclared: true,
      attackers: [{ id: 'a1', attacking: 'bob', blocked: false }],
    });
    expect(first.decision).toMatchObject({ player: 'bob', kind: 'priority' });

    const a = ruleCombat({ state: inStep({ priority: 'alice' }), actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(life(a, 'bob')).toBe(17);
    expect(a.state.turn.step).not.toBe('declare-blockers');
    expect(cited(a)).toEqual(expect.arrayContaining(['500.2', '510.1b', '510.2']));
    expect(cited(a)).not.toContain('509.1');
  });

  it('509.2: bob cannot declare blockers once alice has priority in the step (the declaration was made)', () => {
    const a = ruleCombat({ state: inStep({ priority: 'alice' }), action: block(['x1', 'a1']) });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NOT_DECLARE_BLOCKERS', rule: '509.1' })]);
    expect(a.state.combat?.blockers).toEqual([]);
  });

  it.each([
    ['"priority": null', { priority: null }],
    ['priority left out', {}],
  ])('509.1: with %s the step still waits for bob to declare, as the engine writes it itself', (_, turn) => {
    const asked = ruleCombat({ state: inStep(turn), action: block(['x1', 'a1']) });
    expect(asked.legal).toBe(true);
    expect(asked.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a1'] }]);
    expect(cited(asked)).toEqual(['509.1g', '509.1h', '509.2']);
    const passing = ruleCombat({ state: inStep(turn), action: { type: 'pass', player: 'alice' } });
    expect(passing.violations).toEqual([expect.objectContaining({ code: 'DECISION_PENDING', rule: '509.1' })]);
    expect(passing.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers', options: ['x1'] });
  });

  it('509.2: a board saying blockers are not declared yet while a player has priority is refused (422)', () => {
    const out = runCombat({ state: inStep({ priority: 'alice' }, { blockersDeclared: false }), action: { type: 'pass', player: 'alice' } });
    expect(out.kind).toBe('invalid');
    if (out.kind === 'invalid')
      expect(out.errors).toEqual([
        expect.objectContaining({ code: 'PRIORITY_BEFORE_DECLARATION', rule: '509.2', path: 'state.turn.priority' }),
      ]);
  });
});

describe('509.1c: blocking requirements beyond what the engine weighs', () => {
  const { catalog, legalActionsFor, board } = copyAndKeywordBoards;

  it('509.1c: legal actions with more blocking requirements than the engine weighs are refused as unsupported, not a crash (500)', () => {
    const blockers = Array.from({ length: 13 }, (_, i) => ({ id: `b${i}`, card: 'Grizzly Bears', controller: 'bob' }));
    const state = board({
      battlefield: [{ id: 'a', card: 'Grizzly Bears', controller: 'alice' }, ...blockers],
      combat: { attackers: [{ id: 'a', attacking: 'bob' }] },
      effects: [
        {
          id: 'e',
          kind: 'must-block',
          attacker: 'a',
          affects: blockers.map((b) => b.id),
          source: 'a',
          controller: 'alice',
          timestamp: 20,
          duration: 'until-end-of-combat',
        },
      ],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: null },
    });
    const listed = legalActionsFor(state, catalog);
    expect(listed).toMatchObject({ ok: false, errors: [{ code: 'UNSUPPORTED_BLOCK_REQUIREMENTS' }] });
  });
});

/**
 * 509.1c: requirements on real cards (bundled catalog): Lure's "All creatures able to block enchanted
 * creature do so", Trumpeting Armodon's "Target creature blocks CARDNAME this turn if able", Razorgrass
 * Screen's "blocks each turn if able", Bloodscent's "All creatures able to block target creature this
 * turn do so". A declaration obeying fewer requirements than could be obeyed is refused.
 */
describe('509.1c: requirements of real cards', () => {
  const NAMES = [
    'Lure',
    'Taunting Elf', // 0/1: all creatures able to block it do so
    'Trumpeting Armodon', // 3/3: {1}{G}: target creature blocks it this turn if able
    'Razorgrass Screen', // 2/1 artifact Wall, defender: blocks each turn if able
    'Bloodscent', // instant: all creatures able to block target creature this turn do so
    'Inescapable Brute', // 3/3 wither: must be blocked if able
    'Satyr Piper', // 2/1: {3}{G}: target creature must be blocked this turn if able
    'Night Market Guard', // 3/1: can block an additional creature each combat
    'Grizzly Bears',
    'Hill Giant',
    'Forest',
  ];
  const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
  const play = (actions: unknown[], battlefield: Record<string, unknown>[], alice: Record<string, unknown> = {}): Answer => {
    const o = adjudicate({ state: combatBoard(battlefield, {}, alice), actions }, catalog);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const refused = (a: Answer) => {
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'MUST_BLOCK', rule: '509.1c' })]);
    expect(a.state.combat?.blockers).toEqual([]);
    expect(a.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers' });
    expect(cited(a)).toContain('733.1');
  };

  it('the lines are understood in full', () => {
    for (const name of NAMES.slice(0, 7)) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  describe('Lure on Grizzly Bears (a1), attacking with Hill Giant (a2)', () => {
    const lure = { id: 'l1', card: 'Lure', controller: 'alice', attachedTo: 'a1' };
    const board = (more: Record<string, unknown>[] = []) => [
      perm('a1', 'Grizzly Bears', 'alice'),
      perm('a2', 'Hill Giant', 'alice'),
      lure,
      perm('x1', 'Grizzly Bears', 'bob'),
      perm('x2', 'Hill Giant', 'bob'),
      ...more,
    ];

    it("509.1c: both of bob's creatures must block the Bears: blocking the Giant, or not blocking, is refused", () => {
      refused(
        play(
          upToBlocks(
            ['a1', 'a2'],
            [
              ['x1', 'a2'],
              ['x2', 'a1'],
            ],
          ),
          board(),
        ),
      );
      refused(play(upToBlocks(['a1', 'a2'], []), board()));
      refused(play(upToBlocks(['a1', 'a2'], [['x1', 'a1']]), board()));
      const a = play(
        upToBlocks(
          ['a1', 'a2'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
        board(),
      );
      expect(a.legal).toBe(true);
      expect(a.state.combat?.blockers).toEqual([
        { id: 'x1', blocking: ['a1'] },
        { id: 'x2', blocking: ['a1'] },
      ]);
      expect(a.state.combat?.attackers).toEqual([
        { id: 'a1', attacking: 'bob', blocked: true },
        { id: 'a2', attacking: 'bob', blocked: false },
      ]);
      const listed = legalActionsFor(play(upToBlocks(['a1', 'a2']), board()).state, catalog);
      if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
      expect(listed.value.blockers).toEqual([
        { id: 'x1', canBlock: ['a1', 'a2'], mustBlock: ['a1'] },
        { id: 'x2', canBlock: ['a1', 'a2'], mustBlock: ['a1'] },
      ]);
    });

    it('509.1c: a tapped creature is not required; without Lure attacking, nothing is required', () => {
      const tapped = board().map((o) => (o.id === 'x2' ? { ...o, tapped: true } : o));
      expect(play(upToBlocks(['a1', 'a2'], [['x1', 'a1']]), tapped).legal).toBe(true);
      const a = play(upToBlocks(['a2'], [['x1', 'a2']]), board());
      expect(a.legal).toBe(true);
      expect(a.violations).toEqual([]);
    });

    it('509.1a, 509.1c: Night Market Guard obeys Lure and may block the Giant too', () => {
      const a = play(
        upToBlocks(
          ['a1', 'a2'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
            ['g1', ['a1', 'a2']],
          ],
        ),
        board([perm('g1', 'Night Market Guard', 'bob')]),
      );
      expect(a.legal).toBe(true);
      refused(
        play(
          upToBlocks(
            ['a1', 'a2'],
            [
              ['x1', 'a1'],
              ['x2', 'a1'],
              ['g1', 'a2'],
            ],
          ),
          board([perm('g1', 'Night Market Guard', 'bob')]),
        ),
      );
    });
  });

  it('509.1c: Taunting Elf attacking: Grizzly Bears must block it', () => {
    const board = [perm('a1', 'Taunting Elf', 'alice'), perm('a2', 'Hill Giant', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    refused(play(upToBlocks(['a1', 'a2'], [['x1', 'a2']]), board));
    expect(play(upToBlocks(['a1', 'a2'], [['x1', 'a1']]), board).legal).toBe(true);
  });

  it("509.1c: Trumpeting Armodon's ability on Grizzly Bears: they must block the Armodon this turn, not the Giant", () => {
    const board = [
      perm('a1', 'Trumpeting Armodon', 'alice'),
      perm('a2', 'Hill Giant', 'alice'),
      perm('f1', 'Forest', 'alice'),
      perm('f2', 'Forest', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
    ];
    const activate = { type: 'activate', player: 'alice', source: 'a1', ability: 0, targets: ['x1'] };
    const resolved = play([activate, ...passes(2)], board);
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.effects).toEqual([
      expect.objectContaining({ kind: 'must-block', affects: ['x1'], attacker: 'a1', duration: 'this-turn' }),
    ]);
    expect(cited(resolved)).toContain('509.1c');
    refused(play([activate, ...passes(2), ...upToBlocks(['a1', 'a2'], [['x1', 'a2']])], board));
    expect(play([activate, ...passes(2), ...upToBlocks(['a1', 'a2'], [['x1', 'a1']])], board).legal).toBe(true);
    // The Armodon not attacking: the requirement asks nothing.
    expect(play([activate, ...passes(2), ...upToBlocks(['a2'], [['x1', 'a2']])], board).legal).toBe(true);
  });

  it('509.1c: Razorgrass Screen "blocks each turn if able": not blocking is refused, blocking either attacker is legal', () => {
    const board = [perm('a1', 'Grizzly Bears', 'alice'), perm('a2', 'Hill Giant', 'alice'), perm('x1', 'Razorgrass Screen', 'bob')];
    refused(play(upToBlocks(['a1', 'a2'], []), board));
    expect(play(upToBlocks(['a1', 'a2'], [['x1', 'a2']]), board).legal).toBe(true);
    expect(play(upToBlocks(['a1', 'a2'], [['x1', 'a1']]), board).legal).toBe(true);
    const listed = legalActionsFor(play(upToBlocks(['a1', 'a2']), board).state, catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.blockers).toEqual([{ id: 'x1', canBlock: ['a1', 'a2'], mustBlockAny: true }]);
  });

  it("509.1c: Bloodscent on Hill Giant: bob's creatures able to block it this turn do so", () => {
    const board = [
      perm('a1', 'Grizzly Bears', 'alice'),
      perm('a2', 'Hill Giant', 'alice'),
      ...['f1', 'f2', 'f3', 'f4'].map((id) => perm(id, 'Forest', 'alice')),
      perm('x1', 'Grizzly Bears', 'bob'),
    ];
    const cast = { type: 'cast', player: 'alice', card: 'bs', targets: ['a2'] };
    const hand = { hand: [{ id: 'bs', card: 'Bloodscent' }] };
    const resolved = play([cast, ...passes(2)], board, hand);
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.effects).toEqual([
      expect.objectContaining({ kind: 'must-be-blocked-by-all', affects: ['a2'], duration: 'this-turn' }),
    ]);
    refused(play([cast, ...passes(2), ...upToBlocks(['a1', 'a2'], [['x1', 'a1']])], board, hand));
    expect(play([cast, ...passes(2), ...upToBlocks(['a1', 'a2'], [['x1', 'a2']])], board, hand).legal).toBe(true);
  });

  it('509.1c: Inescapable Brute "must be blocked if able": one blocker is enough; not blocking it is refused', () => {
    const board = [
      perm('a1', 'Inescapable Brute', 'alice'),
      perm('a2', 'Hill Giant', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
      perm('x2', 'Hill Giant', 'bob'),
    ];
    refused(play(upToBlocks(['a1', 'a2'], []), board));
    refused(
      play(
        upToBlocks(
          ['a1', 'a2'],
          [
            ['x1', 'a2'],
            ['x2', 'a2'],
          ],
        ),
        board,
      ),
    );
    const one = play(
      upToBlocks(
        ['a1', 'a2'],
        [
          ['x2', 'a1'],
          ['x1', 'a2'],
        ],
      ),
      board,
    );
    expect(one.legal).toBe(true);
    expect(one.state.combat?.attackers).toEqual([
      { id: 'a1', attacking: 'bob', blocked: true },
      { id: 'a2', attacking: 'bob', blocked: true },
    ]);
    expect(
      play(
        upToBlocks(
          ['a1', 'a2'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
        board,
      ).legal,
    ).toBe(true);
    // With bob's creatures tapped, nothing can be obeyed: nobody blocks, and nothing is refused.
    const tapped = board.map((o) => (o.controller === 'bob' ? { ...o, tapped: true } : o));
    const none = play(upToBlocks(['a1', 'a2']), tapped);
    expect(none.violations).toEqual([]);
    expect(none.state.combat?.blockers).toEqual([]);
  });

  it("509.1c: Satyr Piper's ability on Hill Giant: it must be blocked this turn, by either of bob's creatures", () => {
    const board = [
      perm('s1', 'Satyr Piper', 'alice'),
      perm('a2', 'Hill Giant', 'alice'),
      ...['f1', 'f2', 'f3', 'f4'].map((id) => perm(id, 'Forest', 'alice')),
      perm('x1', 'Grizzly Bears', 'bob'),
    ];
    const activate = { type: 'activate', player: 'alice', source: 's1', ability: 0, targets: ['a2'] };
    const resolved = play([activate, ...passes(2)], board);
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.effects).toEqual([expect.objectContaining({ kind: 'must-be-blocked', affects: ['a2'], duration: 'this-turn' })]);
    refused(play([activate, ...passes(2), ...upToBlocks(['s1', 'a2'], [['x1', 's1']])], board));
    refused(play([activate, ...passes(2), ...upToBlocks(['s1', 'a2'], [])], board));
    expect(play([activate, ...passes(2), ...upToBlocks(['s1', 'a2'], [['x1', 'a2']])], board).legal).toBe(true);
  });
});

describe('509.1b, 611.2c: "Creatures without flying can\'t block this turn." (Falter)', () => {
  const field = [
    perm('a1', 'Grizzly Bears', 'alice'),
    perm('m1', 'Mountain', 'alice'),
    perm('m2', 'Mountain', 'alice'),
    perm('x1', 'Grizzly Bears', 'bob'),
    perm('x2', 'Wind Drake', 'bob'),
    perm('x3', 'Giant Spider', 'bob'),
  ];
  const board = () => combatBoard(field, {}, { hand: [{ id: 'f1', card: 'Falter' }] });
  const falter = [{ type: 'cast', player: 'alice', card: 'f1' }, ...passes(2)];

  it('611.2c: as Falter resolves, the creatures without flying then on the battlefield are fixed', () => {
    const a = ruleCombat({ state: board(), actions: falter });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'f1')).toBe('graveyard');
    const effect = a.state.effects.find((e) => e.kind === 'cant-block');
    expect(effect).toMatchObject({ duration: 'this-turn' });
    expect([...(effect?.affects ?? [])].sort()).toEqual(['a1', 'x1', 'x3']);
    expect(cited(a)).toContain('611.2c');
  });

  it('509.1b: Grizzly Bears declared as a blocker after Falter: illegal, the declaration is reversed', () => {
    const actions = [...falter, ...upToBlocks(['a1'], [['x1', 'a1']])];
    const a = ruleCombat({ state: board(), actions });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expectReversed(a, actions.length - 1);
  });

  it('509.1b: reach is not flying: Giant Spider cannot block either', () => {
    const a = ruleCombat({ state: board(), actions: [...falter, ...upToBlocks(['a1'], [['x3', 'a1']])] });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
  });

  it('509.1b: Wind Drake, with flying, still blocks', () => {
    const a = ruleCombat({ state: board(), actions: [...falter, ...upToBlocks(['a1'], [['x2', 'a1']]), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'a1')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(20);
  });

  it('509.1b: without Falter, the same Grizzly Bears block', () => {
    const a = ruleCombat({ state: board(), actions: upToBlocks(['a1'], [['x1', 'a1']]) });
    expect(a.legal).toBe(true);
    expect(a.state.combat?.blockers).toEqual([expect.objectContaining({ id: 'x1', blocking: ['a1'] })]);
  });
});
