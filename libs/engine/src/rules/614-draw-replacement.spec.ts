import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

// Laboratory Maniac, current Oracle text.
const maniac = defineCard({
  name: 'Laboratory Maniac',
  manaCost: '{2}{U}',
  types: ['Creature'],
  subtypes: ['Human', 'Wizard'],
  power: '2',
  toughness: '2',
  text: 'If you would draw a card while your library has no cards in it, you win the game instead.',
});
const island = defineCard({ name: 'Island', types: ['Land'], supertypes: ['Basic'], subtypes: ['Island'] });
const catalog = new InMemoryCatalog([maniac, island, ...['Divination', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const islands = Array.from({ length: 3 }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));

describe('614.11: replacing a draw', () => {
  it('the template is understood', () => {
    expect(compileCard(maniac)).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('Laboratory Maniac: drawing with an empty library wins the game instead (104.2b); the second draw of two is the one replaced', () => {
    const state = board(
      { battlefield: [...islands, { id: 'm1', card: 'Laboratory Maniac', controller: 'alice' }] },
      { hand: [{ id: 'd1', card: 'Divination' }], library: [{ id: 'k1', card: 'Island' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'd1' }, ...passes(2)] });
    expect(a.gameOver).toMatchObject({ winners: ['alice'], losers: [{ player: 'bob', rule: '104.2b' }] });
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['k1']);
    expect(a.state.players[0].lost).toBeUndefined();
    expect(cited(a)).toEqual(expect.arrayContaining(['614.11', '104.2b']));
    expect(cited(a)).not.toContain('121.4');
  });

  it('the turn-based draw of the draw step is replaced too (504.1)', () => {
    const state = board(
      {
        battlefield: [{ id: 'm1', card: 'Laboratory Maniac', controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'upkeep', priority: 'alice' },
      },
      { library: [] },
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.gameOver).toMatchObject({ winners: ['alice'] });
  });

  it("it only replaces its controller's draws: the opponent drawing from an empty library loses (704.5b)", () => {
    const state = board(
      { battlefield: [...islands, { id: 'm1', card: 'Laboratory Maniac', controller: 'bob' }] },
      { hand: [{ id: 'd1', card: 'Divination' }], library: [] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'd1' }, ...passes(2)] });
    expect(a.gameOver).toMatchObject({ winners: ['bob'], losers: [{ player: 'alice', rule: '104.3c' }] });
    expect(cited(a)).toEqual(expect.arrayContaining(['121.4', '704.5b']));
  });

  it('with cards in the library, the draw happens as usual', () => {
    const state = board(
      { battlefield: [...islands, { id: 'm1', card: 'Laboratory Maniac', controller: 'alice' }] },
      {
        hand: [{ id: 'd1', card: 'Divination' }],
        library: [
          { id: 'k1', card: 'Island' },
          { id: 'k2', card: 'Island' },
        ],
      },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'd1' }, ...passes(2)] });
    expect(a.gameOver).toBeNull();
    expect(cited(a)).not.toContain('614.11');
  });
});
