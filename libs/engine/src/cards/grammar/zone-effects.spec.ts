import { joinChoiceSentences, returnCardFromGraveyard, zoneSentence } from './zone-effects';
import { SentenceContext } from './amount-sentences';

/** The zone grammar alone: what each sentence reads into, and what it leaves unread (400.1, 701.20a, 701.20e, 401.4). */
function context(last: 'player' | 'creature' | null = null): SentenceContext & { added: string[]; stoppedWords: string[] } {
  const added: string[] = [];
  const stoppedWords: string[] = [];
  return {
    added,
    stoppedWords,
    addTarget: (phrase) => {
      added.push(phrase);
      return added.length - 1;
    },
    lastTarget: () => (last === null ? null : 0),
    lastTargetIsPlayer: () => last === 'player',
    stopped: (words: string) => {
      stoppedWords.push(words);
    },
  } as SentenceContext & { added: string[]; stoppedWords: string[] };
}

describe('moveZone sentences', () => {
  it.each([
    ["Return CARDNAME to its owner's hand", { source: true, to: { zone: 'hand' } }],
    ['Exile CARDNAME', { source: true, to: { zone: 'exile' } }],
    // 702.62a: a spell with suspend exiling itself (Arc Blade).
    ['Exile CARDNAME with three time counters on it', { source: true, to: { zone: 'exile', timeCounters: 3 } }],
    ['Exile CARDNAME with a time counter on it', { source: true, to: { zone: 'exile', timeCounters: 1 } }],
    ["Shuffle CARDNAME into its owner's library", { source: true, to: { zone: 'library', position: 'shuffle' } }],
    ["Put target creature on top of its owner's library", { target: 0, to: { zone: 'library', position: 'top' } }],
    ["Put target card from a graveyard on the bottom of its owner's library", { target: 0, to: { zone: 'library', position: 'bottom' } }],
    [
      'Put target creature card from a graveyard onto the battlefield under your control',
      { target: 0, to: { zone: 'battlefield', control: 'you', tapped: false } },
    ],
    [
      'Return target creature card from your graveyard to the battlefield tapped',
      { target: 0, to: { zone: 'battlefield', control: 'owner', tapped: true } },
    ],
    ['Return target artifact card from your graveyard to your hand', { target: 0, to: { zone: 'hand' } }],
    // 113.6m: the source, a card in its owner's graveyard (an ability that works there).
    ['Return CARDNAME from your graveyard to your hand', { source: true, sourceIn: 'graveyard', to: { zone: 'hand' } }],
    // Said of several targets (the stand-in "target permanent" of withVariableTargets): each to its owner's hand.
    ["Return target creature to their owners' hands", { target: 0, to: { zone: 'hand' } }],
    [
      'Return CARDNAME from your graveyard to the battlefield tapped',
      { source: true, sourceIn: 'graveyard', to: { zone: 'battlefield', control: 'owner', tapped: true } },
    ],
    ['Shuffle target creature card from your graveyard into your library', { target: 0, to: { zone: 'library', position: 'shuffle' } }],
  ])('%s', (sentence, effect) => {
    expect(zoneSentence(sentence, context())).toEqual({ kind: 'moveZone', ...effect });
  });

  it('"it" and "that creature" are the last target; without one they are not read', () => {
    expect(zoneSentence('Exile it', context('creature'))).toEqual({ kind: 'moveZone', to: { zone: 'exile' }, target: 0 });
    expect(zoneSentence('Exile that creature', context(null))).toBeNull();
  });

  it.each([
    // A source in a graveyard is only returned (113.6m); a permanent does not "return" to the battlefield; a hand not its owner's.
    'Exile CARDNAME from your graveyard',
    'Return target creature to the battlefield',
    'Return target creature card from a graveyard to your hand',
    // "up to two": a variable number of targets; a spell target; a duration (610.3).
    'Return up to two target creature cards from your graveyard to your hand',
    "Put target spell on top of its owner's library",
    'Exile target creature an opponent controls until CARDNAME leaves the battlefield',
    'Put CARDNAME onto the battlefield',
    // Time counters only on the source itself; other counters are not read here.
    'Exile target creature with three time counters on it',
    'Exile CARDNAME with three +1/+1 counters on it',
    'Exile CARDNAME with three time counter on it',
  ])('not read: %s', (sentence) => {
    const ctx = context();
    expect(zoneSentence(sentence, ctx)).toBeNull();
    expect(ctx.added).toEqual([]);
  });
});

