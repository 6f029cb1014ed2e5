import { adjudicate, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { refusedAt } from '../testing/actions';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * 701.23a search, 701.22a scry and 701.20e looks done by abilities (608.2: an ability resolves like
 * a spell; 113.7a: whether its source is still there or not), on real cards as the bundled catalog
 * prints them: the ability waits on the stack with a pending choice and resumes after the answer.
 * Path to Exile: the search is another player's, and a "may" (608.2d).
 */
const NAMES = [
  'Polluted Delta',
  'Evolving Wilds',
  'Path to Exile',
  'Wood Elves',
  'Sakura-Tribe Elder',
  'Civic Wayfinder',
  'Omenspeaker',
  'Sage Owl',
  'Demonic Tutor',
  'Daru Cavalier',
  'Forest',
  'Island',
  'Swamp',
  'Plains',
  'Grizzly Bears',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const cited = (a: { trace: { rule: string }[] }) => a.trace.map((t) => t.rule);
const names = (zone: unknown) => (zone as { card?: unknown }[]).map((o) => (typeof o.card === 'string' ? o.card : 'hidden'));
const choose = (a: { decision: { id: string } | null }, choice: string[], player = 'alice') => ({
  type: 'choose',
  player,
  decision: a.decision?.id,
  choice,
});
const passes = [
  { type: 'pass', player: 'alice' },
  { type: 'pass', player: 'bob' },
];
const forests = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, card: 'Forest', controller: 'alice' }));

