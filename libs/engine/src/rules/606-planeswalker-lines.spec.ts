import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { attack, block, combatBoard } from '../testing/combat-cards';
import { bundledCard } from '../testing/bundled-catalog';
import { compiledTestWalker as compileTestWalker } from '../testing/template-cards';

/**
 * 606: loyalty abilities of real planeswalkers whose lines the shared grammar reads (quantity,
 * tokens, library search), activated on a board (606.4 cost, 606.3 once each turn, 606.6 not
 * more loyalty than it has) and resolved (608.2), with their illegal variants.
 */
const names = [
  'Garruk, Primal Hunter',
  'Nissa Revane',
  'Sorin, Solemn Visitor',
  'Garruk, Apex Predator',
  'Elspeth, Knight-Errant',
  'Liliana Vess',
  'Ajani Unyielding',
  'Arlinn Kord',
  'Arlinn, Embraced by the Moon',
  'Saheeli Rai',
  'Koth of the Hammer',
  'Venser, the Sojourner',
  'Tezzeret, Agent of Bolas',
  'Liliana, the Last Hope',
];
const catalog = new InMemoryCatalog([
  ...names.map(bundledCard),
  ...[
    "Nissa's Chosen",
    'Grizzly Bears',
    'Hill Giant',
    'Forest',
    'Island',
    'Llanowar Elves',
    'Mountain',
    'Stone Rain',
    'Murder',
    'Swamp',
    'Ornithopter',
    'Millstone',
    'Sol Ring',
  ].map(bundledCard),
]);
const answer = rulingsWith(catalog);
/** The index of a card's line that starts with `cost` (the ability index of `activate`). */
const line = (name: string, cost: string) =>
  bundledCard(name)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const choose = (a: { decision: { id: string } | null }, choice: string[], player = 'alice') => ({
  type: 'choose',
  player,
  decision: a.decision?.id,
  choice,
});

describe('606: these planeswalkers are understood in full', () => {
  it.each(names)('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('Garruk, Primal Hunter \u22123: "Draw cards equal to the greatest power among creatures you control." (608.2h)', () => {
  const garruk = (loyalty: number, extra: Record<string, unknown> = {}) => ({
    id: 'g1',
    card: 'Garruk, Primal Hunter',
    controller: 'alice',
    counters: { loyalty },
    ...extra,
  });
  const minus3 = { type: 'activate', player: 'alice', source: 'g1', ability: line('Garruk, Primal Hunter', '\u22123') };
  const library = Array.from({ length: 10 }, () => 'Forest');

  it("606.4, 121.1: three counters removed; alice draws 3, her Hill Giant's power (not her Bears', nor bob's bigger creature)", () => {
    const a = answer({
      state: board(
        {
          battlefield: [
            garruk(4),
            { id: 'h1', card: 'Hill Giant', controller: 'alice' },
            { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
            { id: 'o1', card: 'Hill Giant', controller: 'bob', counters: { '+1/+1': 2 } },
          ],
        },
        { library },
      ),
      actions: [minus3, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ counters: { loyalty: 1 }, loyaltyActivated: true });
    expect(a.state.players[0].hand).toHaveLength(3);
    expect(a.state.players[0].library).toHaveLength(7);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '121.1']));
  });

  it('608.2h: the power is read as the ability resolves: with no creature of hers then, she draws nothing', () => {
    const a = answer({
      state: board({ battlefield: [garruk(4), { id: 'o1', card: 'Hill Giant', controller: 'bob' }] }, { library }),
      actions: [minus3, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].hand).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ counters: { loyalty: 1 } });
  });

  it('606.6: with two loyalty counters the \u22123 ability cannot be activated; nothing is drawn', () => {
    const a = answer({
      state: board({ battlefield: [garruk(2), { id: 'h1', card: 'Hill Giant', controller: 'alice' }] }, { library }),
      action: minus3,
    });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(a.state.players[0].hand).toEqual([]);
  });
});

describe('Garruk, Primal Hunter \u22126: "Create a 6/6 green Wurm creature token for each land you control." (111.1, 608.2h)', () => {
  const minus6 = { type: 'activate', player: 'alice', source: 'g1', ability: line('Garruk, Primal Hunter', '\u22126') };
  const lands = [
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'f2', card: 'Forest', controller: 'alice' },
    { id: 'i1', card: 'Island', controller: 'alice' },
    { id: 'f3', card: 'Forest', controller: 'bob' },
  ];

  it("111.1: one 6/6 green Wurm token for each of her three lands (not for bob's); six counters removed", () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'g1', card: 'Garruk, Primal Hunter', controller: 'alice', counters: { loyalty: 7 } }, ...lands] }),
      actions: [minus6, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const wurms = a.state.battlefield.filter((o) => o.token === true);
    expect(wurms).toHaveLength(3);
    expect(wurms.every((o) => o.controller === 'alice')).toBe(true);
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '111.2']));
  });

  it('606.3: a second loyalty ability of Garruk in the same turn is refused; no Wurm is created', () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'g1', card: 'Garruk, Primal Hunter', controller: 'alice', counters: { loyalty: 7 }, loyaltyActivated: true },
          ...lands,
        ],
      }),
      action: minus6,
    });
    expect(a.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
    expect(a.state.battlefield.filter((o) => o.token === true)).toEqual([]);
  });
});

