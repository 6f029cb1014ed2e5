import { KeywordPhrase } from '../cards/keyword-table';
import { keywordCost } from './alternative-costs';

/**
 * 702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a card with
 * the same mana value as the discarded card, reveal that card, and put it into your hand. Then
 * shuffle your library. Activate only as a sorcery.": an activated ability that works only while
 * the card is in its owner's hand (602, as cycling's), written in the language; the search is
 * answered as a pending choice while the ability resolves (701.23a), the card found revealed and
 * put into the hand, then the library shuffled (701.24a). Only mana costs without X.
 */
export const TRANSMUTE: KeywordPhrase = {
  rule: '702.53a',
  abilities(item) {
    const cost = keywordCost(item, 'transmute');
    if (cost === null) return null;
    return [
      {
        kind: 'activated',
        cost: { tap: false, mana: cost, discardSelf: true },
        targets: [],
        effects: [
          {
            kind: 'searchLibrary',
            filters: [{ kind: 'sameManaValueAsDiscardedSource' }],
            count: 1,
            to: 'hand',
            tapped: false,
            shuffle: true,
          },
        ],
        sorcerySpeed: true,
        text: `Transmute ${cost}`,
        fromHand: true,
      },
    ];
  },
};
