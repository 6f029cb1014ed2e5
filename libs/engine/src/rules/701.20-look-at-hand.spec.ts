import { adjudicate, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * 701.20e: "Look at target player's hand." (Gitaxian Probe): looking follows the rules of revealing,
 * the cards shown to the controller only; they stay in the hand. The answer's trace names each card
 * of the hand (a `reveal` entry citing 701.20e, with the hand's object ids). A hand is hidden
 * information: one given by its count, or with a hidden card, cannot be looked at by the engine
 * (UNSUPPORTED_HIDDEN_CARD), never a guess.
 */
const catalog = new InMemoryCatalog(['Gitaxian Probe', 'Island', 'Grizzly Bears', 'Lightning Bolt', 'Plains'].map(bundledCard));
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
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
