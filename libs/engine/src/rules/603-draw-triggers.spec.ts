import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/** Current Oracle text of Niv-Mizzet, the Firemind; test cards for the other templates. */
const niv = defineCard({
  name: 'Niv-Mizzet, the Firemind',
  manaCost: '{2}{U}{U}{R}{R}',
  supertypes: ['Legendary'],
  types: ['Creature'],
  subtypes: ['Dragon', 'Wizard'],
  power: '4',
  toughness: '4',
  text: 'Flying\nWhenever you draw a card, Niv-Mizzet, the Firemind deals 1 damage to any target.\n{T}: Draw a card.',
});
const scholar = defineCard({
  name: 'Test Scholar',
  manaCost: '{1}{U}',
  types: ['Creature'],
  subtypes: ['Human'],
  power: '1',
  toughness: '1',
  text: 'Whenever you draw a card, you gain 1 life.',
});
const spy = defineCard({
  name: 'Test Spy',
  manaCost: '{1}{B}',
  types: ['Creature'],
  subtypes: ['Rogue'],
  power: '1',
  toughness: '1',
  text: 'Whenever an opponent draws a card, put a +1/+1 counter on Test Spy.',
});
const archivist = defineCard({
  name: 'Test Archivist',
  manaCost: '{1}{B}',
  types: ['Creature'],
  subtypes: ['Human'],
  power: '1',
  toughness: '1',
  text: 'Whenever a player draws a card, each opponent loses 1 life.',
});
const catalog = new InMemoryCatalog([
  niv,
  scholar,
  spy,
  archivist,
  ...['Island', 'Forest', 'Divination'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));
const library = ['Forest', 'Forest', 'Forest'].map((card, i) => ({ id: `l${i}`, card }));

describe('603.2 draw triggers ("Whenever you draw a card", 121.1)', () => {
  it('the compiler understands the templates', () => {
    for (const c of [niv, scholar, spy, archivist]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('121.2: each card drawn is one draw: "draw two cards" triggers twice', () => {
    const state = board(
      { battlefield: [{ id: 's', card: 'Test Scholar', controller: 'alice' }, ...islands(3)] },
      { hand: [{ id: 'd', card: 'Divination' }], library },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'd' }, ...passes(2)] });
    expect(a.state.stack).toHaveLength(2);
    expect(cited(a).filter((r) => r === '603.2')).toHaveLength(2);
    const resolved = answer({ state: a.state, actions: passes(4) });
    expect(resolved.state.players[0].life).toBe(22);
  });

  it('"you" is the controller: an opponent\'s draw does not trigger it; "an opponent" and "a player" see it', () => {
    const state = board(
      {
        battlefield: [
          { id: 's', card: 'Test Scholar', controller: 'alice' },
          { id: 'spy', card: 'Test Spy', controller: 'alice' },
          { id: 'arc', card: 'Test Archivist', controller: 'alice' },
        ],
        turn: { number: 4, active: 'bob', step: 'upkeep', priority: 'bob' },
      },
      {},
      { library },
    );
    // Both pass in bob's upkeep: his draw step begins and he draws (504.1).
    const a = answer({
      state,
      actions: [
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
      ],
    });
    expect(cited(a)).toContain('504.1');
    // Two of alice's abilities trigger, not the Scholar's: she orders them (603.3b).
    expect(a.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice' });
    expect(a.state.pending.map((p) => p.source).sort()).toEqual(['arc', 'spy']);
  });

  it('Niv-Mizzet: its own {T}: Draw a card makes it trigger, and its controller chooses the target (603.3d)', () => {
    const state = board({ battlefield: [{ id: 'niv', card: 'Niv-Mizzet, the Firemind', controller: 'alice' }] }, { library });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'niv', ability: 0 }, ...passes(2)] });
    expect(a.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice' });
    const b = answer({
      state: a.state,
      actions: [{ type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['bob'] }, ...passes(2)],
    });
    expect(b.state.players[1].life).toBe(19);
  });

  it('121.4: a player who cannot draw draws nothing: no trigger', () => {
    const state = board(
      { battlefield: [{ id: 's', card: 'Test Scholar', controller: 'alice' }, ...islands(3)] },
      { hand: [{ id: 'd', card: 'Divination' }], library: [] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'd' }, ...passes(2)] });
    // The spell did resolve (so the absence of 603.2 is not the trace of a refused cast): two draws attempted, none made.
    expect(a.legal).toBe(true);
    expect(cited(a).filter((r) => r === '121.4')).toHaveLength(2);
    expect(a.state.players[0].hand).toEqual([]);
    expect(cited(a)).not.toContain('603.2');
    expect(a.state.stack).toEqual([]);
    expect(a.state.pending).toEqual([]);
    expect(a.state.players[0].life).toBe(20);
  });
});
