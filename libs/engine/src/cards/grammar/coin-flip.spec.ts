import { Effect } from '../ability';
import { coinFlipSentence, isCoinFlipSentence, joinCoinFlips } from './coin-flip';

/** A reader of branch words that knows two instructions only. */
const read = (words: string): Effect[] | null =>
  words === 'Draw a card'
    ? [{ kind: 'draw', amount: { kind: 'fixed', n: 1 } }]
    : words === 'Sacrifice CARDNAME'
      ? [{ kind: 'sacrificeSource' }]
      : words === 'You may draw a card'
        ? [{ kind: 'optional', effects: [{ kind: 'draw', amount: { kind: 'fixed', n: 1 } }] }]
        : null;

describe('cards/grammar/coin-flip (705.1, 705.2)', () => {
  it('joins a flip with its branches, the winning one first, each at most once', () => {
    expect(
      joinCoinFlips(['Tap target creature', 'Flip a coin', 'If you win the flip, draw a card', 'If you lose the flip, sacrifice CARDNAME']),
    ).toEqual(['Tap target creature', 'Flip a coin. If you win the flip, draw a card. If you lose the flip, sacrifice CARDNAME']);
    expect(joinCoinFlips(['Then flip a coin', 'If you lose the flip, sacrifice CARDNAME', 'Draw a card'])).toEqual([
      'Then flip a coin. If you lose the flip, sacrifice CARDNAME',
      'Draw a card',
    ]);
    // A losing branch before a winning one: the winning one is no branch of that flip.
    expect(joinCoinFlips(['Flip a coin', 'If you lose the flip, draw a card', 'If you win the flip, draw a card'])).toEqual([
      'Flip a coin. If you lose the flip, draw a card',
      'If you win the flip, draw a card',
    ]);
    expect(isCoinFlipSentence('You may flip a coin. If you win the flip, draw a card')).toBe(true);
    expect(isCoinFlipSentence('Flip a coin until you lose a flip')).toBe(false);
  });

  it('reads both branches, or either alone', () => {
    expect(coinFlipSentence('Flip a coin. If you win the flip, draw a card. If you lose the flip, sacrifice CARDNAME', read)).toEqual({
      kind: 'coinFlip',
      won: [{ kind: 'draw', amount: { kind: 'fixed', n: 1 } }],
      lost: [{ kind: 'sacrificeSource' }],
    });
    expect(coinFlipSentence('Then flip a coin. If you lose the flip, sacrifice CARDNAME', read)).toEqual({
      kind: 'coinFlip',
      won: [],
      lost: [{ kind: 'sacrificeSource' }],
    });
  });

  it('refuses a flip without a branch, a branch it cannot read, one that waits for a choice, and an optional flip', () => {
    expect(coinFlipSentence('Flip a coin', read)).toBeNull();
    expect(coinFlipSentence('Flip a coin. If you win the flip, you decide whether to flip again', read)).toBeNull();
    expect(coinFlipSentence('Flip a coin. If you win the flip, you may draw a card', read)).toBeNull();
    expect(coinFlipSentence('Flip a coin. If it comes up heads, draw a card', read)).toBeNull();
    // "You may flip a coin" is read as an optional first (608.2d), never as a flip that must be made.
    expect(coinFlipSentence('You may flip a coin. If you win the flip, draw a card', read)).toBeUndefined();
    expect(coinFlipSentence('Flip a coin until you lose a flip', read)).toBeUndefined();
    expect(coinFlipSentence('Draw a card', read)).toBeUndefined();
  });
});
