import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/** Current Oracle text of Barbed Lightning. */
const barbed = defineCard({
  name: 'Barbed Lightning',
  manaCost: '{2}{R}',
  types: ['Sorcery'],
  text: 'Choose one —\n• Barbed Lightning deals 3 damage to target creature.\n• Barbed Lightning deals 3 damage to target player or planeswalker.\nEntwine {2}',
});
const catalog = new InMemoryCatalog([barbed, ...['Mountain', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));
const bears = { id: 'b1', card: 'Grizzly Bears', controller: 'bob' };

describe('702.42 entwine', () => {
  it('is understood, with its modes', () => {
    expect(compileCard(barbed).support).toBe('full');
    expect(compileCard(barbed).abilities).toContainEqual({ kind: 'entwine', cost: '{2}', text: 'Entwine {2}' });
  });

  it('702.42a-b: entwined, every mode is chosen and followed in order, for the mana cost plus the entwine cost', () => {
    const state = board({ battlefield: [...mountains(5), bears] }, { hand: [{ id: 'x1', card: 'Barbed Lightning' }] });
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'x1', targets: ['b1', 'bob'], additionalCosts: ['entwine'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(5);
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('b1');
    expect(a.state.players[1].life).toBe(17);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '702.42a', '601.2f']));
  });

  it('the modes may be given, all of them; not fewer (702.42a); the entwine cost must be paid (601.2h)', () => {
    const state = board({ battlefield: [...mountains(5), bears] }, { hand: [{ id: 'x1', card: 'Barbed Lightning' }] });
    expect(
      answer({
        state,
        action: { type: 'cast', player: 'alice', card: 'x1', modes: [0, 1], targets: ['b1', 'bob'], additionalCosts: ['entwine'] },
      }).legal,
    ).toBe(true);
    expect(
      answer({ state, action: { type: 'cast', player: 'alice', card: 'x1', modes: [0], targets: ['b1'], additionalCosts: ['entwine'] } })
        .violations[0],
    ).toMatchObject({ code: 'INVALID_MODES', rule: '702.42a' });
    const poor = board({ battlefield: [...mountains(4), bears] }, { hand: [{ id: 'x1', card: 'Barbed Lightning' }] });
    expect(
      answer({ state: poor, action: { type: 'cast', player: 'alice', card: 'x1', targets: ['b1', 'bob'], additionalCosts: ['entwine'] } })
        .violations[0],
    ).toMatchObject({ rule: '601.2h' });
  });

  it('700.2a: without entwine, one mode', () => {
    const state = board({ battlefield: [...mountains(3), bears] }, { hand: [{ id: 'x1', card: 'Barbed Lightning' }] });
    expect(
      answer({ state, action: { type: 'cast', player: 'alice', card: 'x1', modes: [0, 1], targets: ['b1', 'bob'] } }).violations[0],
    ).toMatchObject({ rule: '700.2a' });
  });

  it('legal actions list the entwined cast', () => {
    const listed = legalActionsFor(
      board({ battlefield: [...mountains(5), bears] }, { hand: [{ id: 'x1', card: 'Barbed Lightning' }] }),
      catalog,
    );
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toContainEqual({
      type: 'cast',
      player: 'alice',
      card: 'x1',
      modes: [0, 1],
      targets: ['b1', 'alice'],
      additionalCosts: ['entwine'],
    });
  });
});
