import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';
import { CardDefinition } from '../cards/card';

describe('702.11d hexproof from a color', () => {
  const { adjudicate, defineCard, InMemoryCatalog, board, testCatalog } = damageAndTriggerBoards;
  const catalog2 = new InMemoryCatalog([
    ...['Mountain', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
    defineCard({
      name: 'Test Warded Bear',
      manaCost: '{1}{G}',
      types: ['Creature'],
      subtypes: ['Bear'],
      power: '2',
      toughness: '2',
      text: 'Hexproof from red',
    }),
  ]);
  const run = (state: unknown, action: unknown) => {
    const outcome = adjudicate({ state, action }, catalog2);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  it("an opponent's red spell cannot target it; its controller's can", () => {
    const theirs = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'b1', card: 'Test Warded Bear', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(run(theirs, { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] }).violations[0]).toMatchObject({ rule: '702.11d' });
    const mine = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'b1', card: 'Test Warded Bear', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(run(mine, { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] }).legal).toBe(true);
  });
});
