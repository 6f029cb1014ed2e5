import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/** Current Oracle text of Think Twice. */
const thinkTwice = defineCard({ name: 'Think Twice', manaCost: '{1}{U}', types: ['Instant'], text: 'Draw a card.\nFlashback {2}{U}' });
const catalog = new InMemoryCatalog([thinkTwice, ...['Island', 'Forest'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));

describe('702.34 flashback', () => {
  it('is understood, with its cost', () => {
    expect(compileCard(thinkTwice).support).toBe('full');
  });

  it('702.34a: cast from the graveyard for its flashback cost; exiled as it leaves the stack', () => {
    const state = board(
      { battlefield: islands(3) },
      { graveyard: [{ id: 't1', card: 'Think Twice' }], library: [{ id: 'top', card: 'Forest' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't1', alternativeCost: 'flashback' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.exile).toEqual([{ id: 't1', card: 'Think Twice', owner: 'alice' }]);
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(3);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2a', '601.2h', '702.34a']));
  });

  it('601.2h: the flashback cost must be paid: two Islands are not enough', () => {
    const state = board({ battlefield: islands(2) }, { graveyard: [{ id: 't1', card: 'Think Twice' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 't1', alternativeCost: 'flashback' } });
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('601.3: without flashback, a card is not cast from a graveyard', () => {
    const state = board({ battlefield: islands(3) }, { graveyard: [{ id: 't1', card: 'Think Twice' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 't1' } }).violations[0]).toMatchObject({ rule: '601.3' });
  });

  it('legal actions list the flashback cast', () => {
    const listed = legalActionsFor(board({ battlefield: islands(3) }, { graveyard: [{ id: 't1', card: 'Think Twice' }] }), catalog);
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toContainEqual({
      type: 'cast',
      player: 'alice',
      card: 't1',
      alternativeCost: 'flashback',
    });
  });
});
