import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, MOUNTAIN, MURDER, SWAMP, ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 701.37 monstrosity, on real cards (current Oracle text, from the bundled catalog). */
const CYCLOPS = bundledCard('Ill-Tempered Cyclops'); // {3}{R} 3/3 Trample; {5}{R}: Monstrosity 3.
const GORGON = bundledCard('Keepsake Gorgon'); // {3}{B}{B} 2/5 Deathtouch; {5}{B}{B}: Monstrosity 1; becomes monstrous: destroy target non-Gorgon creature an opponent controls
const catalog = new InMemoryCatalog([CYCLOPS, GORGON, GRIZZLY_BEARS, MOUNTAIN, SWAMP, MURDER]);
const answer = rulingsWith(catalog);
const activate = (source: string) => ({ type: 'activate', player: 'alice', source, ability: 0 });

describe('701.37 monstrosity', () => {
  it('is understood: an activated ability whose effect is the keyword action; "When CARDNAME becomes monstrous" a trigger', () => {
    expect(compileCard(CYCLOPS).support).toBe('full');
    expect(compileCard(CYCLOPS).abilities).toContainEqual(
      expect.objectContaining({ kind: 'activated', effects: [{ kind: 'monstrosity', n: 3 }] }),
    );
    expect(compileCard(GORGON).support).toBe('full');
    expect(compileCard(GORGON).abilities).toContainEqual(
      expect.objectContaining({ kind: 'triggered', trigger: { event: 'becomesMonstrous', who: 'self' } }),
    );
    // 701.37c: "Monstrosity X" (X remembered by other abilities) stays refused.
    expect(compileCard(bundledCard('Polukranos, World Eater')).unsupported).toContain('{X}{X}{G}: Monstrosity X.');
  });

  it('701.37a: Ill-Tempered Cyclops gets three +1/+1 counters and becomes monstrous', () => {
    const state = board({ battlefield: [...lands('Mountain', 'r', 6), perm('c', 'Ill-Tempered Cyclops', 'alice')] });
    const a = answer({ state, actions: [activate('c'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'c')).toMatchObject({ counters: { '+1/+1': 3 }, monstrous: true });
    expect(onField(a, 'c')?.characteristics).toMatchObject({ power: 6, toughness: 6 });
    expect(cited(a)).toContain('701.37a');
    expect(a.events).toContainEqual({ type: 'becameMonstrous', object: 'c' });
  });

  it('701.37a: already monstrous, activating it again does nothing', () => {
    const state = board({
      battlefield: [
        ...lands('Mountain', 'r', 6),
        perm('c', 'Ill-Tempered Cyclops', 'alice', { counters: { '+1/+1': 3 }, monstrous: true }),
      ],
    });
    const a = answer({ state, actions: [activate('c'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'c')).toMatchObject({ counters: { '+1/+1': 3 }, monstrous: true });
    expect(a.events.filter((e) => e.type === 'becameMonstrous')).toEqual([]);
  });

  it("701.37b, 603.2: Keepsake Gorgon becomes monstrous: its trigger destroys a creature of bob's", () => {
    const state = board({
      battlefield: [...lands('Swamp', 's', 7), perm('g', 'Keepsake Gorgon', 'alice'), perm('b', 'Grizzly Bears', 'bob')],
    });
    const a = answer({ state, actions: [activate('g'), ...passes(2)] });
    expect(onField(a, 'g')).toMatchObject({ monstrous: true, counters: { '+1/+1': 1 } });
    // 603.3d: its only legal target is chosen as it is put on the stack.
    const targeted = a;
    expect(targeted.state.stack).toEqual([
      expect.objectContaining({ ability: expect.objectContaining({ source: 'g', triggered: true }), targets: ['b'] }),
    ]);
    const done = answer({ state: targeted.state, actions: passes(2) });
    expect(ids(done.state.players[1].graveyard)).toEqual(['b']);
  });

  it('603.2: already monstrous, Keepsake Gorgon does not become monstrous again: nothing triggers', () => {
    const state = board({
      battlefield: [
        ...lands('Swamp', 's', 7),
        perm('g', 'Keepsake Gorgon', 'alice', { monstrous: true }),
        perm('b', 'Grizzly Bears', 'bob'),
      ],
    });
    const a = answer({ state, actions: [activate('g'), ...passes(2)] });
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'b')).toBeDefined();
  });

  it('400.7: killed in response, the Cyclops does not become monstrous; in the graveyard it is not', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'r', 6), perm('c', 'Ill-Tempered Cyclops', 'alice'), ...lands('Swamp', 's', 3, 'bob')] },
      {},
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    const a = answer({
      state,
      actions: [
        activate('c'),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'm', targets: ['c'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(ids(a.state.players[0].graveyard)).toEqual(['c']);
    expect(a.state.players[0].graveyard[0]).not.toHaveProperty('monstrous');
    expect(a.events.filter((e) => e.type === 'becameMonstrous')).toEqual([]);
    expect(a.state.stack).toEqual([]);
  });
});
