import { adjudicate, Answer } from '../adjudicate';
import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { cited } from '../testing/test-catalog';
import { attack, combatBoard, COMBAT_CARDS, life, passes, perm, TO_ATTACKERS } from '../testing/combat-cards';
import { ptOf } from '../testing/combat-trigger-cards';
import * as convokeAndExaltedBoards from '../testing/convoke-and-exalted-boards';

/**
 * 702.83 exalted: "Whenever a creature you control attacks alone, that creature gets +1/+1 until
 * end of turn." Current Oracle texts (reminder text, which the compiler drops, left in).
 */
const squire = defineCard({
  name: 'Akrasan Squire',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Human', 'Soldier'],
  power: '1',
  toughness: '1',
  text: 'Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)',
});
const paladin = defineCard({
  name: 'Sigiled Paladin',
  manaCost: '{W}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Human', 'Knight'],
  power: '2',
  toughness: '2',
  text: 'First strike\nExalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)',
});
const catalog = new InMemoryCatalog([...COMBAT_CARDS, squire, paladin]);

function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const outcome = adjudicate(request, catalog);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

/** alice's triggers on the stack go on in the order she chooses, if she is asked. */
function ordered(a: Answer, actions: unknown[]): unknown[] {
  return a.decision?.kind === 'orderTriggers'
    ? [...actions, { type: 'choose', player: 'alice', decision: a.decision.id, choice: a.decision.options }]
    : actions;
}

describe('702.83 exalted', () => {
  it('is understood in the current wording (the 2017 text differs only by its reminder text)', () => {
    for (const card of [squire, paladin]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(squire).abilities).toEqual([
      { kind: 'keyword', keyword: 'exalted', text: 'exalted' },
      expect.objectContaining({ kind: 'triggered', trigger: { event: 'attacksAlone', who: 'creatureYouControl' } }),
    ]);
  });

  const field = [
    perm('s1', 'Akrasan Squire', 'alice'),
    perm('b1', 'Grizzly Bears', 'alice'),
    perm('g1', 'Hill Giant', 'alice'),
    perm('x1', 'Raging Goblin', 'bob'),
  ];

  it('702.83a: a creature attacking alone gets +1/+1 until end of turn (the exalted permanent need not attack)', () => {
    const declared = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('b1')] });
    expect(declared.state.stack).toEqual([
      expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 's1', triggered: true }), refersTo: 'b1' }),
    ]);
    expect(cited(declared)).toContain('603.2');
    const a = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('b1'), ...passes(2)] });
    expect(ptOf(a, 'b1')).toEqual([3, 3]);
    expect(ptOf(a, 's1')).toEqual([1, 1]);
    expect(cited(a)).toContain('702.83a');
    // It deals 3 combat damage, unblocked.
    const hit = rule({
      state: combatBoard(field),
      actions: [
        ...TO_ATTACKERS,
        attack('b1'),
        ...passes(2),
        ...passes(2),
        { type: 'declareBlockers', player: 'bob', blockers: [] },
        ...passes(4),
      ],
    });
    expect(life(hit, 'bob')).toBe(17);
  });

  it('702.83a: the exalted creature attacking alone itself gets the bonus', () => {
    const a = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('s1'), ...passes(2)] });
    expect(ptOf(a, 's1')).toEqual([2, 2]);
  });

  it('506.5, 702.83b: two attackers: neither attacks alone, nothing triggers', () => {
    const a = rule({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('b1', 'g1')] });
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).not.toContain('603.2');
  });

  it('702.83a: "a creature you control": an opponent\'s creature attacking alone does not trigger it', () => {
    const bobs = [perm('s1', 'Akrasan Squire', 'alice'), perm('x1', 'Raging Goblin', 'bob'), perm('b1', 'Grizzly Bears', 'alice')];
    const state = combatBoard(bobs, { turn: { number: 3, active: 'bob', step: 'beginning-of-combat', priority: 'bob' } });
    const a = rule({
      state,
      actions: [...passes(2, 'bob', 'alice'), { type: 'declareAttackers', player: 'bob', attackers: [{ id: 'x1', attacking: 'alice' }] }],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
  });

  it('702.83b: each instance triggers separately: two exalted permanents give +2/+2', () => {
    const two = [...field, perm('p1', 'Sigiled Paladin', 'alice')];
    const declared = rule({ state: combatBoard(two), actions: [...TO_ATTACKERS, attack('g1')] });
    const actions = ordered(declared, [...TO_ATTACKERS, attack('g1')]);
    const afterOrder = rule({ state: combatBoard(two), actions });
    expect(afterOrder.state.stack).toHaveLength(2);
    const a = rule({ state: combatBoard(two), actions: [...actions, ...passes(4)] });
    expect(ptOf(a, 'g1')).toEqual([5, 5]);
  });

  it('400.7: the attacker gone before the trigger resolves: it does nothing', () => {
    const bolt = { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] };
    const state = combatBoard([...field, perm('m1', 'Mountain', 'bob')], {}, {}, bolt);
    const a = rule({
      state,
      actions: [
        ...TO_ATTACKERS,
        attack('b1'),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['b1'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.some((o) => o.id === 'b1')).toBe(false);
    expect(a.state.stack).toEqual([]);
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toContain('400.7');
  });
});

describe('702.83a: an exalted trigger on a board', () => {
  const { runCombat, attackingAlone, atAttackers, exaltedField, cited, combatBoard, passes, refusedAt } = convokeAndExaltedBoards;

  it('702.83a, 603.2: an exalted trigger on the stack refers to the creature that attacked alone: a board without "refersTo" is refused (it resolved doing nothing, citing 400.7 for a creature still there)', () => {
    const stacked = combatBoard(exaltedField, {
      stack: [{ id: 't1', controller: 'alice', ability: { source: 's1', index: 0, triggered: true }, targets: [] }],
      turn: atAttackers,
      combat: attackingAlone,
    });
    expect(refusedAt(runCombat({ state: stacked, actions: passes(2) }), 'state.stack[0].refersTo')).toBe(true);
    const pending = combatBoard(exaltedField, {
      pending: [{ id: 't1', source: 's1', index: 0, controller: 'alice', targets: null }],
      turn: { ...atAttackers, priority: null },
      combat: attackingAlone,
    });
    expect(refusedAt(runCombat({ state: pending, actions: [] }), 'state.pending[0].refersTo')).toBe(true);
    // With it, the attacker gets +1/+1.
    const named = combatBoard(exaltedField, {
      stack: [{ id: 't1', controller: 'alice', ability: { source: 's1', index: 0, triggered: true }, targets: [], refersTo: 'b1' }],
      turn: atAttackers,
      combat: attackingAlone,
    });
    const ok = runCombat({ state: named, actions: passes(2) });
    expect(ok.kind).toBe('answer');
    if (ok.kind === 'answer') expect(cited(ok.answer)).toContain('702.83a');
  });
});
