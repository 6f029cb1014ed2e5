import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { Answer } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { combatBoard, zoneOf } from '../testing/combat-cards';

/**
 * 603.2, 120.3a: "Whenever a creature deals damage to you" (the trigger refers to that creature) and
 * "Whenever a source deals damage to CARDNAME" (CARDNAME is dealt damage, 120.3). Real cards, whole requests.
 */
const NAMES = [
  'No Mercy', // Whenever a creature deals damage to you, destroy it.
  'Nested Ghoul', // Whenever a source deals damage to Nested Ghoul, create a 2/2 black Zombie creature token.
  'Grizzly Bears',
  'Lightning Bolt',
  'Mountain',
];
const answer = rulingsWith(new InMemoryCatalog(NAMES.map(bundledCard)));
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
/** Bob's turn at the beginning of combat: his Bear attacks alice, unblocked, and deals its damage. */
const bobAttacks = [
  ...passes(2, 'bob', 'alice'),
  { type: 'declareAttackers', player: 'bob', attackers: [{ id: 'gb', attacking: 'alice' }] },
  // Alice has no creature: no blockers (509.1a); both pass to the combat damage step.
  ...passes(2, 'bob', 'alice'),
  ...passes(2, 'bob', 'alice'),
];

describe('603.2: damage dealt to you, damage dealt to CARDNAME', () => {
  it.each(NAMES.slice(0, 2))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it("120.3a: No Mercy: bob's Bear deals combat damage to alice; the Bear is destroyed", () => {
    const state = combatBoard(
      [
        { id: 'nm', card: 'No Mercy', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      ],
      { turn: { number: 4, active: 'bob', step: 'beginning-of-combat', priority: 'bob' } },
    );
    const hit = answer({ state, actions: bobAttacks });
    expect(hit.state.players.find((p) => p.id === 'alice')?.life).toBe(18);
    expect(triggerSources(hit)).toEqual(['nm']);
    expect(hit.state.stack[0]).toMatchObject({ refersTo: 'gb' });
    const resolved = answer({ state: hit.state, actions: passes(2, 'bob', 'alice') });
    expect(zoneOf(resolved, 'gb')).toBe('graveyard');
  });

  it('120.3a: a Lightning Bolt (no creature) dealing damage to alice does not trigger No Mercy; nor damage to bob', () => {
    const state = board(
      {
        battlefield: [
          { id: 'nm', card: 'No Mercy', controller: 'bob' },
          { id: 'm1', card: 'Mountain', controller: 'alice' },
        ],
      },
      {
        hand: [{ id: 'lb', card: 'Lightning Bolt' }],
      },
    );
    const bolt = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }, ...passes(2)] });
    expect(bolt.state.players.find((p) => p.id === 'bob')?.life).toBe(17);
    expect(triggerSources(bolt)).toEqual([]);
  });

  it('120.3: Nested Ghoul dealt damage by a Lightning Bolt: a 2/2 Zombie; a Bolt to a player: nothing', () => {
    const state = board(
      {
        battlefield: [
          { id: 'ng', card: 'Nested Ghoul', controller: 'alice' },
          { id: 'm1', card: 'Mountain', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const hit = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'lb', targets: ['ng'] }, ...passes(2)] });
    expect(triggerSources(hit)).toEqual(['ng']);
    expect(cited(hit)).toContain('603.2');
    const resolved = answer({ state: hit.state, actions: passes(2) });
    expect(resolved.state.battlefield.filter((o) => o.token)).toHaveLength(1);
    const player = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }, ...passes(2)] });
    expect(triggerSources(player)).toEqual([]);
  });
});
