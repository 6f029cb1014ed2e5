import { adjudicate, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * The verb "move to a zone" (400.1, 400.3, 400.7) on real cards of the bundled catalog, as printed:
 * a permanent put on top of its owner's library (Time Ebb), a card put from a graveyard onto the
 * battlefield under its caster's control (Reanimate, 110.2a), a spell that shuffles itself into its
 * owner's library as it resolves (Beacon of Destruction, 701.24a, 608.2n), a permanent's ability
 * that puts the permanent itself on top of its owner's library (Wayward Soul).
 */
const NAMES = [
  'Time Ebb',
  'Reanimate',
  'Hymn of Rebirth',
  'Beacon of Destruction',
  'Wayward Soul',
  'Disempower',
  'Hide',
  'Condemn',
  'Grizzly Bears',
  'Lightning Bolt',
  'Serra Angel',
  'Swamp',
  'Mountain',
  'Island',
  'Plains',
  'Forest',
  'Glorious Anthem',
  'Into the Void',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const cited = (a: { trace: { rule: string }[] }) => a.trace.map((t) => t.rule);
const names = (zone: unknown) => (zone as { card?: unknown }[]).map((o) => (typeof o.card === 'string' ? o.card : 'hidden'));
const castAndResolve = (card: string, targets: string[] = []) => [
  { type: 'cast', player: 'alice', card, targets },
  { type: 'pass', player: 'alice' },
  { type: 'pass', player: 'bob' },
];

describe('the cards read by the zone grammar are understood in full', () => {
  it.each(['Time Ebb', 'Reanimate', 'Hymn of Rebirth', 'Beacon of Destruction', 'Wayward Soul', 'Disempower', 'Hide'])('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('a wording whose meaning the engine does not play stays refused, naming the words it stopped at', () => {
    // A return from a graveyard with an instruction the engine lacks (Chronosavant). (An exile "until" CARDNAME leaves,
    // 610.3, is read: rules/607-linked-abilities.spec.ts.)
    const savant = compileCard(bundledCard('Chronosavant'));
    expect(savant.support).not.toBe('full');
    expect(savant.unsupported.join(' ')).toContain('from your graveyard');
    // "When CARDNAME dies, return it to the battlefield ... at the beginning of their next upkeep": a delayed return of the
    // card in the graveyard (not read; "put it on top of its owner's library" is, rules/400.7e-died-card.spec.ts).
    expect(compileCard(bundledCard('Phytotitan')).support).not.toBe('full');
  });
});

describe("400.3: Time Ebb puts target creature on top of its owner's library", () => {
  const state = () =>
    board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'i2', card: 'Island', controller: 'alice' },
          { id: 'i3', card: 'Island', controller: 'alice' },
          { id: 'angel', card: 'Serra Angel', controller: 'bob' },
          { id: 'anthem', card: 'Glorious Anthem', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'te', card: 'Time Ebb' }] },
      { library: ['Mountain', { hidden: true }] },
    );

  it("bob's Serra Angel becomes the top card of bob's library (its owner's), above the cards there", () => {
    const a = answer({ state: state(), actions: castAndResolve('te', ['angel']) });
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('angel');
    expect(names(a.state.players[1].library)).toEqual(['Serra Angel', 'Mountain', 'hidden']);
    expect(names(a.state.players[0].graveyard)).toEqual(['Time Ebb']);
    expect(cited(a)).toEqual(expect.arrayContaining(['400.3', '608.2n']));
  });

  it('Time Ebb cannot target an enchantment (a creature only: 115.1, the cast is illegal)', () => {
    const o = run({ state: state(), action: { type: 'cast', player: 'alice', card: 'te', targets: ['anthem'] } });
    expect(o.kind).toBe('answer');
    if (o.kind === 'answer') expect(o.answer.violations.length).toBeGreaterThan(0);
  });
});

describe('Disempower and Hide: an artifact or enchantment on top of / on the bottom of its library', () => {
  const state = (card: string) =>
    board(
      {
        battlefield: [
          { id: 'p1', card: 'Plains', controller: 'alice' },
          { id: 'p2', card: 'Plains', controller: 'alice' },
          { id: 'r1', card: 'Mountain', controller: 'alice' },
          { id: 'anthem', card: 'Glorious Anthem', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'x', card }] },
      { library: ['Mountain', 'Island'] },
    );

  it("Disempower: on top of bob's library", () => {
    const a = answer({ state: state('Disempower'), actions: castAndResolve('x', ['anthem']) });
    expect(names(a.state.players[1].library)).toEqual(['Glorious Anthem', 'Mountain', 'Island']);
  });

  it("Hide: on the bottom of bob's library", () => {
    const a = answer({ state: state('Hide'), actions: castAndResolve('x', ['anthem']) });
    expect(names(a.state.players[1].library)).toEqual(['Mountain', 'Island', 'Glorious Anthem']);
  });
});

