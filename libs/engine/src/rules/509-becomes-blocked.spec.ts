import { compileCard } from '../cards/oracle-compiler';
import { CardDefinition } from '../cards/card';
import { cited } from '../testing/test-catalog';
import { combatBoard, life, passes, perm, upToBlocks, zoneOf } from '../testing/combat-cards';
import { ptOf, ruleTriggers, triggerCatalog } from '../testing/combat-trigger-cards';

/**
 * "Whenever [a creature] becomes blocked, ..." triggers once as it becomes blocked (509.3c);
 * "Whenever [a creature] becomes blocked by a creature, ..." once for each blocker (509.3d),
 * and "that creature" is that blocker. The templates of real cards, whole combats.
 */
describe('509.3c-d "becomes blocked" triggers', () => {
  it.each(['Norwood Warrior', 'Elvish Berserker', 'Jungle Wurm', 'Sylvan Basilisk', 'Cave Tiger', 'Somberwald Vigilante'])(
    '%s is understood',
    (name) => {
      expect(compileCard(triggerCatalog.find(name) as CardDefinition).support).toBe('full');
    },
  );

  it('509.3c: Norwood Warrior blocked by two creatures triggers once: +1/+1', () => {
    const field = [perm('a1', 'Norwood Warrior', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Raging Goblin', 'bob')];
    const blocked = ruleTriggers({
      state: combatBoard(field),
      actions: upToBlocks(
        ['a1'],
        [
          ['x1', 'a1'],
          ['x2', 'a1'],
        ],
      ),
    });
    expect(blocked.state.stack).toHaveLength(1);
    const a = ruleTriggers({
      state: combatBoard(field),
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
    expect(ptOf(a, 'a1')).toEqual([3, 3]);
  });

  it('603.2e: an attacker that is not blocked does not "become blocked"', () => {
    const field = [perm('a1', 'Norwood Warrior', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleTriggers({ state: combatBoard(field), actions: [...upToBlocks(['a1'], []), ...passes(2)] });
    expect(a.state.stack).toEqual([]);
    expect(life(a, 'bob')).toBe(18);
  });

  it('608.2h: Elvish Berserker counts every creature blocking it as the ability resolves: two blockers, +2/+2', () => {
    const field = [perm('a1', 'Elvish Berserker', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Raging Goblin', 'bob')];
    const a = ruleTriggers({
      state: combatBoard(field),
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
    expect(ptOf(a, 'a1')).toEqual([3, 3]);
    expect(cited(a)).toContain('608.2h');
  });

  it('608.2h: Jungle Wurm blocked by three creatures gets -2/-2 (those beyond the first)', () => {
    const field = [
      perm('a1', 'Jungle Wurm', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
      perm('x2', 'Raging Goblin', 'bob'),
      perm('x3', 'Hill Giant', 'bob'),
    ];
    const a = ruleTriggers({
      state: combatBoard(field),
      actions: [
        ...upToBlocks(
          ['a1'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
            ['x3', 'a1'],
          ],
        ),
        ...passes(2),
      ],
    });
    expect(ptOf(a, 'a1')).toEqual([3, 3]);
  });

  it('509.3d: Cave Tiger blocked by two creatures triggers twice: +2/+2', () => {
    const field = [perm('a1', 'Cave Tiger', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Raging Goblin', 'bob')];
    const blocked = ruleTriggers({
      state: combatBoard(field),
      actions: upToBlocks(
        ['a1'],
        [
          ['x1', 'a1'],
          ['x2', 'a1'],
        ],
      ),
    });
    expect(blocked.state.stack).toHaveLength(2);
    const a = ruleTriggers({
      state: combatBoard(field),
      actions: [
        ...upToBlocks(
          ['a1'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
        ...passes(4),
      ],
    });
    expect(ptOf(a, 'a1')).toEqual([4, 4]);
  });

  it('509.3d: Sylvan Basilisk destroys each creature blocking it; it stays blocked and deals no damage (509.1h, 510.1c)', () => {
    const field = [perm('a1', 'Sylvan Basilisk', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Hill Giant', 'bob')];
    const a = ruleTriggers({
      state: combatBoard(field),
      actions: [
        ...upToBlocks(
          ['a1'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
        ...passes(4),
      ],
    });
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(zoneOf(a, 'x2')).toBe('graveyard');
    expect(cited(a)).toContain('701.8a');
    const after = ruleTriggers({
      state: combatBoard(field),
      actions: [
        ...upToBlocks(
          ['a1'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
        ...passes(6),
      ],
    });
    expect(after.state.turn.step).toBe('combat-damage');
    expect(life(after, 'bob')).toBe(20);
  });

  it('509.3d: Somberwald Vigilante deals 1 damage to that creature: a 1/1 blocker dies before combat damage', () => {
    const field = [perm('a1', 'Somberwald Vigilante', 'alice'), perm('x1', 'Raging Goblin', 'bob')];
    const a = ruleTriggers({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(cited(a)).toEqual(expect.arrayContaining(['120.3e', '704.5g']));
  });
});
