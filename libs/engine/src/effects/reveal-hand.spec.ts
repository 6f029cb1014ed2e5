import { adjudicate, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * 701.20a (a hand revealed), 608.2d (a card chosen from it as the spell resolves: a `handCard` pending
 * choice), 701.9a (that player discards it) and 701.13a (Castigate exiles it), on real cards as the
 * bundled catalog prints them: Thoughtseize, Duress, Inquisition of Kozilek, Castigate. The hand is
 * hidden information: a hand given by its count cannot be revealed (CONTRACT §2 "Hidden cards").
 */
const NAMES = [
  'Thoughtseize',
  'Duress',
  'Inquisition of Kozilek',
  'Castigate',
  'Coercion',
  'Swamp',
  'Plains',
  'Grizzly Bears',
  'Lightning Bolt',
  'Serra Angel',
  'Counterspell',
  'Mountain',
  'Brainstorm',
  'Island',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const cited = (a: { trace: { rule: string }[] }) => a.trace.map((t) => t.rule);
const names = (zone: unknown) => (zone as { card?: unknown }[]).map((o) => (typeof o.card === 'string' ? o.card : 'hidden'));
const choose = (a: { decision: { id: string; player: string } | null }, choice: string[], player?: string) => ({
  type: 'choose',
  player: player ?? a.decision?.player,
  decision: a.decision?.id,
  choice,
});

const BOB_HAND = [
  { id: 'b-bears', card: 'Grizzly Bears' },
  { id: 'b-bolt', card: 'Lightning Bolt' },
  { id: 'b-angel', card: 'Serra Angel' },
  { id: 'b-mountain', card: 'Mountain' },
];
const casting = (card: string, hand: unknown = BOB_HAND, lands = ['s1', 's2']) => ({
  state: board({ battlefield: lands.map((id) => ({ id, card: 'Swamp', controller: 'alice' })) }, { hand: [{ id: 'x', card }] }, { hand }),
  actions: [
    { type: 'cast', player: 'alice', card: 'x', targets: ['bob'] },
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
  ],
});

describe('the discard spells are understood in full', () => {
  it.each(['Thoughtseize', 'Duress', 'Inquisition of Kozilek', 'Castigate', 'Coercion'])('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('a choice from a revealed hand in a triggered ability (Brain Maggot, a duration too) stays refused', () => {
    expect(compileCard(bundledCard('Brain Maggot')).support).toBe('none');
  });
});

describe('Thoughtseize: bob reveals his hand; alice chooses a nonland card; bob discards it; alice loses 2 life', () => {
  it('701.20a, 608.2d: the nonland cards are the options (not the Mountain); the spell waits with a handCard choice', () => {
    const a = answer(casting('Thoughtseize'));
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseCard', rule: '608.2d', count: 1 });
    expect([...(a.decision?.options ?? [])].sort()).toEqual(['b-angel', 'b-bears', 'b-bolt']);
    expect(a.state.stack[a.state.stack.length - 1]).toMatchObject({ pendingChoice: { kind: 'handCard', player: 'alice', next: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['701.20a', '608.2d']));
    expect(a.state.players[0].life).toBe(20);
  });

  it('701.9a: bob discards the Angel chosen; then alice loses 2 life (119.3) and Thoughtseize goes to her graveyard', () => {
    const a = answer(casting('Thoughtseize'));
    const d = answer({ state: a.state, action: choose(a, ['b-angel']) });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[1].hand).sort()).toEqual(['Grizzly Bears', 'Lightning Bolt', 'Mountain']);
    expect(names(d.state.players[1].graveyard)).toEqual(['Serra Angel']);
    expect(d.state.players[0].life).toBe(18);
    expect(names(d.state.players[0].graveyard)).toEqual(['Thoughtseize']);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.9a', '119.3', '608.2n']));
  });

  it('INVALID_CHOICE: the Mountain (a land), two cards, or none: the board is unchanged', () => {
    const a = answer(casting('Thoughtseize'));
    for (const choice of [['b-mountain'], ['b-angel', 'b-bolt'], []]) {
      const d = answer({ state: a.state, action: choose(a, choice) });
      expect(d.violations).toMatchObject([{ code: 'INVALID_CHOICE', rule: '608.2d' }]);
      expect(names(d.state.players[1].hand)).toHaveLength(4);
    }
  });

  it('bob cannot answer for alice (NO_SUCH_DECISION)', () => {
    const a = answer(casting('Thoughtseize'));
    const o = run({ state: a.state, action: choose(a, ['b-angel'], 'bob') });
    expect(o.kind === 'answer' ? o.answer.violations.map((v) => v.code) : o.kind).toEqual(['NO_SUCH_DECISION']);
  });

  it('a hand of lands only: nothing to choose, nothing discarded; Thoughtseize resolves on (608.2d)', () => {
    const a = answer(casting('Thoughtseize', [{ id: 'b-m', card: 'Mountain' }]));
    expect(a.decision?.kind).not.toBe('chooseCard');
    expect(names(a.state.players[1].hand)).toEqual(['Mountain']);
    expect(a.state.players[0].life).toBe(18);
    expect(a.state.stack).toEqual([]);
  });

  it('UNSUPPORTED_HIDDEN_CARD: a hand given by its count (or with a hidden card) cannot be revealed (701.20a)', () => {
    for (const hand of [{ count: 3 }, [{ id: 'b-bolt', card: 'Lightning Bolt' }, { hidden: true }]]) {
      const o = run(casting('Thoughtseize', hand));
      expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
    }
  });
});

