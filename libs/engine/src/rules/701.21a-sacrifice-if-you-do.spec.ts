import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 701.21a, 608.2c: "Sacrifice a creature. If you do, ..." in a loyalty ability (Garruk, the Veil-Cursed −1): the sacrifice
 * cannot be declined, so "If you do" holds exactly when its controller controls a creature as it is reached. 608.2h,
 * 613.1f, 613.4c: "Creatures you control gain trample and get +X/+X until end of turn, where X is the number of creature
 * cards in your graveyard" (−3): X counted once as it resolves; trample gained whatever X is.
 */
const GARRUK = 'Garruk, the Veil-Cursed';
/**
 * 712.8a: the real card is the back face of Garruk Relentless, whose front lines are not understood, so no board may hold
 * it yet: the scenarios play its exact loyalty lines on a single-faced copy of it (loyalty 3), and the pump block on a
 * real card that has it too (Craterhoof Behemoth).
 */
const {
  faces: _faces,
  layout: _layout,
  ...back
} = bundledCard(GARRUK) as ReturnType<typeof bundledCard> & { faces?: string[]; layout?: string };
const WALKER = { ...back, name: 'Veil-Cursed Walker', manaCost: '{3}', loyalty: '3' };
const catalog = new InMemoryCatalog([
  WALKER,
  ...['Craterhoof Behemoth', 'Grizzly Bears', 'Hill Giant', 'Forest', 'Llanowar Elves'].map(bundledCard),
]);
const answer = rulingsWith(catalog);
const line = (cost: string) =>
  bundledCard(GARRUK)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const choose = (a: { decision: { id: string } | null }, choice: string[]) => ({
  type: 'choose',
  player: 'alice',
  decision: a.decision?.id,
  choice,
});
const garruk = (loyalty: number) => ({ id: 'g1', card: WALKER.name, controller: 'alice', counters: { loyalty } });
const minus1 = { type: 'activate', player: 'alice', source: 'g1', ability: line('\u22121') };
const minus3 = { type: 'activate', player: 'alice', source: 'g1', ability: line('\u22123') };
const library = ['Forest', 'Hill Giant', 'Forest', 'Llanowar Elves'];

describe('Garruk, the Veil-Cursed is understood in full; a near variant stays refused', () => {
  it('606: its three loyalty abilities are read', () => {
    expect(compileCard(bundledCard(GARRUK))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('"Sacrifice two creatures. If you do, ..." is not read (whether both were sacrificed is not asked)', () => {
    const variant = {
      ...bundledCard(GARRUK),
      text: '\u22121: Sacrifice two creatures. If you do, search your library for a creature card, reveal it, put it into your hand, then shuffle.',
    };
    expect(compileCard(variant).support).not.toBe('full');
  });
});

describe('Garruk, the Veil-Cursed \u22121 (701.21a, 608.2c, 701.23a)', () => {
  it('alice sacrifices her Bears, then finds a creature card (the Giant) and puts it into her hand', () => {
    const a = answer({
      state: board({ battlefield: [garruk(3), { id: 'b1', card: 'Grizzly Bears', controller: 'alice' }] }, { library }),
      actions: [minus1, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ counters: { loyalty: 2 } });
    // 701.21a: the Bears is sacrificed (the only creature she controls); 701.23a: only creature cards may be found.
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['g1']);
    expect(a.state.players[0].graveyard).toEqual([{ id: 'b1', card: 'Grizzly Bears' }]);
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', rule: '701.23a', options: ['alice.library.1', 'alice.library.3'] });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.1']) });
    expect(d.violations).toEqual([]);
    expect(d.state.players[0].hand).toEqual([expect.objectContaining({ card: 'Hill Giant' })]);
    expect(d.state.players[0].library).toHaveLength(3);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23a']));
  });

  it('608.2c: with no creature of hers, nothing is sacrificed and she does not search', () => {
    const a = answer({
      state: board({ battlefield: [garruk(3), { id: 'o1', card: 'Hill Giant', controller: 'bob' }] }, { library }),
      actions: [minus1, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.decision?.kind).not.toBe('chooseSearch');
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['g1', 'o1']);
    expect(a.state.players[0].hand).toEqual([]);
    expect(a.state.players[0].library).toHaveLength(4);
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ counters: { loyalty: 2 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '608.2c']));
  });
});

describe('Garruk, the Veil-Cursed \u22123 (608.2h, 613.1f, 613.4c)', () => {
  it("two creature cards in her graveyard: her creatures gain trample and get +2/+2; bob's do not", () => {
    const a = answer({
      state: board(
        {
          battlefield: [
            garruk(4),
            { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
            { id: 'o1', card: 'Hill Giant', controller: 'bob' },
          ],
        },
        { library, graveyard: ['Hill Giant', 'Llanowar Elves', 'Forest'] },
        { graveyard: ['Grizzly Bears'] },
      ),
      actions: [minus3, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const bears = a.state.battlefield.find((o) => o.id === 'b1');
    expect(bears?.characteristics).toMatchObject({ power: 4, toughness: 4, abilities: ['Trample'] });
    expect(a.state.battlefield.find((o) => o.id === 'o1')?.characteristics).toMatchObject({ power: 3, toughness: 3, abilities: [] });
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '608.2h', '611.2c']));
  });

  it('613.1f: with no creature card in her graveyard, they still gain trample (X is 0)', () => {
    const a = answer({
      state: board(
        { battlefield: [garruk(4), { id: 'b1', card: 'Grizzly Bears', controller: 'alice' }] },
        { library, graveyard: ['Forest'] },
      ),
      actions: [minus3, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({
      power: 2,
      toughness: 2,
      abilities: ['Trample'],
    });
  });
});

describe('Craterhoof Behemoth: "creatures you control gain trample and get +X/+X until end of turn, where X is the number of creatures you control" (608.2h)', () => {
  it('the Behemoth and the Bears: X is 2, counted as the trigger resolves', () => {
    const a = answer({
      state: board(
        { battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'alice' }] },
        { hand: [{ id: 'ch', card: 'Craterhoof Behemoth' }], manaPool: '{G}{G}{G}{G}{G}{G}{G}{G}' },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'ch' }, ...passes(2), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    // A 5/5 and a 2/2: each +2/+2 and trample.
    expect(a.state.battlefield.find((o) => o.id === 'ch')?.characteristics).toMatchObject({ power: 7, toughness: 7 });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({
      power: 4,
      toughness: 4,
      abilities: ['Trample'],
    });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.3', '608.2h', '611.2c']));
  });
});
