import { adjudicate, Outcome } from '../adjudicate';
import { render } from '../trace/message';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { refusedAt } from '../testing/actions';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * 701.22a scry on real cards, as the bundled catalog prints them: a resolving spell's "scry N"
 * waits for its controller's pending choice (CONTRACT §2 "Pending choices"); the cards looked at
 * must be given (CONTRACT §2 "Hidden cards").
 */
const NAMES = ['Opt', 'Preordain', 'Serum Visions', 'Magma Jet', 'Island', 'Mountain', 'Forest', 'Swamp', 'Grizzly Bears'];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const cited = (a: { trace: { rule: string }[] }) => a.trace.map((t) => t.rule);
const names = (zone: { card?: unknown }[]) => zone.map((o) => (typeof o.card === 'string' ? o.card : o.card ? 'inline' : 'hidden'));

const islands = (n: number, land = 'Island') => Array.from({ length: n }, (_, i) => ({ id: `u${i}`, card: land, controller: 'alice' }));
const LIBRARY = [
  { id: 'l1', card: 'Island' },
  { id: 'l2', card: 'Mountain' },
  { id: 'l3', card: 'Forest' },
  { id: 'l4', card: 'Swamp' },
];
/** Alice casts `spell` (in her hand as `s`) with `lands` Islands and both players pass: it resolves. */
const resolving = (spell: string, lands: number, library: unknown = LIBRARY, targets?: string[], land = 'Island') => ({
  state: board({ battlefield: islands(lands, land) }, { hand: [{ id: 's', card: spell }], library }),
  actions: [
    { type: 'cast', player: 'alice', card: 's', ...(targets ? { targets } : {}) },
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
  ],
});
const choose = (a: { decision: { id: string } | null }, choice: string[], player = 'alice') => ({
  type: 'choose',
  player,
  decision: a.decision?.id,
  choice,
});

