import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { CardDefinition, defineCard } from '../cards/card';
import { legalActionsFor } from '../legal-actions';
import { cited } from '../testing/test-catalog';
import { block, combatBoard, life, onField, passes, perm, TO_ATTACKERS, attack, zoneOf } from '../testing/combat-cards';
import { ruleTriggers, triggerCatalog } from '../testing/combat-trigger-cards';

/**
 * 702.39 provoke: "Whenever this creature attacks, you may choose to have target creature
 * defending player controls block this creature this combat if able. If you do, untap that
 * creature." The target is chosen as the trigger goes on the stack (603.3d), the "you may" as it
 * resolves (608.2d); the block is a requirement (509.1c), weighed against restrictions (509.1b).
 */
const choose = (decision: string | undefined, choice: string[], player = 'alice') => ({ type: 'choose', player, decision, choice });
const PROVOKING_DRAKE = {
  name: 'Provoking Drake',
  manaCost: '{2}{U}',
  types: ['Creature'],
  subtypes: ['Drake'],
  power: 2,
  toughness: 2,
  text: 'Flying\nProvoke',
};
const PROVOKING_BRUTE = {
  name: 'Provoking Brute',
  manaCost: '{2}{R}',
  types: ['Creature'],
  subtypes: ['Goblin'],
  power: 2,
  toughness: 2,
  text: 'Menace\nProvoke',
};

/** From the beginning of combat: alice attacks with `attackers`, the provoke trigger goes on the stack and resolves. */
const toChoice = (...attackers: string[]) => [...TO_ATTACKERS, attack(...attackers), ...passes(2)];

