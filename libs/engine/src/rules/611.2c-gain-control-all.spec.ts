import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 611.2a, 611.2c: "Gain control of all [permanents] [target player controls]": the permanents the phrase describes
 * as the effect begins change control for good; one entering later is not among them.
 */
const GAINED = ['Tezzeret, Master of Metal', 'Brand', 'Gilt-Leaf Archdruid', 'Gruul Charm', 'Karrthus, Tyrant of Jund'];
const catalog = new InMemoryCatalog([...GAINED, 'Grizzly Bears', 'Ornithopter', 'Forest', 'Sol Ring', 'Mountain'].map(bundledCard));
const answer = rulingsWith(catalog);
const line = (name: string, cost: string) =>
  bundledCard(name)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const controllerOf = (a: { state: { battlefield: { id: string; controller: string }[] } }, id: string) =>
  a.state.battlefield.find((o) => o.id === id)?.controller;

describe('611.2c: these cards are understood in full', () => {
  it.each(GAINED)('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('Tezzeret, Master of Metal \u22128: "Gain control of all artifacts and creatures target opponent controls."', () => {
  const minus8 = (target = 'bob') => ({
    type: 'activate',
    player: 'alice',
    source: 't1',
    ability: line('Tezzeret, Master of Metal', '\u22128'),
    targets: [target],
  });
  const state = board({
    battlefield: [
      { id: 't1', card: 'Tezzeret, Master of Metal', controller: 'alice', counters: { loyalty: 9 } },
      { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      { id: 'or', card: 'Ornithopter', controller: 'bob' },
      { id: 'sr', card: 'Sol Ring', controller: 'bob' },
      { id: 'fo', card: 'Forest', controller: 'bob' },
      { id: 'ab', card: 'Grizzly Bears', controller: 'alice' },
    ],
  });

  it("alice gains bob's artifacts and creatures, not his land; the effect lasts (611.2a)", () => {
    const a = answer({ state, actions: [minus8(), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(['gb', 'or', 'sr', 'ab'].map((id) => controllerOf(a, id))).toEqual(['alice', 'alice', 'alice', 'alice']);
    expect(controllerOf(a, 'fo')).toBe('bob');
    expect(a.state.battlefield.find((o) => o.id === 't1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '611.2c']));
  });

  it('115.1: alice is not a target opponent: the ability cannot target her', () => {
    const a = answer({ state, action: minus8('alice') });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(controllerOf(a, 'gb')).toBe('bob');
  });

  it('606.6: with seven loyalty the \u22128 ability cannot be activated', () => {
    const low = board({
      battlefield: [
        { id: 't1', card: 'Tezzeret, Master of Metal', controller: 'alice', counters: { loyalty: 7 } },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      ],
    });
    const a = answer({ state: low, action: minus8() });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
  });
});

describe('Brand: "Gain control of all permanents you own."', () => {
  it('the permanents alice owns that bob controls come back to her; his own stay his', () => {
    const a = answer({
      state: board(
        {
          battlefield: [
            { id: 'm', card: 'Mountain', controller: 'alice' },
            { id: 'gb', card: 'Grizzly Bears', controller: 'bob', owner: 'alice' },
            { id: 'bb', card: 'Grizzly Bears', controller: 'bob' },
          ],
        },
        { hand: [{ id: 's', card: 'Brand' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 's' }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(controllerOf(a, 'gb')).toBe('alice');
    expect(controllerOf(a, 'bb')).toBe('bob');
    expect(cited(a)).toContain('611.2c');
  });
});
