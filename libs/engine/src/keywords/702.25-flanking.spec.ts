import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { cited } from '../testing/test-catalog';
import { combatBoard, life, onField, passes, perm, upToBlocks, zoneOf } from '../testing/combat-cards';
import { ptOf, ruleTriggers, triggerCatalog } from '../testing/combat-trigger-cards';

/**
 * 702.25 flanking: "Whenever this creature becomes blocked by a creature without flanking, the
 * blocking creature gets -1/-1 until end of turn." Walked through whole combats: attack, block,
 * the trigger on the stack, its resolution, combat damage.
 */
describe('702.25 flanking', () => {
  it('is understood, in the current wording and in the 2017 wording with its reminder text', () => {
    expect(compileCard(triggerCatalog.find('Benalish Cavalry') as never).support).toBe('full');
    const printed = defineCard({
      name: 'Benalish Cavalry',
      manaCost: '{1}{W}',
      types: ['Creature'],
      subtypes: ['Human', 'Knight'],
      power: '2',
      toughness: '2',
      text: 'Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)',
    });
    const compiled = compileCard(printed);
    expect(compiled.support).toBe('full');
    expect(compiled.abilities.map((a) => a.kind)).toEqual(['keyword', 'triggered']);
  });

  describe('Benalish Cavalry (2/2 flanking) attacks; Grizzly Bears (2/2) block it', () => {
    const field = [perm('a1', 'Benalish Cavalry', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const blocked = upToBlocks(['a1'], [['x1', 'a1']]);

    it('702.25a, 509.3d: the block triggers flanking, which goes on the stack before alice gets priority (509.2a)', () => {
      const a = ruleTriggers({ state: combatBoard(field), actions: blocked });
      expect(a.legal).toBe(true);
      expect(a.state.stack).toHaveLength(1);
      expect(a.state.stack[0]).toMatchObject({ controller: 'alice', ability: { source: 'a1', triggered: true }, refersTo: 'x1' });
      expect(cited(a)).toEqual(expect.arrayContaining(['509.1g', '603.2', '603.3']));
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    });

    it('702.25a: as it resolves the Bears get -1/-1 until end of turn; they die in combat, the Cavalry survives', () => {
      const resolved = ruleTriggers({ state: combatBoard(field), actions: [...blocked, ...passes(2)] });
      expect(ptOf(resolved, 'x1')).toEqual([1, 1]);
      expect(cited(resolved)).toContain('702.25a');
      const after = ruleTriggers({ state: combatBoard(field), actions: [...blocked, ...passes(4)] });
      expect(after.state.turn.step).toBe('combat-damage');
      expect(zoneOf(after, 'x1')).toBe('graveyard');
      expect(onField(after, 'a1')?.damage).toBe(1);
      expect(life(after, 'bob')).toBe(20);
    });

    it('the -1/-1 lasts until end of turn, not only until end of combat (514.2)', () => {
      const big = [perm('a1', 'Benalish Cavalry', 'alice'), perm('x1', 'Giant Spider', 'bob')];
      const a = ruleTriggers({ state: combatBoard(big), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(8)] });
      expect(a.state.turn.step).toBe('second-main');
      expect(ptOf(a, 'x1')).toEqual([1, 3]);
    });
  });

  it('702.25a: a blocker with flanking does not trigger it', () => {
    const field = [perm('a1', 'Benalish Cavalry', 'alice'), perm('x1', 'Benalish Cavalry', 'bob')];
    const a = ruleTriggers({ state: combatBoard(field), actions: upToBlocks(['a1'], [['x1', 'a1']]) });
    expect(a.state.stack).toEqual([]);
    expect(a.state.pending).toEqual([]);
    expect(ptOf(a, 'x1')).toEqual([2, 2]);
  });

  it('509.3f: "without flanking" is read as the creature blocks: a blocker that lost its abilities (613.1f) triggers it', () => {
    const field = [perm('a1', 'Benalish Cavalry', 'alice'), perm('x1', 'Benalish Cavalry', 'bob')];
    const effects = [
      { id: 'frog', kind: 'lose-abilities', affects: ['x1'], controller: 'alice', timestamp: 50, duration: 'until-end-of-turn' },
    ];
    const a = ruleTriggers({ state: combatBoard(field, { effects }), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(ptOf(a, 'x1')).toEqual([1, 1]);
  });

  it('509.3d: it triggers once for each blocker without flanking; a 1/1 blocker dies of the -1/-1 (704.5f)', () => {
    const field = [perm('a1', 'Benalish Cavalry', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Raging Goblin', 'bob')];
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
    expect(blocked.state.stack.map((s) => s.refersTo).sort()).toEqual(['x1', 'x2']);
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
    expect(ptOf(a, 'x1')).toEqual([1, 1]);
    expect(zoneOf(a, 'x2')).toBe('graveyard');
    expect(cited(a)).toContain('704.5f');
  });

  it('702.25b: two instances trigger separately: the blocker gets -2/-2', () => {
    const twice = {
      name: 'Twice-Flanking Knight',
      manaCost: '{2}{W}',
      types: ['Creature'],
      subtypes: ['Knight'],
      power: 2,
      toughness: 2,
      text: 'Flanking\nFlanking',
    };
    const field = [perm('a1', twice, 'alice'), perm('x1', 'Giant Spider', 'bob')];
    const blocked = ruleTriggers({ state: combatBoard(field), actions: upToBlocks(['a1'], [['x1', 'a1']]) });
    expect(blocked.state.stack).toHaveLength(2);
    const a = ruleTriggers({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(4)] });
    expect(ptOf(a, 'x1')).toEqual([0, 2]);
  });

  it('400.7: a blocker that left the battlefield before the trigger resolves is not affected', () => {
    const field = [perm('a1', 'Benalish Cavalry', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('m1', 'Mountain', 'bob')];
    const blocked = ruleTriggers({
      state: combatBoard(field, {}, {}, { hand: [{ id: 'b1', card: 'Lightning Bolt' }] }),
      actions: [
        ...upToBlocks(['a1'], [['x1', 'a1']]),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'b1', targets: ['x1'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(zoneOf(blocked, 'x1')).toBe('graveyard');
    expect(blocked.state.stack).toEqual([]);
    expect(cited(blocked)).toContain('400.7');
  });
});
