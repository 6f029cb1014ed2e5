import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 401.7: "Put target creature into its owner's library second from the top" (Chronostutter, Oust): the card goes
 * under the top card of its owner's library; a library with fewer than two cards gets it on its bottom.
 */
const catalog = new InMemoryCatalog(['Chronostutter', 'Oust', 'Island', 'Plains', 'Grizzly Bears', 'Forest'].map(bundledCard));
const answer = rulingsWith(catalog);
const names = (zone: unknown) => (zone as { card?: unknown }[]).map((o) => (typeof o.card === 'string' ? o.card : 'hidden'));

const cast = (spell: string, library: unknown, land = 'Island', count = 6) => ({
  state: board(
    { battlefield: [...lands(land, 'l', count), perm('g', 'Grizzly Bears', 'bob')] },
    { hand: [{ id: 's', card: spell }] },
    { library },
  ),
  actions: [{ type: 'cast', player: 'alice', card: 's', targets: ['g'] }, ...passes(2)],
});

describe("401.7: a creature put into its owner's library second from the top", () => {
  it('Chronostutter and Oust are understood in full', () => {
    for (const name of ['Chronostutter', 'Oust'])
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it("Chronostutter: bob's Bears go under the top card of bob's library", () => {
    const a = answer(cast('Chronostutter', ['Forest', 'Island', 'Plains']));
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.some((o) => o.id === 'g')).toBe(false);
    expect(names(a.state.players[1].library)).toEqual(['Forest', 'Grizzly Bears', 'Island', 'Plains']);
    expect(cited(a)).toContain('401.7');
  });

  it('a library of hidden cards: the Bears are second, the hidden cards stay around them', () => {
    const a = answer(cast('Chronostutter', { count: 3 }));
    expect(names(a.state.players[1].library)).toEqual(['hidden', 'Grizzly Bears', 'hidden', 'hidden']);
  });

  it('401.7: a library of one card gets the Bears under it; an empty library gets them alone', () => {
    const one = answer(cast('Chronostutter', ['Forest']));
    expect(names(one.state.players[1].library)).toEqual(['Forest', 'Grizzly Bears']);
    const none = answer(cast('Chronostutter', []));
    expect(names(none.state.players[1].library)).toEqual(['Grizzly Bears']);
  });

  it('Oust: the Bears go second from the top and their controller, bob, gains 3 life', () => {
    const a = answer(cast('Oust', ['Forest', 'Island'], 'Plains', 1));
    expect(names(a.state.players[1].library)).toEqual(['Forest', 'Grizzly Bears', 'Island']);
    expect(a.state.players.map((p) => p.life)).toEqual([20, 23]);
  });
});
