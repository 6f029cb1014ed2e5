import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const catalog = new InMemoryCatalog(['Borrowed Hostility', 'Blessed Alliance', 'Grizzly Bears', 'Mountain', 'Plains'].map(bundledCard));
const answer = rulingsWith(catalog);
const lands = (card: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `l${i}`, card, controller: 'alice' }));
const bears = (id: string, controller: string, tapped = false) => ({ id, card: 'Grizzly Bears', controller, tapped });
const cast = (card: string, modes: number[], targets: string[]) => ({ type: 'cast', player: 'alice', card, modes, targets });

describe('702.120 escalate', () => {
  it('is understood on the Borrowed cycle and Blessed Alliance (mana escalate costs)', () => {
    for (const n of ['Borrowed Hostility', 'Borrowed Grace', 'Borrowed Malevolence', 'Blessed Alliance'])
      expect([n, compileCard(bundledCard(n)).support]).toEqual([n, 'full']);
    expect(compileCard(bundledCard('Borrowed Hostility')).abilities).toContainEqual({
      kind: 'escalate',
      cost: '{3}',
      text: 'Escalate {3}',
    });
  });

  it('702.120a: Borrowed Hostility with both modes costs {R} plus {3}: the creature gets +3/+0 and first strike', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 4), bears('b', 'alice')] },
      { hand: [{ id: 'h', card: 'Borrowed Hostility' }] },
    );
    const a = answer({ state, actions: [cast('h', [0, 1], ['b', 'b']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(4);
    const b = a.state.battlefield.find((o) => o.id === 'b')?.characteristics;
    expect(b).toMatchObject({ power: 5, toughness: 2 });
    expect(b?.abilities).toContain('First strike');
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '702.120a', '601.2f']));
  });

  it('one mode: no escalate cost ({R} only)', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 4), bears('b', 'alice')] },
      { hand: [{ id: 'h', card: 'Borrowed Hostility' }] },
    );
    const a = answer({ state, actions: [cast('h', [1], ['b']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(1);
    expect(cited(a)).not.toContain('702.120a');
  });

  it('illegal: both modes without the mana for the escalate cost (601.2h); the same mode twice (700.2d)', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 3), bears('b', 'alice')] },
      { hand: [{ id: 'h', card: 'Borrowed Hostility' }] },
    );
    const poor = answer({ state, action: cast('h', [0, 1], ['b', 'b']) });
    expect(poor.legal).toBe(false);
    expect(poor.violations[0]).toMatchObject({ rule: '601.2h' });
    expect(answer({ state, action: cast('h', [0, 0], ['b', 'b']) }).violations[0]).toMatchObject({ code: 'INVALID_MODES' });
  });

  it('Blessed Alliance, two of its three modes: {1}{W} plus {2}; the player gains 4 life and two creatures untap', () => {
    const state = board(
      { battlefield: [...lands('Plains', 4), bears('b1', 'alice', true), bears('b2', 'alice', true)] },
      { hand: [{ id: 'h', card: 'Blessed Alliance' }] },
    );
    const a = answer({ state, actions: [cast('h', [0, 1], ['alice', 'b1', 'b2']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].life).toBe(24);
    expect(a.state.battlefield.filter((o) => o.tapped).map((o) => o.id)).toEqual(['l0', 'l1', 'l2', 'l3']);
    expect(cited(a)).toContain('702.120a');
  });
});