describe('the cards are understood in full', () => {
  it.each(NAMES.filter((n) => !['Forest', 'Island', 'Swamp', 'Plains', 'Grizzly Bears'].includes(n)))('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('701.23a: Polluted Delta (an activated ability whose source was sacrificed to pay its cost, 113.7a)', () => {
  const LIBRARY = ['Forest', 'Island', 'Grizzly Bears', 'Swamp'];
  const delta = (library: unknown = LIBRARY) => ({
    state: board({ battlefield: [{ id: 'pd', card: 'Polluted Delta', controller: 'alice' }] }, { library }),
    actions: [{ type: 'activate', player: 'alice', source: 'pd', ability: 0 }, ...passes],
  });

  it('the cost is paid (1 life, the Delta sacrificed); as the ability resolves, alice chooses among her Islands and Swamps', () => {
    const a = answer(delta());
    expect(a.state.players[0].life).toBe(19);
    expect(names(a.state.players[0].graveyard)).toEqual(['Polluted Delta']);
    expect(a.decision).toMatchObject({
      player: 'alice',
      kind: 'chooseSearch',
      rule: '701.23a',
      options: ['alice.library.1', 'alice.library.3'],
      count: 1,
    });
    expect(a.state.stack).toHaveLength(1);
    expect(a.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'search', player: 'alice', next: 0 } });
    expect(a.state.turn.priority).toBeNull();
  });

  it('the Island found enters untapped under her control; then her library is shuffled (701.24a) and the ability is gone (608.2n)', () => {
    const a = answer(delta());
    const d = answer({ state: a.state, action: choose(a, ['alice.library.1']) });
    expect(d.violations).toEqual([]);
    const island = d.state.battlefield.find((o) => o.card === 'Island');
    expect(island).toMatchObject({ controller: 'alice', tapped: false });
    expect([...names(d.state.players[0].library)].sort()).toEqual(['Forest', 'Grizzly Bears', 'Swamp']);
    expect(d.state.stack).toEqual([]);
    expect(d.state.turn.priority).toBe('alice');
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23a', '701.24a', '608.2n']));
  });

  it('701.23b: she may fail to find though an Island is there; the library is still shuffled (a separate instruction)', () => {
    const a = answer(delta());
    const d = answer({ state: a.state, action: choose(a, []) });
    expect(d.violations).toEqual([]);
    expect(d.state.battlefield).toEqual([]);
    expect(d.state.players[0].library).toHaveLength(4);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23b', '701.24a']));
  });

  it('no Island or Swamp in the library: nothing can be found (no options), and [] is the answer', () => {
    const a = answer(delta(['Forest', 'Grizzly Bears']));
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', options: [] });
    const d = answer({ state: a.state, action: choose(a, []) });
    expect(d.violations).toEqual([]);
    expect(d.state.stack).toEqual([]);
  });

  it('wrong answers: the Forest, two cards, a card of another library, bob answering: refused, nothing moves', () => {
    const a = answer(delta());
    for (const choice of [['alice.library.0'], ['alice.library.1', 'alice.library.3'], ['bob.library.0']]) {
      const o = answer({ state: a.state, action: choose(a, choice) });
      expect(o.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.23a' });
      expect(o.state.players[0].library).toEqual(a.state.players[0].library);
      expect(o.state.stack).toEqual(a.state.stack);
    }
    const bob = answer({ state: a.state, action: choose(a, ['alice.library.1'], 'bob') });
    expect(bob.violations[0]).toMatchObject({ code: 'NO_SUCH_DECISION' });
  });

  it('a hidden library (known by its count) is not guessed: UNSUPPORTED_HIDDEN_CARD as the ability resolves', () => {
    expect(run(delta({ count: 20 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.23a' });
    expect(run(delta(['Island', { hidden: true }]))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });

  it('the board written back is read again (the ability waiting, its source in the graveyard); a wrong pending choice is refused', () => {
    const a = answer(delta());
    const again = answer({ state: a.state, actions: [] });
    expect(again.decision).toEqual(a.decision);
    expect(again.state).toEqual(a.state);
    const withChoice = (pendingChoice: unknown) => ({ ...a.state, stack: a.state.stack.map((s) => ({ ...s, pendingChoice })) });
    expect(refusedAt(run({ state: withChoice({ kind: 'search', player: 'bob', next: 0 }) }), 'state.stack[0].pendingChoice')).toBe(true);
    expect(refusedAt(run({ state: withChoice({ kind: 'search', player: 'alice', next: 1 }) }), 'state.stack[0].pendingChoice')).toBe(true);
    const answered = answer({ state: a.state, action: choose(a, ['alice.library.3']) });
    expect(answered.state.battlefield.map((o) => o.card)).toEqual(['Swamp']);
  });
});

describe('701.23a: Evolving Wilds: a basic land card, onto the battlefield tapped', () => {
  const wilds = (library: unknown) => ({
    state: board({ battlefield: [{ id: 'ew', card: 'Evolving Wilds', controller: 'alice' }] }, { library }),
    actions: [{ type: 'activate', player: 'alice', source: 'ew', ability: 0 }, ...passes],
  });

  it('the basic lands are the options (Polluted Delta, a land but not basic, and the Bears are not); the one found is tapped', () => {
    const a = answer(wilds(['Polluted Delta', 'Plains', 'Grizzly Bears', 'Forest']));
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', options: ['alice.library.1', 'alice.library.3'] });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.3']) });
    expect(d.state.battlefield).toEqual([expect.objectContaining({ card: 'Forest', tapped: true, controller: 'alice' })]);
    expect(names(d.state.players[0].graveyard)).toEqual(['Evolving Wilds']);
    const wrong = answer({ state: a.state, action: choose(a, ['alice.library.0']) });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE' });
  });

  it('an empty library: the search finds nothing (no options), then the shuffle', () => {
    const a = answer(wilds([]));
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', options: [] });
    expect(answer({ state: a.state, action: choose(a, []) }).state.stack).toEqual([]);
  });
});

describe('701.23a, 113.7a: Sakura-Tribe Elder sacrificed: the ability resolves though its source is in the graveyard', () => {
  it('"then shuffle your library" in the same instruction: the land found enters tapped, then the shuffle', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'ste', card: 'Sakura-Tribe Elder', controller: 'alice' }] }, { library: ['Island', 'Swamp'] }),
      actions: [{ type: 'activate', player: 'alice', source: 'ste', ability: 0 }, ...passes],
    });
    expect(names(a.state.players[0].graveyard)).toEqual(['Sakura-Tribe Elder']);
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', options: ['alice.library.0', 'alice.library.1'] });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.1']) });
    expect(d.state.battlefield).toEqual([expect.objectContaining({ card: 'Swamp', tapped: true })]);
    expect(names(d.state.players[0].library)).toEqual(['Island']);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23a', '701.24a', '608.2n']));
  });
});

