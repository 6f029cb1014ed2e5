import { Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';
import { zoneOf } from '../testing/combat-cards';

/**
 * 603.7, 603.7c, 608.2c: a delayed triggered ability about the card an earlier instruction of the same spell returned
 * from a graveyard to the battlefield ("Return target legendary creature card from your graveyard to the battlefield.
 * That creature gains haste. Exile it at the beginning of the next end step."): "that creature" and "it" are the
 * permanent put there; 400.7: once it has changed zones again, the delayed ability does not find the new object.
 */
const NAMES = [
  "Goryo's Vengeance", // Return target legendary creature card from your graveyard to the battlefield. That creature gains haste. Exile it ...
  'Deathknell Kami', // {2}: Deathknell Kami gets +1/+1 until end of turn. Sacrifice it at the beginning of the next end step.
  'Isamaru, Hound of Konda',
  'Grizzly Bears',
  'Cloudshift',
  'Swamp',
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

const goryoBoard = () =>
  board(
    {
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [
        { id: 's1', card: 'Swamp', controller: 'alice' },
        { id: 's2', card: 'Swamp', controller: 'alice' },
      ],
    },
    {
      hand: [
        { id: 'gv', card: "Goryo's Vengeance" },
        { id: 'cs', card: 'Cloudshift' },
      ],
      graveyard: [
        { id: 'isa', card: 'Isamaru, Hound of Konda' },
        { id: 'gb', card: 'Grizzly Bears' },
      ],
    },
  );

/** Goryo's Vengeance cast on Isamaru and resolved. */
function goryo(): Answer {
  return answer({ state: goryoBoard(), actions: [{ type: 'cast', player: 'alice', card: 'gv', targets: ['isa'] }, ...passes(2)] });
}

describe('603.7c: delayed triggered abilities about the card a spell returned to the battlefield', () => {
  // 608.2c: after a target put onto the battlefield, "its" may still name that target (the same object): Reanimate, Death.
  it.each(['Reanimate', 'Death', 'Grave Upheaval'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it("Goryo's Vengeance is understood in full", () => {
    const card = compileCard(bundledCard("Goryo's Vengeance"));
    expect(card.support).toBe('full');
    expect(card.abilities.find((a) => a.kind === 'spell')).toMatchObject({
      effects: [
        { kind: 'moveZone', to: { zone: 'battlefield' }, target: 0 },
        { kind: 'modifyPT', objects: { kind: 'created' }, keyword: 'haste', permanent: true },
        { kind: 'delayedTrigger', when: 'next-end-step', text: 'Exile it.', about: { kind: 'created' } },
      ],
    });
  });

  it("110.2a, 611.2a, 603.7b: Goryo's Vengeance returns Isamaru with haste; it is exiled at the beginning of the end step", () => {
    const a = goryo();
    expect(a.violations).toEqual([]);
    expect(onField(a, 'isa')).toMatchObject({ controller: 'alice' });
    expect(keywords(a, 'isa')).toContain('"Haste"');
    expect(zoneOf(a, 'gb')).toBe('graveyard');
    expect(delayed(a)).toEqual([expect.objectContaining({ when: 'next-end-step', refersTo: 'isa', effect: 'Exile it.' })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['110.2a', '613.1f', '603.7d']));
    const end = passUntil(a, 'end');
    expect(end.state.stack).toEqual([
      expect.objectContaining({ refersTo: 'isa', ability: expect.objectContaining({ delayed: 'Exile it.' }) }),
    ]);
    expect(cited(end)).toContain('603.7b');
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(resolved.violations).toEqual([]);
    expect(zoneOf(resolved, 'isa')).toBe('exile');
    expect(cited(resolved)).toContain('701.13a');
  });

  it('400.7, 603.7c: Isamaru flickered by Cloudshift before the end step is a new object: not exiled, no haste', () => {
    const a = goryo();
    // A Plains for Cloudshift's {W}, untapped after Goryo's Vengeance was paid for.
    (a.state as unknown as { battlefield: unknown[] }).battlefield.push({ id: 'p1', card: 'Plains', controller: 'alice' });
    const flickered = answer({ state: a.state, actions: [{ type: 'cast', player: 'alice', card: 'cs', targets: ['isa'] }, ...passes(2)] });
    expect(flickered.violations).toEqual([]);
    expect(cited(flickered)).toContain('400.7j');
    expect(onField(flickered, 'isa')).toBeDefined();
    expect(keywords(flickered, 'isa')).not.toContain('"Haste"');
    expect(delayed(flickered)).toEqual([expect.objectContaining({ refersTo: 'isa', referentLeft: true })]);
    const end = passUntil(flickered, 'end');
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(resolved.violations).toEqual([]);
    expect(zoneOf(resolved, 'isa')).toBe('battlefield');
    // 400.7: the exile finds no object (the one it refers to has left).
    expect(cited(resolved)).toContain('400.7');
    expect(cited(resolved)).not.toContain('701.13a');
  });

  it("115.1: Goryo's Vengeance cannot target Grizzly Bears (not legendary): refused, nothing returned", () => {
    const a = answer({ state: goryoBoard(), actions: [{ type: 'cast', player: 'alice', card: 'gv', targets: ['gb'] }] });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
    expect(zoneOf(a, 'gb')).toBe('graveyard');
    expect(delayed(a)).toEqual([]);
  });

  it('603.7c: Deathknell Kami pumped: "it" is the Kami, sacrificed at the beginning of the end step', () => {
    expect(compileCard(bundledCard('Deathknell Kami')).abilities.find((a) => a.kind === 'activated')).toMatchObject({
      effects: [{ kind: 'modifyPT' }, { kind: 'delayedTrigger', text: 'Sacrifice it.', about: { kind: 'source' } }],
    });
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [
        { id: 'dk', card: 'Deathknell Kami', controller: 'alice' },
        { id: 's1', card: 'Swamp', controller: 'alice' },
        { id: 's2', card: 'Swamp', controller: 'alice' },
      ],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'dk', ability: 0 }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'dk')?.characteristics).toMatchObject({ power: 1, toughness: 2 });
    expect(delayed(a)).toEqual([expect.objectContaining({ when: 'next-end-step', refersTo: 'dk', effect: 'Sacrifice it.' })]);
    expect(cited(a)).toContain('603.7e');
    const end = passUntil(a, 'end');
    const resolved = answer({ state: end.state, actions: passes(2) });
    expect(resolved.violations).toEqual([]);
    expect(zoneOf(resolved, 'dk')).toBe('graveyard');
    expect(cited(resolved)).toContain('701.21a');
  });

  it('602.2b: Deathknell Kami without {2} available: refused, no delayed trigger', () => {
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [
        { id: 'dk', card: 'Deathknell Kami', controller: 'alice' },
        { id: 's1', card: 'Swamp', controller: 'alice' },
      ],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'dk', ability: 0 }] });
    expect(a.violations.length).toBeGreaterThan(0);
    expect(delayed(a)).toEqual([]);
  });
});
