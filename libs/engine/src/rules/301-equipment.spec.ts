import type { Answer } from '../adjudicate';
import { board, cited } from '../testing/test-catalog';
import { lands, passes, perm } from '../testing/spell-cards';
import { effect, onField, ptOf, ruleStatic, WHITE_BLADE, zoneOf } from '../testing/static-cards';

/**
 * 301.5 Equipment and 702.6 equip: "Equip [cost]" means "[Cost]: Attach this permanent to target
 * creature you control. Activate only as a sorcery." (702.6a, 602.5d). The ability uses the
 * stack (602.2a), its cost is paid as a spell's (602.2b, 601.2h); the Equipment enters
 * unattached (301.5b) and stays on the battlefield when what it equips leaves or becomes illegal
 * (301.5c, 704.5n). "Equipped creature gets +2/+0" applies in layer 7c to whatever it is attached
 * to (301.5a, 301.5f).
 */

const equip = (source: string, target: string, more: Record<string, unknown> = {}, player = 'alice') => ({
  type: 'activate',
  player,
  source,
  ability: 0,
  targets: [target],
  ...more,
});
const cast = (card: string, more: Record<string, unknown> = {}, player = 'alice') => ({ type: 'cast', player, card, ...more });

/** An illegal activation is reversed (733.1): nothing on the stack, no land tapped, the Equipment where it was. */
function expectReversed(a: Answer, attachedTo: string | null = null, source = 'bs'): void {
  expect(a.legal).toBe(false);
  expect(cited(a)).toContain('733.1');
  expect(a.state.stack).toEqual([]);
  expect(a.state.battlefield.filter((o) => o.tapped)).toEqual([]);
  expect(onField(a, source)?.attachedTo).toBe(attachedTo);
}

describe('301.5b: an Equipment enters unattached; its static ability then affects nothing', () => {
  it('Bonesplitter cast: on the battlefield, attached to nothing; the Bears are 2/2', () => {
    const state = board(
      { battlefield: [perm('m1', 'Mountain', 'alice'), perm('b1', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'h1', card: 'Bonesplitter' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'h1')).toMatchObject({
      attachedTo: null,
      characteristics: expect.objectContaining({
        types: ['Artifact'],
        subtypes: ['Equipment'],
        abilities: ['Equipped creature gets +2/+0.', 'Equip {1}'],
      }),
    });
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
  });
});

describe('702.6a: equip, step by step', () => {
  const state = board({
    battlefield: [
      perm('m1', 'Mountain', 'alice'),
      perm('b1', 'Grizzly Bears', 'alice', { timestamp: 2 }),
      perm('bs', 'Bonesplitter', 'alice', { timestamp: 3 }),
    ],
  });

  it('602.2a, 601.2c, 601.2h: the ability goes on the stack targeting the Bears; {1} is paid with the Mountain; nothing is attached yet', () => {
    const a = ruleStatic({ state, action: equip('bs', 'b1') });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([expect.objectContaining({ controller: 'alice', ability: { source: 'bs', index: 0 }, targets: ['b1'] })]);
    expect(onField(a, 'm1')?.tapped).toBe(true);
    expect(onField(a, 'bs')?.attachedTo).toBeNull();
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '601.2c', '601.2h', '117.3c']));
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
  });

  it('608.2: once both players pass it resolves: Bonesplitter is attached to the Bears, 4/2; it gets a new timestamp (613.7e, 701.3c)', () => {
    const a = ruleStatic({ state, actions: [equip('bs', 'b1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'bs')?.attachedTo).toBe('b1');
    expect(onField(a, 'bs')?.timestamp).toBeGreaterThan(3);
    expect(onField(a, 'b1')?.characteristics).toMatchObject({ power: 4, toughness: 2, abilities: [] });
    // The Equipment's own characteristics do not change.
    expect(onField(a, 'bs')?.characteristics).toMatchObject({ power: null, toughness: null });
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2', '702.6a', '117.3b']));
  });

  it('an explicit payment taps exactly what it names', () => {
    const two = board({
      battlefield: [...lands('Mountain', 'm', 2), perm('b1', 'Grizzly Bears', 'alice'), perm('bs', 'Bonesplitter', 'alice')],
    });
    const a = ruleStatic({ state: two, action: equip('bs', 'b1', { payment: { tap: ['m2'] } }) });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped).map((o) => o.id)).toEqual(['m2']);
  });

  it('mana already in the pool pays it', () => {
    const pool = board({ battlefield: [perm('b1', 'Grizzly Bears', 'alice'), perm('bs', 'Bonesplitter', 'alice')] }, { manaPool: '{G}' });
    const a = ruleStatic({ state: pool, actions: [equip('bs', 'b1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].manaPool).toBe('');
    expect(onField(a, 'bs')?.attachedTo).toBe('b1');
  });
});

describe('602.2b, 601.2h: the equip cost must be paid', () => {
  it('with no mana at all, the activation is illegal (NOT_ENOUGH_MANA) and reversed', () => {
    const state = board({ battlefield: [perm('b1', 'Grizzly Bears', 'alice'), perm('bs', 'Bonesplitter', 'alice')] });
    const a = ruleStatic({ state, action: equip('bs', 'b1') });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'NOT_ENOUGH_MANA' })]);
    expectReversed(a);
    expect(a.events.filter((e) => e.type === 'tap')).toEqual([]);
  });

  it('a tapped land cannot pay it', () => {
    const state = board({
      battlefield: [
        perm('m1', 'Mountain', 'alice', { tapped: true }),
        perm('b1', 'Grizzly Bears', 'alice'),
        perm('bs', 'Bonesplitter', 'alice'),
      ],
    });
    const a = ruleStatic({ state, action: equip('bs', 'b1') });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'NOT_ENOUGH_MANA' })]);
    expect(a.state.stack).toEqual([]);
  });
});

