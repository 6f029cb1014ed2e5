import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 122.1: counters put on and removed from objects, read by the object grammar
 * (cards/grammar/object-effects.ts) in triggered and activated abilities alike, done by
 * effects/counters.ts; real cards of the bundled catalog.
 */
const NAMES = [
  'Thallid', // At the beginning of your upkeep, put a spore counter on Thallid. Remove three spore counters ...: Create a 1/1 ... Saproling
  'Lux Cannon', // {T}: Put a charge counter on Lux Cannon. {T}, Remove three charge counters from Lux Cannon: Destroy target permanent.
  'Borborygmos', // Whenever Borborygmos deals combat damage to a player, put a +1/+1 counter on each creature you control.
  'Spirit Shackle', // Whenever enchanted creature becomes tapped, put a -0/-2 counter on it.
  'Unstable Mutation', // At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.
  "Titania's Boon", // Put a +1/+1 counter on each creature you control.
  'Grizzly Bears',
  'Craw Wurm',
  'Forest',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const atUntap = (battlefield: unknown[], active = 'alice') =>
  board({ battlefield, turn: { number: 5, active, step: 'untap', priority: null } });

describe('122.1: counters in every kind of ability', () => {
  it.each(NAMES.filter((n) => !['Forest'].includes(n)))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it("Thallid: at the beginning of its controller's upkeep a spore counter is put on it", () => {
    const a = answer({ state: atUntap([perm('t', 'Thallid', 'alice')]), actions: passes(2) });
    expect(onField(a, 't')?.counters).toEqual({ spore: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '122.1']));
  });

  it('Thallid: not at the beginning of an opponent\'s upkeep (603.2: "your upkeep")', () => {
    const a = answer({ state: atUntap([perm('t', 'Thallid', 'alice')], 'bob'), actions: passes(2, 'bob', 'alice') });
    expect(onField(a, 't')?.counters ?? {}).toEqual({});
  });

  it('Thallid: three spore counters removed as a cost (602.1) create a Saproling; with two, the ability cannot be activated', () => {
    const state = board({ battlefield: [perm('t', 'Thallid', 'alice', { counters: { spore: 3 } })] });
    const made = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 't', ability: 0 }, ...passes(2)] });
    expect(made.violations).toEqual([]);
    expect(onField(made, 't')?.counters ?? {}).toEqual({});
    expect(made.state.battlefield.map((o) => o.card)).toContainEqual(expect.objectContaining({ name: 'Saproling Token', power: '1' }));
    const short = answer({
      state: board({ battlefield: [perm('t', 'Thallid', 'alice', { counters: { spore: 2 } })] }),
      action: { type: 'activate', player: 'alice', source: 't', ability: 0 },
    });
    expect(short.legal).toBe(false);
  });

  it('Lux Cannon: {T} puts a charge counter on it; a tapped Lux Cannon cannot do it again (602.2)', () => {
    const state = board({ battlefield: [perm('lc', 'Lux Cannon', 'alice')] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'lc', ability: 0 }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'lc')).toMatchObject({ tapped: true, counters: { charge: 1 } });
    expect(cited(a)).toContain('122.1');
    const again = answer({ state: a.state, action: { type: 'activate', player: 'alice', source: 'lc', ability: 0 } });
    expect(again.legal).toBe(false);
  });

  it('Lux Cannon: three charge counters removed destroy target permanent; the counters are gone', () => {
    const state = board({ battlefield: [perm('lc', 'Lux Cannon', 'alice', { counters: { charge: 3 } }), perm('w', 'Craw Wurm', 'bob')] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'lc', ability: 1, targets: ['w'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'w')).toBeUndefined();
    expect(onField(a, 'lc')?.counters ?? {}).toEqual({});
  });

  it("Titania's Boon: a +1/+1 counter on each creature its caster controls, none on the opponent's (611.2c)", () => {
    const state = board(
      {
        battlefield: [
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('b2', 'Grizzly Bears', 'alice'),
          perm('w', 'Craw Wurm', 'bob'),
          ...lands('Forest', 'f', 4),
        ],
      },
      { hand: [{ id: 'tb', card: "Titania's Boon" }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'tb' }, ...passes(2)] });
    expect(onField(a, 'b1')).toMatchObject({ counters: { '+1/+1': 1 }, characteristics: { power: 3, toughness: 3 } });
    expect(onField(a, 'b2')?.counters).toEqual({ '+1/+1': 1 });
    expect(onField(a, 'w')?.counters ?? {}).toEqual({});
  });

  it('Spirit Shackle: when the enchanted creature becomes tapped (it attacks), a -0/-2 counter goes on it (603.2: the creature the event is about)', () => {
    const state = board({
      battlefield: [
        perm('w', 'Craw Wurm', 'alice'),
        perm('ss', 'Spirit Shackle', 'bob', { attachedTo: 'w' }),
        perm('b', 'Grizzly Bears', 'alice'),
      ],
      turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
    });
    const a = answer({
      state,
      actions: [...passes(2), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'w', attacking: 'bob' }] }, ...passes(2)],
    });
    expect(onField(a, 'w')).toMatchObject({ counters: { '-0/-2': 1 }, characteristics: { power: 6, toughness: 2 } });
    expect(onField(a, 'b')?.counters ?? {}).toEqual({});
    expect(a.state.stack).toEqual([]);
  });

  it('Spirit Shackle: a pending trigger that does not say which creature it is about is refused, not guessed', () => {
    const state = board({
      battlefield: [perm('w', 'Craw Wurm', 'alice', { tapped: true }), perm('ss', 'Spirit Shackle', 'bob', { attachedTo: 'w' })],
      stack: [{ id: 'tr', controller: 'bob', ability: { source: 'ss', index: 1, triggered: true }, targets: [] }],
    });
    expect(() => answer({ state, actions: passes(2) })).toThrow(/UNSUPPORTED/);
  });

  it("Unstable Mutation: at the beginning of the upkeep of the enchanted creature's controller, a -1/-1 counter on that creature", () => {
    const state = atUntap([perm('b', 'Grizzly Bears', 'alice'), perm('um', 'Unstable Mutation', 'bob', { attachedTo: 'b' })]);
    const a = answer({ state, actions: passes(2) });
    // 5/5 with the Aura, then -1/-1: 4/4.
    expect(onField(a, 'b')).toMatchObject({ counters: { '-1/-1': 1 }, characteristics: { power: 4, toughness: 4 } });
  });

  it('refusals: a counter on "it" with nothing it can name; "that creature" in an upkeep trigger; a removal from each', () => {
    const base = bundledCard('Thallid');
    for (const text of [
      '{T}: Put a +1/+1 counter on it.',
      'At the beginning of your upkeep, put a +1/+1 counter on that creature.',
      'At the beginning of your upkeep, remove a +1/+1 counter from each creature you control.',
    ])
      expect(compileCard({ ...base, text }).support).toBe('none');
  });
});
