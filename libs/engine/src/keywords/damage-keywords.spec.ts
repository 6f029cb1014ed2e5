import { CardDefinition } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

const creature = (name: string, text: string, pt: [string, string], subtypes = ['Horror']): CardDefinition => ({
  name,
  manaCost: '{2}{B}',
  colors: ['B'],
  supertypes: [],
  types: ['Creature'],
  subtypes,
  power: pt[0],
  toughness: pt[1],
  loyalty: null,
  text,
});
const wither = creature('Test Witherer', 'Wither', ['2', '3']);
const infect = creature('Test Infector', 'Infect', ['2', '2']);
const pinger = creature('Test Infect Pinger', 'Infect\n{T}: Test Infect Pinger deals 1 damage to any target.', ['1', '1']);
const shapeshifter = creature('Test Shapeshifter', 'Changeling', ['1', '1'], ['Shapeshifter']);
const lord: CardDefinition = {
  name: 'Test Goblin Lord',
  manaCost: '{1}{R}',
  colors: ['R'],
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Goblin'],
  power: '1',
  toughness: '1',
  loyalty: null,
  text: 'Other Goblin creatures you control get +1/+1.',
};
const catalog = new InMemoryCatalog([wither, infect, pinger, shapeshifter, lord, testCatalog.find('Grizzly Bears') as CardDefinition]);
const answer = rulingsWith(catalog);
const combat = (attacker: string, blocker?: string) =>
  board({
    battlefield: [
      { id: 'a1', card: attacker, controller: 'alice', tapped: true },
      { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
    ],
    combat: {
      attackers: [{ id: 'a1', attacking: 'bob' }],
      blockers: blocker ? [{ id: 'b1', blocking: ['a1'] }] : [],
      blockersDeclared: true,
    },
    turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
  });

describe('wither (702.80), infect (702.90), changeling (702.73)', () => {
  it("120.3d: a wither creature's combat damage to a creature is -1/-1 counters, not marked damage", () => {
    const a = answer({ state: combat('Test Witherer', 'b1'), actions: passes(2) });
    // The 2/2 blocker gets two -1/-1 counters: 0/0, put into the graveyard (704.5f).
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['a1']);
    expect(a.state.battlefield[0].damage).toBe(2);
    expect(cited(a)).toEqual(expect.arrayContaining(['510.2', '704.5f']));
  });

  it('120.3b: an infect creature gives the player poison counters instead of life loss', () => {
    const a = answer({ state: combat('Test Infector'), actions: passes(2) });
    expect(a.state.players[1]).toMatchObject({ life: 20, poison: 2 });
  });

  it('infect works for noncombat damage from the creature too (702.90e)', () => {
    const state = board({
      battlefield: [
        { id: 'p1', card: 'Test Infect Pinger', controller: 'alice' },
        { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
      ],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'p1', ability: 0, targets: ['b1'] }, ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'b1')).toMatchObject({ damage: 0, counters: { '-1/-1': 1 } });
    expect(cited(a)).toContain('120.3d');
  });

  it('702.73a: a changeling is every creature type: "other Goblin creatures" lords affect it', () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'l1', card: 'Test Goblin Lord', controller: 'alice' },
          { id: 's1', card: 'Test Shapeshifter', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
        ],
      }),
      actions: [],
    });
    expect(a.state.battlefield.find((o) => o.id === 's1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });
});

describe('702.2b, 702.15b: deathtouch and lifelink for noncombat damage', () => {
  const { answer, board, cited, passes } = damageAndTriggerBoards;

  it('702.2b, 702.15b: deathtouch and lifelink work for noncombat damage too', () => {
    const state = board({
      battlefield: [
        { id: 'p1', card: 'Test Deathtouch Pinger', controller: 'alice' },
        { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
      ],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'p1', ability: 0, targets: ['b1'] }, ...passes(2)] });
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['p1']);
    expect(a.state.players[0].life).toBe(21);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.15b', '704.5h']));
  });
});
