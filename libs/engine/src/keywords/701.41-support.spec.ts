import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { choose, onField, passes } from '../testing/actions';

/** 701.41 support, on real cards (current Oracle text, from the bundled catalog). */
const EXAMPLE = bundledCard('Lead by Example'); // {1}{G} Instant: Support 2 (up to two target creatures).
const RAPTOR = bundledCard('Expedition Raptor'); // {3}{W}{W} 2/2 flying: When it enters, support 2 (up to two OTHER target creatures).
const AUXILIARY = bundledCard('Joraga Auxiliary'); // {1}{G}{W} 2/3: {4}{G}{W}: Support 2.
const catalog = new InMemoryCatalog([
  EXAMPLE,
  RAPTOR,
  AUXILIARY,
  ...['Forest', 'Plains', 'Grizzly Bears', 'Serra Angel', 'Murder', 'Swamp'].map(bundledCard),
]);
const answer = rulingsWith(catalog);
const cast = (card: string, targets: string[] = []) => ({ type: 'cast', player: 'alice', card, targets });

describe('701.41 support', () => {
  it('is understood: on a spell up to N target creatures; on a permanent up to N OTHER target creatures (one word, 115.3)', () => {
    const names = ['Lead by Example', 'Expedition Raptor', 'Joraga Auxiliary', 'Relief Captain', 'Saddleback Lagac', 'Press into Service'];
    for (const name of names) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    const spell = compileCard(EXAMPLE).abilities[0];
    expect(spell).toMatchObject({ kind: 'spell', targets: [{ text: 'up to two target creatures', word: 0 }, { word: 0 }] });
    expect(JSON.stringify(spell)).not.toContain('"other"');
    expect(spell).toMatchObject({
      effects: [
        { kind: 'counters', counter: '+1/+1', n: 1, target: 0 },
        { kind: 'counters', target: 1 },
      ],
    });
    const trigger = compileCard(RAPTOR).abilities.find((a) => a.kind === 'triggered');
    expect(trigger).toMatchObject({ targets: [{ text: 'up to two other target creatures', count: { min: 0, max: 1 } }, { word: 0 }] });
    expect(JSON.stringify(trigger)).toContain('"other"');
  });

  it('701.41a: Lead by Example puts a +1/+1 counter on each of two target creatures (any controller)', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 2), perm('b', 'Grizzly Bears', 'alice'), perm('x', 'Serra Angel', 'bob')] },
      { hand: [{ id: 'l', card: EXAMPLE.name }] },
    );
    const a = answer({ state, actions: [cast('l', ['b', 'x']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(a, 'x')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(cited(a)).toContain('701.41a');
  });

  it('115.6, 115.3: up to two: one target is enough, none too; the same creature twice is refused; three are too many', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Forest', 'f', 2),
          perm('b', 'Grizzly Bears', 'alice'),
          perm('c', 'Grizzly Bears', 'alice'),
          perm('x', 'Serra Angel', 'bob'),
        ],
      },
      { hand: [{ id: 'l', card: EXAMPLE.name }] },
    );
    const one = answer({ state, actions: [cast('l', ['b']), ...passes(2)] });
    expect(one.violations).toEqual([]);
    expect(onField(one, 'b')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(one, 'c')?.counters ?? {}).toEqual({});
    const none = answer({ state, actions: [cast('l', []), ...passes(2)] });
    expect(none.violations).toEqual([]);
    expect(none.state.battlefield.every((o) => Object.keys(o.counters ?? {}).length === 0)).toBe(true);
    expect(answer({ state, action: cast('l', ['b', 'b']) }).legal).toBe(false);
    expect(answer({ state, action: cast('l', ['b', 'c', 'x']) }).legal).toBe(false);
    // A land is not a creature.
    expect(answer({ state, action: cast('l', ['f1']) }).legal).toBe(false);
  });

  it('608.2b: a target gone as it resolves is left alone; the other still gets its counter', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Forest', 'f', 2),
          perm('b', 'Grizzly Bears', 'alice'),
          perm('x', 'Serra Angel', 'bob'),
          ...lands('Swamp', 's', 3, 'bob'),
        ],
      },
      { hand: [{ id: 'l', card: EXAMPLE.name }] },
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    const a = answer({
      state,
      actions: [
        cast('l', ['b', 'x']),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'm', targets: ['b'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b')).toBeUndefined();
    expect(onField(a, 'x')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(cited(a)).toContain('608.2b');
  });

  it('701.41a: Expedition Raptor enters: up to two OTHER target creatures; the Raptor itself is not one', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'p', 5), perm('b', 'Grizzly Bears', 'alice'), perm('x', 'Serra Angel', 'bob')] },
      { hand: [{ id: 'r', card: RAPTOR.name }] },
    );
    const asked = answer({ state, actions: [cast('r'), ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice' });
    expect(asked.decision?.options).toEqual(expect.arrayContaining(['b', 'x']));
    expect(asked.decision?.options).not.toContain('r');
    const self = answer({ state: asked.state, action: choose(asked, ['r', 'b']) });
    expect(self.legal).toBe(false);
    const targeted = answer({ state: asked.state, actions: [choose(asked, ['b', 'x']), ...passes(2)] });
    expect(targeted.violations).toEqual([]);
    expect(onField(targeted, 'b')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(targeted, 'x')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(targeted, 'r')?.counters ?? {}).toEqual({});
  });

  it('Joraga Auxiliary: "{4}{G}{W}: Support 2." targets up to two other creatures, not itself', () => {
    const state = board({
      battlefield: [
        ...lands('Forest', 'f', 5),
        ...lands('Plains', 'p', 1),
        perm('j', 'Joraga Auxiliary', 'alice'),
        perm('b', 'Grizzly Bears', 'alice'),
      ],
    });
    const activate = (targets: string[]) => ({ type: 'activate', player: 'alice', source: 'j', ability: 0, targets });
    expect(answer({ state, action: activate(['j']) }).legal).toBe(false);
    const a = answer({ state, actions: [activate(['b']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(a, 'j')?.counters ?? {}).toEqual({});
  });
});
