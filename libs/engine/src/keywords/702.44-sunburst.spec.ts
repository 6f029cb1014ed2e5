import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, lands, passes } from '../testing/spell-cards';

/** 702.44 sunburst, on real cards (current Oracle text, from the bundled catalog). */
const ORACLE = bundledCard('Etched Oracle'); // {4} artifact creature 0/0, sunburst
const MANTA = bundledCard('Skyreach Manta'); // {5} artifact creature 0/0, sunburst, flying
const PRISM = bundledCard('Pentad Prism'); // {2} artifact, sunburst (charge counters)
const catalog = new InMemoryCatalog([ORACLE, MANTA, PRISM, PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST]);
const answer = rulingsWith(catalog);
const cast = (card: string, payment?: Record<string, unknown>) => ({
  type: 'cast',
  player: 'alice',
  card,
  ...(payment ? { payment } : {}),
});
const onField = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);
const fiveColors = [...lands('Plains', 'w', 1), ...lands('Island', 'u', 1), ...lands('Swamp', 'b', 1), ...lands('Mountain', 'r', 1)];

describe('702.44 sunburst', () => {
  it('is understood: an enters-with-counters replacement counting the colors of mana spent', () => {
    for (const c of [ORACLE, MANTA, PRISM]) expect(compileCard(c).support).toBe('full');
    expect(compileCard(ORACLE).abilities).toContainEqual({
      kind: 'static',
      effects: [{ kind: 'entersWithCounters', counter: '+1/+1', n: 1, rule: '702.44a', perColorSpent: true, sunburst: true }],
      text: 'Sunburst',
    });
  });

  it('702.44a, 601.2h: Etched Oracle paid with four colors enters with four +1/+1 counters (a 4/4)', () => {
    const state = board({ battlefield: fiveColors }, { hand: [{ id: 'o', card: 'Etched Oracle' }] });
    const a = answer({ state, actions: [cast('o'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'o')).toMatchObject({ counters: { '+1/+1': 4 }, manaSpent: '{W}{U}{B}{R}' });
    expect(onField(a, 'o')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2h', '702.44a', '608.3']));
  });

  it('702.44a: each color counts once: Skyreach Manta paid {G}{G}{G}{R}{R} enters with two counters', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'g', 3), ...lands('Mountain', 'r', 2)] },
      { hand: [{ id: 'm', card: 'Skyreach Manta' }] },
    );
    const a = answer({ state, actions: [cast('m'), ...passes(2)] });
    expect(onField(a, 'm')).toMatchObject({ counters: { '+1/+1': 2 }, manaSpent: '{R}{R}{G}{G}{G}' });
    expect(onField(a, 'm')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('702.44a: a noncreature (Pentad Prism) enters with charge counters instead', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'w', 1), ...lands('Island', 'u', 1)] },
      { hand: [{ id: 'p', card: 'Pentad Prism' }] },
    );
    const a = answer({ state, actions: [cast('p'), ...passes(2)] });
    expect(onField(a, 'p')?.counters).toEqual({ charge: 2 });
  });

  it('105.1, 702.44a: colorless mana is no color: Etched Oracle paid with {C} only enters with no counter and dies as a 0/0 (704.5f)', () => {
    const state = board({}, { hand: [{ id: 'o', card: 'Etched Oracle' }], manaPool: '{C}{C}{C}{C}' });
    const a = answer({ state, actions: [cast('o', { tap: [], pool: '{C}{C}{C}{C}' }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'o')).toBeUndefined();
    expect(a.state.players[0].graveyard).toEqual([expect.objectContaining({ id: 'o' })]);
    expect(cited(a)).toContain('704.5f');
  });

  it('106.1: the spell on the stack carries the mana spent (wire "manaSpent"); the board may give it', () => {
    const cast1 = answer({
      state: board({ battlefield: fiveColors }, { hand: [{ id: 'o', card: 'Etched Oracle' }] }),
      actions: [cast('o')],
    });
    expect(cast1.state.stack).toEqual([expect.objectContaining({ id: 'o', manaSpent: '{W}{U}{B}{R}' })]);
    const given = board({ stack: [{ id: 'o', card: 'Etched Oracle', controller: 'alice', manaSpent: '{G}{W}' }] });
    const a = answer({ state: given, actions: passes(2) });
    expect(onField(a, 'o')?.counters).toEqual({ '+1/+1': 2 });
  });

  it('702.44b: not from the stack as a resolving spell: a board Etched Oracle spell given without manaSpent had none spent', () => {
    const given = board({ stack: [{ id: 'o', card: 'Etched Oracle', controller: 'alice' }] });
    const a = answer({ state: given, actions: passes(2) });
    expect(onField(a, 'o')).toBeUndefined();
    expect(cited(a)).toContain('704.5f');
  });

  it('a "manaSpent" that is not a mana string is refused (400)', () => {
    const given = board({ stack: [{ id: 'o', card: 'Etched Oracle', controller: 'alice', manaSpent: '{Q}' }] });
    const outcome = adjudicate({ state: given, actions: passes(2) } as { state: unknown }, catalog);
    expect(outcome.kind).not.toBe('answer');
    expect(JSON.stringify(outcome)).toContain('manaSpent');
  });

  it('601.2h: not enough mana: casting Skyreach Manta with four lands is illegal; nothing is recorded', () => {
    const state = board({ battlefield: fiveColors }, { hand: [{ id: 'm', card: 'Skyreach Manta' }] });
    const a = answer({ state, action: cast('m') });
    expect(a.legal).toBe(false);
    expect(a.state.stack).toEqual([]);
  });
});
