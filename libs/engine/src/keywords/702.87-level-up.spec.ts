import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { PLAINS, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 702.87 level up, on real cards (current Oracle text, from the bundled catalog). */
const STUDENT = bundledCard('Student of Warfare'); // {W} 1/1; Level up {W}; LEVEL 2-6 3/3 First strike; LEVEL 7+ 4/4 Double strike
const ESCORT = bundledCard('Caravan Escort'); // {W} 1/1; Level up {2}; LEVEL 1-4 2/2; LEVEL 5+ 5/5 First strike
const catalog = new InMemoryCatalog([STUDENT, ESCORT, PLAINS]);
const answer = rulingsWith(catalog);
const levelUp = (source: string, player = 'alice') => ({ type: 'activate', player, source, ability: 0 });

describe('702.87 level up', () => {
  it('702.87a: is understood: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."', () => {
    expect(compileCard(STUDENT).abilities[0]).toEqual({
      kind: 'activated',
      cost: { tap: false, mana: '{W}' },
      targets: [],
      effects: [{ kind: 'counters', counter: 'level', n: 1, objects: { kind: 'source' }, rule: '702.87a' }],
      sorcerySpeed: true,
      text: 'Level up {W}',
    });
    expect(compileCard(ESCORT).abilities[0]).toMatchObject({ kind: 'activated', cost: { mana: '{2}' }, sorcerySpeed: true });
  });

  it('702.87a: in its main phase, Student of Warfare levels up: a level counter on it once the ability resolves', () => {
    const state = board({ battlefield: [...lands('Plains', 'p', 1), perm('s', 'Student of Warfare', 'alice')] });
    const a = answer({ state, actions: [levelUp('s'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 's')?.counters).toEqual({ level: 1 });
    expect(onField(a, 'p1')?.tapped).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '702.87a']));
    // 711.5: one counter is below the first striation's 2: still the uppermost box, 1/1.
    expect(onField(a, 's')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
  });

  it('702.87a, 711.4: the ability works at any level: a sixth counter makes a seventh, Caravan Escort at four gets a fifth', () => {
    const state = board({
      battlefield: [
        ...lands('Plains', 'p', 3),
        perm('s', 'Student of Warfare', 'alice', { counters: { level: 6 } }),
        perm('e', 'Caravan Escort', 'alice', { counters: { level: 4 } }),
      ],
    });
    const a = answer({ state, actions: [levelUp('s'), ...passes(2), levelUp('e'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 's')?.counters).toEqual({ level: 7 });
    expect(onField(a, 'e')?.counters).toEqual({ level: 5 });
    expect(onField(a, 's')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(onField(a, 'e')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
  });

  it("702.87a, 602.5d: not at instant speed: on the opponent's turn, or with the ability already on the stack", () => {
    const theirs = board({
      battlefield: [...lands('Plains', 'p', 2), perm('s', 'Student of Warfare', 'alice')],
      turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' },
    });
    const a = answer({ state: theirs, action: levelUp('s') });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'SORCERY_SPEED', rule: '602.5d' })]);
    const mine = board({ battlefield: [...lands('Plains', 'p', 2), perm('s', 'Student of Warfare', 'alice')] });
    const stacked = answer({ state: mine, actions: [levelUp('s'), levelUp('s')] });
    expect(stacked.legal).toBe(false);
    expect(stacked.violations).toEqual([expect.objectContaining({ code: 'SORCERY_SPEED', rule: '602.5d' })]);
    const combat = answer({
      state: board({
        battlefield: [...lands('Plains', 'p', 1), perm('s', 'Student of Warfare', 'alice')],
        turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
      }),
      action: levelUp('s'),
    });
    expect(combat.violations).toEqual([expect.objectContaining({ code: 'SORCERY_SPEED', rule: '602.5d' })]);
  });

  it("702.87a: its cost must be paid: one Plains is not enough for Caravan Escort's {2}", () => {
    const state = board({ battlefield: [...lands('Plains', 'p', 1), perm('e', 'Caravan Escort', 'alice')] });
    const a = answer({ state, action: levelUp('e') });
    expect(a.legal).toBe(false);
    expect(onField(a, 'e')?.counters ?? {}).toEqual({});
  });

  it("702.87a: legal actions offer level up in the main phase with mana, not on the opponent's turn", () => {
    const mine = board({ battlefield: [...lands('Plains', 'p', 1), perm('s', 'Student of Warfare', 'alice')] });
    const listed = legalActionsFor(mine, catalog);
    const offered = (listed.ok ? listed.value.actions.map((x) => x.action) : []).filter((x) => x.type === 'activate');
    expect(offered).toContainEqual(expect.objectContaining(levelUp('s')));
    const theirs = board({
      battlefield: [...lands('Plains', 'p', 1), perm('s', 'Student of Warfare', 'alice')],
      turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' },
    });
    const none = legalActionsFor(theirs, catalog);
    expect((none.ok ? none.value.actions.map((x) => x.action) : []).filter((x) => x.type === 'activate' && x.source === 's')).toEqual([]);
  });
});
