import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, passes, perm } from '../testing/spell-cards';

/**
 * 107.1a, 119.3: "You lose half your life, rounded up" (Infernal Contract, Cruel Bargain), "that player loses half their
 * life, rounded up" (Quietus Spike, Scytheclaw): half the life total of the player who loses it, as the instruction is
 * carried out, rounded up (an odd total loses the larger half). Real cards, bundled.
 */
const rule = rulingsWith(bundledCatalog());
const library = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `l${i}`, card: 'Plains' }));

describe('107.1a: half a life total, rounded up', () => {
  it('Infernal Contract, Cruel Bargain, Quietus Spike, Scytheclaw, Havoc Festival are understood in full; "rounded" alone stays refused', () => {
    for (const name of ['Infernal Contract', 'Cruel Bargain', 'Quietus Spike', 'Scytheclaw', 'Havoc Festival'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    const read = (text: string) => compileCard({ ...bundledCard('Infernal Contract'), text }).support;
    expect(read('Draw four cards. You lose half your life.')).not.toBe('full');
    expect(read("Draw four cards. You lose half target player's life, rounded up.")).not.toBe('full');
  });

  it('Infernal Contract at 15 life: alice draws four cards, then loses 8 (half of 15, rounded up) and is at 7', () => {
    const state = board(
      { battlefield: lands('Swamp', 's', 3) },
      { life: 15, hand: [{ id: 'h', card: 'Infernal Contract' }], library: library(6) },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'h' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].life).toBe(7);
    expect(a.state.players[0].hand).toHaveLength(4);
    expect(a.state.players[1].life).toBe(20);
    expect(cited(a)).toEqual(expect.arrayContaining(['121.1', '119.3']));
  });

  it('Quietus Spike: the equipped 3/3 deals 3 to bob (20 -> 17), then bob loses 9 (half of 17, rounded up): 8', () => {
    const state = board({
      battlefield: [perm('g', 'Hill Giant', 'alice', { tapped: true }), perm('q', 'Quietus Spike', 'alice', { attachedTo: 'g' })],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: { attackers: [{ id: 'g', attacking: 'bob' }], blockers: [] },
    });
    const a = rule({ state, actions: passes(4) });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(8);
    expect(cited(a)).toEqual(expect.arrayContaining(['510.2', '119.3']));
  });

  it("Havoc Festival (alice's): at bob's upkeep bob, at 15, loses 8 and is at 7; alice's life is untouched", () => {
    const state = board(
      { battlefield: [perm('hf', 'Havoc Festival', 'alice')], turn: { number: 4, active: 'bob', step: 'untap', priority: null } },
      {},
      { life: 15 },
    );
    const a = rule({ state, actions: passes(2, 'bob', 'alice') });
    expect(a.violations).toEqual([]);
    expect(a.state.players.map((p) => p.life)).toEqual([20, 7]);
    expect(cited(a)).toEqual(expect.arrayContaining(['503.1', '603.3', '119.3']));
  });
});
