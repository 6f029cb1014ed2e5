import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands } from '../testing/spell-cards';

/**
 * 613.1f: "Target creature loses flying until end of turn." (Canopy Claws, Emerald Charm's third mode): a layer 6
 * effect removing the keyword from the target, until end of turn (514.2).
 */
const ruling = rulingsWith(new InMemoryCatalog(['Canopy Claws', 'Emerald Charm', 'Wind Drake', 'Forest'].map(bundledCard)));
const abilitiesOf = (a: ReturnType<typeof ruling>, id: string) =>
  (onField(a, id) as { characteristics?: { abilities?: string[] } } | undefined)?.characteristics?.abilities;
const drakeBoard = (spell: string) =>
  board(
    { battlefield: [...lands('Forest', 'f', 2), { id: 'wd', card: 'Wind Drake', controller: 'bob' }] },
    { hand: [{ id: 'h', card: spell }] },
  );

describe('613.1f: "Target creature loses [keyword] until end of turn"', () => {
  it('Canopy Claws and Emerald Charm are read in full', () => {
    expect(compiled(bundledCard('Canopy Claws')).support).toBe('full');
    expect(compiled(bundledCard('Emerald Charm')).support).toBe('full');
    expect(compiled(bundledCard('Canopy Claws')).abilities[0]).toMatchObject({
      effects: [{ kind: 'loseKeywordUntilEndOfTurn', keyword: 'flying', target: 0 }],
    });
  });

  it('Canopy Claws: the Wind Drake has flying no more', () => {
    const before = ruling({ state: drakeBoard('Canopy Claws'), actions: [] });
    expect(abilitiesOf(before, 'wd')).toContain('Flying');
    const a = ruling({
      state: drakeBoard('Canopy Claws'),
      actions: [{ type: 'cast', player: 'alice', card: 'h', targets: ['wd'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(abilitiesOf(a, 'wd')).not.toContain('Flying');
    expect(a.state.effects).toEqual([
      expect.objectContaining({ kind: 'lose-keyword', keyword: 'flying', affects: ['wd'], duration: 'until-end-of-turn' }),
    ]);
    expect(cited(a)).toContain('613.1f');
  });

  it("Emerald Charm's third mode does the same", () => {
    const a = ruling({
      state: drakeBoard('Emerald Charm'),
      actions: [{ type: 'cast', player: 'alice', card: 'h', modes: [2], targets: ['wd'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(abilitiesOf(a, 'wd')).not.toContain('Flying');
  });
});
