import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
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

/**
 * 613.4d: "Switch CARDNAME's power and toughness until end of turn." (Windreaver, 1/3): a continuous effect
 * in layer 7d, applied after every change in 7c whatever the timestamps (613.4c before 613.4d).
 */
describe('613.4d: switching power and toughness', () => {
  const windreaver = bundledCard('Windreaver');
  const switchAnswer = rulingsWith(new InMemoryCatalog([windreaver, bundledCard('Plains'), bundledCard('Island')]));
  // The activation's `ability` counts the abilities a player may activate (Flying is none): {W}: +0/+1 is 1, the switch 2.
  const activate = (ability: number) => ({ type: 'activate', player: 'alice', source: 'w', ability });
  const SWITCH = 2;
  const TOUGHER = 1;
  const lands = (...cards: string[]) => cards.map((card, i) => ({ id: `l${i}`, card, controller: 'alice' }));
  const pt = (a: { state: { battlefield: { id: string; characteristics?: unknown }[] } }) =>
    a.state.battlefield.find((o) => o.id === 'w')?.characteristics;

  it('Windreaver is understood in full, its {U} ability a switch of its own power and toughness', () => {
    const compiled = compileCard(windreaver);
    expect([compiled.support, compiled.unsupported]).toEqual(['full', []]);
    expect(compiled.abilities[3]).toMatchObject({ kind: 'activated', effects: [{ kind: 'switchPT', objects: { kind: 'source' } }] });
  });

  it('another object\'s switch ("target creature\'s") is read with its target (rules/613.4d-switching.spec.ts)', () => {
    const line = "{U}: Switch target creature's power and toughness until end of turn.";
    const compiled = compileCard({ ...windreaver, text: line });
    expect(compiled.unsupported).toEqual([]);
    expect(compiled.abilities[0]).toMatchObject({ targets: [{ text: 'target creature' }], effects: [{ kind: 'switchPT', target: 0 }] });
  });

  it('{U}: the 1/3 is a 3/1 until end of turn; then {W}: +0/+1 applies first (7c), so it is 4/1, not 3/2', () => {
    const state = board({ battlefield: [{ id: 'w', card: windreaver.name, controller: 'alice' }, ...lands('Island', 'Plains')] });
    const switched = switchAnswer({ state, actions: [activate(SWITCH), ...passes(2)] });
    expect(switched.violations).toEqual([]);
    expect(pt(switched)).toMatchObject({ power: 3, toughness: 1 });
    expect(switched.state.effects).toEqual([expect.objectContaining({ kind: 'switch-pt', affects: ['w'], duration: 'until-end-of-turn' })]);
    expect(cited(switched)).toContain('613.4d');
    expect(switched.trace).toContainEqual(expect.objectContaining({ rule: '613.4d', objects: ['w'] }));

    const both = switchAnswer({ state, actions: [activate(SWITCH), ...passes(2), activate(TOUGHER), ...passes(2)] });
    expect(both.violations).toEqual([]);
    expect(pt(both)).toMatchObject({ power: 4, toughness: 1 });
  });

  it('the effect ends in the cleanup step (514.2): Windreaver is 1/3 again on the next turn', () => {
    const state = board({
      battlefield: [{ id: 'w', card: windreaver.name, controller: 'alice' }, ...lands('Island')],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = switchAnswer({ state, actions: [activate(SWITCH), ...passes(2), ...passes(2)] });
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(pt(a)).toMatchObject({ power: 1, toughness: 3 });
    expect(a.state.effects ?? []).toEqual([]);
  });

  it('illegal: without blue mana the switch cannot be activated, and nothing changes', () => {
    const state = board({ battlefield: [{ id: 'w', card: windreaver.name, controller: 'alice' }, ...lands('Plains')] });
    const a = switchAnswer({ state, action: activate(SWITCH) });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
    expect(pt(a)).toMatchObject({ power: 1, toughness: 3 });
  });
});
