import { compileCard } from '../oracle-compiler';
import { loyaltyCost } from './loyalty';

const walker = (text: string) =>
  compileCard({
    name: 'Test Walker',
    manaCost: '{3}',
    colors: [],
    supertypes: ['Legendary'],
    types: ['Planeswalker'],
    subtypes: ['Test'],
    power: null,
    toughness: null,
    loyalty: '3',
    text,
  });

describe('606.4: the loyalty cost of a line', () => {
  it('reads +N, −N (U+2212), 0 and −X; a bare number other than 0 or +X is no loyalty cost', () => {
    expect(loyaltyCost('+1: Draw a card.')).toEqual({ cost: 1, x: false, effect: 'Draw a card.' });
    expect(loyaltyCost('\u22122: Draw a card.')).toMatchObject({ cost: -2, x: false });
    expect(loyaltyCost('0: Draw a card.')).toMatchObject({ cost: 0, x: false });
    expect(loyaltyCost('\u2212X: Draw a card.')).toMatchObject({ cost: 0, x: true });
    expect(loyaltyCost('2: Draw a card.')).toBeNull();
    expect(loyaltyCost('+X: Draw a card.')).toBeNull();
  });

  it('114.2: an emblem line is understood only when its abilities work from the command zone', () => {
    const anthem = walker('\u22124: You get an emblem with "Creatures you control get +1/+1."');
    expect(anthem.support).toBe('full');
    expect(anthem.abilities[0]).toMatchObject({
      kind: 'loyalty',
      cost: -4,
      effects: [{ kind: 'emblem', text: 'Creatures you control get +1/+1.' }],
    });
    const trigger = walker('\u22128: You get an emblem with "Whenever a player draws a card, you lose 2 life."');
    expect(trigger.unsupported).toEqual(['\u22128: You get an emblem with "Whenever a player draws a card, you lose 2 life."']);
  });

  it('107.3a: a −X ability is understood only when its effect uses X', () => {
    expect(walker('\u2212X: Test Walker deals X damage to target creature.').abilities[0]).toMatchObject({ kind: 'loyalty', x: true });
    expect(walker('\u2212X: Draw a card.').support).not.toBe('full');
  });
});
