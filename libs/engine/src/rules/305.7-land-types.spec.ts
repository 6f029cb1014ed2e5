import { adjudicate } from '../adjudicate';
import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 305.7, 613.1d: an effect that sets a land's subtype to basic land types: the land no longer has its other land types,
 * loses the abilities of its rules text and has the mana ability of each new type (305.6); its card types and
 * supertypes stay. Static abilities (Blood Moon, Sea's Claim, Conversion) and effects until end of turn (Streambed
 * Aquitects) do it; 613.8: "All Mountains are Plains." depends on "Nonbasic lands are Mountains.".
 */
const names = [
  'Blood Moon',
  'Magus of the Moon',
  "Sea's Claim",
  'Evil Presence',
  'Conversion',
  'Streambed Aquitects',
  'Thelonite Monk',
  'Lush Growth',
  "Mishra's Factory",
  'Tropical Island',
  'Temple of Triumph',
  'Sacred Foundry',
  'Island',
  'Mountain',
  'Plains',
  'Grizzly Bears',
];
const catalog = new InMemoryCatalog(names.map(bundledCard));
const ruling = rulingsWith(catalog);

const pool = (a: { state: { players: unknown[] } }, i = 0) => (a.state.players[i] as { manaPool?: unknown }).manaPool;
const tap = (source: string, ability = 0, player = 'alice') => ({ type: 'activate', player, source, ability });

describe('305.7: the lines compile', () => {
  it("Blood Moon, Sea's Claim, Conversion, Lush Growth: static land-type effects; Streambed Aquitects: until end of turn", () => {
    expect(compiled(bundledCard('Blood Moon'))).toMatchObject({ support: 'full' });
    expect(compiled(bundledCard('Blood Moon')).abilities[0]).toMatchObject({
      kind: 'static',
      effects: [
        {
          kind: 'setLandTypes',
          affected: {
            kind: 'objects',
            of: {
              filters: [
                { kind: 'type', anyOf: ['Land'] },
                { kind: 'not', filter: { kind: 'supertype', anyOf: ['Basic'] } },
              ],
            },
          },
          landTypes: ['Mountain'],
        },
      ],
    });
    expect(compiled(bundledCard("Sea's Claim")).abilities[1]).toMatchObject({
      effects: [{ kind: 'setLandTypes', affected: { kind: 'enchanted' }, landTypes: ['Island'] }],
    });
    expect(compiled(bundledCard('Conversion')).abilities.find((a) => a.kind === 'static')).toMatchObject({
      effects: [
        {
          kind: 'setLandTypes',
          affected: { kind: 'objects', of: { filters: [{ kind: 'subtype', anyOf: ['Mountain'] }] } },
          landTypes: ['Plains'],
        },
      ],
    });
    expect(compiled(bundledCard('Lush Growth')).abilities[1]).toMatchObject({
      effects: [{ kind: 'setLandTypes', landTypes: ['Mountain', 'Forest', 'Plains'] }],
    });
    expect(
      compiled(bundledCard('Streambed Aquitects')).abilities.find((a) => a.kind === 'activated' && a.text.startsWith('{T}: Target land')),
    ).toMatchObject({
      effects: [{ kind: 'becomesLandType', target: 0, landTypes: ['Island'] }],
    });
  });
});