describe('702.6a, 602.5d: equip only as a sorcery', () => {
  const field = [perm('m1', 'Mountain', 'alice'), perm('b1', 'Grizzly Bears', 'alice'), perm('bs', 'Bonesplitter', 'alice')];
  it.each([
    ['in the beginning of combat step', { turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } }],
    ['in the upkeep', { turn: { number: 3, active: 'alice', step: 'upkeep', priority: 'alice' } }],
    [
      "in bob's main phase, alice holding priority",
      { turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice', passed: ['bob'] } },
    ],
    [
      'with a spell on the stack',
      {
        stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', passed: ['bob'] },
      },
    ],
  ])('%s it is illegal and reversed', (_, overrides) => {
    const state = board({ battlefield: field, ...overrides });
    const a = ruleStatic({ state, action: equip('bs', 'b1') });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '602.5d', code: 'SORCERY_SPEED' })]);
    expect(a.legal).toBe(false);
    expect(cited(a)).toContain('733.1');
    expect(onField(a, 'm1')?.tapped).toBe(false);
    expect(onField(a, 'bs')?.attachedTo).toBeNull();
    expect(a.state.stack.map((s) => s.id)).toEqual((overrides as { stack?: { id: string }[] }).stack?.map((s) => s.id) ?? []);
  });

  it('in the second main phase it is legal', () => {
    const state = board({ battlefield: field, turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' } });
    const a = ruleStatic({ state, actions: [equip('bs', 'b1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'bs')?.attachedTo).toBe('b1');
  });
});

describe('702.6a: "target creature you control"', () => {
  const field = [
    perm('m1', 'Mountain', 'alice'),
    perm('f1', 'Forest', 'alice'),
    perm('b1', 'Grizzly Bears', 'alice'),
    perm('x1', 'Grizzly Bears', 'bob'),
    perm('bs', 'Bonesplitter', 'alice'),
  ];

  it.each([
    ["bob's creature", 'x1'],
    ['a land', 'f1'],
    ['the Equipment itself (not a creature)', 'bs'],
    ['a player', 'alice'],
  ])('%s is not a legal target: illegal and reversed', (_, target) => {
    const a = ruleStatic({ state: board({ battlefield: field }), action: equip('bs', target) });
    expect(a.violations).toEqual([
      expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: expect.stringMatching(/^(115\.1|115\.2|702\.6a)$/) }),
    ]);
    expectReversed(a);
  });

  it('no target at all: WRONG_TARGET_COUNT (601.2c)', () => {
    const a = ruleStatic({ state: board({ battlefield: field }), action: { type: 'activate', player: 'alice', source: 'bs', ability: 0 } });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' })]);
    expectReversed(a);
  });

  it("602.2, 301.5d: only the Equipment's controller activates its equip ability: bob cannot, even targeting his own creature", () => {
    const state = board({
      battlefield: [...field, perm('bm', 'Mountain', 'bob')],
      turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
    });
    const a = ruleStatic({ state, action: equip('bs', 'x1', {}, 'bob') });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '602.2', code: 'NOT_CONTROLLER' })]);
    expect(onField(a, 'bs')?.attachedTo).toBeNull();
  });

  it('301.5d: alice controls a Bonesplitter that bob owns: she may equip her creature with it', () => {
    const state = board({
      battlefield: [
        perm('m1', 'Mountain', 'alice'),
        perm('b1', 'Grizzly Bears', 'alice'),
        perm('bs', 'Bonesplitter', 'alice', { owner: 'bob' }),
      ],
    });
    const a = ruleStatic({ state, actions: [equip('bs', 'b1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'bs')).toMatchObject({ owner: 'bob', controller: 'alice', attachedTo: 'b1' });
  });
});

describe('301.5a, 613.4c: what the equipped creature gets', () => {
  it('Short Sword: +1/+1; Bonesplitter and Short Sword together: +3/+1', () => {
    const one = ruleStatic({
      state: board({ battlefield: [perm('b1', 'Grizzly Bears', 'alice'), perm('ss', 'Short Sword', 'alice', { attachedTo: 'b1' })] }),
      actions: [],
    });
    expect(ptOf(one, 'b1')).toEqual([3, 3]);
    const both = ruleStatic({
      state: board({
        battlefield: [
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('ss', 'Short Sword', 'alice', { attachedTo: 'b1' }),
          perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'b1' }),
        ],
      }),
      actions: [],
    });
    expect(ptOf(both, 'b1')).toEqual([5, 3]);
  });

  it('Bonesplitter, Glorious Anthem, a +1/+1 counter and Giant Growth all add in 7c: 2 + 2 + 1 + 1 + 3 = 9, 2 + 0 + 1 + 1 + 3 = 7', () => {
    const state = board(
      {
        battlefield: [
          perm('f1', 'Forest', 'alice'),
          perm('ga', 'Glorious Anthem', 'alice'),
          perm('b1', 'Grizzly Bears', 'alice', { counters: { '+1/+1': 1 } }),
          perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'b1' }),
        ],
      },
      { hand: [{ id: 'h1', card: 'Giant Growth' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['b1'] }), ...passes(2)] });
    expect(ptOf(a, 'b1')).toEqual([9, 7]);
  });

  it("301.5d: the bonus follows the attachment, not control: alice's Bonesplitter on bob's creature (a board given so) gives it +2/+0", () => {
    const a = ruleStatic({
      state: board({ battlefield: [perm('x1', 'Grizzly Bears', 'bob'), perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'x1' })] }),
      actions: [],
    });
    expect(onField(a, 'bs')?.attachedTo).toBe('x1');
    expect(ptOf(a, 'x1')).toEqual([4, 2]);
  });

  it("613.1f: an equipped creature that lost all its abilities still gets the bonus (the ability is the Equipment's): Turn to Frog, 1/1 + 2/0 = 3/1", () => {
    const state = board(
      {
        battlefield: [
          ...lands('Island', 'i', 2),
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'b1' }),
        ],
      },
      { hand: [{ id: 'h1', card: 'Turn to Frog' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['b1'] }), ...passes(2)] });
    expect(onField(a, 'b1')?.characteristics).toMatchObject({ subtypes: ['Frog'], abilities: [], power: 3, toughness: 1 });
  });

  it('613.1f: a Bonesplitter that lost its abilities gives nothing, and cannot be activated (no equip ability)', () => {
    const state = board({
      battlefield: [
        perm('m1', 'Mountain', 'alice'),
        perm('b1', 'Grizzly Bears', 'alice'),
        perm('b2', 'Hill Giant', 'alice'),
        perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'b1' }),
      ],
      effects: [effect('e1', 'lose-abilities', ['bs'], 9)],
    });
    const look = ruleStatic({ state, actions: [] });
    expect(ptOf(look, 'b1')).toEqual([2, 2]);
    const a = ruleStatic({ state, action: equip('bs', 'b2') });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NO_SUCH_ABILITY', rule: '602.1' })]);
  });
});

