import { adjudicate, Outcome } from './adjudicate';
import { bundledCatalog } from './testing/bundled-catalog';

const catalog = bundledCatalog();

/** Alice, in her first main phase, with a Shock in hand, six Mountains and a Grizzly Bears of Bob's. */
const board = () => ({
  players: [
    { id: 'alice', hand: [{ id: 'h1', card: 'Shock' }], library: { count: 10 } },
    { id: 'bob', library: { count: 10 } },
  ],
  battlefield: [
    ...Array.from({ length: 6 }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' })),
    { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
  ],
  turn: { number: 2, active: 'alice', step: 'first-main', priority: 'alice' },
});

const unknown = (outcome: Outcome): string[] =>
  outcome.kind === 'invalid' ? outcome.errors.filter((e) => e.code === 'UNKNOWN_OBJECT').map((e) => e.path) : [];

describe('109.1: an action naming an id that is on no zone of the board is refused (422), whatever the number of ids it names', () => {
  it('a target on the board is judged; one on no zone is refused by path', () => {
    const legal = adjudicate({ state: board(), action: { type: 'cast', player: 'alice', card: 'h1', targets: ['g1'] } }, catalog);
    expect(legal.kind === 'answer' && legal.answer.legal).toBe(true);
    const refused = adjudicate({ state: board(), action: { type: 'cast', player: 'alice', card: 'h1', targets: ['g9'] } }, catalog);
    expect(unknown(refused)).toEqual(['action.targets[0]']);
  });

  it('a card in a hidden library is on the board: naming it is a rules question, not an unknown id', () => {
    const outcome = adjudicate({ state: board(), action: { type: 'cast', player: 'alice', card: 'alice.library.3' } }, catalog);
    expect(unknown(outcome)).toEqual([]);
  });

  it('more ids than a few (a payment of seven permanents): each missing one named, the ones on the board not', () => {
    const tap = ['m0', 'm1', 'm2', 'x1', 'm3', 'm4', 'x2'];
    const outcome = adjudicate(
      { state: board(), action: { type: 'cast', player: 'alice', card: 'h1', targets: ['g1'], payment: { tap } } },
      catalog,
    );
    expect(unknown(outcome)).toEqual(['action.payment.tap[3]', 'action.payment.tap[6]']);
  });

  it('733.1, with a list: a later action may name an object of the given board that has since left it', () => {
    // Shock kills the Bears; activating an ability of the Bears then names an object that has left: judged illegal, not refused.
    const outcome = adjudicate(
      {
        state: board(),
        actions: [
          { type: 'cast', player: 'alice', card: 'h1', targets: ['g1'] },
          { type: 'pass', player: 'alice' },
          { type: 'pass', player: 'bob' },
          { type: 'activate', player: 'alice', source: 'g1', ability: 0 },
        ],
      },
      catalog,
    );
    expect(unknown(outcome)).toEqual([]);
    expect(outcome.kind === 'answer' && outcome.answer.failedAction).toBe(3);
  });
});
