import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';

/**
 * 606: loyalty abilities of real planeswalkers, with their Oracle text from the bundled catalog:
 * each ability shape the loyalty grammar reads, activated on a board (606.4 cost, 606.3 once per
 * turn and sorcery timing, targets) and resolved (608.2), with illegal variants.
 */
const names = [
  'Gideon, Ally of Zendikar',
  'Gideon Jura',
  'Jace Beleren',
  'Nicol Bolas, Planeswalker',
  'Dack Fayden',
  'Kaya, Ghost Assassin',
  'Ob Nixilis of the Black Oath',
];
const cards = names.map(bundledCard);
const catalog = new InMemoryCatalog([
  ...cards,
  ...['Grizzly Bears', 'Island', 'Mountain', 'Forest', 'Ornithopter', 'Lightning Bolt', 'Hill Giant'].map(bundledCard),
]);
const answer = rulingsWith(catalog);
/** The index of a card's line that starts with `cost` (the ability index of `activate`). */
const line = (name: string, cost: string) =>
  bundledCard(name)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const library = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'Island' : 'Mountain'));

describe('606: planeswalkers whose every line is understood', () => {
  it.each(['Gideon, Ally of Zendikar', 'Jace Beleren', 'Nicol Bolas, Planeswalker'])('%s is understood in full', (name) => {
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

describe('Gideon, Ally of Zendikar +1: a planeswalker that becomes a creature (613.1d, 205.1b) and is dealt no damage this turn (615.1a)', () => {
  const plusOne = line('Gideon, Ally of Zendikar', '+1');
  const gideon = (more: Record<string, unknown> = {}) => ({
    id: 'g1',
    card: 'Gideon, Ally of Zendikar',
    controller: 'alice',
    counters: { loyalty: 4 },
    ...more,
  });
  const activate = { type: 'activate', player: 'alice', source: 'g1', ability: plusOne };

  it('606.4, 613.1d, 205.1b, 613.4b, 613.1f: a 5/5 Human Soldier Ally creature with indestructible, still a Gideon planeswalker', () => {
    const a = answer({ state: board({ battlefield: [gideon()] }), actions: [activate, ...passes(2)] });
    expect(a.violations).toEqual([]);
    const g = a.state.battlefield[0];
    expect(g).toMatchObject({ counters: { loyalty: 5 }, loyaltyActivated: true });
    expect(g.characteristics).toMatchObject({ power: 5, toughness: 5 });
    expect(g.characteristics?.types).toEqual(expect.arrayContaining(['Planeswalker', 'Creature']));
    expect(g.characteristics?.subtypes).toEqual(expect.arrayContaining(['Gideon', 'Human', 'Soldier', 'Ally']));
    expect(g.characteristics?.abilities).toEqual(expect.arrayContaining(['Indestructible']));
    expect(a.state.effects.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['add-types', 'set-pt', 'add-keyword', 'prevent-all-damage']),
    );
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '613.1d', '615.1a']));
  });

  it('615.1a: a Lightning Bolt at him that turn is prevented: no loyalty counter removed (120.3c), no damage marked (120.3e)', () => {
    const a = answer({
      state: board(
        {
          battlefield: [gideon(), { id: 'm1', card: 'Mountain', controller: 'bob' }],
        },
        {},
        { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
      ),
      actions: [
        activate,
        ...passes(2),
        // alice holds priority no more: bob answers in the main phase, after she passes.
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['g1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ counters: { loyalty: 5 } });
    expect(a.state.battlefield.find((o) => o.id === 'g1')?.damage ?? 0).toBe(0);
    expect(cited(a)).toContain('615.1a');
  });

  it("without the ability, the same Bolt removes three loyalty counters (306.8): the prevention is the ability's", () => {
    const a = answer({
      state: board(
        { battlefield: [gideon(), { id: 'm1', card: 'Mountain', controller: 'bob' }] },
        {},
        { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
      ),
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['g1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ counters: { loyalty: 1 } });
  });

  it('508.1a, 510.1: he attacks as a creature; a blocking Hill Giant deals him no damage, he deals it 5', () => {
    const a = answer({
      state: board({ battlefield: [gideon(), { id: 'h1', card: 'Hill Giant', controller: 'bob' }] }),
      actions: [
        activate,
        ...passes(6),
        { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'g1', attacking: 'bob' }] },
        ...passes(2),
        { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'h1', blocking: ['g1'] }] },
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['g1']);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 5 } });
    expect(a.state.players[1].graveyard.map((c) => c.card)).toEqual(['Hill Giant']);
  });

  it('302.6: a Gideon that came under her control this turn cannot attack, creature though he is', () => {
    const a = answer({
      state: board({ battlefield: [gideon({ summoningSick: true }), { id: 'a1', card: 'Grizzly Bears', controller: 'alice' }] }),
      actions: [activate, ...passes(6), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'g1', attacking: 'bob' }] }],
    });
    expect(a.violations[0]).toMatchObject({ code: 'SUMMONING_SICK', rule: '302.6' });
  });

  it('514.2: at the cleanup step both effects end: on the next turn he is a planeswalker only, 5 loyalty', () => {
    const a = answer({
      state: board({ battlefield: [gideon()] }),
      actions: [activate, ...passes(6), { type: 'declareAttackers', player: 'alice', attackers: [] }, ...passes(8)],
    });
    expect(a.violations).toEqual([]);
    const g = a.state.battlefield[0];
    expect(a.state.turn.number).toBe(4);
    expect(g.characteristics?.types).toEqual(['Planeswalker']);
    expect(a.state.effects).toEqual([]);
  });

  it('606.3: an instant-speed activation (in combat) is illegal, and nothing changes', () => {
    const a = answer({
      state: board({ battlefield: [gideon()], turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } }),
      action: activate,
    });
    expect(a.violations[0]).toMatchObject({ rule: '606.3' });
    expect(a.state.effects).toEqual([]);
  });
});

