import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { cited } from '../testing/test-catalog';
import { assign, combatBoard, life, passes, perm, upToBlocks, zoneOf } from '../testing/combat-cards';
import { ptOf, ruleTriggers, triggerCatalog } from '../testing/combat-trigger-cards';

/**
 * 702.23 rampage: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until
 * end of turn for each creature blocking it beyond the first." Frost Giant is a 4/4 with rampage 2.
 */
describe('702.23 rampage', () => {
  it('is understood, with its number, in the current and the 2017 wording', () => {
    expect(compileCard(triggerCatalog.find('Craw Giant') as never).support).toBe('full');
    const printed = defineCard({
      name: 'Frost Giant',
      manaCost: '{3}{R}{R}{R}',
      types: ['Creature'],
      subtypes: ['Giant'],
      power: '4',
      toughness: '4',
      text: 'Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)',
    });
    expect(compileCard(printed).support).toBe('full');
  });

  const three = [
    perm('a1', 'Frost Giant', 'alice'),
    perm('x1', 'Grizzly Bears', 'bob'),
    perm('x2', 'Hill Giant', 'bob'),
    perm('x3', 'Raging Goblin', 'bob'),
  ];
  const blockedByThree = upToBlocks(
    ['a1'],
    [
      ['x1', 'a1'],
      ['x2', 'a1'],
      ['x3', 'a1'],
    ],
  );

  it('509.3c: it triggers once, however many creatures block', () => {
    const a = ruleTriggers({ state: combatBoard(three), actions: blockedByThree });
    expect(a.state.stack).toHaveLength(1);
    expect(a.state.stack[0]).toMatchObject({ controller: 'alice', ability: { source: 'a1', index: 0, triggered: true } });
    expect(cited(a)).toEqual(expect.arrayContaining(['509.1h', '603.2']));
  });

  it('702.23a: blocked by three creatures, it gets +4/+4 (two beyond the first) and can kill them all', () => {
    const a = ruleTriggers({ state: combatBoard(three), actions: [...blockedByThree, ...passes(2)] });
    expect(ptOf(a, 'a1')).toEqual([8, 8]);
    expect(cited(a)).toContain('702.23b');
    const damage = ruleTriggers({
      state: combatBoard(three),
      actions: [...blockedByThree, ...passes(4), assign({ a1: { x1: 2, x2: 3, x3: 3 } })],
    });
    expect(damage.violations).toEqual([]);
    for (const id of ['x1', 'x2', 'x3']) expect(zoneOf(damage, id)).toBe('graveyard');
    expect(zoneOf(damage, 'a1')).toBe('battlefield');
  });

  it('702.23a: blocked by one creature, it gets nothing', () => {
    const a = ruleTriggers({ state: combatBoard(three), actions: [...upToBlocks(['a1'], [['x2', 'a1']]), ...passes(2)] });
    expect(ptOf(a, 'a1')).toEqual([4, 4]);
    expect(a.state.effects).toEqual([]);
  });

  it('509.3c: unblocked, it does not trigger', () => {
    const a = ruleTriggers({ state: combatBoard(three), actions: upToBlocks(['a1'], []) });
    expect(a.state.stack).toEqual([]);
    const hit = ruleTriggers({ state: combatBoard(three), actions: [...upToBlocks(['a1'], []), ...passes(2)] });
    expect(life(hit, 'bob')).toBe(16);
  });

  it('702.23b: the blockers are counted as it resolves: a blocker killed in response is not counted', () => {
    const field = [...three, perm('m1', 'Mountain', 'bob')];
    const bolt = { hand: [{ id: 'b1', card: 'Lightning Bolt' }] };
    const a = ruleTriggers({
      state: combatBoard(field, {}, {}, bolt),
      actions: [
        ...blockedByThree,
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'b1', targets: ['x1'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(ptOf(a, 'a1')).toEqual([6, 6]);
  });

  it('702.23b: once it resolved, removing a blocker does not change the bonus', () => {
    const field = [...three, perm('m1', 'Mountain', 'bob')];
    const bolt = { hand: [{ id: 'b1', card: 'Lightning Bolt' }] };
    const a = ruleTriggers({
      state: combatBoard(field, {}, {}, bolt),
      actions: [
        ...blockedByThree,
        ...passes(2),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'b1', targets: ['x1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(ptOf(a, 'a1')).toEqual([8, 8]);
  });

  it('702.23c: two instances trigger separately', () => {
    const twice = {
      name: 'Twice-Rampaging Giant',
      manaCost: '{4}{R}',
      types: ['Creature'],
      subtypes: ['Giant'],
      power: 4,
      toughness: 4,
      text: 'Rampage 1\nRampage 2',
    };
    const field = [perm('a1', twice, 'alice'), ...three.slice(1)];
    const blocked = ruleTriggers({ state: combatBoard(field), actions: blockedByThree });
    expect(blocked.decision).toMatchObject({ player: 'alice', kind: 'orderTriggers' });
    const a = ruleTriggers({
      state: combatBoard(field),
      actions: [
        ...blockedByThree,
        { type: 'choose', player: 'alice', decision: blocked.decision?.id, choice: blocked.decision?.options },
        ...passes(4),
      ],
    });
    expect(ptOf(a, 'a1')).toEqual([10, 10]);
  });
});
