import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { passes } from '../testing/actions';
import { ids, perm } from '../testing/spell-cards';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { legalActionsFor } from '../legal-actions';

/**
 * 115.1, 601.2c, 608.2b: "CARDNAME deals 3 damage to each of two target creatures." (Jagged Lightning): two targets of
 * one word, each dealt the whole amount, as "two target creatures" is read.
 */
const GAINED = ['Jagged Lightning', 'Swelter', 'Dual Shot', 'Travel Preparations', 'Reap What Is Sown'];
const cat = new InMemoryCatalog([...GAINED, 'Grizzly Bears', 'Hill Giant', 'Mountain'].map(bundledCard));
const rule = rulingsWith(cat);
const cast = (targets: string[]) => ({ type: 'cast', player: 'alice', card: 'jl', targets });

describe('"each of two target creatures": these cards are understood in full', () => {
  it.each(GAINED)('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('Jagged Lightning, "deals 3 damage to each of two target creatures."', () => {
  const mana = ['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => perm(id, 'Mountain', 'alice'));
  const state = board(
    { battlefield: [...mana, perm('gb', 'Grizzly Bears', 'bob'), perm('hg', 'Hill Giant', 'bob')] },
    { hand: [{ id: 'jl', card: 'Jagged Lightning' }] },
  );

  it('each of the two targets is dealt 3 damage: both die (704.5g)', () => {
    const a = rule({ state, actions: [cast(['gb', 'hg']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[1].graveyard).sort()).toEqual(['gb', 'hg']);
    expect(cited(a)).toContain('704.5g');
  });

  it('115.3: legal actions offer it with two different creatures as its example targets, both listed as options', () => {
    const listed = legalActionsFor(state, cat);
    if (!listed.ok) throw new Error('legal actions refused the board');
    const offer = listed.value.actions.find((x) => x.action.type === 'cast' && (x.action as { card?: string }).card === 'jl');
    expect((offer?.action as { targets?: string[] } | undefined)?.targets?.slice().sort()).toEqual(['gb', 'hg']);
    const played = rule({ state, actions: [offer!.action as Record<string, unknown>, ...passes(2)] });
    expect(played.violations).toEqual([]);
  });

  it('601.2c: two targets are required; one is not enough', () => {
    const a = rule({ state, action: cast(['gb']) });
    expect(a.violations.length).toBeGreaterThan(0);
  });
});

describe('near variants stay refused', () => {
  const variant = (text: string) =>
    compileCard(defineCard({ name: 'Variant', manaCost: '{3}{R}', colors: ['R'], types: ['Sorcery'], text })).support;
  it('a later sentence about "those creatures" is not read with two targets', () => {
    expect(variant("Variant deals 3 damage to each of two target creatures. Those creatures can't block this turn.")).not.toBe('full');
  });
  it('"each of two target creatures and/or players" is not read', () => {
    expect(variant('Variant deals 3 damage to each of two target creatures and/or players.')).not.toBe('full');
  });
});
