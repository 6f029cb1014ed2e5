import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 608.2c: "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's blue." (Ring of Evos Isle): the
 * condition is read as the ability resolves, on the creature the Equipment is attached to then (301.5), by its color now
 * (105.2). Not an intervening "if" (603.4): the ability triggers whatever the creature is.
 */
const answer = rulingsWith(
  new InMemoryCatalog(['Ring of Evos Isle', 'Ring of Valkas', 'Hobble', 'Grizzly Bears', 'Merfolk of the Pearl Trident'].map(bundledCard)),
);
const upkeep = (creature: string) =>
  answer({
    state: board({
      battlefield: [
        { id: 'c', card: creature, controller: 'alice' },
        { id: 'r', card: 'Ring of Evos Isle', controller: 'alice', attachedTo: 'c' },
      ],
      turn: { number: 5, active: 'alice', step: 'untap', priority: null },
    }),
    actions: passes(2),
  });

describe('608.2c: "put a +1/+1 counter on equipped creature if it\'s blue" (the Rings)', () => {
  it.each(['Ring of Evos Isle', 'Ring of Kalonia', 'Ring of Thune', 'Ring of Valkas'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('a near variant stays refused: "Enchanted creature can\'t block if it\'s black." (Hobble: "it" is not the source)', () => {
    expect(compileCard(bundledCard('Hobble')).support).not.toBe('full');
  });

  it('a blue creature equipped: a +1/+1 counter on it', () => {
    const a = upkeep('Merfolk of the Pearl Trident');
    expect(a.violations).toEqual([]);
    expect(onField(a, 'c')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('a green creature equipped: it triggers, but no counter', () => {
    const a = upkeep('Grizzly Bears');
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'c')?.counters ?? {}).toEqual({});
  });

  it('attached to nothing: no counter anywhere', () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'c', card: 'Merfolk of the Pearl Trident', controller: 'alice' },
          { id: 'r', card: 'Ring of Evos Isle', controller: 'alice' },
        ],
        turn: { number: 5, active: 'alice', step: 'untap', priority: null },
      }),
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'c')?.counters ?? {}).toEqual({});
  });
});
