import { adjudicate, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { refusedAt } from '../testing/actions';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * 701.23a search and 701.24a shuffle on a real card, as the bundled catalog prints it (Rampant
 * Growth): the spell waits for its controller's pending choice of the card found; the library
 * must be given in full (CONTRACT §2 "Hidden cards").
 */
const NAMES = ['Rampant Growth', 'Forest', 'Island', 'Grizzly Bears', 'Polluted Delta', 'Evolving Wilds'];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const cited = (a: { trace: { rule: string }[] }) => a.trace.map((t) => t.rule);
const names = (zone: unknown) => (zone as { card?: unknown }[]).map((o) => (typeof o.card === 'string' ? o.card : 'other'));

const LIBRARY = ['Grizzly Bears', 'Island', 'Forest', 'Grizzly Bears'];
const resolving = (library: unknown = LIBRARY) => ({
  state: board(
    {
      battlefield: [
        { id: 'f', card: 'Forest', controller: 'alice' },
        { id: 'f2', card: 'Forest', controller: 'alice' },
      ],
    },
    { hand: [{ id: 'rg', card: 'Rampant Growth' }], library },
  ),
  actions: [
    { type: 'cast', player: 'alice', card: 'rg' },
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

describe("701.23a: Rampant Growth searches its controller's library (a pending choice)", () => {
  it('Rampant Growth is understood in full (an ability that searches too: 701.23-search-abilities.spec.ts)', () => {
    expect(compileCard(bundledCard('Rampant Growth'))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('the basic lands of the library are the options (the Bears are not); the spell waits with a search pending choice', () => {
    const a = answer(resolving());
    expect(a.decision).toMatchObject({
      player: 'alice',
      kind: 'chooseSearch',
      rule: '701.23a',
      options: ['alice.library.1', 'alice.library.2'],
    });
    expect(a.state.stack[a.state.stack.length - 1]).toMatchObject({ pendingChoice: { kind: 'search', player: 'alice', next: 0 } });
    expect(cited(a)).toContain('701.23a');
  });

  it("the Forest found enters tapped under alice's control; the library is shuffled without it (701.24a)", () => {
    const a = answer(resolving());
    const d = answer({ state: a.state, action: choose(a, ['alice.library.2']) });
    expect(d.violations).toEqual([]);
    const found = d.state.battlefield.filter((o) => o.card === 'Forest' && o.id !== 'f' && o.id !== 'f2');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ controller: 'alice', tapped: true });
    expect([...names(d.state.players[0].library)].sort()).toEqual(['Grizzly Bears', 'Grizzly Bears', 'Island']);
    expect(names(d.state.players[0].graveyard)).toEqual(['Rampant Growth']);
    expect(d.state.stack).toEqual([]);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23a', '701.24a', '608.2n']));
  });

  it('701.23b: alice may find nothing even though basic lands are there; the library is still shuffled', () => {
    const a = answer(resolving());
    const d = answer({ state: a.state, action: choose(a, []) });
    expect(d.violations).toEqual([]);
    expect(d.state.battlefield).toHaveLength(2);
    expect(d.state.players[0].library).toHaveLength(4);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23b', '701.24a']));
  });

  it('illegal answers: a card that does not meet the search, two cards, another player: refused, nothing moves', () => {
    const a = answer(resolving());
    for (const action of [
      choose(a, ['alice.library.0']),
      choose(a, ['alice.library.1', 'alice.library.2']),
      choose(a, ['bob.library.0']),
    ]) {
      const o = answer({ state: a.state, action });
      expect(o.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.23a' });
      expect(o.state.players[0].library).toEqual(a.state.players[0].library);
    }
    const bob = answer({ state: a.state, action: choose(a, ['alice.library.1'], 'bob') });
    expect(bob.violations[0]).toMatchObject({ code: 'NO_SUCH_DECISION', rule: '701.23a' });
  });

  it('hidden cards: a library with a hidden card is not guessed: UNSUPPORTED_HIDDEN_CARD', () => {
    const o = run(resolving({ count: 20 }));
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.23a' });
    const partly = run(resolving(['Forest', { hidden: true }]));
    expect(partly).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });

  it('round trip, and boards the rules cannot hold: another player searching, a search choice on a spell without one', () => {
    const a = answer(resolving());
    const again = answer({ state: a.state, actions: [] });
    expect(again.decision).toEqual(a.decision);
    expect(again.state).toEqual(a.state);
    const withChoice = (pendingChoice: unknown) => ({ ...a.state, stack: a.state.stack.map((s) => ({ ...s, pendingChoice })) });
    expect(refusedAt(run({ state: withChoice({ kind: 'search', player: 'bob', next: 0 }) }), 'state.stack[0].pendingChoice')).toBe(true);
    expect(refusedAt(run({ state: withChoice({ kind: 'search', player: 'alice', next: 1 }) }), 'state.stack[0].pendingChoice')).toBe(true);
  });
});

/**
 * Cultivate: "Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield
 * tapped and the other into your hand. Then shuffle your library.": the answer's first card enters tapped, the other
 * goes to the hand (701.23a), then the library is shuffled (701.24a).
 */
describe('701.23a: Cultivate puts one card found onto the battlefield tapped and the other into the hand', () => {
  const cultivate = new InMemoryCatalog(['Cultivate', "Kodama's Reach", 'Forest', 'Island', 'Grizzly Bears'].map(bundledCard));
  const ruling = rulingsWith(cultivate);
  const cast = (spell: string, library: unknown = ['Grizzly Bears', 'Island', 'Forest', 'Forest']) => ({
    state: board(
      {
        battlefield: ['f1', 'f2', 'f3'].map((id) => ({ id, card: 'Forest', controller: 'alice' })),
      },
      { hand: [{ id: 'c', card: spell }], library },
    ),
    actions: [
      { type: 'cast', player: 'alice', card: 'c' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });
  const lands = (a: { state: { battlefield: { id: string; card: unknown; tapped?: boolean }[] } }) =>
    a.state.battlefield.filter((o) => !['f1', 'f2', 'f3'].includes(o.id));

  it("Cultivate and Kodama's Reach are understood in full", () => {
    for (const name of ['Cultivate', "Kodama's Reach"])
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('the basic lands are the options, two at most; the Island given first enters tapped, the Forest goes to the hand', () => {
    const a = ruling(cast('Cultivate'));
    expect(a.decision).toMatchObject({
      kind: 'chooseSearch',
      count: 2,
      options: ['alice.library.1', 'alice.library.2', 'alice.library.3'],
    });
    const d = ruling({ state: a.state, action: choose(a, ['alice.library.1', 'alice.library.2']) });
    expect(d.violations).toEqual([]);
    expect(lands(d)).toEqual([expect.objectContaining({ card: 'Island', tapped: true, controller: 'alice' })]);
    expect(names(d.state.players[0].hand)).toEqual(['Forest']);
    expect([...names(d.state.players[0].library)].sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(names(d.state.players[0].graveyard)).toEqual(['Cultivate']);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23a', '701.24a']));
  });

  it('the order of the answer decides: the Forest given first enters, the Island goes to the hand', () => {
    const a = ruling(cast("Kodama's Reach"));
    const d = ruling({ state: a.state, action: choose(a, ['alice.library.3', 'alice.library.1']) });
    expect(lands(d)).toEqual([expect.objectContaining({ card: 'Forest', tapped: true })]);
    expect(names(d.state.players[0].hand)).toEqual(['Island']);
  });

  it('one card found: which of "one" and "the other" it is, the text does not settle: refused, not guessed; none found: only the shuffle', () => {
    const a = ruling(cast('Cultivate'));
    const one = adjudicate({ state: a.state, action: choose(a, ['alice.library.2']) }, cultivate);
    expect(one).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_RESOLUTION', rule: '701.23a' });
    const none = ruling({ state: a.state, action: choose(a, []) });
    expect(lands(none)).toEqual([]);
    expect(none.state.players[0].library).toHaveLength(4);
    expect(cited(none)).toEqual(expect.arrayContaining(['701.23b', '701.24a']));
  });

  it('three cards, the Bears, the same card twice: refused, nothing moves', () => {
    const a = ruling(cast('Cultivate'));
    for (const choice of [
      ['alice.library.1', 'alice.library.2', 'alice.library.3'],
      ['alice.library.0'],
      ['alice.library.1', 'alice.library.1'],
    ]) {
      const o = ruling({ state: a.state, action: choose(a, choice) });
      expect(o.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.23a' });
      expect(o.state.players[0].library).toEqual(a.state.players[0].library);
    }
  });
});

/**
 * Enlightened Tutor: "Search your library for an artifact or enchantment card and reveal that card. Shuffle your library,
 * then put the card on top of it."; Congregation at Dawn: "... for up to three creature cards and reveal them. Shuffle
 * your library, then put those cards on top of it in any order." (401.4: the first card of the answer on top).
 */
describe('701.23a, 701.24a: a tutor puts the card found on top of the library after the shuffle', () => {
  const tutors = new InMemoryCatalog(
    [
      'Enlightened Tutor',
      'Scouting Trek',
      'Congregation at Dawn',
      'Worldly Tutor',
      'Plains',
      'Forest',
      'Grizzly Bears',
      'Raging Goblin',
      'Sol Ring',
      'Pacifism',
    ].map(bundledCard),
  );
  const ruling = rulingsWith(tutors);
  const LIB = ['Grizzly Bears', 'Sol Ring', 'Forest', 'Pacifism', 'Raging Goblin', 'Forest'];
  const cast = (spell: string, lands: string[]) => ({
    state: board(
      { battlefield: lands.map((card, i) => ({ id: `l${i}`, card, controller: 'alice' })) },
      { hand: [{ id: 't', card: spell }], library: LIB },
    ),
    actions: [
      { type: 'cast', player: 'alice', card: 't' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });

  it('Enlightened Tutor, Worldly Tutor and Congregation at Dawn are understood in full', () => {
    for (const name of ['Enlightened Tutor', 'Worldly Tutor', 'Congregation at Dawn'])
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('Enlightened Tutor: the artifacts and enchantments are the options; the Pacifism found is on top after the shuffle', () => {
    const a = ruling(cast('Enlightened Tutor', ['Plains']));
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', count: 1, options: ['alice.library.1', 'alice.library.3'] });
    const d = ruling({ state: a.state, action: choose(a, ['alice.library.3']) });
    expect(d.violations).toEqual([]);
    const library = names(d.state.players[0].library);
    expect(library[0]).toBe('Pacifism');
    expect([...library].sort()).toEqual([...LIB].sort());
    expect(d.state.players[0].hand).toEqual([]);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23a', '701.24a']));
    const bears = ruling({ state: a.state, action: choose(a, ['alice.library.0']) });
    expect(bears.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.23a' });
  });

  it('Scouting Trek: any number of basic lands, on top in the order of the answer (401.4: "in any order" or not)', () => {
    expect(compileCard(bundledCard('Scouting Trek'))).toMatchObject({ support: 'full', unsupported: [] });
    const a = ruling(cast('Scouting Trek', ['Forest', 'Forest']));
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', options: ['alice.library.2', 'alice.library.5'] });
    const d = ruling({ state: a.state, action: choose(a, ['alice.library.5', 'alice.library.2']) });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[0].library).slice(0, 2)).toEqual(['Forest', 'Forest']);
    expect(d.state.players[0].library).toHaveLength(6);
  });

  it('Congregation at Dawn: the Goblin then the Bears given: the Goblin on top, the Bears under it, the rest shuffled below', () => {
    const a = ruling(cast('Congregation at Dawn', ['Forest', 'Forest', 'Plains']));
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', count: 3, options: ['alice.library.0', 'alice.library.4'] });
    const d = ruling({ state: a.state, action: choose(a, ['alice.library.4', 'alice.library.0']) });
    expect(d.violations).toEqual([]);
    const library = names(d.state.players[0].library);
    expect(library.slice(0, 2)).toEqual(['Raging Goblin', 'Grizzly Bears']);
    expect([...library.slice(2)].sort()).toEqual(['Forest', 'Forest', 'Pacifism', 'Sol Ring']);
  });
});

/** Fork in the Road: "... for up to two basic land cards and reveal them. Put one into your hand and the other into your graveyard." */
describe('701.23a: Fork in the Road puts one card found into the hand and the other into the graveyard', () => {
  const fork = new InMemoryCatalog(['Fork in the Road', 'Forest', 'Island', 'Grizzly Bears'].map(bundledCard));
  const ruling = rulingsWith(fork);
  const cast = () => ({
    state: board(
      {
        battlefield: [
          { id: 'f', card: 'Forest', controller: 'alice' },
          { id: 'f2', card: 'Forest', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'c', card: 'Fork in the Road' }], library: ['Island', 'Grizzly Bears', 'Forest'] },
    ),
    actions: [
      { type: 'cast', player: 'alice', card: 'c' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });

  it('is understood in full; the Forest given first goes to the hand, the Island into the graveyard', () => {
    expect(compileCard(bundledCard('Fork in the Road'))).toMatchObject({ support: 'full', unsupported: [] });
    const a = ruling(cast());
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', count: 2, options: ['alice.library.0', 'alice.library.2'] });
    const d = ruling({ state: a.state, action: choose(a, ['alice.library.2', 'alice.library.0']) });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[0].hand)).toEqual(['Forest']);
    expect(names(d.state.players[0].graveyard).sort()).toEqual(['Fork in the Road', 'Island']);
    expect(names(d.state.players[0].library)).toEqual(['Grizzly Bears']);
    expect(d.state.battlefield).toHaveLength(2);
  });

  it('one card found: refused, as for Cultivate (where it goes is not settled by the text)', () => {
    const a = ruling(cast());
    const d = adjudicate({ state: a.state, action: choose(a, ['alice.library.0']) }, fork);
    expect(d).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_RESOLUTION', rule: '701.23a' });
  });
});
