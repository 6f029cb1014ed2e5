import { colorsNow, keywordsNow } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { COLOR_NAMES, nameOf } from './names';
import { msg } from '../trace/message';

/**
 * 702.16 Protection, for the qualities the engine models: a color ("protection from green",
 * 702.16a) and "protection from everything" (702.16j). Other qualities (card types, names,
 * players...) are not read here yet.
 */

const EVERYTHING = 'protection from everything';

/**
 * The protection ability `o` has now (613.1f) against a source of `colors` (W, U, B, R, G), e.g.
 * "protection from green"; null when it has none. Protection from everything (702.16j) applies
 * to every source, colorless ones included. Several instances for the same quality are
 * redundant (702.16m): the first one found is returned.
 */
export function protectedFrom(state: GameState, o: GameObject, colors: readonly string[]): string | null {
  const keywords = keywordsNow(state, o);
  if (keywords.size === 0) return null;
  if (keywords.has(EVERYTHING)) return EVERYTHING;
  for (const color of colors) {
    const keyword = `protection from ${COLOR_NAMES[color] ?? color}`;
    if (keywords.has(keyword)) return keyword;
  }
  return null;
}

/**
 * 702.16e: damage that would be dealt by a source with the stated quality to a permanent with
 * protection is prevented. `sourceColors` are the source's colors now (613.1e); 702.16j:
 * all damage to a permanent with protection from everything is prevented.
 */
export function preventsDamage(state: GameState, recipient: GameObject, sourceColors: readonly string[]): boolean {
  return protectedFrom(state, recipient, sourceColors) !== null;
}

/**
 * 702.16f: an attacking creature with protection can't be blocked by creatures that have the
 * stated quality (the blocker's colors now, 613.1e); 702.16j: one with protection from
 * everything can't be blocked by creatures at all.
 */
export function checkProtection(c: BlockContext): Violation | null {
  const keyword = protectedFrom(c.state, c.attacker, colorsNow(c.state, c.blocker));
  if (!keyword) return null;
  return {
    code: 'CANNOT_BLOCK_PROTECTION',
    rule: keyword === EVERYTHING ? '702.16j' : '702.16f',
    message:
      keyword === EVERYTHING
        ? msg('702.16-protection.CANNOT_BLOCK_PROTECTION', { nameOf: nameOf(c.attacker) })
        : msg('702.16-protection.CANNOT_BLOCK_PROTECTION.2', { nameOf: nameOf(c.attacker), keyword: keyword, nameOf2: nameOf(c.blocker) }),
  };
}
