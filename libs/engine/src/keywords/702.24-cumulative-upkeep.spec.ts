import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { costForCounters } from './702.24-cumulative-upkeep';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/** Current Oracle text of Uktabi Efreet and Firestorm Hellkite. */
const efreet = defineCard({
  name: 'Uktabi Efreet',
  manaCost: '{2}{G}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Efreet'],
  power: '5',
  toughness: '4',
  text: 'Cumulative upkeep {G}',
});
const hellkite = defineCard({
  name: 'Firestorm Hellkite',
  manaCost: '{4}{U}{R}',
  colors: ['U', 'R'],
  types: ['Creature'],
  subtypes: ['Dragon'],
  power: '6',
  toughness: '6',
  text: 'Flying, trample\nCumulative upkeep {U}{R}',
});
const sacrificeUpkeep = defineCard({
  name: 'Test Sacrifice Upkeep',
  manaCost: '{1}{B}',
  types: ['Creature'],
  subtypes: ['Horror'],
  power: '3',
  toughness: '3',
  text: 'Cumulative upkeep—Sacrifice a land.',
});
const catalog = new InMemoryCatalog([
  efreet,
  hellkite,
  ...['Forest', 'Island', 'Mountain'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const lands = (card: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${card[0].toLowerCase()}${i}`, card, controller: 'alice' }));
const atUntap = (permanents: unknown[]) =>
  board({ battlefield: permanents, turn: { number: 5, active: 'alice', step: 'untap', priority: null } });

describe('702.24 cumulative upkeep', () => {
  it('is understood for mana costs and life; other costs are not understood yet', () => {
    expect(compileCard(efreet).support).toBe('full');
    expect(compileCard(hellkite).support).toBe('full');
    expect(compileCard(bundledCard('Gallowbraid')).support).toBe('full');
    expect(compileCard(sacrificeUpkeep).unsupported).toEqual(['Cumulative upkeep—Sacrifice a land.']);
  });

  it('702.24a: the cost is paid once for each age counter', () => {
    expect(costForCounters('{G}', 3)).toBe('{G}{G}{G}');
    expect(costForCounters('{1}{G}', 3)).toBe('{3}{G}{G}{G}');
    expect(costForCounters('{2}', 2)).toBe('{4}');
    expect(costForCounters('{U}{R}', 2)).toBe('{U}{R}{U}{R}');
    expect(costForCounters('2 life', 3)).toBe('6 life');
  });

  it('702.24a: at the first upkeep an age counter is put on it, then its controller may pay the cost once', () => {
    const asked = answer({
      state: atUntap([{ id: 'e1', card: 'Uktabi Efreet', controller: 'alice' }, ...lands('Forest', 2)]),
      actions: passes(2),
    });
    expect(asked.state.battlefield.find((o) => o.id === 'e1')?.counters).toEqual({ age: 1 });
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '702.24a', options: ['pay', 'decline'] });
    expect(asked.trace.find((t) => t.event === 'payOrElse')?.text).toContain('{G}');
    const paid = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['pay'] } });
    expect(paid.state.battlefield.map((o) => [o.id, o.tapped])).toEqual([
      ['e1', false],
      ['f0', true],
      ['f1', false],
    ]);
    expect(paid.state.battlefield[0].counters).toEqual({ age: 1 });
  });

  it('the cost grows with the age counters: with 2 already, 3 Forests pay {G}{G}{G}', () => {
    const asked = answer({
      state: atUntap([{ id: 'e1', card: 'Uktabi Efreet', controller: 'alice', counters: { age: 2 } }, ...lands('Forest', 3)]),
      actions: passes(2),
    });
    expect(asked.trace.find((t) => t.event === 'payOrElse')?.text).toContain('{G}{G}{G}');
    const paid = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['pay'] } });
    expect(paid.state.battlefield.filter((o) => o.tapped).map((o) => o.id)).toEqual(['f0', 'f1', 'f2']);
    expect(paid.state.battlefield[0].counters).toEqual({ age: 3 });
  });

  it('a player who cannot pay the whole cost sacrifices it: no partial payment (702.24a, 701.21a)', () => {
    const a = answer({
      state: atUntap([{ id: 'e1', card: 'Uktabi Efreet', controller: 'alice', counters: { age: 2 } }, ...lands('Forest', 2)]),
      actions: passes(2),
    });
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['f0', 'f1']);
    expect(a.state.battlefield.every((o) => !o.tapped)).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.24a', '701.21a']));
    expect(a.trace.find((t) => t.event === 'counters')).toMatchObject({ rule: '702.24a', text: expect.stringContaining('age counter') });
  });

  it('a cost of several symbols is repeated for each counter', () => {
    const asked = answer({
      state: atUntap([
        { id: 'h1', card: 'Firestorm Hellkite', controller: 'alice', counters: { age: 1 } },
        ...lands('Island', 2),
        ...lands('Mountain', 2),
      ]),
      actions: passes(2),
    });
    expect(asked.trace.find((t) => t.event === 'payOrElse')?.text).toContain('{U}{R}{U}{R}');
    const declined = answer({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['decline'] },
    });
    expect(declined.state.battlefield.some((o) => o.id === 'h1')).toBe(false);
  });
});

/**
 * 702.24a with a life cost, on a real card (Gallowbraid, "Cumulative upkeep—Pay 1 life."): 1 life for each age counter;
 * 119.4: a player pays life only if their life total is at least the whole payment, otherwise it is sacrificed.
 */
describe('702.24a: "Cumulative upkeep—Pay 1 life."', () => {
  const life = rulingsWith(new InMemoryCatalog([bundledCard('Gallowbraid')]));
  const upkeep = (lifeTotal: number, age: number) => {
    const state = atUntap([{ id: 'g1', card: 'Gallowbraid', controller: 'alice', counters: { age } }]);
    (state as { players: { life: number }[] }).players[0].life = lifeTotal;
    return state;
  };

  it('with one age counter already, a second is put on it and its controller may pay 2 life: paid, it stays', () => {
    const asked = life({ state: upkeep(20, 1), actions: passes(2) });
    expect(asked.state.battlefield[0].counters).toEqual({ age: 2 });
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '702.24a', options: ['pay', 'decline'] });
    expect(asked.trace.find((t) => t.event === 'payOrElse')?.text).toContain('2 life');
    const paid = life({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['pay'] } });
    expect(paid.violations).toEqual([]);
    expect(paid.state.players[0].life).toBe(18);
    expect(paid.state.battlefield.map((o) => o.id)).toEqual(['g1']);
    expect(cited(paid)).toEqual(expect.arrayContaining(['119.4', '702.24a']));
  });

  it('declined: Gallowbraid is sacrificed and no life is paid', () => {
    const asked = life({ state: upkeep(20, 0), actions: passes(2) });
    const declined = life({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['decline'] },
    });
    expect(declined.state.battlefield).toEqual([]);
    expect(declined.state.players[0].life).toBe(20);
    expect(cited(declined)).toEqual(expect.arrayContaining(['701.21a']));
  });

  it('119.4: with 1 life, the 2 life of two age counters cannot be paid: no choice, Gallowbraid is sacrificed', () => {
    const a = life({ state: upkeep(1, 1), actions: passes(2) });
    expect(a.decision?.kind).not.toBe('payCost');
    expect(a.state.battlefield).toEqual([]);
    expect(a.state.players[0].life).toBe(1);
    expect(a.trace.find((t) => t.event === 'cannotPay')).toMatchObject({ rule: '119.4' });
    expect(cited(a)).toEqual(expect.arrayContaining(['702.24a', '701.21a']));
  });

  it('119.4: exactly as much life as the payment is enough (1 life for one counter: the player goes to 0)', () => {
    const asked = life({ state: upkeep(1, 0), actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'payCost', rule: '702.24a' });
    const paid = life({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['pay'] } });
    expect(paid.state.players[0].life).toBe(0);
  });
});
