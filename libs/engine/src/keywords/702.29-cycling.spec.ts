import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * 702.29e: typecycling on a real card (Shoreline Ranger, "Islandcycling {2}"): "{2}, Discard this
 * card: Search your library for an Island card, reveal it, put it into your hand, then shuffle."
 * The search waits for its controller's choice (701.23a) while the card is in the graveyard (113.7a).
 */
const catalog = new InMemoryCatalog(['Shoreline Ranger', 'Vedalken Aethermage', 'Island', 'Swamp', 'Grizzly Bears'].map(bundledCard));
const answer = rulingsWith(catalog);
const names = (zone: unknown) => (zone as { card?: unknown }[]).map((o) => (typeof o.card === 'string' ? o.card : 'hidden'));
const state = (library: unknown, lands = 2) =>
  board(
    { battlefield: Array.from({ length: lands }, (_, i) => ({ id: `s${i}`, card: 'Swamp', controller: 'alice' })) },
    { hand: [{ id: 'sr', card: 'Shoreline Ranger' }], library },
  );
const cycle = (lands = ['s0', 's1']) => ({ type: 'activate', player: 'alice', source: 'sr', ability: 0, payment: { tap: lands } });
const passes = [
  { type: 'pass', player: 'alice' },
  { type: 'pass', player: 'bob' },
];

describe('702.29e: typecycling is a search for a card of that type, into the hand, then a shuffle', () => {
  it('Shoreline Ranger and Vedalken Aethermage ("Wizardcycling {3}") are understood in full', () => {
    expect(compileCard(bundledCard('Shoreline Ranger')).support).toBe('full');
    expect(compileCard(bundledCard('Vedalken Aethermage')).support).toBe('full');
  });

  it('the card is discarded as the cost (702.29a); the Islands of the library are the options; the one found goes to the hand', () => {
    const a = answer({ state: state(['Swamp', 'Island', 'Grizzly Bears']), actions: [cycle(), ...passes] });
    expect(names(a.state.players[0].graveyard)).toEqual(['Shoreline Ranger']);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseSearch', rule: '701.23a', options: ['alice.library.1'] });
    const d = answer({
      state: a.state,
      action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['alice.library.1'] },
    });
    expect(d.violations).toEqual([]);
    expect(names(d.state.players[0].hand)).toEqual(['Island']);
    expect([...names(d.state.players[0].library)].sort()).toEqual(['Grizzly Bears', 'Swamp']);
    expect(d.trace.map((t) => t.rule)).toEqual(expect.arrayContaining(['701.23a', '701.24a', '608.2n']));
  });

  it('the Swamp is not an Island card: refused; not enough mana: the activation is illegal', () => {
    const a = answer({ state: state(['Swamp', 'Island']), actions: [cycle(), ...passes] });
    const wrong = answer({
      state: a.state,
      action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['alice.library.0'] },
    });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.23a' });
    const poor = answer({ state: state(['Island'], 1), action: cycle(['s0']) });
    expect(poor.legal).toBe(false);
    expect(names(poor.state.players[0].hand)).toEqual(['Shoreline Ranger']);
  });
});

/**
 * 702.29a with a hybrid cost (Monstrous Carabid, "Cycling {B/R}"): 107.4e, the symbol is paid with black or red mana;
 * a land that makes neither cannot pay it (601.2h), and the card stays in the hand.
 */
describe('702.29a: "Cycling {B/R}", a hybrid cost', () => {
  const hybrid = new InMemoryCatalog(['Monstrous Carabid', 'Mountain', 'Island', 'Grizzly Bears'].map(bundledCard));
  const ask = rulingsWith(hybrid);
  const on = (land: string) =>
    board(
      { battlefield: [{ id: 'l0', card: land, controller: 'alice' }] },
      { hand: [{ id: 'mc', card: 'Monstrous Carabid' }], library: ['Grizzly Bears'] },
    );
  const act = { type: 'activate', player: 'alice', source: 'mc', ability: 0, payment: { tap: ['l0'] } };

  it('Monstrous Carabid and Architects of Will ("Cycling {U/B}") are understood in full', () => {
    expect(compileCard(bundledCard('Monstrous Carabid')).support).toBe('full');
    expect(compileCard(bundledCard('Architects of Will')).support).toBe('full');
  });

  it('paid with red mana from a Mountain: the card is discarded and, on resolution, its controller draws a card', () => {
    const a = ask({ state: on('Mountain'), actions: [act, ...passes] });
    expect(a.violations).toEqual([]);
    expect(names(a.state.players[0].graveyard)).toEqual(['Monstrous Carabid']);
    expect(names(a.state.players[0].hand)).toEqual(['Grizzly Bears']);
    expect(a.trace.map((t) => t.rule)).toEqual(expect.arrayContaining(['608.2n']));
  });

  it('an Island makes neither black nor red mana: the activation is illegal and the card stays in the hand', () => {
    const a = ask({ state: on('Island'), action: act });
    expect(a.legal).toBe(false);
    expect(names(a.state.players[0].hand)).toEqual(['Monstrous Carabid']);
    expect(a.state.players[0].graveyard).toEqual([]);
  });
});
