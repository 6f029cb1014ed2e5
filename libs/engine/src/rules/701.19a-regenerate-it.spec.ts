import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 701.19a: "Target creature gets +2/+0 until end of turn. Regenerate it. You lose 2 life." (Boon of Erebos): "it" is
 * the spell's target, which gets a regeneration shield for the turn: the next time it would be destroyed this turn, it
 * is tapped, its damage removed, instead.
 */
const catalog = new InMemoryCatalog(['Boon of Erebos', 'Grizzly Bears', 'Lightning Bolt', 'Swamp', 'Mountain'].map(bundledCard));
const answer = rulingsWith(catalog);

describe('701.19a: "Regenerate it." after a target creature', () => {
  it.each(['Boon of Erebos', 'Necrobite', "Butcher's Glee", 'Unnatural Endurance'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('"Regenerate it." after a target player names no permanent: refused', () => {
    const variant = defineCard({ name: 'Variant', types: ['Instant'], text: 'Target player loses 2 life. Regenerate it.' });
    expect(compileCard(variant).support).not.toBe('full');
  });

  it('Boon of Erebos on Grizzly Bears, then Lightning Bolt: the Bears regenerate (tapped, no damage), a 4/2 this turn; 2 life lost', () => {
    const field = { battlefield: [...lands('Swamp', 's', 1), ...lands('Mountain', 'm', 1, 'bob'), perm('g1', 'Grizzly Bears', 'alice')] };
    const bolt = { hand: [{ id: 'l1', card: 'Lightning Bolt' }] };
    const state = board(field, {}, bolt);
    const withBoon = board(field, { hand: [{ id: 'b1', card: 'Boon of Erebos' }] }, bolt);
    const a = answer({
      state: withBoon,
      actions: [
        { type: 'cast', player: 'alice', card: 'b1', targets: ['g1'] },
        ...passes(2),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'l1', targets: ['g1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'g1')).toMatchObject({ tapped: true, damage: 0 });
    expect(onField(a, 'g1')?.characteristics).toMatchObject({ power: 4, toughness: 2 });
    expect(a.state.players[0].life).toBe(18);
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '701.19a', event: 'regenerate', objects: ['g1'] }));
    expect(cited(a)).toContain('701.19a');
    // Without the Boon the same Bolt destroys the Bears (704.5g).
    const b = answer({
      state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'l1', targets: ['g1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(onField(b, 'g1')).toBeUndefined();
    expect(cited(b)).toContain('704.5g');
  });
});
