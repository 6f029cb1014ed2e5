import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 100.2a: a constructed deck holds at most four of a card of one name, other than basic lands; "A deck can have any
 * number of cards named CARDNAME." lifts that limit for the card. It is a rule of building the deck: in a game under
 * way it does nothing, and the card's other abilities work as written.
 */
const catalog = new InMemoryCatalog(['Relentless Rats', 'Shadowborn Apostle', 'Swamp'].map(bundledCard));
const answer = rulingsWith(catalog);

describe('100.2a: "A deck can have any number of cards named CARDNAME."', () => {
  it.each(['Relentless Rats', 'Shadowborn Apostle'])('%s: read as a rule of deck building, the card understood in full', (name) => {
    const compiled = compileCard(bundledCard(name));
    expect(compiled.support).toBe('full');
    expect(compiled.abilities.filter((a) => a.kind === 'beforeGame')).toEqual([
      { kind: 'beforeGame', rule: '100.2a', text: 'A deck can have any number of cards named CARDNAME.' },
    ]);
  });

  it('five Relentless Rats on one board: each gets +1/+1 for each of the four others (a 6/6), the deck line changing nothing', () => {
    const rats = ['r1', 'r2', 'r3', 'r4', 'r5'].map((id) => perm(id, 'Relentless Rats', id === 'r5' ? 'bob' : 'alice'));
    const a = answer({ state: board({ battlefield: rats }), actions: passes(1) });
    for (const id of ['r1', 'r2', 'r3', 'r4', 'r5']) expect(onField(a, id)?.characteristics).toMatchObject({ power: 6, toughness: 6 });
  });

  it('Shadowborn Apostle cast for {B}: a 1/1 on the battlefield (608.3), nothing else happens', () => {
    const state = board({ battlefield: lands('Swamp', 's', 1) }, { hand: [{ id: 'sa', card: 'Shadowborn Apostle' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'sa' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'sa')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['608.3']));
  });
});
