import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { choose, onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 510.2, 603.2, 603.3d, 608.2c: Sword of Fire and Ice, "Whenever equipped creature deals combat damage
 * to a player, Sword of Fire and Ice deals 2 damage to any target and you draw a card.": two
 * instructions in order, the target chosen as the trigger is put on the stack.
 */
const sword = bundledCard('Sword of Fire and Ice');
const catalog = new InMemoryCatalog([sword, ...['Grizzly Bears', 'Llanowar Elves', 'Plains'].map(bundledCard)]);
const ruling = rulingsWith(catalog);

const combat = (blockers: { id: string; blocking: string[] }[] = []) =>
  board(
    {
      battlefield: [
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
        { id: 'sw', card: sword.name, controller: 'alice', attachedTo: 'g1' },
        { id: 'e1', card: 'Llanowar Elves', controller: 'bob' },
        { id: 'g2', card: 'Grizzly Bears', controller: 'bob' },
      ],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: { attackers: [{ id: 'g1', attacking: 'bob' }], blockers },
    },
    { library: [{ id: 'top', card: 'Plains' }] },
  );

describe('Sword of Fire and Ice: "deals 2 damage to any target and you draw a card"', () => {
  it('compiles: protection from red and from blue, +2/+2, the trigger (damage then draw), equip', () => {
    expect(compiled(sword)).toMatchObject({ support: 'full' });
    const trigger = compiled(sword).abilities.find((a) => a.kind === 'triggered');
    expect(trigger).toMatchObject({
      trigger: { event: 'dealsCombatDamageToPlayer', who: 'attached' },
      targets: [{ text: 'any target' }],
      effects: [{ kind: 'damage', target: 0, amount: { kind: 'fixed', n: 2 } }, { kind: 'draw' }],
    });
  });

  it('510.2, 603.3d: unblocked, the 4/4 deals 4 to bob; the trigger targets the elves: 2 damage, then alice draws', () => {
    const a = ruling({ state: combat(), actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(16);
    expect(a.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice', rule: '603.3d' });
    const chosen = ruling({ state: a.state, actions: [choose(a, ['e1']), ...passes(2)] });
    expect(chosen.violations).toEqual([]);
    expect(onField(chosen, 'e1')).toBeUndefined();
    expect((chosen.state.players[0].hand as { id: string }[]).map((c) => c.id)).toEqual(['top']);
    expect(cited(chosen)).toEqual(expect.arrayContaining(['603.3d', '120.3e', '121.1', '704.5g']));
    expect(cited(chosen).indexOf('120.3e')).toBeLessThan(cited(chosen).indexOf('121.1'));
  });

  it('603.2: blocked, it deals no combat damage to a player: no trigger, no card drawn', () => {
    const a = ruling({ state: combat([{ id: 'g2', blocking: ['g1'] }]), actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(20);
    expect(a.state.stack).toEqual([]);
    expect(a.decision?.kind).not.toBe('chooseTargets');
    expect(a.state.players[0].library).toEqual([expect.objectContaining({ id: 'top' })]);
  });

  it('603.3d: a target that is not among the legal ones is refused; the trigger still waits for one', () => {
    const a = ruling({ state: combat(), actions: passes(2) });
    const bad = ruling({ state: a.state, action: choose(a, ['nobody']) });
    expect(bad.legal).toBe(false);
    expect(bad.violations).toHaveLength(1);
    expect(bad.decision).toMatchObject({ kind: 'chooseTargets' });
  });
});
