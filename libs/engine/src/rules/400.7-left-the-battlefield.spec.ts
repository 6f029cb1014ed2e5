import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, SWAMP, ids, lands, perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/**
 * 400.7, 207.2c: the board knows whether a permanent a player controlled left the battlefield this turn
 * (`permanentLeftThisTurn`), which revolt asks; Fatal Push (a real card) reads it as it resolves (608.2c).
 */
const FATAL_PUSH = bundledCard('Fatal Push');
const COURSER = bundledCard('Centaur Courser');
const WURM = bundledCard('Craw Wurm');
const catalog = new InMemoryCatalog([FATAL_PUSH, COURSER, WURM, GRIZZLY_BEARS, SWAMP]);
const answer = rulingsWith(catalog);

/** Alice (two Swamps, Fatal Push in hand `h1`, a second one `h2`) faces bob's Bears, Courser and Wurm. */
function pushBoard(alice: Record<string, unknown> = {}, bob: Record<string, unknown> = {}, mine: unknown[] = []) {
  return board(
    {
      battlefield: [
        ...lands('Swamp', 'b', 2),
        ...mine,
        perm('bears', 'Grizzly Bears', 'bob'),
        perm('courser', 'Centaur Courser', 'bob'),
        perm('wurm', 'Craw Wurm', 'bob'),
      ],
    },
    {
      hand: [
        { id: 'h1', card: 'Fatal Push' },
        { id: 'h2', card: 'Fatal Push' },
      ],
      ...alice,
    },
    bob,
  );
}
const push = (target: string, card = 'h1') => ({ type: 'cast', player: 'alice', card, targets: [target] });
const onBattlefield = (a: { state: { battlefield: { id: string }[] } }) => ids(a.state.battlefield);

describe('400.7 a permanent left the battlefield this turn (revolt, Fatal Push)', () => {
  it('is understood: Fatal Push reads both lines into one conditional destruction', () => {
    const compiled = compileCard(FATAL_PUSH);
    expect(compiled.support).toBe('full');
    expect(compiled.abilities).toEqual([
      expect.objectContaining({
        kind: 'spell',
        effects: [
          expect.objectContaining({
            kind: 'destroy',
            target: 0,
            onlyIf: expect.objectContaining({ kind: 'object' }),
            insteadIf: expect.objectContaining({ condition: { kind: 'permanentLeftThisTurn' } }),
          }),
        ],
      }),
    ]);
  });

  it('Fatal Push destroys a creature with mana value 2 (Grizzly Bears)', () => {
    const a = answer({ state: pushBoard(), actions: [push('bears'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onBattlefield(a)).not.toContain('bears');
    expect(ids(a.state.players[1].graveyard)).toEqual(['bears']);
    const rules = cited(a);
    expect(rules).toContain('608.2c');
    expect(rules).toContain('701.8a');
  });

  it('Fatal Push on a 3-drop without revolt does nothing: the Courser stays, the Push goes to the graveyard', () => {
    const a = answer({ state: pushBoard(), actions: [push('courser'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onBattlefield(a)).toContain('courser');
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['h1']);
    const rules = cited(a);
    expect(rules).toContain('608.2c');
    expect(rules).not.toContain('701.8a');
    // bob's permanent did not leave: no one is marked.
    expect(a.state.players.map((p) => (p as { permanentLeftThisTurn?: boolean }).permanentLeftThisTurn)).toEqual([undefined, undefined]);
  });

  it('with revolt (a permanent alice controlled left the battlefield this turn, on the board) it destroys the 3-drop', () => {
    const a = answer({ state: pushBoard({ permanentLeftThisTurn: true }), actions: [push('courser'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onBattlefield(a)).not.toContain('courser');
    expect(ids(a.state.players[1].graveyard)).toEqual(['courser']);
    expect(cited(a)).toContain('701.8a');
  });

  it('revolt raises the test to 4 only: a mana value 6 Craw Wurm survives', () => {
    const a = answer({ state: pushBoard({ permanentLeftThisTurn: true }), actions: [push('wurm'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onBattlefield(a)).toContain('wurm');
    expect(cited(a)).not.toContain('701.8a');
  });

  it("revolt is the caster's: a permanent of bob's that left does not help alice", () => {
    const a = answer({ state: pushBoard({}, { permanentLeftThisTurn: true }), actions: [push('courser'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onBattlefield(a)).toContain('courser');
  });

  it("recorded as permanents leave: alice's own Bears destroyed by the first Push turn on revolt for the second", () => {
    const state = pushBoard({}, {}, [perm('mine', 'Grizzly Bears', 'alice')]);
    const a = answer({ state, actions: [push('mine'), ...passes(2), push('courser', 'h2'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onBattlefield(a)).not.toContain('mine');
    expect(onBattlefield(a)).not.toContain('courser');
    expect((a.state.players[0] as { permanentLeftThisTurn?: boolean }).permanentLeftThisTurn).toBe(true);
    expect((a.state.players[1] as { permanentLeftThisTurn?: boolean }).permanentLeftThisTurn).toBe(true);
  });

  it('"this turn": the mark is cleared as the next turn begins (500)', () => {
    const state = board(
      { turn: { number: 3, active: 'alice', step: 'end', priority: 'alice', passed: [] } },
      { permanentLeftThisTurn: true },
      { permanentLeftThisTurn: true },
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(a.state.players.map((p) => (p as { permanentLeftThisTurn?: boolean }).permanentLeftThisTurn)).toEqual([undefined, undefined]);
  });

  it('608.2b: a Push whose target has left the battlefield does not resolve', () => {
    const state = board(
      {
        battlefield: [perm('courser', 'Centaur Courser', 'bob')],
        stack: [{ id: 'p1', card: 'Fatal Push', controller: 'alice', targets: ['gone'] }],
      },
      { permanentLeftThisTurn: true },
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(onBattlefield(a)).toEqual(['courser']);
    expect(cited(a)).toContain('608.2b');
  });
});