describe('Nissa Revane +1: "Search your library for a card named Nissa\'s Chosen and put it onto the battlefield." (201.2, 701.23a)', () => {
  const nissa = (extra: Record<string, unknown> = {}) => ({
    id: 'n1',
    card: 'Nissa Revane',
    controller: 'alice',
    counters: { loyalty: 2 },
    ...extra,
  });
  const plus1 = { type: 'activate', player: 'alice', source: 'n1', ability: line('Nissa Revane', '+1') };
  const library = ['Forest', 'Llanowar Elves', "Nissa's Chosen", 'Island'];

  it("701.23a: only the card named Nissa's Chosen may be found; it enters under alice's control, then her library is shuffled", () => {
    const a = answer({ state: board({ battlefield: [nissa()] }, { library }), actions: [plus1, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseSearch', rule: '701.23a', options: ['alice.library.2'] });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.2']) });
    expect(d.violations).toEqual([]);
    const chosen = d.state.battlefield.find((o) => o.id !== 'n1');
    expect(chosen).toMatchObject({ card: "Nissa's Chosen", controller: 'alice' });
    expect(d.state.battlefield.find((o) => o.id === 'n1')).toMatchObject({ counters: { loyalty: 3 } });
    expect(d.state.players[0].library).toHaveLength(3);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23a', '701.24a']));
  });

  it('701.23a: another card (an Elf, not named so) is not a legal choice', () => {
    const a = answer({ state: board({ battlefield: [nissa()] }, { library }), actions: [plus1, ...passes(2)] });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.1']) });
    expect(d.violations.length).toBeGreaterThan(0);
    expect(d.state.battlefield.map((o) => o.id)).toEqual(['n1']);
  });

  it("606.3: not during the opponent's turn", () => {
    const a = answer({
      state: board({ battlefield: [nissa()], turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' } }, { library }),
      action: plus1,
    });
    expect(a.violations[0]).toMatchObject({ rule: '606.3' });
    expect(a.state.battlefield.find((o) => o.id === 'n1')).toMatchObject({ counters: { loyalty: 2 } });
  });
});

describe('Sorin, Solemn Visitor +1: "Until your next turn, creatures you control get +1/+0 and gain lifelink." (611.2a)', () => {
  const sorin = (extra: Record<string, unknown> = {}) => ({
    id: 's1',
    card: 'Sorin, Solemn Visitor',
    controller: 'alice',
    counters: { loyalty: 4 },
    ...extra,
  });
  const plus1 = { type: 'activate', player: 'alice', source: 's1', ability: line('Sorin, Solemn Visitor', '+1') };
  const bears = [
    { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
    { id: 'o1', card: 'Grizzly Bears', controller: 'bob' },
  ];
  const resolved = () => answer({ state: board({ battlefield: [sorin(), ...bears] }), actions: [plus1, ...passes(2)] });

  it('606.4, 611.2c: one counter added; her creatures get +1/+0 and lifelink, effects that last until her next turn', () => {
    const a = resolved();
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 's1')).toMatchObject({ counters: { loyalty: 5 }, loyaltyActivated: true });
    const effects = a.state.effects as { kind: string; affects: string[]; duration: string }[];
    expect(effects.map((e) => [e.kind, e.affects, e.duration])).toEqual(
      expect.arrayContaining([
        ['add-keyword', ['b1'], 'until-your-next-turn'],
        ['modify-pt', ['b1'], 'until-your-next-turn'],
      ]),
    );
    expect(effects).toHaveLength(2);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '611.2a']));
  });

  it("514.2: they outlast alice's cleanup step and last through bob's turn", () => {
    const a = resolved();
    const end = answer({
      state: { ...a.state, turn: { ...(a.state.turn as object), step: 'end', priority: 'alice', passed: [] } },
      actions: passes(2),
    });
    expect(end.violations).toEqual([]);
    expect(end.state.turn).toMatchObject({ active: 'bob' });
    expect(end.state.effects).toHaveLength(2);
  });

  it("611.2a: as alice's next turn begins, they end", () => {
    const a = resolved();
    const bobsEnd = answer({
      state: { ...a.state, turn: { number: 4, active: 'bob', step: 'end', priority: 'bob', passed: [] } },
      actions: passes(2, 'bob', 'alice'),
    });
    expect(bobsEnd.violations).toEqual([]);
    expect(bobsEnd.state.turn).toMatchObject({ active: 'alice', number: 5 });
    expect(bobsEnd.state.effects).toEqual([]);
    expect(cited(bobsEnd)).toEqual(expect.arrayContaining(['611.2a']));
  });

  it('606.3: a second loyalty ability of Sorin in the same turn is refused; no effect begins', () => {
    const a = answer({ state: board({ battlefield: [sorin({ loyaltyActivated: true }), ...bears] }), action: plus1 });
    expect(a.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
    expect(a.state.effects).toEqual([]);
  });
});

