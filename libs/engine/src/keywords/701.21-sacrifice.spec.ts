import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
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

/**
 * 701.21a, 603.10a: "Whenever you sacrifice a creature" triggers as its controller sacrifices a
 * permanent the phrase describes, as it last existed on the battlefield (a cost, an effect). Real
 * cards of the bundled catalog, whole requests.
 */
const NAMES = [
  'Bloodbriar', // Whenever you sacrifice another permanent, put a +1/+1 counter on Bloodbriar.
  'Graf Mole', // Whenever you sacrifice a Clue, you gain 3 life.
  'Carrion Feeder', // Carrion Feeder can't block. Sacrifice a creature: Put a +1/+1 counter on Carrion Feeder.
  'Grizzly Bears',
];
const answer = rulingsWith(new InMemoryCatalog(NAMES.map(bundledCard)));
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const feed = (victim: string, player = 'alice') => ({ type: 'activate', player, source: 'cf', ability: 0, sacrifice: [victim] });

describe('701.21a: "Whenever you sacrifice ..."', () => {
  it.each(NAMES.slice(0, 2))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('701.21a: Bloodbriar sees its controller sacrifice a Bear to pay a cost, and gets a +1/+1 counter', () => {
    const state = board({
      battlefield: [
        { id: 'bb', card: 'Bloodbriar', controller: 'alice' },
        { id: 'cf', card: 'Carrion Feeder', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      ],
    });
    const fed = answer({ state, action: feed('gb') });
    expect(fed.violations).toEqual([]);
    expect(triggerSources(fed)).toEqual(['bb']);
    expect(cited(fed)).toEqual(expect.arrayContaining(['701.21a']));
    const resolved = answer({ state: fed.state, actions: passes(4) });
    expect(onField(resolved, 'bb')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('701.21a: an opponent sacrificing does not trigger Bloodbriar; nor does Graf Mole see a Bear (not a Clue)', () => {
    const theirs = answer({
      state: board({
        battlefield: [
          { id: 'bb', card: 'Bloodbriar', controller: 'alice' },
          { id: 'cf', card: 'Carrion Feeder', controller: 'bob' },
          { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
        ],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      }),
      action: feed('gb', 'bob'),
    });
    expect(theirs.violations).toEqual([]);
    expect(triggerSources(theirs)).toEqual([]);
    const mole = answer({
      state: board({
        battlefield: [
          { id: 'gm', card: 'Graf Mole', controller: 'alice' },
          { id: 'cf', card: 'Carrion Feeder', controller: 'alice' },
          { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
        ],
      }),
      action: feed('gb'),
    });
    expect(triggerSources(mole)).toEqual([]);
  });

  it('603.10a: Graf Mole sees a Clue token sacrificed for its own ability: alice gains 3 life', () => {
    const clue = {
      id: 'cl',
      token: true,
      controller: 'alice',
      card: { name: 'Clue Token', types: ['Artifact'], subtypes: ['Clue'], text: '{2}, Sacrifice this artifact: Draw a card.' },
    };
    const state = board(
      {
        battlefield: [{ id: 'gm', card: 'Graf Mole', controller: 'alice' }, clue, { id: 'f1', card: 'Grizzly Bears', controller: 'bob' }],
      },
      { manaPool: '{C}{C}' },
    );
    const cracked = answer({ state, action: { type: 'activate', player: 'alice', source: 'cl', ability: 0 } });
    expect(cracked.violations).toEqual([]);
    expect(triggerSources(cracked)).toEqual(['gm']);
    const resolved = answer({ state: cracked.state, actions: passes(2) });
    expect(resolved.state.players.find((p) => p.id === 'alice')?.life).toBe(23);
  });
});
