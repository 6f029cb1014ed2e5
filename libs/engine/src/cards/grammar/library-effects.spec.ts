import { revealTopSentences, searchSentence } from './library-effects';

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
