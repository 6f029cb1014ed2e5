import { adjudicate, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * 701.20e (looking at cards), 401.4 (cards put in one place of a library at once, in the order their
 * owner chooses) on real cards as the bundled catalog prints them: Impulse, Index, Forbidden Alchemy.
 * The spell waits with a `look` pending choice; the cards looked at must be given (CONTRACT §2
 * "Hidden cards").
 */
const NAMES = ['Impulse', 'Index', 'Forbidden Alchemy', 'Ponder', 'Island', 'Forest', 'Mountain', 'Plains', 'Swamp', 'Opt'];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const cited = (a: { trace: { rule: string }[] }) => a.trace.map((t) => t.rule);
const names = (zone: unknown) => (zone as { card?: unknown }[]).map((o) => (typeof o.card === 'string' ? o.card : 'hidden'));
const choose = (a: { decision: { id: string; player: string } | null }, choice: string[]) => ({
  type: 'choose',
  player: a.decision?.player,
  decision: a.decision?.id,
  choice,
});
const L = (i: number) => `alice.library.${i}`;

const LIBRARY = ['Forest', 'Mountain', 'Plains', 'Swamp', 'Opt', { hidden: true }];
const casting = (card: string, library: unknown = LIBRARY, lands = 2) => ({
  state: board(
    { battlefield: Array.from({ length: lands }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' })) },
    { hand: [{ id: 'x', card }], library },
  ),
  actions: [
    { type: 'cast', player: 'alice', card: 'x' },
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
  ],
});

describe('the look spells are understood', () => {
  it.each(['Impulse', 'Index', 'Forbidden Alchemy', 'Ponder'])('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('Ponder: the top three back in any order, then "You may shuffle your library" (608.2d, 701.24a), then a draw', () => {
  const OPEN = ['Forest', 'Mountain', 'Plains', 'Swamp', 'Opt'];
  const reordered = () => {
    const a = answer(casting('Ponder', OPEN, 1));
    expect(a.decision).toMatchObject({ kind: 'chooseLook', count: 0, options: [0, 1, 2].map(L) });
    const d = answer({ state: a.state, action: choose(a, [L(2), L(0), L(1)]) });
    expect(d.violations).toEqual([]);
    return d;
  };

  it('after the reorder the spell asks its controller whether to shuffle', () => {
    const d = reordered();
    expect(d.decision).toMatchObject({ player: 'alice', kind: 'chooseOptional', rule: '608.2d', options: ['yes', 'no'] });
    expect(d.state.stack[d.state.stack.length - 1]).toMatchObject({ pendingChoice: { kind: 'yesNo', player: 'alice', next: 0 } });
    expect(names(d.state.players[0].library)).toEqual(['Plains', 'Forest', 'Mountain', 'Swamp', 'Opt']);
  });

  it('declined: the order chosen stays (401.4) and the top card is drawn', () => {
    const d = reordered();
    const n = answer({ state: d.state, action: choose(d, ['no']) });
    expect(n.violations).toEqual([]);
    expect(names(n.state.players[0].hand)).toEqual(['Plains']);
    expect(names(n.state.players[0].library)).toEqual(['Forest', 'Mountain', 'Swamp', 'Opt']);
    expect(n.state.stack).toEqual([]);
    expect(cited(n)).toEqual(expect.arrayContaining(['608.2d', '121.1']));
  });

  it('taken: the library is shuffled (701.24a), then a card is drawn', () => {
    const d = reordered();
    const y = answer({ state: d.state, action: choose(d, ['yes']) });
    expect(y.violations).toEqual([]);
    expect(cited(y)).toContain('701.24a');
    expect(y.state.players[0].hand).toHaveLength(1);
    expect(y.state.players[0].library).toHaveLength(4);
    expect(y.state.stack).toEqual([]);
  });

  it('a written yes/no at a look without "you may shuffle" (Index) is refused', () => {
    const a = answer(casting('Index', OPEN, 1));
    const top = a.state.stack[a.state.stack.length - 1] as { pendingChoice?: unknown };
    top.pendingChoice = { kind: 'yesNo', player: 'alice', next: 0 };
    const out = run({ state: a.state });
    expect(out.kind).toBe('invalid');
    expect(JSON.stringify(out)).toContain('NOTHING_OPTIONAL');
  });
});

describe('Impulse: the top four; one into the hand, the rest on the bottom in any order', () => {
  it('701.20e: the spell waits with a look choice over the top four cards (the hidden fifth is not looked at)', () => {
    const a = answer(casting('Impulse'));
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseLook', rule: '701.20e', count: 1, options: [0, 1, 2, 3].map(L) });
    expect(a.state.stack[a.state.stack.length - 1]).toMatchObject({ pendingChoice: { kind: 'look', player: 'alice', next: 0 } });
  });

  it('the Swamp is kept; Plains, Forest, Mountain go to the bottom in that order (401.4), under the Opt and the hidden card', () => {
    const a = answer(casting('Impulse'));
    const d = answer({ state: a.state, action: choose(a, [L(3), L(2), L(0), L(1)]) });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[0].hand)).toEqual(['Swamp']);
    expect(names(d.state.players[0].library)).toEqual(['Opt', 'hidden', 'Plains', 'Forest', 'Mountain']);
    expect(names(d.state.players[0].graveyard)).toEqual(['Impulse']);
    expect(cited(d)).toEqual(expect.arrayContaining(['401.4', '608.2n']));
  });

  it('INVALID_CHOICE: a card twice, a card not looked at, or not every card: the board is unchanged', () => {
    const a = answer(casting('Impulse'));
    for (const choice of [[L(0), L(0), L(1), L(2)], [L(0), L(1), L(2), L(4)], [L(0)]]) {
      const d = answer({ state: a.state, action: choose(a, choice) });
      expect(d.violations).toMatchObject([{ code: 'INVALID_CHOICE', rule: '701.20e' }]);
      expect(d.state.players[0].hand).toHaveLength(0);
    }
  });

  it('UNSUPPORTED_HIDDEN_CARD: the top four are not all given', () => {
    expect(run(casting('Impulse', ['Forest', { hidden: true }, 'Plains', 'Swamp']))).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_HIDDEN_CARD',
    });
    expect(run(casting('Impulse', { count: 10 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });

  it('a library of two cards: both are looked at; one is kept, the other goes to the bottom', () => {
    const a = answer(casting('Impulse', ['Forest', 'Opt']));
    expect(a.decision?.options).toEqual([L(0), L(1)]);
    const d = answer({ state: a.state, action: choose(a, [L(1), L(0)]) });
    expect(names(d.state.players[0].hand)).toEqual(['Opt']);
    expect(names(d.state.players[0].library)).toEqual(['Forest']);
  });

  it('an empty library: nothing is looked at, the spell resolves without waiting', () => {
    const a = answer(casting('Impulse', []));
    expect(a.decision?.kind).not.toBe('chooseLook');
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toContain('701.20e');
  });
});

describe('Index and Forbidden Alchemy', () => {
  it('Index: the top five back on top in the order given (none kept)', () => {
    const a = answer(casting('Index', LIBRARY, 1));
    expect(a.decision).toMatchObject({ kind: 'chooseLook', count: 0 });
    const d = answer({ state: a.state, action: choose(a, [L(4), L(3), L(2), L(1), L(0)]) });
    expect(names(d.state.players[0].library)).toEqual(['Opt', 'Swamp', 'Plains', 'Mountain', 'Forest', 'hidden']);
    expect(d.state.players[0].hand).toHaveLength(0);
  });

  it('Forbidden Alchemy: one kept, the other three into the graveyard', () => {
    const a = answer(casting('Forbidden Alchemy', LIBRARY, 3));
    const d = answer({ state: a.state, action: choose(a, [L(1), L(0), L(2), L(3)]) });
    expect(names(d.state.players[0].hand)).toEqual(['Mountain']);
    expect([...names(d.state.players[0].graveyard)].sort()).toEqual(['Forbidden Alchemy', 'Forest', 'Plains', 'Swamp']);
    expect(names(d.state.players[0].library)).toEqual(['Opt', 'hidden']);
  });
});