describe('Garruk, Apex Predator \u22128: target opponent gets an emblem with "Whenever a creature attacks you, it gets +5/+5 and gains trample until end of turn." (114.2, 603.2)', () => {
  const apex = 'Garruk, Apex Predator';
  const EMBLEM = 'Whenever a creature attacks you, it gets +5/+5 and gains trample until end of turn.';
  const minus8 = { type: 'activate', player: 'alice', source: 'g1', ability: line(apex, '\u22128'), targets: ['bob'] };

  it('114.2, 606.4: eight counters removed (Garruk dies, 704.5i); bob gets the emblem in the command zone', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'g1', card: apex, controller: 'alice', counters: { loyalty: 8 } }] }),
      actions: [minus8, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.command).toEqual([{ id: 'bob.emblem', owner: 'bob', emblem: EMBLEM, source: apex }]);
    expect(a.state.battlefield).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '114.2']));
  });

  it('115.1: alice cannot give the emblem to herself; 606.6: not with seven counters', () => {
    const self = answer({
      state: board({ battlefield: [{ id: 'g1', card: apex, controller: 'alice', counters: { loyalty: 8 } }] }),
      action: { ...minus8, targets: ['alice'] },
    });
    expect(self.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const seven = answer({
      state: board({ battlefield: [{ id: 'g1', card: apex, controller: 'alice', counters: { loyalty: 7 } }] }),
      action: minus8,
    });
    expect(seven.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(seven.state.command).toEqual([]);
  });

  const emblemBoard = (field: Record<string, unknown>[]) => combatBoard(field, { command: [{ id: 'em', owner: 'bob', emblem: EMBLEM }] });

  it("603.2, 114.4: alice's Bears attack bob: bob's emblem triggers; resolved, the Bears are 7/7 with trample until end of turn", () => {
    const asked = answer({ state: emblemBoard([{ id: 'b1', card: 'Grizzly Bears', controller: 'alice' }]), actions: passes(2) });
    const a = answer({ state: asked.state, actions: [attack('b1'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    const effects = a.state.effects as { kind: string; affects: string[]; power: number; keyword?: string; controller: string }[];
    expect(effects.find((e) => e.kind === 'modify-pt')).toMatchObject({ affects: ['b1'], power: 5, controller: 'bob' });
    expect(effects.find((e) => e.kind === 'add-keyword')).toMatchObject({ affects: ['b1'], keyword: 'trample' });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2']));
  });

  it('506.3: a creature attacking a planeswalker bob controls does not attack bob: no trigger', () => {
    const field = [
      { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'p1', card: 'Garruk, Primal Hunter', controller: 'bob', counters: { loyalty: 3 } },
    ];
    const asked = answer({ state: emblemBoard(field), actions: passes(2) });
    const a = answer({ state: asked.state, actions: [attack(['b1', 'p1'])] });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(a.state.effects).toEqual([]);
  });

  it("114.4: the emblem triggers for its owner only: with the emblem alice's, her own attack on bob does not trigger it", () => {
    const own = combatBoard([{ id: 'b1', card: 'Grizzly Bears', controller: 'alice' }], {
      command: [{ id: 'em', owner: 'alice', emblem: EMBLEM }],
    });
    const asked = answer({ state: own, actions: passes(2) });
    const a = answer({ state: asked.state, actions: [attack('b1')] });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
  });
});

describe('Elspeth, Knight-Errant \u22128: "You get an emblem with "Artifacts, creatures, enchantments, and lands you control have indestructible."" (114.2, 702.12b)', () => {
  const EMBLEM = 'Artifacts, creatures, enchantments, and lands you control have indestructible.';
  const minus8 = { type: 'activate', player: 'alice', source: 'e1', ability: line('Elspeth, Knight-Errant', '\u22128') };

  it('114.2, 606.4: eight counters removed; alice gets the emblem', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'e1', card: 'Elspeth, Knight-Errant', controller: 'alice', counters: { loyalty: 9 } }] }),
      actions: [minus8, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.command).toEqual([{ id: 'alice.emblem', owner: 'alice', emblem: EMBLEM, source: 'Elspeth, Knight-Errant' }]);
    expect(a.state.battlefield[0]).toMatchObject({ id: 'e1', counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '114.2']));
  });

  it('606.6: not with seven loyalty counters; no emblem', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'e1', card: 'Elspeth, Knight-Errant', controller: 'alice', counters: { loyalty: 7 } }] }),
      action: minus8,
    });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(a.state.command).toEqual([]);
  });

  const withEmblem = (extra: Record<string, unknown>[], bobHand: string[]) =>
    board(
      {
        battlefield: [
          { id: 'f1', card: 'Forest', controller: 'alice' },
          { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'm1', card: 'Mountain', controller: 'bob' },
          { id: 'm2', card: 'Mountain', controller: 'bob' },
          { id: 'm3', card: 'Mountain', controller: 'bob' },
          { id: 's1', card: 'Swamp', controller: 'bob' },
          { id: 's2', card: 'Swamp', controller: 'bob' },
          { id: 's3', card: 'Swamp', controller: 'bob' },
          ...extra,
        ],
        command: [{ id: 'em', owner: 'alice', emblem: EMBLEM }],
        turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: bobHand },
    );

  it("702.12b: bob's Stone Rain and Murder do not destroy alice's Forest and Bears (indestructible from the emblem)", () => {
    const a = answer({
      state: withEmblem([], ['Stone Rain', 'Murder']),
      actions: [
        { type: 'cast', player: 'bob', card: 'bob.hand.0', targets: ['f1'], payment: { tap: ['m1', 'm2', 'm3'] } },
        ...passes(2, 'bob', 'alice'),
        { type: 'cast', player: 'bob', card: 'bob.hand.1', targets: ['g1'], payment: { tap: ['s1', 's2', 's3'] } },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(expect.arrayContaining(['f1', 'g1']));
    expect(a.state.players[1].graveyard).toHaveLength(2);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.12b']));
  });

  it("114.4: the emblem is alice's: bob's own Bears are destroyed by his Murder", () => {
    const a = answer({
      state: withEmblem([{ id: 'b2', card: 'Grizzly Bears', controller: 'bob' }], ['Murder']),
      actions: [
        { type: 'cast', player: 'bob', card: 'bob.hand.0', targets: ['b2'], payment: { tap: ['s1', 's2', 's3'] } },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('b2');
  });
});

describe('Liliana Vess \u22128: "Put all creature cards from all graveyards onto the battlefield under your control." (110.2, 400.1)', () => {
  const minus8 = { type: 'activate', player: 'alice', source: 'l1', ability: line('Liliana Vess', '\u22128') };
  const graveyards = (loyalty: number) =>
    board(
      { battlefield: [{ id: 'l1', card: 'Liliana Vess', controller: 'alice', counters: { loyalty } }] },
      { graveyard: ['Grizzly Bears', 'Forest'] },
      { graveyard: ['Hill Giant', 'Llanowar Elves', 'Island'] },
    );

  it("110.2: every creature card of both graveyards enters under alice's control; the lands stay; Liliana, at 0, is put into the graveyard (704.5i)", () => {
    const a = answer({ state: graveyards(8), actions: [minus8, ...passes(2)] });
    expect(a.violations).toEqual([]);
    const field = a.state.battlefield as { card: string; controller: string; owner?: string }[];
    expect(field.map((o) => o.card).sort()).toEqual(['Grizzly Bears', 'Hill Giant', 'Llanowar Elves']);
    expect(field.every((o) => o.controller === 'alice')).toBe(true);
    expect((a.state.players[0].graveyard as { card: string }[]).map((o) => o.card).sort()).toEqual(['Forest', 'Liliana Vess']);
    expect((a.state.players[1].graveyard as { card: string }[]).map((o) => o.card)).toEqual(['Island']);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '110.2', '704.5i']));
  });

  it('606.6: with seven loyalty counters it cannot be activated; the graveyards stay as they are', () => {
    const a = answer({ state: graveyards(7), action: minus8 });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(a.state.players[1].graveyard).toHaveLength(3);
  });

  it('606.3: a loyalty ability of hers already activated this turn: refused', () => {
    const state = graveyards(9) as { battlefield: Record<string, unknown>[] };
    state.battlefield[0].loyaltyActivated = true;
    const a = answer({ state, action: minus8 });
    expect(a.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
  });
});

describe('Ajani Unyielding \u22129: "Put five +1/+1 counters on each creature you control and five loyalty counters on each other planeswalker you control." (122.1, 608.2c)', () => {
  const minus9 = { type: 'activate', player: 'alice', source: 'a1', ability: line('Ajani Unyielding', '\u22129') };
  const ajani = (loyalty: number) => ({ id: 'a1', card: 'Ajani Unyielding', controller: 'alice', counters: { loyalty } });
  const others = [
    { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
    { id: 'l1', card: 'Liliana Vess', controller: 'alice', counters: { loyalty: 3 } },
    { id: 'h1', card: 'Hill Giant', controller: 'bob' },
  ];

  it("606.4, 122.1: nine counters removed; alice's Bears get five +1/+1 counters, her other planeswalker five loyalty counters, not Ajani itself nor bob's Giant", () => {
    const a = answer({ state: board({ battlefield: [ajani(10), ...others] }), actions: [minus9, ...passes(2)] });
    expect(a.violations).toEqual([]);
    const at = (id: string) => a.state.battlefield.find((o) => o.id === id);
    expect(at('a1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(at('g1')).toMatchObject({ counters: { '+1/+1': 5 } });
    expect(at('l1')).toMatchObject({ counters: { loyalty: 8 } });
    expect(at('h1')?.counters ?? {}).toEqual({});
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '122.1']));
  });

  it('606.6: not with eight loyalty counters; no counter is put', () => {
    const a = answer({ state: board({ battlefield: [ajani(8), ...others] }), action: minus9 });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(a.state.battlefield.find((o) => o.id === 'g1')?.counters ?? {}).toEqual({});
  });
});

describe('Arlinn, Embraced by the Moon \u22126: "You get an emblem with "Creatures you control have haste and \u2018{T}: This creature deals damage equal to its power to any target.\u2019"" (114.2, 613.1f)', () => {
  const EMBLEM = "Creatures you control have haste and \u2018{T}: This creature deals damage equal to its power to any target.'";
  const arlinn = (loyalty: number) => ({ id: 'k1', card: 'Arlinn Kord', transformed: true, controller: 'alice', counters: { loyalty } });
  const minus6 = { type: 'activate', player: 'alice', source: 'k1', ability: line('Arlinn, Embraced by the Moon', '\u22126') };

  it('114.2, 606.4: six counters removed from the transformed Arlinn; alice gets the emblem', () => {
    const a = answer({ state: board({ battlefield: [arlinn(7)] }), actions: [minus6, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.command).toEqual([{ id: 'alice.emblem', owner: 'alice', emblem: EMBLEM, source: 'Arlinn, Embraced by the Moon' }]);
    expect(a.state.battlefield[0]).toMatchObject({ id: 'k1', counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '114.2']));
  });

  it('606.6: not with five loyalty counters; no emblem', () => {
    const a = answer({ state: board({ battlefield: [arlinn(5)] }), action: minus6 });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(a.state.command).toEqual([]);
  });

  const withEmblem = (owner: string) =>
    board({
      battlefield: [
        { id: 'h1', card: 'Hill Giant', controller: 'alice', summoningSick: true },
        { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
      ],
      command: [{ id: 'em', owner, emblem: EMBLEM }],
    });
  const ping = (target: string) => ({ type: 'activate', player: 'alice', source: 'h1', ability: 0, targets: [target] });

  it("613.1f, 702.10b: alice's Hill Giant, come under her control this turn, has haste and the quoted ability: {T}, 3 damage to bob", () => {
    const a = answer({ state: withEmblem('alice'), actions: [ping('bob'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(17);
    expect(a.state.battlefield.find((o) => o.id === 'h1')).toMatchObject({ tapped: true });
    expect(a.state.battlefield.find((o) => o.id === 'h1')?.characteristics?.abilities).toEqual(
      expect.arrayContaining(['Haste', '{T}: This creature deals damage equal to its power to any target.']),
    );
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a']));
  });

  it("114.4: the emblem is bob's: alice's Giant has no such ability to activate; nothing is dealt", () => {
    const a = answer({ state: withEmblem('bob'), action: ping('bob') });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'NO_SUCH_ABILITY', rule: '602.1' });
    expect(a.state.players[1].life).toBe(20);
  });
});

describe('Saheeli Rai \u22127: "Search your library for up to three artifact cards with different names, put them onto the battlefield, then shuffle your library." (201.2b, 701.23a)', () => {
  const saheeli = (loyalty: number) => ({ id: 's1', card: 'Saheeli Rai', controller: 'alice', counters: { loyalty } });
  const minus7 = { type: 'activate', player: 'alice', source: 's1', ability: line('Saheeli Rai', '\u22127') };
  const library = ['Ornithopter', 'Island', 'Ornithopter', 'Millstone', 'Sol Ring'];
  const searched = () => answer({ state: board({ battlefield: [saheeli(8)] }, { library }), actions: [minus7, ...passes(2)] });

  it("701.23a: the artifact cards may be found; three with different names enter under alice's control, then her library is shuffled", () => {
    const a = searched();
    expect(a.violations).toEqual([]);
    expect(a.decision).toMatchObject({
      player: 'alice',
      kind: 'chooseSearch',
      options: ['alice.library.0', 'alice.library.2', 'alice.library.3', 'alice.library.4'],
    });
    const d = answer({ state: a.state, action: choose(a, ['alice.library.0', 'alice.library.3', 'alice.library.4']) });
    expect(d.violations).toEqual([]);
    expect(d.state.battlefield.map((o) => o.card).sort()).toEqual(['Millstone', 'Ornithopter', 'Saheeli Rai', 'Sol Ring']);
    expect(d.state.battlefield.find((o) => o.id === 's1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(d.state.players[0].library).toHaveLength(2);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.23a', '701.24a']));
  });

  it('201.2b: two Ornithopters have a name in common: refused, nothing enters', () => {
    const a = searched();
    const d = answer({ state: a.state, action: choose(a, ['alice.library.0', 'alice.library.2']) });
    expect(d.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '201.2b' });
    expect(d.state.battlefield.map((o) => o.id)).toEqual(['s1']);
  });

  it('701.23a: the Island is no artifact card; 606.6: not with six loyalty counters', () => {
    const a = searched();
    const d = answer({ state: a.state, action: choose(a, ['alice.library.1']) });
    expect(d.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.23a' });
    const low = answer({ state: board({ battlefield: [saheeli(6)] }, { library }), action: minus7 });
    expect(low.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
  });
});

describe('Koth of the Hammer \u22122: "Add {R} for each Mountain you control." (608.2h, 106.4)', () => {
  const koth = (loyalty: number) => ({ id: 'k1', card: 'Koth of the Hammer', controller: 'alice', counters: { loyalty } });
  const minus2 = { type: 'activate', player: 'alice', source: 'k1', ability: line('Koth of the Hammer', '\u22122') };
  const lands = [
    { id: 'm1', card: 'Mountain', controller: 'alice' },
    { id: 'm2', card: 'Mountain', controller: 'alice', tapped: true },
    { id: 'm3', card: 'Mountain', controller: 'alice' },
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'm4', card: 'Mountain', controller: 'bob' },
  ];

  it("608.2h: counted as it resolves: alice's three Mountains (tapped or not), not her Forest nor bob's Mountain: {R}{R}{R}", () => {
    const a = answer({ state: board({ battlefield: [koth(3), ...lands] }), actions: [minus2, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].manaPool).toBe('{R}{R}{R}');
    expect(a.state.battlefield.find((o) => o.id === 'k1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '608.2h']));
  });

  it('606.6: not with one loyalty counter; no mana', () => {
    const a = answer({ state: board({ battlefield: [koth(1), ...lands] }), action: minus2 });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(a.state.players[0].manaPool ?? '').toBe('');
  });
});

describe('Koth of the Hammer \u22125: "You get an emblem with "Mountains you control have \u2018{T}: This land deals 1 damage to any target.\u2019"" (114.2, 613.1f)', () => {
  const EMBLEM = "Mountains you control have \u2018{T}: This land deals 1 damage to any target.'";
  const state = (owner: string) =>
    board({
      battlefield: [
        { id: 'm1', card: 'Mountain', controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'alice' },
        { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
      ],
      command: [{ id: 'em', owner, emblem: EMBLEM }],
    });

  it('114.2, 606.4: five counters removed; alice gets the emblem', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'k1', card: 'Koth of the Hammer', controller: 'alice', counters: { loyalty: 5 } }] }),
      actions: [{ type: 'activate', player: 'alice', source: 'k1', ability: line('Koth of the Hammer', '\u22125') }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.command).toEqual([{ id: 'alice.emblem', owner: 'alice', emblem: EMBLEM, source: 'Koth of the Hammer' }]);
  });

  it("613.1f: alice's Mountain has the quoted ability beside its own (305.6): tapped, 1 damage to bob's Bears", () => {
    const a = answer({
      state: state('alice'),
      actions: [{ type: 'activate', player: 'alice', source: 'm1', ability: 1, targets: ['g1'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ damage: 1 });
    expect(a.state.battlefield.find((o) => o.id === 'm1')).toMatchObject({ tapped: true });
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a']));
  });

  it("613.1f: the Forest is no Mountain, and with the emblem bob's, alice's Mountain has only its own ability", () => {
    const forest = answer({
      state: state('alice'),
      action: { type: 'activate', player: 'alice', source: 'f1', ability: 1, targets: ['g1'] },
    });
    expect(forest.violations[0]).toMatchObject({ code: 'NO_SUCH_ABILITY' });
    const theirs = answer({
      state: state('bob'),
      action: { type: 'activate', player: 'alice', source: 'm1', ability: 1, targets: ['g1'] },
    });
    expect(theirs.violations[0]).toMatchObject({ code: 'NO_SUCH_ABILITY' });
    expect(theirs.state.battlefield.find((o) => o.id === 'g1')?.damage ?? 0).toBe(0);
  });
});

describe('Venser, the Sojourner \u22121: "Creatures can\'t be blocked this turn." (509.1b, 611.2c)', () => {
  const venser = { id: 'v1', card: 'Venser, the Sojourner', controller: 'alice', counters: { loyalty: 3 } };
  const minus1 = { type: 'activate', player: 'alice', source: 'v1', ability: line('Venser, the Sojourner', '\u22121') };
  const field = [venser, { id: 'g1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'h1', card: 'Hill Giant', controller: 'bob' }];

  it("611.2c: every creature there as it resolves, either player's, can't be blocked this turn; 509.1b: bob's block of the Bears is refused", () => {
    const a = answer({ state: board({ battlefield: field }), actions: [minus1, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.effects).toEqual([expect.objectContaining({ kind: 'cant-be-blocked', affects: ['g1', 'h1'], duration: 'this-turn' })]);
    expect(a.state.battlefield.find((o) => o.id === 'v1')).toMatchObject({ counters: { loyalty: 2 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '611.2c']));
    const combat = answer({ state: a.state, actions: [...passes(4), attack('g1'), ...passes(2), block(['h1', 'g1'])] });
    expect(combat.violations[0]).toMatchObject({ code: 'CANT_BE_BLOCKED', rule: '509.1b' });
    expect(combat.state.combat?.blockers ?? []).toEqual([]);
  });

  it('606.3: not a second loyalty ability of Venser this turn; no effect', () => {
    const a = answer({ state: board({ battlefield: [{ ...venser, loyaltyActivated: true }, ...field.slice(1)] }), action: minus1 });
    expect(a.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
    expect(a.state.effects ?? []).toEqual([]);
  });
});

describe('Venser, the Sojourner +2: "Exile target permanent you own. Return it to the battlefield under your control at the beginning of the next end step." (108.3, 603.7)', () => {
  const venser = { id: 'v1', card: 'Venser, the Sojourner', controller: 'alice', counters: { loyalty: 3 } };
  const plus2 = (target: string) => ({
    type: 'activate',
    player: 'alice',
    source: 'v1',
    ability: line('Venser, the Sojourner', '+2'),
    targets: [target],
  });
  const field = [venser, { id: 'g1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'h1', card: 'Hill Giant', controller: 'bob' }];

  it("108.3: alice's own Bears are exiled, a delayed ability waits for the next end step", () => {
    const a = answer({ state: board({ battlefield: field }), actions: [plus2('g1'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('g1');
    expect(a.state.exile).toEqual([expect.objectContaining({ card: 'Grizzly Bears', owner: 'alice' })]);
    expect(a.state.battlefield.find((o) => o.id === 'v1')).toMatchObject({ counters: { loyalty: 5 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.13a', '603.7e']));
  });

  it("108.3: bob's Hill Giant is no permanent alice owns: not a legal target", () => {
    const a = answer({ state: board({ battlefield: field }), action: plus2('h1') });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(a.state.battlefield.map((o) => o.id)).toContain('h1');
  });
});

describe('Tezzeret, Agent of Bolas: "\u22121: Target artifact becomes an artifact creature with base power and toughness 5/5." "\u22124: Target player loses X life and you gain X life, where X is twice the number of artifacts you control." (205.1b, 608.2h)', () => {
  const tezzeret = (loyalty: number) => ({ id: 't1', card: 'Tezzeret, Agent of Bolas', controller: 'alice', counters: { loyalty } });
  const act = (cost: string, targets: string[]) => ({
    type: 'activate',
    player: 'alice',
    source: 't1',
    ability: line('Tezzeret, Agent of Bolas', cost),
    targets,
  });
  const field = [
    { id: 'o1', card: 'Ornithopter', controller: 'alice' },
    { id: 's1', card: 'Sol Ring', controller: 'alice' },
    { id: 'o2', card: 'Ornithopter', controller: 'bob' },
    { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
  ];

  it('205.1b, 613.4b: Sol Ring becomes a 5/5 artifact creature, still an artifact, with no end stated (611.2c)', () => {
    const a = answer({ state: board({ battlefield: [tezzeret(3), ...field] }), actions: [act('\u22121', ['s1']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    const ring = a.state.battlefield.find((o) => o.id === 's1');
    expect(ring?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    expect(ring?.characteristics?.types).toEqual(expect.arrayContaining(['Artifact', 'Creature']));
    expect(a.state.effects).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'set-pt', duration: 'permanent', affects: ['s1'] })]),
    );
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '613.1d']));
  });

  it("115.1: bob's Grizzly Bears is no artifact: not a legal target", () => {
    const a = answer({ state: board({ battlefield: [tezzeret(3), ...field] }), action: act('\u22121', ['g1']) });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it("608.2h: one X for both: alice's two artifacts (not bob's), twice: bob loses 4 life and alice gains 4", () => {
    const a = answer({ state: board({ battlefield: [tezzeret(5), ...field] }), actions: [act('\u22124', ['bob']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players.map((p) => p.life)).toEqual([24, 16]);
    expect(a.state.battlefield.find((o) => o.id === 't1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '119.3']));
  });

  it('606.6: not with three loyalty counters; no life changes', () => {
    const a = answer({ state: board({ battlefield: [tezzeret(3), ...field] }), action: act('\u22124', ['bob']) });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(a.state.players.map((p) => p.life)).toEqual([20, 20]);
  });

  it('107.3: not when X counts life, which the loss before the gain would change', () => {
    const c = compileTestWalker('\u22124: Target player loses X life and you gain X life, where X is your life total.');
    expect(c.support).not.toBe('full');
  });
});

describe('Liliana, the Last Hope \u22122: "Mill two cards, then you may return a creature card from your graveyard to your hand." (608.2d)', () => {
  const liliana = { id: 'l1', card: 'Liliana, the Last Hope', controller: 'alice', counters: { loyalty: 3 } };
  const minus2 = { type: 'activate', player: 'alice', source: 'l1', ability: line('Liliana, the Last Hope', '\u22122') };
  // The top two cards of her library: a Hill Giant and a Forest; a Grizzly Bears already in her graveyard, Murder too.
  const start = () =>
    board(
      { battlefield: [liliana] },
      {
        library: ['Hill Giant', 'Forest', 'Island', 'Island'],
        graveyard: [
          { id: 'gb', card: 'Grizzly Bears' },
          { id: 'mu', card: 'Murder' },
        ],
      },
      { graveyard: [{ id: 'bb', card: 'Grizzly Bears' }] },
    );

  it('701.17a, 608.2d: she mills the two cards first, then chooses among her creature cards (the milled Giant included); the Bears goes to her hand', () => {
    const a = answer({ state: start(), actions: [minus2, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].library).toHaveLength(2);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseReturn', rule: '608.2d', count: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.17a', '608.2d']));
    const options = a.decision && 'options' in a.decision ? (a.decision.options as string[]) : [];
    // Her two creature cards and "decline"; not Murder, the Forest milled, nor bob's Bears.
    expect(options).toHaveLength(3);
    expect(options).toEqual(expect.arrayContaining(['gb', 'decline']));
    expect(options).not.toEqual(expect.arrayContaining(['mu']));
    expect(options).not.toEqual(expect.arrayContaining(['bb']));
    const d = answer({ state: a.state, action: choose(a, ['gb']) });
    expect(d.violations).toEqual([]);
    expect(d.state.players[0].hand).toEqual([expect.objectContaining({ card: 'Grizzly Bears' })]);
    expect(d.state.players[0].graveyard.map((o) => o.card).sort()).toEqual(['Forest', 'Hill Giant', 'Murder']);
    expect(d.state.players[1].graveyard).toHaveLength(1);
    expect(d.state.battlefield.find((o) => o.id === 'l1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(cited(d)).toEqual(expect.arrayContaining(['608.2d']));
  });

  it('608.2d: "you may": she may return nothing; every card stays in her graveyard', () => {
    const a = answer({ state: start(), actions: [minus2, ...passes(2)] });
    const d = answer({ state: a.state, action: choose(a, ['decline']) });
    expect(d.violations).toEqual([]);
    expect(d.state.players[0].hand).toEqual([]);
    expect(d.state.players[0].graveyard).toHaveLength(4);
    expect(d.state.stack).toEqual([]);
  });

  it("608.2d: Murder (not a creature card) or bob's Bears (not in her graveyard) is refused; nothing moves", () => {
    const a = answer({ state: start(), actions: [minus2, ...passes(2)] });
    for (const card of ['mu', 'bb']) {
      const d = answer({ state: a.state, action: choose(a, [card]) });
      expect(d.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '608.2d' });
      expect(d.state.players[0].hand).toEqual([]);
      expect(d.state.players[1].graveyard).toHaveLength(1);
    }
  });

  it('608.2d: with no creature card in her graveyard after the mill, nothing is asked', () => {
    const a = answer({
      state: board({ battlefield: [liliana] }, { library: ['Forest', 'Island', 'Island'], graveyard: [{ id: 'mu', card: 'Murder' }] }),
      actions: [minus2, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.decision?.kind).not.toBe('chooseReturn');
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].graveyard).toHaveLength(3);
    expect(a.state.players[0].hand).toEqual([]);
  });
});
