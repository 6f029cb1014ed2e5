import { adjudicate, Answer } from '../adjudicate';
import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { cited } from '../testing/test-catalog';
import { COMBAT_CARDS, combatBoard, passes, perm, upToBlocks, zoneOf } from '../testing/combat-cards';
import { ptOf } from '../testing/combat-trigger-cards';

/**
 * 702.45 bushido: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets
 * +N/+N until end of turn." Current Oracle texts, reminder text left in (the compiler drops it).
 */
const retainer = defineCard({
  name: 'Devoted Retainer',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Human', 'Samurai'],
  power: '1',
  toughness: '1',
  text: 'Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)',
});
const blademaster = defineCard({
  name: 'Kitsune Blademaster',
  manaCost: '{2}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Fox', 'Samurai'],
  power: '2',
  toughness: '2',
  text: 'First strike\nBushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)',
});
/** 702.45b: a test creature with two instances. */
const twice = defineCard({
  name: 'Twice-Honored Samurai',
  manaCost: '{3}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Human', 'Samurai'],
  power: '2',
  toughness: '2',
  text: 'Bushido 1\nBushido 2',
});
const catalog = new InMemoryCatalog([...COMBAT_CARDS, retainer, blademaster, twice]);

function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const outcome = adjudicate(request, catalog);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

describe('702.45 bushido', () => {
  it('is understood, with its N', () => {
    for (const card of [retainer, blademaster, twice]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(retainer).abilities).toEqual([
      expect.objectContaining({
        kind: 'triggered',
        trigger: { event: 'blocksOrBecomesBlocked', who: 'self' },
        effects: [{ kind: 'modifySourcePT', power: 1, toughness: 1, rule: '702.45a' }],
      }),
    ]);
  });

  it('702.45a: it becomes blocked: it gets +N/+N and survives a 2/2 blocker, killing it', () => {
    const field = [perm('a1', 'Kitsune Blademaster', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const blocked = rule({ state: combatBoard(field), actions: upToBlocks(['a1'], [['x1', 'a1']]) });
    expect(blocked.state.stack).toEqual([
      expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'a1', triggered: true }) }),
    ]);
    expect(cited(blocked)).toEqual(expect.arrayContaining(['509.1h', '603.2']));
    const a = rule({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(ptOf(a, 'a1')).toEqual([3, 3]);
    expect(cited(a)).toContain('702.45a');
    const done = rule({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(6)] });
    expect(zoneOf(done, 'x1')).toBe('graveyard');
    expect(zoneOf(done, 'a1')).toBe('battlefield');
  });

  it('509.3c: blocked by two creatures, it triggers once', () => {
    const field = [perm('a1', 'Devoted Retainer', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Raging Goblin', 'bob')];
    const a = rule({
      state: combatBoard(field),
      actions: upToBlocks(
        ['a1'],
        [
          ['x1', 'a1'],
          ['x2', 'a1'],
        ],
      ),
    });
    expect(a.state.stack).toHaveLength(1);
  });

  it('702.45a: it blocks: it gets +N/+N (bob controls the trigger)', () => {
    const field = [perm('a1', 'Grizzly Bears', 'alice'), perm('x1', 'Devoted Retainer', 'bob')];
    const blocked = rule({ state: combatBoard(field), actions: upToBlocks(['a1'], [['x1', 'a1']]) });
    expect(blocked.state.stack).toEqual([
      expect.objectContaining({ controller: 'bob', ability: expect.objectContaining({ source: 'x1', triggered: true }) }),
    ]);
    const a = rule({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)] });
    expect(ptOf(a, 'x1')).toEqual([2, 2]);
    const done = rule({ state: combatBoard(field), actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(6)] });
    expect(zoneOf(done, 'x1')).toBe('graveyard');
    expect(zoneOf(done, 'a1')).toBe('graveyard');
  });

  it('509.3c: unblocked, it does not trigger', () => {
    const field = [perm('a1', 'Devoted Retainer', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = rule({ state: combatBoard(field), actions: upToBlocks(['a1'], []) });
    expect(a.state.stack).toEqual([]);
  });

  it('702.45b: two instances trigger separately', () => {
    const field = [perm('a1', 'Twice-Honored Samurai', 'alice'), perm('x1', 'Hill Giant', 'bob')];
    const blocked = rule({ state: combatBoard(field), actions: upToBlocks(['a1'], [['x1', 'a1']]) });
    expect(blocked.decision).toMatchObject({ player: 'alice', kind: 'orderTriggers' });
    const a = rule({
      state: combatBoard(field),
      actions: [
        ...upToBlocks(['a1'], [['x1', 'a1']]),
        { type: 'choose', player: 'alice', decision: blocked.decision?.id, choice: blocked.decision?.options },
        ...passes(4),
      ],
    });
    expect(ptOf(a, 'a1')).toEqual([5, 5]);
  });
});
