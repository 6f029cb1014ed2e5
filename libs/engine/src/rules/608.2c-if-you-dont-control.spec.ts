import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * 608.2c: "At the beginning of your upkeep, you lose 2 life if you don't control an Ogre." (Scourge of Numai): the condition
 * after the instruction is read as the ability resolves (not an intervening "if", 603.4: it triggers either way).
 */
const answer = rulingsWith(
  new InMemoryCatalog(['Scourge of Numai', 'Gutwrencher Oni', 'Ogre Taskmaster', 'Grizzly Bears'].map(bundledCard)),
);
const upkeep = (battlefield: Record<string, unknown>[], hand: unknown = []) =>
  answer({
    state: board({ battlefield, turn: { number: 5, active: 'alice', step: 'untap', priority: null } }, { hand }),
    actions: passes(2),
  });

describe('608.2c: "[instruction] if you don\'t control an Ogre" (the Oni)', () => {
  it.each(['Scourge of Numai', 'Gutwrencher Oni', 'Painwracker Oni', 'Takenuma Bleeder', 'Raving Oni-Slave'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it('a near variant stays refused: "if you don\'t control two Ogres"', () => {
    const text = "At the beginning of your upkeep, you lose 2 life if you don't control two Ogres.";
    expect(compileCard({ ...bundledCard('Scourge of Numai'), text }).support).not.toBe('full');
  });

  it('Scourge of Numai without an Ogre: alice loses 2; with Ogre Taskmaster: nothing', () => {
    const alone = upkeep([{ id: 'sn', card: 'Scourge of Numai', controller: 'alice' }]);
    expect(alone.violations).toEqual([]);
    expect(alone.state.players[0].life).toBe(18);
    const ogre = upkeep([
      { id: 'sn', card: 'Scourge of Numai', controller: 'alice' },
      { id: 'og', card: 'Ogre Taskmaster', controller: 'alice' },
    ]);
    expect(ogre.state.players[0].life).toBe(20);
  });

  it("bob's Ogre does not count: alice still loses 2", () => {
    const a = upkeep([
      { id: 'sn', card: 'Scourge of Numai', controller: 'alice' },
      { id: 'og', card: 'Ogre Taskmaster', controller: 'bob' },
    ]);
    expect(a.state.players[0].life).toBe(18);
  });

  it('Gutwrencher Oni without an Ogre: alice discards her one card', () => {
    const a = upkeep([{ id: 'go', card: 'Gutwrencher Oni', controller: 'alice' }], [{ id: 'h0', card: 'Grizzly Bears' }]);
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].graveyard.map((o) => o.id)).toEqual(['h0']);
  });
});
