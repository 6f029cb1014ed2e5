import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { costForCounters } from './702.24-cumulative-upkeep';
import { passes } from '../testing/actions';

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
const lifeUpkeep = defineCard({
  name: 'Test Life Upkeep',
  manaCost: '{1}{B}',
  types: ['Creature'],
  subtypes: ['Horror'],
  power: '3',
  toughness: '3',
  text: 'Cumulative upkeep—Pay 1 life.',
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
  it('is understood for mana costs; other costs are not understood yet', () => {
    expect(compileCard(efreet).support).toBe('full');
    expect(compileCard(hellkite).support).toBe('full');
    expect(compileCard(lifeUpkeep).unsupported).toEqual(['Cumulative upkeep—Pay 1 life.']);
  });

  it('702.24a: the cost is paid once for each age counter', () => {
    expect(costForCounters('{G}', 3)).toBe('{G}{G}{G}');
    expect(costForCounters('{1}{G}', 3)).toBe('{3}{G}{G}{G}');
    expect(costForCounters('{2}', 2)).toBe('{4}');
    expect(costForCounters('{U}{R}', 2)).toBe('{U}{R}{U}{R}');
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