describe('a hand revealed and a card chosen from it', () => {
  it('"Target opponent reveals their hand"', () => {
    const ctx = context();
    expect(zoneSentence('Target opponent reveals their hand', ctx)).toEqual({ kind: 'revealHand', target: 0 });
    expect(ctx.added).toEqual(['target opponent']);
  });

  it('"You choose a nonland card from it; that player discards that card", only after a target player', () => {
    const sentence = 'You choose a nonland card from it; that player discards that card';
    expect(zoneSentence(sentence, context('player'))).toEqual({
      kind: 'chooseFromHand',
      target: 0,
      card: { kind: 'object', zone: 'hand', filters: [{ kind: 'not', filter: { kind: 'type', anyOf: ['Land'] } }] },
      then: 'discard',
    });
    expect(zoneSentence(sentence, context('creature'))).toBeNull();
    expect(zoneSentence('You choose a nonland card from it', context('player'))).toBeNull();
  });

  it('joins "You choose ... from it." with "That player discards that card."; splits Brainstorm\'s "then"', () => {
    expect(
      joinChoiceSentences(['Target player reveals their hand', 'You choose a card from it', 'That player discards that card']),
    ).toEqual(['Target player reveals their hand', 'You choose a card from it; that player discards that card']);
    expect(joinChoiceSentences(['Draw three cards, then put two cards from your hand on top of your library in any order'])).toEqual([
      'Draw three cards',
      'Put two cards from your hand on top of your library in any order',
    ]);
    // 701.24a: Ponder's shuffle joins the look it follows; after any other sentence it is not joined.
    expect(
      joinChoiceSentences(['Look at the top three cards of your library, then put them back in any order', 'You may shuffle your library']),
    ).toEqual(['Look at the top three cards of your library, then put them back in any order; you may shuffle your library']);
    expect(joinChoiceSentences(['Draw a card', 'You may shuffle your library'])).toEqual(['Draw a card', 'You may shuffle your library']);
  });
});

describe('a look at the top of the library', () => {
  it.each([
    ['Look at the top three cards of your library, then put them back in any order', { n: 3, keep: 0, rest: 'top' }],
    [
      'Look at the top three cards of your library, then put them back in any order; you may shuffle your library',
      { n: 3, keep: 0, rest: 'top', mayShuffle: true },
    ],
    [
      'Look at the top four cards of your library; put one of them into your hand and the rest on the bottom of your library in any order',
      { n: 4, keep: 1, rest: 'bottom' },
    ],
    [
      'Look at the top two cards of your library; put one of them into your hand and the other on the bottom of your library',
      { n: 2, keep: 1, rest: 'bottom' },
    ],
    [
      'Look at the top four cards of your library; put one of them into your hand and the rest into your graveyard',
      { n: 4, keep: 1, rest: 'graveyard' },
    ],
  ])('%s', (sentence, effect) => {
    expect(zoneSentence(sentence, context())).toEqual({ kind: 'lookAtLibrary', ...effect });
  });

  it.each([
    // Three cards left: "in any order" must say who arranges them; "the other" with more than one left; a random order.
    'Look at the top four cards of your library; put one of them into your hand and the rest on the bottom of your library',
    'Look at the top four cards of your library; put one of them into your hand and the other on the bottom of your library',
    'Look at the top four cards of your library; put one of them into your hand and the rest on the bottom of your library in a random order',
    // The target player's cards go to that player's zones only: never to a hand.
    "Look at the top four cards of target player's library; put one of them into your hand and the rest into their graveyard",
    "Look at the top four cards of target player's library; put one of them into their hand and the rest into their graveyard",
  ])('not read: %s', (sentence) => {
    expect(zoneSentence(sentence, context())).toBeNull();
  });

  it.each([
    ["Look at the top three cards of target player's library, then put them back in any order", { n: 3, keep: 0, rest: 'top' }],
    [
      "Look at the top card of target player's library; you may put that card into their graveyard",
      { n: 1, keep: 1, rest: 'top', pick: { to: 'graveyard', filters: [] } },
    ],
    [
      "Look at the top five cards of target opponent's library; put one of those cards into that player's graveyard and the rest on top of their library in any order",
      { n: 5, keep: 1, rest: 'top', pick: { to: 'graveyard', filters: [], exactly: true } },
    ],
  ])("the target player's library: %s", (sentence, effect) => {
    expect(zoneSentence(sentence, context())).toEqual({ kind: 'lookAtLibrary', ...effect, targetLibrary: 0 });
  });
});

