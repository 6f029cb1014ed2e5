import { compileCard } from '../cards/oracle-compiler';
import { parseSpendRestriction } from '../cards/grammar/mana-spending';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { adjudicate } from '../adjudicate';
import { passes } from '../testing/actions';

/**
 * 106.6: mana whose spending its ability restricts, on real cards of the bundled catalog. The restriction travels
 * with the mana in the pool (players[].restrictedMana); a payment spends it only on what it allows.
 */
const NAMES = [
  'Beastcaller Savant', // Haste. {T}: Add one mana of any color. Spend this mana only to cast a creature spell.
  "Mishra's Workshop", // {T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.
  'Soldevi Machinist', // {T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts.
  'Rosheen Meanderer', // {T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.
  'Ally Encampment', // {T}: Add {C}. {T}: Add one mana of any color. Spend this mana only to cast an Ally spell.
  'Pillar of the Paruns', // multicolored spells
  'Corrupted Crossroads', // {T}, Pay 1 life: ... a spell with devoid
];
const CARDS = NAMES.map(bundledCard);
const COULD = ['Exotic Orchard', 'Fellwar Stone', 'Reflecting Pool', 'Star Compass', 'Island', 'Plains', 'Counterspell'];
const OTHERS = [
  ...COULD,
  'Smokebraider',
  'Terrarion',
  'Flamekin Brawler',
  'Grizzly Bears',
  'Lava Spike',
  'Blaze',
  'Voltaic Key',
  'Ornithopter',
  'Forest',
  'Mountain',
  'Lightning Bolt',
  'Mana Leak',
];
const catalog = new InMemoryCatalog([...CARDS, ...OTHERS.map(bundledCard)]);
const answer = rulingsWith(catalog);
const act = (source: string, ability: number, more: Record<string, unknown> = {}) => ({
  type: 'activate',
  player: 'alice',
  source,
  ability,
  ...more,
});
const cast = (card: string, more: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card, ...more });
type P = { manaPool?: string; restrictedMana?: { mana: string; spendOnly: string }[] };
const alice = (a: { state: { players: unknown[] } }) => a.state.players[0] as P;

describe('106.6: the restriction sentence', () => {
  it('each card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).unsupported]).toEqual([c.name, []]);
    expect(compileCard(CARDS[0]).abilities[1]).toMatchObject({
      kind: 'mana',
      spendOnly: { spells: { zone: 'stack', filters: [{ kind: 'type', anyOf: ['Creature'] }] } },
    });
  });

  it('reads spells, abilities of permanents and {X} costs; refuses what it cannot check', () => {
    expect(parseSpendRestriction('Spend this mana only to cast artifact spells or activate abilities of artifacts.')).toMatchObject({
      spells: { zone: 'stack' },
      abilitiesOf: { zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Artifact'] }] },
    });
    expect(parseSpendRestriction('Spend this mana only on costs that contain {X}.')).toMatchObject({ xCosts: true });
    for (const refused of [
      "Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
      'Spend this mana only to cast spells with flashback from a graveyard.',
      'Spend this mana only to pay cumulative upkeep costs.',
      'Spend this mana only on spells and abilities that put tokens onto the battlefield.',
    ])
      expect([refused, parseSpendRestriction(refused)]).toEqual([refused, null]);
    expect(compileCard(bundledCard('Cavern of Souls')).support).not.toBe('full');
  });
});

