import { board, cited } from '../testing/test-catalog';
import { ids, lands, passes, perm, PRO_RED_BEAR, ruleSpells, runSpells, SHROUDED_BEAR, TEST_WALKER } from '../testing/spell-cards';
import type { Answer } from '../adjudicate';

/**
 * alice, in her first main phase, with one untapped land of every basic type and two of each
 * colour she may need twice, casts `card` from her hand at `targets`. Bob controls a few creatures.
 */
const MANA = [...lands('Mountain', 'm', 5), ...lands('Swamp', 's', 2), ...lands('Island', 'i', 2), ...lands('Forest', 'f', 1)];
const FIELD = [
  perm('bears', 'Grizzly Bears', 'bob'),
  perm('corpse', 'Walking Corpse', 'bob'),
  perm('walker', TEST_WALKER, 'bob', { counters: { loyalty: 4 } }),
];
/**
 * Creatures with hexproof, shroud or protection, put on the board only by the cases that target
 * them, so that a refusal of these keywords does not hide the other cases.
 */
const KEYWORDED: Record<string, Record<string, unknown>> = {
  scout: perm('scout', 'Gladecover Scout', 'bob'),
  myScout: perm('myScout', 'Gladecover Scout', 'alice'),
  shroud: perm('shroud', SHROUDED_BEAR, 'bob'),
  myShroud: perm('myShroud', SHROUDED_BEAR, 'alice'),
  pro: perm('pro', PRO_RED_BEAR, 'bob'),
};
const STACK = [{ id: 'x1', card: 'Shock', controller: 'bob', targets: ['alice'] }];
/** Sorceries are cast with an empty stack (307.1): their cases have no Shock on it. */
const SORCERIES = new Set(['Lava Axe', 'Divination', 'Blaze', 'Wrath of God']);

function attempt(cardName: string, targets: string[], extra: Record<string, unknown> = {}): { state: Record<string, unknown>; a: Answer } {
  const state = board(
    {
      battlefield: [...MANA, ...FIELD, ...targets.filter((t) => t in KEYWORDED).map((t) => KEYWORDED[t])],
      stack: SORCERIES.has(cardName) ? [] : STACK,
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', passed: ['bob'] },
      ...extra,
    },
    { hand: [{ id: 'h1', card: cardName }] },
  );
  return { state, a: ruleSpells({ state, action: { type: 'cast', player: 'alice', card: 'h1', targets } }) };
}

/** Illegal, and the board is exactly as it was (601.2e, 733.1). */
function expectRefused(state: Record<string, unknown>, a: Answer): void {
  expect(a.legal).toBe(false);
  expect(cited(a)).toContain('733.1');
  expect(ids(a.state.players[0].hand)).toEqual(['h1']);
  expect(a.state.stack.map((s) => s.id)).toEqual((state.stack as { id: string }[]).map((s) => s.id));
  const tappedBefore = (state.battlefield as { id: string; tapped?: boolean }[]).filter((o) => o.tapped).map((o) => o.id);
  expect(a.state.battlefield.filter((o) => o.tapped).map((o) => o.id)).toEqual(tappedBefore);
}

// Where the card's own words ("target nonblack creature", "target spell") are not met, the step
// that fails is 601.2c (an appropriate object for each target), as 115.1/115.1a define targets.
const CRITERIA = ['601.2c', '115.1', '115.1a'];

