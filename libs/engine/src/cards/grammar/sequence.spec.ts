import { andYouLife, thenInstructions, withoutIndependentTail } from './sequence';

describe('608.2c: instructions in one sentence, in order', () => {
  it('cuts "A, then B" into instructions of their own', () => {
    expect(thenInstructions('Return up to two target creature cards from your graveyard to your hand, then discard a card')).toEqual([
      'Return up to two target creature cards from your graveyard to your hand',
      'Discard a card',
    ]);
    expect(thenInstructions("Tap target creature, then return CARDNAME to its owner's hand")).toEqual([
      'Tap target creature',
      "Return CARDNAME to its owner's hand",
    ]);
    expect(thenInstructions('Draw a card, then put a +1/+1 counter on CARDNAME, then you lose 1 life')).toEqual([
      'Draw a card',
      'Put a +1/+1 counter on CARDNAME',
      'You lose 1 life',
    ]);
  });

  it('leaves whole what the cut could change', () => {
    // 608.2c: a condition gates both instructions; 608.2d: an option is one choice.
    expect(thenInstructions('If you do, discard your hand, then draw seven cards')).toBeNull();
    expect(thenInstructions('You may sacrifice a creature, then draw a card')).toBeNull();
    // 400.7: "it" after a move is a new object.
    expect(thenInstructions("Exile CARDNAME, then return it to the battlefield transformed under its owner's control")).toBeNull();
    // 115.3: "another target" beside an earlier target.
    expect(thenInstructions('Tap target permanent, then untap another target permanent')).toBeNull();
    // An X the end of the sentence defines, used before the cut.
    expect(thenInstructions('Draw X cards, then discard a card, where X is the number of Swamps you control')).toBeNull();
    // Read whole by the library grammar.
    expect(thenInstructions('Look at the top three cards of your library, then put them back in any order')).toBeNull();
    // Not an instruction to the controller after "then".
    expect(thenInstructions('Target player discards two cards, then draws two cards')).toBeNull();
  });

  it('cuts "and you gain/lose N life" off the instruction before it', () => {
    expect(andYouLife('You draw three cards and you lose 3 life')).toEqual(['You draw three cards', 'You lose 3 life']);
    expect(andYouLife('CARDNAME deals X damage to any target and you gain X life')).toEqual([
      'CARDNAME deals X damage to any target',
      'You gain X life',
    ]);
    expect(
      andYouLife('CARDNAME deals X damage to target creature and you gain X life, where X is the number of Swamps you control'),
    ).toEqual([
      'CARDNAME deals X damage to target creature, where X is the number of Swamps you control',
      'You gain X life, where X is the number of Swamps you control',
    ]);
  });

  it('"If you do, A and you gain N life": the one answer gates both instructions (608.2c)', () => {
    expect(andYouLife('If you do, target player loses 2 life and you gain 2 life')).toEqual([
      'If you do, target player loses 2 life',
      'If you do, you gain 2 life',
    ]);
    expect(andYouLife('If you do, you may draw a card and you gain 2 life')).toBeNull();
  });

  it('one X for both when the first instruction cannot change what it counts (608.2h)', () => {
    expect(andYouLife('You draw X cards and you lose X life, where X is the number of creatures you control')).toEqual([
      'You draw X cards, where X is the number of creatures you control',
      'You lose X life, where X is the number of creatures you control',
    ]);
    expect(
      andYouLife('Target player loses X life and you gain X life, where X is the greatest power among creatures you control'),
    ).toHaveLength(2);
  });

  it('keeps one X whole when the first instruction could change it, and a condition over both', () => {
    expect(andYouLife('You draw X cards and you lose X life, where X is the number of cards in your hand')).toBeNull();
    expect(andYouLife('Target player loses X life and you gain X life, where X is your life total')).toBeNull();
    // 120.3d: damage from a source with wither or infect changes power at once.
    expect(
      andYouLife(
        'CARDNAME deals X damage to target creature and you gain X life, where X is the greatest power among creatures you control',
      ),
    ).toBeNull();
    expect(andYouLife('If you control a Swamp, CARDNAME deals 2 damage to any target and you gain 2 life')).toBeNull();
  });

  it('a sentence with several targets is the last one that can name them when the later ones name nothing before them', () => {
    expect(withoutIndependentTail(['Destroy two target nonblack creatures', 'You lose 5 life'])).toEqual([
      'Destroy two target nonblack creatures',
    ]);
    expect(
      withoutIndependentTail([
        'Tap up to two target creatures',
        "Those creatures don't untap during their controllers' next untap steps",
        'Scry 1',
      ]),
    ).toEqual(['Tap up to two target creatures', "Those creatures don't untap during their controllers' next untap steps"]);
    expect(withoutIndependentTail(['Exile two target creatures', 'Return them to the battlefield'])).toHaveLength(2);
  });
});
