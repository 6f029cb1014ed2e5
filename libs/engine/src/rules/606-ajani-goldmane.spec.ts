import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 606: Ajani Goldmane, every line understood: −1 "Put a +1/+1 counter on each creature you control. Those creatures gain
 * vigilance until end of turn." (608.2c, 611.2c) and −6, a token whose power and toughness its characteristic-defining
 * ability sets (604.3, 613.4a).
 */
const catalog = new InMemoryCatalog(['Ajani Goldmane', 'Grizzly Bears', 'Hill Giant'].map(bundledCard));
const answer = rulingsWith(catalog);
const line = (cost: string) =>
  bundledCard('Ajani Goldmane')
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
/** What the answer shows of a permanent: its counters and its characteristics now. */
interface Seen {
  counters?: Record<string, number>;
  characteristics: { power?: number; toughness?: number; abilities?: string[] };
}
const ajani = (loyalty: number) => ({ id: 'a1', card: 'Ajani Goldmane', controller: 'alice', counters: { loyalty } });

describe('Ajani Goldmane', () => {
  it('is understood in full', () => {
    expect(compileCard(bundledCard('Ajani Goldmane')).support).toBe('full');
  });

  it("606.4, 608.2c: −1 puts a counter on each of its controller's creatures, which gain vigilance; not the opponent's", () => {
    const a = answer({
      state: board({
        battlefield: [
          ajani(4),
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'h1', card: 'Hill Giant', controller: 'bob' },
        ],
      }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: line('\u22121') }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const find = (id: string) => a.state.battlefield.find((o) => o.id === id) as unknown as Seen;
    expect(find('a1')).toMatchObject({ counters: { loyalty: 3 } });
    expect(find('b1')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(find('b1').characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(find('b1').characteristics.abilities).toContain('Vigilance');
    expect(find('h1').counters?.['+1/+1']).toBeUndefined();
    expect(find('h1').characteristics.abilities ?? []).not.toContain('Vigilance');
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '608.2']));
  });

  it("604.3, 613.4a: −6 creates an Avatar whose power and toughness are its controller's life total", () => {
    const a = answer({
      state: board({ battlefield: [ajani(7)] }, { life: 13 }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: line('\u22126') }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const avatar = a.state.battlefield.find((o) => o.id !== 'a1') as unknown as Seen;
    expect(avatar.characteristics).toMatchObject({ power: 13, toughness: 13, colors: ['W'], subtypes: ['Avatar'] });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '111.2']));
  });
});
