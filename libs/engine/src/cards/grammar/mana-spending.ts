/**
 * 106.6: the sentence of a mana ability that restricts how the mana it adds may be spent.
 *
 *   restriction := "Spend" "this" "mana" "only" (cast ["or" activate] | activate | "on" "costs" "that" "contain" "{X}")
 *   cast        := "to" "cast" spell-phrase          ("a creature spell", "artifact spells", "an instant or sorcery spell")
 *   activate    := ["to"] "activate" ("abilities" "of" permanents | "an" "ability" "of" permanent)
 *
 * Only the filters whose meaning does not depend on anything but the spell or permanent itself are read
 * (types, subtypes, supertypes, colors, keywords): "of the chosen type", "with flashback from a graveyard",
 * "cumulative upkeep costs" and the like stay refused.
 */
import type { SpendRestriction } from '../ability';
import { ObjectFilter, SelectorOption } from '../selector';
import { object } from './selector';
import { Tokens } from './tokens';

const PLAIN_FILTERS = new Set<ObjectFilter['kind']>(['type', 'subtype', 'supertype', 'color', 'colorless', 'colorCount', 'keyword']);

function plain(f: ObjectFilter): boolean {
  if (f.kind === 'not') return plain(f.filter);
  return PLAIN_FILTERS.has(f.kind);
}

/** "a creature spell", "artifact spells", "an ability of an Elemental" objects: an article, then the object phrase. */
function phrase(t: Tokens, zone: 'stack' | 'battlefield'): SelectorOption | null {
  const singular = t.accept('a') || t.accept('an');
  const start = t.pos;
  let o = object(t, !singular);
  // "Elemental spells": the plural noun after a subtype, read as the singular phrase "Elemental spell" is.
  const spells = t.tokens.slice(start).findIndex((tok) => tok.text === 'spells');
  if (!o && !singular && spells !== -1) {
    const words = t.tokens.slice(start).map((tok, i) => (i === spells ? 'spell' : tok.text));
    const again = Tokens.of(words.join(' '));
    o = object(again, false);
    // Only when the words up to "spells" were the whole phrase read.
    if (o && again.pos === spells + 1) t.pos = start + spells + 1;
    else o = null;
  }
  if (!o || o.kind !== 'object' || o.zone !== zone || o.filters.length === 0 || !o.filters.every(plain)) return null;
  return o;
}

function abilitiesOf(t: Tokens): SelectorOption | null {
  if (t.accept('abilities', 'of')) return phrase(t, 'battlefield');
  if (t.accept('an', 'ability', 'of')) return phrase(t, 'battlefield');
  return null;
}

/** The restriction, or null when the sentence is not one the grammar reads in full. */
export function parseSpendRestriction(sentence: string): SpendRestriction | null {
  const text = sentence.endsWith('.') ? sentence : `${sentence}.`;
  const t = Tokens.of(text.slice(0, -1));
  if (!t.accept('spend', 'this', 'mana', 'only')) return null;
  if (t.accept('on', 'costs', 'that', 'contain')) {
    return t.peek()?.text === '{X}' && (t.next(), t.done) ? { xCosts: true, text } : null;
  }
  let spells: SelectorOption | null = null;
  if (t.accept('to', 'cast')) {
    spells = phrase(t, 'stack');
    if (!spells) return null;
    if (t.done) return { spells, text };
    if (!t.accept('or', 'activate')) return null;
  } else if (!t.accept('to', 'activate')) return null;
  const of = abilitiesOf(t);
  if (!of || !t.done) return null;
  return { ...(spells ? { spells } : {}), abilitiesOf: of, text };
}
