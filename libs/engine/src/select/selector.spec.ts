import { Answer } from '../adjudicate';
import { legalActionsFor } from '../legal-actions';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, passes, perm } from '../testing/spell-cards';

/**
 * The selector evaluator on real cards, with their Oracle text from the bundled catalog: each
 * feature of the grammar's selectors decides a cast (601.2c: a target must be what the phrase
 * says, 115.1) and a resolution (608.2b: a target that no longer is what it says is illegal).
 */
const rule = rulingsWith(bundledCatalog());

/** Enough untapped lands of every basic type for alice to pay any of these spells. */
const MANA = [
  ...lands('Swamp', 's', 3),
  ...lands('Island', 'i', 3),
  ...lands('Mountain', 'm', 2),
  ...lands('Plains', 'p', 2),
  ...lands('Forest', 'f', 2),
];
/** Bob's creatures: a green 2/2 (mana value 2), a black Zombie 2/2, an artifact 0/2 flier, a white 4/4 flier (mana value 5), a legendary 2/2, a blue 2/2 flier. */
const BOBS = [
  perm('bears', 'Grizzly Bears', 'bob'),
  perm('corpse', 'Walking Corpse', 'bob'),
  perm('thopter', 'Ornithopter', 'bob'),
  perm('angel', 'Serra Angel', 'bob'),
  perm('isamaru', 'Isamaru, Hound of Konda', 'bob'),
  perm('drake', 'Wind Drake', 'bob'),
];

const cast = (card: string, targets: string[], player = 'alice') => ({ type: 'cast', player, card, targets });

function castAt(
  card: string,
  target: string,
  more: {
    battlefield?: Record<string, unknown>[];
    stack?: unknown[];
    alice?: Record<string, unknown>;
    bob?: Record<string, unknown>;
    turn?: Record<string, unknown>;
    combat?: unknown;
  } = {},
): { state: Record<string, unknown>; a: Answer } {
  const state = board(
    {
      battlefield: [...MANA, ...BOBS, ...(more.battlefield ?? [])],
      ...(more.stack ? { stack: more.stack } : {}),
      ...(more.combat ? { combat: more.combat } : {}),
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', ...(more.stack ? { passed: ['bob'] } : {}), ...more.turn },
    },
    { hand: [{ id: 'h1', card }], ...more.alice },
    more.bob ?? {},
  );
  return { state, a: rule({ state, action: cast('h1', [target]) }) };
}

/** Legal: the spell is on the stack with that target, chosen at 601.2c. */
function expectCast(a: Answer, target: string): void {
  expect(a.violations).toEqual([]);
  expect(a.legal).toBe(true);
  expect(a.state.stack[a.state.stack.length - 1]).toMatchObject({ id: 'h1', controller: 'alice', targets: [target] });
  expect(a.trace).toContainEqual(expect.objectContaining({ rule: '601.2c', event: 'chooseTargets' }));
}

/** Refused: the target is not what the phrase says (115.1), and the board is as it was (733.1). */
function expectRefused(state: Record<string, unknown>, a: Answer, rule = '115.1'): void {
  expect(a.legal).toBe(false);
  expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule })]);
  expect(cited(a)).toContain('733.1');
  expect(ids(a.state.players[0].hand)).toEqual(['h1']);
  expect(a.state.stack.map((s) => s.id)).toEqual(((state.stack as { id: string }[] | undefined) ?? []).map((s) => s.id));
  expect(a.state.battlefield.filter((o) => o.tapped).map((o) => o.id)).toEqual([]);
}

describe('the cards of these scenarios are understood in full, as the bundled catalog prints them', () => {
  it.each([
    'Go for the Throat',
    'Terror',
    'Victim of Night',
    'Smother',
    'Swat',
    'Roast',
    'Gone',
    'Asphyxiate',
    "Hero's Demise",
    'Celestial Purge',
    'Disdainful Stroke',
    'Mystic Denial',
    'Déjà Vu',
    'Puncturing Light',
    'Purge',
    'Wallop',
    'Ultimate Price',
    'Abrupt Decay',
  ])('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('Return to the Earth is refused by name: whether "with flying" reaches the artifact and the enchantment is not told by the words', () => {
    const text = 'Destroy target artifact, enchantment, or creature with flying.';
    expect(bundledCard('Return to the Earth').text).toBe(text);
    expect(compileCard(bundledCard('Return to the Earth'))).toMatchObject({ support: 'none', unsupported: [text] });
  });
});

