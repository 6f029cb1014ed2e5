import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited } from '../testing/test-catalog';
import { attack, combatBoard, passes, perm, TO_ATTACKERS } from '../testing/combat-cards';
import { ptOf } from '../testing/combat-trigger-cards';

/** 702.91 battle cry, on a real card (Oracle text of the bundled catalog, reminder text included). */
const PALADIN = bundledCard('Accorder Paladin'); // {1}{W} 3/1, Battle cry
const catalog = new InMemoryCatalog([PALADIN, bundledCard('Grizzly Bears')]);

function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}

const field = [perm('p', 'Accorder Paladin', 'alice'), perm('b1', 'Grizzly Bears', 'alice'), perm('b2', 'Grizzly Bears', 'alice')];

describe('702.91 battle cry', () => {
  it('is understood: an attack trigger giving +1/+0 to each other attacking creature', () => {
    expect(compileCard(PALADIN).support).toBe('full');
    expect(compileCard(PALADIN).abilities).toEqual([
      expect.objectContaining({ kind: 'triggered', trigger: { event: 'attacks', who: 'self' }, rule: '702.91a' }),
    ]);
  });

  it('702.91a: each other attacking creature gets +1/+0 until end of turn; not the creature itself, nor one that does not attack', () => {
    const declared = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('p', 'b1')] });
    expect(declared.state.stack).toEqual([expect.objectContaining({ ability: expect.objectContaining({ source: 'p', triggered: true }) })]);
    expect(cited(declared)).toContain('603.2');
    const a = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('p', 'b1'), ...passes(2)] });
    expect(ptOf(a, 'b1')).toEqual([3, 2]);
    expect(ptOf(a, 'p')).toEqual([3, 1]);
    expect(ptOf(a, 'b2')).toEqual([2, 2]);
    expect(cited(a)).toEqual(expect.arrayContaining(['611.2c', '702.91a']));
  });

  it('702.91a: a battle cry creature that does not attack does not trigger', () => {
    const declared = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('b1')] });
    expect(declared.state.stack).toEqual([]);
  });
});
