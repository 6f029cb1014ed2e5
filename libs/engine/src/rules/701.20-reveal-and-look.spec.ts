import { adjudicate, Answer, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/**
 * 701.20 reveal and look, real cards of the bundled catalog.
 * 701.20a: the top card of a library shown to all, then put into a hand (Dark Confidant, Goblin Guide).
 * 701.20e: "Look at target player's hand." (Gitaxian Probe): looking follows the rules of revealing,
 * the cards shown to the controller only; they stay in the hand. The answer's trace names each card
 * of the hand (a `reveal` entry citing 701.20e, with the hand's object ids). A hand is hidden
 * information: one given by its count, or with a hidden card, cannot be looked at by the engine
 * (UNSUPPORTED_HIDDEN_CARD), never a guess.
 */
const catalog = new InMemoryCatalog(
  [
    'Dark Confidant',
    'Goblin Guide',
    'Gitaxian Probe',
    'Thought-Knot Seer',
    'Lightning Bolt',
    'Mountain',
    'Island',
    'Plains',
    'Grizzly Bears',
    'Fireball',
    'Fire',
  ].map(bundledCard),
);
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const cards = (zone: unknown) => (zone as { card?: string }[]).map((o) => o.card);
const life = (a: Answer, i: number) => (a.state.players[i] as { life: number }).life;

describe('Dark Confidant: "At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its converted mana cost."', () => {
  /** Alice's upkeep begins with Dark Confidant and this library; its trigger resolves. */
  const request = (library: unknown) => ({
    state: board(
      { battlefield: [perm('c', 'Dark Confidant', 'alice')], turn: { number: 5, active: 'alice', step: 'untap', priority: null } },
      { library, life: 20 },
    ),
    actions: passes(2),
  });

  it('is understood in full', () => {
    const c = bundledCard('Dark Confidant');
    expect(compileCard(c)).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(c).abilities[0]).toMatchObject({
      trigger: { event: 'beginningOf', step: 'upkeep', whose: 'your' },
      effects: [{ kind: 'revealTopToHand', who: 'you', loseLife: true }],
    });
  });

  it("701.20a, 202.3: a Grizzly Bears revealed goes to alice's hand and she loses 2 life", () => {
    const a = answer(request(['Grizzly Bears', 'Mountain']));
    expect(cards(a.state.players[0].hand)).toEqual(['Grizzly Bears']);
    expect(cards(a.state.players[0].library)).toEqual(['Mountain']);
    expect(life(a, 0)).toBe(18);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.20a', '202.3e', '119.3']));
  });

  it('a land revealed (mana value 0): into the hand, no life lost', () => {
    const a = answer(request(['Mountain']));
    expect(cards(a.state.players[0].hand)).toEqual(['Mountain']);
    expect(life(a, 0)).toBe(20);
  });

  it('202.3e: Fireball ({X}{R}) off the stack has mana value 1: alice loses 1 life', () => {
    const a = answer(request(['Fireball']));
    expect(cards(a.state.players[0].hand)).toEqual(['Fireball']);
    expect(life(a, 0)).toBe(19);
  });

  it('202.3d: a split card (Fire // Ice) revealed is refused rather than its mana value guessed', () => {
    const out = adjudicate(request(['Fire']) as { state: unknown }, catalog);
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_EFFECT', rule: '202.3d' });
  });

  it('an empty library: nothing is revealed, no life is lost', () => {
    const a = answer(request([]));
    expect(a.state.players[0].hand).toEqual([]);
    expect(life(a, 0)).toBe(20);
    expect(cited(a)).toContain('701.20a');
    expect(cited(a)).not.toContain('119.3');
  });

  it('a hidden top card is refused as UNSUPPORTED_HIDDEN_CARD, never guessed', () => {
    const out = adjudicate(request({ count: 30 }) as { state: unknown }, catalog);
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.20a' });
  });

  it("bob's upkeep does not trigger it (your upkeep)", () => {
    const state = board(
      { battlefield: [perm('c', 'Dark Confidant', 'alice')], turn: { number: 6, active: 'bob', step: 'untap', priority: null } },
      { library: ['Grizzly Bears'] },
    );
    const a = answer({ state, actions: [] });
    expect(a.state.stack).toEqual([]);
  });
});

