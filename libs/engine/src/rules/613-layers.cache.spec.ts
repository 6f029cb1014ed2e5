import { bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { parseBoard } from '../state/parse';
import { takeFromBattlefield } from '../state/zones';
import { GameState } from '../state/types';
import { characteristicsOf, keywordsNow, withBoardUnchanged } from './613-layers';

/**
 * The layer system keeps what it worked out (per board, and in read-only scopes): a change to the
 * board must be seen by the very next lookup, never a stale answer. Real cards, as printed.
 */
const catalog = bundledCatalog();
const answer = rulingsWith(catalog);

function parsed(raw: Record<string, unknown>): GameState {
  const result = parseBoard(raw, catalog, { warnings: [] });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const pt = (state: GameState, id: string) => {
  const o = state.battlefield.find((x) => x.id === id);
  if (!o) throw new Error(`${id} is not on the battlefield`);
  const c = characteristicsOf(state, o);
  return [c.power, c.toughness];
};

describe('613: characteristics after a change are never stale', () => {
  it('Naturalize on Glorious Anthem: the 3/3 with 2 damage is a 2/2 as state-based actions look, and dies (611.3a, 704.5g)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'f1', card: 'Forest', controller: 'alice' },
          { id: 'f2', card: 'Forest', controller: 'alice' },
          { id: 'ga', card: 'Glorious Anthem', controller: 'bob' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob', damage: 2 },
        ],
      },
      { hand: [{ id: 'n1', card: 'Naturalize' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'n1', targets: ['ga'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['f1', 'f2']);
    expect(cited(a)).toContain('704.5g');
    expect(a.state.players[1].graveyard.map((o) => (o as { id: string }).id).sort()).toEqual(['b1', 'ga']);
  });

  it('the same Bears with the Anthem left on the battlefield is a 3/3 and survives its 2 damage (control case)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'ga', card: 'Glorious Anthem', controller: 'bob' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob', damage: 2 },
        ],
      },
      {},
    );
    const a = answer({ state, actions: passes(1) });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it('an Anthem leaving, a counter added, an Anthem entering: each seen by the next lookup (613.4c, 611.3a)', () => {
    const state = parsed(
      board({
        battlefield: [
          { id: 'ga', card: 'Glorious Anthem', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
        ],
      }),
    );
    expect(pt(state, 'b1')).toEqual([3, 3]);
    const bear = state.battlefield[1];
    bear.counters['+1/+1'] = 1;
    expect(pt(state, 'b1')).toEqual([4, 4]);
    const anthem = takeFromBattlefield(state, 'ga');
    expect(pt(state, 'b1')).toEqual([3, 3]);
    bear.counters['-1/-1'] = 2;
    expect(pt(state, 'b1')).toEqual([1, 1]);
    if (anthem) state.battlefield.push(anthem);
    expect(pt(state, 'b1')).toEqual([2, 2]);
  });

  it('an Anthem that stops being a permanent with its ability (turned into another card) stops applying', () => {
    const state = parsed(
      board({
        battlefield: [
          { id: 'ga', card: 'Glorious Anthem', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
        ],
      }),
    );
    expect(pt(state, 'b1')).toEqual([3, 3]);
    // As a copy effect would (707.2): the object's card changes in place.
    const forest = catalog.find('Forest');
    if (!forest) throw new Error('no Forest');
    state.battlefield[0].card = forest;
    expect(pt(state, 'b1')).toEqual([2, 2]);
  });

  it('inside a read-only scope the answers are the board as it is; after the scope, changes are seen again', () => {
    const state = parsed(
      board({
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'g1', card: 'Raging Goblin', controller: 'alice' },
        ],
      }),
    );
    const goblin = state.battlefield[1];
    const inside = withBoardUnchanged(state, () => [pt(state, 'g1'), [...keywordsNow(state, goblin)], pt(state, 'g1')]);
    expect(inside).toEqual([[1, 1], ['haste'], [1, 1]]);
    goblin.counters['+1/+1'] = 2;
    expect(pt(state, 'g1')).toEqual([3, 3]);
    expect(withBoardUnchanged(state, () => pt(state, 'g1'))).toEqual([3, 3]);
  });
});
