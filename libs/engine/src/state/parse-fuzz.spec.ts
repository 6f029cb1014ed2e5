import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { COMBAT_CARDS } from '../testing/combat-cards';
import { TRIGGER_CARDS } from '../testing/combat-trigger-cards';
import { SPELL_CARDS } from '../testing/spell-cards';
import { STATIC_CARDS } from '../testing/static-cards';
import { parseBoard } from './parse';

/**
 * Odd input a client could send (wrong types, huge or negative numbers, deep nesting, duplicate ids,
 * references to missing objects, very large boards): the engine answers, refuses (invalid) or says
 * unsupported, and never throws. Deterministic: a seeded generator mutates a few valid boards.
 */

const extra: CardDefinition[] = [
  defineCard({
    name: 'Clone',
    manaCost: '{3}{U}',
    colors: ['U'],
    types: ['Creature'],
    subtypes: ['Shapeshifter'],
    power: '0',
    toughness: '0',
    text: 'You may have Clone enter as a copy of any creature on the battlefield.',
  }),
  defineCard({
    name: 'Glowering Rogon',
    manaCost: '{5}{G}',
    colors: ['G'],
    types: ['Creature'],
    subtypes: ['Beast'],
    power: '4',
    toughness: '4',
    text: 'Amplify 1',
  }),
  defineCard({
    name: 'Kavu Titan',
    manaCost: '{1}{G}',
    colors: ['G'],
    types: ['Creature'],
    subtypes: ['Kavu'],
    power: '2',
    toughness: '2',
    text: 'Kicker {2}{G}\nIf this creature was kicked, it enters with three +1/+1 counters on it and with trample.',
  }),
  defineCard({
    name: 'Pouncing Jaguar',
    manaCost: '{G}',
    colors: ['G'],
    types: ['Creature'],
    subtypes: ['Cat'],
    power: '2',
    toughness: '2',
    text: 'Echo {G}',
  }),
  defineCard({ name: 'Mind Rot', manaCost: '{2}{B}', colors: ['B'], types: ['Sorcery'], text: 'Target player discards two cards.' }),
  defineCard({
    name: 'Test Watcher',
    manaCost: '{2}{B}',
    colors: ['B'],
    types: ['Creature'],
    subtypes: ['Zombie'],
    power: '2',
    toughness: '2',
    text: 'When Test Watcher enters, you gain 2 life.\nMorph {B}',
  }),
  defineCard({
    name: 'Capsize',
    manaCost: '{1}{U}{U}',
    colors: ['U'],
    types: ['Instant'],
    text: "Buyback {3}\nReturn target permanent to its owner's hand.",
  }),
  defineCard({
    name: 'Astral Steel',
    manaCost: '{2}{W}',
    colors: ['W'],
    types: ['Instant'],
    text: 'Target creature gets +1/+2 until end of turn.\nStorm',
  }),
  defineCard({
    name: 'Benalish Hero',
    manaCost: '{W}',
    colors: ['W'],
    types: ['Creature'],
    subtypes: ['Human', 'Soldier'],
    power: '1',
    toughness: '1',
    text: 'Banding',
  }),
  defineCard({
    name: 'Control Magic',
    manaCost: '{2}{U}{U}',
    colors: ['U'],
    types: ['Enchantment'],
    subtypes: ['Aura'],
    text: 'Enchant creature\nYou control enchanted creature.',
  }),
  defineCard({
    name: 'Stoke the Flames',
    manaCost: '{2}{R}{R}',
    colors: ['R'],
    types: ['Instant'],
    text: 'Convoke\nStoke the Flames deals 4 damage to any target.',
  }),
];
const byName = new Map<string, CardDefinition>();
for (const c of [...COMBAT_CARDS, ...TRIGGER_CARDS, ...SPELL_CARDS, ...STATIC_CARDS, ...extra]) byName.set(c.name, c);
const catalog = new InMemoryCatalog(byName.values());

