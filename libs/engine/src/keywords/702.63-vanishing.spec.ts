import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { SWAMP, lands } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 702.63 vanishing, on real cards (current Oracle text, from the bundled catalog). */
const WURM = bundledCard('Waning Wurm'); // {3}{B} 7/6; Vanishing 2
const CALCIDERM = bundledCard('Calciderm'); // {2}{W}{W} 5/5 shroud; Vanishing 4
const catalog = new InMemoryCatalog([WURM, CALCIDERM, SWAMP]);
const answer = rulingsWith(catalog);
const atUntap = (counters: Record<string, number>, controller = 'alice') =>
  board({
    battlefield: [{ id: 'w1', card: 'Waning Wurm', controller, counters }],
    turn: { number: 5, active: 'alice', step: 'untap', priority: null },
  });

describe('702.63 vanishing', () => {
  it('702.63a: is understood: enters with time counters, an upkeep trigger with an "if", a last-counter trigger', () => {
    for (const c of [WURM, CALCIDERM]) expect(compileCard(c).support).toBe('full');
    const abilities = compileCard(WURM).abilities;
    expect(abilities.map((a) => a.kind)).toEqual(['static', 'triggered', 'triggered']);
    expect(abilities[0]).toMatchObject({ effects: [{ kind: 'entersWithCounters', counter: 'time', n: 2 }] });
    expect(abilities[1]).toMatchObject({
      trigger: { event: 'beginningOf', step: 'upkeep', whose: 'your' },
      condition: { kind: 'counters', of: { kind: 'source' }, counter: 'time' },
      effects: [{ kind: 'counters', counter: 'time', n: 1, remove: true, objects: { kind: 'source' } }],
    });
    expect(abilities[2]).toMatchObject({
      trigger: { event: 'lastCounterRemoved', counter: 'time' },
      effects: [{ kind: 'sacrificeSource' }],
    });
    expect(compileCard(CALCIDERM).abilities).toContainEqual(
      expect.objectContaining({ effects: [expect.objectContaining({ kind: 'entersWithCounters', counter: 'time', n: 4 })] }),
    );
  });

  it('702.63a: Waning Wurm enters with two time counters', () => {
    const a = answer({
      state: board({ battlefield: lands('Swamp', 's', 4) }, { hand: [{ id: 'w1', card: 'Waning Wurm' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'w1' }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'w1')?.counters).toEqual({ time: 2 });
    expect(cited(a)).toContain('702.63a');
  });

  it("702.63a: at its controller's upkeep a time counter is removed; one left, it stays", () => {
    const a = answer({ state: atUntap({ time: 2 }), actions: passes(2) });
    expect(onField(a, 'w1')?.counters).toEqual({ time: 1 });
    expect(a.state.stack).toEqual([]);
  });

  it('702.63a: the last time counter removed triggers its sacrifice (701.21a)', () => {
    const removed = answer({ state: atUntap({ time: 1 }), actions: passes(2) });
    expect(onField(removed, 'w1')?.counters).toEqual({});
    // The sacrifice is a trigger of its own: on the stack, the wurm still on the battlefield.
    expect(removed.state.stack).toEqual([
      expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'w1' }) }),
    ]);
    const done = answer({ state: removed.state, actions: passes(2) });
    expect(done.state.battlefield).toEqual([]);
    expect(done.state.players[0].graveyard).toEqual([{ id: 'w1', card: 'Waning Wurm' }]);
    expect(cited(done)).toEqual(expect.arrayContaining(['701.21a']));
  });

  it('603.4: with no time counter at its upkeep, nothing triggers and it is not sacrificed (unlike fading)', () => {
    const a = answer({ state: atUntap({}), actions: passes(4) });
    expect(onField(a, 'w1')).toBeDefined();
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].graveyard).toEqual([]);
  });

  it("the opponent's upkeep removes no counter", () => {
    const a = answer({ state: atUntap({ time: 1 }, 'bob'), actions: passes(2) });
    expect(onField(a, 'w1')?.counters).toEqual({ time: 1 });
    expect(a.state.stack).toEqual([]);
  });
});
