import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { MOUNTAIN, lands, passes, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** 702.54 bloodthirst, on real cards (current Oracle text, from the bundled catalog). */
const BERSERKER = bundledCard('Stormblood Berserker'); // {1}{R} 1/1, Bloodthirst 2
const BOLT = bundledCard('Lightning Bolt');
const GOBLIN = bundledCard('Raging Goblin'); // {R} 1/1 haste
const catalog = new InMemoryCatalog([BERSERKER, BOLT, GOBLIN, MOUNTAIN]);
const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[]) => ({ type: 'cast', player: 'alice', card, ...(targets ? { targets } : {}) });
const hand = [
  { id: 'b', card: 'Lightning Bolt' },
  { id: 's', card: 'Stormblood Berserker' },
];
/** Berserker's id once on the battlefield: the card keeps its id. */
const berserker = (a: ReturnType<typeof answer>) => onField(a, 's');

describe('702.54 bloodthirst', () => {
  it('is understood: an enters-with-counters replacement under a condition', () => {
    expect(compileCard(BERSERKER).support).toBe('full');
    expect(compileCard(BERSERKER).abilities).toContainEqual({
      kind: 'static',
      effects: [{ kind: 'entersWithCounters', counter: '+1/+1', n: 2, rule: '702.54a', ifOpponentDamagedThisTurn: true }],
      text: 'Bloodthirst 2',
    });
  });

  it('702.54a: Lightning Bolt to the opponent, then Stormblood Berserker enters with two +1/+1 counters', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 3) }, { hand });
    const a = answer({ state, actions: [cast('b', ['bob']), ...passes(2), cast('s'), ...passes(2)] });
    expect(a.state.players[1]).toMatchObject({ life: 17, damagedThisTurn: true });
    expect(berserker(a)).toMatchObject({ counters: { '+1/+1': 2 } });
    expect(berserker(a)?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(cited(a)).toEqual(expect.arrayContaining(['120.3a', '702.54a']));
  });

  it('702.54a: no opponent dealt damage this turn: it enters without counters', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 2) }, { hand });
    const a = answer({ state, actions: [cast('s'), ...passes(2)] });
    expect(berserker(a)?.counters).toEqual({});
    expect(cited(a)).toContain('702.54a');
  });

  it('702.54a: only an opponent counts: its controller dealt damage is not enough', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 3) }, { hand });
    const a = answer({ state, actions: [cast('b', ['alice']), ...passes(2), cast('s'), ...passes(2)] });
    expect(a.state.players[0]).toMatchObject({ life: 17, damagedThisTurn: true });
    expect(berserker(a)?.counters).toEqual({});
  });

  it('702.54a: combat damage counts too: after Raging Goblin hits, Berserker enters in the second main phase with its counters', () => {
    const state = board(
      {
        battlefield: [...lands('Mountain', 'm', 2), perm('g', 'Raging Goblin', 'alice')],
        turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
      },
      { hand },
    );
    const attack = { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'g', attacking: 'bob' }] };
    // Through declare blockers (none possible), combat damage and end of combat to the second main phase.
    let a = answer({ state, actions: [...passes(2), attack] });
    for (let i = 0; i < 12 && a.state.turn.step !== 'second-main'; i++) a = answer({ state: a.state, actions: passes(2) });
    expect(a.state.players[1]).toMatchObject({ life: 19, damagedThisTurn: true });
    const b = answer({ state: a.state, actions: [cast('s'), ...passes(2)] });
    expect(berserker(b)?.counters).toEqual({ '+1/+1': 2 });
  });

  it('702.54a: damage dealt earlier this turn comes with the board (damagedThisTurn)', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 2) }, { hand }, { damagedThisTurn: true });
    const a = answer({ state, actions: [cast('s'), ...passes(2)] });
    expect(berserker(a)?.counters).toEqual({ '+1/+1': 2 });
  });

  it('702.54a: "this turn": the next turn begins with no player dealt damage', () => {
    const state = board({ turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' } }, {}, { damagedThisTurn: true });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.turn.number).toBe(4);
    expect(a.state.players[1].damagedThisTurn).toBeUndefined();
  });

  it('the board field must be a boolean', () => {
    const state = board({}, {}, { damagedThisTurn: 'yes' });
    expect(() => answer({ state, actions: [] })).toThrow(/damagedThisTurn/);
  });
});