describe('305.7: Blood Moon, "Nonbasic lands are Mountains."', () => {
  const moonBoard = () =>
    board({
      battlefield: [
        { id: 'bm', card: 'Blood Moon', controller: 'bob' },
        { id: 'mf', card: "Mishra's Factory", controller: 'alice' },
        { id: 'ti', card: 'Tropical Island', controller: 'alice' },
        { id: 'is', card: 'Island', controller: 'alice' },
      ],
    });

  it("Mishra's Factory is a Mountain that taps for {R} only and has lost its other abilities", () => {
    const a = ruling({ state: moonBoard(), action: tap('mf') });
    expect(a.violations).toEqual([]);
    expect(pool(a)).toBe('{R}');
    expect(onField(a, 'mf')).toMatchObject({
      tapped: true,
      characteristics: { types: ['Land'], subtypes: ['Mountain'], abilities: ['{T}: Add {R}.'] },
    });
    // Its "{1}: ... becomes a 2/2 Assembly-Worker artifact creature" is gone: it has one ability now (602.1).
    const animate = ruling({ state: moonBoard(), action: tap('mf', 1) });
    expect(animate.violations[0]).toMatchObject({ code: 'NO_SUCH_ABILITY', rule: '602.1' });
  });

  it('Tropical Island loses Forest and Island (205.1a): {R} only; a basic Island is untouched (205.4a)', () => {
    const a = ruling({ state: moonBoard(), actions: [tap('ti'), tap('is')] });
    expect(a.violations).toEqual([]);
    expect(pool(a)).toBe('{U}{R}');
    expect(onField(a, 'ti')?.characteristics).toMatchObject({ subtypes: ['Mountain'], abilities: ['{T}: Add {R}.'] });
    const island = onField(a, 'is');
    expect(island?.characteristics?.subtypes ?? ['Island']).toEqual(['Island']);
    // No second ability: the dual land's {G} is gone.
    const green = ruling({ state: moonBoard(), action: tap('ti', 1) });
    expect(green.violations[0]).toMatchObject({ code: 'NO_SUCH_ABILITY' });
  });

  it('Blood Moon gone, the land is itself again', () => {
    const state = moonBoard();
    (state as { battlefield: unknown[] }).battlefield.shift();
    const a = ruling({ state, action: tap('mf') });
    expect(pool(a)).toBe('{C}');
  });
});

describe('614.12, 305.7: a land entering under Blood Moon is a Mountain as it enters', () => {
  const moon = (hand: string) =>
    board({ battlefield: [{ id: 'bm', card: 'Blood Moon', controller: 'bob' }] }, { hand: [{ id: 'l', card: hand }] });

  it('Temple of Triumph enters untapped (its "enters tapped" is not its) and its scry does not trigger', () => {
    const a = ruling({ state: moon('Temple of Triumph'), action: { type: 'playLand', player: 'alice', card: 'l' } });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'l')).toMatchObject({ tapped: false, characteristics: { subtypes: ['Mountain'] } });
    expect(a.decision).toMatchObject({ kind: 'priority', player: 'alice' });
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toContain('614.12');
    const tapped = ruling({ state: a.state, action: tap('l') });
    expect(pool(tapped)).toBe('{R}');
  });

  it('Sacred Foundry: no life to pay as it enters (422 NOTHING_TO_PAY, 614.12a); played without paying, it is untapped', () => {
    const paid = ruling({ state: moon('Sacred Foundry'), action: { type: 'playLand', player: 'alice', card: 'l', payLife: true } });
    expect(paid.violations[0]).toMatchObject({ code: 'NOTHING_TO_PAY', rule: '614.12a' });
    const a = ruling({ state: moon('Sacred Foundry'), action: { type: 'playLand', player: 'alice', card: 'l' } });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'l')).toMatchObject({ tapped: false });
    expect((a.state.players[0] as { life: number }).life).toBe(20);
  });
});

describe('305.7: Sea\'s Claim, "Enchanted land is an Island."', () => {
  it('cast on a Mountain: it is an Island that taps for {U}; the other Mountain still taps for {R}', () => {
    const state = board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'm1', card: 'Mountain', controller: 'bob' },
          { id: 'm2', card: 'Mountain', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'sc', card: "Sea's Claim" }] },
    );
    const cast = ruling({ state, actions: [{ type: 'cast', player: 'alice', card: 'sc', targets: ['m1'] }, ...passes(2)] });
    expect(cast.violations).toEqual([]);
    expect(onField(cast, 'sc')).toMatchObject({ attachedTo: 'm1' });
    expect(onField(cast, 'm1')?.characteristics).toMatchObject({
      supertypes: ['Basic'],
      subtypes: ['Island'],
      abilities: ['{T}: Add {U}.'],
    });
    const bobs = { ...cast.state, turn: { ...cast.state.turn, priority: 'bob' } };
    const a = ruling({ state: bobs, actions: [tap('m1', 0, 'bob'), tap('m2', 0, 'bob')] });
    expect(a.violations).toEqual([]);
    expect(pool(a, 1)).toBe('{U}{R}');
    expect(cited(cast)).toEqual(expect.arrayContaining(['601.2c', '608.3c']));
  });
});

