import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, lands, perm } from '../testing/spell-cards';
import { choose, onField, passes } from '../testing/actions';

/** 702.58 graft, on real cards (current Oracle text, from the bundled catalog). */
const INITIATE = bundledCard('Simic Initiate'); // {G} 0/0; Graft 1
const REBORN = bundledCard('Llanowar Reborn'); // land; enters tapped; {T}: Add {G}; Graft 1
const BEARS = bundledCard('Grizzly Bears'); // {1}{G} 2/2
const catalog = new InMemoryCatalog([INITIATE, REBORN, BEARS, FOREST]);
const answer = rulingsWith(catalog);
const cast = (card: string, player = 'alice') => ({ type: 'cast', player, card });
/** Alice casts Grizzly Bears with graft permanents on the battlefield; the bears resolve and graft triggers. */
const bearsEnter = (field: Record<string, unknown>[]) =>
  answer({
    state: board({ battlefield: [...lands('Forest', 'f', 2), ...field] }, { hand: [{ id: 'b', card: 'Grizzly Bears' }] }),
    actions: [cast('b'), ...passes(2)],
  });

describe('702.58 graft', () => {
  it('702.58a: is understood: enters with +1/+1 counters, and an enters trigger with an "if" and a "you may"', () => {
    for (const c of [INITIATE, REBORN]) expect(compileCard(c).support).toBe('full');
    expect(compileCard(INITIATE).abilities).toEqual([
      expect.objectContaining({
        kind: 'static',
        effects: [expect.objectContaining({ kind: 'entersWithCounters', counter: '+1/+1', n: 1 })],
      }),
      expect.objectContaining({
        kind: 'triggered',
        condition: expect.objectContaining({ kind: 'counters', counter: '+1/+1' }),
        effects: [
          { kind: 'optional', effects: [expect.objectContaining({ kind: 'moveCounterFromSource', objects: { kind: 'referred' } })] },
        ],
        rule: '702.58a',
      }),
    ]);
  });

  it('702.58a: Simic Initiate enters with its +1/+1 counter, and its own entering does not trigger its graft ("another")', () => {
    const a = answer({
      state: board({ battlefield: lands('Forest', 'f', 1) }, { hand: [{ id: 'i', card: 'Simic Initiate' }] }),
      actions: [cast('i'), ...passes(2)],
    });
    expect(onField(a, 'i')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(a, 'i')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toContain('702.58a');
  });

  it('702.58a, 122.5: another creature enters; the counter may be moved onto it: the bears 3/3, the initiate 0/0 dies (704.5f)', () => {
    const entered = bearsEnter([perm('i', 'Simic Initiate', 'alice', { counters: { '+1/+1': 1 } })]);
    expect(entered.state.stack).toEqual([
      expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'i' }) }),
    ]);
    const asked = answer({ state: entered.state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'chooseOptional', rule: '608.2d' });
    const yes = answer({ state: asked.state, action: choose(asked, ['yes']) });
    expect(onField(yes, 'b')?.counters).toEqual({ '+1/+1': 1 });
    expect(onField(yes, 'b')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(onField(yes, 'i')).toBeUndefined();
    expect(yes.state.players[0].graveyard).toEqual([{ id: 'i', card: 'Simic Initiate' }]);
    expect(cited(yes)).toEqual(expect.arrayContaining(['702.58a', '704.5f']));
    // "you may": declined, nothing moves.
    const no = answer({ state: asked.state, action: choose(asked, ['no']) });
    expect(onField(no, 'i')?.counters).toEqual({ '+1/+1': 1 });
    expect(onField(no, 'b')?.counters ?? {}).toEqual({});
  });

  it("603.4: without a +1/+1 counter, Llanowar Reborn's graft does not trigger", () => {
    const entered = bearsEnter([perm('r', 'Llanowar Reborn', 'alice')]);
    expect(onField(entered, 'b')).toBeDefined();
    expect(entered.state.stack).toEqual([]);
  });

  it('702.58a: a land with graft moves its counter onto a creature of the opponent too (any other creature)', () => {
    const theirs = answer({
      state: board(
        {
          battlefield: [perm('r', 'Llanowar Reborn', 'alice', { counters: { '+1/+1': 1 } }), ...lands('Forest', 'g', 2, 'bob')],
          turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
        },
        {},
        { hand: [{ id: 'b', card: 'Grizzly Bears' }] },
      ),
      actions: [cast('b', 'bob'), ...passes(2, 'bob', 'alice')],
    });
    expect(theirs.state.stack).toEqual([
      expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'r' }) }),
    ]);
    const asked = answer({ state: theirs.state, actions: passes(2, 'bob', 'alice') });
    const yes = answer({ state: asked.state, action: choose(asked, ['yes']) });
    expect(onField(yes, 'b')?.counters).toEqual({ '+1/+1': 1 });
    expect(onField(yes, 'r')?.counters).toEqual({});
  });

  it('122.5: the creature that entered is gone as it resolves: nothing is moved', () => {
    const entered = bearsEnter([perm('i', 'Simic Initiate', 'alice', { counters: { '+1/+1': 1 } })]);
    const state = {
      ...entered.state,
      battlefield: entered.state.battlefield.filter((o) => o.id !== 'b'),
      players: entered.state.players.map((p) => (p.id === 'alice' ? { ...p, graveyard: [{ id: 'b', card: 'Grizzly Bears' }] } : p)),
    };
    const asked = answer({ state, actions: passes(2) });
    const yes = asked.decision?.kind === 'chooseOptional' ? answer({ state: asked.state, action: choose(asked, ['yes']) }) : asked;
    expect(onField(yes, 'i')?.counters).toEqual({ '+1/+1': 1 });
    expect(cited(yes)).toContain('122.5');
  });
});
