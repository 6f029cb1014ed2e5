/**
 * 702.73a: changeling is a characteristic-defining ability: the object is every creature type.
 * The layer system (613.3) applies it first in layer 4; matching a creature type reads this.
 */
export function isChangeling(keywords: Set<string>): boolean {
  return keywords.has('changeling');
}

/** 702.73a, 205.3d: a changeling creature or kindred (tribal) object has every creature type. */
export function hasEveryCreatureType(types: readonly string[], keywords: ReadonlySet<string>): boolean {
  return keywords.has('changeling') && (types.includes('Creature') || types.includes('Tribal') || types.includes('Kindred'));
}
