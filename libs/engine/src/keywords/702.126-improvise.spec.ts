import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ISLAND, lands, perm } from '../testing/spell-cards';

/** 702.126 improvise, on real cards (current Oracle text, from the bundled catalog). */
const ENGINEER = bundledCard('Reverse Engineer'); // {3}{U}{U} sorcery: Improvise; Draw three cards.
const THOPTER = bundledCard('Ornithopter');
const catalog = new InMemoryCatalog([ENGINEER, THOPTER, ISLAND]);
const answer = rulingsWith(catalog);
const state = board(
  {
    battlefield: [
      ...lands('Island', 'i', 2),
      perm('o1', 'Ornithopter', 'alice'),
      perm('o2', 'Ornithopter', 'alice'),
      perm('o3', 'Ornithopter', 'alice'),
    ],
  },
  { hand: [{ id: 'r', card: 'Reverse Engineer' }] },
);
const cast = (improvise: string[]) => ({ type: 'cast', player: 'alice', card: 'r', payment: { improvise } });

describe('702.126 improvise', () => {
  it('is understood', () => expect(compileCard(ENGINEER).support).toBe('full'));

  it('702.126a: three Ornithopters tapped pay {3}, two Islands pay {U}{U}', () => {
    const a = answer({ state, action: cast(['o1', 'o2', 'o3']) });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.every((o) => o.tapped)).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.126a', '601.2h']));
  });

  it('702.126a: improvise pays generic mana only: four artifacts are too many for {3}', () => {
    const more = board(
      { battlefield: [...lands('Island', 'i', 2), ...['o1', 'o2', 'o3', 'o4'].map((id) => perm(id, 'Ornithopter', 'alice'))] },
      { hand: [{ id: 'r', card: 'Reverse Engineer' }] },
    );
    expect(answer({ state: more, action: cast(['o1', 'o2', 'o3', 'o4']) }).violations[0]).toMatchObject({
      code: 'TOO_MUCH_IMPROVISE',
      rule: '702.126a',
    });
  });

  it('601.2h: two artifacts leave {1} unpaid', () => {
    expect(answer({ state, action: cast(['o1', 'o2']) }).violations[0]).toMatchObject({ rule: '601.2h' });
  });
});
