import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/**
 * 701.27 transform and 712 double-faced cards, on real cards of the bundled catalog: a permanent
 * that transforms is the same object (712.18) with its back face's characteristics (712.8e) and its
 * front face's mana value; the board names it by its front face with "transformed": true.
 */
const NAMES = [
  'Thraben Gargoyle', // {1} 2/2 Defender; {6}: Transform Thraben Gargoyle. (back: Stonewing Antagonizer, 4/2 Flying)
  'Stonewing Antagonizer',
  'Vildin-Pack Outcast', // {4}{R} 4/4 Trample; {R}: +1/-1; {5}{R}{R}: Transform. (back: Dronepack Kindred)
  'Dronepack Kindred',
];
const CARDS = NAMES.map(bundledCard);
const OTHERS = [
  'Ravenous Demon',
  'Archdemon of Greed',
  'Elite Vanguard',
  'Glorious Anthem',
  'Grizzly Bears',
  'Smother',
  'Clone',
  'Plains',
  'Swamp',
  'Mountain',
].map(bundledCard);
const catalog = new InMemoryCatalog([...CARDS, ...OTHERS]);
const answer = rulingsWith(catalog);
const transformGargoyle = (source = 'g') => ({ type: 'activate', player: 'alice', source, ability: 0 });

describe('701.27a, 712.18: "{6}: Transform Thraben Gargoyle."', () => {
  it('both faces are understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
  });

  it('it transforms: the same object, its counter and Glorious Anthem still apply, the back face is up (712.8e)', () => {
    const state = board({
      battlefield: [
        perm('g', 'Thraben Gargoyle', 'alice', { counters: { '+1/+1': 1 } }),
        perm('ga', 'Glorious Anthem', 'alice'),
        ...lands('Plains', 'p', 6),
      ],
    });
    const a = answer({ state, actions: [transformGargoyle(), ...passes(2)] });
    expect(a.legal).toBe(true);
    const g = onField(a, 'g');
    expect(g).toMatchObject({ card: 'Thraben Gargoyle', transformed: true, counters: { '+1/+1': 1 } });
    // Stonewing Antagonizer 4/2 flying, +1/+1 from the counter and +1/+1 from the anthem; no defender.
    expect(g?.characteristics).toMatchObject({ name: 'Stonewing Antagonizer', power: 6, toughness: 4 });
    expect(g?.characteristics?.abilities).toContain('Flying');
    expect(g?.characteristics?.abilities).not.toContain('Defender');
    expect(cited(a)).toEqual(expect.arrayContaining(['701.27a', '712.18']));
  });

  it('the board round-trips: "transformed": true reads the back face, and is written back', () => {
    const state = board({ battlefield: [perm('g', 'Thraben Gargoyle', 'alice', { transformed: true })] });
    const a = answer({ state, actions: [] });
    const g = onField(a, 'g');
    expect(g).toMatchObject({ card: 'Thraben Gargoyle', transformed: true });
    expect(g?.characteristics).toMatchObject({ name: 'Stonewing Antagonizer', power: 4, toughness: 2 });
    // A permanent with its front face up is written without the field.
    const front = answer({ state: board({ battlefield: [perm('g', 'Thraben Gargoyle', 'alice')] }), actions: [] });
    expect(onField(front, 'g')).not.toHaveProperty('transformed');
  });

  it("712.8e: once transformed it has only its back face's abilities: the transform ability cannot be activated", () => {
    const state = board({ battlefield: [perm('g', 'Thraben Gargoyle', 'alice', { transformed: true }), ...lands('Plains', 'p', 6)] });
    const a = answer({ state, actions: [transformGargoyle(), ...passes(2)] });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'NO_SUCH_ABILITY', rule: '602.1' });
    expect(onField(a, 'g')).toMatchObject({ transformed: true });
  });

  it('701.27c, 712.9: a Clone copying Thraben Gargoyle is not a double-faced card: its transform does nothing', () => {
    const state = board({
      battlefield: [perm('c', 'Clone', 'alice', { copyOf: 'Thraben Gargoyle' }), ...lands('Plains', 'p', 6)],
    });
    const a = answer({ state, actions: [transformGargoyle('c'), ...passes(2)] });
    expect(a.legal).toBe(true);
    const c = onField(a, 'c');
    expect(c).not.toHaveProperty('transformed');
    expect(c?.characteristics).toMatchObject({ name: 'Thraben Gargoyle', power: 2, toughness: 2 });
    expect(cited(a)).toContain('701.27c');
    expect(cited(a)).not.toContain('701.27a');
  });
});

