import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { adjudicate } from '../adjudicate';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 701.20a: "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and
 * the rest on the bottom of your library in a random order." (Ajani, Valiant Protector +1), and 107.3a, 608.2h: "Put X
 * +1/+1 counters on target creature, where X is your life total." (its −11), on real cards of the bundled catalog.
 */
const catalog = new InMemoryCatalog(
  ['Ajani, Valiant Protector', 'Grizzly Bears', 'Hill Giant', 'Island', 'Mountain', 'Lightning Bolt'].map(bundledCard),
);
const answer = rulingsWith(catalog);
const line = (cost: string) =>
  bundledCard('Ajani, Valiant Protector')
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const ajani = (loyalty: number) => ({ id: 'a1', card: 'Ajani, Valiant Protector', controller: 'alice', counters: { loyalty } });
const names = (cards: unknown[]) => cards.map((c) => (c as { card: string }).card);

describe('Ajani, Valiant Protector', () => {
  it('is understood in full', () => {
    expect(compileCard(bundledCard('Ajani, Valiant Protector')).support).toBe('full');
  });

  it('606.4, 701.20a: +1 reveals down to the first creature card, which goes to the hand; the others to the bottom', () => {
    const a = answer({
      state: board({ battlefield: [ajani(4)] }, { library: ['Island', 'Lightning Bolt', 'Grizzly Bears', 'Hill Giant', 'Mountain'] }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: line('+1') }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 5 }, loyaltyActivated: true });
    expect(names(a.state.players[0].hand as unknown[])).toEqual(['Grizzly Bears']);
    const library = names(a.state.players[0].library as unknown[]);
    // The cards below the creature stay on top, in order; the two revealed before it are now at the bottom.
    expect(library.slice(0, 2)).toEqual(['Hill Giant', 'Mountain']);
    expect([...library.slice(2)].sort()).toEqual(['Island', 'Lightning Bolt']);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.20a', '608.2c']));
  });

  it('701.20a: with no creature card, the whole library is revealed and put back at the bottom; nothing goes to the hand', () => {
    const a = answer({
      state: board({ battlefield: [ajani(4)] }, { library: ['Island', 'Lightning Bolt', 'Mountain'] }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: line('+1') }, ...passes(2)],
    });
    expect(a.state.players[0].hand).toEqual([]);
    expect([...names(a.state.players[0].library as unknown[])].sort()).toEqual(['Island', 'Lightning Bolt', 'Mountain']);
  });

  it('the random order comes from the seed: the same board gives the same library', () => {
    const request = {
      state: board({ battlefield: [ajani(4)] }, { library: ['Island', 'Lightning Bolt', 'Mountain', 'Island', 'Grizzly Bears'] }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: line('+1') }, ...passes(2)],
    };
    expect(names(answer(request).state.players[0].library as unknown[])).toEqual(
      names(answer(request).state.players[0].library as unknown[]),
    );
  });

  it('a hidden card reached before a creature card is refused, never guessed', () => {
    const outcome = adjudicate(
      {
        state: board({ battlefield: [ajani(4)] }, { library: { count: 5 } }),
        actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: line('+1') }, ...passes(2)],
      } as { state: unknown },
      catalog,
    );
    expect(outcome.kind).not.toBe('answer');
    expect(JSON.stringify(outcome)).toContain('701.20a');
  });

  it("608.2h: −11 puts X +1/+1 counters on the target, X its controller's life total as it resolves; it gains trample", () => {
    const a = answer({
      state: board({ battlefield: [ajani(11), { id: 'b1', card: 'Grizzly Bears', controller: 'alice' }] }, { life: 17 }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: line('\u221211'), targets: ['b1'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const bears = a.state.battlefield.find((o) => o.id === 'b1');
    expect(bears).toMatchObject({ counters: { '+1/+1': 17 } });
    expect(JSON.stringify(a.state)).toContain('trample');
    // Ajani had exactly eleven: the cost leaves none (704.5i).
    expect(a.state.battlefield.some((o) => o.id === 'a1')).toBe(false);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '704.5i']));
  });
});
