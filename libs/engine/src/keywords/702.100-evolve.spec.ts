import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/** 702.100 evolve, on real cards (Oracle text of the bundled catalog, reminder text included). */
const RAPTOR = bundledCard('Cloudfin Raptor'); // {U} 0/1, Flying, Evolve
const EXPERIMENT = bundledCard('Experiment One'); // {G} 1/1, Evolve; remove two +1/+1 counters: regenerate
const catalog = new InMemoryCatalog([RAPTOR, EXPERIMENT, ...['Grizzly Bears', 'Memnite', 'Ornithopter', 'Giant Growth'].map(bundledCard)]);

function outcome(request: Record<string, unknown>) {
  return adjudicate(request as { state: unknown }, catalog);
}
function rule(request: Record<string, unknown>): Answer {
  const o = outcome(request);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}

/** Alice controls `mine`; `entering` (a creature spell of `caster`'s) is on the stack, about to resolve. */
function entering(
  card: string,
  caster = 'alice',
  mine: Record<string, unknown>[] = [{ id: 'raptor', card: 'Cloudfin Raptor', controller: 'alice' }],
) {
  return board({ battlefield: mine, stack: [{ id: 'new', card, controller: caster }] });
}
const evolveTriggers = (a: Answer) =>
  (a.state.stack ?? []).filter((s) => (s as { ability?: { source?: string } }).ability?.source === 'raptor');

describe('702.100 evolve', () => {
  it('is understood: an enters trigger of a creature you control, an intervening "if", a +1/+1 counter on the source', () => {
    for (const card of [RAPTOR, EXPERIMENT]) expect([card.name, compileCard(card).support]).toEqual([card.name, 'full']);
    expect(compileCard(RAPTOR).abilities).toContainEqual(
      expect.objectContaining({
        kind: 'triggered',
        trigger: expect.objectContaining({ event: 'enters' }),
        condition: { kind: 'referredGreaterPowerOrToughness' },
        effects: [expect.objectContaining({ kind: 'counters', counter: '+1/+1', n: 1, objects: { kind: 'source' } })],
        rule: '702.100a',
      }),
    );
  });

  it("702.100a: Grizzly Bears (2/2) entering under alice's control evolves Cloudfin Raptor (0/1) into a 1/2", () => {
    const triggered = rule({ state: entering('Grizzly Bears'), actions: passes(2) });
    expect(triggered.violations).toEqual([]);
    expect(evolveTriggers(triggered)).toEqual([expect.objectContaining({ controller: 'alice', refersTo: 'new' })]);
    const resolved = rule({ state: entering('Grizzly Bears'), actions: passes(4) });
    expect(resolved.state.stack ?? []).toEqual([]);
    expect(onField(resolved, 'raptor')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(resolved, 'raptor')?.characteristics).toMatchObject({ power: 1, toughness: 2 });
    expect(cited(resolved)).toEqual(expect.arrayContaining(['603.2', '702.100a']));
  });

  it('702.100a: a greater toughness alone is enough (Ornithopter, 0/2); a greater power alone too (Memnite, 1/1)', () => {
    for (const card of ['Ornithopter', 'Memnite']) {
      const a = rule({ state: entering(card), actions: passes(4) });
      expect([card, onField(a, 'raptor')?.counters]).toEqual([card, { '+1/+1': 1 }]);
    }
  });

  it('603.4: neither greater (a second Cloudfin Raptor, 0/1): the first one does not trigger', () => {
    const a = rule({ state: entering('Cloudfin Raptor'), actions: passes(2) });
    expect(evolveTriggers(a)).toEqual([]);
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '603.4' }));
    expect(onField(a, 'raptor')?.counters ?? {}).toEqual({});
  });

  it("603.2: a creature entering under bob's control does not trigger alice's evolve", () => {
    const a = rule({ state: entering('Grizzly Bears', 'bob'), actions: passes(2) });
    expect(evolveTriggers(a)).toEqual([]);
  });

  it('603.4: checked again as it resolves: a Raptor grown to 2/3 meanwhile gets no counter from the Bears (2/2)', () => {
    const state = board({
      battlefield: [
        { id: 'raptor', card: 'Cloudfin Raptor', controller: 'alice', counters: { '+1/+1': 2 } },
        { id: 'bears', card: 'Grizzly Bears', controller: 'alice' },
      ],
      stack: [{ id: 't1', controller: 'alice', ability: { source: 'raptor', index: 0, triggered: true }, targets: [], refersTo: 'bears' }],
    });
    const a = rule({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.stack ?? []).toEqual([]);
    expect(onField(a, 'raptor')).toMatchObject({ counters: { '+1/+1': 2 } });
    expect(cited(a)).toContain('603.4');
    expect(cited(a)).not.toContain('702.100a');
  });

  it('702.100d: each instance triggers separately: two Raptors both evolve from one Bears', () => {
    const mine = [
      { id: 'raptor', card: 'Cloudfin Raptor', controller: 'alice' },
      { id: 'raptor2', card: 'Cloudfin Raptor', controller: 'alice' },
    ];
    const a = rule({ state: entering('Grizzly Bears', 'alice', mine), actions: passes(2) });
    // Two evolve triggers wait for alice to order them (603.3b) or are on the stack already.
    const waiting = [...(a.state.stack ?? []), ...(a.state.pending ?? [])].filter((s) => JSON.stringify(s).includes('"refersTo":"new"'));
    expect(waiting).toHaveLength(2);
  });

  it('702.100a: an evolve trigger on a board must name the creature that entered ("refersTo"): 422 with the rule', () => {
    const state = board({
      battlefield: [
        { id: 'raptor', card: 'Cloudfin Raptor', controller: 'alice' },
        { id: 'bears', card: 'Grizzly Bears', controller: 'alice' },
      ],
      stack: [{ id: 't1', controller: 'alice', ability: { source: 'raptor', index: 0, triggered: true }, targets: [] }],
    });
    const o = outcome({ state, actions: passes(2) });
    expect(o.kind).not.toBe('answer');
    expect(JSON.stringify(o)).toContain('state.stack[0].refersTo');
    expect(JSON.stringify(o)).toContain('702.100a');
  });
});