describe('Goblin Guide: "Whenever CARDNAME attacks, defending player reveals the top card of their library. If it\'s a land card, that player puts it into their hand."', () => {
  /** Alice attacks bob with Goblin Guide; bob's library is this; the trigger resolves. */
  const request = (library: unknown) => ({
    state: board(
      {
        battlefield: [perm('g', 'Goblin Guide', 'alice', { summoningSick: false })],
        turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null },
      },
      { library: ['Lightning Bolt'] },
      { library },
    ),
    actions: [{ type: 'declareAttackers', player: 'alice', attackers: [{ id: 'g', attacking: 'bob' }] }, ...passes(2)],
  });

  it('is understood in full', () => {
    const c = bundledCard('Goblin Guide');
    expect(compileCard(c)).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(c).abilities.find((x) => x.kind === 'triggered')).toMatchObject({
      trigger: { event: 'attacks' },
      effects: [{ kind: 'revealTopToHand', who: 'defendingPlayer', types: ['Land'] }],
    });
  });

  it('506.2, 701.20a: bob, the defending player, reveals a Mountain and puts it into his hand', () => {
    const a = answer(request(['Mountain', 'Grizzly Bears']));
    expect(cards(a.state.players[1].hand)).toEqual(['Mountain']);
    expect(cards(a.state.players[1].library)).toEqual(['Grizzly Bears']);
    expect(a.state.players[0].hand).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['506.2', '701.20a']));
  });

  it("a Grizzly Bears revealed is no land: it stays on top of bob's library (608.2c)", () => {
    const a = answer(request(['Grizzly Bears']));
    expect(a.state.players[1].hand).toEqual([]);
    expect(cards(a.state.players[1].library)).toEqual(['Grizzly Bears']);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.20a', '608.2c']));
  });

  it("bob's empty library: nothing is revealed", () => {
    const a = answer(request([]));
    expect(a.state.players[1].hand).toEqual([]);
    expect(cited(a)).toContain('701.20a');
  });

  it("bob's hidden top card is refused as UNSUPPORTED_HIDDEN_CARD", () => {
    const out = adjudicate(request({ count: 30 }) as { state: unknown }, catalog);
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.20a' });
  });
});

const BOB_HAND = [
  { id: 'b-bears', card: 'Grizzly Bears' },
  { id: 'b-bolt', card: 'Lightning Bolt' },
];
const probe = (hand: unknown = BOB_HAND, target = 'bob') => ({
  state: board(
    { battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }] },
    { hand: [{ id: 'gp', card: 'Gitaxian Probe' }], library: [{ id: 'a-top', card: 'Plains' }] },
    { hand },
  ),
  actions: [
    { type: 'cast', player: 'alice', card: 'gp', targets: [target] },
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
  ],
});

