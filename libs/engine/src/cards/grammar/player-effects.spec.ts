import { PlayerSentenceContext, playerSentence, splitPlayerSentence } from './player-effects';

/** The player-effect grammar: the verb "exile" of the top of a library (406.3, 702.115a ingest). */
const ctx = (referred = false): PlayerSentenceContext => ({
  addTarget: () => 0,
  lastTarget: () => null,
  lastPlayerTarget: () => null,
  referredPlayer: () => referred,
});
const one = { kind: 'fixed', n: 1 };

describe('player effects: exiling the top of a library', () => {
  it('reads "that player exiles the top card of their library" when the trigger names a player', () => {
    expect(playerSentence('that player exiles the top card of their library', ctx(true))).toEqual({
      kind: 'exileTopOfLibrary',
      players: { kind: 'one', player: { kind: 'referredPlayer' } },
      amount: one,
    });
    expect(playerSentence('that player exiles the top card of their library', ctx(false))).toBeNull();
  });

  it('reads each opponent, you, and a number of cards', () => {
    expect(playerSentence('Each opponent exiles the top card of their library', ctx())).toEqual({
      kind: 'exileTopOfLibrary',
      players: { kind: 'each', who: 'opponent' },
      amount: one,
    });
    expect(playerSentence('Exile the top three cards of your library', ctx())).toEqual({
      kind: 'exileTopOfLibrary',
      players: { kind: 'one', player: { kind: 'you' } },
      amount: { kind: 'fixed', n: 3 },
    });
  });

  it('refuses another library, a wrong number or a face-down exile', () => {
    for (const s of [
      'Each opponent exiles the top card of your library',
      'Exile the top card of their library',
      'Exile the top one cards of your library',
      'Exile the top three card of your library',
      'Exile the top card of your library face down',
      'Each opponent exiles a card',
    ])
      expect(playerSentence(s, ctx())).toBeNull();
  });
});

describe('player effects: "draws an additional card" (504.1: besides the draw step\'s own draw)', () => {
  it('reads "an additional card" and "two additional cards" as a fixed number of cards drawn', () => {
    expect(playerSentence('that player draws an additional card', ctx(true))).toEqual({
      kind: 'drawCards',
      players: { kind: 'one', player: { kind: 'referredPlayer' } },
      amount: one,
    });
    expect(playerSentence('that player draws two additional cards', ctx(true))).toMatchObject({ amount: { kind: 'fixed', n: 2 } });
  });

  it('refuses a wrong number, a missing noun or an unknown "that player"', () => {
    expect(playerSentence('that player draws an additional cards', ctx(true))).toBeNull();
    expect(playerSentence('that player draws two additional card', ctx(true))).toBeNull();
    expect(playerSentence('that player draws an additional', ctx(true))).toBeNull();
    expect(playerSentence('that player draws X additional cards', ctx(true))).toBeNull();
    expect(playerSentence('that player draws an additional card', ctx(false))).toBeNull();
  });
});

describe('player effects: "take an extra turn after this one" (500.7)', () => {
  it('reads the instruction to you, a target player and two extra turns', () => {
    expect(playerSentence('Take an extra turn after this one', ctx())).toEqual({
      kind: 'extraTurns',
      players: { kind: 'one', player: { kind: 'you' } },
      n: 1,
    });
    expect(playerSentence('you take an extra turn after this one', ctx())).toMatchObject({ kind: 'extraTurns', n: 1 });
    expect(playerSentence('Target player takes an extra turn after this one', ctx())).toEqual({
      kind: 'extraTurns',
      players: { kind: 'target' },
      target: 0,
      n: 1,
    });
    expect(playerSentence('Target player takes two extra turns after this one', ctx())).toMatchObject({ kind: 'extraTurns', n: 2 });
  });

  it('refuses a wrong person or number, another turn, or a condition left over', () => {
    for (const s of [
      'Target player take an extra turn after this one',
      'Takes an extra turn after this one',
      'Take an extra turns after this one',
      'Take two extra turn after this one',
      'Take one extra turns after this one',
      'Take an extra turn',
      'Take an extra turn after that one',
      'Take an extra turn after this one if an opponent cast a blue spell this turn',
      'Take an extra turn after this one for each coin that comes up heads',
    ])
      expect(playerSentence(s, ctx())).toBeNull();
  });
});

describe('player effects: "skip your next turn" (500.11, 614.10)', () => {
  it('reads one turn or a number of turns, of you or another player', () => {
    expect(playerSentence('You skip your next turn', ctx())).toEqual({
      kind: 'skipTurns',
      players: { kind: 'one', player: { kind: 'you' } },
      n: 1,
    });
    expect(playerSentence('you skip your next two turns', ctx())).toMatchObject({ kind: 'skipTurns', n: 2 });
    expect(playerSentence('Skip your next turn', ctx())).toMatchObject({ kind: 'skipTurns', n: 1 });
    expect(playerSentence('Target player skips their next turn', ctx())).toMatchObject({ kind: 'skipTurns', target: 0, n: 1 });
  });

  it("refuses steps and phases, another player's turn, a wrong number or person", () => {
    for (const s of [
      'You skip your next untap step',
      'You skip your next draw step',
      'Target player skips their next combat phase',
      'You skip their next turn',
      'Target player skips your next turn',
      'You skip your next one turns',
      'You skip your next two turn',
      'You skips your next turn',
      'You skip your turn',
    ])
      expect(playerSentence(s, ctx())).toBeNull();
  });
});

describe('player effects: shuffling a hand and / or graveyard into a library (701.24a)', () => {
  it('reads each player, you and a target player, their own zones only', () => {
    expect(playerSentence('Each player shuffles their hand and graveyard into their library', ctx())).toEqual({
      kind: 'shuffleIntoLibrary',
      players: { kind: 'each', who: 'player' },
      zones: ['hand', 'graveyard'],
    });
    expect(playerSentence('Shuffle your graveyard into your library', ctx())).toMatchObject({
      kind: 'shuffleIntoLibrary',
      players: { kind: 'one', player: { kind: 'you' } },
      zones: ['graveyard'],
    });
    expect(playerSentence('Target player shuffles their graveyard into their library', ctx())).toMatchObject({
      target: 0,
      zones: ['graveyard'],
    });
  });

  it("refuses another player's zones or library, other zones, a wrong person", () => {
    for (const s of [
      'Each player shuffles your graveyard into their library',
      'Each player shuffles their graveyard into your library',
      'Shuffle your library',
      'Shuffle your hand and library into your library',
      'Each player shuffles their graveyard and hand into their library',
      'You shuffles your graveyard into your library',
      'Each player shuffle their hand into their library',
      'Shuffle target card from your graveyard into your library',
    ])
      expect(playerSentence(s, ctx())).toBeNull();
  });

  it('splits "..., then draws seven cards" after the "and" inside the first instruction (608.2c)', () => {
    expect(splitPlayerSentence('Each player shuffles their hand and graveyard into their library, then draws seven cards')).toEqual([
      'Each player shuffles their hand and graveyard into their library',
      'Each player draws seven cards',
    ]);
    expect(splitPlayerSentence('Each player shuffles their hand and graveyard into their library')).toEqual([
      'Each player shuffles their hand and graveyard into their library',
    ]);
  });
});
