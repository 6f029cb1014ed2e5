import { assign, combatBoard, life, passes, perm, ruleCombat, upToBlocks, zoneOf } from '../testing/combat-cards';

/** 702.19b: which rule each part of a trampler's damage assignment cites. */
describe('702.19b trample: the excess assigned to what it attacks', () => {
  it('Colossal Dreadmaw blocked by Grizzly Bears, 2 to the Bears and 4 to bob: the Bears part by 510.1c, the excess by 702.19b', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2), assign({ a1: { x1: 2, bob: 4 } })] });
    expect(a.violations).toEqual([]);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(16);
    const assigned = a.trace.filter((t) => t.event === 'assignDamage' && t.objects?.[0] === 'a1' && t.objects.length === 2).map((t) => [t.rule, t.objects?.[1]]);
    expect(assigned).toEqual([['510.1c', 'x1'], ['702.19b', 'bob']]);
  });

  it('all 6 to the Bears: no excess, nothing assigned by 702.19b', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2), assign({ a1: { x1: 6 } })] });
    expect(life(a, 'bob')).toBe(20);
    expect(a.trace.filter((t) => t.event === 'assignDamage' && t.objects?.[0] === 'a1' && t.objects.length === 2).map((t) => t.rule)).toEqual(['510.1c']);
  });
});
