import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { GRIZZLY_BEARS, MOUNTAIN, PLAINS } from '../testing/spell-cards';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/** Real cards, current Oracle text: a bare plural subject ("Attacking creatures") is every object it describes. */
const TRUMPET_BLAST = defineCard({
  name: 'Trumpet Blast',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Attacking creatures get +2/+0 until end of turn.',
});
const RALLY = defineCard({
  name: 'Rally',
  manaCost: '{W}{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Blocking creatures get +1/+1 until end of turn.',
});
const NOCTURNAL_RAID = defineCard({
  name: 'Nocturnal Raid',
  manaCost: '{2}{B}{B}',
  colors: ['B'],
  types: ['Instant'],
  text: 'Black creatures get +2/+0 until end of turn.',
});
const DUSK_IMP = defineCard({
  name: 'Dusk Imp',
  manaCost: '{2}{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Imp'],
  power: '2',
  toughness: '1',
  text: 'Flying',
});
const SWAMP = defineCard({ name: 'Swamp', types: ['Land'], supertypes: ['Basic'], subtypes: ['Swamp'], text: '({T}: Add {B}.)' });
const answer = rulingsWith(new InMemoryCatalog([TRUMPET_BLAST, RALLY, NOCTURNAL_RAID, DUSK_IMP, GRIZZLY_BEARS, MOUNTAIN, PLAINS, SWAMP]));
const perm = (id: string, card: string, controller: string) => ({ id, card, controller });
const lands = (card: string, controller: string, n: number) =>
  Array.from({ length: n }, (_, i) => perm(`${card[0]}${controller[0]}${i}`, card, controller));
const powerOf = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id)?.characteristics?.power;
const toughnessOf = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id)?.characteristics?.toughness;

describe('611.2c: "Attacking creatures get +2/+0 until end of turn" affects the objects it describes as it resolves', () => {
  const combat = (extra: Record<string, unknown>[]) =>
    board({
      battlefield: [
        perm('a1', 'Grizzly Bears', 'alice'),
        perm('a2', 'Grizzly Bears', 'alice'),
        perm('x1', 'Grizzly Bears', 'bob'),
        ...extra,
      ],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: { attackers: [{ id: 'a1', attacking: 'bob' }], blockers: [{ id: 'x1', blocking: ['a1'] }] },
    });

  it('Trumpet Blast: the attacking Grizzly Bears gets +2/+0; the one at home and the blocker do not', () => {
    const state = {
      ...combat(lands('Mountain', 'alice', 3)),
      players: [
        { id: 'alice', library: { count: 30 }, hand: [{ id: 't1', card: 'Trumpet Blast' }] },
        { id: 'bob', library: { count: 30 } },
      ],
    };
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't1' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect([powerOf(a, 'a1'), powerOf(a, 'a2'), powerOf(a, 'x1')]).toEqual([4, 2, 2]);
    expect(cited(a)).toContain('611.2c');
  });

  it("Rally: the blocking creature gets +1/+1, whoever controls it; attackers don't", () => {
    const state = { ...combat(lands('Plains', 'bob', 2)), turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'bob' } };
    const withRally = {
      ...state,
      players: [
        { id: 'alice', library: { count: 30 } },
        { id: 'bob', library: { count: 30 }, hand: [{ id: 'r1', card: 'Rally' }] },
      ],
    };
    const a = answer({ state: withRally, actions: [{ type: 'cast', player: 'bob', card: 'r1' }, ...passes(2, 'bob', 'alice')] });
    expect(a.legal).toBe(true);
    expect([powerOf(a, 'x1'), toughnessOf(a, 'x1')]).toEqual([3, 3]);
    expect([powerOf(a, 'a1'), toughnessOf(a, 'a1')]).toEqual([2, 2]);
  });

  it('Nocturnal Raid: black creatures on both sides get +2/+0; a green one does not', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Swamp', 'alice', 4),
          perm('i1', 'Dusk Imp', 'alice'),
          perm('i2', 'Dusk Imp', 'bob'),
          perm('g1', 'Grizzly Bears', 'bob'),
        ],
      },
      { hand: [{ id: 'n1', card: 'Nocturnal Raid' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'n1' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect([powerOf(a, 'i1'), powerOf(a, 'i2'), powerOf(a, 'g1')]).toEqual([4, 4, 2]);
  });
});

describe('the grammar: a bare plural is every object it describes; a bare singular is no phrase', () => {
  it.each([
    ['Attacking creature gets +2/+0 until end of turn.', 'none'],
    ['Attacking creatures get +2/+0 until end of turn.', 'full'],
    ['Goblins get +1/+0 until end of turn.', 'full'],
    ['Goblin gets +1/+0 until end of turn.', 'none'],
  ])('%s: %s', (text, support) => {
    expect(compileCard(defineCard({ name: 'X', manaCost: '{R}', types: ['Instant'], text })).support).toBe(support);
  });
});

describe('the grammar: a capitalized first word is still a card type or a noun, never a subtype', () => {
  it.each([
    ['Creatures your opponents control get -1/-1 until end of turn.', { kind: 'type', anyOf: ['Creature'] }],
    [
      'Permanents you control gain indestructible until end of turn.',
      { kind: 'type', anyOf: expect.arrayContaining(['Creature', 'Land']) },
    ],
  ])('%s', (text, filter) => {
    const c = compileCard(defineCard({ name: 'X', manaCost: '{R}', types: ['Instant'], text }));
    expect(c.support).toBe('full');
    const filters = JSON.stringify(c.abilities);
    expect(filters).not.toContain('"subtype"');
    expect(c.abilities[0]).toMatchObject({ effects: [{ objects: { kind: 'each', each: { filters: expect.arrayContaining([filter]) } } }] });
  });
});