describe('613.8: Conversion and Blood Moon, "All Mountains are Plains."', () => {
  it('whatever the timestamps, a nonbasic land is a Mountain first, then a Plains: it taps for {W}', () => {
    for (const [moon, conversion] of [
      [1, 2],
      [2, 1],
    ])
      for (const moonCard of ['Blood Moon', 'Magus of the Moon']) {
        const state = board({
          battlefield: [
            { id: 'bm', card: moonCard, controller: 'bob', timestamp: moon },
            { id: 'cv', card: 'Conversion', controller: 'bob', timestamp: conversion },
            { id: 'ti', card: 'Tropical Island', controller: 'alice', timestamp: 3 },
            { id: 'm1', card: 'Mountain', controller: 'alice', timestamp: 4 },
          ],
        });
        const a = ruling({ state, actions: [tap('ti'), tap('m1')] });
        expect(a.violations).toEqual([]);
        expect(pool(a)).toBe('{W}{W}');
        expect(onField(a, 'ti')?.characteristics).toMatchObject({ subtypes: ['Plains'] });
      }
  });
});

describe('305.7: Streambed Aquitects, "{T}: Target land becomes an Island until end of turn."', () => {
  it("bob's Mountain is an Island until end of turn", () => {
    const state = board({
      battlefield: [
        { id: 'sa', card: 'Streambed Aquitects', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'bob' },
      ],
    });
    // Its second line (602.1: abilities are counted in the order of the text).
    const a = ruling({ state, actions: [{ type: 'activate', player: 'alice', source: 'sa', ability: 1, targets: ['m1'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.effects).toEqual([
      expect.objectContaining({ kind: 'set-land-types', subtypes: ['Island'], affects: ['m1'], duration: 'until-end-of-turn' }),
    ]);
    expect(onField(a, 'm1')?.characteristics).toMatchObject({ subtypes: ['Island'], abilities: ['{T}: Add {U}.'] });
    expect(cited(a)).toContain('305.7');
  });

  it('a board effect that sets a land to a type that is not a basic land type is refused (305.6)', () => {
    const state = board({
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'bob' }],
      effects: [
        {
          id: 'e',
          kind: 'set-land-types',
          subtypes: ['Gate'],
          affects: ['m1'],
          source: null,
          controller: 'alice',
          timestamp: 5,
          duration: 'until-end-of-turn',
        },
      ],
    });
    const outcome = adjudicate({ state, actions: passes(1) }, catalog);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind === 'invalid') expect(outcome.errors[0]).toMatchObject({ path: expect.stringContaining('subtypes') });
  });
});

describe('305.7, 611.2a: Thelonite Monk, "{T}, Sacrifice a green creature: Target land becomes a Forest."', () => {
  it('no duration stated: the Mountain stays a Forest (a permanent effect)', () => {
    const state = board({
      battlefield: [
        { id: 'tm', card: 'Thelonite Monk', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'bob' },
      ],
    });
    const a = ruling({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'tm', ability: 0, targets: ['m1'], sacrifice: ['gb'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'gb')).toBeUndefined();
    expect(a.state.effects).toEqual([expect.objectContaining({ kind: 'set-land-types', subtypes: ['Forest'], duration: 'permanent' })]);
    expect(onField(a, 'm1')?.characteristics).toMatchObject({ subtypes: ['Forest'], abilities: ['{T}: Add {G}.'] });
  });
});
