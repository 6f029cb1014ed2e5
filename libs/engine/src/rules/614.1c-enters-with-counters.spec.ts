import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
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
