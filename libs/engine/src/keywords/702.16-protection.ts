import { characteristicsOf, colorsNow, keywordsNow } from '../rules/613-layers';
import { protectionQualities, ProtectionQuality } from '../cards/protection';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { COLOR_NAMES, nameOf } from './names';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

/**
 * 702.16 Protection, for the qualities the engine models (cards/protection.ts): a color
 * ("protection from green", 702.16a), a card type ("protection from artifacts"), a creature type
 * ("protection from Dragons"), several of them ("protection from red and from blue") and
 * "protection from everything" (702.16j). Other qualities (names, players...) are not read here.
 */

const EVERYTHING = 'protection from everything';

/** What a protection ability looks at in a source: its colors, card types and subtypes now (613.1). */
export interface ProtectionSource {
  colors: readonly string[];
  types: readonly string[];
  subtypes: readonly string[];
}

/** The characteristics of `o` a protection ability reads (613.1e, 613.1d). */
export function protectionSourceOf(state: GameState, o: GameObject): ProtectionSource {
  const c = characteristicsOf(state, o);
  return { colors: colorsNow(state, o), types: c.types, subtypes: c.subtypes };
}

function hasQuality(q: ProtectionQuality, source: ProtectionSource): boolean {
  switch (q.kind) {
    case 'everything':
      return true;
    case 'color':
      return source.colors.includes(q.color);
    case 'type':
      return source.types.includes(q.type);
    case 'subtype':
      return source.subtypes.includes(q.subtype);
  }
}

/**
 * The protection ability `o` has now (613.1f) against a source: its colors (W, U, B, R, G) alone,
 * or its colors, card types and subtypes; null when it has none. Protection from everything
 * (702.16j) applies to every source, colorless ones included; "protection from X and from Y" is
 * against a source with either quality (702.16a). Several instances for the same quality are
 * redundant (702.16m): the first one found is returned.
 */
export function protectedFrom(state: GameState, o: GameObject, from: readonly string[] | ProtectionSource): string | null {
  const keywords = keywordsNow(state, o);
  if (keywords.size === 0) return null;
  if (keywords.has(EVERYTHING)) return EVERYTHING;
  const source: ProtectionSource = isColorList(from) ? { colors: from, types: [], subtypes: [] } : from;
  for (const color of source.colors) {
    const keyword = `protection from ${COLOR_NAMES[color] ?? color}`;
    if (keywords.has(keyword)) return keyword;
  }
  for (const keyword of keywords) {
    const qualities = keyword.startsWith('protection from ') ? protectionQualities(keyword) : null;
    // Only the source's colors are known (a source gone, read as it last existed: its colors alone are kept):
    // protection from a card type or a creature type cannot be told, so the engine refuses rather than guess.
    if (isColorList(from) && qualities?.some((q) => q.kind === 'type' || q.kind === 'subtype'))
      throw new Unsupported('UNSUPPORTED_PROTECTION', msg('702.16-protection.unknownSource', { id: o.id, keyword }), '702.16a');
    if (qualities?.some((q) => hasQuality(q, source))) return keyword;
  }
  return null;
}

function isColorList(from: readonly string[] | ProtectionSource): from is readonly string[] {
  return Array.isArray(from);
}

/**
 * 702.16e: damage that would be dealt by a source with the stated quality to a permanent with
 * protection is prevented. `source` is the source's colors now (613.1e), or its colors, card
 * types and subtypes; 702.16j: all damage to a permanent with protection from everything is prevented.
 */
export function preventsDamage(state: GameState, recipient: GameObject, source: readonly string[] | ProtectionSource): boolean {
  return protectedFrom(state, recipient, source) !== null;
}

/**
 * 702.16f: an attacking creature with protection can't be blocked by creatures that have the
 * stated quality (the blocker's colors, card types and subtypes now, 613.1); 702.16j: one with protection from
 * everything can't be blocked by creatures at all.
 */
export function checkProtection(c: BlockContext): Violation | null {
  const keyword = protectedFrom(c.state, c.attacker, protectionSourceOf(c.state, c.blocker));
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
