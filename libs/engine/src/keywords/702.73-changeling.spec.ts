import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * 702.73a changeling: the object is every creature type, a characteristic-defining ability (604.3) that works in
 * every zone. The one selector evaluator reads it wherever a phrase names a creature type: a count ("for each Elf on
 * the battlefield"), a target, a cost. 205.3d: only an object with creature types to have (a creature, a kindred).
 */
const catalog = new InMemoryCatalog(['Wellwisher', 'Woodland Changeling', 'Grizzly Bears', 'Lightning Bolt'].map(bundledCard));
const answer = rulingsWith(catalog);
const life = (a: { state: { players: { id: string; life?: number }[] } }, id: string) => a.state.players.find((p) => p.id === id)?.life;

/** Alice taps Wellwisher ("{T}: You gain 1 life for each Elf on the battlefield.") with these other permanents; both pass. */
const wellwisher = (others: { id: string; card: string; controller: string }[]) =>
  answer({
    state: board({ battlefield: [{ id: 'w', card: 'Wellwisher', controller: 'alice' }, ...others] }),
    actions: [{ type: 'activate', player: 'alice', source: 'w', ability: 0 }, ...passes(2)],
  });

describe('702.73a: a changeling is every creature type (Woodland Changeling and Wellwisher)', () => {
  it("Wellwisher counts itself and Woodland Changeling (bob's too) as Elves: alice gains 3", () => {
    const a = wellwisher([
      { id: 'c1', card: 'Woodland Changeling', controller: 'alice' },
      { id: 'c2', card: 'Woodland Changeling', controller: 'bob' },
      { id: 'g', card: 'Grizzly Bears', controller: 'alice' },
    ]);
    expect(life(a, 'alice')).toBe(23);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '119.3']));
  });

  it('a Bear is no Elf: with Grizzly Bears only, alice gains 1 (Wellwisher itself)', () => {
    const a = wellwisher([{ id: 'g', card: 'Grizzly Bears', controller: 'alice' }]);
    expect(life(a, 'alice')).toBe(21);
  });
});
