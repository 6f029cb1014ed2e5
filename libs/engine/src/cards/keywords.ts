/**
 * The keyword abilities the card language knows, in one place: the compiler reads them on keyword
 * lines, the grammar in selectors ("creature with flying").
 */

/** Keyword abilities with a file of their own under keywords/ (702.x); ward and the rest are not yet. */
export const IMPLEMENTED_KEYWORDS = new Set([
  'deathtouch',
  'defender',
  'double strike',
  'first strike',
  'flash',
  'flying',
  'haste',
  'hexproof',
  'indestructible',
  'intimidate',
  'lifelink',
  'reach',
  'shroud',
  'trample',
  'vigilance',
  'menace',
  'fear',
  'shadow',
  'horsemanship',
  'plainswalk',
  'islandwalk',
  'swampwalk',
  'mountainwalk',
  'forestwalk',
  'wither',
  'infect',
  'changeling',
  'devoid',
  'phasing',
  'banding',
]);

/**
 * Keywords the engine implements only where they are printed (a keyword line of the card's own text):
 * their rules read the printed line; an effect granting or removing one is refused (613.1f). Those that
 * stand for an ability of the language as well (prowess, flanking, provoke, storm, exalted) are registered
 * by their files (keywords/phrases.ts) and are printed-only the same way.
 */
export const PRINTED_ONLY_KEYWORDS: readonly string[] = ['convoke'];

/** What a keyword line of a card may hold (CARDNAME's own keywords). */
export const KEYWORD_LINES: ReadonlySet<string> = new Set([...IMPLEMENTED_KEYWORDS, ...PRINTED_ONLY_KEYWORDS]);

/** What "with K" / "without K" in a selector may name: a keyword the layer system reports on an object (613). */
export const SELECTOR_KEYWORDS: ReadonlySet<string> = new Set([...IMPLEMENTED_KEYWORDS, 'flanking', 'prowess']);
