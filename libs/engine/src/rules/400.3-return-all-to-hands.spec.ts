import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { passes } from '../testing/actions';
import { ids, perm } from '../testing/spell-cards';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 400.3, 608.2c: "Return all creatures to their owners' hands." (and the older "to their owner's hand"): every permanent
 * the phrase describes as it resolves goes to its owner's hand, as "Return each ... to its owner's hand" does.
 */
const GAINED = ['Evacuation', 'Reduce to Dreams', 'Sunder', 'Rebuild', 'Hibernation', 'Upheaval', 'Inundate', 'Aetherize', 'Retract'];
const cat = new InMemoryCatalog([...GAINED, 'Glorious Anthem', 'Sol Ring', 'Grizzly Bears', 'Island'].map(bundledCard));
const rule = rulingsWith(cat);
const cast = (card: string) => ({ type: 'cast', player: 'alice', card, targets: [] });

describe('"Return all ... to their owners\' hands": these cards are understood in full', () => {
  it.each(GAINED)('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('Evacuation and Reduce to Dreams (bundled catalog)', () => {
  const mana = ['i1', 'i2', 'i3', 'i4', 'i5'].map((id) => perm(id, 'Island', 'alice'));
  const field = [
    perm('mine', 'Grizzly Bears', 'alice'),
    perm('gb', 'Grizzly Bears', 'bob'),
    perm('sr', 'Sol Ring', 'bob'),
    perm('ga', 'Glorious Anthem', 'bob'),
  ];

  it("Evacuation: every creature goes to its owner's hand; the artifact, the enchantment and the lands stay", () => {
    const state = board({ battlefield: [...mana, ...field] }, { hand: [{ id: 'ev', card: 'Evacuation' }] });
    const a = rule({ state, actions: [cast('ev'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[0].hand)).toEqual(['mine']);
    expect(ids(a.state.players[1].hand)).toContain('gb');
    expect(a.state.battlefield.map((o) => o.id).sort()).toEqual(['ga', 'sr', ...mana.map((m) => m.id as string)].sort());
    expect(cited(a)).toContain('608.2c');
  });

  it('Reduce to Dreams, "all artifacts and enchantments": those two go back, the creatures stay', () => {
    const state = board({ battlefield: [...mana, ...field] }, { hand: [{ id: 'rd', card: 'Reduce to Dreams' }] });
    const a = rule({ state, actions: [cast('rd'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[1].hand)).toEqual(expect.arrayContaining(['ga', 'sr']));
    expect(ids(a.state.players[1].hand)).not.toContain('gb');
    expect(a.state.battlefield.map((o) => o.id)).toEqual(expect.arrayContaining(['mine', 'gb']));
  });
});

describe('near variants stay refused', () => {
  const variant = (text: string) =>
    compileCard(defineCard({ name: 'Variant', manaCost: '{3}{U}', colors: ['U'], types: ['Sorcery'], text })).support;
  it('"to your hand" (not their owners\') is not read', () => {
    expect(variant('Return all creatures you control to your hand.')).not.toBe('full');
  });
  it('"to the top of their owners\' libraries" is not read', () => {
    expect(variant("Return all creatures to the top of their owners' libraries.")).not.toBe('full');
  });
});
