import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** 605.1b, 605.4a, 106.12: triggered mana abilities that add mana when a land is tapped for mana, on real cards. */
const NAMES = [
  'Wild Growth', // Whenever enchanted land is tapped for mana, its controller adds {G} (to their mana pool).
  'Overgrowth', // ... adds {G}{G}.
  'Mana Flare', // Whenever a player taps a land for mana, that player adds one mana of any type that land produced.
  'Heartbeat of Spring',
  'Zhur-Taa Ancient',
  'Dictate of Karametra',
  "Mirari's Wake", // Whenever you tap a land for mana, add one mana of any type that land produced.
  'Zendikar Resurgent',
  'Vernal Bloom', // Whenever a Forest is tapped for mana, its controller adds {G}.
  'Gauntlet of Might',
  'Crypt Ghast', // Whenever you tap a Swamp for mana, add {B}.
  'Nirkana Revenant',
  'Fertile Ground', // Whenever enchanted land is tapped for mana, its controller adds one mana of any color.
  'Trace of Abundance',
  'Verdant Haven',
];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([
  ...CARDS,
  ...['Forest', 'Mountain', 'Island', 'Swamp', 'Azorius Chancery', 'Grizzly Bears', 'Utopia Sprawl', "Gaea's Cradle"].map(bundledCard),
]);
const answer = rulingsWith(catalog);
const tap = (player: string, source: string, more: Record<string, unknown> = {}) => ({
  type: 'activate',
  player,
  source,
  ability: 0,
  ...more,
});
const pool = (a: { state: { players: unknown[] } }, i = 0) => (a.state.players[i] as { manaPool?: unknown }).manaPool;
const aura = (id: string, name: string, on: string) => perm(id, name, 'alice', { attachedTo: on });

describe('605.1b: triggered mana abilities are read', () => {
  it('each card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
  });

  it('the land tapped, who tapped it and the mana added', () => {
    expect(compileCard(CARDS[0]).abilities).toContainEqual(
      expect.objectContaining({ kind: 'manaTrigger', land: { enchanted: true }, tapper: 'any', added: ['G'] }),
    );
    expect(compileCard(CARDS[2]).abilities[0]).toMatchObject({ kind: 'manaTrigger', land: {}, tapper: 'any', added: 'produced' });
    expect(compileCard(CARDS[6]).abilities).toContainEqual(
      expect.objectContaining({ kind: 'manaTrigger', tapper: 'you', added: 'produced' }),
    );
    expect(compileCard(CARDS[10]).abilities).toContainEqual(
      expect.objectContaining({ kind: 'manaTrigger', land: { subtype: 'Swamp' }, tapper: 'you', added: ['B'] }),
    );
  });

  it('"one mana of the chosen color" (Utopia Sprawl) stays refused', () => {
    expect(compileCard(bundledCard('Utopia Sprawl')).support).not.toBe('full');
  });
});

