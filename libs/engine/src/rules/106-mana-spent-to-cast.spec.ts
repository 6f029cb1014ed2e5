import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, lands, passes, perm } from '../testing/spell-cards';

/**
 * 106.1, 601.2h: what the mana spent to cast a spell decides, on real cards (current Oracle text, from the bundled
 * catalog): converge (207.2c, an ability word: "for each color of mana spent to cast it"), "if {G} was spent to cast
 * CARDNAME" (608.2c; an intervening "if", 603.4) and "sacrifice it unless {U} was spent to cast it".
 */
const WANDERER = bundledCard('Woodland Wanderer'); // {3}{G} 2/2 vigilance, trample; converge +1/+1 counters
const SPECTRUM = bundledCard('Brilliant Spectrum'); // {3}{U} converge: draw X, then discard two
const FRONT = bundledCard('Unified Front'); // {3}{W} converge: a 1/1 Kor Ally per color
const HERALD = bundledCard('Azorius Herald'); // {2}{W} 2/1; gain 4 life; sacrifice it unless {U} was spent
const SCRAPPER = bundledCard('Gruul Scrapper'); // {3}{G} 3/2; if {R} was spent, haste
const SEED_SPARK = bundledCard('Seed Spark'); // {3}{W} destroy artifact/enchantment; if {G} was spent, two Saprolings
const RELIC = bundledCard('Pentad Prism');
const catalog = new InMemoryCatalog([
  WANDERER,
  SPECTRUM,
  FRONT,
  HERALD,
  SCRAPPER,
  SEED_SPARK,
  RELIC,
  PLAINS,
  ISLAND,
  SWAMP,
  MOUNTAIN,
  FOREST,
]);
const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[]) => ({ type: 'cast', player: 'alice', card, ...(targets ? { targets } : {}) });
/** Azorius Herald cast, resolved; its two enters triggers ordered (603.3b) and resolved. */
function herald(state: Record<string, unknown>) {
  const asked = answer({ state, actions: [cast('h'), ...passes(2)] });
  expect(asked.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice' });
  const order = { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['h.trigger.0', 'h.trigger.1'] };
  return answer({ state: asked.state, actions: [order, ...passes(2), ...passes(2)] });
}
const onField = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);
const mixed = (spec: Record<string, number>) => Object.entries(spec).flatMap(([name, n]) => lands(name, name[0].toLowerCase(), n));

