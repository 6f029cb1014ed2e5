import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';

/** 702.125 undaunted, on real cards (current Oracle text, from the bundled catalog). */
const EXHALATION = bundledCard('Sublime Exhalation'); // {6}{W} sorcery: Undaunted; destroy all creatures
const CURTAINS = bundledCard("Curtains' Call"); // {5}{B} instant: Undaunted; destroy two target creatures
const BEARS = bundledCard('Grizzly Bears');
const PLAINS = bundledCard('Plains');
const SWAMP = bundledCard('Swamp');
const catalog = new InMemoryCatalog([EXHALATION, CURTAINS, BEARS, PLAINS, SWAMP]);
const answer = rulingsWith(catalog);
const lands = (n: number, card = 'Plains') => Array.from({ length: n }, (_, i) => ({ id: `l${i}`, card, controller: 'alice' }));
const players = (n: number, more: Record<string, unknown> = {}) =>
  ['alice', 'bob', 'carol', 'dave'].slice(0, n).map((id) => ({
    id,
    library: { count: 30 },
    ...(id === 'alice' ? { hand: [{ id: 'se', card: 'Sublime Exhalation' }] } : {}),
    ...((more[id] as Record<string, unknown>) ?? {}),
  }));
const state = (n: number, battlefield: unknown[], more: Record<string, unknown> = {}) => ({
  players: players(n, more),
  battlefield,
  turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
});
const cast = { type: 'cast', player: 'alice', card: 'se' };

describe('702.125 undaunted', () => {
  it('is understood: a keyword', () => {
    expect(compileCard(EXHALATION).support).toBe('full');
    expect(compileCard(CURTAINS).support).toBe('full');
    expect(compileCard(EXHALATION).abilities[0]).toEqual({ kind: 'keyword', keyword: 'undaunted', text: 'Undaunted' });
  });

  it('702.125a: against one opponent, Sublime Exhalation costs {5}{W}: six Plains cast it, and it resolves', () => {
    const bears = [
      { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'b2', card: 'Grizzly Bears', controller: 'bob' },
    ];
    const a = answer({ state: state(2, [...lands(6), ...bears]), action: cast });
    expect(a.legal).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.125a', '601.2f']));
    expect(a.trace).toContainEqual(
      expect.objectContaining({ rule: '601.2f', event: 'totalCost', text: expect.stringContaining('the total cost is {5}{W}') }),
    );
    expect(a.state.battlefield.filter((o) => o.id.startsWith('l')).every((o) => o.tapped)).toBe(true);
    const resolved = answer({
      state: state(2, [...lands(6), ...bears]),
      actions: [cast, { type: 'pass', player: 'alice' }, { type: 'pass', player: 'bob' }],
    });
    expect(resolved.legal).toBe(true);
    expect(resolved.state.battlefield.filter((o) => o.card === 'Grizzly Bears')).toEqual([]);
  });

  it('702.125a: with five Plains against one opponent, the cost ({5}{W}) cannot be paid (601.2h)', () => {
    const a = answer({ state: state(2, lands(5)), action: cast });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('100.1b: a board of four players (three opponents) is refused, not ruled on: the engine plays two-player games', () => {
    const outcome = adjudicate({ state: state(4, lands(4)), action: cast }, catalog);
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'UNSUPPORTED_MULTIPLAYER', rule: '100.1b' })],
    });
  });

  it("118.7a: the reduction takes off generic mana only: Curtains' Call still needs its {B}", () => {
    // Curtains' Call {5}{B} with one opponent: {4}{B}; five Plains have no black mana.
    const s = {
      ...state(2, lands(5)),
      players: players(2, { alice: { hand: [{ id: 'cc', card: "Curtains' Call" }] } }),
    };
    const withBears = {
      ...s,
      battlefield: [
        ...lands(5),
        { id: 'x1', card: 'Grizzly Bears', controller: 'bob' },
        { id: 'x2', card: 'Grizzly Bears', controller: 'bob' },
      ],
    };
    const a = answer({ state: withBears, action: { type: 'cast', player: 'alice', card: 'cc', targets: ['x1', 'x2'] } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
    const swamps = { ...withBears, battlefield: [...lands(5, 'Swamp'), ...withBears.battlefield.slice(5)] };
    const b = answer({ state: swamps, action: { type: 'cast', player: 'alice', card: 'cc', targets: ['x1', 'x2'] } });
    expect(b.legal).toBe(true);
    expect(b.trace).toContainEqual(
      expect.objectContaining({ rule: '601.2f', event: 'totalCost', text: expect.stringContaining('the total cost is {4}{B}') }),
    );
  });
});
