import { protectionQualities } from './protection';
import { outsideStriations } from './grammar/leveler';
/** A card's printed characteristics, as the catalog or an inline definition gives them. */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';

export interface CardDefinition {
  name: string;
  /** e.g. "{1}{G}"; "" for no mana cost (lands). */
  manaCost: string;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  /** Strings, because printed values can be "*" or "1+*". */
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  /** Oracle text, lines separated by "\n". */
  text: string;
  /** French printed name, when the catalog knows it. */
  frenchName?: string;
}

export interface CardCatalog {
  /** By English or French name, case-insensitive. */
  find(name: string): CardDefinition | undefined;
}

export function isType(card: CardDefinition, type: string): boolean {
  return card.types.includes(type);
}

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];

/** 110.4a: a permanent card could be put onto the battlefield. */
export function isPermanentCard(card: CardDefinition): boolean {
  return card.types.some((t) => PERMANENT_TYPES.includes(t));
}

/** A definition with the defaults of an unprinted field: no cost, no text, colors from the cost (202.2). */
export function defineCard(d: Partial<CardDefinition> & Pick<CardDefinition, 'name' | 'types'>): CardDefinition {
  return {
    manaCost: '',
    supertypes: [],
    subtypes: [],
    power: null,
    toughness: null,
    loyalty: null,
    text: '',
    ...d,
    colors: d.colors ?? colorsOfCost(d.manaCost ?? ''),
  };
}

/** Colors from mana symbols in the cost (105.2 / 202.2): the default when a definition gives none. */
export function colorsOfCost(manaCost: string): Color[] {
  const found = new Set<Color>();
  for (const symbol of manaCost.match(/\{[^}]+\}/g) ?? []) {
    for (const c of ['W', 'U', 'B', 'R', 'G'] as const) if (symbol.includes(c)) found.add(c);
  }
  return (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => found.has(c));
}

const keywordsOf = new WeakMap<CardDefinition, ReadonlySet<string>>();

/**
 * Keyword abilities stated alone on a line of text ("Flying", "Vigilance, haste"). Definitions
 * are never mutated: the answer is kept per definition (the layer system asks for it constantly).
 */
export function printedKeywords(card: CardDefinition): ReadonlySet<string> {
  const known = keywordsOf.get(card);
  if (known) return known;
  const found = readKeywords(card);
  keywordsOf.set(card, found);
  return found;
}

function readKeywords(card: CardDefinition): Set<string> {
  const out = new Set<string>();
  // 711.2: a keyword printed in a leveler's striation is part of the level symbol's ability, not the card's own.
  for (const line of outsideStriations(card.text.split('\n'))) {
    const body = line.replace(/\([^()]*\)/g, '').trim();
    if (body === '') continue;
    const parts = body.split(/[,;]\s*/);
    // 702.16a: "protection from Demons and from Dragons" is one keyword, of capitalized words.
    const keyword = (p: string) => /^[A-Za-z][a-z]+( [a-z]+){0,2}$/.test(p) || protectionQualities(p.toLowerCase()) !== null;
    if (parts.every(keyword)) for (const p of parts) out.add(p.toLowerCase());
  }
  return out;
}
