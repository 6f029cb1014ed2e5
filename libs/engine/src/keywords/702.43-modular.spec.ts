import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { MURDER, SWAMP, ids, lands, passes, perm } from '../testing/spell-cards';
import { choose, onField } from '../testing/actions';
import '../keywords/phrases';

/** 702.43 modular, on real cards (their Oracle text, from the bundled catalog). */
const WORKER = bundledCard('Arcbound Worker'); // {1} 0/0 artifact creature: Modular 1
const RAVAGER = bundledCard('Arcbound Ravager'); // {2} 0/0: Sacrifice an artifact: +1/+1 counter; Modular 1
const BRUISER = bundledCard('Arcbound Bruiser'); // {5} 0/0: Modular 3
const BEARS = bundledCard('Grizzly Bears'); // {1}{G} 2/2, not an artifact
const catalog = new InMemoryCatalog([WORKER, RAVAGER, BRUISER, BEARS, MURDER, SWAMP]);
const outcome = (request: Record<string, unknown>) => adjudicate(request as { state: unknown }, catalog);
function answer(request: Record<string, unknown>): Answer {
  const o = outcome(request);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const murder = (target: string) => ({ type: 'cast', player: 'alice', card: 'm', targets: [target] });

/** Bob's Arcbound Ravager `r` with three +1/+1 counters, bob's other permanents as given, a Murder in alice's hand. */
function dying(others: Record<string, unknown>[]) {
  return board(
    { battlefield: [...lands('Swamp', 's', 3), perm('r', 'Arcbound Ravager', 'bob', { counters: { '+1/+1': 3 } }), ...others] },
    { hand: [{ id: 'm', card: 'Murder' }] },
  );
}

describe('702.43 modular', () => {
  it('702.43a: is understood: an enters-with-counters static ability and a "dies" trigger', () => {
    for (const c of [WORKER, RAVAGER, BRUISER]) expect(compileCard(c).support).toBe('full');
    expect(compileCard(BRUISER).abilities).toEqual([
      expect.objectContaining({
        kind: 'static',
        effects: [expect.objectContaining({ kind: 'entersWithCounters', counter: '+1/+1', n: 3 })],
      }),
      expect.objectContaining({ kind: 'triggered', trigger: { event: 'dies', who: 'self' }, rule: '702.43a' }),
    ]);
  });

  it('702.43a: Arcbound Worker and Arcbound Ravager enter with their +1/+1 counter: 1/1s', () => {
    const state = board(
      { battlefield: lands('Swamp', 's', 3) },
      {
        hand: [
          { id: 'w', card: 'Arcbound Worker' },
          { id: 'r', card: 'Arcbound Ravager' },
        ],
      },
    );
    const cast = (card: string) => ({ type: 'cast', player: 'alice', card });
    const a = answer({ state, actions: [cast('w'), ...passes(2), cast('r'), ...passes(2)] });
    for (const id of ['w', 'r']) {
      expect(onField(a, id)).toMatchObject({ controller: 'alice', counters: { '+1/+1': 1 } });
      expect(onField(a, id)?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    }
    expect(cited(a)).toContain('702.43a');
  });

  it('702.43a, 603.10a: Ravager dies with three counters; its controller may put three on the target artifact creature', () => {
    const state = dying([perm('w', 'Arcbound Worker', 'bob', { counters: { '+1/+1': 1 } }), perm('b', 'Grizzly Bears', 'bob')]);
    const died = answer({ state, actions: [murder('r'), ...passes(2)] });
    expect(ids(died.state.players[1].graveyard)).toEqual(['r']);
    // The number is fixed as it triggers, from Ravager as it last existed: the board carries it in "x".
    expect(died.state.stack).toEqual([expect.objectContaining({ id: 'r.trigger.0', controller: 'bob', targets: ['w'], x: 3 })]);
    expect(cited(died)).toEqual(expect.arrayContaining(['603.10a', '702.43a']));
    const asked = answer({ state: died.state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ player: 'bob', kind: 'chooseOptional', rule: '608.2d' });
    const yes = answer({ state: asked.state, action: choose(asked, ['yes']) });
    expect(onField(yes, 'w')?.counters).toEqual({ '+1/+1': 4 });
    expect(onField(yes, 'w')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(cited(yes)).toContain('702.43a');
    // "you may": declined, nothing moves.
    const no = answer({ state: asked.state, action: choose(asked, ['no']) });
    expect(onField(no, 'w')?.counters).toEqual({ '+1/+1': 1 });
    expect(onField(no, 'b')?.counters ?? {}).toEqual({});
    expect(no.state.stack).toEqual([]);
  });

  it('115.1, 601.2c: the target must be an artifact creature: Grizzly Bears is refused', () => {
    const state = dying([
      perm('w1', 'Arcbound Worker', 'bob', { counters: { '+1/+1': 1 } }),
      perm('w2', 'Arcbound Worker', 'bob', { counters: { '+1/+1': 1 } }),
      perm('b', 'Grizzly Bears', 'bob'),
    ]);
    const died = answer({ state, actions: [murder('r'), ...passes(2)] });
    expect(died.decision).toMatchObject({ player: 'bob', kind: 'chooseTargets', options: ['w1', 'w2'] });
    expect(died.state.pending).toEqual([expect.objectContaining({ id: 'r.trigger.0', x: 3 })]);
    const bad = answer({ state: died.state, action: choose(died, ['b']) });
    expect(bad.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    expect(bad.state.pending).toHaveLength(1);
    const good = answer({ state: died.state, actions: [choose(died, ['w2']), ...passes(2)] });
    const yes = answer({ state: good.state, action: choose(good, ['yes']) });
    expect(onField(yes, 'w2')?.counters).toEqual({ '+1/+1': 4 });
    expect(onField(yes, 'w1')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('603.10a: Ravager sacrificed to its own ability still counts the counters it had as it left', () => {
    const state = dying([perm('w', 'Arcbound Worker', 'bob', { counters: { '+1/+1': 1 } })]);
    const sac = { type: 'activate', player: 'bob', source: 'r', ability: 0, sacrifice: ['r'] };
    const a = answer({ state: { ...state, turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' } }, action: sac });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[1].graveyard)).toEqual(['r']);
    // 603.3: the trigger goes on the stack above the ability whose cost was paid, with three.
    expect(a.state.stack).toEqual([
      expect.objectContaining({ id: 'r.ability.0' }),
      expect.objectContaining({ id: 'r.trigger.0', targets: ['w'], x: 3 }),
    ]);
    const asked = answer({ state: a.state, actions: passes(2, 'bob', 'alice') });
    const yes = answer({ state: asked.state, actions: [choose(asked, ['yes']), ...passes(2, 'bob', 'alice')] });
    // 400.7: Ravager's own ability finds no Ravager on the battlefield; the Worker has the three.
    expect(onField(yes, 'w')?.counters).toEqual({ '+1/+1': 4 });
    expect(yes.state.stack).toEqual([]);
  });

  it('702.43a: a board with a modular trigger on the stack or pending must give its number in "x": 422; with it, it is used', () => {
    const base = {
      battlefield: [perm('w', 'Arcbound Worker', 'bob', { counters: { '+1/+1': 1 } })],
    };
    const trigger = { id: 't1', controller: 'bob', ability: { source: 'r', index: 0, triggered: true }, targets: ['w'] };
    const grave = { graveyard: [{ id: 'r', card: 'Arcbound Ravager' }] };
    const missing = outcome({ state: board({ ...base, stack: [trigger] }, {}, grave), actions: passes(2) });
    expect(missing.kind).not.toBe('answer');
    expect(JSON.stringify(missing)).toContain('state.stack[0].x');
    expect(JSON.stringify(missing)).toContain('702.43a');
    const pending = outcome({
      state: board(
        { ...base, pending: [{ id: 't1', source: 'r', index: 0, controller: 'bob', ordered: false, targets: null }] },
        {},
        grave,
      ),
      actions: passes(2),
    });
    expect(pending.kind).not.toBe('answer');
    expect(JSON.stringify(pending)).toContain('state.pending[0].x');
    const given = answer({ state: board({ ...base, stack: [{ ...trigger, x: 2 }] }, {}, grave), actions: passes(2) });
    const yes = answer({ state: given.state, action: choose(given, ['yes']) });
    expect(onField(yes, 'w')?.counters).toEqual({ '+1/+1': 3 });
  });
});
