import { CardDefinition, printedKeywords } from '../cards/card';

/**
 * 702.114a: devoid is a characteristic-defining ability: the object is colorless, in every zone.
 * As a characteristic-defining ability it applies first in layer 5 (613.3).
 */
export function colorsWithDevoid(card: CardDefinition): CardDefinition['colors'] {
  return printedKeywords(card).has('devoid') ? [] : card.colors;
}
