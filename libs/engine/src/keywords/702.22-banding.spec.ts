import { adjudicate, Answer, Outcome } from '../adjudicate';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { legalActionsFor } from '../legal-actions';
import { cited } from '../testing/test-catalog';
import {
  block,
  assign,
  combatBoard,
  COMBAT_CARDS,
  life,
  onField,
  passes,
  perm,
  TEST_WALKER,
  TO_ATTACKERS,
  zoneOf,
} from '../testing/combat-cards';

/**
 * 702.22 banding, walked through whole combats: bands announced with the attackers (702.22c-e),
 * blocked as a whole (702.22h), and combat damage divided by the other player (702.22j-k).
 * Cards in their current Oracle wording.
 */
const creature = (
  name: string,
  manaCost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  text: string,
  types = ['Creature'],
) => defineCard({ name, manaCost, types, subtypes, power: String(power), toughness: String(toughness), text });

const BANDING_CARDS = [
  creature('Benalish Hero', '{W}', ['Human', 'Soldier'], 1, 1, 'Banding'),
  creature('Timber Wolves', '{G}', ['Wolf'], 1, 1, 'Banding'),
  creature('Mesa Pegasus', '{1}{W}', ['Pegasus'], 1, 1, 'Flying; banding'),
  creature('Bog Wraith', '{3}{B}', ['Wraith'], 3, 3, 'Swampwalk'),
  creature('Wall of Shields', '{3}', ['Wall'], 0, 4, 'Defender\nBanding', ['Artifact', 'Creature']),
  defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'], text: '({T}: Add {B}.)' }),
];
const catalog = new InMemoryCatalog([...COMBAT_CARDS, ...BANDING_CARDS]);

