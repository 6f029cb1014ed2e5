import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/**
 * 701.20a reveal: the top card of a library shown to all, then put into a hand (Dark Confidant, Goblin Guide),
 * real cards of the bundled catalog.
 */
const catalog = new InMemoryCatalog(
  ['Dark Confidant', 'Goblin Guide', 'Lightning Bolt', 'Mountain', 'Grizzly Bears', 'Fireball', 'Fire'].map(bundledCard),
);
const answer = rulingsWith(catalog);

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
