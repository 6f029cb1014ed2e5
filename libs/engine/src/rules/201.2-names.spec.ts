import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 201.2: "named [name]" compares names. A card's text names itself by its name; in a selector ("each creature you
 * control named Cleric of the Forward Order", "cards named Kindle in all graveyards") that is a name to compare, not
 * the object itself (201.5), so a second copy of the card counts, and a card of another name does not.
 */
const catalog = new InMemoryCatalog(
  ['Kindle', 'Cleric of the Forward Order', 'Lightning Bolt', 'Grizzly Bears', 'Mountain', 'Plains'].map(bundledCard),
);
const answer = rulingsWith(catalog);
const lifeOf = (a: { state: { players: { life?: number }[] } }) => a.state.players.map((p) => p.life);

describe('201.2: "named CARDNAME" in a selector is the card\'s name', () => {
  it("is read into a filter holding the card's own name (Kindle, Cleric of the Forward Order)", () => {
    expect(compileCard(bundledCard('Kindle'))).toMatchObject({ support: 'full' });
    expect(JSON.stringify(compileCard(bundledCard('Kindle')).abilities)).toContain('{"kind":"named","name":"Kindle"}');
    expect(JSON.stringify(compileCard(bundledCard('Cleric of the Forward Order')).abilities)).toContain(
      '{"kind":"named","name":"Cleric of the Forward Order"}',
    );
  });

  it('Kindle: X is 2 plus the Kindles in all graveyards (one in each), not the Lightning Bolt: 4 damage to bob', () => {
    const state = board(
      { battlefield: lands('Mountain', 'm', 2) },
      {
        hand: [{ id: 'k', card: 'Kindle' }],
        graveyard: [
          { id: 'k2', card: 'Kindle' },
          { id: 'lb', card: 'Lightning Bolt' },
        ],
      },
      { graveyard: [{ id: 'k3', card: 'Kindle' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'k', targets: ['bob'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(lifeOf(a)).toEqual([20, 16]);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2c', '120.3a']));
  });

  it('Kindle with no other Kindle anywhere: 2 damage', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 2) }, { hand: [{ id: 'k', card: 'Kindle' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'k', targets: ['bob'] }, ...passes(2)] });
    expect(lifeOf(a)).toEqual([20, 18]);
  });

  it("Cleric of the Forward Order enters beside another: 2 life for each of the two Clerics alice controls, not bob's nor the Bears", () => {
    const state = board(
      {
        battlefield: [
          ...lands('Plains', 'p', 2),
          perm('c1', 'Cleric of the Forward Order', 'alice'),
          perm('c3', 'Cleric of the Forward Order', 'bob'),
          perm('g', 'Grizzly Bears', 'alice'),
        ],
      },
      { hand: [{ id: 'c2', card: 'Cleric of the Forward Order' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c2' }, ...passes(4)] });
    expect(a.legal).toBe(true);
    expect(lifeOf(a)).toEqual([24, 20]);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '119.3']));
  });
});
