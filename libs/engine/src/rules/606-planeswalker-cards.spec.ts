import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 606: loyalty abilities of real planeswalkers, with their Oracle text from the bundled catalog:
 * each ability shape the loyalty grammar reads, activated on a board (606.4 cost, 606.3 once per
 * turn and sorcery timing, targets) and resolved (608.2), with illegal variants.
 */
const names = ['Jace Beleren', 'Nicol Bolas, Planeswalker', 'Dack Fayden', 'Kaya, Ghost Assassin', 'Ob Nixilis of the Black Oath'];
const cards = names.map(bundledCard);
const catalog = new InMemoryCatalog([...cards, ...['Grizzly Bears', 'Island', 'Mountain', 'Forest', 'Ornithopter'].map(bundledCard)]);
const answer = rulingsWith(catalog);
/** The index of a card's line that starts with `cost` (the ability index of `activate`). */
const line = (name: string, cost: string) =>
  bundledCard(name)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const library = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'Island' : 'Mountain'));

describe('606: planeswalkers whose every line is understood', () => {
  it.each(['Jace Beleren', 'Nicol Bolas, Planeswalker'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });
});

describe('Jace Beleren: "\u221210: Target player mills twenty cards." (701.17a, a number word up to twenty)', () => {
  const jace = (loyalty: number) => ({ id: 'j1', card: 'Jace Beleren', controller: 'alice', counters: { loyalty } });

  it("606.4, 701.17a: ten loyalty counters removed, the top twenty cards of the target player's library go to the graveyard", () => {
    const a = answer({
      state: board({ battlefield: [jace(11)] }, {}, { library: library(25) }),
      actions: [
        { type: 'activate', player: 'alice', source: 'j1', ability: line('Jace Beleren', '\u221210'), targets: ['bob'] },
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 1 }, loyaltyActivated: true });
    expect(a.state.players[1].graveyard).toHaveLength(20);
    expect(a.state.players[1].library).toHaveLength(5);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.17a']));
  });

  it('606.6: with fewer than ten loyalty counters the ability cannot be activated; nothing is milled', () => {
    const a = answer({
      state: board({ battlefield: [jace(9)] }, {}, { library: library(25) }),
      action: { type: 'activate', player: 'alice', source: 'j1', ability: line('Jace Beleren', '\u221210'), targets: ['bob'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(a.state.players[1].graveyard).toEqual([]);
  });

  it("606.3: not on the opponent's turn, and not a second loyalty ability in one turn", () => {
    const theirs = answer({
      state: board({ battlefield: [jace(11)], turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' } }),
      action: { type: 'activate', player: 'alice', source: 'j1', ability: line('Jace Beleren', '\u221210'), targets: ['bob'] },
    });
    expect(theirs.violations[0]).toMatchObject({ rule: '606.3' });
    const twice = answer({
      state: board({ battlefield: [{ ...jace(11), loyaltyActivated: true }] }),
      action: { type: 'activate', player: 'alice', source: 'j1', ability: line('Jace Beleren', '\u22121'), targets: ['bob'] },
    });
    expect(twice.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
  });

  it('115.1: a creature is not a target player', () => {
    const a = answer({
      state: board({ battlefield: [jace(11), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] }),
      action: { type: 'activate', player: 'alice', source: 'j1', ability: line('Jace Beleren', '\u221210'), targets: ['b1'] },
    });
    expect(a.violations.length).toBeGreaterThan(0);
    expect(a.state.battlefield.find((o) => o.id === 'j1')).toMatchObject({ counters: { loyalty: 11 } });
  });
});

describe('Nicol Bolas, Planeswalker \u22129: damage, then "That player discards seven cards, then sacrifices seven permanents." (608.2c)', () => {
  const bolas = { id: 'n1', card: 'Nicol Bolas, Planeswalker', controller: 'alice', counters: { loyalty: 10 } };
  const theirs = [
    { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
    { id: 'b2', card: 'Forest', controller: 'bob' },
    { id: 'b3', card: 'Ornithopter', controller: 'bob' },
  ];

  it('120.3, 701.9a, 701.21a: 7 damage to the player, who discards the whole hand of three and sacrifices all three permanents', () => {
    const a = answer({
      state: board({ battlefield: [bolas, ...theirs] }, {}, { hand: ['Island', 'Mountain', 'Grizzly Bears'] }),
      actions: [
        { type: 'activate', player: 'alice', source: 'n1', ability: line('Nicol Bolas, Planeswalker', '\u22129'), targets: ['bob'] },
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(13);
    expect(a.state.players[1].hand).toEqual([]);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['n1']);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 1 } });
    expect(a.state.players[1].graveyard).toHaveLength(6);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.9a', '701.21a']));
  });

  it('the player dealt damage is the one who discards and sacrifices: the controller keeps hand and permanents', () => {
    const a = answer({
      state: board(
        { battlefield: [bolas, { id: 'a1', card: 'Grizzly Bears', controller: 'alice' }] },
        { hand: ['Island'] },
        { hand: ['Mountain'] },
      ),
      actions: [
        { type: 'activate', player: 'alice', source: 'n1', ability: line('Nicol Bolas, Planeswalker', '\u22129'), targets: ['bob'] },
        ...passes(2),
      ],
    });
    expect(a.state.players[0].hand).toHaveLength(1);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['n1', 'a1']);
    expect(a.state.players[1].hand).toEqual([]);
  });
});

describe('two instructions in one sentence of a loyalty ability (608.2c)', () => {
  it('Dack Fayden +1: "Target player draws two cards, then discards two cards.": that player draws, then discards', () => {
    const a = answer({
      allowUnsupported: true,
      state: board(
        { battlefield: [{ id: 'd1', card: 'Dack Fayden', controller: 'alice', counters: { loyalty: 3 } }] },
        {},
        { hand: [], library: ['Island', 'Mountain', 'Forest'] },
      ),
      actions: [{ type: 'activate', player: 'alice', source: 'd1', ability: line('Dack Fayden', '+1'), targets: ['bob'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    // Two cards drawn, and with exactly two in hand both are discarded (701.9b: no choice to make).
    expect(a.state.players[1].graveyard.map((c) => c.card)).toEqual(['Island', 'Mountain']);
    expect(a.state.players[1].hand).toEqual([]);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 4 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['121.1', '701.9a']));
  });

  it('Kaya, Ghost Assassin \u22122: "Each opponent discards a card and you draw a card."', () => {
    const a = answer({
      allowUnsupported: true,
      state: board(
        { battlefield: [{ id: 'k1', card: 'Kaya, Ghost Assassin', controller: 'alice', counters: { loyalty: 5 } }] },
        { hand: [], library: ['Forest', 'Island'] },
        { hand: ['Mountain'] },
      ),
      actions: [{ type: 'activate', player: 'alice', source: 'k1', ability: line('Kaya, Ghost Assassin', '\u22122') }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].graveyard.map((c) => c.card)).toEqual(['Mountain']);
    expect(a.state.players[0].hand).toEqual([expect.objectContaining({ card: 'Forest' })]);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 3 } });
  });

  it('Ob Nixilis of the Black Oath +2: "Each opponent loses 1 life. You gain life equal to the life lost this way."', () => {
    const a = answer({
      allowUnsupported: true,
      state: board({ battlefield: [{ id: 'o1', card: 'Ob Nixilis of the Black Oath', controller: 'alice', counters: { loyalty: 3 } }] }),
      actions: [{ type: 'activate', player: 'alice', source: 'o1', ability: line('Ob Nixilis of the Black Oath', '+2') }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players.map((p) => p.life)).toEqual([21, 19]);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 5 } });
  });
});
