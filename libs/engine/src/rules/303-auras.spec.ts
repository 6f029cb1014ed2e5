import type { Answer } from '../adjudicate';
import { board, cited } from '../testing/test-catalog';
import { ids, lands, passes, perm } from '../testing/spell-cards';
import { effect, HUSH_AURA, onField, ptOf, ruleStatic, TEST_IDOL, zoneOf } from '../testing/static-cards';

/**
 * 303.4 Auras: an Aura spell targets what its enchant ability allows (303.4a, 702.5a), resolves
 * attached to it (608.3c) or not at all if that target is illegal then (608.3b); on the
 * battlefield it is put into its owner's graveyard as soon as what it enchants is illegal or gone
 * (303.4c, 704.5m). Holy Strength changes the enchanted creature's characteristics (layer 7c);
 * Pacifism restricts it (508.1c, 509.1b). Protection: 702.16b-c.
 */

const cast = (card: string, more: Record<string, unknown> = {}, player = 'alice') => ({ type: 'cast', player, card, ...more });
const holyStrength = { hand: [{ id: 'h1', card: 'Holy Strength' }] };
const combatTurn = { turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } };
const attack = (...list: string[]) => ({
  type: 'declareAttackers',
  player: 'alice',
  attackers: list.map((id) => ({ id, attacking: 'bob' })),
});
const block = (id: string, attacker: string) => ({ type: 'declareBlockers', player: 'bob', blockers: [{ id, blocking: [attacker] }] });

/** An illegal cast is reversed (733.1): the Aura is still in alice's hand, nothing is on the stack and no land is tapped. */
function expectCastReversed(a: Answer, cardId = 'h1'): void {
  expect(a.legal).toBe(false);
  expect(cited(a)).toContain('733.1');
  expect(ids(a.state.players[0].hand)).toContain(cardId);
  expect(a.state.stack).toEqual([]);
  expect(a.state.battlefield.filter((o) => o.tapped)).toEqual([]);
}

describe('303.4a, 601.2c: an Aura spell targets what its enchant ability allows', () => {
  it('Holy Strength targeting Grizzly Bears: on the stack with its target, its characteristics those of the card', () => {
    const state = board({ battlefield: [perm('p1', 'Plains', 'alice'), perm('b1', 'Grizzly Bears', 'alice')] }, holyStrength);
    const a = ruleStatic({ state, action: cast('h1', { targets: ['b1'] }) });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([
      expect.objectContaining({
        id: 'h1',
        card: 'Holy Strength',
        controller: 'alice',
        targets: ['b1'],
        characteristics: expect.objectContaining({ types: ['Enchantment'], subtypes: ['Aura'], colors: ['W'] }),
      }),
    ]);
    expect(onField(a, 'p1')?.tapped).toBe(true);
    // Not yet attached: the Bears are unchanged while the Aura is a spell.
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2a', '601.2c', '601.2h', '601.2i']));
  });

  it('303.4a, 601.2c: an Aura spell requires a target: cast without one, it is illegal', () => {
    const state = board({ battlefield: [perm('p1', 'Plains', 'alice'), perm('b1', 'Grizzly Bears', 'alice')] }, holyStrength);
    const a = ruleStatic({ state, action: cast('h1') });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' })]);
    expectCastReversed(a);
  });

  it.each([
    ['a land', 'p2'],
    ['a player', 'bob'],
    ['a noncreature artifact', 'i1'],
  ])('"Enchant creature" cannot target %s', (_, target) => {
    const state = board(
      {
        battlefield: [
          perm('p1', 'Plains', 'alice'),
          perm('p2', 'Plains', 'alice'),
          perm('i1', TEST_IDOL, 'alice'),
          perm('b1', 'Grizzly Bears', 'alice'),
        ],
      },
      holyStrength,
    );
    const a = ruleStatic({ state, action: cast('h1', { targets: [target] }) });
    expect(a.violations).toEqual([
      expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: expect.stringMatching(/^(115\.1|115\.2|303\.4a|702\.5a)$/) }),
    ]);
    expectCastReversed(a);
  });

  it("an Aura may enchant a creature another player controls: alice's Holy Strength on bob's Bears makes them 3/4", () => {
    const state = board({ battlefield: [perm('p1', 'Plains', 'alice'), perm('x1', 'Grizzly Bears', 'bob')] }, holyStrength);
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['x1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'h1')).toMatchObject({ controller: 'alice', attachedTo: 'x1' });
    expect(ptOf(a, 'x1')).toEqual([3, 4]);
  });

  it('115.1, 303.4a: what counts is what the object is now: an artifact that is a creature this turn may be targeted by Holy Strength', () => {
    const animated = [
      effect('e1', 'add-types', ['i1'], 1, { types: ['Creature'], controller: 'alice' }),
      effect('e2', 'set-pt', ['i1'], 1, { power: 2, toughness: 2, controller: 'alice' }),
    ];
    const state = board({ battlefield: [perm('p1', 'Plains', 'alice'), perm('i1', TEST_IDOL, 'alice')], effects: animated }, holyStrength);
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['i1'] }), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.legal).toBe(true);
    expect(onField(a, 'h1')?.attachedTo).toBe('i1');
    expect(onField(a, 'i1')?.characteristics).toMatchObject({ types: ['Artifact', 'Creature'], power: 3, toughness: 4 });
  });
});

