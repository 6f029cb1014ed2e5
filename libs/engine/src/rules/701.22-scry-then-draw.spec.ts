import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 701.22a, 608.2c: "Scry 1, then draw a card." (Jace, Unraveler of Secrets +1; Oracle's Insight's granted ability): the
 * scry, a pending choice of the resolving ability, then the draw of the card left on top or the one under it.
 */
const catalog = new InMemoryCatalog(['Jace, Unraveler of Secrets', 'Island', 'Mountain', 'Forest'].map(bundledCard));
const answer = rulingsWith(catalog);
const plus = bundledCard('Jace, Unraveler of Secrets')
  .text.split('\n')
  .findIndex((l) => l.startsWith('+1:'));
const LIBRARY = [
  { id: 'l1', card: 'Island' },
  { id: 'l2', card: 'Mountain' },
  { id: 'l3', card: 'Forest' },
];
const resolving = {
  allowUnsupported: true,
  state: board(
    { battlefield: [{ id: 'j1', card: 'Jace, Unraveler of Secrets', controller: 'alice', counters: { loyalty: 4 } }] },
    { library: LIBRARY },
  ),
  actions: [
    { type: 'activate', player: 'alice', source: 'j1', ability: plus },
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
  ],
};
const choose = (a: { decision: { id: string } | null }, choice: string[]) => ({
  allowUnsupported: true,
  state: (a as unknown as { state: unknown }).state,
  action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice },
});
const hand = (a: { state: { players: { hand: unknown }[] } }) => JSON.stringify(a.state.players[0].hand);

describe('compiled', () => {
  it("Oracle's Insight and Jace's +1 are understood", () => {
    expect(compileCard(bundledCard("Oracle's Insight")).support).toBe('full');
    expect(compileCard(bundledCard('Jace, Unraveler of Secrets')).abilities.some((a) => a.text === '+1: Scry 1, then draw a card.')).toBe(
      true,
    );
  });

  it('a surveil then a draw stays refused', () => {
    const card = defineCard({ name: 'Odd Insight', types: ['Instant'], manaCost: '{U}', text: 'Surveil 1, then draw a card.' });
    expect(compileCard(card).support).not.toBe('full');
  });
});

describe('Jace, Unraveler of Secrets +1: "Scry 1, then draw a card."', () => {
  it('606.4, 701.22a: one loyalty counter put on; the ability waits for the scry, nothing drawn yet', () => {
    const a = answer(resolving);
    expect(a.violations).toEqual([]);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseScry', rule: '701.22a' });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 5 } });
    expect(a.state.players[0].hand).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.22a']));
  });

  it('608.2c: the Island put on the bottom, the Mountain under it is drawn', () => {
    const a = answer(resolving);
    const d = answer(choose(a, ['bottom', 'alice.library.0']));
    expect(d.violations).toEqual([]);
    expect(hand(d)).toContain('Mountain');
    expect(hand(d)).not.toContain('Island');
    expect(d.state.stack).toEqual([]);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.22a', '121.1']));
  });

  it('608.2c: the Island kept on top is the card drawn', () => {
    const a = answer(resolving);
    const d = answer(choose(a, ['alice.library.0']));
    expect(hand(d)).toContain('Island');
  });
});