describe('the phrase decides the options', () => {
  it('Duress: a noncreature, nonland card: only the Lightning Bolt', () => {
    const a = answer(casting('Duress', BOB_HAND, ['s1']));
    expect(a.decision?.options).toEqual(['b-bolt']);
  });

  it('Inquisition of Kozilek: nonland with mana value 3 or less: the Bears and the Bolt, not the Angel (5)', () => {
    const a = answer(casting('Inquisition of Kozilek', BOB_HAND, ['s1']));
    expect([...(a.decision?.options ?? [])].sort()).toEqual(['b-bears', 'b-bolt']);
  });

  it('Castigate exiles the chosen card (701.13a) instead of a discard', () => {
    const state = board(
      {
        battlefield: [
          { id: 's1', card: 'Swamp', controller: 'alice' },
          { id: 'p1', card: 'Plains', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'x', card: 'Castigate' }] },
      { hand: BOB_HAND },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'x', targets: ['bob'] },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    const d = answer({ state: a.state, action: choose(a, ['b-bolt']) });
    expect(names(d.state.exile)).toEqual(['Lightning Bolt']);
    expect(d.state.players[1].graveyard).toEqual([]);
    expect(cited(d)).toContain('701.13a');
  });
});

describe('a board waiting for a handCard choice (CONTRACT §2 "Pending choices")', () => {
  const waiting = (choice: Record<string, unknown>, hand: unknown = BOB_HAND) =>
    board(
      {
        stack: [{ id: 'sp', controller: 'alice', card: 'Coercion', owner: 'alice', targets: ['bob'], pendingChoice: choice }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      },
      {},
      { hand },
    );

  it('read back: the decision is derived from it, and answered', () => {
    const a = answer({ state: waiting({ kind: 'handCard', player: 'alice', next: 1 }), actions: [] });
    expect(a.decision).toMatchObject({ kind: 'chooseCard', player: 'alice' });
    expect(a.decision?.options).toHaveLength(4);
    const d = answer({ state: a.state, action: choose(a, ['b-mountain']) });
    expect(names(d.state.players[1].graveyard)).toEqual(['Mountain']);
  });

  it('refused: another player than the controller, an effect that is not a card choice, a hidden hand', () => {
    const codes = (o: Outcome) => JSON.stringify(o).match(/"code":"[A-Z_]+"/g);
    expect(codes(run({ state: waiting({ kind: 'handCard', player: 'bob', next: 1 }), actions: [] }))).toContain('"code":"NOT_CONTROLLER"');
    expect(codes(run({ state: waiting({ kind: 'handCard', player: 'alice', next: 0 }), actions: [] }))).toContain(
      '"code":"NOTHING_TO_CHOOSE"',
    );
    expect(codes(run({ state: waiting({ kind: 'handCard', player: 'alice', next: 1 }, { count: 2 }), actions: [] }))).toContain(
      '"code":"UNSUPPORTED_HIDDEN_CARD"',
    );
  });
});

describe('401.4: Brainstorm draws three, then puts two cards from the hand on top of the library in the order chosen', () => {
  const brainstorm = (library: unknown, hand: unknown[] = []) => ({
    state: board(
      { battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }] },
      { hand: [{ id: 'x', card: 'Brainstorm' }, ...hand], library },
    ),
    actions: [
      { type: 'cast', player: 'alice', card: 'x' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });

  it('understood in full', () => {
    expect(compileCard(bundledCard('Brainstorm'))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('after the draw, alice chooses two of her four cards; the first given goes on top', () => {
    const a = answer(brainstorm(['Mountain', 'Serra Angel', 'Lightning Bolt', 'Swamp'], [{ id: 'h-bears', card: 'Grizzly Bears' }]));
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseCard', count: 2 });
    expect(a.decision?.options).toHaveLength(4);
    expect(cited(a)).toContain('121.1');
    const bolt = (a.state.players[0].hand as { id: string; card?: unknown }[]).find((o) => o.card === 'Lightning Bolt')?.id as string;
    const d = answer({ state: a.state, action: choose(a, ['h-bears', bolt]) });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[0].library)).toEqual(['Grizzly Bears', 'Lightning Bolt', 'Swamp']);
    expect([...names(d.state.players[0].hand)].sort()).toEqual(['Mountain', 'Serra Angel']);
    expect(names(d.state.players[0].graveyard)).toEqual(['Brainstorm']);
    expect(cited(d)).toContain('401.4');
  });

  it('INVALID_CHOICE: one card, or the same card twice', () => {
    const a = answer(brainstorm(['Mountain', 'Serra Angel', 'Lightning Bolt'], [{ id: 'h-bears', card: 'Grizzly Bears' }]));
    for (const choice of [['h-bears'], ['h-bears', 'h-bears']]) {
      const d = answer({ state: a.state, action: choose(a, choice) });
      expect(d.violations).toMatchObject([{ code: 'INVALID_CHOICE', rule: '401.4' }]);
    }
  });

  it('cards drawn from a hidden library stay hidden: putting two back cannot be ruled (UNSUPPORTED_HIDDEN_CARD)', () => {
    expect(run(brainstorm({ count: 10 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });

  it('a library of one card: one card is drawn (the others cannot be, 121.4), and it goes back without a choice', () => {
    const a = answer(brainstorm(['Mountain']));
    expect(a.decision?.kind).not.toBe('chooseCard');
    expect(names(a.state.players[0].library)).toEqual(['Mountain']);
    expect(a.state.players[0].hand).toEqual([]);
  });
});
