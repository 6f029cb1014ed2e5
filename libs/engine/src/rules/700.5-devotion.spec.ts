import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { parseAmount } from '../cards/grammar/quantity';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { passes } from '../testing/actions';

// Gray Merchant of Asphodel {3}{B}{B}: "When Gray Merchant of Asphodel enters the battlefield, each opponent loses X life,
//   where X is your devotion to black. You gain life equal to the life lost this way."
// Nylea's Disciple {2}{G}{G}: "When Nylea's Disciple enters the battlefield, you gain life equal to your devotion to green."
// Master of Waves {3}{U}: "Protection from red / Elemental creatures you control get +1/+1. / When Master of Waves enters
//   the battlefield, create a number of 1/0 blue Elemental creature tokens equal to your devotion to blue."
// Avatar of Discord {B/R}{B/R}{B/R}; Grizzly Bears {1}{G}; Swamp, Forest, Island.
const cards = [
  'Gray Merchant of Asphodel',
  "Nylea's Disciple",
  'Master of Waves',
  'Avatar of Discord',
  'Grizzly Bears',
  'Swamp',
  'Forest',
  'Island',
];
const answer = rulingsWith(new InMemoryCatalog(cards.map(bundledCard)));
const lands = (card: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `l${i}`, card, controller: 'alice' }));
const cast = (card: string, battlefield: Record<string, unknown>[]) =>
  answer({
    state: board({ battlefield }, { hand: [{ id: 'c', card }] }),
    actions: [{ type: 'cast', player: 'alice', card: 'c' }, ...passes(4)],
  });
const life = (a: ReturnType<typeof answer>) => a.state.players.map((p) => p.life);

describe("700.5: a player's devotion to a color", () => {
  it("is understood (Gray Merchant of Asphodel, Nylea's Disciple, Fanatic of Mogis, Master of Waves, Evangel of Heliod, Abhorrent Overlord, Karametra's Acolyte, Sanguimancy)", () => {
    for (const name of [
      'Gray Merchant of Asphodel',
      "Nylea's Disciple",
      'Fanatic of Mogis',
      'Master of Waves',
      'Evangel of Heliod',
      'Abhorrent Overlord',
      "Karametra's Acolyte",
      'Sanguimancy',
    ])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    // "a number of +1/+1 counters on it equal to ..." is not read: Reverent Hunter stays refused.
    expect(compileCard(bundledCard('Reverent Hunter')).support).not.toBe('full');
  });

  it('the grammar: one color, two colors ("black and red"); "your devotion to" without a color is not read', () => {
    expect(parseAmount('your devotion to black')).toEqual({ ok: true, value: { kind: 'devotion', colors: ['B'] } });
    expect(parseAmount('your devotion to black and red')).toEqual({ ok: true, value: { kind: 'devotion', colors: ['B', 'R'] } });
    expect(parseAmount('your devotion to artifacts').ok).toBe(false);
  });

  it("Gray Merchant: its own {B}{B} and Avatar of Discord's three {B/R} (hybrid symbols are black): bob loses 5, alice gains 5", () => {
    const a = cast('Gray Merchant of Asphodel', [...lands('Swamp', 5), { id: 'av', card: 'Avatar of Discord', controller: 'alice' }]);
    expect(a.legal).toBe(true);
    expect(life(a)).toEqual([25, 15]);
    expect(cited(a)).toContain('603.3');
  });

  it("Gray Merchant: bob's black permanent is not alice's devotion; lands have no mana cost: 2", () => {
    const a = cast('Gray Merchant of Asphodel', [...lands('Swamp', 5), { id: 'av', card: 'Avatar of Discord', controller: 'bob' }]);
    expect(life(a)).toEqual([22, 18]);
  });

  it("Nylea's Disciple: {G}{G} of its own and Grizzly Bears' {G}; the Bears' {1} is no green symbol: 3 life", () => {
    const a = cast("Nylea's Disciple", [...lands('Forest', 4), { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }]);
    expect(life(a)).toEqual([23, 20]);
  });

  it('Master of Waves: devotion to blue 1 (its own {U}): one 1/0 Elemental token, a 2/1 under its static ability', () => {
    const a = cast('Master of Waves', lands('Island', 4));
    const tokens = a.state.battlefield.filter((o) => o.token);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ controller: 'alice' });
  });
});