describe('701.22a: scry, a pending choice of the resolving spell', () => {
  it('the cards of these scenarios are understood in full, as the bundled catalog prints them', () => {
    for (const name of ['Opt', 'Preordain', 'Serum Visions', 'Magma Jet'])
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('Opt: alice looks at the top card and waits on the stack with a scry pending choice', () => {
    const a = answer(resolving('Opt', 1));
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseScry', rule: '701.22a', options: ['alice.library.0', 'bottom'] });
    const top = a.state.stack[a.state.stack.length - 1] as Record<string, unknown>;
    expect(top.pendingChoice).toEqual({ kind: 'scry', player: 'alice', next: 0 });
    expect(a.state.players[0].hand).toEqual([]);
    expect(cited(a)).toContain('701.22a');
  });

  it('Opt: the Island put on the bottom, alice draws the Mountain under it (608.2c: scry, then draw)', () => {
    const a = answer(resolving('Opt', 1));
    const d = answer({ state: a.state, action: choose(a, ['bottom', 'alice.library.0']) });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[0].hand as { card?: unknown }[])).toEqual(['Mountain']);
    const library = names(d.state.players[0].library as { card?: unknown }[]);
    expect(library).toEqual(['Forest', 'Swamp', 'Island']);
    expect(d.state.stack).toEqual([]);
    expect(names(d.state.players[0].graveyard as { card?: unknown }[])).toEqual(['Opt']);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.22a', '121.1', '608.2n']));
  });

  it('Opt: the Island kept on top is the card drawn', () => {
    const a = answer(resolving('Opt', 1));
    const d = answer({ state: a.state, action: choose(a, ['alice.library.0']) });
    expect(names(d.state.players[0].hand as { card?: unknown }[])).toEqual(['Island']);
    expect(names(d.state.players[0].library as { card?: unknown }[])).toEqual(['Mountain', 'Forest', 'Swamp']);
  });

  it('Preordain: the two cards kept on top in the order chosen, then the new top card drawn', () => {
    const a = answer(resolving('Preordain', 1));
    expect(a.decision?.options).toEqual(['alice.library.0', 'alice.library.1', 'bottom']);
    const d = answer({ state: a.state, action: choose(a, ['alice.library.1', 'alice.library.0']) });
    expect(names(d.state.players[0].hand as { card?: unknown }[])).toEqual(['Mountain']);
    expect(names(d.state.players[0].library as { card?: unknown }[])).toEqual(['Island', 'Forest', 'Swamp']);
  });

  it('Preordain: both put on the bottom in the order given, the third card drawn', () => {
    const a = answer(resolving('Preordain', 1));
    const d = answer({ state: a.state, action: choose(a, ['bottom', 'alice.library.1', 'alice.library.0']) });
    expect(names(d.state.players[0].hand as { card?: unknown }[])).toEqual(['Forest']);
    expect(names(d.state.players[0].library as { card?: unknown }[])).toEqual(['Swamp', 'Mountain', 'Island']);
  });

  it('Serum Visions: draw first, then scry 2 looks at the next two cards', () => {
    const a = answer(resolving('Serum Visions', 1));
    expect(names(a.state.players[0].hand as { card?: unknown }[])).toEqual(['Island']);
    // The board written back names the library's cards by position: the Mountain and the Forest.
    expect(a.decision).toMatchObject({ kind: 'chooseScry', options: ['alice.library.0', 'alice.library.1', 'bottom'] });
    expect(a.state.stack[a.state.stack.length - 1]).toMatchObject({ pendingChoice: { kind: 'scry', player: 'alice', next: 1 } });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.0', 'bottom', 'alice.library.1']) });
    expect(names(d.state.players[0].hand as { card?: unknown }[])).toEqual(['Island']);
    expect(names(d.state.players[0].library as { card?: unknown }[])).toEqual(['Mountain', 'Swamp', 'Forest']);
  });

  it('Magma Jet: 2 damage to bob, then scry 2', () => {
    const a = answer(resolving('Magma Jet', 2, LIBRARY, ['bob'], 'Mountain'));
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(18);
    expect(a.decision).toMatchObject({ kind: 'chooseScry', player: 'alice' });
  });

  it('a library of one card: scry 2 looks at that one card', () => {
    const a = answer(resolving('Preordain', 1, [{ card: 'Swamp' }]));
    expect(a.decision?.options).toEqual(['alice.library.0', 'bottom']);
  });

  it('illegal answers: a card not looked at, a card twice, a card left out, "bottom" twice, another player: refused, nothing moves', () => {
    const a = answer(resolving('Opt', 1));
    const wrong = [
      choose(a, ['alice.library.1']),
      choose(a, ['alice.library.0', 'alice.library.0']),
      choose(a, []),
      choose(a, ['bottom', 'bottom', 'alice.library.0']),
    ];
    for (const action of wrong) {
      const o = answer({ state: a.state, action });
      expect(o.legal).toBe(false);
      expect(o.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.22a' });
      expect(o.state.players[0].library).toEqual(a.state.players[0].library);
      expect(o.state.stack).toEqual(a.state.stack);
    }
    const bob = answer({ state: a.state, action: choose(a, ['alice.library.0'], 'bob') });
    expect(bob.violations[0]).toMatchObject({ code: 'NO_SUCH_DECISION', rule: '701.22a' });
  });

  it('hidden cards: a library given by its count is not guessed: UNSUPPORTED_HIDDEN_CARD naming what to give', () => {
    const o = run(resolving('Opt', 1, { count: 30 }));
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.22a' });
    expect(o.kind === 'unsupported' && render(o.message)).toMatch(/top 1 card\(s\) of that library by name/);
    // The top card given by name is enough (CONTRACT §2: "the top N cards given by name").
    const given = answer(resolving('Opt', 1, ['Island', { hidden: true }, { hidden: true }]));
    expect(given.decision).toMatchObject({ kind: 'chooseScry', options: ['alice.library.0', 'bottom'] });
  });

  it('round trip: the waiting board sent back gives the same decision and the same board', () => {
    const a = answer(resolving('Preordain', 1));
    const again = answer({ state: a.state, actions: [] });
    expect(again.decision).toEqual(a.decision);
    expect(again.state).toEqual(a.state);
  });

  it('boards the rules cannot hold: a scry choice on a spell without one, at an effect that is not a scry, for another player, with hidden cards', () => {
    const a = answer(resolving('Preordain', 1));
    const withChoice = (pendingChoice: unknown, library?: unknown) => ({
      ...a.state,
      stack: a.state.stack.map((s) => ({ ...s, pendingChoice })),
      players: a.state.players.map((p) => (p.id === 'alice' && library ? { ...p, library } : p)),
    });
    expect(refusedAt(run({ state: withChoice({ kind: 'scry', player: 'alice', next: 1 }) }), 'state.stack[0].pendingChoice')).toBe(true);
    expect(refusedAt(run({ state: withChoice({ kind: 'scry', player: 'bob', next: 0 }) }), 'state.stack[0].pendingChoice')).toBe(true);
    expect(
      refusedAt(run({ state: withChoice({ kind: 'scry', player: 'alice', next: 0 }, { count: 10 }) }), 'state.stack[0].pendingChoice'),
    ).toBe(true);
    expect(refusedAt(run({ state: withChoice({ kind: 'scry', player: 'alice' }) }), 'state.stack[0].pendingChoice.next')).toBe(true);
    const bears = board({
      stack: [{ id: 'g', card: 'Grizzly Bears', controller: 'alice', pendingChoice: { kind: 'scry', player: 'alice', next: 0 } }],
    });
    const o = run({ state: bears });
    expect(o.kind === 'invalid' && o.errors[0]).toMatchObject({ path: 'state.stack[0].pendingChoice', code: 'NOTHING_TO_SCRY' });
  });
});

/**
 * Llanowar Empath: "When CARDNAME enters the battlefield, scry 2, then reveal the top card of your library. If it's a
 * creature card, put it into your hand.": the scry waits for alice (701.22a), then the card on top once she is done is
 * revealed (701.20a) and goes to her hand only if it is a creature card (it stays on top otherwise, 608.2c).
 */
describe('701.22a then 701.20a: Llanowar Empath scries 2, then reveals the top card', () => {
  const empath = new InMemoryCatalog(['Llanowar Empath', 'Forest', 'Island', 'Grizzly Bears'].map(bundledCard));
  const ruling = rulingsWith(empath);
  const entering = (library: unknown) => ({
    state: board({ battlefield: islands(4, 'Forest') }, { hand: [{ id: 'e', card: 'Llanowar Empath' }], library }),
    actions: [
      { type: 'cast', player: 'alice', card: 'e' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });
  const LIB = [{ card: 'Island' }, { card: 'Grizzly Bears' }, { card: 'Forest' }];

  it('Llanowar Empath is understood in full', () => {
    expect(compileCard(bundledCard('Llanowar Empath'))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('the trigger waits for the scry of the top two cards; the Island to the bottom: the Bears revealed go to the hand', () => {
    const a = ruling(entering(LIB));
    expect(a.decision).toMatchObject({ kind: 'chooseScry', player: 'alice', options: ['alice.library.0', 'alice.library.1', 'bottom'] });
    const d = ruling({ state: a.state, action: choose(a, ['alice.library.1', 'bottom', 'alice.library.0']) });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[0].hand as { card?: unknown }[])).toEqual(['Grizzly Bears']);
    expect(names(d.state.players[0].library as { card?: unknown }[])).toEqual(['Forest', 'Island']);
    expect(d.trace.map((t) => t.rule)).toEqual(expect.arrayContaining(['701.22a', '701.20a', '608.2c']));
  });

  it('both kept on top, the Island first: the Island revealed is no creature card and stays on top', () => {
    const a = ruling(entering(LIB));
    const d = ruling({ state: a.state, action: choose(a, ['alice.library.0', 'alice.library.1']) });
    expect(d.state.players[0].hand).toEqual([]);
    expect(names(d.state.players[0].library as { card?: unknown }[])).toEqual(['Island', 'Grizzly Bears', 'Forest']);
  });

  it('the card revealed after the scry must be given: a hidden third card is not guessed when both go to the bottom', () => {
    const a = ruling(entering([{ card: 'Island' }, { card: 'Grizzly Bears' }, { hidden: true }]));
    const o = adjudicate({ state: a.state, action: choose(a, ['bottom', 'alice.library.0', 'alice.library.1']) }, empath);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });
});