describe('608.3c: the Aura spell resolves attached to its target', () => {
  const state = board({ battlefield: [perm('p1', 'Plains', 'alice'), perm('b1', 'Grizzly Bears', 'alice')] }, holyStrength);
  const a = ruleStatic({ state, actions: [cast('h1', { targets: ['b1'] }), ...passes(2)] });

  it('Holy Strength is on the battlefield attached to the Bears, with a timestamp of its own (613.7e)', () => {
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    const aura = onField(a, 'h1');
    expect(aura).toMatchObject({ controller: 'alice', owner: 'alice', attachedTo: 'b1' });
    expect(aura?.timestamp).toBeGreaterThan(onField(a, 'b1')?.timestamp ?? Infinity);
    expect(aura?.characteristics).toMatchObject({
      types: ['Enchantment'],
      subtypes: ['Aura'],
      power: null,
      abilities: ['Enchant creature', 'Enchanted creature gets +1/+2.'],
    });
  });

  it('the enchanted creature is 3/4 (layer 7c); its own abilities are unchanged', () => {
    expect(onField(a, 'b1')?.characteristics).toMatchObject({ name: 'Grizzly Bears', power: 3, toughness: 4, abilities: [] });
  });

  it('the trace cites the attachment (608.3c) and the resolution', () => {
    expect(cited(a)).toEqual(expect.arrayContaining(['608.3c', '117.3b']));
    expect(a.events).toContainEqual(expect.objectContaining({ type: 'zoneChange', object: 'h1', from: 'stack', to: 'battlefield' }));
  });

  it('613.4b before 613.4c: Turn to Frog on the enchanted creature: still a creature, the Aura stays: 1/1 + 1/2 = 2/3', () => {
    const frog = board(
      {
        battlefield: [
          ...lands('Island', 'i', 2),
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('h0', 'Holy Strength', 'alice', { attachedTo: 'b1' }),
        ],
      },
      { hand: [{ id: 'tf', card: 'Turn to Frog' }] },
    );
    const b = ruleStatic({ state: frog, actions: [cast('tf', { targets: ['b1'] }), ...passes(2)] });
    expect(onField(b, 'h0')?.attachedTo).toBe('b1');
    expect(onField(b, 'b1')?.characteristics).toMatchObject({ subtypes: ['Frog'], power: 2, toughness: 3 });
  });

  it('two Holy Strengths on one creature both apply: 4/6', () => {
    const two = board(
      {
        battlefield: [
          perm('p1', 'Plains', 'alice'),
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('h0', 'Holy Strength', 'alice', { attachedTo: 'b1' }),
        ],
      },
      holyStrength,
    );
    const b = ruleStatic({ state: two, actions: [cast('h1', { targets: ['b1'] }), ...passes(2)] });
    expect(ptOf(b, 'b1')).toEqual([4, 6]);
  });
});

