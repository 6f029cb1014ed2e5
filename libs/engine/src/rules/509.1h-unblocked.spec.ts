import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { attack, block, combatBoard, passes, perm, TO_ATTACKERS } from '../testing/combat-cards';

/**
 * 509.1h: an attacking creature with no blocker declared for it is "unblocked", once blockers are declared (before,
 * it is neither blocked nor unblocked). Gossamer Chains ("Return Gossamer Chains to its owner's hand: Prevent all
 * combat damage that would be dealt by target unblocked creature this turn."), a real card of the bundled catalog.
 */
const CHAINS = bundledCard('Gossamer Chains');
const answer = rulingsWith(new InMemoryCatalog([CHAINS, bundledCard('Grizzly Bears')]));
const field = [
  perm('g1', 'Grizzly Bears', 'alice'),
  perm('g2', 'Grizzly Bears', 'alice'),
  perm('b1', 'Grizzly Bears', 'bob'),
  perm('gc', 'Gossamer Chains', 'bob'),
];
const chains = (target: string) => ({ type: 'activate', player: 'bob', source: 'gc', ability: 0, targets: [target] });
const blocked = [...TO_ATTACKERS, attack('g1', 'g2'), ...passes(2), block(['b1', 'g1']), ...passes(1)];

describe('509.1h: "unblocked"', () => {
  it('Gossamer Chains is understood in full', () => {
    expect(compileCard(CHAINS).support).toBe('full');
  });

  it('509.1h: after blockers are declared, the attacker nobody blocks may be targeted; its combat damage is prevented', () => {
    const a = answer({ state: combatBoard(field), actions: [...blocked, chains('g2')] });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([expect.objectContaining({ controller: 'bob', targets: ['g2'] })]);
    const dealt = answer({ state: combatBoard(field), actions: [...blocked, chains('g2'), ...passes(2, 'bob', 'alice'), ...passes(2)] });
    expect(dealt.legal).toBe(true);
    expect(dealt.state.turn.step).toBe('combat-damage');
    expect(dealt.state.players.find((p) => p.id === 'bob')?.life).toBe(20);
    expect(cited(dealt)).toContain('615.1a');
  });

  it('509.1h: a blocked attacker is not unblocked', () => {
    const a = answer({ state: combatBoard(field), actions: [...blocked, chains('g1')] });
    expect(a.legal).toBe(false);
  });

  it('509.1h: before blockers are declared, no attacker is unblocked', () => {
    const a = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('g1'), ...passes(1), chains('g1')] });
    expect(a.legal).toBe(false);
  });
});
