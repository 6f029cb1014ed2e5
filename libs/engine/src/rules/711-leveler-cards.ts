import { GameObject } from '../state/types';

/**
 * 711: leveler cards. The card language reads a leveler's striations (cards/grammar/leveler.ts)
 * into static abilities of the card (711.2): each says "as long as this creature has N1 to N2 (or
 * N3 or more) level counters on it, it has base power and toughness [P/T] and has [abilities]", a
 * condition (`levelCounters`) the layer system asks as it applies (611.3a, 613): the P/T in layer 7b,
 * the abilities in layer 6 (613.1f), so that counters (7c) and other effects still apply after or
 * over them in timestamp order (613.7). The rest follows from where the abilities are:
 * - 711.4: the abilities outside the striations, among them level up (702.87a), are the card's own;
 * - 711.5: with fewer level counters than the first striation's N1, no striation applies: the
 *   permanent has its uppermost P/T box, the card's printed power and toughness;
 * - 711.6: off the battlefield no static ability of the card applies (611.3b): the uppermost box too.
 */

/** 711.2a, 711.2b: whether the level counters on a permanent fall in a striation's range. */
export function inStriation(o: GameObject, min: number, max: number | null): boolean {
  const level = o.counters.level ?? 0;
  return level >= min && (max === null || level <= max);
}
