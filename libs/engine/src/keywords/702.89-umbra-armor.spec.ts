import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';

/** 702.89 umbra armor (printed "totem armor" in the bundled catalog, 702.89b), on real cards. */
const ELAND = bundledCard('Eland Umbra'); // Enchanted creature gets +0/+4; totem armor
const catalog = new InMemoryCatalog([ELAND, ...['Grizzly Bears', 'Swamp', 'Murder'].map(bundledCard)]);
const answer = rulingsWith(catalog);

describe('702.89 umbra armor', () => {
  it('702.89b: "Totem armor" is understood', () => {
    expect(compileCard(ELAND).support).toBe('full');
  });

  it('702.89a: Murder on a creature enchanted by Eland Umbra destroys the Aura instead and removes the damage', () => {
    const state = board(
      {
        battlefield: [
          perm('gb', 'Grizzly Bears', 'alice', { damage: 1 }),
          perm('el', 'Eland Umbra', 'alice', { attachedTo: 'gb' }),
          ...lands('Swamp', 's', 3, 'bob'),
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    const cast = answer({ state, action: { type: 'cast', player: 'bob', card: 'm', targets: ['gb'] } });
    expect(cast.legal).toBe(true);
    const done = answer({
      state: cast.state,
      actions: [
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
      ],
    });
    expect(done.state.battlefield.find((o) => o.id === 'gb')).toMatchObject({ id: 'gb' });
    expect(done.state.battlefield.find((o) => o.id === 'gb')?.damage ?? 0).toBe(0);
    expect(ids(done.state.players[0].graveyard)).toEqual(['el']);
    expect(cited(done)).toEqual(expect.arrayContaining(['702.89a', '701.8a']));
  });
});
