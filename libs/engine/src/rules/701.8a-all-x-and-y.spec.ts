import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { passes } from '../testing/actions';
import { ids, perm } from '../testing/spell-cards';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 701.8a, 701.13a, 611.2c: "Destroy all artifacts and enchantments.": "all X and Y" is every permanent that is an X or a
 * Y (as "artifacts, creatures, and lands" is), read only after "all" or "each" (selector grammar, ObjectContext.andList).
 */
const GAINED = ['Purify', 'Devastation', 'Serenity', 'Awakening', "Suleiman's Legacy", "Kalemne's Captain"];
const cat = new InMemoryCatalog([...GAINED, 'Glorious Anthem', 'Sol Ring', 'Grizzly Bears', 'Plains', 'Mountain'].map(bundledCard));
const rule = rulingsWith(cat);
const cast = (card: string) => ({ type: 'cast', player: 'alice', card, targets: [] });

describe('"all X and Y": these cards are understood in full', () => {
  it.each(GAINED)('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('Purify, "Destroy all artifacts and enchantments." (701.8a)', () => {
  const mana = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => perm(id, 'Plains', 'alice'));
  const state = board(
    {
      battlefield: [
        ...mana,
        perm('sr', 'Sol Ring', 'bob'),
        perm('ga', 'Glorious Anthem', 'bob'),
        perm('mine', 'Sol Ring', 'alice'),
        perm('gb', 'Grizzly Bears', 'bob'),
      ],
    },
    { hand: [{ id: 'pu', card: 'Purify' }] },
  );

  it("every artifact and every enchantment, its caster's too, is destroyed; the creature and the lands stay", () => {
    const a = rule({ state, actions: [cast('pu'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[1].graveyard).sort()).toEqual(['ga', 'sr']);
    expect(ids(a.state.players[0].graveyard)).toEqual(expect.arrayContaining(['mine', 'pu']));
    expect(a.state.battlefield.map((o) => o.id).sort()).toEqual(['gb', ...mana.map((m) => m.id as string)].sort());
    expect(cited(a)).toContain('701.8a');
  });
});

describe('Devastation, "Destroy all creatures and lands." (701.8a)', () => {
  const mana = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'].map((id) => perm(id, 'Mountain', 'alice'));
  const state = board(
    { battlefield: [...mana, perm('gb', 'Grizzly Bears', 'bob'), perm('pl', 'Plains', 'bob'), perm('sr', 'Sol Ring', 'bob')] },
    { hand: [{ id: 'dv', card: 'Devastation' }] },
  );

  it("the creature and every land, the caster's tapped ones too, are destroyed; the artifact stays", () => {
    const a = rule({ state, actions: [cast('dv'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[1].graveyard).sort()).toEqual(['gb', 'pl']);
    expect(ids(a.state.players[0].graveyard).sort()).toEqual(['dv', ...mana.map((m) => m.id as string)].sort());
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['sr']);
  });
});

describe('near variants stay refused', () => {
  const variant = (text: string) =>
    compileCard(defineCard({ name: 'Variant', manaCost: '{3}{W}', colors: ['W'], types: ['Sorcery'], text })).support;
  it('a noun after two heads joined by "and" (does "tokens" reach the artifacts?) is not read', () => {
    expect(variant('Destroy all artifacts and creature tokens.')).not.toBe('full');
  });
  it('"with flying" after two heads joined by "and" is not read', () => {
    expect(variant('Exile all artifacts and creatures with flying.')).not.toBe('full');
  });
  it('"target artifact and enchantment" is no set named at once (115.1: targets are each said "target")', () => {
    expect(variant('Destroy target artifact and enchantment.')).not.toBe('full');
  });
});
