import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, ISLAND, ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 702.119 emerge, on real cards (current Oracle text, from the bundled catalog). */
const GRYFF = bundledCard('Wretched Gryff'); // {7} 3/4 flying; Emerge {5}{U}; when you cast it, draw a card
const CRAW_WURM = bundledCard('Craw Wurm'); // {4}{G}{G} 6/4: mana value 6
const catalog = new InMemoryCatalog([GRYFF, CRAW_WURM, GRIZZLY_BEARS, ISLAND]);
const answer = rulingsWith(catalog);

const emerge = (sacrifice?: string[]) => ({
  type: 'cast',
  player: 'alice',
  card: 'w',
  alternativeCost: 'emerge',
  ...(sacrifice ? { sacrifice } : {}),
});
const start = (islands: number, more: Record<string, unknown>[] = []) =>
  board(
    { battlefield: [...lands('Island', 'i', islands), perm('g', 'Grizzly Bears', 'alice'), perm('bb', 'Grizzly Bears', 'bob'), ...more] },
    { hand: [{ id: 'w', card: 'Wretched Gryff' }], library: { count: 5 } },
  );

describe('702.119 emerge', () => {
  it('is understood: an alternative cost', () => {
    expect(compileCard(GRYFF).support).toBe('full');
    expect(compileCard(GRYFF).abilities).toContainEqual({
      kind: 'alternativeCost',
      keyword: 'emerge',
      cost: '{5}{U}',
      text: 'Emerge {5}{U}',
    });
  });

  it('702.119a: sacrificing Grizzly Bears (mana value 2), Wretched Gryff costs {3}{U}; its cast trigger draws a card', () => {
    const a = answer({ state: start(4), actions: [emerge(['g']), ...passes(2), ...passes(2)] });
    expect(a.legal).toBe(true);
    const texts = a.trace.map((t) => t.text);
    expect(texts).toContainEqual(expect.stringContaining('the emerge cost {5}{U}'));
    expect(texts).toContainEqual(expect.stringContaining('Grizzly Bears (g), sacrificed for emerge: its mana value 2'));
    expect(a.trace.find((t) => t.rule === '601.2f' && t.text.includes('total cost'))?.text).toContain('{3}{U}');
    expect(onField(a, 'g')).toBeUndefined();
    expect(ids(a.state.players[0].graveyard)).toEqual(['g']);
    expect(onField(a, 'w')).toBeDefined();
    expect(a.state.players[0].hand).toEqual({ count: 1 });
    expect(a.state.players[0].library).toEqual({ count: 4 });
    expect(cited(a)).toEqual(expect.arrayContaining(['702.119a', '701.21a']));
  });

  it('118.7a: the reduction takes off generic mana only: sacrificing Craw Wurm (6), the Gryff costs {U}', () => {
    const a = answer({ state: start(1, [perm('cw', 'Craw Wurm', 'alice')]), action: emerge(['cw']) });
    expect(a.legal).toBe(true);
    expect(a.trace.find((t) => t.rule === '601.2f' && t.text.includes('total cost'))?.text).toContain('{U}');
    expect(ids(a.state.players[0].graveyard)).toEqual(['cw']);
  });

  it("702.119a: illegal emerge casts: no creature named, bob's creature, a land, too little mana", () => {
    const none = answer({ state: start(4), action: emerge() });
    expect(none.violations[0]).toMatchObject({ code: 'SACRIFICE_REQUIRED' });
    const theirs = answer({ state: start(4), action: emerge(['bb']) });
    expect(theirs.violations[0]).toMatchObject({ code: 'CANNOT_SACRIFICE', rule: '701.21a' });
    const land = answer({ state: start(4), action: emerge(['i1']) });
    expect(land.violations[0]).toMatchObject({ code: 'CANNOT_SACRIFICE', rule: '118.3' });
    const poor = answer({ state: start(3), action: emerge(['g']) });
    expect(poor.legal).toBe(false);
    expect(poor.violations[0].rule).toMatch(/^601\.2[gh]$/);
    // Nothing was sacrificed by a refused cast.
    expect(ids(poor.state.players[0].graveyard)).toEqual([]);
  });

  it('118.9: legal actions list one emerge cast per creature alice could sacrifice', () => {
    const listed = legalActionsFor(start(4), catalog);
    const casts = listed.ok ? listed.value.actions.map((a) => a.action) : [];
    expect(casts).toContainEqual(emerge(['g']));
    expect(casts).not.toContainEqual(emerge(['bb']));
  });
});
