import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { GRIZZLY_BEARS, MOUNTAIN } from '../testing/spell-cards';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/** Real card, current Oracle text. */
const CHAR = defineCard({
  name: 'Char',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Char deals 4 damage to any target and 2 damage to you.',
});
const answer = rulingsWith(new InMemoryCatalog([CHAR, MOUNTAIN, GRIZZLY_BEARS]));
const mountains = ['m1', 'm2', 'm3'].map((id) => ({ id, card: 'Mountain', controller: 'alice' }));

describe('120 damage: two damage events from one sentence', () => {
  it("120.3a, 608.2c: Char to bob's face deals 4 damage to bob, then 2 damage to alice, its controller", () => {
    const state = board({ battlefield: mountains }, { hand: [{ id: 'c1', card: 'Char' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['bob'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players.map((p) => p.life)).toEqual([18, 16]);
    const damage = a.trace.filter((t) => t.event === 'damage');
    expect(damage.map((t) => t.objects)).toEqual([['bob'], ['alice']]);
    expect(cited(a)).toContain('120.3a');
    expect(a.state.players[0].graveyard.map((o) => o.id)).toEqual(['c1']);
  });

  it('120.3e: Char on a Grizzly Bears destroys it (704.5g) and still deals 2 damage to alice', () => {
    const state = board(
      { battlefield: [...mountains, { id: 'g1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Char' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['g1'] }, ...passes(2)] });
    expect(a.state.players[1].graveyard.map((o) => o.id)).toEqual(['g1']);
    expect(a.state.players.map((p) => p.life)).toEqual([18, 20]);
    expect(cited(a)).toContain('704.5g');
  });

  it('601.2c: Char needs its target; and with two Mountains its cost cannot be paid (601.2h)', () => {
    const state = board({ battlefield: mountains }, { hand: [{ id: 'c1', card: 'Char' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'c1' } }).legal).toBe(false);
    const poor = board({ battlefield: mountains.slice(0, 2) }, { hand: [{ id: 'c1', card: 'Char' }] });
    const a = answer({ state: poor, action: { type: 'cast', player: 'alice', card: 'c1', targets: ['bob'] } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });
});
