import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 603.2: "At the beginning of your upkeep or whenever you cast a green spell, put a charge counter on CARDNAME." (Shrine of
 * Boundless Growth): one triggered ability with two trigger events; it triggers on each of them, its controller's upkeep
 * (503.1a) and each green spell its controller casts (601.2i).
 */
const answer = rulingsWith(
  new InMemoryCatalog(
    ['Shrine of Boundless Growth', 'Giant Growth', 'Grizzly Bears', 'Lightning Bolt', 'Forest', 'Mountain'].map(bundledCard),
  ),
);
const shrine = (counters: Record<string, number> = {}) => ({ id: 'sh', card: 'Shrine of Boundless Growth', controller: 'alice', counters });

describe('603.2: "At the beginning of your upkeep or whenever you cast a green spell" (the Shrines)', () => {
  it.each(['Shrine of Boundless Growth', 'Shrine of Limitless Power', 'Shrine of Loyal Legions'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('a near variant stays refused: an event the grammar does not read after "or whenever"', () => {
    const text = 'At the beginning of your upkeep or whenever you sing a song, put a charge counter on Shrine of Boundless Growth.';
    expect(compileCard({ ...bundledCard('Shrine of Boundless Growth'), text }).support).not.toBe('full');
  });

  it("at alice's upkeep: a charge counter", () => {
    const a = answer({
      state: board({ battlefield: [shrine({ charge: 1 })], turn: { number: 5, active: 'alice', step: 'untap', priority: null } }),
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'sh')?.counters).toEqual({ charge: 2 });
  });

  it('at bob\'s upkeep: nothing ("your upkeep")', () => {
    const a = answer({
      state: board({ battlefield: [shrine({ charge: 1 })], turn: { number: 5, active: 'bob', step: 'untap', priority: null } }),
      actions: [],
    });
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'sh')?.counters).toEqual({ charge: 1 });
  });

  it('alice casts Giant Growth (green): the trigger resolves first, a counter; a Lightning Bolt (red) adds none', () => {
    const state = board(
      {
        battlefield: [
          shrine(),
          { id: 'f', card: 'Forest', controller: 'alice' },
          { id: 'm', card: 'Mountain', controller: 'alice' },
          { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
        ],
      },
      {
        hand: [
          { id: 'gg', card: 'Giant Growth' },
          { id: 'lb', card: 'Lightning Bolt' },
        ],
      },
    );
    const green = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'gg', targets: ['gb'] }] });
    expect(green.state.stack).toHaveLength(2);
    const resolved = answer({ state: green.state, actions: passes(2) });
    expect(onField(resolved, 'sh')?.counters).toEqual({ charge: 1 });
    expect(cited(green)).toContain('603.2');
    const red = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }] });
    expect(red.state.stack).toHaveLength(1);
  });
});
