import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/**
 * 400.7e, 603.10a: "When CARDNAME dies, put it on top of its owner's library." (Undying Beast), "... exile it." (Cyclopean
 * Mummy), "... shuffle it into its owner's library." (Alabaster Dragon): the ability finds the card its source became in
 * its owner's graveyard, and only there.
 */
const answer = rulingsWith(
  new InMemoryCatalog(['Undying Beast', 'Cyclopean Mummy', 'Alabaster Dragon', 'Lightning Bolt', 'Mountain'].map(bundledCard)),
);
const boltIt = (battlefield: Record<string, unknown>[], target: string, more: unknown[] = passes(2)) =>
  answer({
    state: board({ battlefield: [...battlefield, ...lands('Mountain', 'm', 1)] }, { hand: [{ id: 'lb', card: 'Lightning Bolt' }] }),
    actions: [{ type: 'cast', player: 'alice', card: 'lb', targets: [target], payment: { tap: ['m1'] } }, ...passes(2), ...more],
  });

describe('400.7e: a dies trigger moves the card its source became', () => {
  it.each(['Undying Beast', 'Dark Revenant', 'Cyclopean Mummy', 'Alabaster Dragon', 'Avenging Angel'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it("Undying Beast dies: the card goes from bob's graveyard to the top of his library", () => {
    const a = boltIt([perm('ub', 'Undying Beast', 'bob')], 'ub');
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].graveyard).toEqual([]);
    const library = a.state.players[1].library as { id?: string }[];
    expect(library).toHaveLength(31);
    expect(library[0]).toMatchObject({ id: 'ub', card: 'Undying Beast' });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.10a']));
  });

  it("alice's Undying Beast under bob's control dies: bob's trigger puts the card on top of alice's library, its owner's", () => {
    const a = boltIt([perm('ub', 'Undying Beast', 'bob', { owner: 'alice' })], 'ub');
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].graveyard.map((o) => o.id)).toEqual(['lb']);
    const library = a.state.players[0].library as { id?: string }[];
    expect(library).toHaveLength(31);
    expect(library[0]).toMatchObject({ id: 'ub' });
    expect(a.state.players[1].library).toMatchObject({ count: 30 });
  });

  it("Cyclopean Mummy dies: it is exiled from bob's graveyard", () => {
    const a = boltIt([perm('cm', 'Cyclopean Mummy', 'bob')], 'cm');
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(a.state.exile.map((o) => o.id)).toEqual(['cm']);
  });

  it('refused for another zone change of the died source ("return it to the battlefield ...")', () => {
    const odd = compileCard({
      ...bundledCard('Undying Beast'),
      text: "When Undying Beast dies, return it to the battlefield under its owner's control.",
    });
    expect(odd.support).not.toBe('full');
  });
});
