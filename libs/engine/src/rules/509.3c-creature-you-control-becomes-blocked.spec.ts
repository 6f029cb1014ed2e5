import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { assign, combatBoard, life, onField, passes, perm, upToBlocks, zoneOf } from '../testing/combat-cards';
import { ptOf } from '../testing/combat-trigger-cards';
import { choose } from '../testing/actions';

const catalog = new InMemoryCatalog(
  ['Somberwald Alpha', 'Gustcloak Savior', 'Bestial Fury', 'Spined Sliver', 'Hill Giant', 'Grizzly Bears', 'Craw Wurm'].map(bundledCard),
);
const answer = rulingsWith(catalog);

/**
 * 509.3c, 603.2: "Whenever a creature you control becomes blocked, it ..." and "Whenever enchanted creature becomes
 * blocked, it ...": the ability triggers once for each such creature as it becomes blocked, and "it" / "that creature"
 * is the creature that became blocked (the object the trigger refers to), not the ability's source.
 */
describe('509.3c: "Whenever a creature you control becomes blocked, it / that creature ..."', () => {
  it.each(['Somberwald Alpha', 'Gustcloak Savior', 'Bestial Fury'])('%s is understood', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('"Whenever a Sliver becomes blocked, that Sliver gets +1/+1 ... for each creature blocking it" (Spined Sliver) stays refused', () => {
    const c = compileCard(bundledCard('Spined Sliver'));
    expect(c.support).not.toBe('full');
  });

  describe('Somberwald Alpha: "it gets +1/+1 until end of turn"', () => {
    // alice's Grizzly Bears (2/2) and Craw Wurm (6/4) attack; Somberwald Alpha (3/2) stays home; bob's Hill Giant blocks the Bears.
    const field = [
      perm('sa', 'Somberwald Alpha', 'alice'),
      perm('b', 'Grizzly Bears', 'alice'),
      perm('w', 'Craw Wurm', 'alice'),
      perm('g', 'Hill Giant', 'bob'),
    ];

    it('509.3c: one trigger, for the blocked Bears only; the Bears get +1/+1, not the Alpha nor the unblocked Wurm', () => {
      const blocked = answer({ state: combatBoard(field), actions: upToBlocks(['b', 'w'], [['g', 'b']]) });
      expect(blocked.state.stack).toHaveLength(1);
      const resolved = answer({ state: blocked.state, actions: passes(2) });
      expect(resolved.state.stack).toEqual([]);
      expect(ptOf(resolved, 'b')).toEqual([3, 3]);
      expect(ptOf(resolved, 'sa')).toEqual([3, 2]);
      expect(ptOf(resolved, 'w')).toEqual([6, 4]);
    });

    it('510.1a: the 3/3 Bears and the Hill Giant kill each other; the Wurm deals 6 to bob', () => {
      const done = answer({ state: combatBoard(field), actions: [...upToBlocks(['b', 'w'], [['g', 'b']]), ...passes(4)] });
      expect(zoneOf(done, 'b')).toBe('graveyard');
      expect(zoneOf(done, 'g')).toBe('graveyard');
      expect(life(done, 'bob')).toBe(14);
    });

    it('the Alpha itself is a creature alice controls: blocked, it gets +1/+1 and survives the Bears of bob', () => {
      const own = [perm('sa', 'Somberwald Alpha', 'alice'), perm('x', 'Grizzly Bears', 'bob')];
      const done = answer({ state: combatBoard(own), actions: [...upToBlocks(['sa'], [['x', 'sa']]), ...passes(4)] });
      expect(zoneOf(done, 'sa')).toBe('battlefield');
      expect(onField(done, 'sa')?.damage).toBe(2);
      expect(zoneOf(done, 'x')).toBe('graveyard');
    });

    it('509.3c: two creatures blocked, two triggers, each about its own creature: both get +1/+1', () => {
      const two = [...field, perm('x', 'Grizzly Bears', 'bob')];
      const blocked = answer({
        state: combatBoard(two),
        actions: upToBlocks(
          ['b', 'w'],
          [
            ['g', 'b'],
            ['x', 'w'],
          ],
        ),
      });
      expect(blocked.state.stack).toHaveLength(2);
      const resolved = answer({ state: blocked.state, actions: passes(4) });
      expect(resolved.state.stack).toEqual([]);
      expect(ptOf(resolved, 'b')).toEqual([3, 3]);
      expect(ptOf(resolved, 'w')).toEqual([7, 5]);
      expect(ptOf(resolved, 'sa')).toEqual([3, 2]);
    });

    it('603.2e: no creature blocked, nothing triggers', () => {
      const a = answer({ state: combatBoard(field), actions: upToBlocks(['b'], []) });
      expect(a.state.stack).toEqual([]);
    });
  });

  it('Bestial Fury: the enchanted Bears, blocked, get +4/+0 and trample: 3 to the Hill Giant, 3 to bob (702.19b)', () => {
    const field = [
      perm('b', 'Grizzly Bears', 'alice'),
      perm('f', 'Bestial Fury', 'alice', { attachedTo: 'b' }),
      perm('g', 'Hill Giant', 'bob'),
    ];
    const blocked = answer({ state: combatBoard(field), actions: upToBlocks(['b'], [['g', 'b']]) });
    expect(blocked.state.stack).toHaveLength(1);
    const resolved = answer({ state: blocked.state, actions: passes(2) });
    expect(ptOf(resolved, 'b')).toEqual([6, 2]);
    const asked = answer({ state: resolved.state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'assignDamage', rule: '702.19b' });
    const done = answer({ state: asked.state, action: assign({ b: { g: 3, bob: 3 } }) });
    expect(done.legal).toBe(true);
    expect(zoneOf(done, 'g')).toBe('graveyard');
    expect(life(done, 'bob')).toBe(17);
  });

  describe('Gustcloak Savior: "you may untap that creature and remove it from combat"', () => {
    // alice's Grizzly Bears attack bob and his Hill Giant blocks them; the Savior (3/3 flier) stays home.
    const field = [perm('s', 'Gustcloak Savior', 'alice'), perm('b', 'Grizzly Bears', 'alice'), perm('g', 'Hill Giant', 'bob')];
    const asked = () => answer({ state: combatBoard(field), actions: [...upToBlocks(['b'], [['g', 'b']]), ...passes(2)] });

    it('603.5: the trigger goes on the stack; alice chooses as it resolves', () => {
      expect(asked().decision).toMatchObject({ player: 'alice', kind: 'chooseOptional' });
    });

    it('"yes": the Bears, not the Savior, untap and leave combat; no combat damage is dealt (506.4, 510.1c-d)', () => {
      const waiting = asked();
      const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
      expect(yes.legal).toBe(true);
      expect(onField(yes, 'b')?.tapped).toBe(false);
      expect(yes.state.combat?.attackers).toEqual([]);
      expect(yes.state.combat?.blockers).toEqual([{ id: 'g', blocking: [] }]);
      expect(cited(yes)).toEqual(expect.arrayContaining(['701.26b', '506.4']));
      const done = answer({ state: yes.state, actions: passes(2) });
      expect(zoneOf(done, 'b')).toBe('battlefield');
      expect(onField(done, 'b')?.damage ?? 0).toBe(0);
      expect(onField(done, 'g')?.damage ?? 0).toBe(0);
    });

    it('"no": the Bears stay blocked and die to the Giant', () => {
      const waiting = asked();
      const no = answer({ state: waiting.state, action: choose(waiting, ['no']) });
      expect(no.state.combat?.attackers).toEqual([{ id: 'b', attacking: 'bob', blocked: true }]);
      const done = answer({ state: no.state, actions: passes(2) });
      expect(zoneOf(done, 'b')).toBe('graveyard');
      expect(onField(done, 'g')?.damage).toBe(2);
    });

    it("603.2: a creature bob controls that becomes blocked does not trigger alice's Savior", () => {
      const bobs = [perm('s', 'Gustcloak Savior', 'alice'), perm('b', 'Grizzly Bears', 'alice'), perm('x', 'Craw Wurm', 'bob')];
      const a = answer({
        state: combatBoard(bobs, { turn: { number: 3, active: 'bob', step: 'beginning-of-combat', priority: 'bob' } }),
        actions: [
          ...passes(2, 'bob', 'alice'),
          { type: 'declareAttackers', player: 'bob', attackers: [{ id: 'x', attacking: 'alice' }] },
          ...passes(2, 'bob', 'alice'),
          { type: 'declareBlockers', player: 'alice', blockers: [{ id: 'b', blocking: ['x'] }] },
        ],
      });
      expect(a.legal).toBe(true);
      expect(a.state.combat?.attackers).toEqual([{ id: 'x', attacking: 'alice', blocked: true }]);
      expect(a.state.stack).toEqual([]);
    });
  });
});
