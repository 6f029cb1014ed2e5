import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 113.7a, 608.2h: an ability that makes its source do something still has it done once the source has left its zone:
 * the object as it last existed does it. "When CARDNAME dies, it deals 3 damage to any target": "it" is the creature
 * that died, which deals the damage, as "When CARDNAME dies, CARDNAME deals ..." says.
 */
const catalog = new InMemoryCatalog(['Pitchburn Devils', 'Sell-Sword Brute', 'Lightning Bolt', 'Mountain'].map(bundledCard));
const answer = rulingsWith(catalog);

describe('113.7a: "When CARDNAME dies, it deals N damage": the creature that died deals it', () => {
  it('Pitchburn Devils and Sell-Sword Brute are understood in full', () => {
    for (const name of ['Pitchburn Devils', 'Sell-Sword Brute']) expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  const choose = (player: string, decision: string, choice: string[]) => ({ type: 'choose', player, decision, choice });

  it("bob's Pitchburn Devils killed by alice's Bolt: its trigger deals 3 damage to alice, Pitchburn Devils the source", () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 1), perm('pd', 'Pitchburn Devils', 'bob')] },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'lb', targets: ['pd'] },
        ...passes(2),
        choose('bob', 't3.first-main.chooseTargets.pd.trigger.0', ['alice']),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players.map((p) => p.life)).toEqual([17, 20]);
    expect(a.events).toContainEqual({ type: 'damage', source: 'pd', target: 'alice', amount: 3, combat: false });
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5g', '603.3d', '120.3a']));
  });

  it('Sell-Sword Brute killed: "it deals 2 damage to you" is 2 damage to its controller, from the Brute', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 1), perm('sb', 'Sell-Sword Brute', 'bob')] },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'lb', targets: ['sb'] }, ...passes(4)] });
    expect(a.legal).toBe(true);
    expect(a.state.players.map((p) => p.life)).toEqual([20, 18]);
    expect(a.events).toContainEqual({ type: 'damage', source: 'sb', target: 'bob', amount: 2, combat: false });
  });
});
