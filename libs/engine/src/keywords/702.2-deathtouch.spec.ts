import { assign, combatBoard, life, passes, perm, ruleCombat, upToBlocks, VENOMOUS_TRAMPLER, zoneOf } from '../testing/combat-cards';

/** 702.2c: deathtouch makes 1 damage lethal in a trampler's assignment; the trace says so where it decides. */
describe('702.2c deathtouch: any nonzero damage assigned is lethal', () => {
  const field = [perm('a1', VENOMOUS_TRAMPLER, 'alice'), perm('x1', 'Craw Wurm', 'bob'), perm('x2', 'Grizzly Bears', 'bob')];
  const toDamage = [...upToBlocks(['a1'], [['x1', 'a1'], ['x2', 'a1']]), ...passes(2)];

  it('Venomous Trampler (4/4 deathtouch, trample) assigns 1 to Craw Wurm (6/4), 1 to Grizzly Bears and 2 to bob: 702.2c for each blocker, 702.19b for bob', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 1, x2: 1, bob: 2 } })] });
    expect(a.violations).toEqual([]);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(zoneOf(a, 'x2')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(18);
    const steps = a.trace.filter((t) => (t.event === 'assignDamage' || t.event === 'lethalDamage') && t.objects?.[0] === 'a1' && t.objects.length === 2).map((t) => [t.rule, t.event, t.objects?.[1]]);
    expect(steps).toEqual([
      ['510.1c', 'assignDamage', 'x1'],
      ['702.2c', 'lethalDamage', 'x1'],
      ['510.1c', 'assignDamage', 'x2'],
      ['702.2c', 'lethalDamage', 'x2'],
      ['702.19b', 'assignDamage', 'bob'],
    ]);
  });

  it('2 to the Bears (lethal without deathtouch) and 1 to the Wurm: 702.2c only for the Wurm', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 1, x2: 2, bob: 1 } })] });
    expect(a.violations).toEqual([]);
    expect(life(a, 'bob')).toBe(19);
    expect(a.trace.filter((t) => t.rule === '702.2c').map((t) => t.objects?.[1])).toEqual(['x1']);
  });

  it('with nothing sent on to bob, deathtouch decides no excess: no 702.2c step', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 2, x2: 2 } })] });
    expect(a.violations).toEqual([]);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(20);
    expect(a.trace.some((t) => t.rule === '702.2c')).toBe(false);
  });
});