describe('moving an Equipment to another creature', () => {
  const state = board({
    battlefield: [
      perm('m1', 'Mountain', 'alice'),
      perm('b1', 'Grizzly Bears', 'alice', { timestamp: 1 }),
      perm('b2', 'Hill Giant', 'alice', { timestamp: 2 }),
      perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'b1', timestamp: 3 }),
    ],
  });

  it('equip onto the Hill Giant: Bonesplitter leaves the Bears (2/2 again) and equips the Giant (5/3), with a new timestamp (701.3c)', () => {
    const a = ruleStatic({ state, actions: [equip('bs', 'b2'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'bs')?.attachedTo).toBe('b2');
    expect(onField(a, 'bs')?.timestamp).toBeGreaterThan(3);
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(ptOf(a, 'b2')).toEqual([5, 3]);
  });

  it('while the ability is on the stack, the Bears still have it (4/2)', () => {
    const a = ruleStatic({ state, action: equip('bs', 'b2') });
    expect(ptOf(a, 'b1')).toEqual([4, 2]);
    expect(ptOf(a, 'b2')).toEqual([3, 3]);
  });

  it('701.3b: equip targeting the creature it already equips may be activated, but its effect does nothing: no new timestamp', () => {
    const a = ruleStatic({ state, actions: [equip('bs', 'b1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'm1')?.tapped).toBe(true);
    expect(onField(a, 'bs')).toMatchObject({ attachedTo: 'b1', timestamp: 3 });
    expect(ptOf(a, 'b1')).toEqual([4, 2]);
  });
});

describe('608.2b: the target gone before the equip ability resolves', () => {
  const state = board(
    {
      battlefield: [
        perm('m1', 'Mountain', 'alice'),
        perm('b1', 'Grizzly Bears', 'alice'),
        perm('b2', 'Hill Giant', 'alice'),
        perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'b2' }),
        perm('bm', 'Mountain', 'bob'),
      ],
    },
    {},
    { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
  );

  it('bob Bolts the Bears in response: the ability does not resolve; Bonesplitter stays on the Hill Giant', () => {
    const a = ruleStatic({
      state,
      actions: [
        equip('bs', 'b1'),
        { type: 'pass', player: 'alice' },
        cast('bolt', { targets: ['b1'] }, 'bob'),
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'bs')?.attachedTo).toBe('b2');
    expect(ptOf(a, 'b2')).toEqual([5, 3]);
    expect(cited(a)).toContain('608.2b');
  });
});

describe('301.5c, 704.5n: an Equipment whose creature is gone or illegal becomes unattached and stays on the battlefield', () => {
  it('Murder on the equipped Bears: the Bears die; Bonesplitter stays, attached to nothing (attachedTo null)', () => {
    const state = board(
      {
        battlefield: [
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'b1' }),
          ...lands('Swamp', 's', 3, 'bob'),
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'mu', card: 'Murder' }] },
    );
    const a = ruleStatic({ state, actions: [cast('mu', { targets: ['b1'] }, 'bob'), ...passes(2, 'bob', 'alice')] });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    expect(zoneOf(a, 'bs')).toBe('battlefield');
    expect(onField(a, 'bs')).toMatchObject({
      controller: 'alice',
      attachedTo: null,
      characteristics: expect.objectContaining({ types: ['Artifact'], subtypes: ['Equipment'] }),
    });
    expect(cited(a)).toContain('704.5n');
  });

  it('Lightning Bolt on a Bonesplitter-equipped Bears (4/2): lethal damage (704.5g), then the Equipment becomes unattached (704.5n)', () => {
    const state = board(
      {
        battlefield: [
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'b1' }),
          perm('bm', 'Mountain', 'bob'),
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    );
    const a = ruleStatic({ state, actions: [cast('bolt', { targets: ['b1'] }, 'bob'), ...passes(2, 'bob', 'alice')] });
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    expect(onField(a, 'bs')?.attachedTo).toBeNull();
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5g', '704.5n']));
  });

  it('it can then be equipped again, to another creature', () => {
    const state = board({
      battlefield: [
        perm('m1', 'Mountain', 'alice'),
        perm('b2', 'Hill Giant', 'alice'),
        perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'gone' }),
      ],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const a = ruleStatic({ state, actions: [equip('bs', 'b2'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(cited(a)).toContain('704.5n');
    expect(onField(a, 'bs')?.attachedTo).toBe('b2');
  });

  it('704.5n: an Equipment attached to a land (a board given so) becomes unattached; both stay', () => {
    const a = ruleStatic({
      state: board({
        battlefield: [perm('f1', 'Forest', 'alice'), perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'f1' })],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      }),
      actions: [],
    });
    expect(onField(a, 'bs')?.attachedTo).toBeNull();
    expect(zoneOf(a, 'f1')).toBe('battlefield');
    expect(cited(a)).toContain('704.5n');
  });

  it('301.5c, 704.5p: an attached Equipment that becomes a creature (animated this turn) can no longer equip: it becomes unattached and stays', () => {
    const animated = [
      effect('e1', 'add-types', ['bs'], 5, { types: ['Creature'], controller: 'alice' }),
      effect('e2', 'set-pt', ['bs'], 5, { power: 1, toughness: 1, controller: 'alice' }),
    ];
    const state = board({
      battlefield: [perm('b1', 'Grizzly Bears', 'alice'), perm('bs', 'Bonesplitter', 'alice', { attachedTo: 'b1' })],
      effects: animated,
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const a = ruleStatic({ state, actions: [] });
    expect(zoneOf(a, 'bs')).toBe('battlefield');
    expect(onField(a, 'bs')?.attachedTo).toBeNull();
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(cited(a)).toEqual(expect.arrayContaining([expect.stringMatching(/^704\.5[np]$/)]));
  });

  it('301.5c: an Equipment that is also a creature (animated this turn) does not become attached when its equip ability resolves', () => {
    const animated = [
      effect('e1', 'add-types', ['bs'], 1, { types: ['Creature'], controller: 'alice' }),
      effect('e2', 'set-pt', ['bs'], 1, { power: 1, toughness: 1, controller: 'alice' }),
    ];
    const state = board({
      battlefield: [perm('m1', 'Mountain', 'alice'), perm('b1', 'Grizzly Bears', 'alice'), perm('bs', 'Bonesplitter', 'alice')],
      effects: animated,
    });
    const a = ruleStatic({ state, actions: [equip('bs', 'b1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'bs')?.attachedTo).toBeNull();
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
  });
});

describe('702.18a, 702.11b: shroud and hexproof and the equip target', () => {
  const SHROUDED_BEAR = {
    name: 'Shrouded Bear',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Bear'],
    power: 2,
    toughness: 2,
    text: 'Shroud',
  };
  const HEXPROOF_BEAR = {
    name: 'Hexproof Bear',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Bear'],
    power: 2,
    toughness: 2,
    text: 'Hexproof',
  };

  it("702.18a: alice's own creature with shroud cannot be equipped (it cannot be targeted at all)", () => {
    const state = board({
      battlefield: [perm('m1', 'Mountain', 'alice'), perm('s1', SHROUDED_BEAR, 'alice'), perm('bs', 'Bonesplitter', 'alice')],
    });
    const a = ruleStatic({ state, action: equip('bs', 's1') });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'TARGET_HAS_SHROUD', rule: '702.18a' })]);
    expectReversed(a);
  });

  it("702.11b: alice's own creature with hexproof may be equipped (only opponents' spells and abilities are kept off)", () => {
    const state = board({
      battlefield: [perm('m1', 'Mountain', 'alice'), perm('h1', HEXPROOF_BEAR, 'alice'), perm('bs', 'Bonesplitter', 'alice')],
    });
    const a = ruleStatic({ state, actions: [equip('bs', 'h1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'bs')?.attachedTo).toBe('h1');
  });
});

describe('702.16b, 702.16d: protection and Equipment', () => {
  it('a colorless Bonesplitter may equip Black Knight (protection from white): 4/2', () => {
    const state = board({
      battlefield: [perm('m1', 'Mountain', 'alice'), perm('k1', 'Black Knight', 'alice'), perm('bs', 'Bonesplitter', 'alice')],
    });
    const a = ruleStatic({ state, actions: [equip('bs', 'k1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'bs')?.attachedTo).toBe('k1');
    expect(ptOf(a, 'k1')).toEqual([4, 2]);
  });

  it('702.16b: the equip ability of a white Equipment cannot target Black Knight', () => {
    const state = board({
      battlefield: [perm('m1', 'Mountain', 'alice'), perm('k1', 'Black Knight', 'alice'), perm('wb', WHITE_BLADE, 'alice')],
    });
    const a = ruleStatic({ state, action: equip('wb', 'k1') });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'TARGET_HAS_PROTECTION', rule: '702.16b' })]);
    expectReversed(a, null, 'wb');
  });

  it('702.16d, 704.5n: a creature equipped with a white Equipment gains protection from white: the Equipment becomes unattached and stays', () => {
    const state = board({
      battlefield: [perm('b1', 'Grizzly Bears', 'alice'), perm('wb', WHITE_BLADE, 'alice', { attachedTo: 'b1' })],
      effects: [effect('e1', 'add-keyword', ['b1'], 5, { keyword: 'protection from white', controller: 'alice' })],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const a = ruleStatic({ state, actions: [] });
    expect(zoneOf(a, 'wb')).toBe('battlefield');
    expect(onField(a, 'wb')?.attachedTo).toBeNull();
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(cited(a)).toContain('704.5n');
  });
});
