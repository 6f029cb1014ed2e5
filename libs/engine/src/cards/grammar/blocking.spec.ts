import { eachCantBlockThisTurn } from './blocking';

describe("509.1b, 611.2c: a group that can't block this turn", () => {
  it('"Creatures without flying can\'t block this turn": creatures not having flying, on the battlefield', () => {
    expect(eachCantBlockThisTurn("Creatures without flying can't block this turn")).toEqual({
      kind: 'eachCantBlockThisTurn',
      each: {
        kind: 'object',
        zone: 'battlefield',
        filters: [
          { kind: 'type', anyOf: ['Creature'] },
          { kind: 'not', filter: { kind: 'keyword', keyword: 'flying' } },
        ],
      },
    });
  });

  it.each([
    "Target creature can't block this turn",
    "Creature without flying can't block this turn",
    "Creatures without flying can't block",
    "Creatures without flying can't attack this turn",
    "Creatures without flying blah can't block this turn",
  ])('"%s" is not this sentence', (sentence) => {
    expect(eachCantBlockThisTurn(sentence)).toBeNull();
  });
});