describe("701.23a: Wood Elves's enters-the-battlefield trigger: a Forest card, onto the battlefield untapped", () => {
  it('the creature resolves, its trigger goes on the stack, resolves and waits for the search', () => {
    const cast = answer({
      state: board({ battlefield: forests(3) }, { hand: [{ id: 'we', card: 'Wood Elves' }], library: ['Island', 'Forest', 'Forest'] }),
      actions: [{ type: 'cast', player: 'alice', card: 'we' }, ...passes, ...passes],
    });
    expect(cast.state.battlefield.map((o) => o.card)).toContain('Wood Elves');
    expect(cast.decision).toMatchObject({
      player: 'alice',
      kind: 'chooseSearch',
      options: ['alice.library.1', 'alice.library.2'],
    });
    const d = answer({ state: cast.state, action: choose(cast, ['alice.library.2']) });
    expect(d.violations).toEqual([]);
    const found = d.state.battlefield.filter((o) => o.card === 'Forest' && !/^f\d$/.test(o.id));
    expect(found).toEqual([expect.objectContaining({ tapped: false, controller: 'alice' })]);
    expect(d.state.stack).toEqual([]);
    // The Island is not a Forest card.
    const wrong = answer({ state: cast.state, action: choose(cast, ['alice.library.0']) });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.23a' });
  });
});

describe('608.2d, 701.23a: Civic Wayfinder: "you may search"; "If you do, shuffle your library"', () => {
  const wayfinder = () =>
    answer({
      state: board(
        { battlefield: forests(3) },
        { hand: [{ id: 'cw', card: 'Civic Wayfinder' }], library: ['Grizzly Bears', 'Plains', 'Island'] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'cw' }, ...passes, ...passes],
    });

  it('"yes": she searches; the basic land found goes into her hand; then the shuffle', () => {
    const a = wayfinder();
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.decision).toMatchObject({ kind: 'chooseSearch', options: ['alice.library.1', 'alice.library.2'] });
    const d = answer({ state: yes.state, action: choose(yes, ['alice.library.1']) });
    expect(names(d.state.players[0].hand)).toEqual(['Plains']);
    expect(d.state.players[0].library).toHaveLength(2);
    expect(cited(d)).toContain('701.24a');
  });

  it('"no": no search, no shuffle: the library keeps its order', () => {
    const a = wayfinder();
    const no = answer({ state: a.state, action: choose(a, ['no']) });
    expect(no.decision?.kind).not.toBe('chooseSearch');
    expect(names(no.state.players[0].library)).toEqual(['Grizzly Bears', 'Plains', 'Island']);
    expect(cited(no)).not.toContain('701.24a');
  });
});

describe('201.2, 701.23a: Daru Cavalier: "a card named CARDNAME"', () => {
  it('only another Daru Cavalier is an option', () => {
    const a = answer({
      state: board(
        { battlefield: forests(4).map((f) => ({ ...f, card: 'Plains' })) },
        { hand: [{ id: 'dc', card: 'Daru Cavalier' }], library: ['Grizzly Bears', 'Daru Cavalier'] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'dc' }, ...passes, ...passes],
    });
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.decision).toMatchObject({ kind: 'chooseSearch', options: ['alice.library.1'] });
  });
});

describe('701.23d: Demonic Tutor searches for "a card": one must be found if the library has one', () => {
  const tutor = (library: unknown) =>
    answer({
      state: board(
        { battlefield: forests(2).map((f) => ({ ...f, card: 'Swamp' })) },
        { hand: [{ id: 'dt', card: 'Demonic Tutor' }], library },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'dt' }, ...passes],
    });

  it('every card is an option; [] is refused (701.23d); one card goes to her hand', () => {
    const a = tutor(['Grizzly Bears', 'Island']);
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', options: ['alice.library.0', 'alice.library.1'] });
    expect(answer({ state: a.state, action: choose(a, []) }).violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.23d' });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.0']) });
    expect(names(d.state.players[0].hand)).toEqual(['Grizzly Bears']);
  });

  it('an empty library: nothing to find, [] is the answer', () => {
    const a = tutor([]);
    expect(answer({ state: a.state, action: choose(a, []) }).violations).toEqual([]);
  });
});

