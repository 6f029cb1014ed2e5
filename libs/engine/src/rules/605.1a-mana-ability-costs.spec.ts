import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** 605.1a: mana abilities whose cost is more than {T} or a sacrifice of their source, on real cards. */
const NAMES = [
  "Ashnod's Altar", // Sacrifice a creature: Add {C}{C}.
  'Skirk Prospector', // Sacrifice a Goblin: Add {R}.
  'Phyrexian Altar', // Sacrifice a creature: Add one mana of any color.
  'Skirge Familiar', // Discard a card: Add {B}.
  'Bog Initiate', // {1}: Add {B}.
  'Treasonous Ogre', // Pay 3 life: Add {R}.
  'Pili-Pala', // {2}, {Q}: Add one mana of any color.
  'Heritage Druid', // Tap three untapped Elves you control: Add {G}{G}{G}.
  'Phyrexian Tower', // {T}: Add {C}. {T}, Sacrifice a creature: Add {B}{B}.
  "Kozilek's Translator", // Pay 1 life: Add {C}. Activate this ability only once each turn.
  'Manaforge Cinder', // {1}: Add {B} or {R}. Activate this ability no more than three times each turn.
  'Sewer Rats', // {B}, Pay 1 life: Sewer Rats gets +1/+0 until end of turn. Activate this ability no more than three times each turn.
];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([
  ...CARDS,
  ...['Island', 'Mountain', 'Grizzly Bears', 'Llanowar Elves', 'Lightning Bolt', 'Mana Leak', 'Ancient Tomb', 'Swamp'].map(bundledCard),
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

describe('605.1a: a mana ability may have any cost', () => {
  it('each card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
  });

  it('near variants stay refused', () => {
    // Farrelite Priest: "{1}: Add {W}. If this ability has been activated four or more times this turn, sacrifice ..."
    expect(compileCard(bundledCard('Farrelite Priest')).support).not.toBe('full');
    // Priest of Yawgmoth: "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value."
    expect(compileCard(bundledCard('Priest of Yawgmoth')).support).not.toBe('full');
  });
});

describe('701.21a, 605.3b: "Sacrifice a creature: Add {C}{C}."', () => {
  const state = board({
    battlefield: [perm('aa', "Ashnod's Altar", 'alice'), perm('gb', 'Grizzly Bears', 'alice'), perm('bb', 'Grizzly Bears', 'bob')],
  });

  it("Ashnod's Altar: the creature named is sacrificed, {C}{C} added at once, nothing on the stack", () => {
    const a = answer({ state, action: act('aa', 0, { sacrifice: ['gb'] }) });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['gb']);
    expect(pool(a)).toBe('{C}{C}');
    expect(a.state.stack ?? []).toHaveLength(0);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.21a', '605.3b']));
  });

  it("no creature named, an opponent's creature, or a noncreature: not paid (601.2h, 701.21a, 118.3)", () => {
    expect(answer({ state, action: act('aa', 0) }).violations[0]).toMatchObject({ code: 'SACRIFICE_REQUIRED', rule: '601.2h' });
    expect(answer({ state, action: act('aa', 0, { sacrifice: ['bb'] }) }).violations[0]).toMatchObject({
      code: 'CANNOT_SACRIFICE',
      rule: '701.21a',
    });
    expect(answer({ state, action: act('aa', 0, { sacrifice: ['aa'] }) }).violations[0]).toMatchObject({
      code: 'CANNOT_SACRIFICE',
      rule: '118.3',
    });
  });

  it('Skirk Prospector may sacrifice itself, summoning sick or not (no {T}: 302.6 does not apply)', () => {
    const a = answer({
      state: board({ battlefield: [perm('sp', 'Skirk Prospector', 'alice', { summoningSick: true })] }),
      action: act('sp', 0, { sacrifice: ['sp'] }),
    });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['sp']);
    expect(pool(a)).toBe('{R}');
  });

  it('Phyrexian Altar: the player says which color (605.3a)', () => {
    const altar = board({ battlefield: [perm('pa', 'Phyrexian Altar', 'alice'), perm('gb', 'Grizzly Bears', 'alice')] });
    expect(answer({ state: altar, action: act('pa', 0, { sacrifice: ['gb'] }) }).violations[0]).toMatchObject({
      code: 'MANA_CHOICE_REQUIRED',
      rule: '605.3a',
    });
    expect(pool(answer({ state: altar, action: act('pa', 0, { sacrifice: ['gb'], mana: '{U}' }) }))).toBe('{U}');
  });

  it('Phyrexian Tower: {T} and a creature sacrificed for {B}{B}', () => {
    const a = answer({
      state: board({ battlefield: [perm('pt', 'Phyrexian Tower', 'alice'), perm('gb', 'Grizzly Bears', 'alice')] }),
      action: act('pt', 1, { sacrifice: ['gb'] }),
    });
    expect(pool(a)).toBe('{B}{B}');
    expect(onField(a, 'pt')?.tapped).toBe(true);
  });
});

