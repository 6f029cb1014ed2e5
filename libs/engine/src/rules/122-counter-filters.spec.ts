import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/**
 * 122.1: "each creature you control with a +1/+1 counter on it", "Whenever a creature you control with a +1/+1 counter
 * on it dies": a permanent with at least one counter of that kind (as it last existed, for one that left: 603.10a).
 */
const BLESSING = bundledCard('Scale Blessing'); // {3}{W} Instant: Bolster 1, then put a +1/+1 counter on each creature you control with a +1/+1 counter on it.
const CAVALRY = bundledCard('Gladehart Cavalry'); // {5}{G}{G} 6/6: ETB support 6; whenever a creature you control with a +1/+1 counter on it dies, you gain 2 life.
const catalog = new InMemoryCatalog([BLESSING, CAVALRY, ...['Plains', 'Swamp', 'Grizzly Bears', 'Serra Angel', 'Murder'].map(bundledCard)]);
const answer = rulingsWith(catalog);

describe('122.1: "with a +1/+1 counter on it"', () => {
  it('is understood in selectors and trigger subjects', () => {
    expect(compileCard(BLESSING).support).toBe('full');
    expect(compileCard(CAVALRY).support).toBe('full');
    expect(JSON.stringify(compileCard(BLESSING).abilities)).toContain('{"kind":"counter","counter":"+1/+1"}');
  });

  it('Scale Blessing: bolster 1, then a +1/+1 counter on each creature of yours with one (the one just bolstered included)', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Plains', 'p', 4),
          perm('b', 'Grizzly Bears', 'alice'),
          perm('s', 'Serra Angel', 'alice', { counters: { '+1/+1': 1 } }),
          perm('c', 'Serra Angel', 'alice'),
          perm('x', 'Grizzly Bears', 'bob', { counters: { '+1/+1': 1 } }),
        ],
      },
      { hand: [{ id: 'sb', card: BLESSING.name }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'sb', targets: [] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b')).toMatchObject({ counters: { '+1/+1': 2 } });
    expect(onField(a, 's')).toMatchObject({ counters: { '+1/+1': 2 } });
    // Without a counter, or not alice's: none.
    expect(onField(a, 'c')?.counters ?? {}).toEqual({});
    expect(onField(a, 'x')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['701.39a', '122.1']));
  });

  const murdered = (counters: Record<string, number>) => {
    const state = board(
      {
        battlefield: [
          perm('g', 'Gladehart Cavalry', 'alice'),
          perm('b', 'Grizzly Bears', 'alice', { counters }),
          ...lands('Swamp', 'sw', 3, 'bob'),
        ],
        turn: { active: 'bob', step: 'first-main', priority: 'bob', number: 2 },
      },
      {},
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    return answer({
      state,
      actions: [{ type: 'cast', player: 'bob', card: 'm', targets: ['b'] }, ...passes(2, 'bob', 'alice'), ...passes(2, 'bob', 'alice')],
    });
  };

  it('603.10a: Gladehart Cavalry: a creature of yours with a +1/+1 counter dies: you gain 2 life (its counters as it last existed)', () => {
    const a = murdered({ '+1/+1': 1 });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0]).toMatchObject({ life: 22 });
  });

  it('Gladehart Cavalry: one without a +1/+1 counter dies: nothing triggers', () => {
    const a = murdered({});
    expect(a.violations).toEqual([]);
    expect(a.state.players[0]).toMatchObject({ life: 20 });
    const charged = murdered({ charge: 1 });
    expect(charged.state.players[0]).toMatchObject({ life: 20 });
  });
});
