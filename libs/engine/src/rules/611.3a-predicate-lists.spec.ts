import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { onField } from '../testing/actions';

/**
 * 611.3a, 105.3, 613.1e: 'Threshold — As long as seven or more cards are in your graveyard, Possessed Aven gets +1/+1, is
 * black, and has "{2}{B}, {T}: Destroy target blue creature."': a list of predicates of one subject, each applied in its
 * layer while the condition is true ("is black": its color is black instead of its other colors, layer 5).
 */
const NAMES = ['Possessed Aven', 'Repentant Vampire', 'Flaring Flame-Kin'];
const answer = rulingsWith(new InMemoryCatalog([...NAMES, 'Grizzly Bears', 'Holy Strength'].map(bundledCard)));
const SEVEN = Array.from({ length: 7 }, (_, i) => ({ id: `g${i}`, card: 'Grizzly Bears' }));
const see = (battlefield: Record<string, unknown>[], graveyard: unknown[] = []) =>
  answer({ state: board({ battlefield }, { graveyard }), actions: [] });

describe('611.3a: "gets +1/+1, is black, and has ..." under a condition', () => {
  it.each([...NAMES, 'Possessed Barbarian', 'Possessed Centaur', 'Possessed Nomad', 'Wayward Angel'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it('Possessed Aven with threshold: a black 4/4 with the destroy ability; without: a blue 3/3 without it', () => {
    const aven = [{ id: 'pa', card: 'Possessed Aven', controller: 'alice' }];
    const on = onField(see(aven, SEVEN), 'pa')?.characteristics;
    expect(on).toMatchObject({ power: 4, toughness: 4, colors: ['B'] });
    expect(on?.abilities).toContain('{2}{B}, {T}: Destroy target blue creature.');
    const off = onField(see(aven, SEVEN.slice(1)), 'pa')?.characteristics;
    expect(off).toMatchObject({ power: 3, toughness: 3, colors: ['U'] });
    expect(off?.abilities).not.toContain('{2}{B}, {T}: Destroy target blue creature.');
  });

  it('Repentant Vampire with threshold is white (not black too)', () => {
    const on = onField(see([{ id: 'rv', card: 'Repentant Vampire', controller: 'alice' }], SEVEN), 'rv')?.characteristics;
    expect(on?.colors).toEqual(['W']);
    expect(on?.abilities).toContain('{T}: Destroy target black creature.');
  });

  it('Flaring Flame-Kin enchanted by Holy Strength: 5/6 (+2/+2 and +1/+2), trample and the pump', () => {
    const on = onField(
      see([
        { id: 'ff', card: 'Flaring Flame-Kin', controller: 'alice' },
        { id: 'hs', card: 'Holy Strength', controller: 'alice', attachedTo: 'ff' },
      ]),
      'ff',
    )?.characteristics;
    expect(on).toMatchObject({ power: 5, toughness: 6 });
    expect(on?.abilities).toEqual(expect.arrayContaining(['Trample', '{R}: This permanent gets +1/+0 until end of turn.']));
  });

  it('refused: a predicate of the list the grammar does not read ("..., is black, and gains flying")', () => {
    const odd = compileCard({
      ...bundledCard('Possessed Aven'),
      text: 'Threshold — As long as seven or more cards are in your graveyard, Possessed Aven gets +1/+1, is black, and gains flying.',
    });
    expect(odd.support).not.toBe('full');
  });
});
