import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited } from '../testing/test-catalog';
import { attack, combatBoard, passes, perm, TEST_WALKER, TO_ATTACKERS } from '../testing/combat-cards';

/**
 * 702.116 myriad, on a real card (Broodbirth Viper, {4}{U} 3/3, Myriad). 702.116a: the attack trigger creates a token
 * copy for each opponent other than the defending player; the engine plays two-player games, so there is none: the
 * trigger resolves and creates no token (and no delayed trigger to exile any).
 */
const VIPER = bundledCard('Broodbirth Viper');
const catalog = new InMemoryCatalog([VIPER]);

function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}

const board = () => combatBoard([perm('v', 'Broodbirth Viper', 'alice'), perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 4 } })]);

describe('702.116 myriad', () => {
  it('is understood: an attack trigger of the creature itself (702.116a)', () => {
    expect(compileCard(VIPER).support).toBe('full');
    expect(compileCard(VIPER).abilities[0]).toEqual(
      expect.objectContaining({
        kind: 'triggered',
        trigger: { event: 'attacks', who: 'self' },
        effects: [{ kind: 'myriadCopies' }],
        rule: '702.116a',
      }),
    );
  });

  it('702.116a: attacking bob, the trigger resolves; bob is the only opponent and the defending player: no token', () => {
    const declared = rule({ state: board(), actions: [...TO_ATTACKERS, attack('v')] });
    expect(declared.state.stack).toEqual([
      expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'v', triggered: true }) }),
    ]);
    const resolved = rule({ state: board(), actions: [...TO_ATTACKERS, attack('v'), ...passes(2)] });
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.stack).toEqual([]);
    expect(resolved.state.battlefield.map((o) => o.id).sort()).toEqual(['pw', 'v']);
    expect(resolved.state.combat?.attackers.map((a) => a.id)).toEqual(['v']);
    expect(cited(resolved)).toContain('702.116a');
    expect(resolved.trace).toContainEqual(expect.objectContaining({ rule: '702.116a', event: 'myriad' }));
  });

  it("702.116a: attacking bob's planeswalker, bob is still the defending player: no token", () => {
    const resolved = rule({ state: board(), actions: [...TO_ATTACKERS, attack(['v', 'pw']), ...passes(2)] });
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.battlefield.map((o) => o.id).sort()).toEqual(['pw', 'v']);
    expect(cited(resolved)).toContain('702.116a');
  });
});
