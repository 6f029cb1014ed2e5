import { adjudicate } from '../adjudicate';
import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands } from '../testing/spell-cards';
import { choose, onField, passes } from '../testing/actions';

/**
 * 701.26a-b, 608.2d: "You may tap or untap target artifact, creature, or land." The choice (tap, untap, or
 * neither: "you may") is made by the controller as the instruction resolves: one pending choice `tapOrUntap`,
 * decision chooseTapOrUntap. Tapping taps an untapped permanent only (701.26a), untapping untaps a tapped one
 * only (701.26b). On Twiddle (a spell), Puppet Strings and Hyperion Blacksmith (activated), Pestermite (a trigger)
 * and Vedalken Anatomist ("that creature" after a counter).
 */
const names = [
  'Twiddle',
  'Puppet Strings',
  'Hyperion Blacksmith',
  'Pestermite',
  'Vedalken Anatomist',
  'Island',
  'Grizzly Bears',
  'Lightning Bolt',
  'Pacifism',
  'Sol Ring',
];
const catalog = new InMemoryCatalog(names.map(bundledCard));
const ruling = rulingsWith(catalog);

const twiddleBoard = (battlefield: Record<string, unknown>[] = []) =>
  board(
    {
      battlefield: [
        ...lands('Island', 'i', 1),
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob', tapped: true },
        { id: 'pac', card: 'Pacifism', controller: 'bob', attachedTo: 'gb' },
        ...battlefield,
      ],
    },
    { hand: [{ id: 'tw', card: 'Twiddle' }] },
  );
const castTwiddle = (target: string) => ({ type: 'cast', player: 'alice', card: 'tw', targets: [target] });

describe('701.26, 608.2d: Twiddle, "You may tap or untap target artifact, creature, or land."', () => {
  it('compiles: the selector list is one target (artifact, creature or land), the choice made as it resolves', () => {
    expect(compiled(bundledCard('Twiddle'))).toMatchObject({ support: 'full' });
    const ability = compiled(bundledCard('Twiddle')).abilities[0];
    expect(ability).toMatchObject({
      targets: [{ text: 'target artifact, creature, or land' }],
      effects: [{ kind: 'tapOrUntap', target: 0 }],
    });
  });

  it('asked as it resolves (chooseTapOrUntap: tap, untap, neither); "untap" untaps the tapped creature (701.26b)', () => {
    const asked = ruling({ state: twiddleBoard(), actions: [castTwiddle('gb'), ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({
      kind: 'chooseTapOrUntap',
      player: 'alice',
      rule: '608.2d',
      options: ['tap', 'untap', 'neither'],
      count: 1,
    });
    expect(asked.state.stack[0]).toMatchObject({ id: 'tw', pendingChoice: { kind: 'tapOrUntap', player: 'alice', next: 0 } });
    expect(onField(asked, 'gb')?.tapped).toBe(true);
    const untapped = ruling({ state: asked.state, action: choose(asked, ['untap']) });
    expect(untapped.violations).toEqual([]);
    expect(onField(untapped, 'gb')?.tapped).toBeFalsy();
    expect(untapped.state.stack).toEqual([]);
    expect(untapped.state.players[0].graveyard?.map((c) => c.id)).toEqual(['tw']);
    expect(cited(untapped)).toEqual(expect.arrayContaining(['608.2d', '701.26b', '608.2n']));
  });

  it('"tap" taps an untapped land (701.26a); "neither" leaves it as it is', () => {
    const state = twiddleBoard([{ id: 'bi', card: 'Island', controller: 'bob' }]);
    const asked = ruling({ state, actions: [castTwiddle('bi'), ...passes(2)] });
    const tapped = ruling({ state: asked.state, action: choose(asked, ['tap']) });
    expect(tapped.violations).toEqual([]);
    expect(onField(tapped, 'bi')?.tapped).toBe(true);
    expect(cited(tapped)).toContain('701.26a');
    const neither = ruling({ state: asked.state, action: choose(asked, ['neither']) });
    expect(neither.violations).toEqual([]);
    expect(onField(neither, 'bi')?.tapped).toBeFalsy();
    expect(neither.state.stack).toEqual([]);
    expect(cited(neither)).not.toContain('701.26a');
  });

  it('701.26b: "untap" on an untapped land is allowed and changes nothing (only a tapped permanent can be untapped)', () => {
    const state = twiddleBoard([{ id: 'bi', card: 'Island', controller: 'bob' }]);
    const asked = ruling({ state, actions: [castTwiddle('bi'), ...passes(2)] });
    const a = ruling({ state: asked.state, action: choose(asked, ['untap']) });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'bi')?.tapped).toBeFalsy();
    expect(a.trace.find((t) => t.rule === '701.26b')?.event).toBe('noChange');
  });

  it('the board waiting for the choice, sent back, asks the same decision', () => {
    const asked = ruling({ state: twiddleBoard(), actions: [castTwiddle('gb'), ...passes(2)] });
    const again = ruling({ state: asked.state, actions: [] });
    expect(again.decision).toEqual(asked.decision);
    expect(again.state.stack).toEqual(asked.state.stack);
  });

  it('illegal answers: not an option, two options, another player: refused, the choice still pending', () => {
    const asked = ruling({ state: twiddleBoard(), actions: [castTwiddle('gb'), ...passes(2)] });
    const flip = ruling({ state: asked.state, action: choose(asked, ['flip']) });
    expect(flip.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '608.2d' });
    const both = ruling({ state: asked.state, action: choose(asked, ['tap', 'untap']) });
    expect(both.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '608.2d' });
    const bob = ruling({ state: asked.state, action: { ...choose(asked, ['untap']), player: 'bob' } });
    expect(bob.violations[0]).toMatchObject({ code: 'NO_SUCH_DECISION' });
    for (const o of [flip, both, bob]) {
      expect(o.legal).toBe(false);
      expect(o.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'tapOrUntap' } });
      expect(onField(o, 'gb')?.tapped).toBe(true);
    }
  });

  it('choosing while not asked: a choose action with priority pending is refused (NO_SUCH_DECISION)', () => {
    const a = ruling({
      state: twiddleBoard(),
      action: { type: 'choose', player: 'alice', decision: 't3.first-main.chooseTapOrUntap.tw', choice: ['untap'] },
    });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'NO_SUCH_DECISION' });
    expect(onField(a, 'gb')?.tapped).toBe(true);
  });

  it('115.1: an enchantment is not an artifact, creature or land: not a legal target', () => {
    const a = ruling({ state: twiddleBoard(), action: castTwiddle('pac') });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it('608.2b: its target gone as it resolves, Twiddle does not resolve and nothing is asked', () => {
    const state = board(
      {
        battlefield: [{ id: 'i1', card: 'Island', controller: 'alice', tapped: true }],
        stack: [{ id: 'tw', card: 'Twiddle', controller: 'alice', targets: ['gb'] }],
      },
      {},
    );
    const a = ruling({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.decision?.kind).toBe('priority');
    expect(cited(a)).toContain('608.2b');
  });

  it('a board whose spell waits for a tap-or-untap choice it does not ask is refused (422 NOTHING_TO_CHOOSE)', () => {
    const state = board({
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }],
      stack: [
        {
          id: 'lb',
          card: 'Lightning Bolt',
          controller: 'alice',
          targets: ['gb'],
          pendingChoice: { kind: 'tapOrUntap', player: 'alice', next: 0 },
        },
      ],
    });
    const outcome = adjudicate({ state, actions: [] }, catalog);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind === 'invalid') expect(outcome.errors[0]).toMatchObject({ code: 'NOTHING_TO_CHOOSE', rule: '608.2d' });
  });
});

