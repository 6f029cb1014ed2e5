import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const def = defineCard;
// Current Oracle texts.
const fog = def({
  name: 'Fog',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Instant'],
  text: 'Prevent all combat damage that would be dealt this turn.',
});
const salve = def({
  name: 'Healing Salve',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be dealt to any target this turn.',
});
const shield = def({
  name: 'Test Shield',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Prevent the next 3 damage that would be dealt to any target this turn.',
});
const catalog = new InMemoryCatalog([
  fog,
  salve,
  shield,
  ...['Forest', 'Plains', 'Mountain', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);

describe('615 prevention effects', () => {
  it('Fog prevents all combat damage this turn (615.1a)', () => {
    expect(compileCard(fog).support).toBe('full');
    const state = board(
      {
        battlefield: [
          { id: 'a1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
          { id: 'f1', card: 'Forest', controller: 'bob' },
        ],
        combat: { attackers: [{ id: 'a1', attacking: 'bob' }] },
        turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: 'alice' },
      },
      {},
      { hand: [{ id: 'g1', card: 'Fog' }] },
    );
    const a = answer({
      state,
      actions: [{ type: 'pass', player: 'alice' }, { type: 'cast', player: 'bob', card: 'g1' }, ...passes(2, 'bob', 'alice'), ...passes(2)],
    });
    expect(a.state.turn.step).toBe('declare-blockers');
    // bob has no creature: no blockers are declared (509.1a); passing moves on to combat damage.
    const dmg = answer({ state: a.state, actions: passes(2) });
    expect(dmg.state.players[1].life).toBe(20);
    expect(cited(dmg)).toContain('615.1a');
  });

  it('615.7: a shield prevents the next 3 damage to its target; Lightning Bolt then deals none, and the shield is used up', () => {
    const state = board(
      {
        battlefield: [
          { id: 'p1', card: 'Plains', controller: 'bob' },
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'm2', card: 'Mountain', controller: 'alice' },
        ],
      },
      {
        hand: [
          { id: 'l1', card: 'Lightning Bolt' },
          { id: 'l2', card: 'Lightning Bolt' },
        ],
      },
      { hand: [{ id: 's1', card: 'Test Shield' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] },
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 's1', targets: ['bob'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.state.players[1].life).toBe(20);
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toContain('615.7');
    const again = answer({ state: a.state, actions: [{ type: 'cast', player: 'alice', card: 'l2', targets: ['bob'] }, ...passes(2)] });
    expect(again.state.players[1].life).toBe(17);
  });

  it('a partial shield: 2 of the 3 damage prevented leaves 1 to deal', () => {
    const state = board(
      {
        battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }],
        effects: [
          { id: 'e1', kind: 'prevent-damage', amount: 2, affects: ['bob'], controller: 'bob', timestamp: 5, duration: 'this-turn' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] }, ...passes(2)] });
    expect(a.state.players[1].life).toBe(19);
  });
});