describe('Arlinn Kord +1: "Until end of turn, up to one target creature gets +2/+2 and gains vigilance and haste." (613.1f, 613.4c, 115.6)', () => {
  const arlinn = { id: 'a1', card: 'Arlinn Kord', controller: 'alice', counters: { loyalty: 3 } };
  const plusOne = line('Arlinn Kord', '+1');
  // A double-faced card: the whole catalog knows both faces.
  const whole = rulingsWith(bundledCatalog());

  it('613.4c, 613.1f: the target creature is 4/4 with vigilance and haste until end of turn; one more loyalty counter', () => {
    const a = whole({
      allowUnsupported: true,
      state: board({ battlefield: [arlinn, { id: 'b1', card: 'Grizzly Bears', controller: 'alice' }] }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: plusOne, targets: ['b1'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const bears = a.state.battlefield.find((o) => o.id === 'b1');
    expect(bears?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(bears?.characteristics?.abilities).toEqual(['Vigilance', 'Haste']);
    expect(a.state.battlefield.find((o) => o.id === 'a1')).toMatchObject({ counters: { loyalty: 4 } });
  });

  it('115.6: with no target chosen it still resolves: the loyalty counter is put, nothing else happens', () => {
    const a = whole({
      allowUnsupported: true,
      state: board({ battlefield: [arlinn, { id: 'b1', card: 'Grizzly Bears', controller: 'alice' }] }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: plusOne, targets: [] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(a.state.battlefield.find((o) => o.id === 'a1')).toMatchObject({ counters: { loyalty: 4 } });
  });

  it('115.1: a land is not a target creature; the ability is not activated', () => {
    const a = whole({
      allowUnsupported: true,
      state: board({ battlefield: [arlinn, { id: 'f1', card: 'Forest', controller: 'alice' }] }),
      action: { type: 'activate', player: 'alice', source: 'a1', ability: plusOne, targets: ['f1'] },
    });
    expect(a.violations.length).toBeGreaterThan(0);
    expect(a.state.battlefield.find((o) => o.id === 'a1')).toMatchObject({ counters: { loyalty: 3 } });
  });
});