const turn = (step = 'first-main', priority: string | null = 'alice') => ({ number: 3, active: 'alice', step, priority });
const players = (alice: Record<string, unknown> = {}, bob: Record<string, unknown> = {}) => [
  {
    id: 'alice',
    library: { count: 30 },
    hand: [
      { id: 'h1', card: 'Lightning Bolt' },
      { id: 'h2', card: 'Stoke the Flames' },
      { id: 'h3', card: 'Kavu Titan' },
      { id: 'h4', card: 'Test Watcher' },
    ],
    ...alice,
  },
  { id: 'bob', library: { count: 30 }, hand: [{ id: 'bh', card: 'Forest' }], ...bob },
];
const lands = (n: number, card = 'Mountain', controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller}.${card}.${i}`, card, controller }));

type Req = { state: Record<string, unknown>; action?: unknown; actions?: unknown[] };

/** Valid requests touching the fields added today; the fuzzer mutates them. */
const SEEDS: Req[] = [
  {
    state: {
      players: players(),
      battlefield: [
        ...lands(4),
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'g2', card: 'Grizzly Bears', controller: 'alice' },
      ],
      turn: turn(),
    },
    action: { type: 'cast', player: 'alice', card: 'h2', targets: ['bob'], payment: { convoke: ['g1', 'g2'] } },
  },
  {
    state: { players: players(), battlefield: lands(5, 'Forest'), turn: turn() },
    action: { type: 'cast', player: 'alice', card: 'h3', additionalCosts: ['kicker'] },
  },
  {
    state: {
      players: players(),
      battlefield: [
        { id: 'b1', card: 'Benalish Hero', controller: 'alice', summoningSick: false },
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice', summoningSick: false },
      ],
      turn: turn('declare-attackers', null),
    },
    action: {
      type: 'declareAttackers',
      player: 'alice',
      attackers: [
        { id: 'b1', attacking: 'bob' },
        { id: 'g1', attacking: 'bob' },
      ],
      bands: [['b1', 'g1']],
    },
  },
  {
    state: {
      players: players(),
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }],
      stack: [{ id: 'c', card: 'Clone', controller: 'alice', awaitingCopy: 'alice' }],
      turn: turn('first-main', null),
    },
    action: { type: 'choose', player: 'alice', decision: 't3.first-main.chooseCopy.c', choice: ['gb'] },
  },
  {
    state: {
      players: players({ hand: [{ id: 'ft', card: 'Glowering Rogon' }] }),
      battlefield: lands(2, 'Forest'),
      stack: [{ id: 'rogon', card: 'Glowering Rogon', controller: 'alice', awaitingReveal: { player: 'alice', instance: 0, counters: 0 } }],
      turn: turn('first-main', null),
    },
    action: { type: 'pass', player: 'alice' },
  },
  {
    state: {
      players: players(),
      battlefield: [{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', upkeepsSinceControl: 1 }],
      stack: [{ id: 't', ability: { source: 'j1', index: 0, triggered: true }, controller: 'alice', awaitingPayment: 'alice' }],
      turn: turn('upkeep', null),
    },
    action: { type: 'pass', player: 'alice' },
  },
  {
    state: {
      players: players(),
      battlefield: [
        { id: 'k1', card: 'Kavu Titan', controller: 'alice', kicked: 1, baseController: 'bob', activatedThisTurn: [], faceDown: false },
        { id: 'cl', card: 'Clone', copyOf: 'Grizzly Bears', controller: 'alice' },
        { id: 'w1', card: 'Test Watcher', controller: 'bob', faceDown: true },
      ],
      turn: turn(),
    },
    action: { type: 'pass', player: 'alice' },
  },
  {
    state: {
      players: players(),
      battlefield: [{ id: 'g1', card: 'Grizzly Bears', controller: 'bob', timestamp: 1 }],
      effects: [
        {
          id: 'text',
          kind: 'change-text',
          from: 'green',
          to: 'black',
          affects: ['g1'],
          controller: 'alice',
          timestamp: 2,
          duration: 'permanent',
        },
        {
          id: 'pt',
          kind: 'set-pt',
          equalTo: 'the number of creature cards in your graveyard',
          affects: ['g1'],
          controller: 'alice',
          timestamp: 3,
          duration: 'permanent',
        },
      ],
      turn: turn(),
    },
    action: { type: 'pass', player: 'alice' },
  },
  {
    state: {
      players: players(),
      battlefield: [{ id: 'w1', card: 'Test Watcher', controller: 'alice' }],
      pending: [{ id: 'p1', source: 'w1', index: 0, controller: 'alice' }],
      delayed: [{ id: 'd1', source: 'w1', controller: 'alice', when: 'next-upkeep', effect: 'Draw a card.' }],
      turn: turn('first-main', null),
    },
    action: { type: 'pass', player: 'alice' },
  },
  {
    state: {
      players: players(),
      stack: [
        {
          id: 's',
          card: 'Lightning Bolt',
          controller: 'alice',
          targets: ['bob'],
          awaitingReplacement: { player: 'bob', options: ['x'], text: 't', kind: 'damage', chosen: {}, next: 0 },
        },
      ],
      turn: turn('first-main', null),
    },
    action: { type: 'choose', player: 'bob', decision: 't3.first-main.chooseReplacement.s', choice: ['x'] },
  },
  {
    state: {
      players: players(),
      battlefield: [...lands(3, 'Swamp'), { id: 'g1', card: 'Grizzly Bears', controller: 'alice' }],
      stack: [{ id: 's1', controller: 'alice', ability: { source: 'g1', index: 0, granted: '{T}: This creature explodes.' }, targets: [] }],
      turn: turn(),
    },
    actions: [
      { type: 'cast', player: 'alice', card: 'h1', targets: ['g1'] },
      { type: 'pass', player: 'alice' },
    ],
  },
  {
    // 500.7 extra turns, 500.8 added phases, 500.11 skipped turns, 106.6 restricted mana, attacked this turn.
    state: {
      players: players(
        { manaPool: { R: 1 }, restrictedMana: [{ mana: '{R}', spendOnly: 'Spend this mana only to cast a creature spell.' }] },
        { skipTurns: 1 },
      ),
      battlefield: [...lands(2), { id: 'g1', card: 'Grizzly Bears', controller: 'alice', attackedThisTurn: true }],
      extraTurns: [{ id: 'x1', player: 'alice' }],
      turn: {
        ...turn('end-of-combat'),
        extraTurn: { id: 'x0', after: 'bob' },
        additionalPhases: ['combat', 'main'],
        resumeAt: 'second-main',
      },
    },
    actions: [
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  },
];

const FIELDS = [
  'bands',
  'additionalCosts',
  'sacrifice',
  'discard',
  'faceDown',
  'payment',
  'convoke',
  'copyOf',
  'baseController',
  'delayed',
  'awaitingCopy',
  'awaitingWords',
  'awaitingReveal',
  'awaitingReplacement',
  'awaitingChoice',
  'awaitingPayment',
  'pendingChoice',
  'awaitingDiscard',
  'modes',
  'granted',
  'from',
  'to',
  'equalTo',
  'activatedThisTurn',
  'upkeepsSinceControl',
  'kicked',
  'kickedWith',
  'x',
  'targets',
  'refersTo',
  'index',
  'source',
  'counters',
  'attachedTo',
  'characteristics',
  'card',
  'id',
  'controller',
  'owner',
  'timestamp',
  'damage',
  'count',
  'next',
  'instance',
  'player',
  'options',
  'key',
  'ability',
  'restrictedMana',
  'spendOnly',
  'skipTurns',
  'extraTurns',
  'extraTurn',
  'after',
  'additionalPhases',
  'resumeAt',
  'attackedThisTurn',
];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (n: number, arr: boolean): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = arr ? [v] : { a: v };
  return v;
};

function oddValue(r: () => number, ids: string[]): unknown {
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const choices: (() => unknown)[] = [
    () => null,
    () => true,
    () => false,
    () => '',
    () => 'zzz',
    () => -1,
    () => 0,
    () => 1,
    () => 2,
    () => -0,
    () => 1.5,
    () => 2 ** 31,
    () => 2 ** 53 + 2,
    () => 1e300,
    () => -1e300,
    () => [],
    () => [null],
    () => [[]],
    () => {},
    () => ({ player: 'alice' }),
    () => pick(ids),
    () => [pick(ids)],
    () => [pick(ids), pick(ids)],
    () => 'missing',
    () => ['missing'],
    () => [-1],
    () => [1e9],
    () => [0, 0],
    () => deep(200, true),
    () => deep(200, false),
    () => 'x'.repeat(10000),
    () => Array.from({ length: 2000 }, (_, i) => i),
    () => ({
      player: pick(ids),
      next: pick([-1, 99, 1e9, 'a']),
      count: pick([-5, 1e9, 'x']),
      instance: pick([-1, 1e9, null]),
      counters: pick([-1, 1e9]),
    }),
    () => ({ key: pick(ids), player: pick(ids), options: pick([null, ['x'], [1], 'a']), text: pick([1, null]) }),
    () => ({ convoke: pick([null, 'g1', ['g1', 'g1'], [1], ['missing'], {}]), tap: pick([null, ['g1'], 'x']) }),
    () => ({
      source: pick(ids),
      index: pick([-1, 1e9, 'a', 0]),
      triggered: pick([true, 'yes']),
      delayed: pick([1, 'd']),
      granted: pick([1, 'g']),
    }),
  ];
  return pick(choices)();
}

type Node = Record<string, unknown> | unknown[];
function containers(v: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(v)) {
    out.push(v);
    v.forEach((x) => containers(x, out));
  } else if (typeof v === 'object' && v !== null) {
    out.push(v as Record<string, unknown>);
    Object.values(v).forEach((x) => containers(x, out));
  }
  return out;
}

/** The same type, an odd value: a negative, zero or huge number, another (or a missing) id, the other boolean. */
function sameType(v: unknown, r: () => number, ids: string[]): unknown {
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  if (typeof v === 'number') return pick([-1, 0, 1, 7, 99, 2 ** 31, 1e9]);
  if (typeof v === 'string') return pick([...ids, 'missing', '']);
  if (typeof v === 'boolean') return !v;
  return v;
}

function mutate(seed: Req, r: () => number): Req {
  const req = JSON.parse(JSON.stringify(seed)) as Req;
  const ids = ['alice', 'bob', 'h1', 'h2', 'g1', 'gb', 'c', 'j1', 't', 'k1', 's1', 'p1', 'd1', 'w1'];
  const n = r() < 0.75 ? 1 : 2;
  for (let i = 0; i < n; i++) {
    const nodes = containers(req);
    const node = nodes[1 + Math.floor(r() * (nodes.length - 1))];
    const typed = r() < 0.5;
    if (Array.isArray(node)) {
      const k = Math.floor(r() * (node.length + 1));
      if (r() < 0.5 && node.length > 0) node.push(JSON.parse(JSON.stringify(node[Math.min(k, node.length - 1)] ?? null)));
      else node[k] = typed && k < node.length ? sameType(node[k], r, ids) : oddValue(r, ids);
    } else {
      const keys = Object.keys(node);
      const key = r() < 0.5 && keys.length > 0 ? keys[Math.floor(r() * keys.length)] : FIELDS[Math.floor(r() * FIELDS.length)];
      node[key] = typed && key in node ? sameType(node[key], r, ids) : oddValue(r, ids);
    }
  }
  return req;
}

function expectNoThrow(req: Req, label: string): void {
  let where = 'parseBoard';
  try {
    parseBoard(req.state, catalog);
    where = 'legalActionsFor';
    legalActionsFor(req.state, catalog, { limit: 50 });
    where = 'adjudicate';
    const out = adjudicate(req, catalog);
    expect(['answer', 'invalid', 'unsupported']).toContain(out.kind);
    where = 'adjudicate(allowUnsupported)';
    adjudicate({ ...req, allowUnsupported: true }, catalog);
  } catch (e) {
    throw new Error(
      `${label}: ${where} threw ${(e as Error)?.stack?.split('\n').slice(0, 4).join(' | ')}\nrequest: ${JSON.stringify(req).slice(0, 1500)}`,
    );
  }
}

describe('parse fuzz: odd input is answered, refused or unsupported, never thrown', () => {
  it('the seeds themselves do not throw, and each is a valid board (refused at most for text not implemented)', () => {
    SEEDS.forEach((s, i) => expectNoThrow(s, `seed ${i}`));
    const invalid = SEEDS.map((s, i) => [i, adjudicate(s, catalog)] as const).filter(
      ([, out]) => out.kind === 'invalid' && !out.errors.every((e) => e.code.startsWith('UNSUPPORTED_')),
    );
    expect(invalid.map(([i, out]) => `seed ${i}: ${JSON.stringify(out).slice(0, 300)}`)).toEqual([]);
  });

  it('300 mutations of the seeds (wrong types, huge and negative numbers, deep nesting, duplicate and missing ids)', () => {
    const r = rng(20261130);
    for (let i = 0; i < 300; i++) {
      const seed = SEEDS[i % SEEDS.length];
      expectNoThrow(mutate(seed, r), `case ${i} (seed ${i % SEEDS.length})`);
    }
  });

  it('a very large board (800 permanents, 300 stack objects) is handled', () => {
    const battlefield = Array.from({ length: 800 }, (_, i) => ({
      id: `p${i}`,
      card: i % 2 ? 'Grizzly Bears' : 'Forest',
      controller: i % 3 ? 'alice' : 'bob',
    }));
    const stack = Array.from({ length: 300 }, (_, i) => ({ id: `s${i}`, card: 'Lightning Bolt', controller: 'alice', targets: ['bob'] }));
    expectNoThrow(
      { state: { players: players(), battlefield, stack, turn: turn() }, action: { type: 'pass', player: 'alice' } },
      'large board',
    );
    expectNoThrow(
      {
        state: { players: players(), battlefield: [...battlefield, ...battlefield], turn: turn() },
        action: { type: 'pass', player: 'alice' },
      },
      'duplicate ids',
    );
  });

  it('huge numbers are refused (400), not a RangeError, an Infinity sent back as null, or a run out of memory', () => {
    const pass = { type: 'pass', player: 'alice' };
    const refused = (state: Record<string, unknown>, path: string) => {
      const out = adjudicate({ state, action: pass }, catalog);
      expect(out.kind === 'invalid' ? out.errors.map((e) => e.path) : out).toContain(path);
    };
    // A pool written out symbol by symbol: "{R}" 2^31 times does not fit in a string.
    refused({ players: players({ manaPool: { R: 2 ** 31 } }), turn: turn() }, 'state.players[0].manaPool.R');
    // 1.7e308 + 2 is Infinity: the creature's power would be answered as null.
    refused(
      {
        players: players(),
        battlefield: [{ id: 'g', card: 'Grizzly Bears', controller: 'alice', counters: { '+1/+1': 1.7e308 } }],
        turn: turn(),
      },
      'state.battlefield[0].counters.+1/+1',
    );
    refused({ players: players({ life: 1e300 }), turn: turn() }, 'state.players[0].life');
    // 702.24a: a cost paid once per age counter; 702.40a: one copy per storm count.
    refused(
      { players: players(), battlefield: [{ id: 'e', card: 'Grizzly Bears', controller: 'alice', counters: { age: 1e9 } }], turn: turn() },
      'state.battlefield[0].counters.age',
    );
    refused(
      {
        players: players(),
        stack: [
          { id: 'as', card: 'Astral Steel', controller: 'alice', targets: [] },
          { id: 't', ability: { source: 'as', index: 0, triggered: true }, controller: 'alice', refersTo: 'as', x: 1e9 },
        ],
        turn: turn(),
      },
      'state.stack[1].x',
    );
    refused(
      {
        players: players(),
        stack: [{ id: 'as', card: 'Astral Steel', controller: 'alice', targets: [] }],
        pending: [{ id: 't', source: 'as', index: 0, controller: 'alice', refersTo: 'as', x: 1e9 }],
        turn: turn('first-main', null),
      },
      'state.pending[0].x',
    );
  });
});