describe('a look or a reveal that picks cards from among the top of the library (701.20a)', () => {
  const creature = [{ kind: 'type', anyOf: ['Creature'] }];
  it.each([
    [
      'Look at the top four cards of your library; you may reveal a creature card from among them and put it into your hand; put the rest on the bottom of your library in any order',
      { n: 4, keep: 1, rest: 'bottom', pick: { to: 'hand', filters: creature } },
    ],
    [
      'Reveal the top four cards of your library; you may put a creature card from among them into your hand; put the rest into your graveyard',
      { n: 4, keep: 1, rest: 'graveyard', pick: { to: 'hand', filters: creature }, reveal: true },
    ],
    [
      'Reveal the top four cards of your library; put all creature cards revealed this way into your hand and the rest on the bottom of your library in any order',
      { n: 4, keep: 4, rest: 'bottom', pick: { to: 'hand', filters: creature, all: true }, reveal: true },
    ],
    [
      'Look at the top five cards of your library; put any number of them into your graveyard and the rest back on top of your library in any order',
      { n: 5, keep: 5, rest: 'top', pick: { to: 'graveyard', filters: [] } },
    ],
    [
      'Look at the top card of your library; you may put that card into your graveyard',
      { n: 1, keep: 1, rest: 'top', pick: { to: 'graveyard', filters: [] } },
    ],
    // One sentence: "..., then put one of them ..." (Court Hussar); "..., and exile the rest" (Browse, 406.3).
    [
      'Look at the top three cards of your library, then put one of them into your hand and the rest on the bottom of your library in any order',
      { n: 3, keep: 1, rest: 'bottom' },
    ],
    ['Look at the top five cards of your library, put one of them into your hand, and exile the rest', { n: 5, keep: 1, rest: 'exile' }],
    // 110.2a: picked onto the battlefield; the rest into the hand (Nissa, Nature's Artisan), 110.5b: tapped.
    [
      'Reveal the top two cards of your library; put all land cards from among them onto the battlefield and the rest into your hand',
      { n: 2, keep: 2, rest: 'hand', pick: { to: 'battlefield', filters: [{ kind: 'type', anyOf: ['Land'] }], all: true }, reveal: true },
    ],
    [
      'Reveal the top three cards of your library; put all land cards revealed this way onto the battlefield tapped and the rest into your graveyard',
      {
        n: 3,
        keep: 3,
        rest: 'graveyard',
        pick: { to: 'battlefield', filters: [{ kind: 'type', anyOf: ['Land'] }], all: true, tapped: true },
        reveal: true,
      },
    ],
    [
      'Look at the top five cards of your library; you may put a creature card from among them onto the battlefield; put the rest on the bottom of your library in any order',
      { n: 5, keep: 1, rest: 'bottom', pick: { to: 'battlefield', filters: creature } },
    ],
  ])('%s', (sentence, effect) => {
    expect(zoneSentence(sentence, context())).toEqual({ kind: 'lookAtLibrary', ...effect });
  });

  it('joins the sentences that follow the look', () => {
    expect(
      joinChoiceSentences([
        'Reveal the top four cards of your library',
        'You may put a land card from among them into your hand',
        'Put the rest into your graveyard',
      ]),
    ).toEqual([
      'Reveal the top four cards of your library; you may put a land card from among them into your hand; put the rest into your graveyard',
    ]);
  });

  it.each([
    // "all" is said of revealed cards; a random order; "the rest" left unsaid; a look that reveals again.
    'Look at the top four cards of your library; put all creature cards revealed this way into your hand and the rest into your graveyard',
    'Look at the top four cards of your library; you may reveal a creature card from among them and put it into your hand; put the rest on the bottom of your library in a random order',
    'Reveal the top four cards of your library; you may put a creature card from among them into your hand',
    'Reveal the top four cards of your library; you may reveal a creature card from among them and put it into your hand; put the rest into your graveyard',
    // "exile the other": one card left is no "rest"; a reveal that exiles the rest.
    'Look at the top two cards of your library, put one of them into your hand, and exile the rest',
    'Reveal the top five cards of your library, put one of them into your hand, and exile the rest',
    // The rest into the hand the picked cards go to (nothing picked); "reveal ... and put it onto the battlefield" not read.
    'Reveal the top four cards of your library; put all creature cards revealed this way into your hand and the rest into your hand',
    'Reveal the top four cards of your library; you may put a creature card from among them into your hand; put the rest into your hand',
    'Look at the top four cards of your library; you may reveal a creature card from among them and put it onto the battlefield; put the rest into your graveyard',
    'Reveal the top two cards of your library; put all land cards from among them onto the battlefield tapped and the rest into your hand in any order',
  ])('not read: %s', (sentence) => {
    expect(zoneSentence(sentence, context())).toBeNull();
  });

  it("701.20e: a look with nothing to choose: your library, or target player's", () => {
    expect(zoneSentence('Look at the top card of your library', context())).toEqual({ kind: 'lookAtTop', n: 1 });
    const ctx = context();
    expect(zoneSentence("Look at the top three cards of target player's library", ctx)).toEqual({ kind: 'lookAtTop', n: 3, target: 0 });
    expect(ctx.added).toEqual(['target player']);
  });
});

