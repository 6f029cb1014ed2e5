import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * 107.3c, 107.3i: "You gain X life and draw X cards, where X is the number of lands you control.": the text defines X,
 * and every X of the ability has that value: the gain as well as the draw.
 */
describe('107.3c: one X defined by the text for two instructions (Nissa, Voice of Zendikar)', () => {
  const NISSA = bundledCard('Nissa, Voice of Zendikar');
  const answer = rulingsWith(new InMemoryCatalog([NISSA, bundledCard('Forest')]));
  const forests = Array.from({ length: 3 }, (_, i) => ({ id: `f${i + 1}`, card: 'Forest', controller: 'alice' }));

  it('the gain keeps the definition of X: a count of lands you control, not an announced X', () => {
    const c = compileCard(NISSA);
    expect(c.support).toBe('full');
    const ultimate = c.abilities.find((a) => a.kind === 'loyalty' && a.cost === -7);
    expect(JSON.stringify(ultimate)).not.toContain('"amount":{"kind":"x"}');
  });

  it('−7 with three lands: alice gains 3 life and draws 3 cards', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'nv', card: NISSA.name, controller: 'alice', counters: { loyalty: 7 } }, ...forests] }),
      actions: [{ type: 'activate', player: 'alice', source: 'nv', ability: 2 }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(23);
    expect(a.state.players[0].hand).toEqual({ count: 3 });
  });

  it('refused when the first instruction could change what X counts ("where X is your life total")', () => {
    const odd = compileCard({ ...NISSA, text: '\u22127: You gain X life and draw X cards, where X is your life total.' });
    expect(odd.support).not.toBe('full');
  });
});

describe('107.3f, 107.3m: an X a triggered ability does not define', () => {
  const read = (name: string, text: string) => compileCard({ ...bundledCard(name), text }).support;

  it('is not read on a card without {X} in its mana cost: its value would be a choice the engine does not ask', () => {
    expect(read('Grizzly Bears', 'Whenever Grizzly Bears attacks, it deals X damage to any target.')).toBe('none');
    expect(read('Grizzly Bears', 'When Grizzly Bears enters the battlefield, draw X cards.')).toBe('none');
  });

  it('is read where the text defines it, or where "that much" is the amount of the trigger event', () => {
    expect(
      read('Grizzly Bears', 'When Grizzly Bears enters the battlefield, you gain X life, where X is the number of creatures you control.'),
    ).toBe('full');
    expect(compileCard(bundledCard('Wall of Essence')).support).toBe('full');
  });
});
