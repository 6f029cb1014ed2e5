import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** 605: mana abilities with more than {T} in them, on real cards of the bundled catalog. */
const NAMES = [
  'Shivan Reef', // {T}: Add {C}. {T}: Add {U} or {R}. Shivan Reef deals 1 damage to you.
  'Darkwater Catacombs', // {1}, {T}: Add {U}{B}.
  'Fire-Lit Thicket', // {T}: Add {C}. {R/G}, {T}: Add {R}{R}, {R}{G}, or {G}{G}.
  'Chromatic Sphere', // {1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. Draw a card.
  'Tainted Isle', // {T}: Add {C}. {T}: Add {U} or {B}. Activate this ability only if you control a Swamp.
  'Mana Confluence', // {T}, Pay 1 life: Add one mana of any color.
  'Dwarven Ruins', // enters tapped; {T}: Add {R}. {T}, Sacrifice Dwarven Ruins: Add {R}{R}.
  'Black Lotus', // {T}, Sacrifice Black Lotus: Add three mana of any one color.
  "Gaea's Cradle", // {T}: Add {G} for each creature you control.
  'Priest of Titania', // {T}: Add {G} for each Elf on the battlefield.
  'Cabal Coffers', // {2}, {T}: Add {B} for each Swamp you control.
  'Gyre Sage', // Evolve. {T}: Add {G} for each +1/+1 counter on Gyre Sage.
];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([
  ...CARDS,
  ...['Lightning Bolt', 'Island', 'Swamp', 'Mountain', 'Grizzly Bears', 'Llanowar Elves', 'Giant Growth'].map(bundledCard),
]);
const answer = rulingsWith(catalog);
const act = (source: string, ability: number, more: Record<string, unknown> = {}) => ({
  type: 'activate',
  player: 'alice',
  source,
  ability,
  ...more,
});
const pool = (a: { state: { players: unknown[] } }) => (a.state.players[0] as { manaPool?: unknown }).manaPool;

describe('605.1a: mana abilities with a cost, a choice or another effect are read', () => {
  it('each card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
  });

  it('a mana ability with an extra effect is still a mana ability (605.1a)', () => {
    expect(compileCard(CARDS[0]).abilities[1]).toMatchObject({
      kind: 'mana',
      options: [['U'], ['R']],
      effects: [{ kind: 'damagePlayers' }],
    });
    expect(compileCard(CARDS[3]).abilities[0]).toMatchObject({
      kind: 'mana',
      mana: '{1}',
      sacrificeSelf: true,
      effects: [{ kind: 'draw' }],
    });
  });
});

describe('605.3a-b: painlands', () => {
  const state = board({ battlefield: [perm('r', 'Shivan Reef', 'alice')] }, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] });

  it('Shivan Reef: {R} chosen in "mana", 1 damage to its controller at once, nothing on the stack (605.3b)', () => {
    const a = answer({ state, action: act('r', 1, { mana: '{R}' }) });
    expect(a.legal).toBe(true);
    expect(a.state.stack ?? []).toHaveLength(0);
    expect(a.state.players[0].life).toBe(19);
    expect(pool(a)).toBe('{R}');
    expect(cited(a)).toEqual(expect.arrayContaining(['605.3b']));
    // The mana then pays for Lightning Bolt from the pool.
    const bolt = answer({
      state: a.state,
      action: { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'], payment: { pool: '{R}' } },
    });
    expect(bolt.legal).toBe(true);
  });

  it('the {C} ability deals no damage; a mana it cannot add is refused (605.3a)', () => {
    const colorless = answer({ state, action: act('r', 0) });
    expect(colorless.state.players[0].life).toBe(20);
    expect(pool(colorless)).toBe('{C}');
    expect(answer({ state, action: act('r', 1, { mana: '{G}' }) }).violations[0]).toMatchObject({
      code: 'INVALID_MANA_CHOICE',
      rule: '605.3a',
    });
    expect(answer({ state, action: act('r', 1) }).violations[0]).toMatchObject({ code: 'MANA_CHOICE_REQUIRED', rule: '605.3a' });
  });

  it('a payment does not activate the damaging ability by itself: casting Bolt with only the Reef untapped is refused, not guessed', () => {
    const outcome = adjudicate({ state, action: { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] } }, catalog);
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ACTION' });
  });
});

