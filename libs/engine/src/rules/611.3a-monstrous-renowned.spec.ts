import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 611.3a, 701.37b, 702.112b: "As long as Fleecemane Lion is monstrous, it has hexproof and indestructible.", "As long as
 * Goblin Glory Chaser is renowned, it has menace.": the condition is the designation the permanent has now.
 */
const answer = rulingsWith(new InMemoryCatalog(['Fleecemane Lion', 'Goblin Glory Chaser', 'Forest', 'Plains'].map(bundledCard)));
const lands = [
  ...['f1', 'f2', 'f3'].map((id) => ({ id, card: 'Forest', controller: 'alice' })),
  ...['p1', 'p2'].map((id) => ({ id, card: 'Plains', controller: 'alice' })),
];

describe('611.3a: "as long as CARDNAME is monstrous", "... is renowned"', () => {
  it.each(['Fleecemane Lion', 'Goblin Glory Chaser', 'Honored Hierarch', 'Sinuous Vermin', 'Skittering Crustacean', "Consul's Lieutenant"])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it('Fleecemane Lion: no hexproof before; monstrosity resolves: a 4/4 with hexproof and indestructible', () => {
    const state = board({ battlefield: [{ id: 'fl', card: 'Fleecemane Lion', controller: 'alice' }, ...lands] });
    const before = answer({ state, actions: [] });
    expect(onField(before, 'fl')?.characteristics?.abilities ?? []).not.toContain('Hexproof');
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'fl', ability: 0 }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'fl')).toMatchObject({ monstrous: true });
    expect(onField(a, 'fl')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(onField(a, 'fl')?.characteristics?.abilities).toEqual(expect.arrayContaining(['Hexproof', 'Indestructible']));
  });

  it('Goblin Glory Chaser has menace while renowned only', () => {
    const see = (extra: Record<string, unknown>) =>
      onField(
        answer({ state: board({ battlefield: [{ id: 'gg', card: 'Goblin Glory Chaser', controller: 'alice', ...extra }] }), actions: [] }),
        'gg',
      )?.characteristics?.abilities ?? [];
    expect(see({ renowned: true, counters: { '+1/+1': 1 } })).toContain('Menace');
    expect(see({})).not.toContain('Menace');
  });

  it('refused: a designation the grammar does not read ("As long as CARDNAME is suspected, ...")', () => {
    const odd = compileCard({ ...bundledCard('Sinuous Vermin'), text: 'As long as Sinuous Vermin is suspected, it has menace.' });
    expect(odd.support).not.toBe('full');
  });
});