describe('303.4d: an Aura that is also a creature can enchant nothing', () => {
  it('704.5p, 704.5m: a Holy Strength that becomes a creature (animated this turn) while attached becomes unattached and is put into the graveyard', () => {
    const animated = [
      effect('e1', 'add-types', ['h0'], 5, { types: ['Creature'], controller: 'alice' }),
      effect('e2', 'set-pt', ['h0'], 5, { power: 1, toughness: 1, controller: 'alice' }),
    ];
    const state = board({
      battlefield: [perm('b1', 'Grizzly Bears', 'alice'), perm('h0', 'Holy Strength', 'alice', { attachedTo: 'b1' })],
      effects: animated,
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const a = ruleStatic({ state, actions: [] });
    expect(zoneOf(a, 'h0')).toBe('graveyard');
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(cited(a)).toContain('704.5m');
  });
});

describe("702.11b, 702.18a: hexproof and shroud and the Aura's target", () => {
  const HEXPROOF_BEAR = {
    name: 'Hexproof Bear',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Bear'],
    power: 2,
    toughness: 2,
    text: 'Hexproof',
  };

  it("bob's creature with hexproof cannot be targeted by alice's Pacifism", () => {
    const state = board(
      { battlefield: [...lands('Plains', 'p', 2), perm('x1', HEXPROOF_BEAR, 'bob')] },
      { hand: [{ id: 'h1', card: 'Pacifism' }] },
    );
    const a = ruleStatic({ state, action: cast('h1', { targets: ['x1'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'TARGET_HAS_HEXPROOF', rule: '702.11b' })]);
    expectCastReversed(a);
  });

  it("alice's own creature with hexproof may be enchanted by her Holy Strength", () => {
    const state = board({ battlefield: [perm('p1', 'Plains', 'alice'), perm('b1', HEXPROOF_BEAR, 'alice')] }, holyStrength);
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['b1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'h1')?.attachedTo).toBe('b1');
    expect(ptOf(a, 'b1')).toEqual([3, 4]);
  });
});

describe('608.3b: a target gone before resolution: the Aura does not resolve and goes to the graveyard', () => {
  const state = board(
    {
      battlefield: [
        perm('p1', 'Plains', 'alice'),
        perm('b1', 'Grizzly Bears', 'alice'),
        perm('m1', 'Mountain', 'bob'),
        perm('i1', 'Island', 'bob'),
      ],
    },
    holyStrength,
    {
      hand: [
        { id: 'bolt', card: 'Lightning Bolt' },
        { id: 'uns', card: 'Unsummon' },
      ],
    },
  );

  it("bob answers with Lightning Bolt on the Bears: the Bears die, then Holy Strength is put into alice's graveyard", () => {
    const a = ruleStatic({
      state,
      actions: [
        cast('h1', { targets: ['b1'] }),
        { type: 'pass', player: 'alice' },
        cast('bolt', { targets: ['b1'] }, 'bob'),
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    expect(zoneOf(a, 'h1')).toBe('graveyard');
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toContain('608.3b');
    expect(cited(a)).not.toContain('608.3c');
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
  });

  it("bob answers with Unsummon: the Bears are in alice's hand and Holy Strength in her graveyard, not on the battlefield", () => {
    const a = ruleStatic({
      state,
      actions: [
        cast('h1', { targets: ['b1'] }),
        { type: 'pass', player: 'alice' },
        cast('uns', { targets: ['b1'] }, 'bob'),
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'b1')).toBe('hand');
    expect(zoneOf(a, 'h1')).toBe('graveyard');
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('h1');
  });

  it('702.16b: a target that gained protection from white before resolution is illegal: Holy Strength goes to the graveyard', () => {
    // The board says bob's effect already gave the Bears protection from white while the Aura is on the stack.
    const onStack = board({
      battlefield: [perm('b1', 'Grizzly Bears', 'alice')],
      stack: [{ id: 'h1', card: 'Holy Strength', controller: 'alice', targets: ['b1'] }],
      effects: [effect('e1', 'add-keyword', ['b1'], 5, { keyword: 'protection from white' })],
    });
    const a = ruleStatic({ state: onStack, actions: passes(2) });
    expect(zoneOf(a, 'h1')).toBe('graveyard');
    expect(cited(a)).toContain('608.3b');
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
  });
});

describe("303.4c, 704.5m: an Aura whose object is gone or illegal is put into its owner's graveyard", () => {
  it('Murder on the enchanted Bears: the Bears and then Holy Strength go to the graveyard (704.5m)', () => {
    const state = board(
      {
        battlefield: [
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('h0', 'Holy Strength', 'alice', { attachedTo: 'b1' }),
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
    expect(zoneOf(a, 'h0')).toBe('graveyard');
    expect(cited(a)).toContain('704.5m');
    expect(cited(a).indexOf('701.8a')).toBeLessThan(cited(a).indexOf('704.5m'));
  });

  it("an Aura that bob controls on alice's creature goes to its owner's graveyard: bob's", () => {
    const state = board(
      {
        battlefield: [
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('h0', 'Pacifism', 'bob', { attachedTo: 'b1' }),
          ...lands('Swamp', 's', 3, 'bob'),
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'mu', card: 'Murder' }] },
    );
    const a = ruleStatic({ state, actions: [cast('mu', { targets: ['b1'] }, 'bob'), ...passes(2, 'bob', 'alice')] });
    expect(ids(a.state.players[1].graveyard)).toEqual(expect.arrayContaining(['mu', 'h0']));
    expect(ids(a.state.players[0].graveyard)).toEqual(['b1']);
  });

  it('Lightning Bolt does not kill a Bears with Holy Strength (3/4); bouncing the Aura then leaves a 2/2 with 3 damage: it dies (704.5g)', () => {
    const state = board(
      {
        battlefield: [
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('h0', 'Holy Strength', 'alice', { attachedTo: 'b1' }),
          perm('m1', 'Mountain', 'bob'),
          ...lands('Island', 'i', 2, 'bob'),
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      {
        hand: [
          { id: 'bolt', card: 'Lightning Bolt' },
          { id: 'boom', card: 'Boomerang' },
        ],
      },
    );
    const bolted = ruleStatic({ state, actions: [cast('bolt', { targets: ['b1'] }, 'bob'), ...passes(2, 'bob', 'alice')] });
    expect(bolted.legal).toBe(true);
    expect(onField(bolted, 'b1')).toMatchObject({ damage: 3, characteristics: expect.objectContaining({ power: 3, toughness: 4 }) });
    const a = ruleStatic({
      state: bolted.state,
      actions: [{ type: 'pass', player: 'alice' }, cast('boom', { targets: ['h0'] }, 'bob'), ...passes(2, 'bob', 'alice')],
    });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'h0')).toBe('hand');
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    expect(cited(a)).toContain('704.5g');
  });

  it('704.5m: an Aura attached to nothing (a board given so) is put into the graveyard when a player would receive priority', () => {
    const a = ruleStatic({
      state: board({
        battlefield: [perm('h0', 'Holy Strength', 'alice')],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      }),
      actions: [],
    });
    expect(zoneOf(a, 'h0')).toBe('graveyard');
    expect(cited(a)).toContain('704.5m');
  });

  it('303.4c: "Enchant creature" on a land (a board given so): the Aura goes, the land stays', () => {
    const a = ruleStatic({
      state: board({
        battlefield: [perm('f1', 'Forest', 'alice'), perm('h0', 'Holy Strength', 'alice', { attachedTo: 'f1' })],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      }),
      actions: [],
    });
    expect(zoneOf(a, 'h0')).toBe('graveyard');
    expect(zoneOf(a, 'f1')).toBe('battlefield');
    expect(cited(a)).toContain('704.5m');
  });

  it('303.4c, 514.2, 514.3a: an artifact that was a creature until end of turn stops being one in the cleanup step; the Aura then goes and alice receives priority', () => {
    const animated = [
      effect('e1', 'add-types', ['i1'], 1, { types: ['Creature'], controller: 'alice' }),
      effect('e2', 'set-pt', ['i1'], 1, { power: 2, toughness: 2, controller: 'alice' }),
    ];
    const state = board({
      battlefield: [perm('i1', TEST_IDOL, 'alice'), perm('h0', 'Holy Strength', 'alice', { attachedTo: 'i1' })],
      effects: animated,
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const before = ruleStatic({ state, actions: [] });
    expect(onField(before, 'i1')?.characteristics).toMatchObject({ types: ['Artifact', 'Creature'], power: 3, toughness: 4 });
    const a = ruleStatic({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(a.state.effects).toEqual([]);
    expect(zoneOf(a, 'i1')).toBe('battlefield');
    expect(onField(a, 'i1')?.characteristics).toMatchObject({ types: ['Artifact'], power: null });
    expect(zoneOf(a, 'h0')).toBe('graveyard');
    expect(cited(a)).toEqual(expect.arrayContaining(['514.2', '704.5m', '514.3a']));
    expect(a.state.turn).toMatchObject({ step: 'cleanup', priority: 'alice' });
  });
});

describe('Pacifism: "Enchanted creature can\'t attack or block." (508.1c, 509.1b)', () => {
  it('508.1c: the enchanted creature is not offered as an attacker; declaring it is illegal and reversed (733.1)', () => {
    const field = [
      perm('b1', 'Grizzly Bears', 'alice'),
      perm('b2', 'Hill Giant', 'alice'),
      perm('pa', 'Pacifism', 'bob', { attachedTo: 'b1' }),
    ];
    const asked = ruleStatic({ state: board({ battlefield: field, ...combatTurn }), actions: passes(2) });
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'declareAttackers', options: ['b2'] });
    const a = ruleStatic({ state: board({ battlefield: field, ...combatTurn }), actions: [...passes(2), attack('b1', 'b2')] });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ rule: '508.1c', code: 'CANT_ATTACK' })]);
    expect(cited(a)).toContain('733.1');
    expect(onField(a, 'b2')?.tapped).toBe(false);
    expect(a.state.combat).toMatchObject({ attackers: [], attackersDeclared: false });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'declareAttackers' });
  });

  it('the other creature may attack alone', () => {
    const field = [
      perm('b1', 'Grizzly Bears', 'alice'),
      perm('b2', 'Hill Giant', 'alice'),
      perm('pa', 'Pacifism', 'bob', { attachedTo: 'b1' }),
    ];
    const a = ruleStatic({ state: board({ battlefield: field, ...combatTurn }), actions: [...passes(2), attack('b2')] });
    expect(a.legal).toBe(true);
    expect(a.state.combat?.attackers).toEqual([{ id: 'b2', attacking: 'bob' }]);
  });

  it('508.1a: with only a pacified creature, no attackers are declared and alice receives priority', () => {
    const field = [perm('b1', 'Grizzly Bears', 'alice'), perm('pa', 'Pacifism', 'bob', { attachedTo: 'b1' })];
    const a = ruleStatic({ state: board({ battlefield: field, ...combatTurn }), actions: passes(2) });
    expect(a.state.turn.step).toBe('declare-attackers');
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(cited(a)).toContain('508.1a');
  });

  it("509.1b: alice's Pacifism on bob's Bears: they cannot block; declaring them is illegal and reversed", () => {
    const field = [
      perm('a1', 'Hill Giant', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
      perm('x2', 'Savannah Lions', 'bob'),
      perm('pa', 'Pacifism', 'alice', { attachedTo: 'x1' }),
    ];
    const toBlocks = [...passes(2), attack('a1'), ...passes(2)];
    const asked = ruleStatic({ state: board({ battlefield: field, ...combatTurn }), actions: toBlocks });
    expect(asked.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers', options: ['x2'] });
    const a = ruleStatic({ state: board({ battlefield: field, ...combatTurn }), actions: [...toBlocks, block('x1', 'a1')] });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ rule: '509.1b', code: 'CANT_BLOCK' })]);
    expect(cited(a)).toContain('733.1');
    expect(a.state.combat).toMatchObject({ blockers: [], blockersDeclared: false });
  });

  it("509.1a: when the pacified creature is bob's only one, no blockers are declared: there is nothing to choose", () => {
    const field = [
      perm('a1', 'Hill Giant', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
      perm('pa', 'Pacifism', 'alice', { attachedTo: 'x1' }),
    ];
    const a = ruleStatic({ state: board({ battlefield: field, ...combatTurn }), actions: [...passes(2), attack('a1'), ...passes(2)] });
    expect(a.state.turn.step).toBe('declare-blockers');
    expect(a.state.combat).toMatchObject({ blockers: [], attackers: [{ id: 'a1', blocked: false }] });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
  });

  it("cast on a creature of bob during alice's main phase: it resolves attached, and in combat that creature cannot block", () => {
    const state = board(
      {
        battlefield: [
          ...lands('Plains', 'p', 2),
          perm('a1', 'Hill Giant', 'alice'),
          perm('x1', 'Grizzly Bears', 'bob'),
          perm('x2', 'Savannah Lions', 'bob'),
        ],
      },
      { hand: [{ id: 'h1', card: 'Pacifism' }] },
    );
    const a = ruleStatic({
      state,
      actions: [cast('h1', { targets: ['x1'] }), ...passes(2), ...passes(2), ...passes(2), attack('a1'), ...passes(2), block('x1', 'a1')],
    });
    expect(a.legal).toBe(false);
    expect(a.failedAction).toBe(10);
    expect(onField(a, 'h1')?.attachedTo).toBe('x1');
    expect(a.violations).toEqual([expect.objectContaining({ rule: '509.1b', code: 'CANT_BLOCK' })]);
  });

  it("613.1f: the restriction is the Aura's ability: a pacified creature that lost all its abilities still cannot attack", () => {
    const field = [
      perm('b1', 'Grizzly Bears', 'alice'),
      perm('b2', 'Hill Giant', 'alice'),
      perm('pa', 'Pacifism', 'bob', { attachedTo: 'b1' }),
    ];
    const state = board({ battlefield: field, ...combatTurn, effects: [effect('e1', 'lose-abilities', ['b1'], 9)] });
    const a = ruleStatic({ state, actions: [...passes(2), attack('b1')] });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '508.1c', code: 'CANT_ATTACK' })]);
  });

  it('613.1f: a Pacifism that lost its abilities restricts nothing (a board-in effect on the Aura)', () => {
    const field = [perm('b1', 'Grizzly Bears', 'alice'), perm('pa', 'Pacifism', 'bob', { attachedTo: 'b1' })];
    const state = board({
      battlefield: field,
      ...combatTurn,
      effects: [effect('e1', 'lose-abilities', ['pa'], 9, { controller: 'alice' })],
    });
    const a = ruleStatic({ state, actions: [...passes(2), attack('b1')] });
    expect(a.legal).toBe(true);
    // 702.5a: without its enchant ability nothing makes the attachment illegal; the Aura stays.
    expect(onField(a, 'pa')?.attachedTo).toBe('b1');
  });

  it('a "loses all abilities" Aura (Test Hush) on a Hulking Goblin lets it block', () => {
    const field = [
      perm('a1', 'Hill Giant', 'alice'),
      perm('x1', 'Hulking Goblin', 'bob'),
      perm('hu', HUSH_AURA, 'alice', { attachedTo: 'x1' }),
    ];
    const a = ruleStatic({
      state: board({ battlefield: field, ...combatTurn }),
      actions: [...passes(2), attack('a1'), ...passes(2), block('x1', 'a1')],
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'x1')?.characteristics.abilities).toEqual([]);
  });
});

describe('Arrest: "can\'t attack or block, and its activated abilities can\'t be activated" (602.5, 508.1c)', () => {
  it('on the battlefield: the board is read, and the Bears under Arrest cannot attack', () => {
    const field = [
      perm('b1', 'Grizzly Bears', 'alice'),
      perm('b2', 'Hill Giant', 'alice'),
      perm('ar', 'Arrest', 'bob', { attachedTo: 'b1' }),
    ];
    const asked = ruleStatic({ state: board({ battlefield: field, ...combatTurn }), actions: passes(2) });
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'declareAttackers', options: ['b2'] });
    const a = ruleStatic({ state: board({ battlefield: field, ...combatTurn }), actions: [...passes(2), attack('b1')] });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CANT_ATTACK', rule: '508.1c' })]);
  });

  it('cast from a hand: it resolves attached to its target', () => {
    const a = ruleStatic({
      state: board(
        { battlefield: [...lands('Plains', 'p', 3), perm('x1', 'Grizzly Bears', 'bob')] },
        { hand: [{ id: 'h1', card: 'Arrest' }] },
      ),
      actions: [cast('h1', { targets: ['x1'] }), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'h1')).toMatchObject({ attachedTo: 'x1' });
  });
});

