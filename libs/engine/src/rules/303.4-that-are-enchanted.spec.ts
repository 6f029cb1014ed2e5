import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 303.4, 611.3a: "Creatures you control that are enchanted get +1/+1 and have first strike." (Fencer's Magemark),
 * "Creatures that are enchanted can't attack or block." (Song of Serenity): every creature an Aura is attached to now,
 * whoever controls that Aura.
 */
const answer = rulingsWith(
  new InMemoryCatalog(["Fencer's Magemark", 'Song of Serenity', 'Holy Strength', 'Grizzly Bears', 'Craw Wurm'].map(bundledCard)),
);

describe('303.4: "creatures ... that are enchanted"', () => {
  it.each(["Fencer's Magemark", "Guardian's Magemark", "Infiltrator's Magemark", 'Song of Serenity'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it("Fencer's Magemark: alice's enchanted creatures get +1/+1 and first strike (one enchanted by bob's Aura too); the others do not", () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'fm', card: "Fencer's Magemark", controller: 'alice', attachedTo: 'b1' },
          { id: 'cw', card: 'Craw Wurm', controller: 'alice' },
          { id: 'hs', card: 'Holy Strength', controller: 'bob', attachedTo: 'cw' },
          { id: 'b2', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'b3', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'h3', card: 'Holy Strength', controller: 'bob', attachedTo: 'b3' },
        ],
      }),
      actions: [],
    });
    expect(onField(a, 'b1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(onField(a, 'b1')?.characteristics?.abilities).toContain('First strike');
    expect(onField(a, 'cw')?.characteristics).toMatchObject({ power: 8, toughness: 7 });
    expect(onField(a, 'b2')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(onField(a, 'b3')?.characteristics).toMatchObject({ power: 3, toughness: 4 });
    expect(onField(a, 'b3')?.characteristics?.abilities ?? []).not.toContain('First strike');
  });

  it('Song of Serenity: an enchanted creature cannot be declared as an attacker (508.1c); an unenchanted one can', () => {
    const state = board({
      battlefield: [
        { id: 'ss', card: 'Song of Serenity', controller: 'bob' },
        { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'hs', card: 'Holy Strength', controller: 'alice', attachedTo: 'b1' },
        { id: 'b2', card: 'Grizzly Bears', controller: 'alice' },
      ],
      turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
    });
    const enchanted = answer({
      state,
      actions: [...passes(2), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'b1', attacking: 'bob' }] }],
    });
    expect(enchanted.violations).toEqual([expect.objectContaining({ rule: '508.1c' })]);
    const bare = answer({
      state,
      actions: [...passes(2), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'b2', attacking: 'bob' }] }],
    });
    expect(bare.violations).toEqual([]);
  });

  it('refused: "creatures that are equipped and enchanted" (not read)', () => {
    const odd = compileCard({
      ...bundledCard('Song of Serenity'),
      text: "Creatures that are enchanted and equipped can't attack or block.",
    });
    expect(odd.support).not.toBe('full');
  });
});