describe('601.2h: other costs of mana abilities', () => {
  it('Skirge Familiar: a card of the hand discarded for {B}; none named, not paid', () => {
    const state = board({ battlefield: [perm('sf', 'Skirge Familiar', 'alice')] }, { hand: [{ id: 'h1', card: 'Island' }] });
    const a = answer({ state, action: act('sf', 0, { discard: ['h1'] }) });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['h1']);
    expect(pool(a)).toBe('{B}');
    expect(answer({ state, action: act('sf', 0) }).legal).toBe(false);
  });

  it('Bog Initiate: {1} paid by an Island, then {B}', () => {
    const state = board({ battlefield: [perm('bi', 'Bog Initiate', 'alice'), perm('i', 'Island', 'alice')] });
    const a = answer({ state, action: act('bi', 0) });
    expect(a.legal).toBe(true);
    expect(onField(a, 'i')?.tapped).toBe(true);
    expect(pool(a)).toBe('{B}');
    expect(answer({ state: board({ battlefield: [perm('bi', 'Bog Initiate', 'alice')] }), action: act('bi', 0) }).legal).toBe(false);
  });

  it('Treasonous Ogre: 3 life paid (119.4); with 2 life it cannot be', () => {
    const at = (life: number) => board({ battlefield: [perm('to', 'Treasonous Ogre', 'alice')] }, { life });
    const a = answer({ state: at(20), action: act('to', 0) });
    expect(a.state.players[0].life).toBe(17);
    expect(pool(a)).toBe('{R}');
    expect(answer({ state: at(2), action: act('to', 0) }).violations[0]).toMatchObject({ code: 'CANNOT_PAY_LIFE', rule: '119.4' });
  });

  it('Pili-Pala: {Q} needs it tapped (107.6)', () => {
    const lands = [perm('i1', 'Island', 'alice'), perm('i2', 'Island', 'alice')];
    const untapped = board({ battlefield: [perm('pp', 'Pili-Pala', 'alice'), ...lands] });
    expect(answer({ state: untapped, action: act('pp', 0, { mana: '{G}' }) }).violations[0]).toMatchObject({
      code: 'NOT_TAPPED',
      rule: '107.6',
    });
    const tapped = board({ battlefield: [perm('pp', 'Pili-Pala', 'alice', { tapped: true }), ...lands] });
    const a = answer({ state: tapped, action: act('pp', 0, { mana: '{G}' }) });
    expect(a.legal).toBe(true);
    expect(onField(a, 'pp')?.tapped).toBeFalsy();
    expect(pool(a)).toBe('{G}');
  });

  it('Heritage Druid: three untapped Elves tapped, summoning sick ones too (302.6 is about {T})', () => {
    const state = board({
      battlefield: [
        perm('hd', 'Heritage Druid', 'alice', { summoningSick: true }),
        perm('e1', 'Llanowar Elves', 'alice', { summoningSick: true }),
        perm('e2', 'Llanowar Elves', 'alice'),
      ],
    });
    const a = answer({ state, action: act('hd', 0, { tapUntapped: ['hd', 'e1', 'e2'] }) });
    expect(a.legal).toBe(true);
    expect(pool(a)).toBe('{G}{G}{G}');
    expect(['hd', 'e1', 'e2'].every((id) => onField(a, id)?.tapped)).toBe(true);
  });
});

