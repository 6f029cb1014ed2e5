import { CardDefinition } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { GIANT_GROWTH } from '../testing/spell-cards';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { compileCard } from '../cards/oracle-compiler';

const catalog = new InMemoryCatalog([GIANT_GROWTH, ...['Forest', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const pass = (player: string) => ({ type: 'pass', player });
const anotherCleanup = (t: { rule: string; event: string }) => t.rule === '514.3a' && t.event === 'stepStart';

describe('514.3a: another cleanup step only after players had priority in one', () => {
  it('the end step ends: the first cleanup step removes damage (514.2) and the turn ends, with no 514.3a step', () => {
    const state = board({
      battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'bob', damage: 1 }],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = answer({ state, actions: [pass('alice'), pass('bob')] });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.damage).toBe(0);
    expect(cited(a)).toContain('514.2');
    expect(cited(a)).not.toContain('514.3a');
  });

  it('a spell cast in a cleanup step where players got priority: another cleanup step begins, citing 514.3a once', () => {
    const state = board(
      {
        battlefield: [
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'f1', card: 'Forest', controller: 'bob' },
        ],
        turn: { number: 3, active: 'alice', step: 'cleanup', priority: 'alice' },
      },
      {},
      { hand: [{ id: 'g1', card: 'Giant Growth' }] },
    );
    const a = answer({
      state,
      actions: [
        pass('alice'),
        { type: 'cast', player: 'bob', card: 'g1', targets: ['b1'] },
        pass('bob'),
        pass('alice'),
        pass('alice'),
        pass('bob'),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.trace.filter(anotherCleanup)).toHaveLength(1);
    // The second cleanup step ends "until end of turn" effects (514.2): Giant Growth is gone in bob's turn.
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(a.state.effects).toEqual([]);
  });
});

describe('514.1, 402.2: "You have no maximum hand size." (Reliquary Tower, from the bundled catalog)', () => {
  const towerCatalog = new InMemoryCatalog(['Reliquary Tower', 'Grizzly Bears', 'Forest'].map(bundledCard));
  const rule = rulingsWith(towerCatalog);
  const hand = Array.from({ length: 9 }, (_, i) => ({ id: `h${i}`, card: 'Grizzly Bears' }));
  const endStep = (towerController: string | null) =>
    board(
      {
        battlefield: towerController ? [{ id: 't1', card: 'Reliquary Tower', controller: towerController }] : [],
        turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
      },
      { hand },
    );

  it('is understood', () => {
    expect(compileCard(bundledCard('Reliquary Tower')).support).toBe('full');
  });

  it('402.2: alice controls Reliquary Tower: she keeps her nine cards, the turn ends', () => {
    const a = rule({ state: endStep('alice'), actions: [pass('alice'), pass('bob')] });
    expect(a.legal).toBe(true);
    expect(cited(a)).toContain('402.2');
    expect(cited(a)).not.toContain('514.1');
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(a.state.players[0].hand).toHaveLength(9);
  });

  it("514.1: bob's Reliquary Tower does not apply to alice: she discards down to seven", () => {
    const a = rule({ state: endStep('bob'), actions: [pass('alice'), pass('bob')] });
    expect(cited(a)).toContain('514.1');
    expect(cited(a)).not.toContain('402.2');
    expect(a.state.turn).toMatchObject({ number: 3, step: 'cleanup' });
    expect(a.decision).toMatchObject({ player: 'alice', rule: '514.1' });
  });

  it('514.1: with no Reliquary Tower, alice must discard two', () => {
    const a = rule({ state: endStep(null), actions: [pass('alice'), pass('bob')] });
    expect(cited(a)).toContain('514.1');
    expect(a.decision).toMatchObject({ player: 'alice', rule: '514.1' });
  });
});
