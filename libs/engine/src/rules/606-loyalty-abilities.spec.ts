import { CardDefinition } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

/** A planeswalker with Oracle-style loyalty abilities (U+2212 minus signs). */
const walker: CardDefinition = {
  name: 'Test Pyromancer',
  manaCost: '{2}{R}{R}',
  colors: ['R'],
  supertypes: ['Legendary'],
  types: ['Planeswalker'],
  subtypes: ['Chandra'],
  power: null,
  toughness: null,
  loyalty: '3',
  text: '+1: Test Pyromancer deals 1 damage to target player or planeswalker.\n\u22122: Test Pyromancer deals 2 damage to target creature.\n\u22127: Draw two cards.',
};
const catalog = new InMemoryCatalog([walker, ...['Mountain', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const field = (more: Record<string, unknown> = {}) => [
  { id: 'w1', card: 'Test Pyromancer', controller: 'alice', counters: { loyalty: 3 }, ...more },
  { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
];

describe('606 loyalty abilities', () => {
  it('compiles the three abilities with their loyalty costs', () => {
    const c = compileCard(walker);
    expect(c.support).toBe('full');
    expect(c.abilities.map((a) => (a.kind === 'loyalty' ? a.cost : null))).toEqual([1, -2, -7]);
  });

  it('606.4: +1 puts a loyalty counter on it as a cost; the ability resolves from the stack', () => {
    const a = answer({
      state: board({ battlefield: field() }),
      actions: [{ type: 'activate', player: 'alice', source: 'w1', ability: 0, targets: ['bob'] }, ...passes(2)],
    });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 4 }, loyaltyActivated: true });
    expect(a.state.players[1].life).toBe(19);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '602.2a', '608.2']));
  });

  it('606.3: only one loyalty ability of a permanent per turn, and only as a sorcery', () => {
    const once = answer({
      state: board({ battlefield: field({ loyaltyActivated: true }) }),
      action: { type: 'activate', player: 'alice', source: 'w1', ability: 0, targets: ['bob'] },
    });
    expect(once.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
    const opponentsTurn = answer({
      state: board({ battlefield: field(), turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' } }),
      action: { type: 'activate', player: 'alice', source: 'w1', ability: 0, targets: ['bob'] },
    });
    expect(opponentsTurn.violations[0]).toMatchObject({ rule: '606.3' });
  });

  it('606.6: a negative cost needs that many loyalty counters; removing the last ones puts it into the graveyard (704.5i)', () => {
    const tooMuch = answer({
      state: board({ battlefield: field() }),
      action: { type: 'activate', player: 'alice', source: 'w1', ability: 2 },
    });
    expect(tooMuch.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    const twoLeft = answer({
      state: board({ battlefield: field({ counters: { loyalty: 2 } }) }),
      actions: [{ type: 'activate', player: 'alice', source: 'w1', ability: 1, targets: ['b1'] }, ...passes(2)],
    });
    expect(twoLeft.state.battlefield.map((o) => o.id)).toEqual([]);
    expect(cited(twoLeft)).toEqual(expect.arrayContaining(['704.5i', '704.5g']));
  });

  it('a new turn allows a loyalty ability again', () => {
    const state = board({
      battlefield: field({ loyaltyActivated: true }),
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.turn.number).toBe(4);
    expect(a.state.battlefield[0].loyaltyActivated).toBeUndefined();
  });
});

describe("306.5b: a planeswalker's printed loyalty", () => {
  const { answer, board } = damageAndTriggerBoards;

  it('306.5b: a planeswalker on a board without counters has its printed loyalty', () => {
    const a = answer({ state: board({ battlefield: [{ id: 'w1', card: 'Test Walker', controller: 'alice' }] }), actions: [] });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 3 } });
  });
});