describe("106.6: Beastcaller Savant's mana", () => {
  const state = board(
    { battlefield: [perm('savant', 'Beastcaller Savant', 'alice'), ...lands('Forest', 'f', 1)] },
    {
      hand: [
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'spike', card: 'Lava Spike' },
      ],
    },
  );
  const tapped = answer({ state, action: act('savant', 0, { mana: '{G}' }) });

  it('is added with its restriction, which the pool keeps (605.3b)', () => {
    expect(tapped.legal).toBe(true);
    expect(alice(tapped)).toMatchObject({
      manaPool: '{G}',
      restrictedMana: [{ mana: '{G}', spendOnly: 'Spend this mana only to cast a creature spell.' }],
    });
  });

  it('pays for a creature spell: Grizzly Bears with it and a Forest', () => {
    const a = answer({ state: tapped.state, action: cast('bears') });
    expect(a.legal).toBe(true);
    expect(alice(a).manaPool).toBe('');
    expect(alice(a).restrictedMana).toBeUndefined();
    expect(a.state.stack?.[0]).toMatchObject({ id: 'bears' });
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2h']));
  });

  it('pays for a creature spell named from the pool too', () => {
    const a = answer({ state: tapped.state, action: cast('bears', { payment: { pool: '{G}', tap: ['f1'] } }) });
    expect(a.legal).toBe(true);
  });

  it('cannot pay for a sorcery: Lava Spike paid from the pool is refused (106.6)', () => {
    const red = answer({ state, action: act('savant', 0, { mana: '{R}' }) });
    const a = answer({ state: red.state, action: cast('spike', { targets: ['bob'], payment: { pool: '{R}' } }) });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'MANA_SPEND_RESTRICTED', rule: '106.6' });
    const auto = answer({ state: red.state, action: cast('spike', { targets: ['bob'] }) });
    expect(auto.violations[0]).toMatchObject({ code: 'MANA_SPEND_RESTRICTED', rule: '106.6' });
  });

  it('is left in the pool when a sorcery is paid with other mana; it empties at the end of the step (500.5)', () => {
    const both = board(
      { battlefield: [perm('savant', 'Beastcaller Savant', 'alice', { tapped: true }), ...lands('Mountain', 'm', 1)] },
      {
        hand: [{ id: 'spike', card: 'Lava Spike' }],
        manaPool: '{R}',
        restrictedMana: [{ mana: '{R}', spendOnly: 'Spend this mana only to cast a creature spell.' }],
      },
    );
    const a = answer({ state: both, action: cast('spike', { targets: ['bob'] }) });
    expect(a.legal).toBe(true);
    expect(alice(a)).toMatchObject({ manaPool: '{R}', restrictedMana: [{ mana: '{R}' }] });
    const later = answer({
      state: a.state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(alice(later).manaPool).toBe('');
    expect(alice(later).restrictedMana).toBeUndefined();
  });
});

describe('106.6: other restrictions', () => {
  it("Mishra's Workshop pays for Ornithopter-like artifact spells, not for a creature spell", () => {
    const state = board(
      { battlefield: [perm('w', "Mishra's Workshop", 'alice'), ...lands('Forest', 'f', 1)] },
      {
        hand: [
          { id: 'key', card: 'Voltaic Key' },
          { id: 'bears', card: 'Grizzly Bears' },
        ],
      },
    );
    const tapped = answer({ state, action: act('w', 0) });
    expect(alice(tapped)).toMatchObject({ manaPool: '{C}{C}{C}', restrictedMana: [{ mana: '{C}{C}{C}' }] });
    const key = answer({ state: tapped.state, action: cast('key') });
    expect(key.legal).toBe(true);
    expect(alice(key)).toMatchObject({ manaPool: '{C}{C}', restrictedMana: [{ mana: '{C}{C}' }] });
    const bears = answer({ state: tapped.state, action: cast('bears') });
    expect(bears.violations[0]).toMatchObject({ code: 'MANA_SPEND_RESTRICTED', rule: '106.6' });
  });

  it("Soldevi Machinist pays for an artifact's ability (Voltaic Key), not for a spell", () => {
    const state = board(
      {
        battlefield: [
          perm('m', 'Soldevi Machinist', 'alice'),
          perm('key', 'Voltaic Key', 'alice'),
          perm('o', 'Ornithopter', 'alice', { tapped: true }),
          ...lands('Forest', 'f', 1),
        ],
      },
      {
        hand: [{ id: 'bears', card: 'Grizzly Bears' }],
      },
    );
    const tapped = answer({ state, action: act('m', 0) });
    expect(tapped.legal).toBe(true);
    const untap = answer({ state: tapped.state, action: act('key', 0, { targets: ['o'] }) });
    expect(untap.legal).toBe(true);
    expect(alice(untap)).toMatchObject({ manaPool: '{C}', restrictedMana: [{ mana: '{C}' }] });
    // The Key's ability resolves (both pass); the {C} left stays in the pool, in the same step.
    const bears = answer({ state: untap.state, actions: [...passes(2), cast('bears')] });
    expect(bears.violations[0]).toMatchObject({ code: 'MANA_SPEND_RESTRICTED', rule: '106.6' });
  });

  it('Rosheen Meanderer pays a cost with {X} (Blaze), not one without', () => {
    const state = board(
      { battlefield: [perm('r', 'Rosheen Meanderer', 'alice'), ...lands('Mountain', 'm', 1), ...lands('Forest', 'f', 1)] },
      {
        hand: [
          { id: 'blaze', card: 'Blaze' },
          { id: 'bears', card: 'Grizzly Bears' },
        ],
      },
    );
    const tapped = answer({ state, action: act('r', 0) });
    const blaze = answer({ state: tapped.state, action: cast('blaze', { x: 4, targets: ['bob'] }) });
    expect(blaze.legal).toBe(true);
    expect(alice(blaze).manaPool).toBe('');
    const bears = answer({ state: tapped.state, action: cast('bears', { payment: { pool: '{C}', tap: ['f1'] } }) });
    expect(bears.violations[0]).toMatchObject({ code: 'MANA_SPEND_RESTRICTED', rule: '106.6' });
  });

  it('Ally Encampment: its {C} ability pays automatically; its restricted one waits for its own action', () => {
    const state = board({ battlefield: [perm('e', 'Ally Encampment', 'alice')] }, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] });
    const a = answer({ state, action: cast('bolt', { targets: ['bob'] }) });
    expect(a.legal).toBe(false);
    expect(a.violations[0].code).not.toBe('MANA_SPEND_RESTRICTED');
  });
});