describe('106.1, 601.2h: the mana spent to cast it', () => {
  it('is understood: converge and "{G} was spent" lines compile in full', () => {
    for (const c of [WANDERER, SPECTRUM, FRONT, HERALD, SCRAPPER, SEED_SPARK]) expect(compileCard(c).support).toBe('full');
    expect(compileCard(SPECTRUM).abilities[0]).toMatchObject({
      effects: [{ kind: 'draw', amount: { kind: 'colorsSpent' } }, { kind: 'discardCards' }],
    });
  });

  it('converge: Woodland Wanderer paid {G}{W}{U}{G} enters with three +1/+1 counters (a 5/5)', () => {
    const state = board({ battlefield: mixed({ Forest: 2, Plains: 1, Island: 1 }) }, { hand: [{ id: 'w', card: 'Woodland Wanderer' }] });
    const a = answer({ state, actions: [cast('w'), ...passes(2)] });
    expect(onField(a, 'w')).toMatchObject({ counters: { '+1/+1': 3 }, manaSpent: '{W}{U}{G}{G}' });
    expect(onField(a, 'w')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2h', '614.1c']));
  });

  it('converge: Woodland Wanderer paid with Forests only enters with one counter', () => {
    const state = board({ battlefield: mixed({ Forest: 4 }) }, { hand: [{ id: 'w', card: 'Woodland Wanderer' }] });
    const a = answer({ state, actions: [cast('w'), ...passes(2)] });
    expect(onField(a, 'w')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('converge: Brilliant Spectrum paid {U}{R}{G}{W} draws four cards, then discards two', () => {
    const hand = [{ id: 's', card: 'Brilliant Spectrum' }, ...['h1', 'h2'].map((id) => ({ id, card: 'Forest' }))];
    const state = board({ battlefield: mixed({ Island: 1, Mountain: 1, Forest: 1, Plains: 1 }) }, { hand, library: { count: 10 } });
    const asked = answer({ state, actions: [cast('s'), ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseDiscard', player: 'alice' });
    const a = answer({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['h1', 'h2'] },
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].library).toEqual({ count: 6 });
    expect(a.state.players[0].graveyard.map((o) => o.id).sort()).toEqual(['h1', 'h2', 's']);
  });

  it('converge: Unified Front paid {W}{W}{W}{B} creates two Kor Ally tokens; a copy of no mana would make none', () => {
    const state = board({ battlefield: mixed({ Plains: 3, Swamp: 1 }) }, { hand: [{ id: 'f', card: 'Unified Front' }] });
    const a = answer({ state, actions: [cast('f'), ...passes(2)] });
    expect(a.state.battlefield.filter((o) => o.token)).toHaveLength(2);
    const given = board({ stack: [{ id: 'f', card: 'Unified Front', controller: 'alice' }] });
    const b = answer({ state: given, actions: passes(2) });
    expect(b.state.battlefield.filter((o) => o.token)).toHaveLength(0);
  });

  it('"sacrifice it unless {U} was spent": Azorius Herald paid {W}{U}{W} stays; its controller gains 4 life', () => {
    const state = board({ battlefield: mixed({ Plains: 2, Island: 1 }) }, { hand: [{ id: 'h', card: 'Azorius Herald' }] });
    const a = herald(state);
    expect(a.legal).toBe(true);
    expect(onField(a, 'h')).toBeDefined();
    expect(a.state.players[0].life).toBe(24);
    expect(cited(a)).toContain('608.2c');
  });

  it('"sacrifice it unless {U} was spent": Azorius Herald paid with Plains only is sacrificed (701.21a)', () => {
    const state = board({ battlefield: mixed({ Plains: 3 }) }, { hand: [{ id: 'h', card: 'Azorius Herald' }] });
    const a = herald(state);
    expect(a.legal).toBe(true);
    expect(onField(a, 'h')).toBeUndefined();
    expect(a.state.players[0].graveyard.map((o) => o.id)).toEqual(['h']);
    expect(cited(a)).toContain('701.21a');
  });

  it('603.4: Gruul Scrapper with {R} spent has haste until end of turn; without {R} its ability does not trigger', () => {
    const withRed = board({ battlefield: mixed({ Forest: 3, Mountain: 1 }) }, { hand: [{ id: 'g', card: 'Gruul Scrapper' }] });
    const a = answer({ state: withRed, actions: [cast('g'), ...passes(2), ...passes(2)] });
    expect(a.state.stack).toEqual([]);
    expect(a.state.effects).toEqual([expect.objectContaining({ kind: 'add-keyword', keyword: 'haste', affects: ['g'] })]);
    const green = board({ battlefield: mixed({ Forest: 4 }) }, { hand: [{ id: 'g', card: 'Gruul Scrapper' }] });
    const b = answer({ state: green, actions: [cast('g'), ...passes(2)] });
    expect(b.state.stack).toEqual([]);
    expect(b.state.effects ?? []).toEqual([]);
  });

  it('608.2c: Seed Spark with {G} spent destroys the artifact and makes two Saprolings; with {W}{W}{W}{W}, none', () => {
    const relic = perm('r', 'Pentad Prism', 'bob');
    const withGreen = board({ battlefield: [relic, ...mixed({ Plains: 3, Forest: 1 })] }, { hand: [{ id: 's', card: 'Seed Spark' }] });
    const a = answer({ state: withGreen, actions: [cast('s', ['r']), ...passes(2)] });
    expect(onField(a, 'r')).toBeUndefined();
    expect(a.state.battlefield.filter((o) => o.token)).toHaveLength(2);
    const white = board({ battlefield: [relic, ...mixed({ Plains: 4 })] }, { hand: [{ id: 's', card: 'Seed Spark' }] });
    const b = answer({ state: white, actions: [cast('s', ['r']), ...passes(2)] });
    expect(onField(b, 'r')).toBeUndefined();
    expect(b.state.battlefield.filter((o) => o.token)).toHaveLength(0);
  });
});