describe('118.12a, 605.3a: "cannot pay" is not concluded past a mana ability the payment does not activate', () => {
  it("Mana Leak against a player whose only mana is Ancient Tomb's: refused, not countered", () => {
    const state = board(
      {
        battlefield: [
          perm('t1', 'Ancient Tomb', 'alice'),
          perm('t2', 'Ancient Tomb', 'alice'),
          perm('i1', 'Island', 'bob'),
          perm('i2', 'Island', 'bob'),
        ],
        stack: [{ id: 'gb', controller: 'alice', card: 'Grizzly Bears' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'ml', card: 'Mana Leak' }] },
    );
    const outcome = adjudicate(
      {
        state,
        actions: [
          { type: 'cast', player: 'bob', card: 'ml', targets: ['gb'] },
          { type: 'pass', player: 'bob' },
          { type: 'pass', player: 'alice' },
        ],
      },
      catalog,
    );
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ACTION', rule: '605.3a' });
  });
});

describe('602.5b: "Activate this ability only once each turn" / "no more than three times each turn" on a mana ability', () => {
  it("Kozilek's Translator: once, then refused the same turn; another Translator is another permanent", () => {
    const state = board({ battlefield: [perm('k1', "Kozilek's Translator", 'alice'), perm('k2', "Kozilek's Translator", 'alice')] });
    const first = answer({ state, action: act('k1', 0) });
    expect(first.legal).toBe(true);
    expect(pool(first)).toBe('{C}');
    expect(first.state.players[0].life).toBe(19);
    expect(answer({ state: first.state, action: act('k1', 0) }).violations[0]).toMatchObject({ code: 'ALREADY_ACTIVATED', rule: '602.5b' });
    expect(answer({ state: first.state, action: act('k2', 0) }).legal).toBe(true);
  });

  it('Manaforge Cinder: a fourth activation in a turn is refused', () => {
    let state = board({
      battlefield: [perm('mc', 'Manaforge Cinder', 'alice'), ...['1', '2', '3', '4'].map((n) => perm(`i${n}`, 'Island', 'alice'))],
    });
    for (let i = 0; i < 3; i++) {
      const a = answer({ state, action: act('mc', 0, { mana: '{R}', payment: { tap: [`i${i + 1}`] } }) });
      expect(a.legal).toBe(true);
      state = a.state as never;
    }
    expect(pool({ state: state as never })).toBe('{R}{R}{R}');
    expect(answer({ state, action: act('mc', 0, { mana: '{B}', payment: { tap: ['i4'] } }) }).violations[0]).toMatchObject({
      code: 'ALREADY_ACTIVATED',
      rule: '602.5b',
    });
  });
});

describe('602.5b: "Activate this ability no more than three times each turn" on an ability that uses the stack', () => {
  it('Sewer Rats: three activations, the fourth refused', () => {
    let state = board({
      battlefield: [perm('sr', 'Sewer Rats', 'alice'), ...['1', '2', '3', '4'].map((n) => perm(`s${n}`, 'Swamp', 'alice'))],
    });
    for (let i = 0; i < 3; i++) {
      const a = answer({ state, action: act('sr', 0, { payment: { tap: [`s${i + 1}`] } }) });
      expect(a.legal).toBe(true);
      state = a.state as never;
    }
    const fourth = answer({ state, action: act('sr', 0, { payment: { tap: ['s4'] } }) });
    expect(fourth.violations[0]).toMatchObject({ code: 'ALREADY_ACTIVATED', rule: '602.5b' });
  });
});