describe('601.2c, 115.1: a target must be what its selector says', () => {
  it.each<[string, string, string | null, string, string]>([
    // [card, phrase, a legal target, an illegal one, why]
    ['Go for the Throat', 'nonartifact creature', 'bears', 'thopter', 'an artifact creature'],
    ['Terror', 'nonartifact, nonblack creature', 'angel', 'corpse', 'a black creature'],
    ['Terror', 'nonartifact, nonblack creature', 'bears', 'thopter', 'an artifact creature'],
    ['Victim of Night', 'non-Vampire, non-Werewolf, non-Zombie creature', 'bears', 'corpse', 'a Zombie'],
    ['Smother', 'creature with mana value 3 or less (converted mana cost, 2017 wording)', 'bears', 'angel', 'a creature of mana value 5'],
    ['Swat', 'creature with power 2 or less', 'bears', 'angel', 'a 4/4'],
    ['Roast', 'creature without flying', 'bears', 'angel', 'a creature with flying'],
    ["Hero's Demise", 'legendary creature', 'isamaru', 'bears', 'a nonlegendary creature'],
    ['Celestial Purge', 'black or red permanent', 'corpse', 'bears', 'a green permanent'],
    ['Wallop', 'blue or black creature with flying', 'drake', 'angel', 'a white creature with flying'],
    ['Purge', 'artifact creature or black creature', 'thopter', 'bears', 'a green nonartifact creature'],
    ['Purge', 'artifact creature or black creature', 'corpse', 'angel', 'a white nonartifact creature'],
    ['Ultimate Price', 'monocolored creature (105.2a)', 'bears', 'thopter', 'a colorless creature'],
  ])('%s ("target %s"): legal at %s; illegal at %s (%s)', (card, _, legal, illegal) => {
    if (legal) expectCast(castAt(card, legal).a, legal);
    const { state, a } = castAt(card, illegal);
    expectRefused(state, a);
  });

  it("Gone (\"target creature you don't control\"): legal at bob's creature, illegal at alice's own", () => {
    expectCast(castAt('Gone', 'bears').a, 'bears');
    const { state, a } = castAt('Gone', 'mine', { battlefield: [perm('mine', 'Grizzly Bears', 'alice')] });
    expectRefused(state, a);
  });

  it('Asphyxiate ("target untapped creature"): illegal at a tapped creature (110.5)', () => {
    const { state, a } = castAt('Asphyxiate', 'tapped', { battlefield: [perm('tapped', 'Grizzly Bears', 'bob', { tapped: true })] });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
    expect(ids(a.state.players[0].hand)).toEqual(['h1']);
    expect(state.battlefield).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'tapped', tapped: true })]));
    expectCast(castAt('Asphyxiate', 'bears').a, 'bears');
  });

  it('Ultimate Price ("target monocolored creature"): a green and white Kitchen Finks has two colors (105.2a, 105.2b): refused', () => {
    const { state, a } = castAt('Ultimate Price', 'finks', { battlefield: [perm('finks', 'Kitchen Finks', 'bob')] });
    expectRefused(state, a);
  });

  it('Ultimate Price destroys a monocolored creature as it resolves (701.8a)', () => {
    const state = board(
      { battlefield: [...MANA, ...BOBS], turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' } },
      { hand: [{ id: 'h1', card: 'Ultimate Price' }] },
      {},
    );
    const a = rule({ state, actions: [cast('h1', ['angel']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('angel');
    expect(ids(a.state.players[1].graveyard)).toEqual(['angel']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['h1']);
    expect(cited(a)).toContain('701.8a');
  });

  it('a player is not a creature: Go for the Throat at bob is refused (115.2)', () => {
    const { state, a } = castAt('Go for the Throat', 'bob');
    expectRefused(state, a, '115.2');
  });

  describe('spells on the stack ("target spell with mana value 4 or greater", "target creature or sorcery spell")', () => {
    const angelSpell = { id: 'x1', card: 'Serra Angel', controller: 'bob' };
    const shockSpell = { id: 'x2', card: 'Shock', controller: 'bob', targets: ['alice'] };
    it.each([
      ['Disdainful Stroke', 'x1', 'x2'],
      ['Mystic Denial', 'x1', 'x2'],
    ])('%s: legal at the Serra Angel spell, illegal at the Shock spell (an instant of mana value 1)', (card, legal, illegal) => {
      expectCast(castAt(card, legal, { stack: [angelSpell, shockSpell] }).a, legal);
      const { state, a } = castAt(card, illegal, { stack: [angelSpell, shockSpell] });
      expectRefused(state, a);
    });

    it("a permanent is not a spell: Disdainful Stroke at bob's Serra Angel on the battlefield is refused (115.1)", () => {
      const { state, a } = castAt('Disdainful Stroke', 'angel', { stack: [shockSpell] });
      expectRefused(state, a);
    });
  });

  describe('cards in a graveyard ("target sorcery card from your graveyard")', () => {
    const graveyards = {
      alice: {
        graveyard: [
          { id: 'div', card: 'Divination' },
          { id: 'bolt', card: 'Lightning Bolt' },
        ],
      },
      bob: { graveyard: [{ id: 'theirs', card: 'Divination' }] },
    };
    it("Déjà Vu returns alice's own sorcery card to her hand", () => {
      const state = board({ battlefield: MANA }, { hand: [{ id: 'h1', card: 'Déjà Vu' }], ...graveyards.alice }, graveyards.bob);
      const a = rule({ state, actions: [cast('h1', ['div']), ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(ids(a.state.players[0].hand)).toEqual(['div']);
      expect(ids(a.state.players[0].graveyard)).toEqual(['bolt', 'h1']);
    });

    it.each([
      ['an instant card', 'bolt'],
      ["a sorcery card in bob's graveyard", 'theirs'],
    ])('Déjà Vu cannot target %s (115.1)', (_, target) => {
      const state = board({ battlefield: MANA }, { hand: [{ id: 'h1', card: 'Déjà Vu' }], ...graveyards.alice }, graveyards.bob);
      const a = rule({ state, action: cast('h1', [target]) });
      expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
      expect(ids(a.state.players[0].hand)).toEqual(['h1']);
    });
  });

  describe('506.4: "target attacking or blocking creature with power 3 or less" (Puncturing Light)', () => {
    // Blockers declared (none): alice has priority in the declare blockers step (509.2).
    const combat = {
      attackers: [
        { id: 'raider', attacking: 'bob', blocked: false },
        { id: 'big', attacking: 'bob', blocked: false },
      ],
      blockers: [],
      attackersDeclared: true,
      blockersDeclared: true,
    };
    const attackers = [perm('raider', 'Grizzly Bears', 'alice'), perm('big', 'Serra Angel', 'alice', { tapped: false })];
    const inCombat = { battlefield: attackers, combat, turn: { step: 'declare-blockers', active: 'alice', priority: 'alice' } };

    it('legal at an attacking 2/2; illegal at a creature not in combat, and at an attacking 4/4', () => {
      expectCast(castAt('Puncturing Light', 'raider', inCombat).a, 'raider');
      for (const target of ['bears', 'big']) {
        const { a } = castAt('Puncturing Light', target, inCombat);
        expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
        expect(ids(a.state.players[0].hand)).toEqual(['h1']);
      }
    });
  });
});

describe('608.2b: a target that no longer matches its selector as the spell resolves is illegal', () => {
  it('Swat ("creature with power 2 or less") at a 2/2 that Giant Growth made 5/5 in response: Swat does not resolve, the creature lives', () => {
    const state = board(
      { battlefield: [...MANA, perm('bears', 'Grizzly Bears', 'bob'), perm('bf', 'Forest', 'bob')] },
      { hand: [{ id: 'swat', card: 'Swat' }] },
      { hand: [{ id: 'gg', card: 'Giant Growth' }] },
    );
    const a = rule({
      state,
      actions: [
        cast('swat', ['bears']),
        { type: 'pass', player: 'alice' },
        cast('gg', ['bears'], 'bob'),
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).toContain('bears');
    expect(ids(a.state.players[0].graveyard)).toEqual(['swat']);
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toContain('608.2b');
    expect(cited(a)).not.toContain('701.8a');
  });

  it('without Giant Growth, the same Swat destroys the 2/2 (701.8a)', () => {
    const state = board({ battlefield: [...MANA, perm('bears', 'Grizzly Bears', 'bob')] }, { hand: [{ id: 'swat', card: 'Swat' }] });
    const a = rule({ state, actions: [cast('swat', ['bears']), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['bears']);
    expect(cited(a)).not.toContain('608.2b');
  });

  it('Gone ("creature you don\'t control") at bob\'s creature that alice has come to control by the time Gone resolves: Gone does not resolve', () => {
    const state = board({
      battlefield: [...MANA, perm('bears', 'Grizzly Bears', 'alice', { owner: 'bob' })],
      stack: [{ id: 'gone', card: 'Gone', controller: 'alice', targets: ['bears'] }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
    });
    const a = rule({ state, actions: passes(2) });
    expect(a.state.battlefield.map((o) => o.id)).toContain('bears');
    expect(ids(a.state.players[0].graveyard)).toEqual(['gone']);
    expect(cited(a)).toContain('608.2b');
  });
});

describe('"target spell or creature": a spell returned to its owner\'s hand (608.2c)', () => {
  it("Unsubstantiate at bob's Shock on the stack: the Shock leaves the stack for bob's hand without resolving (not countered, 701.6a)", () => {
    const state = board(
      {
        battlefield: MANA,
        stack: [{ id: 'x2', card: 'Shock', controller: 'bob', targets: ['alice'] }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', passed: ['bob'] },
      },
      { hand: [{ id: 'h1', card: 'Unsubstantiate' }] },
    );
    const a = rule({ state, actions: [cast('h1', ['x2']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(ids(a.state.players[1].hand)).toEqual(['x2']);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toContain('608.2c');
    expect(cited(a)).not.toContain('701.6a');
  });

  it('and at a creature: it returns the creature (the other option of the selector)', () => {
    const state = board(
      { battlefield: [...MANA, perm('bears', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'h1', card: 'Unsubstantiate' }] },
    );
    const a = rule({ state, actions: [cast('h1', ['bears']), ...passes(2)] });
    expect(ids(a.state.players[1].hand)).toEqual(['bears']);
  });
});

describe('legal actions offer the targets the selector allows', () => {
  it('Terror in hand: the offered targets are the nonartifact, nonblack creatures', () => {
    const state = board({ battlefield: [...MANA, ...BOBS] }, { hand: [{ id: 'h1', card: 'Terror' }] });
    const listed = legalActionsFor(state, bundledCatalog());
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    const terror = listed.value.actions.find((x) => x.action.type === 'cast' && x.action.card === 'h1');
    expect(terror?.targetOptions).toEqual([['bears', 'angel', 'isamaru', 'drake']]);
  });
});

describe('115.1, 702.14: "with islandwalk" in an activated ability (Merfolk Assassin)', () => {
  const field = [
    perm('assassin', 'Merfolk Assassin', 'alice'),
    perm('leviathan', 'Segovian Leviathan', 'bob'),
    perm('bears', 'Grizzly Bears', 'bob'),
  ];
  const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'assassin', ability: 0, targets: [target] });
  const turn = { number: 3, active: 'alice', step: 'first-main', priority: 'alice' };

  it('Segovian Leviathan has islandwalk: destroyed when the ability resolves (701.8a)', () => {
    const a = rule({ state: board({ battlefield: field, turn }), actions: [activate('leviathan'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.battlefield)).not.toContain('leviathan');
    expect(ids(a.state.players[1].graveyard)).toEqual(['leviathan']);
    expect(cited(a)).toContain('701.8a');
  });

  it('Grizzly Bears has no islandwalk: not a legal target (115.1), nothing happens', () => {
    const a = rule({ state: board({ battlefield: field, turn }), action: activate('bears') });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
    expect(a.state.battlefield.find((o) => o.id === 'assassin')).toMatchObject({ tapped: false });
  });
});