const run = (request: { state: unknown; action?: unknown; actions?: unknown }): Outcome => adjudicate(request, catalog);
function rule(request: { state: unknown; action?: unknown; actions?: unknown }): Answer {
  const outcome = run(request);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

/** alice attacks bob with these creatures, in these bands. */
const attackInBands = (ids: (string | [string, string])[], bands?: string[][]) => ({
  type: 'declareAttackers',
  player: 'alice',
  attackers: ids.map((a) => (typeof a === 'string' ? { id: a, attacking: 'bob' } : { id: a[0], attacking: a[1] })),
  ...(bands ? { bands } : {}),
});
const toBlocks = (ids: string[], bands?: string[][]) => [...TO_ATTACKERS, attackInBands(ids, bands), ...passes(2)];
const combatOf = (a: Answer) =>
  a.state.combat as
    | {
        attackers: { id: string; blocked?: boolean }[];
        blockers: { id: string; blocking: string[] }[];
        bands?: string[][];
        damageAssigned?: unknown;
      }
    | undefined;

describe('702.22 banding', () => {
  it('702.22a: is understood in the current wording ("Flying; banding") and in the 2017 wording with its reminder text', () => {
    expect(compileCard(catalog.find('Benalish Hero') as never).support).toBe('full');
    const pegasus = compileCard(catalog.find('Mesa Pegasus') as never);
    expect(pegasus.support).toBe('full');
    expect(pegasus.abilities.map((a) => (a.kind === 'keyword' ? a.keyword : a.kind))).toEqual(['flying', 'banding']);
    const printed = creature(
      'Benalish Hero',
      '{W}',
      ['Human', 'Soldier'],
      1,
      1,
      "Banding (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)",
    );
    expect(compileCard(printed).support).toBe('full');
  });

  it('702.22b: "bands with other" is not understood: such a card is refused, not read as banding', () => {
    const c = compileCard(creature('Test Legend Knight', '{2}{W}', ['Knight'], 2, 2, 'Bands with other legends'));
    expect(c.support).toBe('none');
  });

  describe('702.22c-e: declaring bands', () => {
    const field = [
      perm('h1', 'Benalish Hero', 'alice'),
      perm('w1', 'Timber Wolves', 'alice'),
      perm('g1', 'Grizzly Bears', 'alice'),
      perm('g2', 'Hill Giant', 'alice'),
      perm('x1', 'Craw Wurm', 'bob'),
    ];

    it('702.22c: creatures with banding and up to one without form a band; it is recorded in combat for the later steps (702.22e)', () => {
      const a = rule({
        state: combatBoard(field),
        actions: [...TO_ATTACKERS, attackInBands(['h1', 'w1', 'g1', 'g2'], [['h1', 'w1', 'g1']])],
      });
      expect(a.violations).toEqual([]);
      expect(a.legal).toBe(true);
      expect(combatOf(a)?.bands).toEqual([['h1', 'w1', 'g1']]);
      expect(cited(a)).toContain('702.22c');
      // The board as answered reads back the same (the band is part of the wire format).
      const again = rule({ state: a.state, actions: [] });
      expect(combatOf(again)?.bands).toEqual([['h1', 'w1', 'g1']]);
    });

    it('legal actions: the creatures with banding are marked, as those that may lead a band', () => {
      const asked = rule({ state: combatBoard(field), actions: TO_ATTACKERS });
      const listed = legalActionsFor(asked.state, catalog);
      if (!listed.ok) throw new Error('expected legal actions');
      expect(listed.value.attackers?.filter((a) => a.banding).map((a) => a.id)).toEqual(['h1', 'w1']);
    });

    it('without "bands", a declaration is as before: no band', () => {
      const a = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attackInBands(['h1', 'w1'])] });
      expect(a.legal).toBe(true);
      expect(combatOf(a)?.bands).toBeUndefined();
    });

    it.each([
      ['two creatures without banding', [['h1', 'g1', 'g2']], 'BAND_TOO_MANY_WITHOUT_BANDING', '702.22c'],
      ['no creature with banding', [['g1', 'g2']], 'BAND_WITHOUT_BANDING', '702.22c'],
      ['a creature that is not attacking', [['h1', 'w1']], 'BAND_MEMBER_NOT_ATTACKING', '702.22c'],
      [
        'a creature in two bands',
        [
          ['h1', 'g1'],
          ['g1', 'h1'],
        ],
        'BAND_MEMBER_TWICE',
        '702.22c',
      ],
    ])('702.22c: a band with %s is illegal', (_, bands, code, ruleNumber) => {
      const attackers = bands[0].includes('w1') ? ['h1', 'g1'] : ['h1', 'g1', 'g2'];
      const a = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attackInBands(attackers, bands)] });
      expect(a.legal).toBe(false);
      expect(a.violations).toContainEqual(expect.objectContaining({ code, rule: ruleNumber }));
      expect(combatOf(a)?.bands).toBeUndefined();
    });

    it('702.22d: all creatures in a band attack the same player or planeswalker', () => {
      const withWalker = [...field, perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 4 } })];
      const a = rule({ state: combatBoard(withWalker), actions: [...TO_ATTACKERS, attackInBands(['h1', ['w1', 'pw']], [['h1', 'w1']])] });
      expect(a.violations).toEqual([expect.objectContaining({ code: 'BAND_SPLIT_ATTACK', rule: '702.22d' })]);
    });

    it.each([
      ['not a list', 'h1'],
      ['an empty band', [[]]],
      ['a band that is not a list of ids', [[1, 2]]],
    ])('"bands" that is %s is not an action: 400 with its path', (_, bands) => {
      const out = run({ state: combatBoard(field), actions: [...TO_ATTACKERS, { ...attackInBands(['h1', 'w1']), bands }] });
      expect(out.kind).toBe('invalid');
      if (out.kind === 'invalid') expect(out.errors).toEqual([expect.objectContaining({ kind: 'shape', path: 'actions[2].bands' })]);
    });

    it('a board whose combat names a band of creatures that are not attacking is refused (422)', () => {
      const out = run({
        state: combatBoard(field, {
          turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: 'alice' },
          combat: { attackers: [{ id: 'h1', attacking: 'bob' }], bands: [['h1', 'w1']] },
        }),
        actions: [],
      });
      expect(out.kind).toBe('invalid');
      if (out.kind === 'invalid')
        expect(out.errors).toContainEqual(expect.objectContaining({ code: 'BAND_MEMBER_NOT_ATTACKING', rule: '702.22c' }));
    });
  });

  describe('702.22h example: a band of a creature with flying and one with swampwalk; the defending player controls a Swamp', () => {
    // Mesa Pegasus (1/1 flying, banding) and Bog Wraith (3/3 swampwalk) attack in a band; bob has a Swamp and Giant Spider (2/4 reach).
    const field = [
      perm('p1', 'Mesa Pegasus', 'alice'),
      perm('bw', 'Bog Wraith', 'alice'),
      perm('sw', 'Swamp', 'bob'),
      perm('sp', 'Giant Spider', 'bob'),
    ];

    it('702.22h: the Spider blocks the flier; the creature with swampwalk becomes blocked by it too', () => {
      const a = rule({ state: combatBoard(field), actions: [...toBlocks(['p1', 'bw'], [['p1', 'bw']]), block(['sp', 'p1'])] });
      expect(a.violations).toEqual([]);
      expect(combatOf(a)?.blockers).toEqual([{ id: 'sp', blocking: ['p1', 'bw'] }]);
      expect(combatOf(a)?.attackers).toEqual([
        expect.objectContaining({ id: 'p1', blocked: true }),
        expect.objectContaining({ id: 'bw', blocked: true }),
      ]);
      expect(cited(a)).toContain('702.22h');
    });

    it('702.14c: the Spider still cannot be declared as blocking the creature with swampwalk itself', () => {
      const a = rule({ state: combatBoard(field), actions: [...toBlocks(['p1', 'bw'], [['p1', 'bw']]), block(['sp', 'bw'])] });
      expect(a.legal).toBe(false);
      expect(a.violations).toContainEqual(expect.objectContaining({ rule: '702.14c' }));
    });

    it('without a band, blocking the flier leaves the creature with swampwalk unblocked', () => {
      const blocked = rule({ state: combatBoard(field), actions: [...toBlocks(['p1', 'bw']), block(['sp', 'p1'])] });
      expect(combatOf(blocked)?.blockers).toEqual([{ id: 'sp', blocking: ['p1'] }]);
      const a = rule({ state: blocked.state, actions: passes(2) });
      expect(life(a, 'bob')).toBe(17);
      expect(zoneOf(a, 'p1')).toBe('graveyard');
    });

    it('702.22k: the Spider blocks creatures with banding: alice, the active player, divides its damage among them', () => {
      const asked = rule({
        state: combatBoard(field),
        actions: [...toBlocks(['p1', 'bw'], [['p1', 'bw']]), block(['sp', 'p1']), ...passes(2)],
      });
      expect(asked.state.turn).toMatchObject({ step: 'combat-damage', priority: null });
      expect(asked.decision).toMatchObject({ player: 'alice', kind: 'assignDamage', rule: '702.22k', options: ['sp'] });
      expect(cited(asked)).toContain('702.22k');
      // bob, whose creature it is, does not divide it (510.1d is set aside).
      const byBob = rule({ state: asked.state, action: assign({ sp: { p1: 2 } }, 'bob') });
      expect(byBob.violations).toEqual([expect.objectContaining({ code: 'NOT_ASSIGN_DAMAGE' })]);
      // alice puts all of it on the 3/3 Wraith: her Pegasus lives; the Spider takes 1 + 3 and dies.
      const a = rule({ state: asked.state, action: assign({ sp: { bw: 2 } }) });
      expect(a.violations).toEqual([]);
      expect(onField(a, 'p1')?.damage).toBe(0);
      expect(onField(a, 'bw')?.damage).toBe(2);
      expect(zoneOf(a, 'sp')).toBe('graveyard');
      expect(life(a, 'bob')).toBe(20);
      expect(cited(a)).toEqual(expect.arrayContaining(['702.22k', '510.2']));
    });

    it('510.1d, 702.22k: the Spider divides its damage only among the creatures it blocks', () => {
      const asked = rule({
        state: combatBoard(field),
        actions: [...toBlocks(['p1', 'bw'], [['p1', 'bw']]), block(['sp', 'p1']), ...passes(2)],
      });
      const a = rule({ state: asked.state, action: assign({ sp: { p1: 1, bob: 1 } }) });
      expect(a.violations).toContainEqual(expect.objectContaining({ code: 'ILLEGAL_DAMAGE_TARGET', rule: '702.22k' }));
      const short = rule({ state: asked.state, action: assign({ sp: { p1: 1 } }) });
      expect(short.violations).toContainEqual(expect.objectContaining({ code: 'WRONG_TOTAL', rule: '510.1a' }));
    });
  });

  describe('702.22j: an attacker blocked by a creature with banding', () => {
    // Craw Wurm (6/4) attacks; bob blocks it with Wall of Shields (0/4, banding) and Grizzly Bears (2/2).
    const field = [perm('cw', 'Craw Wurm', 'alice'), perm('ws', 'Wall of Shields', 'bob'), perm('gb', 'Grizzly Bears', 'bob')];
    const toDamage = [...toBlocks(['cw']), block(['ws', 'cw'], ['gb', 'cw']), ...passes(2)];

    it("702.22j: bob, the defending player, divides the Wurm's damage among its blockers; alice does not", () => {
      const asked = rule({ state: combatBoard(field), actions: toDamage });
      expect(asked.decision).toMatchObject({ player: 'bob', kind: 'assignDamage', rule: '702.22j', options: ['cw'] });
      expect(cited(asked)).toContain('702.22j');
      const byAlice = rule({ state: asked.state, action: assign({ cw: { ws: 4, gb: 2 } }) });
      expect(byAlice.violations).toEqual([expect.objectContaining({ code: 'NOT_ASSIGN_DAMAGE' })]);
      // bob puts all 6 on the Wall: the Bears live.
      const a = rule({ state: asked.state, action: assign({ cw: { ws: 6 } }, 'bob') });
      expect(a.violations).toEqual([]);
      expect(zoneOf(a, 'ws')).toBe('graveyard');
      expect(onField(a, 'gb')?.damage).toBe(0);
      expect(onField(a, 'cw')?.damage).toBe(2);
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    });

    it('510.1c: without banding among the blockers, alice divides as usual', () => {
      const plain = [perm('cw', 'Craw Wurm', 'alice'), perm('ws', 'Wall of Stone', 'bob'), perm('gb', 'Grizzly Bears', 'bob')];
      const asked = rule({ state: combatBoard(plain), actions: toDamage });
      expect(asked.decision).toMatchObject({ player: 'alice', kind: 'assignDamage', rule: '510.1c' });
    });

    it('702.22j, 702.19b: a trampler blocked by a creature with banding: bob may put all its damage on the blocker', () => {
      const trample = [perm('cd', 'Colossal Dreadmaw', 'alice'), perm('ws', 'Wall of Shields', 'bob')];
      const actions = [...toBlocks(['cd']), block(['ws', 'cd']), ...passes(2)];
      const asked = rule({ state: combatBoard(trample), actions });
      expect(asked.decision).toMatchObject({ player: 'bob', kind: 'assignDamage', rule: '702.22j', options: ['cd'] });
      const a = rule({ state: asked.state, action: assign({ cd: { ws: 6 } }, 'bob') });
      expect(a.violations).toEqual([]);
      expect(life(a, 'bob')).toBe(20);
      expect(zoneOf(a, 'ws')).toBe('graveyard');
      // Whether bob may send the excess on to himself is not settled by 702.22j: refused, not guessed.
      const over = run({ state: asked.state, action: assign({ cd: { ws: 4, bob: 2 } }, 'bob') });
      expect(over).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_BANDING' });
    });
  });

  describe('510.1: both players divide: the active player first, then the defending player', () => {
    // alice: Benalish Hero and Grizzly Bears in a band, and Craw Wurm. bob: Hill Giant blocks the Hero
    // (so the whole band, 702.22h); Wall of Shields and Grizzly Bears block the Wurm.
    const field = [
      perm('h1', 'Benalish Hero', 'alice'),
      perm('g1', 'Grizzly Bears', 'alice'),
      perm('cw', 'Craw Wurm', 'alice'),
      perm('hg', 'Hill Giant', 'bob'),
      perm('ws', 'Wall of Shields', 'bob'),
      perm('gb', 'Grizzly Bears', 'bob'),
    ];
    const toDamage = [...toBlocks(['h1', 'g1', 'cw'], [['h1', 'g1']]), block(['hg', 'h1'], ['ws', 'cw'], ['gb', 'cw']), ...passes(2)];

    it("alice divides the Giant's damage (702.22k), then bob the Wurm's (702.22j); the damage is dealt at once (510.2)", () => {
      const first = rule({ state: combatBoard(field), actions: toDamage });
      expect(first.decision).toMatchObject({ player: 'alice', kind: 'assignDamage', rule: '702.22k', options: ['hg'] });
      const second = rule({ state: first.state, action: assign({ hg: { g1: 3 } }) });
      expect(second.violations).toEqual([]);
      expect(second.decision).toMatchObject({ player: 'bob', kind: 'assignDamage', rule: '702.22j', options: ['cw'] });
      expect(combatOf(second)?.damageAssigned).toEqual({ hg: { g1: 3 } });
      expect(cited(second)).not.toContain('510.2');
      for (const id of ['h1', 'g1', 'cw', 'hg', 'ws', 'gb']) expect(onField(second, id)?.damage).toBe(0);
      // The recorded division travels with the board (a later request).
      const dealt = rule({ state: second.state, action: assign({ cw: { ws: 6 } }, 'bob') });
      expect(dealt.violations).toEqual([]);
      expect(zoneOf(dealt, 'g1')).toBe('graveyard');
      expect(onField(dealt, 'h1')?.damage).toBe(0);
      expect(zoneOf(dealt, 'hg')).toBe('graveyard'); // 1 from the Hero + 2 from the Bears
      expect(zoneOf(dealt, 'ws')).toBe('graveyard');
      expect(onField(dealt, 'gb')?.damage).toBe(0);
      expect(onField(dealt, 'cw')?.damage).toBe(2);
      expect(combatOf(dealt)?.damageAssigned).toBeUndefined();
      expect(cited(dealt)).toEqual(expect.arrayContaining(['702.22k', '702.22j', '510.2']));
    });

    it('legal actions: what each player may divide, ready to send back', () => {
      const first = rule({ state: combatBoard(field), actions: toDamage });
      const forAlice = legalActionsFor(first.state, catalog);
      expect(forAlice.ok).toBe(true);
      if (!forAlice.ok) return;
      expect(forAlice.value.damage).toEqual([expect.objectContaining({ blocker: 'hg', power: 3, mayAssignTo: ['h1', 'g1'] })]);
      expect(forAlice.value.actions.map((x) => x.action.type)).toContain('assignDamage');
      const second = rule({ state: first.state, action: assign({ hg: { g1: 3 } }) });
      const forBob = legalActionsFor(second.state, catalog);
      if (!forBob.ok) throw new Error('expected legal actions');
      expect(forBob.value.damage).toEqual([expect.objectContaining({ attacker: 'cw', power: 6, mayAssignTo: ['ws', 'gb'] })]);
      expect(forBob.value.actions.map((x) => x.action)).toContainEqual(expect.objectContaining({ type: 'assignDamage', player: 'bob' }));
    });
  });

  describe('702.22e-f: a band lasts for the rest of combat; a creature removed from combat leaves it', () => {
    it("702.22e, 510.1d: the Hero loses banding after the band is announced: the band stays, and bob divides his Giant's damage", () => {
      const field = [
        perm('h1', 'Benalish Hero', 'alice'),
        perm('g1', 'Grizzly Bears', 'alice'),
        perm('i1', 'Island', 'alice'),
        perm('i2', 'Island', 'alice'),
        perm('hg', 'Hill Giant', 'bob'),
      ];
      const frog = { type: 'cast', player: 'alice', card: 'tf', targets: ['h1'] };
      const a = rule({
        state: combatBoard(field, {}, { hand: [{ id: 'tf', card: 'Turn to Frog' }] }),
        actions: [
          ...TO_ATTACKERS,
          attackInBands(['h1', 'g1'], [['h1', 'g1']]),
          frog,
          ...passes(2),
          ...passes(2),
          block(['hg', 'g1']),
          ...passes(2),
        ],
      });
      expect(a.violations).toEqual([]);
      expect(combatOf(a)?.bands).toEqual([['h1', 'g1']]);
      expect(combatOf(a)?.blockers).toEqual([{ id: 'hg', blocking: ['h1', 'g1'] }]);
      // Neither creature the Giant blocks has banding now: its controller divides (510.1d).
      expect(a.decision).toMatchObject({ player: 'bob', kind: 'assignDamage', rule: '510.1d', options: ['hg'] });
      const dealt = rule({ state: a.state, action: assign({ hg: { h1: 1, g1: 2 } }, 'bob') });
      expect(dealt.violations).toEqual([]);
      expect(zoneOf(dealt, 'h1')).toBe('graveyard');
      expect(zoneOf(dealt, 'g1')).toBe('graveyard');
    });

    it('702.22f: a band member that leaves the battlefield leaves the band', () => {
      const field = [
        perm('h1', 'Benalish Hero', 'alice'),
        perm('g1', 'Grizzly Bears', 'alice'),
        perm('m1', 'Mountain', 'bob'),
        perm('hg', 'Hill Giant', 'bob'),
      ];
      const bolt = { type: 'cast', player: 'bob', card: 'lb', targets: ['h1'] };
      const a = rule({
        state: combatBoard(field, {}, {}, { hand: [{ id: 'lb', card: 'Lightning Bolt' }] }),
        actions: [
          ...TO_ATTACKERS,
          attackInBands(['h1', 'g1'], [['h1', 'g1']]),
          { type: 'pass', player: 'alice' },
          bolt,
          ...passes(2, 'bob', 'alice'),
        ],
      });
      expect(a.violations).toEqual([]);
      expect(zoneOf(a, 'h1')).toBe('graveyard');
      expect(combatOf(a)?.bands).toBeUndefined();
    });
  });

  it('702.22h, 702.111b: a band holding a creature with menace, blocked by one creature, is refused rather than guessed', () => {
    const field = [perm('h1', 'Benalish Hero', 'alice'), perm('bb', 'Boggart Brute', 'alice'), perm('hg', 'Hill Giant', 'bob')];
    const out = run({ state: combatBoard(field), actions: [...toBlocks(['h1', 'bb'], [['h1', 'bb']]), block(['hg', 'h1'])] });
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_BANDING' });
  });
});
