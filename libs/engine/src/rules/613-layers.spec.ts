import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { CardDefinition } from '../cards/card';
import { passes } from '../testing/actions';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

const frog: CardDefinition = {
  name: 'Turn to Frog',
  manaCost: '{1}{U}',
  colors: ['U'],
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  text: 'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
};
const growth: CardDefinition = {
  name: 'Giant Growth',
  manaCost: '{G}',
  colors: ['G'],
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  text: 'Target creature gets +3/+3 until end of turn.',
};
const catalog = new InMemoryCatalog([
  frog,
  growth,
  ...['Forest', 'Island', 'Grizzly Bears', 'Raging Goblin'].map((n) => testCatalog.find(n) as CardDefinition),
]);

const answer = rulingsWith(catalog);

describe('613 layers (the parts modeled so far)', () => {
  it('Turn to Frog: layer 4 Frog, layer 5 blue, layer 6 no abilities, layer 7b 1/1; counters still apply in 7c', () => {
    const state = board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'i2', card: 'Island', controller: 'alice' },
          { id: 'g1', card: 'Raging Goblin', controller: 'bob', counters: { '+1/+1': 1 } },
        ],
      },
      { hand: [{ id: 'h1', card: 'Turn to Frog' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['g1'] }, ...passes(2)] });
    expect(a.state.battlefield[2].characteristics).toMatchObject({
      subtypes: ['Frog'],
      colors: ['U'],
      abilities: [],
      power: 2,
      toughness: 2,
    });
    expect(cited(a)).toContain('611.2c');
    // 105.1: the color set is said by its word, not its mana letter.
    expect(JSON.stringify(a.trace)).toMatch(/is blue \(613\.1e\)/);
  });

  it('613.4b before 613.4c whatever the timestamps: Giant Growth first, then Turn to Frog, gives 4/4', () => {
    const state = board(
      {
        battlefield: [
          { id: 'f1', card: 'Forest', controller: 'alice' },
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'i2', card: 'Island', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
        ],
      },
      {
        hand: [
          { id: 'gg', card: 'Giant Growth' },
          { id: 'tf', card: 'Turn to Frog' },
        ],
      },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'gg', targets: ['b1'] },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'tf', targets: ['b1'] },
        ...passes(2),
      ],
    });
    expect(a.state.battlefield[3].characteristics).toMatchObject({ power: 4, toughness: 4 });
  });

  it('a creature that lost its abilities has no haste: summoning sick, it cannot attack (302.6, 613.1f)', () => {
    const state = board({
      battlefield: [{ id: 'g1', card: 'Raging Goblin', controller: 'alice', summoningSick: true }],
      effects: [{ id: 'e1', kind: 'lose-abilities', affects: ['g1'], controller: 'bob', timestamp: 3, duration: 'until-end-of-turn' }],
      turn: { number: 3, active: 'alice', step: 'beginning-of-combat' },
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.decision?.kind).toBe('priority');
    expect(a.state.turn.step).toBe('declare-attackers');
  });
});

describe('613: the effects of one spell on two creatures', () => {
  const { answer, board, passes } = damageAndTriggerBoards;

  it('613: two effects of one spell on two creatures each apply to their own creature', () => {
    const state = board(
      {
        battlefield: [
          { id: 'f1', card: 'Forest', controller: 'alice' },
          { id: 'a1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 't1', card: 'Test Two Pumps' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't1', targets: ['a1', 'b1'] }, ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'a1')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
  });
});
