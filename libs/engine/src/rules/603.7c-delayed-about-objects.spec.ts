import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { Answer } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { attack, block, combatBoard, onField, passes, perm, TO_ATTACKERS, zoneOf } from '../testing/combat-cards';

/**
 * 603.7, 603.7c: a delayed triggered ability about an object named as it is created ("destroy that
 * creature at end of combat", "sacrifice it at the beginning of the next end step"): it triggers
 * once, at the next such step (511.2, 513.1a), and affects that object only if it is still on the
 * battlefield. Real cards of the bundled catalog, whole requests.
 */
const NAMES = [
  'Thicket Basilisk', // Whenever Thicket Basilisk blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.
  'Fog Elemental', // Flying. When Fog Elemental attacks or blocks, sacrifice it at end of combat.
  'Krovikan Elementalist', // ... {U}{U}: Target creature you control gains flying until end of turn. Sacrifice it at the beginning of the next end step.
  'Craw Wurm',
  'Grizzly Bears',
  'Wall of Stone',
  'Island',
];
const answer = rulingsWith(new InMemoryCatalog(NAMES.map(bundledCard)));
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const delayed = (a: Answer) => (a.state as { delayed?: { when: string; refersTo?: string; effect: string }[] }).delayed ?? [];

/** Passes until the step is `step` (or 40 passes): the answer then. */
function passUntil(a: Answer, step: string): Answer {
  let now = a;
  for (let i = 0; i < 40 && now.state.turn.step !== step; i++)
    now = answer({ state: now.state, actions: passes(1, now.state.turn.priority ?? 'alice', 'bob') });
  return now;
}

describe('603.7c: delayed triggered abilities about an object', () => {
  it.each(NAMES.slice(0, 3))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('603.7c, 511.2: Thicket Basilisk blocks a Craw Wurm: the Wurm is destroyed at end of combat, though the Basilisk died in combat', () => {
    const field = [perm('cw', 'Craw Wurm', 'alice'), perm('tb', 'Thicket Basilisk', 'bob')];
    const blocked = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('cw'), ...passes(2), block(['tb', 'cw'])] });
    expect(triggerSources(blocked)).toEqual(['tb']);
    const created = answer({ state: blocked.state, actions: passes(2) });
    expect(delayed(created)).toEqual([
      expect.objectContaining({ when: 'end-of-combat', refersTo: 'cw', effect: 'Destroy that creature.' }),
    ]);
    expect(cited(created)).toContain('603.7e');
    const endOfCombat = passUntil(created, 'end-of-combat');
    expect(zoneOf(endOfCombat, 'tb')).toBe('graveyard');
    expect(zoneOf(endOfCombat, 'cw')).toBe('battlefield');
    expect(cited(endOfCombat)).toContain('603.7b');
    expect(delayed(endOfCombat)).toEqual([]);
    const resolved = answer({ state: endOfCombat.state, actions: passes(2) });
    expect(zoneOf(resolved, 'cw')).toBe('graveyard');
  });

  it('509.3f: blocked by a Wall, Thicket Basilisk does not trigger; no delayed ability', () => {
    const field = [perm('tb', 'Thicket Basilisk', 'alice'), perm('ws', 'Wall of Stone', 'bob')];
    const blocked = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('tb'), ...passes(2), block(['ws', 'tb'])] });
    expect(triggerSources(blocked)).toEqual([]);
    expect(delayed(blocked)).toEqual([]);
  });

  it('603.7c: Fog Elemental attacks: its controller sacrifices it at end of combat; unblocked, it dealt its damage first', () => {
    const field = [perm('fe', 'Fog Elemental', 'alice')];
    const attacked = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('fe'), ...passes(2)] });
    expect(delayed(attacked)).toEqual([expect.objectContaining({ when: 'end-of-combat', refersTo: 'fe' })]);
    const endOfCombat = passUntil(attacked, 'end-of-combat');
    expect(endOfCombat.state.players.find((p) => p.id === 'bob')?.life).toBe(16);
    const resolved = answer({ state: endOfCombat.state, actions: passes(2) });
    expect(zoneOf(resolved, 'fe')).toBe('graveyard');
    expect(cited(resolved)).toContain('701.21a');
  });

  it('603.7c, 513.1a: Krovikan Elementalist gives a Bear flying; the Bear is sacrificed at the beginning of the end step', () => {
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [
        perm('ke', 'Krovikan Elementalist', 'alice'),
        perm('gb', 'Grizzly Bears', 'alice'),
        perm('i1', 'Island', 'alice'),
        perm('i2', 'Island', 'alice'),
      ],
    });
    const pumped = answer({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'ke', ability: 1, targets: ['gb'] }, ...passes(2)],
    });
    expect(pumped.violations).toEqual([]);
    expect(delayed(pumped)).toEqual([expect.objectContaining({ when: 'next-end-step', refersTo: 'gb', effect: 'Sacrifice it.' })]);
    expect(JSON.stringify(onField(pumped, 'gb')?.characteristics)).toContain('lying');
    const end = passUntil(pumped, 'end');
    expect(end.state.stack).toEqual([
      expect.objectContaining({ refersTo: 'gb', ability: expect.objectContaining({ delayed: 'Sacrifice it.' }) }),
    ]);
    expect(cited(end)).toContain('603.7b');
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(zoneOf(resolved, 'gb')).toBe('graveyard');
  });

  it("701.21a: a Bear that changed control before the end step is not sacrificed by the Elementalist's controller", () => {
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [perm('gb', 'Grizzly Bears', 'bob')],
      delayed: [{ id: 'd1', source: 'ke', controller: 'alice', when: 'next-end-step', effect: 'Sacrifice it.', refersTo: 'gb' }],
    });
    const end = answer({ state, actions: passes(2) });
    expect(end.state.turn.step).toBe('end');
    expect(end.state.stack).toHaveLength(1);
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(resolved.state.stack).toHaveLength(0);
    expect(zoneOf(resolved, 'gb')).toBe('battlefield');
  });
});
