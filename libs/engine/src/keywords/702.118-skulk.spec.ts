import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited } from '../testing/test-catalog';
import { block, combatBoard, life, passes, perm, upToBlocks } from '../testing/combat-cards';

/** 702.118 skulk, on real cards (current Oracle text, from the bundled catalog). */
const HOMUNCULUS = bundledCard('Furtive Homunculus'); // {1}{U} 2/1, Skulk
const BEARS = bundledCard('Grizzly Bears'); // 2/2
const GIANT = bundledCard('Hill Giant'); // 3/3
const GROWTH = bundledCard('Giant Growth'); // +3/+3 until end of turn
const FOREST = bundledCard('Forest');
const catalog = new InMemoryCatalog([HOMUNCULUS, BEARS, GIANT, GROWTH, FOREST]);
const outcome = (request: { state: unknown; actions: unknown[] }) => adjudicate(request, catalog);
function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const o = outcome(request);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const field = (more: Record<string, unknown> = {}) => [
  perm('a1', 'Furtive Homunculus', 'alice', more),
  perm('x1', 'Grizzly Bears', 'bob'),
  perm('x2', 'Hill Giant', 'bob'),
];

describe('702.118 skulk', () => {
  it('is understood: a keyword', () => {
    expect(compileCard(HOMUNCULUS).support).toBe('full');
    expect(compileCard(HOMUNCULUS).abilities).toEqual([{ kind: 'keyword', keyword: 'skulk', text: 'skulk' }]);
  });

  it('702.118b: Hill Giant (power 3) cannot block Furtive Homunculus (power 2)', () => {
    const blocked = rule({ state: combatBoard(field()), actions: [...upToBlocks(['a1']), block(['x2', 'a1'])] });
    expect(blocked.legal).toBe(false);
    expect(blocked.violations).toEqual([expect.objectContaining({ code: 'CANNOT_BLOCK_SKULK', rule: '702.118b' })]);
  });

  it('702.118b: Grizzly Bears, of equal power, may block it', () => {
    const blocked = rule({ state: combatBoard(field()), actions: [...upToBlocks(['a1']), block(['x1', 'a1']), ...passes(2)] });
    expect(blocked.legal).toBe(true);
    expect(blocked.state.battlefield.find((o) => o.id === 'a1')).toBeUndefined();
    expect(life(blocked, 'bob')).toBe(20);
  });

  it('702.118b: power is read now (613.4c): with two +1/+1 counters the Homunculus (4/3) may be blocked by the Giant', () => {
    const blocked = rule({
      state: combatBoard(field({ counters: { '+1/+1': 2 } })),
      actions: [...upToBlocks(['a1']), block(['x2', 'a1'])],
    });
    expect(blocked.legal).toBe(true);
    expect(cited(blocked)).not.toContain('702.118b');
  });

  it("702.118b: the blocker's power counts too: Giant Growth on the Bears (5/5) before blocks, and they can't block", () => {
    const state = combatBoard([...field(), perm('f1', 'Forest', 'bob')], {}, {}, { hand: [{ id: 'gg', card: 'Giant Growth' }] });
    const actions = [
      ...passes(2),
      { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'a1', attacking: 'bob' }] },
      { type: 'pass', player: 'alice' },
      { type: 'cast', player: 'bob', card: 'gg', targets: ['x1'] },
      ...passes(2, 'bob', 'alice'),
      ...passes(2),
      block(['x1', 'a1']),
    ];
    const blocked = rule({ state, actions });
    expect(blocked.legal).toBe(false);
    expect(blocked.violations).toEqual([expect.objectContaining({ code: 'CANNOT_BLOCK_SKULK' })]);
  });

  it('unblocked, it deals its damage to bob', () => {
    const hit = rule({ state: combatBoard(field()), actions: [...upToBlocks(['a1']), block(), ...passes(2)] });
    expect(life(hit, 'bob')).toBe(18);
  });
});
