/**
 * 702.80a: damage a source with wither deals to a creature is -1/-1 counters instead of marked damage
 * (120.3d), from whatever zone the source deals it (702.80c): applied by damageResults (120-damage.ts).
 */
export function hasWither(keywords: ReadonlySet<string>): boolean {
  return keywords.has('wither');
}
