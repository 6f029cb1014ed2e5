import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 702.124a: partner changes how commanders are chosen in the Commander variant, and works before the game begins. The
 * engine rules on two-player games under way, not on deck choices: the keyword does nothing on any board it is given,
 * and the card's other abilities work as written.
 */
const catalog = new InMemoryCatalog(['Ishai, Ojutai Dragonspeaker', 'Lightning Bolt', 'Mountain'].map(bundledCard));
const answer = rulingsWith(catalog);

describe('702.124a partner', () => {
  it.each(['Akiri, Line-Slinger', 'Ishai, Ojutai Dragonspeaker', 'Ravos, Soultender'])(
    '%s: understood in full, partner read as working before the game',
    (name) => {
      const compiled = compileCard(bundledCard(name));
      expect(compiled.support).toBe('full');
      expect(compiled.abilities).toContainEqual({ kind: 'beforeGame', rule: '702.124a', text: 'Partner' });
    },
  );

  it('Ishai: bob\'s Lightning Bolt at alice triggers its "whenever an opponent casts a spell" (603.2), a +1/+1 counter', () => {
    const state = board(
      {
        battlefield: [perm('i', 'Ishai, Ojutai Dragonspeaker', 'alice'), ...lands('Mountain', 'm', 1, 'bob')],
        turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'bob', card: 'lb', targets: ['alice'] }, ...passes(4, 'bob', 'alice')] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'i')?.counters).toEqual({ '+1/+1': 1 });
    expect(a.state.players[0].life).toBe(17);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2']));
  });
});
