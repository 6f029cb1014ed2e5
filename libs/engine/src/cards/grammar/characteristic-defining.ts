import { Ability, Count, CountExpr, StaticEffect } from '../ability';
import { CardDefinition, Color } from '../card';
import { parseAmount } from './quantity';
import { subtypeWord } from './selector';

/**
 * The text of characteristic-defining abilities (604.3, 208.2a) and what they count; rules/604.3-characteristic-defining.ts
 * counts it on a board.
 */

const SUBJECT = "(?:CARDNAME|This creature)'s";
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
export const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
  'Tribal',
];
const PERMANENT_NOUNS: Record<string, string[]> = {
  creatures: ['Creature'],
  lands: ['Land'],
  artifacts: ['Artifact'],
  enchantments: ['Enchantment'],
  planeswalkers: ['Planeswalker'],
  permanents: [],
};
/** "creature", "instant and sorcery" -> card types; null if a word is not a card type. */
function cardTypes(words: string | undefined): string[] | null {
  if (!words) return [];
  const out = words.split(' and ').map((w) => w[0].toUpperCase() + w.slice(1));
  return out.every((t) => CARD_TYPES.includes(t)) ? out : null;
}

/** What follows "the number of": a kind of permanent or of card, where. */
function countOf(phrase: string): Count | null {
  if (phrase === 'cards in your hand') return { kind: 'cards', zone: 'hand', whose: 'you', types: [] };
  if (phrase === "cards in all players' hands") return { kind: 'cards', zone: 'hand', whose: 'all', types: [] };
  let m = /^card types among cards in (your graveyard|all graveyards)$/.exec(phrase);
  if (m) return { kind: 'cardTypes', whose: m[1] === 'your graveyard' ? 'you' : 'all' };
  m = /^(?:([a-z]+(?: and [a-z]+)?) )?cards in (your graveyard|all graveyards|your opponents' graveyards)$/.exec(phrase);
  if (m) {
    const types = cardTypes(m[1]);
    if (!types) return null;
    return {
      kind: 'cards',
      zone: 'graveyard',
      whose: m[2] === 'your graveyard' ? 'you' : m[2] === 'all graveyards' ? 'all' : 'opponents',
      types,
    };
  }
  m =
    /^(other )?(?:non-([A-Z][a-z]+) )?(snow )?(?:(white|blue|black|red|green) )?(.+?)( named CARDNAME)?(?: with ([a-z]+))? (you control|your opponents control|on the battlefield)$/.exec(
      phrase,
    );
  if (!m) return null;
  const [, other, notSubtype, snow, color, noun, named, keyword, where] = m;
  const count: Count = {
    kind: 'permanents',
    controller: where === 'you control' ? 'you' : where === 'on the battlefield' ? 'any' : 'opponents',
    types: [],
  };
  if (PERMANENT_NOUNS[noun]) count.types = PERMANENT_NOUNS[noun];
  else {
    const subtypes = noun.split(' and ').map((w) => subtypeWord(w, true));
    if (subtypes.some((s) => s === null)) return null;
    count.subtypes = subtypes as string[];
  }
  if (other) count.other = true;
  if (notSubtype) count.notSubtype = notSubtype;
  if (snow) count.supertype = 'Snow';
  if (color) count.color = COLORS[color];
  if (named) count.named = true;
  if (keyword) count.keyword = keyword;
  return count;
}

/**
 * "the number of cards in your hand", "1 plus the number of lands you control", "your life total" ...; any other
 * amount the quantity grammar reads in full ("twice the number of cards in your hand", "the number of fade counters
 * on it", "the total converted mana cost of other creatures you control"), "it" and "its" naming the object itself.
 */
export function countExpr(text: string): CountExpr | null {
  const own = ownCountExpr(text);
  if (own) return own;
  const read = parseAmount(text, { lastTarget: null, it: { kind: 'source' }, subject: { kind: 'source' } });
  // A bare number or X is not a count a characteristic-defining ability says this way.
  if (!read.ok || read.value.kind === 'fixed' || read.value.kind === 'x') return null;
  return { counts: [{ kind: 'quantity', n: read.value }], plus: 0 };
}

function ownCountExpr(text: string): CountExpr | null {
  let plus = 0;
  const lead = /^(\d+|one|two|three|four|five) plus (.+)$/.exec(text);
  if (lead) {
    plus = /^\d+$/.test(lead[1]) ? Number(lead[1]) : NUMBERS[lead[1]];
    text = lead[2];
  }
  if (text === 'your life total') return { counts: [{ kind: 'life' }], plus };
  const m = /^the (?:total )?number of (.+)$/.exec(text);
  if (!m) return null;
  const counts: Count[] = [];
  for (const part of m[1].split(' plus the number of ')) {
    const c = countOf(part);
    if (!c) return null;
    counts.push(c);
  }
  return { counts, plus };
}

/** 604.3, 208.2a: a characteristic-defining ability's line of text, or null if it is not one this engine reads. */
export function characteristicDefiningAbility(text: string): Ability | null {
  const self = { kind: 'self' } as const;
  const ability = (e: StaticEffect): Ability => ({ kind: 'static', effects: [e], text });
  // 207.2c: an ability word ("Domain — ") has no rules meaning: the ability is the text after it.
  const line = text.replace(/^[A-Z][a-z]+ — /, '');
  if (/^CARDNAME is all colors\.$/.test(line)) return ability({ kind: 'defineColors', affected: self, colors: ['W', 'U', 'B', 'R', 'G'] });
  if (/^CARDNAME is colorless\.$/.test(line)) return ability({ kind: 'defineColors', affected: self, colors: [] });
  const one = /^CARDNAME is (white|blue|black|red|green)\.$/.exec(line);
  if (one) return ability({ kind: 'defineColors', affected: self, colors: [COLORS[one[1]]] });
  let m = new RegExp(`^${SUBJECT} power and toughness are each equal to (.+)\\.$`).exec(line);
  if (m) {
    const n = countExpr(m[1]);
    return n ? ability({ kind: 'definePT', affected: self, power: n, toughness: n }) : null;
  }
  m = new RegExp(`^${SUBJECT} power is equal to (.+) and its toughness is equal to that number plus (\\d+)\\.$`).exec(line);
  if (m) {
    const n = countExpr(m[1]);
    return n ? ability({ kind: 'definePT', affected: self, power: n, toughness: { ...n, plus: n.plus + Number(m[2]) } }) : null;
  }
  m = new RegExp(`^${SUBJECT} (power|toughness) is equal to (.+)\\.$`).exec(line);
  if (m) {
    const n = countExpr(m[2]);
    if (!n) return null;
    return ability({ kind: 'definePT', affected: self, power: m[1] === 'power' ? n : null, toughness: m[1] === 'toughness' ? n : null });
  }
  return null;
}

/** The characteristic-defining effects among a card's abilities. */
export function definingEffects(abilities: Ability[]): Extract<StaticEffect, { kind: 'definePT' | 'defineColors' }>[] {
  const out: Extract<StaticEffect, { kind: 'definePT' | 'defineColors' }>[] = [];
  for (const a of abilities)
    if (a.kind === 'static') for (const e of a.effects) if (e.kind === 'definePT' || e.kind === 'defineColors') out.push(e);
  return out;
}

/**
 * 208.2: a printed "*" that no characteristic-defining ability defines (a card whose text says
 * how its power is set some other way, 208.2b, or an inline definition without one): what the
 * engine cannot honestly give a value to, reported as text it does not understand.
 */
export function undefinedStar(card: CardDefinition, abilities: Ability[]): string | null {
  const defined = definingEffects(abilities).filter((e) => e.kind === 'definePT');
  const power = card.power?.includes('*') && !defined.some((e) => e.kind === 'definePT' && e.power);
  const toughness = card.toughness?.includes('*') && !defined.some((e) => e.kind === 'definePT' && e.toughness);
  return power || toughness ? `power/toughness ${card.power}/${card.toughness} with no ability defining the *` : null;
}