describe('701.26, 608.2d: activated abilities that may tap or untap', () => {
  it('Puppet Strings, "{2}, {T}: You may tap or untap target creature.": untaps alice\'s tapped Grizzly Bears; a land is no target', () => {
    const state = board({
      battlefield: [
        ...lands('Island', 'i', 2),
        { id: 'ps', card: 'Puppet Strings', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice', tapped: true },
      ],
    });
    const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'ps', ability: 0, targets: [target] });
    const asked = ruling({ state, actions: [activate('gb'), ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseTapOrUntap', player: 'alice' });
    const done = ruling({ state: asked.state, action: choose(asked, ['untap']) });
    expect(done.violations).toEqual([]);
    expect(onField(done, 'gb')?.tapped).toBeFalsy();
    expect(onField(done, 'ps')?.tapped).toBe(true);
    const land = ruling({ state, action: activate('i1') });
    expect(land.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it('Hyperion Blacksmith, "{T}: You may tap or untap target artifact an opponent controls.": bob\'s Sol Ring tapped; alice\'s own is no target', () => {
    const state = board({
      battlefield: [
        { id: 'hb', card: 'Hyperion Blacksmith', controller: 'alice' },
        { id: 'sr', card: 'Sol Ring', controller: 'alice' },
        { id: 'bsr', card: 'Sol Ring', controller: 'bob' },
      ],
    });
    const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'hb', ability: 0, targets: [target] });
    const own = ruling({ state, action: activate('sr') });
    expect(own.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    const asked = ruling({ state, actions: [activate('bsr'), ...passes(2)] });
    const done = ruling({ state: asked.state, action: choose(asked, ['tap']) });
    expect(done.violations).toEqual([]);
    expect(onField(done, 'bsr')?.tapped).toBe(true);
  });

  it('Vedalken Anatomist, "Put a -1/-1 counter on target creature. You may tap or untap that creature.": the counter, then the choice', () => {
    const state = board({
      battlefield: [
        ...lands('Island', 'i', 3),
        { id: 'va', card: 'Vedalken Anatomist', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      ],
    });
    const asked = ruling({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'va', ability: 0, targets: ['gb'] }, ...passes(2)],
    });
    expect(asked.violations).toEqual([]);
    expect(onField(asked, 'gb')?.counters).toEqual({ '-1/-1': 1 });
    expect(asked.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'tapOrUntap', next: 1 } });
    const done = ruling({ state: asked.state, action: choose(asked, ['tap']) });
    expect(onField(done, 'gb')?.tapped).toBe(true);
  });
});

describe('701.26, 608.2d: Pestermite, "When Pestermite enters the battlefield, you may tap or untap target permanent."', () => {
  it('the trigger resolves with the choice; "untap" untaps alice\'s tapped Island', () => {
    const state = board({
      battlefield: [
        { id: 'pm', card: 'Pestermite', controller: 'alice' },
        { id: 'i1', card: 'Island', controller: 'alice', tapped: true },
      ],
      // Its first triggered ability (the index counts triggered abilities only).
      stack: [{ id: 't1', controller: 'alice', ability: { source: 'pm', index: 0, triggered: true }, targets: ['i1'] }],
    });
    const asked = ruling({ state, actions: passes(2) });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseTapOrUntap', player: 'alice' });
    const done = ruling({ state: asked.state, action: choose(asked, ['untap']) });
    expect(done.violations).toEqual([]);
    expect(onField(done, 'i1')?.tapped).toBeFalsy();
    expect(done.state.stack).toEqual([]);
    expect(cited(done)).toEqual(expect.arrayContaining(['701.26b', '608.2n']));
  });
});