describe("701.23a, 608.2d: Path to Exile: the exiled creature's controller may search their library", () => {
  const path = (bobLibrary: unknown) => ({
    state: board(
      {
        battlefield: [
          { id: 'p', card: 'Plains', controller: 'alice' },
          { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'pte', card: 'Path to Exile' }], library: ['Plains'] },
      { library: bobLibrary },
    ),
    actions: [{ type: 'cast', player: 'alice', card: 'pte', targets: ['gb'] }, ...passes],
  });

  it('bob (not alice, who cast it) chooses among his basic lands, or "decline"', () => {
    const a = answer(path(['Grizzly Bears', 'Swamp', 'Island']));
    expect(names(a.state.exile)).toEqual(['Grizzly Bears']);
    expect(a.decision).toMatchObject({
      player: 'bob',
      kind: 'chooseSearch',
      options: ['bob.library.1', 'bob.library.2', 'decline'],
    });
    expect(a.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'search', player: 'bob', next: 1 } });
    const alice = answer({ state: a.state, action: choose(a, ['bob.library.1'], 'alice') });
    expect(alice.violations[0]).toMatchObject({ code: 'NO_SUCH_DECISION' });
  });

  it('the land he finds enters tapped under his control; his library is shuffled; Path goes to the graveyard', () => {
    const a = answer(path(['Grizzly Bears', 'Swamp', 'Island']));
    const d = answer({ state: a.state, action: choose(a, ['bob.library.2'], 'bob') });
    expect(d.violations).toEqual([]);
    expect(d.state.battlefield.find((o) => o.card === 'Island')).toMatchObject({ controller: 'bob', tapped: true });
    expect([...names(d.state.players[1].library)].sort()).toEqual(['Grizzly Bears', 'Swamp']);
    expect(names(d.state.players[0].graveyard)).toEqual(['Path to Exile']);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23a', '701.24a']));
  });

  it('"decline": he does not search, so does not shuffle (the order is kept); [] searches and finds nothing, then shuffles', () => {
    const a = answer(path(['Grizzly Bears', 'Swamp', 'Island']));
    const declined = answer({ state: a.state, action: choose(a, ['decline'], 'bob') });
    expect(declined.violations).toEqual([]);
    expect(names(declined.state.players[1].library)).toEqual(['Grizzly Bears', 'Swamp', 'Island']);
    expect(cited(declined)).not.toContain('701.24a');
    const none = answer({ state: a.state, action: choose(a, [], 'bob') });
    expect(cited(none)).toEqual(expect.arrayContaining(['701.23b', '701.24a']));
    const both = answer({ state: a.state, action: choose(a, ['decline', 'bob.library.1'], 'bob') });
    expect(both.violations[0]).toMatchObject({ code: 'INVALID_CHOICE' });
  });

  it("bob's library known only by its count: UNSUPPORTED_HIDDEN_CARD (the client gives it, CONTRACT §2)", () => {
    expect(run(path({ count: 40 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.23a' });
  });
});

describe('701.22a: Omenspeaker: "When CARDNAME enters the battlefield, scry 2" (a triggered ability scries)', () => {
  it('the trigger waits for the scry; the answer orders the cards; wrong answers are refused', () => {
    const a = answer({
      state: board(
        { battlefield: forests(2).map((f) => ({ ...f, card: 'Island' })) },
        { hand: [{ id: 'os', card: 'Omenspeaker' }], library: ['Forest', 'Grizzly Bears', 'Island'] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'os' }, ...passes, ...passes],
    });
    expect(a.decision).toMatchObject({ kind: 'chooseScry', rule: '701.22a', options: ['alice.library.0', 'alice.library.1', 'bottom'] });
    expect(answer({ state: a.state, action: choose(a, ['alice.library.0']) }).violations[0]).toMatchObject({ code: 'INVALID_CHOICE' });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.1', 'bottom', 'alice.library.0']) });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[0].library)).toEqual(['Grizzly Bears', 'Island', 'Forest']);
    expect(d.state.stack).toEqual([]);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.22a', '608.2n']));
  });

  it('hidden cards on top: UNSUPPORTED_HIDDEN_CARD', () => {
    const o = run({
      state: board({ battlefield: forests(2).map((f) => ({ ...f, card: 'Island' })) }, { hand: [{ id: 'os', card: 'Omenspeaker' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'os' }, ...passes, ...passes],
    });
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.22a' });
  });
});

describe('701.20e, 401.4: Sage Owl looks at the top four cards and puts them back in any order', () => {
  it('the trigger waits; the four cards go back in the order given', () => {
    const a = answer({
      state: board(
        { battlefield: forests(4).map((f) => ({ ...f, card: 'Island' })) },
        { hand: [{ id: 'so', card: 'Sage Owl' }], library: ['Forest', 'Grizzly Bears', 'Island', 'Swamp', 'Plains'] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'so' }, ...passes, ...passes],
    });
    expect(a.decision).toMatchObject({
      kind: 'chooseLook',
      options: ['alice.library.0', 'alice.library.1', 'alice.library.2', 'alice.library.3'],
    });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.3', 'alice.library.2', 'alice.library.1', 'alice.library.0']) });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[0].library)).toEqual(['Swamp', 'Island', 'Grizzly Bears', 'Forest', 'Plains']);
    const short = answer({ state: a.state, action: choose(a, ['alice.library.0']) });
    expect(short.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.20e' });
  });
});
