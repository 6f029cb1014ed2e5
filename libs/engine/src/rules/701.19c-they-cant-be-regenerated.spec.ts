import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 701.8a, 701.19c: "Destroy all green creatures. They can't be regenerated." (Perish), "Destroy each creature with
 * converted mana cost 3 or less. They can't be regenerated." (Consume the Meek): every permanent the instruction
 * destroys is destroyed even with a regeneration shield; without the sentence (Nature's Ruin) the shield replaces it.
 */
const catalog = new InMemoryCatalog(
  [
    'Perish',
    'Consume the Meek',
    "Nature's Ruin",
    'Jokulhaups',
    'Retribution of the Meek',
    'River Boa',
    'Craw Wurm',
    'Savannah Lions',
    'Swamp',
    'Plains',
  ].map(bundledCard),
);
const answer = rulingsWith(catalog);

describe('701.19c: "They can\'t be regenerated." after a "destroy all / each"', () => {
  it.each(['Perish', 'Consume the Meek', 'Jokulhaups', 'Retribution of the Meek'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('"It can\'t be regenerated." after "Destroy all green creatures." names no one object: refused', () => {
    const variant = defineCard({ name: 'Variant', types: ['Sorcery'], text: "Destroy all green creatures. It can't be regenerated." });
    expect(compileCard(variant).support).not.toBe('full');
  });

  it('Perish: a shielded River Boa is destroyed all the same (no regeneration), Savannah Lions (white) stays', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Swamp', 's', 3),
          perm('b1', 'River Boa', 'bob', { regenerationShields: 1 }),
          perm('l1', 'Savannah Lions', 'bob'),
        ],
      },
      { hand: [{ id: 'p1', card: 'Perish' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'p1' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'b1')).toBeUndefined();
    expect(a.state.players[1].graveyard.map((o) => o.id)).toEqual(['b1']);
    expect(onField(a, 'l1')).toBeDefined();
    expect(a.trace.some((t) => t.event === 'regenerate')).toBe(false);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.19c', '701.8a']));
  });

  it("Nature's Ruin (no such sentence): the same River Boa's shield regenerates it (701.19a)", () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 3), perm('b1', 'River Boa', 'bob', { regenerationShields: 1 })] },
      { hand: [{ id: 'n1', card: "Nature's Ruin" }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'n1' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'b1')).toMatchObject({ tapped: true });
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '701.19a', event: 'regenerate', objects: ['b1'] }));
  });

  it('Consume the Meek: the shielded River Boa (mana value 2) is destroyed, Craw Wurm (mana value 6) stays', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Swamp', 's', 5),
          perm('b1', 'River Boa', 'bob', { regenerationShields: 1 }),
          perm('w1', 'Craw Wurm', 'bob'),
        ],
      },
      { hand: [{ id: 'c1', card: 'Consume the Meek' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].graveyard.map((o) => o.id)).toEqual(['b1']);
    expect(onField(a, 'w1')).toBeDefined();
    expect(a.trace.some((t) => t.event === 'regenerate')).toBe(false);
    expect(cited(a)).toContain('701.19c');
  });
});