describe('702.16b-c: protection from white and white Auras', () => {
  it('702.16b: Holy Strength cannot target Black Knight (protection from white); the cast is reversed', () => {
    const state = board({ battlefield: [perm('p1', 'Plains', 'alice'), perm('k1', 'Black Knight', 'alice')] }, holyStrength);
    const a = ruleStatic({ state, action: cast('h1', { targets: ['k1'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'TARGET_HAS_PROTECTION', rule: '702.16b' })]);
    expectCastReversed(a);
  });

  it('702.16b: Pacifism cannot target it either; a nonwhite creature it can', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'p', 2), perm('k1', 'Black Knight', 'bob'), perm('k2', 'White Knight', 'bob')] },
      { hand: [{ id: 'h1', card: 'Pacifism' }] },
    );
    expect(ruleStatic({ state, action: cast('h1', { targets: ['k1'] }) }).violations).toEqual([
      expect.objectContaining({ rule: '702.16b' }),
    ]);
    expect(ruleStatic({ state, action: cast('h1', { targets: ['k2'] }) }).legal).toBe(true);
  });

  it('702.16c, 704.5m: a creature enchanted by Holy Strength that gains protection from white: the Aura is put into the graveyard, the creature is 2/2', () => {
    const state = board({
      battlefield: [perm('b1', 'Grizzly Bears', 'alice'), perm('h0', 'Holy Strength', 'alice', { attachedTo: 'b1' })],
      effects: [effect('e1', 'add-keyword', ['b1'], 5, { keyword: 'protection from white' })],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const a = ruleStatic({ state, actions: [] });
    expect(zoneOf(a, 'h0')).toBe('graveyard');
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(onField(a, 'b1')?.characteristics.abilities).toEqual(['Protection from white']);
    const sba = a.trace.find((t) => t.rule === '704.5m');
    expect(sba?.text).toMatch(/702\.16c|protection from white/);
  });

  it('702.16c: a Pacifism on it goes too, and the creature may attack again', () => {
    const state = board({
      battlefield: [perm('b1', 'Grizzly Bears', 'alice'), perm('pa', 'Pacifism', 'bob', { attachedTo: 'b1' })],
      effects: [effect('e1', 'add-keyword', ['b1'], 5, { keyword: 'protection from white', controller: 'alice' })],
      ...combatTurn,
    });
    const a = ruleStatic({ state, actions: [...passes(2), attack('b1')] });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'pa')).toBe('graveyard');
    expect(a.state.combat?.attackers).toEqual([{ id: 'b1', attacking: 'bob' }]);
  });

  it('protection from black does not stop a white Aura: Holy Strength on White Knight stays (3/4)', () => {
    const state = board({
      battlefield: [perm('k2', 'White Knight', 'alice'), perm('h0', 'Holy Strength', 'alice', { attachedTo: 'k2' })],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const a = ruleStatic({ state, actions: [] });
    expect(onField(a, 'h0')?.attachedTo).toBe('k2');
    expect(ptOf(a, 'k2')).toEqual([3, 4]);
  });
});
