import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, passes, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/**
 * 107.3a: "Target creature gets +X/+0 until end of turn." on a spell with {X} in its mana cost (Howl from Beyond) or
 * an ability with {X} in its cost (Belbe's Armor): X is the value announced as it was put on the stack; the change
 * is a layer 7c effect (613.4c). Without an {X} in its cost X has no value: the line is not read. Real cards, bundled.
 */
const rule = rulingsWith(bundledCatalog());
const cast = (card: string, more: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card, ...more });

describe('107.3a: a power and toughness change of X', () => {
  it("Howl from Beyond, Bloodcurdling Scream, Enrage, Belbe's Armor, Kessig Wolf Run are understood in full", () => {
    for (const name of ['Howl from Beyond', 'Bloodcurdling Scream', 'Enrage', "Belbe's Armor", 'Kessig Wolf Run'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  it('Howl from Beyond with X = 3: the Bears get +3/+0 until end of turn', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 4), perm('b', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'h', card: 'Howl from Beyond' }] },
    );
    const a = rule({ state, actions: [cast('h', { x: 3, targets: ['b'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 5, toughness: 2 });
    expect(a.state.players[0].graveyard.map((o) => o.id)).toEqual(['h']);
    expect(cited(a)).toEqual(expect.arrayContaining(['107.3a', '613.4c']));
    // X = 0: no change at all.
    const zero = rule({ state, actions: [cast('h', { x: 0, targets: ['b'] }), ...passes(2)] });
    expect(onField(zero, 'b')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    // X = 4 needs {4}{B}: four Swamps are not enough (601.2h).
    expect(rule({ state, action: cast('h', { x: 4, targets: ['b'] }) }).legal).toBe(false);
  });

  it("Belbe's Armor with X = 1: -1/+1 to the target", () => {
    const state = board({
      battlefield: [perm('a', "Belbe's Armor", 'alice'), ...lands('Swamp', 's', 1), perm('b', 'Grizzly Bears', 'bob')],
    });
    const a = rule({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'a', ability: 0, x: 1, targets: ['b'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 1, toughness: 3 });
    expect(onField(a, 'a')?.tapped).toBe(true);
    expect(cited(a)).toContain('107.3a');
  });

  it('without an {X} in the cost, or with X on one side only, the line is not read', () => {
    const read = (text: string, manaCost = '{1}{B}') => compileCard({ ...bundledCard('Howl from Beyond'), manaCost, text }).support;
    expect(read('Target creature gets +X/+0 until end of turn.')).toBe('none');
    expect(read('Target creature gets +2/+X until end of turn.', '{X}{B}')).toBe('none');
    expect(compileCard({ ...bundledCard("Belbe's Armor"), text: '{T}: Target creature gets -X/+X until end of turn.' }).support).toBe(
      'none',
    );
  });
});