describe('returnCardFromGraveyard: "[you may] return a creature card from your graveyard to your hand" (608.2d)', () => {
  it('a card of her own graveyard, chosen as it resolves; "you may": she may choose none', () => {
    expect(returnCardFromGraveyard('You may return a creature card from your graveyard to your hand')).toEqual({
      kind: 'returnPermanents',
      what: {
        kind: 'object',
        zone: 'graveyard',
        filters: [
          { kind: 'type', anyOf: ['Creature'] },
          { kind: 'owner', is: 'you' },
        ],
      },
      n: 1,
      text: 'creature card from your graveyard',
      may: true,
    });
    expect(returnCardFromGraveyard('Return an artifact card from your graveyard to your hand')).toMatchObject({
      what: {
        zone: 'graveyard',
        filters: [
          { kind: 'type', anyOf: ['Artifact'] },
          { kind: 'owner', is: 'you' },
        ],
      },
    });
    expect(returnCardFromGraveyard('Return an artifact card from your graveyard to your hand')).not.toHaveProperty('may');
  });

  it('refused: a target, another zone or hand, a phrase not read in full', () => {
    expect(returnCardFromGraveyard('Return target creature card from your graveyard to your hand')).toBeNull();
    expect(returnCardFromGraveyard("Return a creature card from your graveyard to its owner's hand")).toBeNull();
    expect(returnCardFromGraveyard('Return a creature card from your hand to your graveyard')).toBeNull();
    expect(returnCardFromGraveyard('Return a frobnicated creature card from your graveyard to your hand')).toBeNull();
    expect(returnCardFromGraveyard('Return two creature cards from your graveyard to your hand')).toBeNull();
  });
});

describe('several objects moved by one "Return" or "Exile" (608.2c): together, each to its owner\'s hand (400.3)', () => {
  it("two targets to their owners' hands, in the order of the text", () => {
    const ctx = context();
    expect(zoneSentence("Return target creature you control and target creature you don't control to their owners' hands", ctx)).toEqual({
      kind: 'together',
      act: 'hand',
      targets: [0, 1],
    });
    expect(ctx.added).toEqual(['target creature you control', "target creature you don't control"]);
  });

  it('the source and a target: "Return CARDNAME and target creature you control to their owner\'s hand", "Exile CARDNAME and target permanent"', () => {
    expect(zoneSentence("Return CARDNAME and target creature you control to their owner's hand", context())).toEqual({
      kind: 'together',
      act: 'hand',
      targets: [0],
      source: true,
    });
    expect(zoneSentence('Exile CARDNAME and target permanent', context())).toEqual({
      kind: 'together',
      act: 'exile',
      targets: [0],
      source: true,
    });
  });

  it('refused: a card in a graveyard beside a permanent, another destination, "it" after "and"', () => {
    expect(zoneSentence('Exile target creature and target card from a graveyard', context())).toBeNull();
    expect(zoneSentence("Put target creature and target land on top of their owners' libraries", context())).toBeNull();
    expect(zoneSentence('Return target creature and target land to the battlefield', context())).toBeNull();
    expect(zoneSentence("Return target creature and it to their owners' hands", context('creature'))).toBeNull();
  });
});
