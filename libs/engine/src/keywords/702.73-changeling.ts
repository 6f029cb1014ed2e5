/**
 * 702.73a: changeling is a characteristic-defining ability: the object is every creature type.
 * The layer system (613.3) applies it first in layer 4; matching a creature type reads this.
 */
export function isChangeling(keywords: Set<string>): boolean {
  return keywords.has('changeling');
}
