/**
 * 702.90b-c: a source with infect gives players poison counters (120.3b) and creatures -1/-1 counters
 * (120.3d), from whatever zone it deals damage (702.90e): applied by damageResults (120-damage.ts).
 */
export function hasInfect(keywords: ReadonlySet<string>): boolean {
  return keywords.has('infect');
}
