import { joinSearchTop, revealTopSentences, scryThenRevealTop, searchSentence } from './library-effects';

describe('revealTopSentences (701.20a): the top card revealed, then put into a hand', () => {
  it("reads Dark Confidant's body, old and current wording", () => {
    const want = { kind: 'revealTopToHand', who: 'you', loseLife: true };
    expect(
      revealTopSentences(
        'reveal the top card of your library and put that card into your hand. You lose life equal to its converted mana cost',
      ),
    ).toEqual(want);
    expect(
      revealTopSentences('reveal the top card of your library and put that card into your hand. You lose life equal to its mana value'),
    ).toEqual(want);
  });

  it("reads Goblin Guide's body (506.2)", () => {
    expect(
      revealTopSentences(
        "defending player reveals the top card of their library. If it's a land card, that player puts it into their hand",
      ),
    ).toEqual({ kind: 'revealTopToHand', who: 'defendingPlayer', types: ['Land'] });
  });

  it('refuses what it does not read in full', () => {
    for (const body of [
      'reveal the top card of your library',
      'reveal the top card of your library and put that card into your hand. You lose life equal to its power',
      'reveal the top card of your library and put that card into your hand. You lose 2 life',
      "defending player reveals the top card of their library. If it's a creature card, that player puts it into their hand",
      "defending player reveals the top card of their library. If it's a land card, that player puts it onto the battlefield",
      'defending player reveals the top card of your library and put that card into your hand. You lose life equal to its mana value',
      "reveal the top card of their library. If it's a land card, that player puts it into their hand",
    ])
      expect([body, revealTopSentences(body)]).toEqual([body, null]);
  });
});

describe('searchSentence (701.23a): "with different names" (201.2b)', () => {
  const ctx = { addTarget: () => null, lastTarget: () => null } as never;
  it('after a plural card phrase: the cards found must have different names', () => {
    expect(
      searchSentence(
        'Search your library for up to three artifact cards with different names, put them onto the battlefield, then shuffle your library',
        ctx,
      ),
    ).toMatchObject({ kind: 'searchLibrary', count: 3, differentNames: true, filters: [{ kind: 'type', anyOf: ['Artifact'] }] });
  });

  it('not after one card ("a card with different names" says nothing)', () => {
    expect(searchSentence('Search your library for an artifact card with different names, put it into your hand', ctx)).toBeNull();
  });
});

describe('searchSentence (701.23a): the first card of the answer goes elsewhere; the cards put on top after the shuffle', () => {
  const ctx = { addTarget: () => null, lastTarget: () => null } as never;
  it('Cultivate, Fork in the Road: `oneTo` names where "one" goes, `to` where the other goes', () => {
    expect(
      searchSentence(
        'Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand',
        ctx,
      ),
    ).toMatchObject({ kind: 'searchLibrary', count: 2, to: 'hand', oneTo: 'battlefield', tapped: true });
    expect(
      searchSentence(
        'Search your library for up to two creature cards and reveal them; put one into your hand and the other into your graveyard',
        ctx,
      ),
    ).toMatchObject({ count: 2, to: 'graveyard', oneTo: 'hand', tapped: false });
  });

  it('Enlightened Tutor, Congregation at Dawn: to the top after the shuffle (the two sentences joined)', () => {
    const joined = joinSearchTop([
      'Search your library for an artifact or enchantment card and reveal that card',
      'Shuffle your library, then put the card on top of it',
    ]);
    expect(joined).toEqual([
      'Search your library for an artifact or enchantment card and reveal that card; shuffle your library, then put the card on top of it',
    ]);
    expect(searchSentence(joined[0], ctx)).toMatchObject({ count: 1, to: 'top', shuffle: true });
    expect(
      searchSentence(
        'Search your library for up to three creature cards and reveal them; shuffle your library, then put those cards on top of it in any order',
        ctx,
      ),
    ).toMatchObject({ count: 3, to: 'top', shuffle: true });
    expect(
      searchSentence('Search your library for a creature card, reveal it, then shuffle your library and put that card on top of it', ctx),
    ).toMatchObject({ count: 1, to: 'top', shuffle: true });
  });

  it('refuses what it does not read in full', () => {
    for (const sentence of [
      // "the other" of three cards; "one" of a single card; the other into the same zone as "one".
      'Search your library for up to three basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand',
      'Search your library for a basic land card, reveal it, and put one onto the battlefield tapped and the other into your hand',
      'Search your library for up to two creature cards and reveal them; put one into your hand and the other into your hand',
      // "those cards" for one card; "the card" after ", then shuffle".
      'Search your library for a creature card and reveal them; shuffle your library, then put those cards on top of it',
      'Search your library for a creature card, reveal it, then shuffle your library and put the card on top of it',
      'Search your library for a creature card and reveal that card; shuffle your library, then put the card third from the top',
    ])
      expect([sentence, searchSentence(sentence, ctx)]).toEqual([sentence, null]);
  });
});

describe('scryThenRevealTop (701.22a, then 701.20a): Llanowar Empath', () => {
  it('the scry, then the reveal; refused when the reveal is not read', () => {
    expect(scryThenRevealTop("scry 2, then reveal the top card of your library. If it's a creature card, put it into your hand.")).toEqual([
      { kind: 'scry', n: 2 },
      { kind: 'revealTopToHand', who: 'you', types: ['Creature'] },
    ]);
    expect(
      scryThenRevealTop("scry 5, then reveal the top card of your library. If it's a creature card, you draw cards equal to its power"),
    ).toBeNull();
  });
});
