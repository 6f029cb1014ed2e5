import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { choose, onField, passes, refusedAt } from '../testing/actions';
import { zoneOf } from '../testing/combat-cards';

/**
 * 603.7, 603.7c, 608.2c: a delayed triggered ability about the object an earlier instruction of the same ability made
 * ("You may put a creature card from your hand onto the battlefield. That creature gains haste. Sacrifice the creature at
 * the beginning of the next end step.", "Create a token that's a copy of ... That token has haste. Sacrifice it ...") or
 * moved ("exile another target permanent. Return that card to the battlefield ... at the beginning of the next end
 * step."); 400.7: once that object has changed zones again, the delayed ability does not find the new object. Real cards.
 */
const NAMES = [
  'Sneak Attack', // {R}: You may put a creature card from your hand onto the battlefield. That creature gains haste. Sacrifice the creature ...
  'Kiki-Jiki, Mirror Breaker', // {T}: Create a token that's a copy of target nonlegendary creature you control. That token has haste. Sacrifice it ...
  'Flickerwisp', // When Flickerwisp enters, exile another target permanent. Return that card to the battlefield ... next end step.
  'Cogwork Assembler', // {7}: Create a token that's a copy of target artifact. That token gains haste. Exile it ...
  'Pyric Salamander', // {R}: Pyric Salamander gets +1/+0 until end of turn. Sacrifice Pyric Salamander at the beginning of the next end step.
  'Cloudshift', // Exile target creature you control, then return that card to the battlefield under your control.
  'Craw Wurm',
  'Grizzly Bears',
  'Mountain',
  'Plains',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
type Delayed = { when: string; refersTo?: string; effect: string; referentLeft?: true };
const delayed = (a: Answer): Delayed[] => (a.state as { delayed?: Delayed[] }).delayed ?? [];
const keywords = (a: Answer, id: string): string => JSON.stringify(onField(a, id)?.characteristics?.abilities ?? []);

/** Passes until the step is `step` (or 40 passes): the answer then. */
function passUntil(a: Answer, step: string): Answer {
  let now = a;
  for (let i = 0; i < 40 && now.state.turn.step !== step; i++)
    now = answer({ state: now.state, actions: passes(1, now.state.turn.priority ?? 'alice', 'bob') });
  return now;
}

const sneakBoard = () =>
  board(
    {
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [
        { id: 'sa', card: 'Sneak Attack', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
        { id: 'm2', card: 'Mountain', controller: 'alice' },
      ],
    },
    { hand: [{ id: 'wurm', card: 'Craw Wurm' }] },
  );

/** Sneak Attack activated, the Wurm chosen: on the battlefield with haste, its delayed sacrifice waiting. */
function sneakWurm(): Answer {
  const asked = answer({ state: sneakBoard(), actions: [{ type: 'activate', player: 'alice', source: 'sa', ability: 0 }, ...passes(2)] });
  expect(asked.decision).toMatchObject({ player: 'alice', kind: 'chooseCard', options: ['wurm'] });
  return answer({ state: asked.state, action: choose(asked, ['wurm']) });
}

describe('603.7c: delayed triggered abilities about what the ability made', () => {
  it.each(NAMES.slice(0, 5))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('608.2c: "That creature", "the creature" are the card Sneak Attack put, not a target', () => {
    const sneak = compileCard(bundledCard('Sneak Attack')).abilities.find((a) => a.kind === 'activated');
    expect(sneak).toMatchObject({
      targets: [],
      effects: [
        { kind: 'putOntoBattlefieldFromHand', may: true },
        { kind: 'modifyPT', objects: { kind: 'created' }, keyword: 'haste', permanent: true },
        { kind: 'delayedTrigger', when: 'next-end-step', text: 'Sacrifice it.', about: { kind: 'created' } },
      ],
    });
  });

  it('110.2a, 603.7e, 603.7b: Sneak Attack puts Craw Wurm onto the battlefield with haste; it is sacrificed at the end step', () => {
    const a = sneakWurm();
    expect(a.violations).toEqual([]);
    expect(onField(a, 'wurm')).toMatchObject({ controller: 'alice', summoningSick: true });
    expect(keywords(a, 'wurm')).toContain('"Haste"');
    expect(delayed(a)).toEqual([expect.objectContaining({ when: 'next-end-step', refersTo: 'wurm', effect: 'Sacrifice it.' })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['110.2a', '613.1f', '603.7e']));
    const end = passUntil(a, 'end');
    expect(end.state.stack).toEqual([
      expect.objectContaining({ refersTo: 'wurm', ability: expect.objectContaining({ delayed: 'Sacrifice it.' }) }),
    ]);
    expect(cited(end)).toContain('603.7b');
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(zoneOf(resolved, 'wurm')).toBe('graveyard');
    expect(cited(resolved)).toContain('701.21a');
  });

  it('608.2d: Sneak Attack with nothing chosen: no creature, no delayed trigger', () => {
    const asked = answer({ state: sneakBoard(), actions: [{ type: 'activate', player: 'alice', source: 'sa', ability: 0 }, ...passes(2)] });
    const a = answer({ state: asked.state, action: choose(asked, []) });
    expect(a.violations).toEqual([]);
    expect(zoneOf(a, 'wurm')).toBe('hand');
    expect(delayed(a)).toEqual([]);
    expect(cited(a)).toContain('603.7c');
  });

  it('400.7, 603.7c: the Wurm flickered by Cloudshift after the delayed trigger was made is a new object: not sacrificed', () => {
    const a = sneakWurm();
    const state = a.state as unknown as { players: { id: string; hand?: unknown[] }[]; battlefield: unknown[] };
    state.players[0].hand = [...(state.players[0].hand ?? []), { id: 'cs', card: 'Cloudshift' }];
    state.battlefield.push({ id: 'p1', card: 'Plains', controller: 'alice' });
    const flickered = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'cs', targets: ['wurm'] }, ...passes(2)] });
    expect(flickered.violations).toEqual([]);
    expect(cited(flickered)).toContain('400.7j');
    expect(onField(flickered, 'wurm')).toBeDefined();
    // The new Wurm has no haste (the effect applied to the object that left, 400.7).
    expect(keywords(flickered, 'wurm')).not.toContain('"Haste"');
    expect(delayed(flickered)).toEqual([expect.objectContaining({ refersTo: 'wurm', referentLeft: true })]);
    const end = passUntil(flickered, 'end');
    expect(end.state.stack).toEqual([expect.objectContaining({ refersTo: 'wurm', referentLeft: true })]);
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.stack).toEqual([]);
    expect(zoneOf(resolved, 'wurm')).toBe('battlefield');
    expect(cited(resolved)).toContain('603.7c');
    expect(cited(resolved)).not.toContain('701.21a');
  });

  it('400.7, 603.7c: a board whose delayed trigger says its object left ("referentLeft") does not sacrifice the new object', () => {
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }],
      delayed: [
        { id: 'd1', source: 'sa', controller: 'alice', when: 'next-end-step', effect: 'Sacrifice it.', refersTo: 'gb', referentLeft: true },
      ],
    });
    const end = answer({ state, actions: passes(2) });
    expect(end.state.stack).toEqual([expect.objectContaining({ refersTo: 'gb', referentLeft: true })]);
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(zoneOf(resolved, 'gb')).toBe('battlefield');
    expect(cited(resolved)).toContain('603.7c');
  });

  it('400: "referentLeft" other than true, or without a "refersTo", is a bad field, named', () => {
    const withDelayed = (d: Record<string, unknown>) =>
      board({
        battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }],
        delayed: [{ id: 'd1', source: 'sa', controller: 'alice', when: 'next-end-step', effect: 'Sacrifice it.', ...d }],
      });
    for (const d of [{ refersTo: 'gb', referentLeft: 'yes' }, { refersTo: 'gb', referentLeft: null }, { referentLeft: true }]) {
      const o = adjudicate({ state: withDelayed(d), actions: [] }, catalog);
      expect(o.kind).toBe('invalid');
      expect(refusedAt(o, 'state.delayed[0].referentLeft')).toBe(true);
    }
    const badRef = adjudicate({ state: withDelayed({ refersTo: 7 }), actions: [] }, catalog);
    expect(refusedAt(badRef, 'state.delayed[0].refersTo')).toBe(true);
  });

  it('707.2, 603.7c: Kiki-Jiki copies Grizzly Bears: the token has haste and is sacrificed at the end step, the Bears stay', () => {
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [
        { id: 'kiki', card: 'Kiki-Jiki, Mirror Breaker', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      ],
    });
    const a = answer({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'kiki', ability: 0, targets: ['gb'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const token = a.state.battlefield.find((o) => o.id !== 'kiki' && o.id !== 'gb');
    expect(token).toMatchObject({ token: true, controller: 'alice' });
    const id = (token as { id: string }).id;
    expect(keywords(a, id)).toContain('"Haste"');
    expect(keywords(a, 'gb')).not.toContain('"Haste"');
    expect(delayed(a)).toEqual([expect.objectContaining({ refersTo: id, effect: 'Sacrifice it.' })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['707.2', '603.7e']));
    const end = passUntil(a, 'end');
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(onField(resolved, id)).toBeUndefined();
    expect(onField(resolved, 'gb')).toBeDefined();
  });

  it('115.1: Kiki-Jiki cannot target itself (legendary): refused', () => {
    const state = board({
      battlefield: [{ id: 'kiki', card: 'Kiki-Jiki, Mirror Breaker', controller: 'alice' }],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'kiki', ability: 0, targets: ['kiki'] }] });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
  });

  it("603.7c: Flickerwisp's trigger exiles Grizzly Bears; they return under their owner's control at the end step", () => {
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [
        { id: 'fw', card: 'Flickerwisp', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      ],
      stack: [{ id: 't1', controller: 'alice', ability: { source: 'fw', index: 0, triggered: true }, targets: ['gb'] }],
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(zoneOf(a, 'gb')).toBe('exile');
    expect(delayed(a)).toEqual([
      expect.objectContaining({
        refersTo: 'gb',
        effect: "Return that card to the battlefield under its owner's control.",
      }),
    ]);
    expect(delayed(a)[0].referentLeft).toBeUndefined();
    const end = passUntil(a, 'end');
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(onField(resolved, 'gb')).toMatchObject({ controller: 'bob', summoningSick: true });
    expect(cited(resolved)).toContain('110.2a');
  });

  it('603.7c: Pyric Salamander pumped twice makes two delayed sacrifices of itself; the second finds nothing (400.7)', () => {
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [
        { id: 'ps', card: 'Pyric Salamander', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
        { id: 'm2', card: 'Mountain', controller: 'alice' },
      ],
    });
    const pump = { type: 'activate', player: 'alice', source: 'ps', ability: 0 };
    const a = answer({ state, actions: [pump, ...passes(2), pump, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'ps')?.characteristics).toMatchObject({ power: 3 });
    expect(delayed(a)).toEqual([
      expect.objectContaining({ refersTo: 'ps', effect: 'Sacrifice it.' }),
      expect.objectContaining({ refersTo: 'ps', effect: 'Sacrifice it.' }),
    ]);
    const end = passUntil(a, 'end');
    expect(end.state.stack).toHaveLength(2);
    const first = answer({ state: end.state, actions: passes(2) });
    expect(zoneOf(first, 'ps')).toBe('graveyard');
    expect(first.state.stack).toEqual([expect.objectContaining({ refersTo: 'ps', referentLeft: true })]);
    const second = answer({ state: first.state, actions: passes(2) });
    expect(second.violations).toEqual([]);
    expect(zoneOf(second, 'ps')).toBe('graveyard');
    expect(cited(second)).toContain('603.7c');
  });
});
