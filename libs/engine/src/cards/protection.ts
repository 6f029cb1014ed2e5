import { CREATURE_TYPES } from './creature-types';

/**
 * 702.16a: a quality a protection ability names: a color ("protection from red"), a card type
 * ("protection from artifacts"), a creature type in the plural ("protection from Dragons"), or
 * everything (702.16j).
 */
export type ProtectionQuality =
  { kind: 'color'; color: string } | { kind: 'type'; type: string } | { kind: 'subtype'; subtype: string } | { kind: 'everything' };

const COLOR_WORDS: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

const CARD_TYPE_WORDS: Record<string, string> = {
  artifacts: 'Artifact',
  creatures: 'Creature',
  enchantments: 'Enchantment',
  instants: 'Instant',
  sorceries: 'Sorcery',
  planeswalkers: 'Planeswalker',
  lands: 'Land',
};

/** One quality word, lower-case as a keyword line is read ("dragons" -> the creature type Dragon); null for another word. */
function quality(word: string): ProtectionQuality | null {
  if (word === 'everything') return { kind: 'everything' };
  if (COLOR_WORDS[word]) return { kind: 'color', color: COLOR_WORDS[word] };
  if (CARD_TYPE_WORDS[word]) return { kind: 'type', type: CARD_TYPE_WORDS[word] };
  // 205.3m: a creature type, plural ("Demons", "Dragons").
  const subtype = creatureTypePlurals().get(word);
  return subtype ? { kind: 'subtype', subtype } : null;
}

let plurals: Map<string, string> | undefined;

/** The plurals of the creature types, lower-case ("dragons", "elves", "allies", "fungi", "merfolk"). */
function creatureTypePlurals(): Map<string, string> {
  if (plurals) return plurals;
  plurals = new Map();
  for (const t of CREATURE_TYPES) {
    const w = t.toLowerCase();
    const forms = [w, `${w}s`, `${w}es`, w.replace(/y$/, 'ies'), w.replace(/fe?$/, 'ves'), w.replace(/us$/, 'i')];
    for (const f of forms) if (!plurals.has(f)) plurals.set(f, t);
  }
  return plurals;
}

/**
 * The qualities of a protection keyword, lower-case ("protection from demons and from dragons":
 * two qualities, each as its own protection ability would, 702.16a); null when the keyword is not
 * protection or names a quality not read here (a name, a player, "each color"...).
 */
export function protectionQualities(keyword: string): ProtectionQuality[] | null {
  const m = /^protection from (.+)$/.exec(keyword);
  if (!m) return null;
  const out: ProtectionQuality[] = [];
  for (const word of m[1].split(' and from ')) {
    const q = quality(word);
    if (!q) return null;
    out.push(q);
  }
  return out;
}
