import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 701.24a: "[players] shuffle(s) their hand and / or graveyard into their library" on real cards: each player named
 * puts those cards into their own library (400.3) and shuffles it (701.24d: even with none to put in), then the
 * instructions after it (608.2c: "then draws seven cards").
 */
const GAINED = [
  'Jace, the Living Guildpact',
  'Timetwister',
  'Time Reversal',
  'Temporal Cascade',
  'Reminisce',
  'Mnemonic Nexus',
  'Learn from the Past',
  "Archangel's Light",
  "Feldon's Cane",
  'Cranial Archive',
  'Thran Foundry',
  'Primal Command',
];
const catalog = new InMemoryCatalog([...GAINED, 'Island', 'Plains', 'Grizzly Bears', 'Murder', 'Forest'].map(bundledCard));
const answer = rulingsWith(catalog);
type Zone = { id: string; card?: unknown }[];
const ids = (zone: unknown) => (zone as Zone).map((o) => o.id).sort();
const cards = (prefix: string, n: number, card = 'Forest') => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card }));
const lands = (n: number, card = 'Island') => Array.from({ length: n }, (_, i) => ({ id: `u${i}`, card, controller: 'alice' }));
const line = (name: string, cost: string) =>
  bundledCard(name)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));

describe('701.24a: these cards are understood in full', () => {
  it.each(GAINED)('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('Jace, the Living Guildpact \u22128: "Each player shuffles their hand and graveyard into their library. You draw seven cards."', () => {
  const minus8 = { type: 'activate', player: 'alice', source: 'j1', ability: line('Jace, the Living Guildpact', '\u22128') };
  const state = (loyalty: number) =>
    board(
      { battlefield: [{ id: 'j1', card: 'Jace, the Living Guildpact', controller: 'alice', counters: { loyalty } }] },
      { hand: cards('ah', 2), graveyard: cards('ag', 2, 'Murder'), library: cards('al', 4) },
      { hand: cards('bh', 1), graveyard: cards('bg', 3, 'Grizzly Bears'), library: cards('bl', 2) },
    );

  it('each hand and graveyard goes into its owner\u2019s library, shuffled; then alice alone draws seven', () => {
    const a = answer({ state: state(9), actions: [minus8, ...passes(2)] });
    expect(a.violations).toEqual([]);
    const [alice, bob] = a.state.players;
    expect(alice.graveyard).toEqual([]);
    expect(bob.graveyard).toEqual([]);
    expect(bob.hand).toEqual([]);
    // Bob's five cards and his two of library: his library, none drawn.
    expect(ids(bob.library)).toEqual(['bg0', 'bg1', 'bg2', 'bh0', 'bl0', 'bl1']);
    // Alice's eight cards: seven drawn, one left.
    expect(alice.hand).toHaveLength(7);
    expect([...ids(alice.hand), ...ids(alice.library)].sort()).toEqual(['ag0', 'ag1', 'ah0', 'ah1', 'al0', 'al1', 'al2', 'al3']);
    expect(a.state.battlefield.find((o) => o.id === 'j1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.24a', '121.1']));
    expect(cited(a).filter((r) => r === '701.24a')).toHaveLength(2);
  });

  it('704.5i: with eight loyalty Jace is put into the graveyard before the ability resolves, and is shuffled in with it', () => {
    const a = answer({ state: state(8), actions: [minus8, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'j1')).toBeUndefined();
    const alice = a.state.players[0];
    expect(alice.graveyard).toEqual([]);
    expect([...ids(alice.hand), ...ids(alice.library)]).toContain('j1');
    expect(ids(alice.hand).length + ids(alice.library).length).toBe(9);
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5i', '701.24a']));
  });

  it('606.6: with seven loyalty the \u22128 ability cannot be activated; nothing moves', () => {
    const a = answer({ state: state(7), action: minus8 });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(ids(a.state.players[1].graveyard)).toEqual(['bg0', 'bg1', 'bg2']);
  });
});

describe('Timetwister, Time Reversal: "Each player shuffles their hand and graveyard into their library, then draws seven cards."', () => {
  const casting = (spell: string, n: number) => ({
    state: board(
      { battlefield: lands(n) },
      { hand: [{ id: 's', card: spell }, ...cards('ah', 1)], graveyard: cards('ag', 2, 'Murder'), library: cards('al', 5) },
      { hand: cards('bh', 3), graveyard: cards('bg', 1, 'Grizzly Bears'), library: cards('bl', 4) },
    ),
    actions: [{ type: 'cast', player: 'alice', card: 's' }, ...passes(2)],
  });

  it('Timetwister: each player draws seven from their own new library; the spell itself goes to the graveyard after (608.2n)', () => {
    const a = answer(casting('Timetwister', 3));
    expect(a.violations).toEqual([]);
    const [alice, bob] = a.state.players;
    expect(alice.hand).toHaveLength(7);
    expect(alice.library).toHaveLength(1);
    expect([...ids(alice.hand), ...ids(alice.library)].sort()).toEqual(['ag0', 'ag1', 'ah0', 'al0', 'al1', 'al2', 'al3', 'al4']);
    expect(ids(alice.graveyard)).toEqual(['s']);
    expect(bob.hand).toHaveLength(7);
    expect(ids(bob.library).concat(ids(bob.hand)).sort()).toEqual(['bg0', 'bh0', 'bh1', 'bh2', 'bl0', 'bl1', 'bl2', 'bl3']);
    expect(bob.library).toHaveLength(1);
    expect(bob.graveyard).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.24a', '121.1', '608.2n']));
  });

  it('Time Reversal: the same, then "Exile CARDNAME": the spell is exiled, not put into the graveyard', () => {
    const a = answer(casting('Time Reversal', 5));
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].hand).toHaveLength(7);
    expect(a.state.players[0].graveyard).toEqual([]);
    expect(a.state.exile.map((o) => o.id)).toEqual(['s']);
  });
});

