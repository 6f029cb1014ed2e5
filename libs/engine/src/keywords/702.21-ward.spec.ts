import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const warded = defineCard({
  name: 'Test Warded Knight',
  manaCost: '{1}{W}',
  types: ['Creature'],
  subtypes: ['Knight'],
  power: '2',
  toughness: '2',
  text: 'Ward {2}',
});
const catalog = new InMemoryCatalog([warded, ...['Mountain', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));
const state = (n: number) =>
  board(
    { battlefield: [...mountains(n), { id: 'k1', card: 'Test Warded Knight', controller: 'bob' }] },
    { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
  );

describe('702.21 ward', () => {
  it('is understood as a triggered ability', () => {
    expect(compileCard(warded).support).toBe('full');
  });

  it('702.21a: targeting it triggers ward; a player who cannot pay sees the spell countered', () => {
    const cast = answer({ state: state(1), actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['k1'] }] });
    expect(cast.state.stack.map((s) => s.id)).toEqual(['l1', expect.stringContaining('k1.trigger')]);
    expect(cited(cast)).toEqual(expect.arrayContaining(['603.2', '603.3']));
    const resolved = answer({ state: cast.state, actions: passes(2) });
    expect(resolved.state.stack).toEqual([]);
    expect(resolved.state.battlefield.some((o) => o.id === 'k1')).toBe(true);
    expect(cited(resolved)).toEqual(expect.arrayContaining(['702.21a', '701.6a']));
  });

  it('a player who can pay chooses: paying lets the spell resolve; declining counters it', () => {
    const cast = answer({ state: state(3), actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['k1'] }, ...passes(2)] });
    expect(cast.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '702.21a', options: ['pay', 'decline'] });
    const paid = answer({
      state: cast.state,
      actions: [{ type: 'choose', player: 'alice', decision: cast.decision?.id, choice: ['pay'] }, ...passes(2)],
    });
    expect(paid.state.battlefield.some((o) => o.id === 'k1')).toBe(false);
    expect(paid.state.battlefield.filter((o) => o.tapped)).toHaveLength(3);
    const declined = answer({
      state: cast.state,
      action: { type: 'choose', player: 'alice', decision: cast.decision?.id, choice: ['decline'] },
    });
    expect(declined.state.stack).toEqual([]);
    expect(declined.state.battlefield.some((o) => o.id === 'k1')).toBe(true);
  });

  it("its controller's own spells do not trigger ward", () => {
    const own = answer({
      state: board(
        {
          battlefield: [
            { id: 'm0', card: 'Mountain', controller: 'bob' },
            { id: 'k1', card: 'Test Warded Knight', controller: 'bob' },
          ],
          turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
        },
        {},
        { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
      ),
      action: { type: 'cast', player: 'bob', card: 'l1', targets: ['k1'] },
    });
    expect(own.state.stack.map((s) => s.id)).toEqual(['l1']);
  });
});

describe('118.12a "sacrifice CARDNAME unless you pay"', () => {
  // Current Oracle wording of an upkeep cost such as Force of Nature's is longer; this is the plain template.
  const keeper = defineCard({
    name: 'Test Upkeep Giant',
    manaCost: '{2}{R}',
    types: ['Creature'],
    subtypes: ['Giant'],
    power: '5',
    toughness: '5',
    text: 'At the beginning of your upkeep, sacrifice Test Upkeep Giant unless you pay {1}.',
  });
  const catalog2 = new InMemoryCatalog([keeper, ...['Mountain'].map((n) => testCatalog.find(n) as CardDefinition)]);
  const run = (request: Record<string, unknown>) => {
    const outcome = adjudicate(request as { state: unknown }, catalog2);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  const upkeep = (lands: number) =>
    board({
      battlefield: [{ id: 'g1', card: 'Test Upkeep Giant', controller: 'alice' }, ...mountains(lands)],
      turn: { number: 3, active: 'alice', step: 'untap', priority: null },
    });

  it('is understood', () => expect(compileCard(keeper).support).toBe('full'));

  it('without mana to pay, the creature is sacrificed (701.21a)', () => {
    const a = run({ state: upkeep(0), actions: passes(2) });
    expect(a.state.battlefield).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['118.12a', '701.21a']));
  });

  it('with mana, its controller chooses: pay and keep it, or decline and sacrifice it', () => {
    const asked = run({ state: upkeep(1), actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '118.12a' });
    const paid = run({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['pay'] } });
    expect(paid.state.battlefield.map((o) => [o.id, o.tapped])).toEqual([
      ['g1', false],
      ['m0', true],
    ]);
    const declined = run({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['decline'] },
    });
    expect(declined.state.battlefield.map((o) => o.id)).toEqual(['m0']);
  });
});
