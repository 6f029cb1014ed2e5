import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { onField } from '../testing/actions';

/**
 * 111.1, 611.3a: "Creature tokens you control get +1/+1 and have vigilance." (Intangible Virtue), "Creature tokens get
 * -1/-1." (Illness in the Ranks), "target creature token" (Dogged Hunter): "token" after the types is a noun of the
 * selector grammar, a permanent that is a token.
 */
const answer = rulingsWith(new InMemoryCatalog(['Intangible Virtue', 'Illness in the Ranks', 'Grizzly Bears'].map(bundledCard)));
const zombie = (id: string, controller: string) => ({
  id,
  token: true,
  controller,
  card: { name: 'Zombie Token', types: ['Creature'], subtypes: ['Zombie'], power: '2', toughness: '2', text: '' },
});

describe('111.1: "creature tokens"', () => {
  it.each([
    'Intangible Virtue',
    'Illness in the Ranks',
    'Virulent Plague',
    'Leyline of the Meek',
    'Phantom General',
    'Dogged Hunter',
    'Caribou Range',
  ])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it("Intangible Virtue: alice's Zombie token is 3/3 with vigilance; her Grizzly Bears and bob's token are not", () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'iv', card: 'Intangible Virtue', controller: 'alice' },
          zombie('z1', 'alice'),
          zombie('z2', 'bob'),
          { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
        ],
      }),
      actions: [],
    });
    expect(onField(a, 'z1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(onField(a, 'z1')?.characteristics?.abilities).toContain('Vigilance');
    expect(onField(a, 'z2')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(onField(a, 'gb')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(onField(a, 'gb')?.characteristics?.abilities ?? []).not.toContain('Vigilance');
  });

  it("Illness in the Ranks: every player's creature tokens get -1/-1, no nontoken creature", () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'ir', card: 'Illness in the Ranks', controller: 'bob' },
          zombie('z1', 'alice'),
          zombie('z2', 'bob'),
          { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
        ],
      }),
      actions: [],
    });
    expect(onField(a, 'z1')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(onField(a, 'z2')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(onField(a, 'gb')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('refused: "tokens" without a type before it stays unread ("Tokens you control get +1/+1.")', () => {
    const odd = compileCard({ ...bundledCard('Phantom General'), text: 'Tokens you control get +1/+1.' });
    expect(odd.support).not.toBe('full');
  });
});
