import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const def = defineCard;
// Current Oracle texts.
const phantom = def({
  name: 'Phantom Warrior',
  manaCost: '{1}{U}{U}',
  colors: ['U'],
  types: ['Creature'],
  subtypes: ['Illusion', 'Warrior'],
  power: '2',
  toughness: '2',
  text: "Phantom Warrior can't be blocked.",
});
const berserker = def({
  name: 'Bloodrock Cyclops',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Cyclops'],
  power: '3',
  toughness: '3',
  text: 'Bloodrock Cyclops attacks each combat if able.',
});
const overrun = def({
  name: 'Test Rally',
  manaCost: '{1}{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Creatures you control get +1/+1 until end of turn.',
});
const monk = def({
  name: 'Monastery Swiftspear',
  manaCost: '{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Human', 'Monk'],
  power: '1',
  toughness: '2',
  text: 'Haste\nProwess',
});
const catalog = new InMemoryCatalog([
  phantom,
  berserker,
  overrun,
  monk,
  ...['Plains', 'Mountain', 'Grizzly Bears', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);

describe('rule-changing static abilities and more templates', () => {
  it('every card here is understood', () => {
    for (const c of [phantom, berserker, overrun, monk]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('509.1b: a creature that "can\'t be blocked" cannot be blocked', () => {
    const state = board({
      battlefield: [
        { id: 'a1', card: 'Phantom Warrior', controller: 'alice', tapped: true },
        { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
      ],
      combat: { attackers: [{ id: 'a1', attacking: 'bob' }] },
      turn: { number: 3, active: 'alice', step: 'declare-blockers' },
    });
    const a = answer({ state, action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'b1', blocking: ['a1'] }] } });
    expect(a.violations[0]).toMatchObject({ code: 'CANT_BE_BLOCKED', rule: '509.1b' });
  });

  it('508.1d: a creature that attacks each combat if able must be declared when able; declaring none is illegal', () => {
    const state = board({
      battlefield: [{ id: 'c1', card: 'Bloodrock Cyclops', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'declare-attackers' },
    });
    const none = answer({ state, action: { type: 'declareAttackers', player: 'alice', attackers: [] } });
    expect(none.violations[0]).toMatchObject({ code: 'MUST_ATTACK', rule: '508.1d' });
    const attack = answer({ state, action: { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'c1', attacking: 'bob' }] } });
    expect(attack.legal).toBe(true);
    const sick = answer({
      state: board({
        battlefield: [{ id: 'c1', card: 'Bloodrock Cyclops', controller: 'alice', summoningSick: true }],
        turn: { number: 3, active: 'alice', step: 'beginning-of-combat' },
      }),
      actions: passes(2),
    });
    expect(sick.state.turn.step).toBe('declare-attackers');
  });

  it('611.2c: "creatures you control get +1/+1 until end of turn" affects the creatures there as it resolves, not later ones', () => {
    const state = board(
      {
        battlefield: [
          { id: 'p1', card: 'Plains', controller: 'alice' },
          { id: 'p2', card: 'Plains', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'b2', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'r1', card: 'Test Rally' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'r1' }, ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(a.state.battlefield.find((o) => o.id === 'b2')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(a.state.effects[0]).toMatchObject({ affects: ['b1'] });
  });

  it('702.108a: prowess triggers on a noncreature spell its controller casts', () => {
    const state = board(
      {
        battlefield: [
          { id: 's1', card: 'Monastery Swiftspear', controller: 'alice' },
          { id: 'm1', card: 'Mountain', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] }, ...passes(2), ...passes(2)] });
    expect(a.state.battlefield[0].characteristics).toMatchObject({ power: 2, toughness: 3 });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '702.108a']));
  });
});
