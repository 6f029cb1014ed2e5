import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';
import * as convokeAndExaltedBoards from '../testing/convoke-and-exalted-boards';

/**
 * 614.1c: "CARDNAME enters with N +1/+1 counters on it" is a replacement effect on its entering;
 * 107.3m: with X, X is the value announced for the spell that became it, and 0 otherwise.
 * Current Oracle texts ("enters"); the 2017 ones say "enters the battlefield".
 */
const endless = defineCard({
  name: 'Endless One',
  manaCost: '{X}',
  types: ['Creature'],
  subtypes: ['Eldrazi', 'Avatar'],
  power: '0',
  toughness: '0',
  text: 'Endless One enters with X +1/+1 counters on it.',
});
const swarm = defineCard({
  name: 'Swarm of Bloodflies',
  manaCost: '{4}{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Insect'],
  power: '0',
  toughness: '0',
  text: 'Flying\nSwarm of Bloodflies enters with two +1/+1 counters on it.\nWhenever another creature dies, put a +1/+1 counter on Swarm of Bloodflies.',
});
const ghost = defineCard({
  name: 'Bloodied Ghost',
  manaCost: '{1}{W/B}{W/B}',
  colors: ['W', 'B'],
  types: ['Creature'],
  subtypes: ['Spirit'],
  power: '3',
  toughness: '3',
  text: 'Flying\nBloodied Ghost enters the battlefield with a -1/-1 counter on it.',
});
const zombify = defineCard({
  name: 'Zombify',
  manaCost: '{3}{B}',
  colors: ['B'],
  types: ['Sorcery'],
  text: 'Return target creature card from your graveyard to the battlefield.',
});
const swamp = defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'], text: '' });
const catalog = new InMemoryCatalog([endless, swarm, ghost, zombify, swamp, testCatalog.find('Forest')!, testCatalog.find('Plains')!]);
const answer = rulingsWith(catalog);
const lands = (n: number, card = 'Forest') => Array.from({ length: n }, (_, i) => ({ id: `l${i}`, card, controller: 'alice' }));
type Board = {
  state: {
    battlefield: { id: string; counters?: Record<string, number>; characteristics?: { power: number | null; toughness: number | null } }[];
  };
};
const onField = (a: Board, id: string) => a.state.battlefield.find((o) => o.id === id);

