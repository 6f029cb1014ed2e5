import { assign, combatBoard, life, passes, perm, ruleCombat, upToBlocks, zoneOf } from '../testing/combat-cards';

/** 702.19b: which rule each part of a trampler's damage assignment cites. */
describe('702.19b trample: the excess assigned to what it attacks', () => {
  it('Colossal Dreadmaw blocked by Grizzly Bears, 2 to the Bears and 4 to bob: the Bears part by 510.1c, the excess by 702.19b', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({
      state: combatBoard(field),
      actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2), assign({ a1: { x1: 2, bob: 4 } })],
    });
    expect(a.violations).toEqual([]);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(16);
    const assigned = a.trace
      .filter((t) => t.event === 'assignDamage' && t.objects?.[0] === 'a1' && t.objects.length === 2)
      .map((t) => [t.rule, t.objects?.[1]]);
    expect(assigned).toEqual([
      ['510.1c', 'x1'],
      ['702.19b', 'bob'],
    ]);
  });

  it('blocked by one creature, Colossal Dreadmaw has a choice only by trample: the decision cites 702.19b; blocked by two, 510.1c', () => {
    const one = ruleCombat({
      state: combatBoard([perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob')]),
      actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)],
    });
    expect(one.decision).toMatchObject({ kind: 'assignDamage', player: 'alice', rule: '702.19b', options: ['a1'] });
    expect(one.trace).toContainEqual(expect.objectContaining({ rule: '702.19b', event: 'assignDamage', objects: ['a1'] }));
    const two = ruleCombat({
      state: combatBoard([
        perm('a1', 'Colossal Dreadmaw', 'alice'),
        perm('x1', 'Grizzly Bears', 'bob'),
        perm('x2', 'Grizzly Bears', 'bob'),
      ]),
      actions: [
        ...upToBlocks(
          ['a1'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
        ...passes(2),
      ],
    });
    expect(two.decision).toMatchObject({ kind: 'assignDamage', player: 'alice', rule: '510.1c', options: ['a1'] });
  });

  it('all 6 to the Bears: no excess, nothing assigned by 702.19b', () => {
    const field = [perm('a1', 'Colossal Dreadmaw', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleCombat({
      state: combatBoard(field),
      actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2), assign({ a1: { x1: 6 } })],
    });
    expect(life(a, 'bob')).toBe(20);
    expect(
      a.trace.filter((t) => t.event === 'assignDamage' && t.objects?.[0] === 'a1' && t.objects.length === 2).map((t) => t.rule),
    ).toEqual(['510.1c']);
  });
});