describe('106.6: the board field', () => {
  const run = (alice: Record<string, unknown>) => adjudicate({ state: board({}, alice) } as { state: unknown }, catalog);
  it('is read back as written; mana added later is not restricted', () => {
    const a = answer({
      state: board(
        { battlefield: lands('Forest', 'f', 1) },
        { manaPool: '{G}{G}', restrictedMana: [{ mana: '{G}', spendOnly: 'Spend this mana only to cast a creature spell.' }] },
      ),
      action: act('f1', 0),
    });
    expect(alice(a)).toMatchObject({ manaPool: '{G}{G}{G}', restrictedMana: [{ mana: '{G}' }] });
  });
  it('refuses a restriction the grammar does not read, or more mana than the pool holds', () => {
    expect(run({ manaPool: '{G}', restrictedMana: [{ mana: '{G}', spendOnly: 'Spend this mana only on Tuesdays.' }] }).kind).not.toBe(
      'answer',
    );
    expect(
      run({ manaPool: '{G}', restrictedMana: [{ mana: '{G}{G}', spendOnly: 'Spend this mana only to cast a creature spell.' }] }).kind,
    ).not.toBe('answer');
  });
});

describe('106.7: mana of a type another land could produce', () => {
  it('each card is understood in full', () => {
    for (const name of ['Exotic Orchard', 'Fellwar Stone', 'Reflecting Pool', 'Star Compass'])
      expect([name, compileCard(bundledCard(name)).unsupported]).toEqual([name, []]);
    expect(compileCard(bundledCard('Reflecting Pool')).abilities[0]).toMatchObject({
      kind: 'mana',
      options: [],
      couldProduce: { controller: 'you', anyType: true },
    });
  });

  it("Fellwar Stone adds a color an opponent's land could produce (their Island), not another", () => {
    const state = board({ battlefield: [perm('stone', 'Fellwar Stone', 'alice'), perm('i', 'Island', 'bob')] });
    const blue = answer({ state, action: act('stone', 0, { mana: '{U}' }) });
    expect(blue.legal).toBe(true);
    expect(alice(blue).manaPool).toBe('{U}');
    const red = answer({ state, action: act('stone', 0, { mana: '{R}' }) });
    expect(red.violations[0]).toMatchObject({ code: 'INVALID_MANA_CHOICE' });
  });

  it('Fellwar Stone pays Counterspell automatically with {U} from a second Island of its own controller', () => {
    const state = board(
      {
        battlefield: [perm('stone', 'Fellwar Stone', 'alice'), perm('ai', 'Island', 'alice'), perm('i', 'Island', 'bob')],
        stack: [{ id: 'bolt', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' },
      },
      { hand: [{ id: 'cs', card: 'Counterspell' }] },
    );
    const a = answer({ state, action: cast('cs', { targets: ['bolt'] }) });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.find((o) => o.id === 'stone')?.tapped).toBe(true);
  });

  it('Fellwar Stone adds no colorless mana ("any color"): an opponent\'s Workshop gives it nothing; Reflecting Pool ("any type") takes {C}', () => {
    const state = board({
      battlefield: [perm('stone', 'Fellwar Stone', 'alice'), perm('w', "Mishra's Workshop", 'bob'), perm('pool', 'Reflecting Pool', 'bob')],
    });
    const none = answer({ state, action: act('stone', 0, { mana: '{C}' }) });
    expect(none.legal).toBe(false);
    const empty = answer({ state, action: act('stone', 0) });
    expect(empty.legal).toBe(true);
    expect(alice(empty).manaPool).toBe('');
    const pool = answer({
      state: { ...state, turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } },
      action: { ...act('pool', 0, { mana: '{C}' }), player: 'bob' },
    });
    expect(pool.legal).toBe(true);
  });

  it('two Exotic Orchards facing each other give what the lands behind them could produce, and nothing from nothing', () => {
    const facing = [perm('a', 'Exotic Orchard', 'alice'), perm('b', 'Exotic Orchard', 'bob')];
    const alone = answer({ state: board({ battlefield: facing }), action: act('a', 0) });
    expect(alice(alone).manaPool).toBe('');
    const state = board({ battlefield: [...facing, perm('f', 'Forest', 'alice')] });
    // Bob's Orchard could produce {G} (alice's Forest): so could alice's, through it.
    const green = answer({ state, action: act('a', 0, { mana: '{G}' }) });
    expect(green.legal).toBe(true);
    expect(alice(green).manaPool).toBe('{G}');
  });

  it("Star Compass looks at its controller's basic lands: a Plains gives it {W}, an opponent's Island nothing", () => {
    const state = board({ battlefield: [perm('c', 'Star Compass', 'alice'), perm('p', 'Plains', 'alice'), perm('i', 'Island', 'bob')] });
    expect(answer({ state, action: act('c', 0, { mana: '{W}' }) }).legal).toBe(true);
    expect(answer({ state, action: act('c', 0, { mana: '{U}' }) }).legal).toBe(false);
  });
});

