import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { choose, onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 510.1c, 506.2, 603.3d: "Whenever CARDNAME deals combat damage to a player, you may destroy target artifact that player
 * controls." (Caustic Wasps): the player an attacking creature deals combat damage to is the defending player; the target
 * is chosen among that player's artifacts as the trigger is put on the stack.
 */
const ruling = rulingsWith(new InMemoryCatalog(['Caustic Wasps', 'Ornithopter', 'Grizzly Bears'].map(bundledCard)));

const attack = (blockers: { id: string; blocking: string[] }[] = []) =>
  board({
    battlefield: [
      { id: 'cw', card: 'Caustic Wasps', controller: 'alice', tapped: true },
      { id: 'o1', card: 'Ornithopter', controller: 'alice' },
      { id: 'o2', card: 'Ornithopter', controller: 'bob' },
      { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
    ],
    turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
    combat: { attackers: [{ id: 'cw', attacking: 'bob' }], blockers },
  });

describe('Caustic Wasps: "you may destroy target artifact that player controls"', () => {
  it('compiles in full: the target is an artifact the defending player controls', () => {
    const card = compileCard(bundledCard('Caustic Wasps'));
    expect(card.support).toBe('full');
    expect(card.abilities[1]).toMatchObject({
      trigger: { event: 'dealsCombatDamageToPlayer', who: 'self' },
      targets: [
        {
          options: [
            {
              filters: [
                { kind: 'type', anyOf: ['Artifact'] },
                { kind: 'controller', is: 'defendingPlayer' },
              ],
            },
          ],
        },
      ],
    });
  });

  it("603.3d: unblocked, it deals 1 to bob: only bob's Ornithopter is a legal target; destroyed once alice says yes", () => {
    const a = ruling({ state: attack(), actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(19);
    // The one legal target, bob's artifact (alice's is not one), is chosen as it is put on the stack.
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'cw.trigger.0', targets: ['o2'], refersTo: 'bob' })]);
    let b = ruling({ state: a.state, actions: passes(2) });
    if (b.decision && b.decision.kind !== 'priority') b = ruling({ state: b.state, action: choose(b, ['yes']) });
    expect(b.violations).toEqual([]);
    expect(onField(b, 'o2')).toBeUndefined();
    expect(onField(b, 'o1')).toBeDefined();
    expect(cited(b)).toContain('701.8a');
  });

  it('603.2: blocked, it deals no damage to a player: no trigger', () => {
    const a = ruling({ state: attack([{ id: 'gb', blocking: ['cw'] }]), actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.decision?.kind).not.toBe('chooseTargets');
    expect(a.state.stack).toEqual([]);
  });

  it("115.1, 608.2b: a trigger on the stack that targets alice's own artifact: not a legal target, the ability does nothing", () => {
    const state = {
      ...attack(),
      turn: { number: 3, active: 'alice', step: 'combat-damage', priority: 'alice' },
      stack: [
        { id: 't1', controller: 'alice', ability: { source: 'cw', index: 0, triggered: true }, targets: ['o1'], x: 1, refersTo: 'bob' },
      ],
    };
    const a = ruling({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'o1')).toBeDefined();
    expect(cited(a)).toContain('608.2b');
  });
});

describe('refused: a damage trigger whose "that player" target needs more than the defending player', () => {
  it('Blind Zealot ("you may sacrifice it. If you do, destroy target creature that player controls") stays refused', () => {
    expect(compileCard(bundledCard('Blind Zealot')).support).not.toBe('full');
  });
});
