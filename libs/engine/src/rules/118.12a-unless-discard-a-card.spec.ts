import { adjudicate } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';

/**
 * 118.12a: "At the beginning of your upkeep, sacrifice CARDNAME unless you discard a card." (Masticore, Solitary Confinement,
 * Molten-Tail Masticore): the same as "you may discard a card; if you don't, sacrifice CARDNAME" (608.2d). Any card of the
 * hand pays, a hidden one too (400.2: it is a card of that hand whatever it is); 118.3: with no card in hand, nothing pays.
 */
const catalog = new InMemoryCatalog(['Masticore', 'Grizzly Bears', 'Lightning Bolt'].map(bundledCard));
const answer = rulingsWith(catalog);
const upkeep = (hand: unknown) =>
  answer({
    state: board(
      {
        battlefield: [{ id: 'ma', card: 'Masticore', controller: 'alice' }],
        turn: { number: 5, active: 'alice', step: 'untap', priority: null },
      },
      { hand },
    ),
    actions: passes(2),
  });
const graveyard = (a: ReturnType<typeof upkeep>) => a.state.players[0].graveyard.map((o) => o.id);

describe('118.12a: "sacrifice CARDNAME unless you discard a card" (Masticore)', () => {
  it.each(['Masticore', 'Solitary Confinement', 'Molten-Tail Masticore'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('near variants stay refused: "discard another creature card", "discard a red card"', () => {
    for (const cost of ['discard another creature card', 'discard a red card']) {
      const text = `At the beginning of your upkeep, sacrifice Masticore unless you ${cost}.`;
      expect([cost, compileCard({ ...bundledCard('Masticore'), text }).support]).not.toEqual([cost, 'full']);
    }
  });

  it('alice is asked; "yes" asks which card, any of them (a Bolt pays as a Bears would); Masticore stays', () => {
    const a = upkeep([
      { id: 'h0', card: 'Grizzly Bears' },
      { id: 'h1', card: 'Lightning Bolt' },
    ]);
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.decision).toMatchObject({ kind: 'chooseDiscard', player: 'alice', count: 1, options: ['h0', 'h1'] });
    const done = answer({ state: yes.state, action: choose(yes, ['h1']) });
    expect(done.violations).toEqual([]);
    expect(graveyard(done)).toEqual(['h1']);
    expect(onField(done, 'ma')).toBeDefined();
    expect(cited(done)).toContain('701.9a');
  });

  it('"no": Masticore is sacrificed, the card stays in hand', () => {
    const a = upkeep([{ id: 'h0', card: 'Lightning Bolt' }]);
    const no = answer({ state: a.state, action: choose(a, ['no']) });
    expect(no.violations).toEqual([]);
    expect(onField(no, 'ma')).toBeUndefined();
    expect(graveyard(no)).toEqual(['ma']);
    expect(no.state.players[0].hand).toEqual([{ id: 'h0', card: 'Lightning Bolt' }]);
  });

  it('118.3: with no card in hand she is not asked: Masticore is sacrificed', () => {
    const a = upkeep([]);
    expect(a.decision?.kind).not.toBe('chooseOptional');
    expect(onField(a, 'ma')).toBeUndefined();
    expect(graveyard(a)).toEqual(['ma']);
    expect(cited(a)).toEqual(expect.arrayContaining(['118.3', '701.21a']));
  });

  it('400.2: a hidden hand of two cards can pay: she is asked; the hidden card chosen is refused, not guessed', () => {
    const a = upkeep({ count: 2 });
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.decision).toMatchObject({ kind: 'chooseDiscard', player: 'alice', count: 1 });
    expect(yes.decision?.options).toHaveLength(2);
    // Discarding a card the board hides: what it is may matter (a replacement of the discard, 614): refused, not guessed.
    const o = adjudicate({ state: yes.state, action: choose(yes, [yes.decision?.options?.[0] ?? '']) }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported', rule: '400.2' });
  });
});
