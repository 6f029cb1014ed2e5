import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { passes } from '../testing/actions';

// Wolfbriar Elemental {2}{G}{G}: "Multikicker {G} / When Wolfbriar Elemental enters the battlefield, create a 2/2 green Wolf
//   creature token for each time it was kicked."
// Lightkeeper of Emeria {3}{W}: "Multikicker {W} / Flying / When Lightkeeper of Emeria enters the battlefield, you gain 2
//   life for each time it was kicked."
const answer = rulingsWith(new InMemoryCatalog(['Wolfbriar Elemental', 'Lightkeeper of Emeria', 'Forest', 'Plains'].map(bundledCard)));
const lands = (card: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `l${i}`, card, controller: 'alice' }));
const cast = (card: string, land: string, n: number, kicks: number) =>
  answer({
    state: board({ battlefield: lands(land, n) }, { hand: [{ id: 'c', card }] }),
    actions: [{ type: 'cast', player: 'alice', card: 'c', additionalCosts: Array(kicks).fill('kicker') }, ...passes(4)],
  });

describe('702.33d: "for each time it was kicked" (multikicker, 702.33c)', () => {
  it('is understood (Wolfbriar Elemental, Lightkeeper of Emeria, Bloodhusk Ritualist, Deathforge Shaman, Spell Contortion)', () => {
    for (const name of ['Wolfbriar Elemental', 'Lightkeeper of Emeria', 'Bloodhusk Ritualist', 'Deathforge Shaman', 'Spell Contortion'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    // "up to X target creatures, where X is the number of times CARDNAME was kicked" stays refused.
    expect(compileCard(bundledCard('Voyager Drake')).support).not.toBe('full');
  });

  it('Wolfbriar Elemental kicked twice (six Forests): two 2/2 Wolf tokens', () => {
    const a = cast('Wolfbriar Elemental', 'Forest', 6, 2);
    expect(a.legal).toBe(true);
    const wolves = a.state.battlefield.filter((o) => o.token);
    expect(wolves).toHaveLength(2);
    expect(a.state.battlefield.find((o) => o.id === 'c')).toMatchObject({ kicked: 2 });
  });

  it('Wolfbriar Elemental not kicked: no token', () => {
    const a = cast('Wolfbriar Elemental', 'Forest', 4, 0);
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.token)).toHaveLength(0);
    expect(a.state.battlefield.map((o) => o.id)).toContain('c');
  });

  it('Lightkeeper of Emeria kicked three times (seven Plains): 6 life', () => {
    const a = cast('Lightkeeper of Emeria', 'Plains', 7, 3);
    expect(a.state.players[0].life).toBe(26);
  });
});
