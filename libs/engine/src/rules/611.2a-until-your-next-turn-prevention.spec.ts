import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 611.2a, 615.1a: Kiora, the Crashing Wave's "+1: Until your next turn, prevent all damage that would be dealt to and
 * dealt by target permanent an opponent controls.": two prevention effects on the target (damage dealt to it, damage
 * it deals), lasting until her controller's next turn begins, not until end of turn (514.2). And its "−1: Draw a card.
 * You may play an additional land this turn." (305.2): one more land this turn, ended in the cleanup step (514.2).
 */
const catalog = new InMemoryCatalog(
  ['Kiora, the Crashing Wave', 'Prodigal Pyromancer', 'Lightning Bolt', 'Mountain', 'Grizzly Bears', 'Island', 'Forest'].map(bundledCard),
);
const answer = rulingsWith(catalog);
const line = (cost: string) =>
  bundledCard('Kiora, the Crashing Wave')
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const kiora = { id: 'k1', card: 'Kiora, the Crashing Wave', controller: 'alice', counters: { loyalty: 2 } };
const field = [
  kiora,
  { id: 'pp', card: 'Prodigal Pyromancer', controller: 'bob' },
  { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
  { id: 'm1', card: 'Mountain', controller: 'alice' },
];
const plus1 = (target: string) => ({ type: 'activate', player: 'alice', source: 'k1', ability: line('+1'), targets: [target] });
const hand = { hand: [{ id: 'l1', card: 'Lightning Bolt' }] };

describe('Kiora, the Crashing Wave +1 (611.2a, 615.1a)', () => {
  it('is understood in full; a shield "until your next turn" stays refused', () => {
    expect(compileCard(bundledCard('Kiora, the Crashing Wave')).abilities[0]).toMatchObject({
      kind: 'loyalty',
      cost: 1,
      targets: [{ text: 'target permanent an opponent controls' }],
      effects: [{ kind: 'untilYourNextTurn', target: 0, effects: [{ kind: 'prevention', side: 'toAndBy', amount: null, target: 0 }] }],
    });
    const variant = {
      ...bundledCard('Kiora, the Crashing Wave'),
      text: '+1: Until your next turn, prevent the next 2 damage that would be dealt to target permanent an opponent controls.',
    };
    expect(compileCard(variant).support).not.toBe('full');
  });

  it("606.4, 615.1a: Lightning Bolt deals no damage to bob's Pyromancer, whose own damage is prevented too", () => {
    const a = answer({
      state: board({ battlefield: field }, hand),
      actions: [plus1('pp'), ...passes(2), { type: 'cast', player: 'alice', card: 'l1', targets: ['pp'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'k1')).toMatchObject({ counters: { loyalty: 3 } });
    expect(a.state.battlefield.find((o) => o.id === 'pp')?.damage ?? 0).toBe(0);
    const made = a.state.effects ?? [];
    expect(made.map((e) => e.kind).sort()).toEqual(['prevent-all-damage', 'prevent-damage-by']);
    expect(made.every((e) => e.duration === 'until-your-next-turn' && e.affects.includes('pp'))).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '615.1a', '611.2a']));
  });

  it("514.2, 611.2a: on bob's turn the Pyromancer's 1 damage to alice's Bears is prevented; it ends as alice's turn begins", () => {
    const a = answer({ state: board({ battlefield: field }, hand), actions: [plus1('pp'), ...passes(2)] });
    const bobs = answer({
      state: { ...a.state, turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob', passed: [] } },
      actions: [{ type: 'activate', player: 'bob', source: 'pp', ability: 0, targets: ['gb'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(bobs.violations).toEqual([]);
    expect(bobs.state.battlefield.find((o) => o.id === 'gb')?.damage ?? 0).toBe(0);
    expect(bobs.state.battlefield.find((o) => o.id === 'pp')?.tapped).toBe(true);
    const next = answer({
      state: { ...a.state, turn: { number: 4, active: 'bob', step: 'end', priority: 'bob', passed: [] } },
      actions: passes(2, 'bob', 'alice'),
    });
    expect(next.violations).toEqual([]);
    expect(next.state.turn).toMatchObject({ active: 'alice', number: 5 });
    expect(next.state.effects).toEqual([]);
    expect(cited(next)).toContain('611.2a');
  });

  it('without the +1, the Bolt destroys the Pyromancer (the control case)', () => {
    const a = answer({
      state: board({ battlefield: field }, hand),
      actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['pp'] }, ...passes(2)],
    });
    expect(a.state.battlefield.some((o) => o.id === 'pp')).toBe(false);
  });

  it("115.1: alice's own Bears are not a permanent an opponent controls: an illegal target", () => {
    const a = answer({ state: board({ battlefield: field }), action: plus1('gb') });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(a.state.battlefield.find((o) => o.id === 'k1')).toMatchObject({ counters: { loyalty: 2 } });
  });
});

describe('Kiora, the Crashing Wave −1: "Draw a card. You may play an additional land this turn." (305.2)', () => {
  const minus1 = { type: 'activate', player: 'alice', source: 'k1', ability: line('−1') };
  const lands = {
    hand: [
      { id: 'i1', card: 'Island' },
      { id: 'f1', card: 'Forest' },
      { id: 'i2', card: 'Island' },
    ],
    library: ['Island'],
  };
  const play = (card: string) => ({ type: 'playLand', player: 'alice', card });

  it('is understood in full', () => {
    expect(compileCard(bundledCard('Kiora, the Crashing Wave'))).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(bundledCard('Kiora, the Crashing Wave')).abilities[1]).toMatchObject({
      kind: 'loyalty',
      cost: -1,
      effects: [{ kind: 'draw' }, { kind: 'additionalLandThisTurn' }],
    });
  });

  it('606.4, 305.2: one loyalty counter removed, a card drawn; two lands may be played this turn, not a third', () => {
    const a = answer({ state: board({ battlefield: [kiora] }, lands), actions: [minus1, ...passes(2), play('i1'), play('f1')] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'k1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(a.state.players[0]).toMatchObject({ landsPlayedThisTurn: 2 });
    expect(a.state.players[0].hand).toHaveLength(2);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(expect.arrayContaining(['i1', 'f1']));
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '305.2']));
    const third = answer({ state: a.state, action: play('i2') });
    expect(third.violations[0]).toMatchObject({ code: 'LAND_ALREADY_PLAYED', rule: '305.2' });
  });

  it('without the −1, the second land is refused (305.2: one land a turn)', () => {
    const a = answer({ state: board({ battlefield: [kiora] }, lands), actions: [play('i1'), play('f1')] });
    expect(a.violations[0]).toMatchObject({ code: 'LAND_ALREADY_PLAYED', rule: '305.2' });
  });

  it('514.2: the effect ends in the cleanup step; it is not "on each of your turns"', () => {
    const a = answer({ state: board({ battlefield: [kiora] }, lands), actions: [minus1, ...passes(2)] });
    expect(a.state.effects).toEqual([expect.objectContaining({ kind: 'additional-land', affects: ['alice'], duration: 'this-turn' })]);
    const end = answer({
      state: { ...a.state, turn: { ...(a.state.turn as object), step: 'end', priority: 'alice', passed: [] } },
      actions: passes(2),
    });
    expect(end.state.effects).toEqual([]);
  });
});