describe('"Target player shuffles their graveyard into their library." (Reminisce, Learn from the Past)', () => {
  const state = board(
    { battlefield: [...lands(4), { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] },
    {
      hand: [
        { id: 's', card: 'Reminisce' },
        { id: 'l', card: 'Learn from the Past' },
      ],
      graveyard: cards('ag', 2, 'Murder'),
    },
    { graveyard: cards('bg', 3, 'Grizzly Bears'), library: cards('bl', 2) },
  );

  it("Reminisce on bob: bob's graveyard goes into his library; alice's stays", () => {
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 's', targets: ['bob'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(ids(a.state.players[1].library)).toEqual(['bg0', 'bg1', 'bg2', 'bl0', 'bl1']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['ag0', 'ag1', 's']);
    expect(cited(a)).toContain('701.24a');
  });

  it('115.1: a creature is not a target player: Reminisce cannot be cast on the Bears', () => {
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 's', targets: ['gb'] } });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(ids(a.state.players[1].graveyard)).toEqual(['bg0', 'bg1', 'bg2']);
  });

  it('Learn from the Past on alice: her graveyard into her library, then she draws a card (the spell not among them)', () => {
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l', targets: ['alice'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    const alice = a.state.players[0];
    expect(ids(alice.graveyard)).toEqual(['l']);
    expect((alice.hand as Zone).map((o) => o.id)).toEqual(['s', expect.any(String)]);
    expect(ids(alice.library).length).toBe(30 + 2 - 1);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.24a', '121.1']));
  });
});

describe('Mnemonic Nexus, Archangel\u2019s Light', () => {
  it('Mnemonic Nexus: each player; 701.24d: bob, with an empty graveyard, shuffles too', () => {
    const a = answer({
      state: board(
        { battlefield: lands(4) },
        { hand: [{ id: 's', card: 'Mnemonic Nexus' }], graveyard: cards('ag', 2) },
        { library: cards('bl', 3) },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 's' }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['s']);
    expect(a.state.players[0].library).toHaveLength(32);
    expect(ids(a.state.players[1].library)).toEqual(['bl0', 'bl1', 'bl2']);
    const shuffles = a.trace.filter((t) => t.rule === '701.24a');
    expect(shuffles.map((t) => t.objects?.[0])).toEqual(['alice', 'bob']);
  });

  it('Archangel\u2019s Light: 2 life for each of her three cards, read before they are shuffled away (608.2c)', () => {
    const a = answer({
      state: board(
        { battlefield: lands(8, 'Plains') },
        { hand: [{ id: 's', card: "Archangel's Light" }], graveyard: cards('ag', 3), library: cards('al', 1) },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 's' }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(26);
    expect(ids(a.state.players[0].library)).toEqual(['ag0', 'ag1', 'ag2', 'al0']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['s']);
  });
});

describe('"{T}, Exile CARDNAME: Shuffle your graveyard into your library." (Feldon\u2019s Cane; Cranial Archive, Thran Foundry)', () => {
  it('Feldon\u2019s Cane: exiled as the cost (602.2b), so not shuffled in with the graveyard', () => {
    const a = answer({
      state: board(
        { battlefield: [{ id: 'fc', card: "Feldon's Cane", controller: 'alice' }] },
        { graveyard: cards('ag', 2), library: cards('al', 1) },
      ),
      actions: [{ type: 'activate', player: 'alice', source: 'fc', ability: 0 }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.exile.map((o) => o.id)).toEqual(['fc']);
    expect(ids(a.state.players[0].library)).toEqual(['ag0', 'ag1', 'al0']);
    expect(a.state.players[0].graveyard).toEqual([]);
  });

  it('Cranial Archive on bob: his graveyard into his library, then alice draws a card', () => {
    const a = answer({
      state: board(
        { battlefield: [{ id: 'ca', card: 'Cranial Archive', controller: 'alice' }, ...lands(2)] },
        { library: cards('al', 2) },
        { graveyard: cards('bg', 2), library: cards('bl', 1) },
      ),
      actions: [{ type: 'activate', player: 'alice', source: 'ca', ability: 0, targets: ['bob'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[1].library)).toEqual(['bg0', 'bg1', 'bl0']);
    expect(a.state.players[0].hand).toHaveLength(1);
    expect(a.state.exile.map((o) => o.id)).toEqual(['ca']);
  });
});