describe('115 targets, chosen as the spell is cast (601.2c)', () => {
  describe('601.2c: the number of targets is the number the spell requires', () => {
    it.each([
      ['Lightning Bolt with no target', 'Lightning Bolt', []],
      ['Lightning Bolt with two targets', 'Lightning Bolt', ['bob', 'bears']],
      ['Divination with a target', 'Divination', ['bob']],
    ])('%s is illegal', (_, cardName, targets) => {
      const { state, a } = attempt(cardName, targets);
      expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2c', code: 'WRONG_TARGET_COUNT' })]);
      expectRefused(state, a);
    });
  });

  describe('legal targets', () => {
    it.each([
      ['Lightning Bolt at a player (any target, 115.4)', 'Lightning Bolt', 'bob'],
      ['Lightning Bolt at its own caster', 'Lightning Bolt', 'alice'],
      ['Lightning Bolt at a creature', 'Lightning Bolt', 'bears'],
      ['Lightning Bolt at a planeswalker', 'Lightning Bolt', 'walker'],
      ['Doom Blade at a green creature', 'Doom Blade', 'bears'],
      ['Murder at a black creature', 'Murder', 'corpse'],
      ['Lava Axe at a player', 'Lava Axe', 'bob'],
      ['Lava Axe at a planeswalker', 'Lava Axe', 'walker'],
      ['Counterspell at a spell on the stack', 'Counterspell', 'x1'],
      ["Giant Growth at its caster's own hexproof creature (702.11b only stops opponents)", 'Giant Growth', 'myScout'],
      ['Giant Growth (green) at a creature with protection from red', 'Giant Growth', 'pro'],
    ])('%s', (_, cardName, target) => {
      const { a } = attempt(cardName, [target]);
      expect(a.violations).toEqual([]);
      expect(a.legal).toBe(true);
      expect(a.state.stack[a.state.stack.length - 1]).toMatchObject({ id: 'h1', controller: 'alice', targets: [target] });
      expect(a.trace).toContainEqual(expect.objectContaining({ rule: '601.2c', event: 'chooseTargets' }));
    });
  });

  describe('illegal targets', () => {
    it.each([
      ['Doom Blade at a black creature ("target nonblack creature")', 'Doom Blade', 'corpse', CRITERIA],
      ['Lava Axe at a creature ("target player or planeswalker")', 'Lava Axe', 'bears', CRITERIA],
      ['Counterspell at a permanent ("target spell")', 'Counterspell', 'bears', CRITERIA],
      ['Murder at a player: only permanents, unless the spell says otherwise', 'Murder', 'bob', ['115.2']],
      ['Giant Growth at a player', 'Giant Growth', 'alice', ['115.2']],
      ['Lightning Bolt at a land: "any target" is a creature, player, planeswalker or battle', 'Lightning Bolt', 'm1', ['115.4']],
      ['Lightning Bolt at a spell: "any target" cannot be a spell', 'Lightning Bolt', 'x1', ['115.4', '115.2']],
      ["Lightning Bolt at the opponent's hexproof creature", 'Lightning Bolt', 'scout', ['702.11b']],
      ["Lightning Bolt at the opponent's shroud creature", 'Lightning Bolt', 'shroud', ['702.18a']],
      ["Giant Growth at its caster's own shroud creature", 'Giant Growth', 'myShroud', ['702.18a']],
      ['Lightning Bolt (red) at a creature with protection from red', 'Lightning Bolt', 'pro', ['702.16b']],
    ])('%s', (_, cardName, target, rules) => {
      const { state, a } = attempt(cardName, [target]);
      expect(a.violations).toHaveLength(1);
      expect(rules).toContain(a.violations[0].rule);
      expectRefused(state, a);
    });

    it('115.2: a card in a hand is not a legal target for "any target"', () => {
      const state = board(
        { battlefield: MANA },
        { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
        { hand: [{ id: 'bh', card: 'Grizzly Bears' }] },
      );
      const a = ruleSpells({ state, action: { type: 'cast', player: 'alice', card: 'h1', targets: ['bh'] } });
      expect(a.violations).toEqual([expect.objectContaining({ rule: '115.2' })]);
      expect(ids(a.state.players[0].hand)).toEqual(['h1']);
    });

    describe('an activated ability on the stack', () => {
      const pinger = {
        name: 'Test Pinger',
        manaCost: '{1}{R}',
        types: ['Creature'],
        subtypes: ['Goblin'],
        power: 1,
        toughness: 1,
        text: '{T}: Test Pinger deals 1 damage to any target.',
      };
      const withAbility = (cardName: string) =>
        board(
          {
            battlefield: [...MANA, perm('pinger', pinger, 'bob', { tapped: true })],
            stack: [{ id: 'ab1', ability: { source: 'pinger', index: 0 }, controller: 'bob', targets: ['alice'] }],
            turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', passed: ['bob'] },
          },
          { hand: [{ id: 'h1', card: cardName }] },
        );
      it.each([
        ['is not a spell: Counterspell cannot target it', 'Counterspell', CRITERIA],
        // 115.4 names spells as not "any target"; 115.2 says only permanents unless the spell says otherwise: both decide it.
        ['is not "any target" (115.4, 115.2)', 'Lightning Bolt', ['115.4', '115.2']],
      ])('%s', (_, cardName, rules) => {
        const state = withAbility(cardName);
        const a = ruleSpells({ state, action: { type: 'cast', player: 'alice', card: 'h1', targets: ['ab1'] } });
        expect(a.violations).toHaveLength(1);
        expect(rules).toContain(a.violations[0].rule);
        expectRefused(state, a);
      });
    });

    it('115.5: a spell on the stack is an illegal target for itself', () => {
      const { state, a } = attempt('Counterspell', ['h1']);
      expect(a.violations).toEqual([expect.objectContaining({ rule: '115.5' })]);
      expectRefused(state, a);
    });

    it('a target that is nowhere on the board is refused as a request (422)', () => {
      const out = runSpells({
        state: board({ battlefield: MANA }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] }),
        action: { type: 'cast', player: 'alice', card: 'h1', targets: ['ghost'] },
      });
      expect(out.kind).toBe('invalid');
      if (out.kind === 'invalid')
        expect(out.errors).toEqual([expect.objectContaining({ code: 'UNKNOWN_OBJECT', path: 'action.targets[0]' })]);
    });
  });

  describe('targets are checked again on resolution (608.2b; see also 608-resolving.spec)', () => {
    it("Giant Growth whose target is destroyed in response does not resolve; the spell goes to its owner's graveyard", () => {
      const state = board(
        { battlefield: [perm('f1', 'Forest', 'alice'), perm('bears', 'Grizzly Bears', 'alice'), ...lands('Swamp', 'bs', 2, 'bob')] },
        { hand: [{ id: 'gg', card: 'Giant Growth' }] },
        { hand: [{ id: 'db', card: 'Doom Blade' }] },
      );
      const a = ruleSpells({
        state,
        actions: [
          { type: 'cast', player: 'alice', card: 'gg', targets: ['bears'] },
          { type: 'pass', player: 'alice' },
          { type: 'cast', player: 'bob', card: 'db', targets: ['bears'] },
          ...passes(2, 'bob', 'alice'),
          ...passes(2),
        ],
      });
      expect(a.legal).toBe(true);
      expect(ids(a.state.players[0].graveyard)).toEqual(['bears', 'gg']);
      expect(a.state.effects).toEqual([]);
      expect(cited(a)).toEqual(expect.arrayContaining(['701.8a', '608.2b']));
    });
  });
});

describe('115.1: the refusal names what the target must be, with its article', () => {
  const disenchant = {
    name: 'Disenchant',
    manaCost: '{1}{W}',
    colors: ['W'],
    types: ['Instant'],
    text: 'Destroy target artifact or enchantment.',
  };
  const plains = lands('Plains', 'p', 2);

  it('Disenchant at Grizzly Bears is refused: "not an artifact or enchantment"; the board is unchanged (733.1)', () => {
    const a = ruleSpells({
      state: board({ battlefield: [...plains, perm('bears', 'Grizzly Bears', 'bob')] }, { hand: [{ id: 'd', card: disenchant }] }),
      action: { type: 'cast', player: 'alice', card: 'd', targets: ['bears'] },
    });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([
      expect.objectContaining({
        code: 'ILLEGAL_TARGET',
        rule: '115.1',
        message: expect.stringContaining('is not an artifact or enchantment'),
      }),
    ]);
    expect(ids(a.state.players[0].hand)).toEqual(['d']);
    expect(ids(a.state.battlefield)).toContain('bears');
    expect(cited(a)).toContain('733.1');
  });
});