describe('605.4a: the trigger resolves at once after the mana ability, without the stack', () => {
  it('Wild Growth on a Forest: tapping it adds {G}{G}; another Forest adds {G}', () => {
    const state = board({ battlefield: [perm('f', 'Forest', 'alice'), perm('f2', 'Forest', 'alice'), aura('w', 'Wild Growth', 'f')] });
    const a = answer({ state, action: tap('alice', 'f') });
    expect(a.legal).toBe(true);
    expect(pool(a)).toBe('{G}{G}');
    expect(a.state.stack ?? []).toHaveLength(0);
    expect(cited(a)).toEqual(expect.arrayContaining(['605.3b', '605.4a']));
    const other = answer({ state, action: tap('alice', 'f2') });
    expect(pool(other)).toBe('{G}');
    expect(cited(other)).not.toContain('605.4a');
  });

  it('Overgrowth: {G}{G} more', () => {
    const state = board({ battlefield: [perm('f', 'Forest', 'alice'), aura('o', 'Overgrowth', 'f')] });
    expect(pool(answer({ state, action: tap('alice', 'f') }))).toBe('{G}{G}{G}');
  });

  it('Mana Flare: a Mountain tapped by either player adds {R}{R} to that player (106.12: the type it produced)', () => {
    const field = [
      perm('flare', 'Mana Flare', 'alice'),
      perm('m', 'Mountain', 'alice'),
      perm('bm', 'Mountain', 'bob'),
      perm('bi', 'Island', 'bob'),
    ];
    const mine = answer({ state: board({ battlefield: field }), action: tap('alice', 'm') });
    expect(pool(mine)).toBe('{R}{R}');
    const bobs = board({ battlefield: field, turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } });
    const his = answer({ state: bobs, action: tap('bob', 'bm') });
    expect(his.legal).toBe(true);
    expect(pool(his, 1)).toBe('{R}{R}');
    expect(pool(his, 0) ?? '').toBe('');
    expect(pool(answer({ state: bobs, action: tap('bob', 'bi') }), 1)).toBe('{U}{U}');
  });

  it("Mirari's Wake: only its controller's lands", () => {
    const field = [perm('wake', "Mirari's Wake", 'alice'), perm('f', 'Forest', 'alice'), perm('bf', 'Forest', 'bob')];
    expect(pool(answer({ state: board({ battlefield: field }), action: tap('alice', 'f') }))).toBe('{G}{G}');
    const bobs = board({ battlefield: field, turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } });
    expect(pool(answer({ state: bobs, action: tap('bob', 'bf') }), 1)).toBe('{G}');
  });

  it("106.12a: a land whose mana ability produced no mana triggers nothing (Gaea's Cradle, no creature)", () => {
    const none = answer({
      state: board({ battlefield: [perm('flare', 'Mana Flare', 'alice'), perm('gc', "Gaea's Cradle", 'alice')] }),
      action: tap('alice', 'gc'),
    });
    expect(none.legal).toBe(true);
    expect(pool(none) ?? '').toBe('');
    expect(cited(none)).not.toContain('605.4a');
    const two = board({
      battlefield: [
        perm('flare', 'Mana Flare', 'alice'),
        perm('gc', "Gaea's Cradle", 'alice'),
        perm('b1', 'Grizzly Bears', 'alice'),
        perm('b2', 'Grizzly Bears', 'alice'),
      ],
    });
    expect(pool(answer({ state: two, action: tap('alice', 'gc') }))).toBe('{G}{G}{G}');
  });

  it('Crypt Ghast: a Swamp adds {B}{B}, an Island only {U}', () => {
    const field = [perm('g', 'Crypt Ghast', 'alice'), perm('s', 'Swamp', 'alice'), perm('i', 'Island', 'alice')];
    expect(pool(answer({ state: board({ battlefield: field }), action: tap('alice', 's') }))).toBe('{B}{B}');
    expect(pool(answer({ state: board({ battlefield: field }), action: tap('alice', 'i') }))).toBe('{U}');
  });

  it('two types produced (Azorius Chancery {W}{U}) with Mana Flare: the choice is not made for the player', () => {
    const state = board({ battlefield: [perm('flare', 'Mana Flare', 'alice'), perm('c', 'Azorius Chancery', 'alice')] });
    const outcome = adjudicate({ state, action: { type: 'activate', player: 'alice', source: 'c', ability: 0 } }, catalog);
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ACTION', rule: '106.12' });
  });
});

describe('106.12a, 601.2g: a land tapped by a cost payment triggers too', () => {
  const bears = { type: 'cast', player: 'alice', card: 'b' };
  it('Fertile Ground on an Island: activated alone the color is not chosen for the player; a payment chooses {G}', () => {
    const state = board(
      { battlefield: [perm('i', 'Island', 'alice'), aura('g', 'Fertile Ground', 'i')] },
      { hand: [{ id: 'b', card: 'Grizzly Bears' }] },
    );
    const alone = adjudicate({ state, action: tap('alice', 'i') }, catalog);
    expect(alone).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ACTION', rule: '605.3a' });
    const a = answer({ state, action: bears });
    expect(a.legal).toBe(true);
    expect(onField(a, 'i')?.tapped).toBe(true);
    expect(pool(a) ?? '').toBe('');
    expect(cited(a)).toContain('605.4a');
  });

  it('Grizzly Bears ({1}{G}) paid by one Forest enchanted by Wild Growth', () => {
    const state = board(
      { battlefield: [perm('f', 'Forest', 'alice'), aura('w', 'Wild Growth', 'f')] },
      { hand: [{ id: 'b', card: 'Grizzly Bears' }] },
    );
    const a = answer({ state, action: bears });
    expect(a.legal).toBe(true);
    expect(onField(a, 'f')?.tapped).toBe(true);
    expect(pool(a) ?? '').toBe('');
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2h', '605.4a']));
  });

  it('without Wild Growth one Forest cannot pay {1}{G}', () => {
    const state = board({ battlefield: [perm('f', 'Forest', 'alice')] }, { hand: [{ id: 'b', card: 'Grizzly Bears' }] });
    expect(answer({ state, action: bears }).legal).toBe(false);
  });

  it('Mana Flare: one Forest pays {1}{G}, automatically or named in the payment', () => {
    const one = board(
      { battlefield: [perm('flare', 'Mana Flare', 'alice'), perm('f', 'Forest', 'alice')] },
      { hand: [{ id: 'b', card: 'Grizzly Bears' }] },
    );
    expect(answer({ state: one, action: bears }).legal).toBe(true);
    const named = answer({ state: one, action: { ...bears, payment: { tap: ['f'] } } });
    expect(named.legal).toBe(true);
    expect(cited(named)).toContain('605.4a');
    // The Chancery's {W}{U} and one more {W} or {U}: no {G} for the Bears.
    const chancery = board(
      { battlefield: [perm('flare', 'Mana Flare', 'alice'), perm('c', 'Azorius Chancery', 'alice')] },
      { hand: [{ id: 'b', card: 'Grizzly Bears' }] },
    );
    expect(answer({ state: chancery, action: bears }).legal).toBe(false);
  });
});
