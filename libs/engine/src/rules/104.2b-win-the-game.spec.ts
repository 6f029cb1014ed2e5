import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * 104.2b: "At the beginning of your upkeep, if you have 40 or more life, you win the game." (Felidar Sovereign): an effect
 * states that its controller wins; the game ends, the opponent having left it. 603.4: the intervening "if" is checked as the
 * upkeep begins (no trigger otherwise) and as the ability resolves.
 */
const answer = rulingsWith(new InMemoryCatalog(['Felidar Sovereign', 'Near-Death Experience', 'Biovisionary'].map(bundledCard)));
const upkeepOf = (active: string, battlefield: Record<string, unknown>[], aliceLife: number) =>
  board({ battlefield, turn: { number: 5, active, step: 'untap', priority: null } }, { life: aliceLife });

describe('104.2b: "you win the game"', () => {
  it.each(['Felidar Sovereign', 'Test of Endurance', 'Mortal Combat', 'Epic Struggle', 'Biovisionary', 'Near-Death Experience'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it('a near variant stays refused: "target player wins the game"', () => {
    const text = 'At the beginning of your upkeep, if you have 40 or more life, target player wins the game.';
    expect(compileCard({ ...bundledCard('Felidar Sovereign'), text }).support).not.toBe('full');
  });

  it('Felidar Sovereign, alice at 40 life at her upkeep: she wins, bob leaves the game (104.2b)', () => {
    const a = answer({ state: upkeepOf('alice', [{ id: 'fs', card: 'Felidar Sovereign', controller: 'alice' }], 40), actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.gameOver).toMatchObject({ winners: ['alice'], losers: [{ player: 'bob', rule: '104.2b' }] });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.4', '104.2b']));
  });

  it("at 39 life, or at bob's upkeep: no trigger, the game goes on", () => {
    const low = answer({ state: upkeepOf('alice', [{ id: 'fs', card: 'Felidar Sovereign', controller: 'alice' }], 39), actions: [] });
    expect(low.state.stack).toEqual([]);
    expect(low.gameOver).toBeNull();
    const bobs = answer({ state: upkeepOf('bob', [{ id: 'fs', card: 'Felidar Sovereign', controller: 'alice' }], 45), actions: [] });
    expect(bobs.state.stack).toEqual([]);
    expect(bobs.gameOver).toBeNull();
  });

  it('Near-Death Experience: exactly 1 life wins; 2 life does not', () => {
    const nde = [{ id: 'nd', card: 'Near-Death Experience', controller: 'alice' }];
    const one = answer({ state: upkeepOf('alice', nde, 1), actions: passes(2) });
    expect(one.gameOver).toMatchObject({ winners: ['alice'] });
    const two = answer({ state: upkeepOf('alice', nde, 2), actions: [] });
    expect(two.state.stack).toEqual([]);
    expect(two.gameOver).toBeNull();
  });

  it("Biovisionary: four creatures named Biovisionary alice controls at bob's end step: she wins; three: no", () => {
    const bios = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `b${i}`, card: 'Biovisionary', controller: 'alice' }));
    const end = (n: number) =>
      answer({
        state: board({ battlefield: bios(n), turn: { number: 6, active: 'bob', step: 'second-main', priority: 'bob' } }),
        actions: passes(2, 'bob', 'alice'),
      });
    const four = end(4);
    // Each of the four triggers; alice orders them (603.3b), and the first to resolve ends the game.
    expect(four.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice' });
    expect(four.decision?.options).toHaveLength(4);
    const won = answer({
      state: four.state,
      actions: [
        { type: 'choose', player: 'alice', decision: four.decision?.id, choice: four.decision?.options },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(won.gameOver).toMatchObject({ winners: ['alice'], losers: [{ player: 'bob', rule: '104.2b' }] });
    const three = end(3);
    expect(three.state.stack).toEqual([]);
  });
});