describe('601.2g-h through 605.3: filters pay mana in their cost', () => {
  it('Darkwater Catacombs: {1} from an Island, then {U}{B}', () => {
    const state = board({ battlefield: [perm('d', 'Darkwater Catacombs', 'alice'), perm('i', 'Island', 'alice')] });
    const a = answer({ state, action: act('d', 0) });
    expect(a.legal).toBe(true);
    expect(pool(a)).toBe('{U}{B}');
    expect(onField(a, 'i')?.tapped).toBe(true);
    const alone = answer({ state: board({ battlefield: [perm('d', 'Darkwater Catacombs', 'alice')] }), action: act('d', 0) });
    expect(alone.legal).toBe(false);
    expect(onField(alone, 'd')?.tapped).toBeFalsy();
  });

  it('Fire-Lit Thicket: {R/G} from a Mountain, then {G}{G} as chosen', () => {
    const state = board({ battlefield: [perm('t', 'Fire-Lit Thicket', 'alice'), perm('m', 'Mountain', 'alice')] });
    const a = answer({ state, action: act('t', 1, { mana: '{G}{G}' }) });
    expect(pool(a)).toBe('{G}{G}');
  });
});

describe('605.1a, 605.3b: Chromatic Sphere draws as it adds mana', () => {
  it('{1} paid, the Sphere sacrificed, one mana of the chosen color and a card', () => {
    const state = board(
      { battlefield: [perm('c', 'Chromatic Sphere', 'alice'), perm('i', 'Island', 'alice')] },
      { library: [{ id: 'top', card: 'Swamp' }] },
    );
    const a = answer({ state, action: act('c', 0, { mana: '{B}' }) });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['c']);
    expect(ids(a.state.players[0].hand)).toEqual(['top']);
    expect(pool(a)).toBe('{B}');
  });
});

describe('602.5b: "Activate this ability only if you control a Swamp" on a mana ability', () => {
  it('Tainted Isle adds {B} with a Swamp, not without one', () => {
    const with_ = answer({
      state: board({ battlefield: [perm('t', 'Tainted Isle', 'alice'), perm('s', 'Swamp', 'alice')] }),
      action: act('t', 1, { mana: '{B}' }),
    });
    expect(pool(with_)).toBe('{B}');
    const without = answer({
      state: board({ battlefield: [perm('t', 'Tainted Isle', 'alice'), perm('s', 'Swamp', 'bob')] }),
      action: act('t', 1, { mana: '{B}' }),
    });
    expect(without.violations[0]).toMatchObject({ code: 'CONDITION_NOT_MET', rule: '602.5b' });
  });
});

describe('119.4: Mana Confluence pays 1 life', () => {
  it('with 1 life it can pay; with 0 it cannot (118.3)', () => {
    const at = (life: number) => board({ battlefield: [perm('m', 'Mana Confluence', 'alice')] }, { life });
    const a = answer({ state: at(1), action: act('m', 0, { mana: '{W}' }) });
    expect(a.state.players[0].life).toBe(0);
    expect(answer({ state: at(0), action: act('m', 0, { mana: '{W}' }) }).violations[0]).toMatchObject({
      code: 'CANNOT_PAY_LIFE',
      rule: '119.4',
    });
  });
});