describe('701.20e: Gitaxian Probe looks at a hand', () => {
  it('is understood in full', () => {
    expect(compileCard(bundledCard('Gitaxian Probe'))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it("alice looks at bob's hand (the trace names its cards), the cards stay there, and she draws a card", () => {
    const a = answer(probe());
    expect(a.violations).toEqual([]);
    const look = a.trace.find((t) => t.rule === '701.20e');
    expect(look).toMatchObject({ event: 'reveal' });
    expect(look?.text).toContain('Grizzly Bears');
    expect(look?.text).toContain('Lightning Bolt');
    expect((a.state.players[1].hand as { id: string }[]).map((o) => o.id)).toEqual(['b-bears', 'b-bolt']);
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['a-top']);
    expect(a.trace.map((t) => t.rule)).not.toContain('701.20a');
  });

  it('an empty hand: alice sees no card and still draws', () => {
    const a = answer(probe([]));
    expect(a.trace.find((t) => t.rule === '701.20e')?.text).toContain('no card');
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['a-top']);
  });

  it('UNSUPPORTED_HIDDEN_CARD: a hand given by its count, or with a hidden card, is not given to look at', () => {
    for (const hand of [{ count: 3 }, [{ id: 'b-bolt', card: 'Lightning Bolt' }, { hidden: true }]]) {
      expect(run(probe(hand))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
    }
  });

  it('illegal variant: a creature is not a player to target', () => {
    const state = probe().state;
    (state as { battlefield: unknown[] }).battlefield.push({ id: 'gb', card: 'Grizzly Bears', controller: 'bob' });
    const a = answer({ ...probe(), state, actions: [{ type: 'cast', player: 'alice', card: 'gp', targets: ['gb'] }] });
    expect(a.legal).toBe(false);
    expect(a.violations.length).toBeGreaterThan(0);
  });
});

/**
 * 701.20a, 608.2d: Thought-Knot Seer's enters trigger reveals the target opponent's hand; the trigger
 * waits (a `handCard` pending choice, as for Thoughtseize) for its controller's choice of a nonland
 * card, which is exiled (701.13a). Its leaves trigger has that opponent draw a card (121.1).
 */
describe('Thought-Knot Seer: a card chosen from a hand a triggered ability revealed', () => {
  const seerHand = [...BOB_HAND, { id: 'b-mountain', card: 'Mountain' }];
  const entered = (hand: unknown = seerHand) => ({
    state: board({}, { hand: [{ id: 'tk', card: 'Thought-Knot Seer' }], manaPool: '{C}{C}{C}{C}' }, { hand }),
    actions: [
      { type: 'cast', player: 'alice', card: 'tk' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });
  const handIds = (a: { state: { players: { hand: unknown }[] } }, i: number) =>
    (a.state.players[i].hand as { id: string }[]).map((o) => o.id);

  it('is understood in full', () => {
    expect(compileCard(bundledCard('Thought-Knot Seer'))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it("the trigger reveals bob's hand and waits for alice to choose a nonland card (not the Mountain)", () => {
    const a = answer(entered());
    expect(a.violations).toEqual([]);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseCard', rule: '608.2d', count: 1 });
    expect([...(a.decision?.options ?? [])].sort()).toEqual(['b-bears', 'b-bolt']);
    expect(a.trace.map((t) => t.rule)).toEqual(expect.arrayContaining(['701.20a', '608.2d']));
  });

  it("701.13a: the Bolt chosen is exiled from bob's hand; the rest stays", () => {
    const a = answer(entered());
    const d = answer({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['b-bolt'] } });
    expect(d.violations).toEqual([]);
    expect(handIds(d, 1).sort()).toEqual(['b-bears', 'b-mountain']);
    expect(d.state.exile.map((o) => o.id)).toEqual(['b-bolt']);
    expect(d.trace.map((t) => t.rule)).toContain('701.13a');
    expect(d.state.stack).toEqual([]);
  });

  it('illegal variant: the Mountain is not a choice; the trigger keeps waiting', () => {
    const a = answer(entered());
    const d = answer({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['b-mountain'] } });
    expect(d.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '608.2d' })]);
    expect(handIds(d, 1)).toContain('b-mountain');
  });

  it('a hand of lands only: nothing to choose, the trigger resolves', () => {
    const a = answer(entered([{ id: 'b-mountain', card: 'Mountain' }]));
    expect(a.decision).toMatchObject({ kind: 'priority' });
    expect(handIds(a, 1)).toEqual(['b-mountain']);
    expect(a.state.stack).toEqual([]);
  });

  it('UNSUPPORTED_HIDDEN_CARD: a hand given by its count cannot be revealed', () => {
    expect(run(entered({ count: 3 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });
});

describe('the other cards of the bundled catalog with these lines are understood in full', () => {
  it.each(['Glasses of Urza', 'Peek', 'Telepathic Spies', 'Wu Scout', 'Sin Collector', 'Lifebane Zombie'])('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it("Sin Collector's choice is of a card from the revealed hand, then exiled", () => {
    expect(JSON.stringify(compileCard(bundledCard('Sin Collector')).abilities)).toContain('"kind":"chooseFromHand"');
    expect(JSON.stringify(compileCard(bundledCard('Sin Collector')).abilities)).toContain('"then":"exile"');
  });
});
