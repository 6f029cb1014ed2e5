import { CardDefinition } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { GIANT_GROWTH } from '../testing/spell-cards';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';

const catalog = new InMemoryCatalog([GIANT_GROWTH, ...['Forest', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const pass = (player: string) => ({ type: 'pass', player });
const anotherCleanup = (t: { rule: string; event: string }) => t.rule === '514.3a' && t.event === 'stepStart';

describe('514.3a: another cleanup step only after players had priority in one', () => {
  it('the end step ends: the first cleanup step removes damage (514.2) and the turn ends, with no 514.3a step', () => {
    const state = board({
      battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'bob', damage: 1 }],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = answer({ state, actions: [pass('alice'), pass('bob')] });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.damage).toBe(0);
    expect(cited(a)).toContain('514.2');
    expect(cited(a)).not.toContain('514.3a');
  });

  it('a spell cast in a cleanup step where players got priority: another cleanup step begins, citing 514.3a once', () => {
    const state = board(
      {
        battlefield: [
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'f1', card: 'Forest', controller: 'bob' },
        ],
        turn: { number: 3, active: 'alice', step: 'cleanup', priority: 'alice' },
      },
      {},
      { hand: [{ id: 'g1', card: 'Giant Growth' }] },
    );
    const a = answer({
      state,
      actions: [
        pass('alice'),
        { type: 'cast', player: 'bob', card: 'g1', targets: ['b1'] },
        pass('bob'),
        pass('alice'),
        pass('alice'),
        pass('bob'),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.trace.filter(anotherCleanup)).toHaveLength(1);
    // The second cleanup step ends "until end of turn" effects (514.2): Giant Growth is gone in bob's turn.
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(a.state.effects).toEqual([]);
  });
});
