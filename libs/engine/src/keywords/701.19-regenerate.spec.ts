import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { LIGHTNING_BOLT, MOUNTAIN, WRATH_OF_GOD, PLAINS, FOREST, SWAMP } from '../testing/spell-cards';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const boa: CardDefinition = defineCard({
  name: 'River Boa',
  manaCost: '{1}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Snake'],
  power: '2',
  toughness: '1',
  text: 'Islandwalk\n{G}: Regenerate River Boa.',
});
const incinerate: CardDefinition = defineCard({
  name: 'Incinerate',
  manaCost: '{1}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
});
const gravebind: CardDefinition = defineCard({
  name: 'Gravebind',
  manaCost: '{B}',
  colors: ['B'],
  types: ['Instant'],
  text: "Target creature can't be regenerated this turn.\nDraw a card at the beginning of the next turn's upkeep.",
});
const answer = rulingsWith(
  new InMemoryCatalog([boa, incinerate, gravebind, SWAMP, LIGHTNING_BOLT, MOUNTAIN, WRATH_OF_GOD, PLAINS, FOREST]),
);

describe('701.19 regenerate', () => {
  it('701.19a: River Boa activates its ability, then is dealt lethal damage by Lightning Bolt: it regenerates (tapped, damage removed), citing 701.19a', () => {
    const state = board(
      {
        battlefield: [
          { id: 'f1', card: 'Forest', controller: 'alice' },
          { id: 'b1', card: 'River Boa', controller: 'alice' },
          { id: 'm1', card: 'Mountain', controller: 'bob' },
        ],
      },
      {},
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'activate', player: 'alice', source: 'b1', ability: 0 },
        ...passes(2),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'l1', targets: ['b1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.legal).toBe(true);
    const boaNow = a.state.battlefield.find((o) => o.id === 'b1');
    expect(boaNow).toMatchObject({ tapped: true, damage: 0 });
    expect(boaNow?.regenerationShields).toBeUndefined();
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '701.19a', event: 'regenerationShield', objects: ['b1'] }));
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '701.19a', event: 'regenerate', objects: ['b1'] }));
    expect(cited(a)).toContain('704.5g');
  });

  it('701.19c: Wrath of God ("can\'t be regenerated") destroys a River Boa with a shield: no regeneration step', () => {
    const state = board(
      {
        battlefield: [
          ...['p1', 'p2', 'p3', 'p4'].map((id) => ({ id, card: 'Plains', controller: 'alice' })),
          { id: 'b1', card: 'River Boa', controller: 'bob', regenerationShields: 1 },
        ],
      },
      { hand: [{ id: 'w1', card: 'Wrath of God' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'w1' }, ...passes(2)] });
    expect(a.state.players[1].graveyard.map((o) => o.id)).toEqual(['b1']);
    expect(cited(a)).toContain('701.19c');
    expect(a.trace.some((t) => t.event === 'regenerate')).toBe(false);
  });

  it("701.19c: Incinerate deals 3 damage to a River Boa with a shield: it can't be regenerated this turn, so it dies (704.5g)", () => {
    const state = board(
      {
        battlefield: [
          { id: 'b1', card: 'River Boa', controller: 'alice', regenerationShields: 1 },
          { id: 'm1', card: 'Mountain', controller: 'bob' },
          { id: 'm2', card: 'Mountain', controller: 'bob' },
        ],
      },
      {},
      { hand: [{ id: 'i1', card: 'Incinerate' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'i1', targets: ['b1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.some((o) => o.id === 'b1')).toBe(false);
    expect(a.state.players[0].graveyard.map((o) => o.id)).toEqual(['b1']);
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '701.19c', objects: ['b1'] }));
    expect(cited(a)).toContain('704.5g');
    expect(a.trace.some((t) => t.event === 'regenerate')).toBe(false);
  });

  it('701.19c: Lightning Bolt (no such sentence) on the same River Boa: the shield still regenerates it', () => {
    const state = board(
      {
        battlefield: [
          { id: 'b1', card: 'River Boa', controller: 'alice', regenerationShields: 1 },
          { id: 'm1', card: 'Mountain', controller: 'bob' },
        ],
      },
      {},
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'l1', targets: ['b1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.state.battlefield.find((o) => o.id === 'b1')).toMatchObject({ tapped: true, damage: 0 });
  });

  it('Incinerate to a player: no creature dealt damage, no effect; and it cannot be cast without a target (601.2c)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'bob' },
          { id: 'm2', card: 'Mountain', controller: 'bob' },
        ],
      },
      {},
      { hand: [{ id: 'i1', card: 'Incinerate' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'i1', targets: ['alice'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].life).toBe(17);
    expect(a.state.effects).toEqual([]);
    const none = answer({
      state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'i1' },
      ],
    });
    expect(none.legal).toBe(false);
  });

  it('701.19c: Gravebind makes a shielded River Boa unable to regenerate this turn: Lightning Bolt then destroys it', () => {
    const state = board(
      {
        battlefield: [
          { id: 'b1', card: 'River Boa', controller: 'bob', regenerationShields: 1 },
          { id: 's1', card: 'Swamp', controller: 'alice' },
          { id: 'm1', card: 'Mountain', controller: 'alice' },
        ],
      },
      {
        hand: [
          { id: 'g1', card: 'Gravebind' },
          { id: 'l1', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'g1', targets: ['b1'] },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] },
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].graveyard.map((o) => o.id)).toEqual(['b1']);
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '701.19c', objects: ['b1'] }));
    expect(a.trace.some((t) => t.event === 'regenerate')).toBe(false);
    // 601.2c: its target must be a creature.
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'g1', targets: ['bob'] } }).legal).toBe(false);
  });
});
