import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/** 701.21a: "Whenever you sacrifice a Clue, put a +1/+1 counter on CARDNAME." (Tireless Tracker, a real card). */
const catalog = new InMemoryCatalog(['Tireless Tracker', 'Forest'].map(bundledCard));
function rule(request: Record<string, unknown>): Answer {
  const o = adjudicate(request as { state: unknown }, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const token = (id: string, controller: string, subtype: 'Clue' | 'Treasure') => ({
  id,
  controller,
  token: true,
  card:
    subtype === 'Clue'
      ? { name: 'Clue Token', types: ['Artifact'], subtypes: ['Clue'], text: '{2}, Sacrifice this token: Draw a card.' }
      : {
          name: 'Treasure Token',
          types: ['Artifact'],
          subtypes: ['Treasure'],
          text: '{T}, Sacrifice this token: Add one mana of any color.',
        },
});
const forests = (controller: string) => [0, 1].map((i) => ({ id: `${controller}f${i}`, card: 'Forest', controller }));
const tracker = { id: 'tracker', card: 'Tireless Tracker', controller: 'alice' };

describe('701.21a whenever you sacrifice a Clue (Tireless Tracker)', () => {
  it('is understood', () => {
    const compiled = compileCard(bundledCard('Tireless Tracker'));
    expect(compiled.support).toBe('full');
    expect(compiled.abilities).toContainEqual(
      expect.objectContaining({ trigger: expect.objectContaining({ event: 'sacrifices', whose: 'you' }) }),
    );
  });

  it('alice sacrifices her Clue to draw: the Tracker triggers and gets a +1/+1 counter (its trigger goes on the stack above the Clue ability)', () => {
    const state = board({ battlefield: [...forests('alice'), tracker, token('clue', 'alice', 'Clue')] });
    const a = rule({ state, actions: [{ type: 'activate', player: 'alice', source: 'clue', ability: 0 }, ...passes(4)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'clue')).toBeUndefined();
    expect(onField(a, 'tracker')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(a.events).toContainEqual({ type: 'sacrificed', object: 'clue', player: 'alice' });
    // 701.21a: the sacrifice, and the trigger on it (its event); 603.3: the trigger put on the stack.
    expect(cited(a).filter((r) => r === '701.21a')).toHaveLength(2);
    expect(cited(a)).toContain('603.3');
  });

  it('603.2: bob sacrificing his Clue, or alice sacrificing a Treasure, does not trigger it', () => {
    const bobs = board({
      battlefield: [...forests('bob'), tracker, token('clue', 'bob', 'Clue')],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
    });
    const a = rule({
      state: bobs,
      actions: [{ type: 'activate', player: 'bob', source: 'clue', ability: 0 }, ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'tracker')?.counters ?? {}).toEqual({});
    const treasure = board({ battlefield: [tracker, token('t', 'alice', 'Treasure')] });
    const b = rule({ state: treasure, actions: [{ type: 'activate', player: 'alice', source: 't', ability: 0, mana: '{G}' }] });
    expect(onField(b, 't')).toBeUndefined();
    expect(b.state.stack ?? []).toEqual([]);
    expect(b.state.pending ?? []).toEqual([]);
  });
});
