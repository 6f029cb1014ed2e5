import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { DIVINATION, GRIZZLY_BEARS, ISLAND, LIGHTNING_BOLT, ids, lands } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/** 702.53 transmute, on real cards (current Oracle text, from the bundled catalog). */
const MUDDLE = bundledCard('Muddle the Mixture'); // {U}{U}: counter target instant or sorcery spell; Transmute {1}{U}{U}
const catalog = new InMemoryCatalog([MUDDLE, GRIZZLY_BEARS, ISLAND, LIGHTNING_BOLT, DIVINATION]);
const answer = rulingsWith(catalog);

const names = (zone: unknown) => (zone as { card?: unknown }[]).map((o) => (typeof o.card === 'string' ? o.card : 'other'));
const LIBRARY = ['Lightning Bolt', 'Grizzly Bears', 'Divination', 'Island'];
const transmute = { type: 'activate', player: 'alice', source: 'mm', ability: 0 };
const start = (islands = 3, more: Record<string, unknown> = {}) =>
  board({ battlefield: lands('Island', 'i', islands), ...more }, { hand: [{ id: 'mm', card: 'Muddle the Mixture' }], library: LIBRARY });
const choose = (a: { decision: { id: string } | null }, choice: string[]) => ({
  type: 'choose',
  player: 'alice',
  decision: a.decision?.id,
  choice,
});

describe('702.53 transmute', () => {
  it('is understood: an activated ability from the hand, its search for the same mana value', () => {
    expect(compileCard(MUDDLE).support).toBe('full');
    expect(compileCard(MUDDLE).abilities).toContainEqual(
      expect.objectContaining({
        kind: 'activated',
        fromHand: true,
        sorcerySpeed: true,
        cost: { tap: false, mana: '{1}{U}{U}', discardSelf: true },
      }),
    );
  });

  it('702.53a: Muddle the Mixture (mana value 2) is discarded for {1}{U}{U}: only Grizzly Bears (2) may be found; it goes to the hand', () => {
    const a = answer({ state: start(), actions: [transmute, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(names(a.state.players[0].graveyard)).toEqual(['Muddle the Mixture']);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseSearch', rule: '701.23a', options: ['alice.library.1'] });
    const found = answer({ state: a.state, action: choose(a, ['alice.library.1']) });
    expect(found.violations).toEqual([]);
    expect(names(found.state.players[0].hand)).toEqual(['Grizzly Bears']);
    expect([...names(found.state.players[0].library)].sort()).toEqual(['Divination', 'Island', 'Lightning Bolt']);
    expect(cited(found)).toEqual(expect.arrayContaining(['701.23a', '701.24a']));
  });

  it('702.53a: a card of another mana value (Divination, 3) cannot be the one found', () => {
    const a = answer({ state: start(), actions: [transmute, ...passes(2)] });
    const wrong = answer({ state: a.state, action: choose(a, ['alice.library.2']) });
    expect(wrong.legal).toBe(false);
  });

  it("702.53a: illegal activations: as an instant (bob's turn), without {1}{U}{U}", () => {
    const bobs = answer({
      state: start(3, { turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' } }),
      action: transmute,
    });
    expect(bobs.legal).toBe(false);
    expect(bobs.violations[0].rule).toMatch(/^307|^602\.5d|^117/);
    const poor = answer({ state: start(2), action: transmute });
    expect(poor.legal).toBe(false);
    expect(ids(poor.state.players[0].graveyard)).toEqual([]);
  });
});
