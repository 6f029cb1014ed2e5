import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/** Current Oracle text of Skyshroud Ridgeback. */
const ridgeback = defineCard({
  name: 'Skyshroud Ridgeback',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '2',
  toughness: '3',
  text: 'Fading 2',
});
const catalog = new InMemoryCatalog([ridgeback, ...['Forest'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const atUntap = (counters: Record<string, number>, controller = 'alice') =>
  board({
    battlefield: [{ id: 'r1', card: 'Skyshroud Ridgeback', controller, counters }],
    turn: { number: 5, active: 'alice', step: 'untap', priority: null },
  });

describe('702.32 fading', () => {
  it('is understood: it enters with counters, and an upkeep trigger', () => {
    const c = compileCard(ridgeback);
    expect(c.support).toBe('full');
    expect(c.abilities.map((a) => a.kind)).toEqual(['static', 'triggered']);
  });

  it('702.32a: it enters with N fade counters', () => {
    const a = answer({
      state: board(
        { battlefield: [{ id: 'f0', card: 'Forest', controller: 'alice' }] },
        { hand: [{ id: 'r1', card: 'Skyshroud Ridgeback' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'r1' }, ...passes(2)],
    });
    expect(a.state.battlefield.find((o) => o.id === 'r1')?.counters).toEqual({ fade: 2 });
    expect(cited(a)).toContain('702.32a');
  });

  it("702.32a: at its controller's upkeep a fade counter is removed", () => {
    const a = answer({ state: atUntap({ fade: 2 }), actions: passes(2) });
    expect(a.state.battlefield.find((o) => o.id === 'r1')?.counters).toEqual({ fade: 1 });
    const last = answer({ state: atUntap({ fade: 1 }), actions: passes(2) });
    expect(last.state.battlefield.find((o) => o.id === 'r1')?.counters).toEqual({});
  });

  it('702.32a: when no fade counter can be removed, it is sacrificed (701.21a)', () => {
    const a = answer({ state: atUntap({}), actions: passes(2) });
    expect(a.state.battlefield).toEqual([]);
    expect(a.state.players[0].graveyard).toEqual([{ id: 'r1', card: 'Skyshroud Ridgeback' }]);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.32a', '701.21a']));
  });

  it("the opponent's upkeep does not remove a counter", () => {
    const a = answer({ state: atUntap({ fade: 1 }, 'bob'), actions: passes(2) });
    expect(a.state.battlefield.find((o) => o.id === 'r1')?.counters).toEqual({ fade: 1 });
  });
});