describe('111.10a-like sacrifice mana abilities', () => {
  it('Dwarven Ruins: the payment taps it for {R}; sacrificed by its own action for {R}{R}', () => {
    const state = board({ battlefield: [perm('d', 'Dwarven Ruins', 'alice')] }, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] });
    const bolt = answer({ state, action: { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] } });
    expect(bolt.legal).toBe(true);
    expect(onField(bolt, 'd')?.tapped).toBe(true);
    const sacrificed = answer({ state, action: act('d', 1) });
    expect(ids(sacrificed.state.players[0].graveyard)).toEqual(['d']);
    expect(pool(sacrificed)).toBe('{R}{R}');
  });

  it('Black Lotus: three mana of one color', () => {
    const a = answer({ state: board({ battlefield: [perm('l', 'Black Lotus', 'alice')] }), action: act('l', 0, { mana: '{G}{G}{G}' }) });
    expect(pool(a)).toBe('{G}{G}{G}');
    expect(ids(a.state.players[0].graveyard)).toEqual(['l']);
  });
});

describe('608.2h, 605.3b: mana counted as the ability resolves ("Add {G} for each ...")', () => {
  it("Gaea's Cradle: one {G} per creature its controller controls, counted now; bob's creatures do not count", () => {
    const state = board({
      battlefield: [
        perm('gc', "Gaea's Cradle", 'alice'),
        perm('b1', 'Grizzly Bears', 'alice'),
        perm('b2', 'Grizzly Bears', 'alice'),
        perm('b3', 'Grizzly Bears', 'bob'),
      ],
    });
    const a = answer({ state, action: act('gc', 0) });
    expect(a.legal).toBe(true);
    expect(pool(a)).toBe('{G}{G}');
    expect(onField(a, 'gc')?.tapped).toBe(true);
    expect(a.state.stack ?? []).toHaveLength(0);
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2h', '605.3b']));
  });

  it("Gaea's Cradle with no creature adds no mana, yet is tapped (107.1b: zero, not refused)", () => {
    const a = answer({ state: board({ battlefield: [perm('gc', "Gaea's Cradle", 'alice')] }), action: act('gc', 0) });
    expect(a.legal).toBe(true);
    expect(pool(a) ?? '').toBe('');
    expect(onField(a, 'gc')?.tapped).toBe(true);
  });

  it('Priest of Titania: "on the battlefield" counts every Elf, its own and the opponent\'s, itself included', () => {
    const state = board({
      battlefield: [perm('pt', 'Priest of Titania', 'alice'), perm('le', 'Llanowar Elves', 'bob'), perm('gb', 'Grizzly Bears', 'alice')],
    });
    expect(pool(answer({ state, action: act('pt', 0) }))).toBe('{G}{G}');
  });

  it('Cabal Coffers: {2} paid first (601.2h), then one {B} per Swamp it controls', () => {
    const state = board({
      battlefield: [
        perm('cc', 'Cabal Coffers', 'alice'),
        perm('s1', 'Swamp', 'alice'),
        perm('s2', 'Swamp', 'alice'),
        perm('s3', 'Swamp', 'alice'),
      ],
    });
    const a = answer({ state, action: act('cc', 0, { payment: { tap: ['s1', 's2'] } }) });
    expect(a.legal).toBe(true);
    expect(pool(a)).toBe('{B}{B}{B}');
  });

  it('Gyre Sage: one {G} per +1/+1 counter on it', () => {
    const state = board({ battlefield: [{ ...perm('gs', 'Gyre Sage', 'alice'), counters: { '+1/+1': 2 } }] });
    expect(pool(answer({ state, action: act('gs', 0) }))).toBe('{G}{G}');
  });

  it("a payment does not tap Gaea's Cradle by itself: casting Giant Growth with only the Cradle is not guessed", () => {
    const state = board(
      { battlefield: [perm('gc', "Gaea's Cradle", 'alice'), perm('b1', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'gg', card: 'Giant Growth' }] },
    );
    const outcome = adjudicate({ state, action: { type: 'cast', player: 'alice', card: 'gg', targets: ['b1'] } }, catalog);
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ACTION' });
  });
});