describe('110.2a: Reanimate puts a creature card from any graveyard onto the battlefield under its caster', () => {
  const state = () =>
    board(
      { battlefield: [{ id: 's', card: 'Swamp', controller: 'alice' }] },
      { hand: [{ id: 're', card: 'Reanimate' }] },
      {
        graveyard: [
          { id: 'gy-angel', card: 'Serra Angel' },
          { id: 'gy-bolt', card: 'Lightning Bolt' },
        ],
      },
    );

  it("bob's Serra Angel enters under alice's control (bob still owns it); alice loses 5 life, its mana value", () => {
    const a = answer({ state: state(), actions: castAndResolve('re', ['gy-angel']) });
    expect(a.violations).toEqual([]);
    const angel = a.state.battlefield.find((o) => o.id === 'gy-angel');
    expect(angel).toMatchObject({ controller: 'alice', owner: 'bob' });
    expect(names(a.state.players[1].graveyard)).toEqual(['Lightning Bolt']);
    expect(a.state.players[0].life).toBe(15);
    expect(cited(a)).toEqual(expect.arrayContaining(['110.2a', '119.3']));
  });

  it('a Lightning Bolt card is not a creature card: not a legal target', () => {
    const o = run({ state: state(), action: { type: 'cast', player: 'alice', card: 're', targets: ['gy-bolt'] } });
    expect(o.kind).toBe('answer');
    if (o.kind === 'answer') expect(o.answer.violations.length).toBeGreaterThan(0);
  });

  it('608.2b: the card left the graveyard before Reanimate resolved: Reanimate does not resolve, and no life is lost', () => {
    const a = answer({
      state: board(
        {
          battlefield: [{ id: 's', card: 'Swamp', controller: 'alice' }],
          stack: [{ id: 'sp', controller: 'alice', card: 'Reanimate', owner: 'alice', targets: ['gy-gone'] }],
        },
        {},
        { graveyard: [{ id: 'gy-angel', card: 'Serra Angel' }] },
      ),
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(cited(a)).toContain('608.2b');
    expect(a.state.players[0].life).toBe(20);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['s']);
    expect(names(a.state.players[0].graveyard)).toEqual(['Reanimate']);
  });
});

describe('701.24a, 608.2n: Beacon of Destruction shuffles itself into its owner library as it resolves', () => {
  it('5 damage to bob, then the Beacon is in the library (shuffled), not the graveyard', () => {
    const a = answer({
      state: board(
        {
          battlefield: ['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => ({ id, card: 'Mountain', controller: 'alice' })),
        },
        { hand: [{ id: 'bd', card: 'Beacon of Destruction' }], library: ['Island', 'Forest'] },
      ),
      actions: castAndResolve('bd', ['bob']),
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(15);
    expect([...names(a.state.players[0].library)].sort()).toEqual(['Beacon of Destruction', 'Forest', 'Island']);
    expect(a.state.players[0].graveyard).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['120.3a', '701.24a']));
    expect(cited(a)).not.toContain('608.2n');
  });
});

describe("Wayward Soul puts itself on top of its owner's library ({U}: Put CARDNAME on top of ...)", () => {
  it("the Soul goes on top of alice's library; a second activation already on the stack then finds nothing (400.7)", () => {
    const a = answer({
      state: board(
        {
          battlefield: [
            { id: 'i1', card: 'Island', controller: 'alice' },
            { id: 'i2', card: 'Island', controller: 'alice' },
            { id: 'w', card: 'Wayward Soul', controller: 'alice' },
          ],
        },
        { library: ['Forest'] },
      ),
      actions: [
        { type: 'activate', player: 'alice', source: 'w', ability: 0 },
        { type: 'activate', player: 'alice', source: 'w', ability: 0 },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('w');
    expect(names(a.state.players[0].library)).toEqual(['Wayward Soul', 'Forest']);
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['400.3', '400.7']));
  });
});

describe('Condemn: an attacking creature on the bottom of its library; its controller gains life equal to its toughness', () => {
  it('608.2h: bob (its controller as it last existed) gains 4, the Angel is the bottom card of his library', () => {
    const a = answer({
      state: board(
        {
          battlefield: [
            { id: 'angel', card: 'Serra Angel', controller: 'bob' },
            { id: 'p1', card: 'Plains', controller: 'alice' },
          ],
          combat: { attackers: [{ id: 'angel', attacking: 'alice' }] },
          turn: { number: 3, active: 'bob', step: 'declare-attackers', priority: 'bob' },
        },
        { hand: [{ id: 'c', card: 'Condemn' }] },
        { library: ['Island'] },
      ),
      actions: [
        { type: 'pass', player: 'bob' },
        { type: 'cast', player: 'alice', card: 'c', targets: ['angel'] },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.violations).toEqual([]);
    expect(names(a.state.players[1].library)).toEqual(['Island', 'Serra Angel']);
    expect(a.state.players[1].life).toBe(24);
    expect(a.state.players[0].life).toBe(20);
  });
});

describe("400.3, 115.1: Into the Void returns up to two target creatures to their owners' hands", () => {
  const field = () =>
    board(
      {
        battlefield: [
          ...['i1', 'i2', 'i3', 'i4'].map((id) => ({ id, card: 'Island', controller: 'alice' })),
          { id: 'mine', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'angel', card: 'Serra Angel', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'v', card: 'Into the Void' }] },
    );

  it('is understood in full: two targets of one word, each returned', () => {
    expect(compileCard(bundledCard('Into the Void')).support).toBe('full');
  });

  it("each creature goes to its owner's hand: the Angel to bob's, the Bears to alice's", () => {
    const a = answer({ state: field(), actions: castAndResolve('v', ['angel', 'mine']) });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).not.toEqual(expect.arrayContaining(['angel']));
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('mine');
    expect(names(a.state.players[1].hand)).toEqual(['Serra Angel']);
    expect(names(a.state.players[0].hand)).toEqual(['Grizzly Bears']);
    expect(cited(a).filter((r) => r === '400.3')).toHaveLength(2);
  });

  it('"up to two": one target is enough (115.6); the same creature twice is not (115.3)', () => {
    const one = answer({ state: field(), actions: castAndResolve('v', ['angel']) });
    expect(one.legal).toBe(true);
    expect(names(one.state.players[1].hand)).toEqual(['Serra Angel']);
    expect(answer({ state: field(), action: { type: 'cast', player: 'alice', card: 'v', targets: ['angel', 'angel'] } }).legal).toBe(false);
  });
});
