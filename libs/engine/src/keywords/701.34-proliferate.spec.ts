import { adjudicate } from '../adjudicate';
import { legalActionsFor } from '../legal-actions';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { choose, onField, passes } from '../testing/actions';

/**
 * 701.34 proliferate, on real cards (current Oracle text, from the bundled catalog). The engine follows the current
 * rules' 701.34a: each permanent and player chosen gets one more counter of EACH kind it already has.
 */
const PROGRESS = bundledCard('Steady Progress'); // {2}{U} Instant: Proliferate. Draw a card.
const GAMBIT = bundledCard("Tezzeret's Gambit"); // {3}{U/P} Sorcery: Draw two cards, then proliferate.
const AFFLICTION = bundledCard('Grim Affliction'); // {2}{B} Instant: Put a -1/-1 counter on target creature, then proliferate.
const CLASP = bundledCard('Contagion Clasp'); // {2} Artifact: ETB -1/-1 counter on target creature; {4}, {T}: Proliferate.
const catalog = new InMemoryCatalog([
  PROGRESS,
  GAMBIT,
  AFFLICTION,
  CLASP,
  ...['Island', 'Swamp', 'Grizzly Bears', 'Serra Angel'].map(bundledCard),
]);
const answer = rulingsWith(catalog);
const cast = (card: string, targets: string[] = []) => ({ type: 'cast', player: 'alice', card, targets });
/** The number of cards in a player's hand (cards drawn from a library of unknown cards are counted, not shown). */
const hand = (a: { state: { players: unknown[] } }, i: number) => (a.state.players[i] as { hand: { count: number } }).hand.count;

/** Alice's Angel with two kinds of counter, bob's Bears with a -1/-1 counter, bob poisoned, alice with energy. */
function countersBoard(card: string, islands = 3): Record<string, unknown> {
  return board(
    {
      battlefield: [
        ...lands('Island', 'i', islands),
        perm('s', 'Serra Angel', 'alice', { counters: { '+1/+1': 1, charge: 2 } }),
        perm('x', 'Grizzly Bears', 'bob', { counters: { '-1/-1': 1 } }),
        perm('b', 'Grizzly Bears', 'alice'),
      ],
    },
    { hand: [{ id: 'c', card }], energy: 2 },
    { poison: 3 },
  );
}

