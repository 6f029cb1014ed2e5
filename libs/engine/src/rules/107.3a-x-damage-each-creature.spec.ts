import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, passes, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/**
 * 107.3a, 601.2b, 120.3: "CARDNAME deals X damage to each creature." (Savage Twister, Starstorm; Chandra, Flamecaller's −X): X is
 * the value announced as the spell or ability was put on the stack (601.2b, 606.4 for a loyalty cost of −X), and the
 * damage is dealt to every creature on the battlefield as it resolves, whoever controls it; players are not dealt any.
 * Real cards, bundled.
 */
const rule = rulingsWith(bundledCatalog());
const cast = (card: string, more: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card, ...more });

describe('107.3a: X damage to each creature', () => {
  it('Savage Twister and Starstorm are understood in full; "X damage to each creature you control" / "twice X" stay refused', () => {
    for (const name of ['Savage Twister', 'Starstorm']) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    const read = (text: string) => compileCard({ ...bundledCard('Savage Twister'), text }).support;
    expect(read('Savage Twister deals X damage to each creature you control.')).not.toBe('full');
    expect(read('Savage Twister deals twice X damage to each creature.')).not.toBe('full');
  });

  const state = () =>
    board(
      {
        battlefield: [
          ...lands('Mountain', 'm', 2),
          ...lands('Forest', 'f', 2),
          perm('a1', 'Grizzly Bears', 'alice'),
          perm('b1', 'Grizzly Bears', 'bob'),
          perm('b2', 'Hill Giant', 'bob'),
        ],
      },
      { hand: [{ id: 'h', card: 'Savage Twister' }] },
    );

  it('Savage Twister with X = 2: both Bears die (704.5g), the Hill Giant keeps 2 damage; no player is dealt damage', () => {
    const a = rule({ state: state(), actions: [cast('h', { x: 2 }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'a1')).toBeUndefined();
    expect(onField(a, 'b1')).toBeUndefined();
    expect(onField(a, 'b2')).toMatchObject({ damage: 2 });
    expect(a.state.players.map((p) => p.life)).toEqual([20, 20]);
    expect(a.state.players[0].graveyard.map((o) => o.card).sort()).toEqual(['Grizzly Bears', 'Savage Twister']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '120.3e', '704.5g']));
  });

  it('X = 0: no creature is dealt damage; X = 3 needs five mana, four lands are not enough (601.2h)', () => {
    const zero = rule({ state: state(), actions: [cast('h', { x: 0 }), ...passes(2)] });
    expect(zero.legal).toBe(true);
    expect(['a1', 'b1', 'b2'].map((id) => onField(zero, id)?.damage ?? 0)).toEqual([0, 0, 0]);
    expect(rule({ state: state(), action: cast('h', { x: 3 }) }).legal).toBe(false);
  });

  it("Chandra, Flamecaller's −X with X = 2: two loyalty counters removed (606.4), 2 damage to each creature", () => {
    const chandra = bundledCard('Chandra, Flamecaller');
    const minusX = chandra.text.split('\n').findIndex((l) => l.startsWith('−X:'));
    const s = board({
      battlefield: [
        { id: 'c', card: chandra.name, controller: 'alice', counters: { loyalty: 4 } },
        perm('a1', 'Grizzly Bears', 'alice'),
        perm('b2', 'Hill Giant', 'bob'),
      ],
    });
    const a = rule({
      allowUnsupported: true,
      state: s,
      actions: [{ type: 'activate', player: 'alice', source: 'c', ability: minusX, x: 2 }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    // A planeswalker is not a creature: Chandra keeps her two remaining loyalty counters.
    expect(onField(a, 'c')).toMatchObject({ counters: { loyalty: 2 } });
    expect(onField(a, 'a1')).toBeUndefined();
    expect(onField(a, 'b2')).toMatchObject({ damage: 2 });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '120.3e']));
  });
});