describe('702.39 provoke', () => {
  it('is understood, in the current wording and in the 2017 wording with its reminder text', () => {
    expect(compileCard(triggerCatalog.find('Goblin Grappler') as CardDefinition).support).toBe('full');
    expect(compileCard(triggerCatalog.find('Brontotherium') as CardDefinition).support).toBe('full');
    const printed = defineCard({
      name: 'Goblin Grappler',
      manaCost: '{R}',
      types: ['Creature'],
      subtypes: ['Goblin'],
      power: '1',
      toughness: '1',
      text: 'Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)',
    });
    expect(compileCard(printed).support).toBe('full');
  });

  describe('Goblin Grappler (1/1 provoke) attacks; bob controls a tapped Grizzly Bears', () => {
    const field = [perm('a1', 'Goblin Grappler', 'alice'), perm('x1', 'Grizzly Bears', 'bob', { tapped: true })];

    it('603.3d: the only creature bob controls is the target; 608.2d: as it resolves, alice chooses whether to provoke', () => {
      const attacked = ruleTriggers({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('a1')] });
      expect(attacked.state.stack).toEqual([
        expect.objectContaining({ ability: { source: 'a1', index: 0, triggered: true }, targets: ['x1'] }),
      ]);
      const a = ruleTriggers({ state: combatBoard(field), actions: toChoice('a1') });
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseOptional', rule: '608.2d', options: ['yes', 'no'] });
      expect(a.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'yesNo', player: 'alice' } });
    });

    it('702.39a, 509.1c: provoked, the Bears untap and must block the Grappler: no block is illegal, the block is legal', () => {
      const provoked = ruleTriggers({ state: combatBoard(field), actions: toChoice('a1') });
      const yes = ruleTriggers({ state: provoked.state, actions: [choose(provoked.decision?.id, ['yes'])] });
      expect(yes.legal).toBe(true);
      expect(onField(yes, 'x1')?.tapped).toBeFalsy();
      expect(yes.state.effects).toEqual([
        expect.objectContaining({ kind: 'must-block', affects: ['x1'], attacker: 'a1', duration: 'until-end-of-combat' }),
      ]);
      expect(cited(yes)).toEqual(expect.arrayContaining(['608.2d', '702.39a']));
      const toBlocks = [choose(provoked.decision?.id, ['yes']), ...passes(2)];
      const none = ruleTriggers({ state: provoked.state, actions: [...toBlocks, block()] });
      expect(none.legal).toBe(false);
      expect(none.violations).toEqual([expect.objectContaining({ code: 'MUST_BLOCK', rule: '509.1c' })]);
      const blocked = ruleTriggers({ state: provoked.state, actions: [...toBlocks, block(['x1', 'a1']), ...passes(2)] });
      expect(blocked.violations).toEqual([]);
      expect(zoneOf(blocked, 'a1')).toBe('graveyard');
      expect(life(blocked, 'bob')).toBe(20);
    });

    it('608.2d: declining, nothing happens: the Bears stay tapped and need not block', () => {
      const provoked = ruleTriggers({ state: combatBoard(field), actions: toChoice('a1') });
      // With no untapped creature, bob has no blockers to declare (509.1a): the game goes on to combat damage.
      const no = ruleTriggers({ state: provoked.state, actions: [choose(provoked.decision?.id, ['no']), ...passes(4)] });
      expect(no.violations).toEqual([]);
      expect(onField(no, 'x1')?.tapped).toBe(true);
      expect(no.state.effects).toEqual([]);
      expect(life(no, 'bob')).toBe(19);
    });

    it('608.2d: the answer is "yes" or "no", from alice only', () => {
      const provoked = ruleTriggers({ state: combatBoard(field), actions: toChoice('a1') });
      expect(ruleTriggers({ state: provoked.state, action: choose(provoked.decision?.id, ['maybe']) }).violations).toEqual([
        expect.objectContaining({ code: 'INVALID_CHOICE', rule: '608.2d' }),
      ]);
      expect(ruleTriggers({ state: provoked.state, action: choose(provoked.decision?.id, ['yes'], 'bob') }).legal).toBe(false);
      expect(ruleTriggers({ state: provoked.state, action: { type: 'pass', player: 'alice' } }).violations[0]).toMatchObject({
        code: 'DECISION_PENDING',
      });
    });

    it('511.2: the requirement ends with combat', () => {
      const provoked = ruleTriggers({ state: combatBoard(field), actions: toChoice('a1') });
      const after = ruleTriggers({
        state: provoked.state,
        actions: [choose(provoked.decision?.id, ['yes']), ...passes(2), block(['x1', 'a1']), ...passes(6)],
      });
      expect(after.state.turn.step).toBe('second-main');
      expect(after.state.effects).toEqual([]);
    });
  });

  it('603.3d: with two creatures to choose from, alice chooses the target', () => {
    const field = [
      perm('a1', 'Goblin Grappler', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
      perm('x2', 'Hill Giant', 'bob'),
      perm('y1', 'Hill Giant', 'alice'),
    ];
    const a = ruleTriggers({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('a1')] });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseTargets', options: ['x1', 'x2'] });
  });

  it('509.1c: the provoked creature may not block another attacker instead', () => {
    const field = [perm('a1', 'Goblin Grappler', 'alice'), perm('a2', 'Hill Giant', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const provoked = ruleTriggers({ state: combatBoard(field), actions: toChoice('a1', 'a2') });
    const toBlocks = [choose(provoked.decision?.id, ['yes']), ...passes(2)];
    const elsewhere = ruleTriggers({ state: provoked.state, actions: [...toBlocks, block(['x1', 'a2'])] });
    expect(elsewhere.violations).toEqual([expect.objectContaining({ code: 'MUST_BLOCK', rule: '509.1c' })]);
    expect(ruleTriggers({ state: provoked.state, actions: [...toBlocks, block(['x1', 'a1'])] }).legal).toBe(true);
  });

  it('509.1c: a requirement that only a restriction-breaking block could obey is not required: the Bears cannot block a flyer', () => {
    const field = [perm('a1', PROVOKING_DRAKE, 'alice'), perm('x1', 'Grizzly Bears', 'bob', { tapped: true })];
    const provoked = ruleTriggers({ state: combatBoard(field), actions: toChoice('a1') });
    const a = ruleTriggers({ state: provoked.state, actions: [choose(provoked.decision?.id, ['yes']), ...passes(2), block()] });
    expect(a.violations).toEqual([]);
    // It still untaps (702.39a).
    expect(onField(a, 'x1')?.tapped).toBeFalsy();
  });

  it('509.1c: a Giant Spider (reach) provoked by a flyer must block it', () => {
    const field = [perm('a1', PROVOKING_DRAKE, 'alice'), perm('x1', 'Giant Spider', 'bob')];
    const provoked = ruleTriggers({ state: combatBoard(field), actions: toChoice('a1') });
    const a = ruleTriggers({ state: provoked.state, actions: [choose(provoked.decision?.id, ['yes']), ...passes(2), block()] });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'MUST_BLOCK' })]);
  });

  describe('509.1c with menace (702.111b): the provoked creature can block only together with another', () => {
    it('with a second creature able to block, bob must block with both', () => {
      const field = [perm('a1', PROVOKING_BRUTE, 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Raging Goblin', 'bob')];
      const provoked = ruleTriggers({
        state: combatBoard(field),
        actions: [...TO_ATTACKERS, attack('a1'), choose('t3.declare-attackers.chooseTargets.a1.trigger.0', ['x1']), ...passes(2)],
      });
      expect(provoked.decision).toMatchObject({ kind: 'chooseOptional' });
      const toBlocks = [choose(provoked.decision?.id, ['yes']), ...passes(2)];
      const none = ruleTriggers({ state: provoked.state, actions: [...toBlocks, block()] });
      expect(none.violations).toEqual([expect.objectContaining({ code: 'MUST_BLOCK', rule: '509.1c' })]);
      expect(none.violations[0].message).toContain('x1 blocks a1; x2 blocks a1');
      const alone = ruleTriggers({ state: provoked.state, actions: [...toBlocks, block(['x1', 'a1'])] });
      expect(alone.violations).toEqual([expect.objectContaining({ code: 'CANNOT_BLOCK_MENACE' })]);
      expect(ruleTriggers({ state: provoked.state, actions: [...toBlocks, block(['x1', 'a1'], ['x2', 'a1'])] }).legal).toBe(true);
    });

    it('alone, the provoked creature cannot block it, so it need not', () => {
      const field = [perm('a1', PROVOKING_BRUTE, 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
      const provoked = ruleTriggers({ state: combatBoard(field), actions: toChoice('a1') });
      expect(
        ruleTriggers({ state: provoked.state, actions: [choose(provoked.decision?.id, ['yes']), ...passes(2), block()] }).violations,
      ).toEqual([]);
    });
  });

  it('702.39b: each instance triggers separately', () => {
    const twice = {
      name: 'Twice-Provoking Goblin',
      manaCost: '{1}{R}',
      types: ['Creature'],
      subtypes: ['Goblin'],
      power: 1,
      toughness: 1,
      text: 'Provoke\nProvoke',
    };
    const field = [perm('a1', twice, 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const a = ruleTriggers({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('a1')] });
    expect(a.state.pending).toHaveLength(2);
    expect(a.state.pending.map((p) => p.source)).toEqual(['a1', 'a1']);
  });

  describe('the board on the wire', () => {
    const atBlocks = (effects: unknown[]) =>
      combatBoard([perm('a1', 'Goblin Grappler', 'alice'), perm('x1', 'Grizzly Bears', 'bob')], {
        turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: null },
        combat: { attackers: [{ id: 'a1', attacking: 'bob' }], blockers: [] },
        effects,
      });
    const requirement = {
      id: 'p1',
      kind: 'must-block',
      affects: ['x1'],
      attacker: 'a1',
      controller: 'alice',
      timestamp: 9,
      duration: 'until-end-of-combat',
    };

    it('a must-block effect is read and written back', () => {
      const a = ruleTriggers({ state: atBlocks([requirement]), action: block(['x1', 'a1']) });
      expect(a.legal).toBe(true);
      expect(a.state.effects).toEqual([expect.objectContaining({ kind: 'must-block', attacker: 'a1', affects: ['x1'] })]);
      expect(ruleTriggers({ state: atBlocks([requirement]), action: block() }).violations[0]).toMatchObject({ code: 'MUST_BLOCK' });
    });

    it('a must-block effect with an empty attacker is a bad board (400); without one, it blocks some attacker (509.1c)', () => {
      const outcome = adjudicate({ state: atBlocks([{ ...requirement, attacker: '' }]) }, triggerCatalog);
      expect(outcome.kind).toBe('invalid');
      expect(JSON.stringify(outcome)).toContain('attacker');
      const { attacker: _, ...without } = requirement;
      void _;
      const listed = legalActionsFor(atBlocks([without]), triggerCatalog);
      if (!listed.ok) throw new Error('not listed');
      expect(listed.value.blockers).toEqual([{ id: 'x1', canBlock: ['a1'], mustBlockAny: true }]);
    });

    it('legal actions: the required block is listed, the empty declaration is not', () => {
      const listed = legalActionsFor(atBlocks([requirement]), triggerCatalog);
      if (!listed.ok) throw new Error('not listed');
      expect(listed.value.blockers).toEqual([{ id: 'x1', canBlock: ['a1'], mustBlock: ['a1'] }]);
      const actions = listed.value.actions.map((x) => x.action);
      expect(actions).toContainEqual({ type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x1', blocking: ['a1'] }] });
      expect(actions).not.toContainEqual({ type: 'declareBlockers', player: 'bob', blockers: [] });
    });

    it('legal actions: "yes" and "no" answer the choice', () => {
      const provoked = ruleTriggers({
        state: combatBoard([perm('a1', 'Goblin Grappler', 'alice'), perm('x1', 'Grizzly Bears', 'bob')]),
        actions: toChoice('a1'),
      });
      const listed = legalActionsFor(provoked.state, triggerCatalog);
      if (!listed.ok) throw new Error('not listed');
      expect(listed.value.actions.map((x) => x.action)).toEqual(
        expect.arrayContaining([choose(provoked.decision?.id, ['yes']), choose(provoked.decision?.id, ['no'])]),
      );
    });
  });
});
