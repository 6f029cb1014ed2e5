import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { PLAINS, SWAMP, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 702.107 outlast, on real cards (current Oracle text, from the bundled catalog). */
const PATROL = bundledCard('Salt Road Patrol'); // {3}{W} 2/5; Outlast {1}{W}
const ANCESTOR = bundledCard('Disowned Ancestor'); // {B} 0/4; Outlast {1}{B}
const catalog = new InMemoryCatalog([PATROL, ANCESTOR, PLAINS, SWAMP]);
const answer = rulingsWith(catalog);
const outlast = (source: string, player = 'alice') => ({ type: 'activate', player, source, ability: 0 });

describe('702.107 outlast', () => {
  it('702.107a: is understood: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."', () => {
    expect(compileCard(PATROL).support).toBe('full');
    expect(compileCard(PATROL).abilities[0]).toEqual({
      kind: 'activated',
      cost: { tap: true, mana: '{1}{W}' },
      targets: [],
      effects: [{ kind: 'counters', counter: '+1/+1', n: 1, objects: { kind: 'source' }, rule: '702.107a' }],
      sorcerySpeed: true,
      text: 'Outlast {1}{W}',
    });
    expect(compileCard(ANCESTOR).support).toBe('full');
  });

  it('702.107a: in its main phase, Salt Road Patrol outlasts: it taps, and gets a +1/+1 counter as the ability resolves', () => {
    const state = board({ battlefield: [...lands('Plains', 'p', 2), perm('s', 'Salt Road Patrol', 'alice')] });
    const a = answer({ state, actions: [outlast('s'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 's')).toMatchObject({ tapped: true, counters: { '+1/+1': 1 } });
    expect(onField(a, 'p1')?.tapped).toBe(true);
    expect(onField(a, 'p2')?.tapped).toBe(true);
    expect(onField(a, 's')?.characteristics).toMatchObject({ power: 3, toughness: 6 });
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '702.107a']));
  });

  it('702.107a: a counter more each time: Disowned Ancestor with two counters gets a third (black mana for {1}{B})', () => {
    const state = board({
      battlefield: [...lands('Swamp', 'w', 2), perm('d', 'Disowned Ancestor', 'alice', { counters: { '+1/+1': 2 } })],
    });
    const a = answer({ state, actions: [outlast('d'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'd')?.counters).toEqual({ '+1/+1': 3 });
    expect(onField(a, 'd')?.characteristics).toMatchObject({ power: 3, toughness: 7 });
    const wrong = board({ battlefield: [...lands('Plains', 'p', 2), perm('d', 'Disowned Ancestor', 'alice')] });
    expect(answer({ state: wrong, action: outlast('d') }).legal).toBe(false);
  });

  it("702.107a, 602.5d: only as a sorcery: not on the opponent's turn, nor in combat", () => {
    const theirs = board({
      battlefield: [...lands('Plains', 'p', 2), perm('s', 'Salt Road Patrol', 'alice')],
      turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' },
    });
    const a = answer({ state: theirs, action: outlast('s') });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'SORCERY_SPEED', rule: '602.5d' })]);
    const combat = board({
      battlefield: [...lands('Plains', 'p', 2), perm('s', 'Salt Road Patrol', 'alice')],
      turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
    });
    expect(answer({ state: combat, action: outlast('s') }).violations).toEqual([expect.objectContaining({ code: 'SORCERY_SPEED' })]);
  });

  it('702.107a, 302.6: the {T} of its cost: not while tapped, nor with summoning sickness; the mana must be paid', () => {
    const tapped = board({ battlefield: [...lands('Plains', 'p', 2), perm('s', 'Salt Road Patrol', 'alice', { tapped: true })] });
    const a = answer({ state: tapped, action: outlast('s') });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ALREADY_TAPPED' })]);
    const sick = board({ battlefield: [...lands('Plains', 'p', 2), perm('s', 'Salt Road Patrol', 'alice', { summoningSick: true })] });
    const b = answer({ state: sick, action: outlast('s') });
    expect(b.legal).toBe(false);
    expect(b.violations).toEqual([expect.objectContaining({ code: 'SUMMONING_SICK', rule: '302.6' })]);
    const poor = board({ battlefield: [...lands('Plains', 'p', 1), perm('s', 'Salt Road Patrol', 'alice')] });
    const c = answer({ state: poor, action: outlast('s') });
    expect(c.legal).toBe(false);
    expect(onField(c, 's')?.counters ?? {}).toEqual({});
  });
});