describe('107.3a, 601.2b: storage lands and "Remove X counters": the number removed announced as the ability is activated', () => {
  const storage = new InMemoryCatalog(
    [
      'Mage-Ring Network',
      'Bottomless Vault',
      'Calciform Pools',
      'Petalmane Baku',
      'Black Mana Battery',
      'Kyren Toy',
      'Island',
      'Plains',
    ].map(bundledCard),
  );
  const ask = rulingsWith(storage);
  const counted = (a: { state: { battlefield: unknown[] } }, id: string) =>
    ((a.state.battlefield as { id: string; counters?: Record<string, number> }[]).find((o) => o.id === id)?.counters ?? {}).storage ?? 0;

  it('every card is understood in full, its ability a mana ability', () => {
    for (const name of ['Mage-Ring Network', 'Bottomless Vault', 'Calciform Pools', 'Petalmane Baku'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(bundledCard('Calciform Pools')).abilities.find((a) => a.kind === 'mana' && a.combination)).toMatchObject({
      kind: 'mana',
      combination: ['W', 'U'],
      times: { kind: 'x' },
      parts: [{ kind: 'removeCounters', counter: 'storage', chosen: 'x' }],
    });
  });

  it('Mage-Ring Network: x = 2 of its 3 storage counters removed, {C}{C} added at once (605.3b), one counter left', () => {
    const state = board({ battlefield: [{ ...perm('mr', 'Mage-Ring Network', 'alice'), counters: { storage: 3 } }] });
    const a = ask({ state, action: act('mr', 2, { x: 2 }) });
    expect(a.legal).toBe(true);
    expect(pool(a)).toBe('{C}{C}');
    expect(onField(a, 'mr')?.tapped).toBe(true);
    expect(counted(a, 'mr')).toBe(1);
    expect(a.state.stack ?? []).toHaveLength(0);
    expect(cited(a)).toEqual(expect.arrayContaining(['122.8', '608.2h', '605.3b']));
  });

  it('Bottomless Vault: all its counters ("any number") may be removed, and x = 0 is a legal choice that adds nothing', () => {
    const state = board({ battlefield: [{ ...perm('bv', 'Bottomless Vault', 'alice'), counters: { storage: 4 } }] });
    const all = ask({ state, action: act('bv', 0, { x: 4 }) });
    expect(all.legal).toBe(true);
    expect(pool(all)).toBe('{B}{B}{B}{B}');
    expect(counted(all, 'bv')).toBe(0);
    const none = ask({ state, action: act('bv', 0, { x: 0 }) });
    expect(none.legal).toBe(true);
    expect(pool(none) ?? '').toBe('');
    expect(onField(none, 'bv')?.tapped).toBe(true);
  });

  it('more counters than it has is refused (118.3), nothing paid', () => {
    const state = board({ battlefield: [{ ...perm('bv', 'Bottomless Vault', 'alice'), counters: { storage: 2 } }] });
    const a = ask({ state, action: act('bv', 0, { x: 3 }) });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NOT_ENOUGH_COUNTERS', rule: '118.3' })]);
  });

  it('without x, or with a negative or fractional x, it is refused (601.2b, 107.3a)', () => {
    const state = board({ battlefield: [{ ...perm('bv', 'Bottomless Vault', 'alice'), counters: { storage: 2 } }] });
    expect(ask({ state, action: act('bv', 0) }).violations).toEqual([expect.objectContaining({ code: 'X_NOT_CHOSEN', rule: '601.2b' })]);
    // The wire schema already refuses an x that is not a whole number, 0 or more.
    for (const x of [-1, 1.5]) expect(adjudicate({ state, action: act('bv', 0, { x }) }, storage)).toMatchObject({ kind: 'invalid' });
    const pools = board({
      battlefield: [{ ...perm('cp', 'Calciform Pools', 'alice'), counters: { storage: 2 } }, perm('i', 'Island', 'alice')],
    });
    expect(ask({ state: pools, action: act('cp', 2, { mana: '{W}' }) }).violations).toEqual([
      expect.objectContaining({ code: 'X_NOT_CHOSEN', rule: '107.3a' }),
    ]);
  });

  it('a mana ability without such a cost still has no X to choose (107.3)', () => {
    const state = board({ battlefield: [perm('mr', 'Mage-Ring Network', 'alice')] });
    expect(ask({ state, action: act('mr', 0, { x: 1 }) }).violations).toEqual([expect.objectContaining({ code: 'NO_X', rule: '107.3' })]);
  });

  it('Calciform Pools: {1} paid, X = 3 counters removed, {W}{U}{U} as the player says (605.3a)', () => {
    const state = board({
      battlefield: [{ ...perm('cp', 'Calciform Pools', 'alice'), counters: { storage: 3 } }, perm('i', 'Island', 'alice')],
    });
    const a = ask({ state, action: act('cp', 2, { x: 3, mana: '{W}{U}{U}', payment: { tap: ['i'] } }) });
    expect(a.legal).toBe(true);
    expect(pool(a)).toBe('{W}{U}{U}');
    expect(counted(a, 'cp')).toBe(0);
    expect(onField(a, 'i')?.tapped).toBe(true);
    expect(onField(a, 'cp')?.tapped ?? false).toBe(false);
  });

  it('Calciform Pools: a combination of another color, of the wrong size, or none said is refused (605.3a)', () => {
    const state = board({
      battlefield: [{ ...perm('cp', 'Calciform Pools', 'alice'), counters: { storage: 3 } }, perm('i', 'Island', 'alice')],
    });
    for (const mana of ['{W}{B}', '{W}{U}{U}{U}', '{W}', 'WU', '{W}{U}x'])
      expect([mana, ask({ state, action: act('cp', 2, { x: 2, mana, payment: { tap: ['i'] } }) }).violations]).toEqual([
        mana,
        [expect.objectContaining({ code: 'INVALID_MANA_CHOICE', rule: '605.3a' })],
      ]);
    expect(ask({ state, action: act('cp', 2, { x: 2, payment: { tap: ['i'] } }) }).violations).toEqual([
      expect.objectContaining({ code: 'MANA_CHOICE_REQUIRED', rule: '605.3a' }),
    ]);
  });

  it('Petalmane Baku: X ki counters removed, X mana of the one color the player says', () => {
    const state = board({ battlefield: [{ ...perm('pb', 'Petalmane Baku', 'alice'), counters: { ki: 2 } }, perm('p', 'Plains', 'alice')] });
    const a = ask({ state, action: act('pb', 0, { x: 2, mana: '{G}', payment: { tap: ['p'] } }) });
    expect(a.legal).toBe(true);
    expect(pool(a)).toBe('{G}{G}');
    expect(ask({ state, action: act('pb', 0, { x: 2, payment: { tap: ['p'] } }) }).violations).toEqual([
      expect.objectContaining({ code: 'MANA_CHOICE_REQUIRED' }),
    ]);
  });

  it('Black Mana Battery: {B}, then one more {B} per charge counter removed (x = 2: {B}{B}{B}; x = 0: {B})', () => {
    const state = board({ battlefield: [perm('bb', 'Black Mana Battery', 'alice', { counters: { charge: 2 } })] });
    const two = ask({ state, action: act('bb', 1, { x: 2 }) });
    expect(two.legal).toBe(true);
    expect(pool(two)).toBe('{B}{B}{B}');
    expect(onField(two, 'bb')?.counters?.charge ?? 0).toBe(0);
    expect(pool(ask({ state, action: act('bb', 1, { x: 0 }) }))).toBe('{B}');
    expect(ask({ state, action: act('bb', 1, { x: 3 }) }).violations).toEqual([
      expect.objectContaining({ code: 'NOT_ENOUGH_COUNTERS', rule: '118.3' }),
    ]);
  });

  it('Kyren Toy: X charge counters removed, X plus one {C}', () => {
    const state = board({ battlefield: [perm('kt', 'Kyren Toy', 'alice', { counters: { charge: 1 } })] });
    expect(pool(ask({ state, action: act('kt', 1, { x: 1 }) }))).toBe('{C}{C}');
    expect(ask({ state, action: act('kt', 1) }).violations).toEqual([expect.objectContaining({ code: 'X_NOT_CHOSEN', rule: '107.3a' })]);
  });
});
