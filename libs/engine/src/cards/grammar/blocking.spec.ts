import { blockingCreatures, blockingRestriction, eachCantBlockThisTurn } from './blocking';

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

describe('509.1b: the creatures of a blocking restriction', () => {
  const withKeyword = (keyword: string) => ({
    kind: 'object',
    zone: 'battlefield',
    filters: [
      { kind: 'type', anyOf: ['Creature'] },
      { kind: 'keyword', keyword },
    ],
  });

  it('"creatures with flying or reach": creatures with flying, or creatures with reach', () => {
    expect(blockingCreatures('creatures with flying or reach')).toEqual([withKeyword('flying'), withKeyword('reach')]);
  });

  it('"creatures with power 2 or less" stays one comparison; "creatures with flying or blah" is not read', () => {
    expect(blockingCreatures('creatures with power 2 or less')).toHaveLength(1);
    expect(blockingCreatures('creatures with flying or blah')).toBeNull();
  });

  it('"can block only creatures with flying": the affected creature can block no other', () => {
    expect(blockingRestriction('can block only creatures with flying', { kind: 'enchanted' })).toEqual({
      kind: 'cantBlockCreatures',
      affected: { kind: 'enchanted' },
      attackers: [withKeyword('flying')],
      only: true,
    });
    expect(blockingRestriction('can block only', { kind: 'enchanted' })).toBeNull();
  });
});
