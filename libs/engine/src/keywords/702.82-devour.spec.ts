import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, MOUNTAIN, lands, passes, perm } from '../testing/spell-cards';

/** 702.82 devour, on real cards (current Oracle text, from the bundled catalog). */
const ELDER = bundledCard('Thunder-Thrash Elder'); // {2}{R} 1/1, devour 3
const DRAGON = bundledCard('Predator Dragon'); // {3}{R}{R}{R} 4/4 flying, haste, devour 2
const GOBLIN = bundledCard('Raging Goblin'); // {R} 1/1 haste
const MULCHER = bundledCard('Skullmulcher'); // {4}{G} 3/3, devour 1; draws a card for each creature it devoured
const catalog = new InMemoryCatalog([ELDER, DRAGON, GOBLIN, MULCHER, MOUNTAIN, FOREST]);
const answer = rulingsWith(catalog);
const cast = (card: string) => ({ type: 'cast', player: 'alice', card });
const onField = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);
const goblins = (n: number, controller = 'alice') => Array.from({ length: n }, (_, i) => perm(`g${i + 1}`, 'Raging Goblin', controller));

describe('702.82 devour', () => {
  it('is understood: a replacement with a choice as it enters', () => {
    expect(compileCard(ELDER).support).toBe('full');
    expect(compileCard(DRAGON).support).toBe('full');
    expect(compileCard(ELDER).abilities).toContainEqual({ kind: 'static', effects: [{ kind: 'devour', n: 3 }], text: 'Devour 3' });
  });

  it('702.82a: Thunder-Thrash Elder devours two Raging Goblins and enters with six +1/+1 counters (a 7/7)', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 3), ...goblins(2)] },
      { hand: [{ id: 'e', card: 'Thunder-Thrash Elder' }] },
    );
    const asked = answer({ state, actions: [cast('e'), ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseSacrifice', player: 'alice', rule: '702.82a', options: ['g1', 'g2'] });
    expect(asked.state.stack).toEqual([expect.objectContaining({ id: 'e', pendingChoice: { kind: 'devour', player: 'alice' } })]);
    const a = answer({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['g1', 'g2'] },
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'e')).toMatchObject({ counters: { '+1/+1': 6 } });
    expect(onField(a, 'e')?.characteristics).toMatchObject({ power: 7, toughness: 7 });
    expect(a.state.players[0].graveyard.map((o) => o.id).sort()).toEqual(['g1', 'g2']);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.82a', '701.21a', '614.1c', '608.3']));
  });

  it('702.82a: "you may": Predator Dragon devouring nothing enters as a plain 4/4, the Goblin stays', () => {
    const state = board({ battlefield: [...lands('Mountain', 'm', 6), ...goblins(1)] }, { hand: [{ id: 'd', card: 'Predator Dragon' }] });
    const asked = answer({ state, actions: [cast('d'), ...passes(2)] });
    const a = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: [] } });
    expect(a.legal).toBe(true);
    expect(onField(a, 'd')?.counters).toEqual({});
    expect(onField(a, 'g1')).toBeDefined();
  });

  it('702.82a: no creature to sacrifice: nothing is asked, Thunder-Thrash Elder enters with no counter', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 3) }, { hand: [{ id: 'e', card: 'Thunder-Thrash Elder' }] });
    const a = answer({ state, actions: [cast('e'), ...passes(2)] });
    expect(a.decision?.kind).toBe('priority');
    expect(onField(a, 'e')?.counters).toEqual({});
    expect(cited(a)).toContain('702.82a');
  });

  it("702.82a: only creatures its controller controls: an opponent's Goblin, or one named twice, is refused (INVALID_CHOICE)", () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 3), ...goblins(1), perm('b1', 'Raging Goblin', 'bob')] },
      { hand: [{ id: 'e', card: 'Thunder-Thrash Elder' }] },
    );
    const asked = answer({ state, actions: [cast('e'), ...passes(2)] });
    expect(asked.decision?.options).toEqual(['g1']);
    for (const choice of [['b1'], ['g1', 'g1'], ['m1']]) {
      const a = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice } });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '702.82a' });
    }
  });

  it('a board in: the pending devour choice on the wire is answered; one on a spell without devour is refused', () => {
    const given = board({
      battlefield: goblins(1),
      stack: [{ id: 'e', card: 'Thunder-Thrash Elder', controller: 'alice', pendingChoice: { kind: 'devour', player: 'alice' } }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const asked = answer({ state: given, actions: [] });
    expect(asked.decision).toMatchObject({ kind: 'chooseSacrifice', rule: '702.82a' });
    const a = answer({ state: given, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['g1'] } });
    expect(onField(a, 'e')?.counters).toEqual({ '+1/+1': 3 });
    const wrong = board({
      battlefield: goblins(1),
      stack: [{ id: 'r', card: 'Raging Goblin', controller: 'alice', pendingChoice: { kind: 'devour', player: 'alice' } }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    expect(() => answer({ state: wrong, actions: [] })).toThrow(/NOTHING_TO_CHOOSE/);
  });

  it('702.82b: Skullmulcher devours two Goblins: it is a 5/5 and its enters trigger draws two cards ("for each creature it devoured")', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 5), ...goblins(2)] },
      { hand: [{ id: 's', card: 'Skullmulcher' }], library: { count: 10 } },
    );
    const asked = answer({ state, actions: [cast('s'), ...passes(2)] });
    const a = answer({
      state: asked.state,
      actions: [{ type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['g1', 'g2'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 's')).toMatchObject({ counters: { '+1/+1': 2 }, devoured: 2 });
    expect(onField(a, 's')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    expect(a.state.players[0].library).toEqual({ count: 8 });
  });

  it('702.82b: devouring nothing, Skullmulcher draws no card', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 5), ...goblins(1)] },
      { hand: [{ id: 's', card: 'Skullmulcher' }], library: { count: 10 } },
    );
    const asked = answer({ state, actions: [cast('s'), ...passes(2)] });
    const a = answer({
      state: asked.state,
      actions: [{ type: 'choose', player: 'alice', decision: asked.decision?.id, choice: [] }, ...passes(2)],
    });
    expect(onField(a, 's')?.devoured).toBeUndefined();
    expect(a.state.players[0].library).toEqual({ count: 10 });
  });
});
