import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited } from '../testing/test-catalog';
import { attack, combatBoard, passes, perm, TEST_WALKER, TO_ATTACKERS } from '../testing/combat-cards';
import { ptOf } from '../testing/combat-trigger-cards';

/** 702.121 melee, on real cards (Oracle text of the bundled catalog, reminder text included). */
const WINGS = bundledCard('Wings of the Guard'); // {1}{W} 1/1, Flying, Melee
const PROTESTER = bundledCard('Deputized Protester'); // {2}{R} 2/1, Menace, Melee
const BEARS = bundledCard('Grizzly Bears');
const catalog = new InMemoryCatalog([WINGS, PROTESTER, BEARS]);
const outcome = (request: { state: unknown; actions: unknown[] }) => adjudicate(request, catalog);
function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const o = outcome(request);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const field = [
  perm('w', 'Wings of the Guard', 'alice'),
  perm('d', 'Deputized Protester', 'alice'),
  perm('g', 'Grizzly Bears', 'alice'),
  perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 4 } }),
];

describe('702.121 melee', () => {
  it('is understood: an attack trigger pumping the creature itself, once for each opponent attacked', () => {
    for (const card of [WINGS, PROTESTER]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(WINGS).abilities).toContainEqual(
      expect.objectContaining({
        kind: 'triggered',
        trigger: { event: 'attacks', who: 'self' },
        effects: [expect.objectContaining({ kind: 'modifyPT', power: 1, toughness: 1, per: { kind: 'opponentsAttacked' } })],
        rule: '702.121a',
      }),
    );
  });

  it('702.121a: Wings of the Guard attacks Bob: it triggers and resolves into +1/+1 until end of turn (one opponent)', () => {
    const declared = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('w')] });
    expect(declared.state.stack).toEqual([expect.objectContaining({ ability: expect.objectContaining({ source: 'w', triggered: true }) })]);
    const resolved = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('w'), ...passes(2)] });
    expect(resolved.state.stack).toEqual([]);
    expect(ptOf(resolved, 'w')).toEqual([2, 2]);
    expect(cited(resolved)).toContain('702.121a');
  });

  it('702.121a, 702.121b: two creatures with melee attacking Bob each trigger, each gets +1/+1 (Bob counted once)', () => {
    const declared = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('w', 'd')] });
    expect(declared.decision).toMatchObject({ player: 'alice', kind: 'orderTriggers', options: ['w.trigger.0', 'd.trigger.0'] });
    const order = { type: 'choose', player: 'alice', decision: declared.decision?.id, choice: declared.decision?.options };
    const resolved = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('w', 'd'), order, ...passes(4)] });
    expect(resolved.state.stack).toEqual([]);
    expect(ptOf(resolved, 'w')).toEqual([2, 2]);
    expect(ptOf(resolved, 'd')).toEqual([3, 2]);
  });

  it('702.121a: attacking his planeswalker while Grizzly Bears attack Bob: Bob was attacked with a creature, +1/+1', () => {
    const resolved = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack(['w', 'pw'], 'g'), ...passes(2)] });
    expect(resolved.state.stack).toEqual([]);
    expect(ptOf(resolved, 'w')).toEqual([2, 2]);
  });

  it('608.2h: attacking only the planeswalker, whether Bob was attacked is not known from the board: refused, not guessed', () => {
    const o = outcome({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack(['w', 'pw']), ...passes(2)] });
    expect(o).toMatchObject({ kind: 'unsupported', rule: '608.2h' });
  });
});