describe('701.34 proliferate', () => {
  it('is understood alone, after ", then", in spells, triggered and activated abilities', () => {
    for (const name of [
      'Steady Progress',
      "Tezzeret's Gambit",
      'Grim Affliction',
      'Contagion Clasp',
      'Viral Drake',
      'Thrummingbird',
      'Inexorable Tide',
    ])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(GAMBIT).abilities).toContainEqual(
      expect.objectContaining({ kind: 'spell', effects: [expect.objectContaining({ kind: 'draw' }), { kind: 'proliferate' }] }),
    );
    expect(compileCard(CLASP).abilities).toContainEqual(expect.objectContaining({ kind: 'activated', effects: [{ kind: 'proliferate' }] }));
  });

  it('701.34a: Steady Progress asks which permanents and players with a counter (chooseProliferate); each chosen gets one more of each kind', () => {
    const asked = answer({ state: countersBoard(PROGRESS.name), actions: [cast('c'), ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({
      kind: 'chooseProliferate',
      player: 'alice',
      rule: '701.34a',
      options: ['s', 'x', 'alice', 'bob'],
    });
    expect(asked.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'proliferate', player: 'alice', next: 0 } });
    expect(answer({ state: asked.state, actions: [] }).decision).toEqual(asked.decision);
    // The legal actions list all of them, and none.
    const listed = legalActionsFor(asked.state, catalog);
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'choose', choice: ['s', 'x', 'alice', 'bob'] }),
        expect.objectContaining({ type: 'choose', choice: [] }),
      ]),
    );
    const chosen = answer({ state: asked.state, action: choose(asked, ['s', 'bob']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.stack).toEqual([]);
    expect(onField(chosen, 's')).toMatchObject({ counters: { '+1/+1': 2, charge: 3 } });
    expect(onField(chosen, 'x')).toMatchObject({ counters: { '-1/-1': 1 } });
    expect(chosen.state.players[1]).toMatchObject({ poison: 4 });
    expect(chosen.state.players[0]).toMatchObject({ energy: 2 });
    // Then "Draw a card." (608.2c: the instructions after it, once answered).
    expect(hand(chosen, 0)).toBe(1);
    expect(cited(chosen)).toEqual(expect.arrayContaining(['701.34a', '608.2n']));
  });

  it('701.34a: "any number" includes none: nothing gets a counter; alice energy and the Bears chosen', () => {
    const asked = answer({ state: countersBoard(PROGRESS.name), actions: [cast('c'), ...passes(2)] });
    const none = answer({ state: asked.state, action: choose(asked, []) });
    expect(none.violations).toEqual([]);
    expect(onField(none, 's')).toMatchObject({ counters: { '+1/+1': 1, charge: 2 } });
    expect(none.state.players[1]).toMatchObject({ poison: 3 });
    const some = answer({ state: asked.state, action: choose(asked, ['alice', 'x']) });
    expect(some.state.players[0]).toMatchObject({ energy: 3 });
    // 704.5f: the Bears with two -1/-1 counters is 0/0 and dies.
    expect(onField(some, 'x')).toBeUndefined();
  });

  it('701.34a: a permanent without a counter, or one chosen twice, is refused (INVALID_CHOICE)', () => {
    const asked = answer({ state: countersBoard(PROGRESS.name), actions: [cast('c'), ...passes(2)] });
    for (const bad of [['b'], ['s', 's'], ['i1']]) {
      const refused = answer({ state: asked.state, action: choose(asked, bad) });
      expect(refused.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.34a' });
    }
  });

  it('701.34a: with no counter anywhere, nothing is asked; the spell goes on (draws)', () => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 3), perm('b', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'c', card: PROGRESS.name }] },
    );
    const a = answer({ state, actions: [cast('c'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(hand(a, 0)).toBe(1);
    expect(cited(a)).toContain('701.34a');
  });

  it('422 NOTHING_TO_CHOOSE: a board waiting for a proliferate choice with nothing to choose is refused', () => {
    const asked = answer({ state: countersBoard(PROGRESS.name), actions: [cast('c'), ...passes(2)] });
    const battlefield = (asked.state.battlefield as { id: string }[]).filter((o) => o.id !== 's' && o.id !== 'x');
    const players = (asked.state.players as Record<string, unknown>[]).map((p) => ({ ...p, poison: 0, energy: 0 }));
    const o = adjudicate({ state: { ...asked.state, battlefield, players }, actions: [] } as { state: unknown }, catalog);
    expect(o.kind).not.toBe('answer');
    expect(JSON.stringify(o)).toContain('NOTHING_TO_CHOOSE');
  });

  it("Tezzeret's Gambit: draw two cards, then proliferate", () => {
    const asked = answer({ state: countersBoard(GAMBIT.name, 4), actions: [cast('c'), ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(hand(asked, 0)).toBe(2);
    expect(asked.decision).toMatchObject({ kind: 'chooseProliferate' });
    const chosen = answer({ state: asked.state, action: choose(asked, ['bob']) });
    expect(chosen.state.players[1]).toMatchObject({ poison: 4 });
  });

  it('Grim Affliction: the -1/-1 counter first, then the creature it is on may be chosen', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 'w', 3), perm('x', 'Serra Angel', 'bob')] },
      { hand: [{ id: 'c', card: AFFLICTION.name }] },
    );
    const asked = answer({ state, actions: [cast('c', ['x']), ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseProliferate', options: ['x'] });
    const chosen = answer({ state: asked.state, action: choose(asked, ['x']) });
    expect(onField(chosen, 'x')).toMatchObject({ counters: { '-1/-1': 2 } });
  });

  it('Contagion Clasp: "{4}, {T}: Proliferate." an activated ability', () => {
    const state = board({
      battlefield: [
        ...lands('Island', 'i', 4),
        perm('cc', 'Contagion Clasp', 'alice'),
        perm('x', 'Grizzly Bears', 'bob', { counters: { '-1/-1': 1 } }),
      ],
    });
    const asked = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'cc', ability: 0 }, ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseProliferate', options: ['x'] });
    const chosen = answer({ state: asked.state, action: choose(asked, ['x']) });
    expect(chosen.violations).toEqual([]);
    expect(onField(chosen, 'x')).toBeUndefined();
  });
});