describe('614.1c, 107.3m: enters with counters', () => {
  it('is understood in the current and the 2017 wordings, with N, "a" and X', () => {
    for (const card of [endless, swarm, ghost]) expect(compileCard(card).support).toBe('full');
    const old = defineCard({ ...endless, text: 'Endless One enters the battlefield with X +1/+1 counters on it.' });
    expect(compileCard(old).abilities).toEqual([
      {
        kind: 'static',
        effects: [{ kind: 'entersWithCounters', counter: '+1/+1', n: 0, rule: '614.1c', x: true }],
        text: 'CARDNAME enters the battlefield with X +1/+1 counters on it.',
      },
    ]);
    expect(compileCard(swarm).abilities[1]).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'entersWithCounters', counter: '+1/+1', n: 2 }],
    });
  });

  it('is not understood with a "where X is ..." or counters with rules of their own (122.1c shield, 122.1b keyword counters)', () => {
    for (const text of [
      'CARDNAME enters with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.',
      'CARDNAME enters with a shield counter on it.',
      'CARDNAME enters with a flying counter on it.',
      'CARDNAME enters with four +1/+0 counters on it.',
    ]) {
      expect(compileCard(defineCard({ ...endless, text: text.replace(/CARDNAME/g, 'Endless One') })).support).toBe('none');
    }
  });

  it('107.3m: cast with X = 3, it enters with three +1/+1 counters (a 3/3)', () => {
    const a = answer({
      state: board({ battlefield: lands(3) }, { hand: [{ id: 'e1', card: 'Endless One' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'e1', x: 3 }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'e1')?.counters).toEqual({ '+1/+1': 3 });
    expect(onField(a, 'e1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(cited(a)).toEqual(expect.arrayContaining(['107.3m', '614.1c', '608.3']));
  });

  it('107.3m, 704.5f: cast with X = 0, it enters with no counters and dies as a 0/0', () => {
    const a = answer({
      state: board({}, { hand: [{ id: 'e1', card: 'Endless One' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'e1', x: 0 }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'e1')).toBeUndefined();
    expect(cited(a)).toEqual(expect.arrayContaining(['107.3m', '704.5f']));
  });

  it('107.3m: put onto the battlefield without being cast, X is 0: it dies as a 0/0', () => {
    const state = board(
      { battlefield: lands(4, 'Swamp') },
      { hand: [{ id: 'z1', card: 'Zombify' }], graveyard: [{ id: 'e1', card: 'Endless One' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'z1', targets: ['e1'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'e1')).toBeUndefined();
    expect(cited(a)).toEqual(expect.arrayContaining(['107.3m', '704.5f']));
  });

  it('614.1c: a fixed number of +1/+1 or -1/-1 counters', () => {
    const s = answer({
      state: board({ battlefield: lands(5, 'Swamp') }, { hand: [{ id: 's1', card: 'Swarm of Bloodflies' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 's1' }, ...passes(2)],
    });
    expect(s.violations).toEqual([]);
    expect(onField(s, 's1')?.counters).toEqual({ '+1/+1': 2 });
    expect(onField(s, 's1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    const ghostBoard = board({ battlefield: lands(3, 'Plains') }, { hand: [{ id: 'g1', card: 'Bloodied Ghost' }] });
    const g = answer({ state: ghostBoard, actions: [{ type: 'cast', player: 'alice', card: 'g1' }, ...passes(2)] });
    expect(g.violations).toEqual([]);
    expect(onField(g, 'g1')?.counters).toEqual({ '-1/-1': 1 });
    expect(onField(g, 'g1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(cited(g)).toContain('614.1c');
  });
});

describe('107.3m: an X creature spell on a board', () => {
  const { convokeCatalog, convokeAnswer, adjudicate, board, passes, refusedAt } = convokeAndExaltedBoards;

  it('107.3a, 107.3m: an X creature spell on the stack had its X announced as it was cast: a board without "x" is refused (it entered with no counters, the trace saying it had not entered as a spell)', () => {
    const state = board({
      stack: [{ id: 'e1', card: 'Endless One', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
    });
    const outcome = adjudicate({ state, actions: passes(2) } as { state: unknown }, convokeCatalog);
    expect(refusedAt(outcome, 'state.stack[0].x')).toBe(true);
    const given = convokeAnswer({
      state: board({
        stack: [{ id: 'e1', card: 'Endless One', controller: 'alice', x: 2 }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
      }),
      actions: passes(2),
    });
    expect(given.state.battlefield.find((o) => o.id === 'e1')?.counters).toEqual({ '+1/+1': 2 });
  });
});

/**
 * 614.1c, 614.1d: "CARDNAME enters the battlefield tapped with two charge counters on it." (the Vivid lands): two
 * replacement effects of one entering, each applied; the charge counters then pay "{T}, Remove a charge counter
 * from CARDNAME: Add one mana of any color." (602.1).
 */
describe('614.1c, 614.1d: enters tapped with counters', () => {
  const crag = bundledCard('Vivid Crag');
  const cragAnswer = rulingsWith(new InMemoryCatalog([crag]));
  const anyColor = (mana: string) => ({ type: 'activate', player: 'alice', source: 'v1', ability: 1, mana });
  const vivid = (a: { state: { battlefield: { id: string; tapped?: boolean; counters?: Record<string, number> }[] } }) =>
    a.state.battlefield.find((o) => o.id === 'v1');

  it('Vivid Crag is understood in full: it enters tapped and with two charge counters', () => {
    const compiled = compileCard(crag);
    expect([compiled.support, compiled.unsupported]).toEqual(['full', []]);
    expect(compiled.abilities[0]).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'entersTapped' }, { kind: 'entersWithCounters', counter: 'charge', n: 2, rule: '614.1c' }],
    });
    // Counters with rules of their own stay refused, tapped or not.
    const shield = 'Vivid Crag enters the battlefield tapped with a shield counter on it.';
    expect(compileCard({ ...crag, text: shield }).support).toBe('none');
  });

  it('played from the hand, it enters tapped with two charge counters', () => {
    const state = board({}, { hand: [{ id: 'v1', card: crag.name }] });
    const a = cragAnswer({ state, action: { type: 'playLand', player: 'alice', card: 'v1' } });
    expect(a.violations).toEqual([]);
    expect(vivid(a)).toMatchObject({ tapped: true, counters: { charge: 2 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['614.1c', '614.1d']));
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '614.1d', objects: ['v1'] }));
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '614.1c', objects: ['v1'] }));
  });

  it('a charge counter pays for one mana of any color: {U} added, one counter left', () => {
    const state = board({ battlefield: [{ id: 'v1', card: crag.name, controller: 'alice', counters: { charge: 2 } }] });
    const a = cragAnswer({ state, action: anyColor('{U}') });
    expect(a.violations).toEqual([]);
    expect(vivid(a)).toMatchObject({ tapped: true, counters: { charge: 1 } });
    expect(a.state.players[0].manaPool).toBe('{U}');
  });

  it('illegal: with no charge counter left that cost cannot be paid (118.3)', () => {
    const state = board({ battlefield: [{ id: 'v1', card: crag.name, controller: 'alice' }] });
    const a = cragAnswer({ state, action: anyColor('{U}') });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '118.3' });
    expect(vivid(a)?.tapped).toBeFalsy();
  });
});

describe('614.1c: "CARDNAME enters with a divinity counter on it if you cast it from your hand." (the Myojin)', () => {
  const myojinCatalog = new InMemoryCatalog(['Myojin of Cleansing Fire', 'Zombify', 'Plains', 'Swamp'].map(bundledCard));
  const rule = rulingsWith(myojinCatalog);
  const lands = (card: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `${card[0].toLowerCase()}${i}`, card, controller: 'alice' }));
  const myojin = (a: {
    state: { battlefield: { id: string; counters?: Record<string, number>; characteristics?: { abilities?: string[] } }[] };
  }) => a.state.battlefield.find((o) => o.id === 'my');

  it.each(['Myojin of Cleansing Fire', 'Myojin of Seeing Winds', "Myojin of Night's Reach", 'Myojin of Infinite Rage'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
    },
  );

  it('cast from her hand, it enters with a divinity counter, and so has indestructible', () => {
    const state = board({ battlefield: lands('Plains', 8) }, { hand: [{ id: 'my', card: 'Myojin of Cleansing Fire' }] });
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'my' }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(myojin(a)?.counters).toEqual({ divinity: 1 });
    expect(myojin(a)?.characteristics?.abilities).toContain('Indestructible');
    expect(cited(a)).toContain('614.1c');
  });

  it('returned from her graveyard by Zombify (not cast), it enters without the counter', () => {
    const state = board(
      { battlefield: lands('Swamp', 4) },
      { hand: [{ id: 'z', card: 'Zombify' }], graveyard: [{ id: 'my', card: 'Myojin of Cleansing Fire' }] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'z', targets: ['my'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(myojin(a)).toBeDefined();
    expect(myojin(a)?.counters ?? {}).toEqual({});
    expect(myojin(a)?.characteristics?.abilities ?? []).not.toContain('Indestructible');
  });
});
