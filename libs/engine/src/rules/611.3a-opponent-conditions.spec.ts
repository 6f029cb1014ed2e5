import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { onField } from '../testing/actions';

/**
 * 611.3a: conditions about the opponents and the turn: "as long as an opponent has 10 or less life" (119.1), "... an
 * opponent has no cards in hand" (402.1), "... ten or more cards in their graveyard" (404.1), "you have more cards in
 * hand than each opponent", "no opponent controls a white or blue creature", "it's not your turn" (500.1).
 */
const NAMES = [
  'Ruthless Cullblade',
  'Guul Draz Specter',
  "Jace's Phantasm",
  'Okina Nightwatch',
  'Skittish Kavu',
  'Vexing Beetle',
  'Glory of Warfare',
];
const answer = rulingsWith(new InMemoryCatalog([...NAMES, 'Grizzly Bears', 'Elite Vanguard', 'Forest'].map(bundledCard)));
const card = (id: string, name: string) => ({ id, card: name });
const cards = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => card(`${prefix}${i}`, 'Forest'));
const pt = (
  battlefield: Record<string, unknown>[],
  id: string,
  alice: Record<string, unknown> = {},
  bob: Record<string, unknown> = {},
  turn?: unknown,
) => {
  const a = answer({ state: board({ battlefield, ...(turn ? { turn } : {}) }, alice, bob), actions: [] });
  const c = onField(a, id)?.characteristics;
  return [c?.power, c?.toughness];
};
const mine = (id: string, name: string) => ({ id, card: name, controller: 'alice' });
const bobs = (id: string, name: string) => ({ id, card: name, controller: 'bob' });

describe('611.3a: conditions on the opponents and on the turn', () => {
  it.each([...NAMES, 'Guul Draz Vampire', 'Kavu Runner', 'Secretkeeper', 'Oak Street Innkeeper', 'Vibrating Sphere', 'Ghost Town'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it('Ruthless Cullblade: +2/+1 while bob has 10 life, not at 11', () => {
    expect(pt([mine('rc', 'Ruthless Cullblade')], 'rc', {}, { life: 10 })).toEqual([4, 2]);
    expect(pt([mine('rc', 'Ruthless Cullblade')], 'rc', {}, { life: 11 })).toEqual([2, 1]);
  });

  it('Guul Draz Specter: +3/+3 while bob has no cards in hand, not with one', () => {
    expect(pt([mine('gs', 'Guul Draz Specter')], 'gs', {}, { hand: [] })).toEqual([5, 5]);
    expect(pt([mine('gs', 'Guul Draz Specter')], 'gs', {}, { hand: cards(1, 'h') })).toEqual([2, 2]);
  });

  it("Jace's Phantasm: +4/+4 with ten cards in bob's graveyard, not with nine; alice's own graveyard does not count", () => {
    expect(pt([mine('jp', "Jace's Phantasm")], 'jp', {}, { graveyard: cards(10, 'g') })).toEqual([5, 5]);
    expect(pt([mine('jp', "Jace's Phantasm")], 'jp', { graveyard: cards(10, 'g') }, { graveyard: cards(9, 'x') })).toEqual([1, 1]);
  });

  it('Okina Nightwatch: +3/+3 with more cards in hand than bob, not with as many', () => {
    expect(pt([mine('on', 'Okina Nightwatch')], 'on', { hand: cards(3, 'a') }, { hand: cards(2, 'b') })).toEqual([7, 6]);
    expect(pt([mine('on', 'Okina Nightwatch')], 'on', { hand: cards(2, 'a') }, { hand: cards(2, 'b') })).toEqual([4, 3]);
  });

  it("Skittish Kavu: +1/+1 unless an opponent controls a white or blue creature (alice's own white creature does not matter)", () => {
    expect(pt([mine('sk', 'Skittish Kavu'), mine('ev', 'Elite Vanguard'), bobs('gb', 'Grizzly Bears')], 'sk')).toEqual([2, 2]);
    expect(pt([mine('sk', 'Skittish Kavu'), bobs('ev', 'Elite Vanguard')], 'sk')).toEqual([1, 1]);
  });

  it('Vexing Beetle: +3/+3 while bob controls no creature', () => {
    expect(pt([mine('vb', 'Vexing Beetle'), mine('gb', 'Grizzly Bears')], 'vb')).toEqual([6, 6]);
    expect(pt([mine('vb', 'Vexing Beetle'), bobs('gb', 'Grizzly Bears')], 'vb')).toEqual([3, 3]);
  });

  it("Glory of Warfare: +2/+0 on alice's turn, +0/+2 on bob's", () => {
    const field = [mine('gw', 'Glory of Warfare'), mine('gb', 'Grizzly Bears')];
    expect(pt(field, 'gb')).toEqual([4, 2]);
    expect(pt(field, 'gb', {}, {}, { number: 3, active: 'bob', step: 'first-main', priority: 'bob' })).toEqual([2, 4]);
  });

  it('refused: a comparison the grammar does not read ("as long as an opponent has more cards in hand")', () => {
    const odd = compileCard({
      ...bundledCard('Okina Nightwatch'),
      text: 'Okina Nightwatch gets +3/+3 as long as an opponent has more cards in hand.',
    });
    expect(odd.support).not.toBe('full');
  });
});
