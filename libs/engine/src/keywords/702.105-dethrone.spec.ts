import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited } from '../testing/test-catalog';
import { attack, combatBoard, passes, perm, TEST_WALKER, TO_ATTACKERS } from '../testing/combat-cards';
import { ptOf } from '../testing/combat-trigger-cards';

/** 702.105 dethrone, on real cards (Oracle text of the bundled catalog, reminder text included). */
const REVOLUTIONARY = bundledCard('Enraged Revolutionary'); // {2}{R} 2/1, Dethrone
const EMISSARY = bundledCard("Marchesa's Emissary"); // {3}{U} 2/2, Hexproof, Dethrone
const catalog = new InMemoryCatalog([REVOLUTIONARY, EMISSARY]);

function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}

/** Alice (at `aliceLife`) attacks with Enraged Revolutionary; bob is at `bobLife` and controls a planeswalker. */
function board(aliceLife: number, bobLife: number): Record<string, unknown> {
  return combatBoard(
    [perm('r', 'Enraged Revolutionary', 'alice'), perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 4 } })],
    {},
    { life: aliceLife },
    { life: bobLife },
  );
}

describe('702.105 dethrone', () => {
  it('is understood: an attack trigger putting a +1/+1 counter on the creature itself', () => {
    for (const card of [REVOLUTIONARY, EMISSARY]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(REVOLUTIONARY).abilities).toEqual([
      expect.objectContaining({
        kind: 'triggered',
        trigger: { event: 'attacksPlayerWithMostLife', who: 'self' },
        effects: [expect.objectContaining({ kind: 'counters', counter: '+1/+1', n: 1, objects: { kind: 'source' } })],
        rule: '702.105a',
      }),
    ]);
  });

  it('702.105a: attacking the player with the most life triggers; it resolves into a +1/+1 counter', () => {
    const declared = rule({ state: board(18, 20), actions: [...TO_ATTACKERS, attack('r')] });
    expect(declared.state.stack).toEqual([
      expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'r', triggered: true }) }),
    ]);
    expect(cited(declared)).toContain('603.2');
    const resolved = rule({ state: board(18, 20), actions: [...TO_ATTACKERS, attack('r'), ...passes(2)] });
    expect(resolved.state.stack).toEqual([]);
    expect(resolved.state.battlefield.find((o) => o.id === 'r')?.counters).toEqual({ '+1/+1': 1 });
    expect(ptOf(resolved, 'r')).toEqual([3, 2]);
    expect(cited(resolved)).toContain('702.105a');
  });

  it('702.105a: a player tied for the most life counts too', () => {
    const resolved = rule({ state: board(20, 20), actions: [...TO_ATTACKERS, attack('r'), ...passes(2)] });
    expect(resolved.state.battlefield.find((o) => o.id === 'r')?.counters).toEqual({ '+1/+1': 1 });
    expect(cited(resolved)).toContain('702.105a');
  });

  it('702.105a: attacking a player with less life than another does not trigger', () => {
    const declared = rule({ state: board(20, 18), actions: [...TO_ATTACKERS, attack('r')] });
    expect(declared.state.stack).toEqual([]);
    const after = rule({ state: board(20, 18), actions: [...TO_ATTACKERS, attack('r'), ...passes(2)] });
    expect(after.state.battlefield.find((o) => o.id === 'r')?.counters ?? {}).toEqual({});
    expect(cited(after)).not.toContain('702.105a');
  });

  it('702.105a: attacking a planeswalker does not trigger, even when its controller has the most life', () => {
    const declared = rule({ state: board(18, 20), actions: [...TO_ATTACKERS, attack(['r', 'pw'])] });
    expect(declared.legal).toBe(true);
    expect(declared.state.stack).toEqual([]);
    expect(cited(declared)).not.toContain('702.105a');
  });
});