describe('a back face the engine does not understand is refused, never played blank', () => {
  it('Ravenous Demon is understood, its back face Archdemon of Greed is not', () => {
    expect(compileCard(bundledCard('Ravenous Demon')).support).toBe('full');
    expect(compileCard(bundledCard('Archdemon of Greed')).support).toBe('partial');
  });

  it('transforming Ravenous Demon (sacrificing a Human) is refused as UNSUPPORTED_CARD, naming the back face', () => {
    const state = board({ battlefield: [perm('d', 'Ravenous Demon', 'alice'), perm('h', 'Elite Vanguard', 'alice')] });
    const out = adjudicate(
      { state, actions: [{ type: 'activate', player: 'alice', source: 'd', ability: 0, sacrifice: ['h'] }, ...passes(2)] },
      catalog,
    );
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });

  it('a transformed Ravenous Demon on the board is refused as UNSUPPORTED_CARD', () => {
    const out = adjudicate(
      { state: board({ battlefield: [perm('d', 'Ravenous Demon', 'alice', { transformed: true })] }), actions: [] },
      catalog,
    );
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });
});

describe("712.8e: a transformed permanent's mana value is its front face's", () => {
  it('Smother (converted mana cost 3 or less) cannot target a transformed Vildin-Pack Outcast ({4}{R}: 5)', () => {
    const state = board(
      { battlefield: [perm('v', 'Vildin-Pack Outcast', 'bob', { transformed: true }), ...lands('Swamp', 's', 2)] },
      { hand: [{ id: 'h', card: 'Smother' }] },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'h', targets: ['v'] } });
    expect(a.legal).toBe(false);
    expect(onField(a, 'v')?.characteristics).toMatchObject({ name: 'Dronepack Kindred' });
  });

  it('Smother can target a transformed Thraben Gargoyle ({1}: 1) and destroys it', () => {
    const state = board(
      { battlefield: [perm('g', 'Thraben Gargoyle', 'bob', { transformed: true }), ...lands('Swamp', 's', 2)] },
      { hand: [{ id: 'h', card: 'Smother' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'h', targets: ['g'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'g')).toBeUndefined();
  });
});

describe('712.8a, 701.27c: board refusals', () => {
  const refusal = (battlefield: unknown[]) => {
    const out = adjudicate({ state: board({ battlefield }), actions: [] }, catalog);
    expect(out.kind).toBe('invalid');
    return out.kind === 'invalid' ? out.errors : [];
  };

  it('a transformed Grizzly Bears: 422 NOT_DOUBLE_FACED (701.27c)', () => {
    expect(refusal([perm('b', 'Grizzly Bears', 'alice', { transformed: true })])).toEqual([
      expect.objectContaining({ code: 'NOT_DOUBLE_FACED', rule: '701.27c', path: 'state.battlefield[0].transformed' }),
    ]);
  });

  it('a back face named as the card: BACK_FACE (712.8a: name it by its front face)', () => {
    expect(refusal([perm('g', 'Stonewing Antagonizer', 'alice')])).toEqual([
      expect.objectContaining({ code: 'BACK_FACE', rule: '712.8a', path: 'state.battlefield[0].card' }),
    ]);
  });

  it('"transformed" must be a boolean (400 naming the field)', () => {
    expect(refusal([perm('g', 'Thraben Gargoyle', 'alice', { transformed: 'yes' })])).toEqual([
      expect.objectContaining({ kind: 'shape', path: 'state.battlefield[0].transformed' }),
    ]);
  });
});