describe('605.3a, 106.6: two mana in any combination of colors', () => {
  it("Terrarion adds the two colors its controller says; Smokebraider's pay for an Elemental spell, not for Grizzly Bears", () => {
    expect(compileCard(bundledCard('Smokebraider')).unsupported).toEqual([]);
    const state = board(
      { battlefield: [perm('t', 'Terrarion', 'alice'), perm('s', 'Smokebraider', 'alice'), ...lands('Mountain', 'm', 2)] },
      {
        hand: [
          { id: 'brawler', card: 'Flamekin Brawler' },
          { id: 'bears', card: 'Grizzly Bears' },
        ],
      },
    );
    const t = answer({ state, action: act('t', 0, { mana: '{W}{B}' }) });
    expect(t.legal).toBe(true);
    expect(alice(t).manaPool).toBe('{W}{B}');
    const s = answer({ state, action: act('s', 0, { mana: '{R}{G}' }) });
    expect(alice(s)).toMatchObject({ manaPool: '{R}{G}', restrictedMana: [{ mana: '{R}{G}' }] });
    // Flamekin Brawler ({R}, an Elemental) is paid with the restricted {R}; Grizzly Bears cannot use the {G}.
    const brawler = answer({ state: s.state, action: cast('brawler', { payment: { pool: '{R}' } }) });
    expect(brawler.legal).toBe(true);
    const bears = answer({ state: s.state, action: cast('bears', { payment: { pool: '{G}', tap: ['m1'] } }) });
    expect(bears.violations[0]).toMatchObject({ code: 'MANA_SPEND_RESTRICTED', rule: '106.6' });
  });
});
