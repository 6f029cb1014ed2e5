import { bundledCatalog } from '../testing/bundled-catalog';
import { board } from '../testing/test-catalog';
import { parseBoard } from './parse';
import { isOnBattlefield, permanentById, withBoardUnchanged } from './board-index';
import { GameState } from './types';

const catalog = bundledCatalog();

function parsed(): GameState {
  const result = parseBoard(
    board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    ),
    catalog,
    { warnings: [] },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('read-only scopes over a board (the lookups of 613 and of selectors in O(1))', () => {
  it('finds the same objects inside a scope as outside', () => {
    const state = parsed();
    const bolt = state.players[0].hand[0];
    const outside = [
      permanentById(state, 'b1'),
      permanentById(state, 'h1'),
      isOnBattlefield(state, bolt),
      isOnBattlefield(state, state.battlefield[0]),
    ];
    const inside = withBoardUnchanged(state, () => [
      permanentById(state, 'b1'),
      permanentById(state, 'h1'),
      isOnBattlefield(state, bolt),
      isOnBattlefield(state, state.battlefield[0]),
    ]);
    expect(inside).toEqual(outside);
    expect(outside).toEqual([state.battlefield[1], undefined, false, true]);
  });

  it('sees a permanent that left once the scope is over', () => {
    const state = parsed();
    withBoardUnchanged(state, () => permanentById(state, 'b1'));
    state.battlefield.splice(1, 1);
    expect(permanentById(state, 'b1')).toBeUndefined();
  });

  it('nests, and under test a scope that changes the board is refused', () => {
    const state = parsed();
    expect(withBoardUnchanged(state, () => withBoardUnchanged(state, () => permanentById(state, 'm1')?.id))).toBe('m1');
    expect(() => withBoardUnchanged(state, () => (state.battlefield[0].tapped = true))).toThrow(
      'the board changed inside withBoardUnchanged',
    );
  });
});
