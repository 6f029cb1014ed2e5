import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { choose, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 119.9, 603.2, 608.2h: "Whenever you gain life, target opponent loses that much life." (Sanguine Bond, Defiant
 * Bloodlord): it triggers once for each life gain event of its controller, and "that much" is the life gained in
 * that event, fixed as it triggers. Bundled Oracle texts.
 */
describe('119.9: "Whenever you gain life, target opponent loses that much life"', () => {
  const catalog = new InMemoryCatalog(
    ['Sanguine Bond', 'Defiant Bloodlord', 'Sacred Nectar', 'Vampire Nighthawk', 'Plains', 'Grizzly Bears'].map(bundledCard),
  );
  const ruling = rulingsWith(catalog);
  const perm = (id: string, card: string, controller: string, extra: Record<string, unknown> = {}) => ({ id, card, controller, ...extra });
  const life = (a: { state: { players: { life: number }[] } }) => a.state.players.map((p) => p.life);

  it('compiles on both cards; a variant about another amount or player stays refused', () => {
    for (const name of ['Sanguine Bond', 'Defiant Bloodlord']) {
      expect(compileCard(bundledCard(name)).support).toBe('full');
      expect(compileCard(bundledCard(name)).abilities).toContainEqual(
        expect.objectContaining({
          trigger: { event: 'gainLife', whose: 'you' },
          targets: [expect.objectContaining({ text: 'target opponent' })],
          effects: [{ kind: 'life', players: { kind: 'target' }, target: 0, gain: false, amount: { kind: 'x' } }],
        }),
      );
    }
    const bond = bundledCard('Sanguine Bond');
    for (const text of [
      'Whenever you gain life, target opponent loses twice that much life.',
      'Whenever an opponent gains life, target opponent loses that much life.',
      'Whenever you gain life, target player loses that much life.',
    ])
      expect(compileCard({ ...bond, text }).support).not.toBe('full');
  });

  it('Sacred Nectar gains alice 4 life: the trigger targets bob, who loses 4 (119.9, 603.2)', () => {
    const a = ruling({
      state: board(
        { battlefield: [perm('sb', 'Sanguine Bond', 'alice'), perm('p1', 'Plains', 'alice'), perm('p2', 'Plains', 'alice')] },
        { hand: [{ id: 'x', card: 'Sacred Nectar' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'x' }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([24, 20]);
    // 603.3d: bob is the only opponent, the only legal target.
    expect(a.state.stack).toEqual([
      expect.objectContaining({ ability: expect.objectContaining({ source: 'sb' }), controller: 'alice', targets: ['bob'], x: 4 }),
    ]);
    const b = ruling({ state: a.state, actions: passes(2) });
    expect(b.violations).toEqual([]);
    expect(life(b)).toEqual([24, 16]);
    expect(b.state.stack).toEqual([]);
    expect(cited(b)).toContain('119.3');
  });

  it('bob\'s life gain does not trigger alice\'s Bloodlord ("you gain life")', () => {
    const a = ruling({
      state: board(
        {
          battlefield: [perm('db', 'Defiant Bloodlord', 'alice'), perm('p1', 'Plains', 'bob'), perm('p2', 'Plains', 'bob')],
          turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
        },
        {},
        { hand: [{ id: 'x', card: 'Sacred Nectar' }] },
      ),
      actions: [{ type: 'cast', player: 'bob', card: 'x' }, ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 24]);
    expect(a.state.stack).toEqual([]);
    expect(a.decision?.kind).not.toBe('chooseTargets');
  });

  it("lifelink combat damage: Vampire Nighthawk's 2 damage gains alice 2, then bob loses 2 more (702.15b, 119.9)", () => {
    const a = ruling({
      state: board({
        battlefield: [perm('sb', 'Sanguine Bond', 'alice'), perm('vn', 'Vampire Nighthawk', 'alice', { tapped: true })],
        turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
        combat: { attackers: [{ id: 'vn', attacking: 'bob' }], blockers: [] },
      }),
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([22, 18]);
    expect(a.state.stack).toEqual([
      expect.objectContaining({ ability: expect.objectContaining({ source: 'sb' }), targets: ['bob'], x: 2 }),
    ]);
    const b = ruling({ state: a.state, actions: passes(2) });
    expect(b.violations).toEqual([]);
    expect(life(b)).toEqual([22, 16]);
  });

  it('two lifelink attackers: two life gain events, two triggers of 2 each (119.9, 702.15b)', () => {
    const a = ruling({
      state: board({
        battlefield: [
          perm('sb', 'Sanguine Bond', 'alice'),
          perm('v1', 'Vampire Nighthawk', 'alice', { tapped: true }),
          perm('v2', 'Vampire Nighthawk', 'alice', { tapped: true }),
        ],
        turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
        combat: {
          attackers: [
            { id: 'v1', attacking: 'bob' },
            { id: 'v2', attacking: 'bob' },
          ],
          blockers: [],
        },
      }),
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([24, 16]);
    // 603.3b: two triggers of one controller at once, put on the stack in the order she chooses.
    expect(a.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice', count: 2 });
    const ordered = ruling({ state: a.state, action: choose(a, a.decision?.options ?? []) });
    expect(ordered.violations).toEqual([]);
    expect(ordered.state.stack.map((s) => [s.targets, s.x])).toEqual([
      [['bob'], 2],
      [['bob'], 2],
    ]);
    const b = ruling({ state: ordered.state, actions: passes(4) });
    expect(b.violations).toEqual([]);
    expect(life(b)).toEqual([24, 12]);
  });
});
