import { Color } from '../card';
import { ObjectFilter, PlayerRef, PlayerRelation, Quantity, Selector, SelectorOption, Zone } from '../selector';
import { isListedSubtype } from '../creature-types';
import { Tokens } from './tokens';
import { SELECTOR_KEYWORDS } from '../keywords';

/**
 * The phrase grammar: recursive descent over tokens, one function per nonterminal. Each
 * function either reads its phrase and moves the cursor past it, or returns null and leaves the
 * cursor where it was (the caller tries something else). Chosen over a PEG or combinator
 * library: the phrases are few and short, the error we need is "the words it stopped at", and a
 * hand-written reader has no dependency and no generated code.
 *
 *   target      := "any" "target" | ["another"] "target" options | "up" "to" quantity "target" options
 *                | quantity "target" options    (a number of two or more: "two target lands")
 *   options     := option ("or" option)*
 *   option      := "player" | "opponent" | object
 *   object      := adjective* heads [noun] modifier*
 *   adjective   := color ["or" color] | "non"word | "tapped" | "untapped" | "attacking" ["or" "blocking"]
 *                | "blocking" | supertype | "colorless" | "monocolored" | "multicolored" | [","]
 *   heads       := head (("or" | "," ["or"]) head)*      head := type+ | Subtype
 *   noun        := "spell" | "card" | "permanent" ["card"]    ("permanent card": 110.4a)
 *   modifier    := "you" "control" | "you" "don't" "control" | "an" "opponent" "controls" | "your" "opponents" "control"
 *                | ["the"] "defending" "player" "controls" | ("with" | "without") keyword
 *                | "that" ("player" | "opponent") "controls" | "they" "control"    (a player named before it, 608.2c)
 *                | "target" ("player" | "opponent") "controls"    (a target the caller adds, 115.1)
 *                | "with" stat quantity ["or" ("greater" | "more" | "less" | "fewer")]
 *                  (not after heads joined by "or": whether it qualifies each of them is ambiguous)
 *                | ("from" | "in") ("your" | "a") "graveyard"
 *                | ["that" "was"] "dealt" "damage" ["by" "CARDNAME"] "this" "turn" | "that" "dealt" "damage" "this" "turn"
 *   quantity    := digits | "X" | "a" | "an" | "one" ... "ten"
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; stoppedAt: string };

const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
/** 205.2a: the card types, as words. */
const TYPES: Record<string, string> = {
  artifact: 'Artifact',
  battle: 'Battle',
  creature: 'Creature',
  enchantment: 'Enchantment',
  instant: 'Instant',
  land: 'Land',
  planeswalker: 'Planeswalker',
  sorcery: 'Sorcery',
  tribal: 'Tribal',
};
/** 110.4: the permanent types. */
export const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];
/** 205.4a: supertypes. */
const SUPERTYPES: Record<string, string> = { basic: 'Basic', legendary: 'Legendary', snow: 'Snow', world: 'World' };
/** Numbers written as words ("a", "two" ...), for every phrase that counts. */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};
/** Words that are not subtypes though capitalized where a subtype could stand. */
const NOT_SUBTYPES = new Set(['CARDNAME']);

/** A whole phrase as a target ("target nonblack creature"); anything left unread is a failure naming the rest. */
export function parseTarget(phrase: string): Parsed<Selector> {
  const t = Tokens.of(phrase);
  const value = target(t);
  if (!value) return { ok: false, stoppedAt: t.rest() || phrase };
  if (!t.done) return { ok: false, stoppedAt: t.rest() };
  return { ok: true, value: { ...value, text: phrase } };
}

/** A whole phrase as a quantity ("three", "X", "2"). */
export function parseQuantity(phrase: string): Parsed<Quantity> {
  const t = Tokens.of(phrase);
  const value = quantity(t);
  return value && t.done ? { ok: true, value } : { ok: false, stoppedAt: t.rest() || phrase };
}

export function quantity(t: Tokens): Quantity | null {
  const tok = t.peek();
  if (!tok) return null;
  if (tok.text === 'X') {
    t.next();
    return { kind: 'x' };
  }
  if (tok.kind === 'number' && /^\d+$/.test(tok.text)) {
    t.next();
    return { kind: 'fixed', n: Number(tok.text) };
  }
  const n = NUMBER_WORDS[tok.text.toLowerCase()];
  if (n === undefined) return null;
  t.next();
  return { kind: 'fixed', n };
}

export function target(t: Tokens): Omit<Selector, 'text'> | null {
  const start = t.pos;
  if (t.accept('any', 'target'))
    return {
      count: { kind: 'target', min: 1, max: 1 },
      options: [
        ...objectOptions('battlefield', [{ kind: 'type', anyOf: ['Creature', 'Planeswalker', 'Battle'] }]),
        { kind: 'player', filters: [] },
      ],
    };
  let count: Selector['count'] = { kind: 'target', min: 1, max: 1 };
  const another = t.accept('another');
  if (!another && t.accept('up', 'to')) {
    const n = quantity(t);
    if (!n || n.kind !== 'fixed') return reset(t, start);
    count = { kind: 'target', min: 0, max: n.n };
  } else if (!another && t.word(1) === 'target') {
    // "two target lands": exactly that many (601.2c: the number of targets is defined by the text).
    const save = t.pos;
    const n = quantity(t);
    if (n && n.kind === 'fixed' && n.n >= 2) count = { kind: 'target', min: n.n, max: n.n };
    else t.pos = save;
  }
  if (!t.accept('target')) return reset(t, start);
  const options = alternatives(t, count.max > 1);
  if (!options) return reset(t, start);
  if (another) for (const o of options) if (o.kind === 'object') o.filters.push({ kind: 'other' });
  return { count, options };
}

function objectOptions(zone: Zone, filters: ObjectFilter[]): SelectorOption[] {
  return [{ kind: 'object', zone, filters }];
}

function reset<T>(t: Tokens, pos: number): T | null {
  t.pos = pos;
  return null;
}

function alternatives(t: Tokens, plural: boolean): SelectorOption[] | null {
  const out: SelectorOption[] = [];
  do {
    const o = option(t, plural);
    if (!o) return null;
    out.push(o);
  } while (t.accept('or'));
  return out;
}

function option(t: Tokens, plural: boolean): SelectorOption | null {
  const w = t.word();
  if (w === (plural ? 'players' : 'player')) {
    t.next();
    return { kind: 'player', filters: [] };
  }
  if (w === (plural ? 'opponents' : 'opponent')) {
    t.next();
    return { kind: 'player', filters: [{ kind: 'relation', is: 'opponent' }] };
  }
  return object(t, plural);
}

/** A singular or plural noun ("creature", "creatures"; "sorcery", "sorceries"). */
function noun(word: string | undefined, plural: boolean): string | undefined {
  if (word === undefined || !plural) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return undefined;
}

/** Where an object phrase may look: a count reads cards in a hand too ("the number of cards in your hand"); a target never does. */
export interface ObjectContext {
  hand?: boolean;
  /** Where "a card" said to be nowhere is: a cost's "Discard a creature card" is one in your hand (cards/grammar/cost.ts). */
  cardIn?: Zone;
  /**
   * 608.2c: the player "that player" (or "that opponent") names in the sentence's ability, if one was named before it (a
   * target player, the player a trigger refers to): "each creature that player controls". Absent: the words are not read.
   */
  thatPlayer?: () => PlayerRef | null;
  /** 115.1: "target player controls": the target the caller adds for the phrase once the whole sentence is read (absent: not read). */
  targetPlayer?: (phrase: string) => PlayerRef | null;
  /**
   * After "all" or "each" only: two heads joined by "and" ("all artifacts and enchantments", "each artifact and creature")
   * name every object that is either (the "and" of a set named at once, as "artifacts, creatures, and lands" reads). Never
   * for a target ("target creature and target land" are two targets, 115.1) nor a bare plural.
   */
  andList?: boolean;
}

export function object(t: Tokens, plural = false, context: ObjectContext = {}): SelectorOption | null {
  const start = t.pos;
  const filters: ObjectFilter[] = [];
  // Adjectives, possibly separated by commas ("nonartifact, nonblack creature").
  for (;;) {
    const a = adjective(t);
    if (!a) break;
    filters.push(a);
    const save = t.pos;
    if (t.accept(',') && !adjectiveAhead(t)) {
      t.pos = save;
      break;
    }
  }
  const headStart = t.pos;
  const kinds = heads(t, plural, context.andList === true);
  // "artifact, enchantment, or creature with flying": English does not say whether "with" reaches every noun of the list (it does not, for Return to the Earth; it does, for Natural State).
  const listWords = kinds === null ? [] : t.tokens.slice(headStart, t.pos).map((tok) => tok.text.toLowerCase());
  const several = listWords.some((w) => w === 'or' || w === ',' || w === 'and');
  // "all artifacts and creature tokens", "each artifact and creature card": whether the noun reaches both heads is not said.
  const twoByAnd = listWords.includes('and') && !listWords.includes(',') && !listWords.includes('or');
  let zone: Zone = 'battlefield';
  const nounWord = noun(t.word(), plural);
  let cardNoun = false;
  if (twoByAnd && nounWord !== undefined && ['spell', 'card', 'permanent', 'token'].includes(nounWord)) return reset(t, start);
  if (nounWord === 'spell') {
    t.next();
    zone = 'stack';
  } else if (nounWord === 'card') {
    t.next();
    cardNoun = true;
  } else if (nounWord === 'permanent') {
    t.next();
    filters.push({ kind: 'type', anyOf: PERMANENT_TYPES });
    // 110.4a: "permanent card": a card of a permanent type (where it is comes from the modifiers, as for "card").
    if (kinds === null && noun(t.word(), plural) === 'card') {
      t.next();
      cardNoun = true;
    }
  } else if (nounWord === 'token' && kinds !== null) {
    // 111.1: "creature tokens", "artifact token": a token of those types.
    t.next();
    filters.push({ kind: 'token' });
  } else if (kinds === null) return reset(t, start);
  if (kinds) filters.unshift(...kinds);
  for (;;) {
    const before = t.pos;
    // "each Elf on the battlefield": a permanent without a controller said is anyone's (110.1); the words add nothing.
    if (!cardNoun && zone === 'battlefield' && t.accept('on', 'the', 'battlefield')) continue;
    const m = modifier(t, context);
    if (m === null) break;
    if (
      several &&
      m.kind === 'filter' &&
      (m.filter.kind === 'keyword' ||
        m.filter.kind === 'compare' ||
        m.filter.kind === 'damagedThisTurn' ||
        m.filter.kind === 'dealtDamageThisTurn' ||
        m.filter.kind === 'attackedThisTurn' ||
        (m.filter.kind === 'not' && m.filter.filter.kind === 'keyword'))
    ) {
      t.pos = before;
      break;
    }
    if (m.kind === 'zone') {
      if (!cardNoun || (m.zone === 'hand' && !context.hand)) return reset(t, start);
      zone = m.zone;
      if (m.owner) filters.push({ kind: 'owner', is: m.owner });
      cardNoun = false;
    } else filters.push(m.filter);
  }
  // A card not said to be in a graveyard (a hand, a library) is not a selector the evaluator reads.
  if (cardNoun && context.cardIn) {
    zone = context.cardIn;
    if (zone === 'hand') filters.push({ kind: 'owner', is: 'you' });
  } else if (cardNoun) return reset(t, start);
  return { kind: 'object', zone, filters };
}

/**
 * A bare plural ("Attacking creatures", "Nonblack creatures you control", "Goblins"): every object it
 * describes, as "all" would say; null unless its head is plural (a singular noun without an article is not one).
 */
export function pluralObject(t: Tokens, context: ObjectContext = {}): SelectorOption | null {
  const start = t.pos;
  const o = object(t, true, context);
  if (!o) return null;
  const plural = t.tokens.slice(start, t.pos).some((tok) => {
    const w = tok.text;
    const lower = w.toLowerCase();
    if (TYPES[lower] !== undefined) return false;
    const singular = noun(lower, true);
    if (singular !== undefined && (TYPES[singular] !== undefined || singular === 'permanent' || singular === 'token')) return true;
    const sub = subtypeWord(w, true);
    return sub !== null && sub !== w;
  });
  return plural ? o : reset(t, start);
}

/**
 * 611.3a: a set of permanents named at once: "each [other] creature you control", "all [other] Slivers", a bare
 * plural ("Other Zombies you control", "White creatures", "Creatures you control with flying"). Only the battlefield.
 */
export function everyPermanent(t: Tokens, context: ObjectContext = {}): SelectorOption | null {
  const start = t.pos;
  const each = t.accept('each');
  const all = !each && t.accept('all');
  const other = t.accept('other');
  const o = each || all ? object(t, all, { ...context, andList: true }) : pluralObject(t, context);
  if (!o || o.kind !== 'object' || o.zone !== 'battlefield') return reset(t, start);
  if (other) o.filters.push({ kind: 'other' });
  return o;
}

function adjectiveAhead(t: Tokens): boolean {
  const save = t.pos;
  const a = adjective(t);
  t.pos = save;
  return a !== null;
}

function adjective(t: Tokens): ObjectFilter | null {
  const w = t.word();
  if (w === undefined) return null;
  const color = COLORS[w];
  if (color) {
    t.next();
    // "white or black creature": one of the two colors, when a color follows the "or".
    const colors: Color[] = [color];
    while (t.word() === 'or' && COLORS[t.word(1) ?? '']) {
      t.next();
      colors.push(COLORS[t.word() ?? '']);
      t.next();
    }
    return { kind: 'color', anyOf: colors };
  }
  if (w === 'colorless') {
    t.next();
    return { kind: 'colorless' };
  }
  if (w === 'monocolored' || w === 'multicolored') {
    t.next();
    return { kind: 'colorCount', count: w === 'monocolored' ? 'one' : 'twoOrMore' };
  }
  if (w === 'tapped' || w === 'untapped') {
    t.next();
    return w === 'tapped' ? { kind: 'tapped' } : { kind: 'not', filter: { kind: 'tapped' } };
  }
  // 509.1h: an attacking creature no creature was declared to block, once blockers are declared.
  if (w === 'unblocked') {
    t.next();
    return { kind: 'combat', role: 'unblocked' };
  }
  if (w === 'attacking' || w === 'blocking') {
    t.next();
    const roles: ('attacking' | 'blocking')[] = [w];
    if (w === 'attacking' && t.accept('or', 'blocking')) roles.push('blocking');
    return roles.length === 1
      ? { kind: 'combat', role: roles[0] }
      : { kind: 'anyOf', filters: roles.map((role) => ({ kind: 'combat', role })) };
  }
  const supertype = SUPERTYPES[w];
  if (supertype) {
    t.next();
    return { kind: 'supertype', anyOf: [supertype] };
  }
  // 111.1: "nontoken": a permanent that is not a token (a card, or a copy of a card on the stack, put onto the battlefield).
  if (w === 'nontoken') {
    t.next();
    return { kind: 'not', filter: { kind: 'token' } };
  }
  const non = /^non-?(.+)$/.exec(t.peek()?.text ?? '');
  if (non) {
    const inner = non[1];
    const lower = inner.toLowerCase();
    let filter: ObjectFilter | null = null;
    if (COLORS[lower]) filter = { kind: 'color', anyOf: [COLORS[lower]] };
    else if (TYPES[lower]) filter = { kind: 'type', anyOf: [TYPES[lower]] };
    else if (SUPERTYPES[lower]) filter = { kind: 'supertype', anyOf: [SUPERTYPES[lower]] };
    else if (/^[A-Z][a-z]+$/.test(inner) && !NOT_SUBTYPES.has(inner)) filter = { kind: 'subtype', anyOf: [inner] };
    if (!filter) return null;
    t.next();
    return { kind: 'not', filter };
  }
  return null;
}

/** Type words and subtypes joined by "or": "creature", "artifact creature", "artifact or enchantment", "Goblin". */
function heads(t: Tokens, plural: boolean, andList = false): ObjectFilter[] | null {
  const start = t.pos;
  const alternatives: ObjectFilter[][] = [];
  let joinedByAnd = false;
  let beforeAnd = t.pos;
  for (;;) {
    const h = head(t, plural);
    if (!h) break;
    alternatives.push(h);
    if (joinedByAnd) break;
    const save = t.pos;
    beforeAnd = save;
    // "instant and/or sorcery cards": in a plural, each object is one or more of the kinds (the tokenizer drops the "/").
    // "artifacts, creatures, and lands you control": a plural list ending in "and" names each of them (a count of all three).
    if (
      t.accept(',', 'or') ||
      t.accept('or') ||
      (plural && alternatives.length >= 2 && t.accept(',', 'and')) ||
      t.accept(',') ||
      (plural && t.accept('and', 'or')) ||
      // "all creatures and lands", "each artifact and enchantment" (ObjectContext.andList): two heads, nothing after "and" but the second.
      (andList && alternatives.length === 1 && (joinedByAnd = t.accept('and')))
    ) {
      const ahead = t.pos;
      const more = head(t, plural);
      t.pos = ahead;
      if (more) continue;
      t.pos = save;
    }
    break;
  }
  if (alternatives.length === 0) return null;
  // "all artifact creatures and lands": an "and" list of several-word heads is not read; the first head alone, as before.
  if (joinedByAnd && alternatives.some((a) => a.length !== 1)) {
    t.pos = beforeAnd;
    return alternatives[0];
  }
  if (alternatives.length === 1) return alternatives[0];
  // "artifact or enchantment": one type of several; "Aura or Equipment": one subtype of several.
  // An alternative of several words ("artifact creature or Goblin") needs a conjunction inside a disjunction: not read yet.
  if (alternatives.some((a) => a.length !== 1)) return reset(t, start);
  const one = alternatives.map((a) => a[0]);
  if (one.every((f) => f.kind === 'type')) return [{ kind: 'type', anyOf: one.flatMap((f) => (f.kind === 'type' ? f.anyOf : [])) }];
  return [{ kind: 'anyOf', filters: one }];
}

/** One head: type words (all of them: "artifact creature"), or a subtype ("Goblin", "Aura"). */
function head(t: Tokens, plural: boolean): ObjectFilter[] | null {
  const out: ObjectFilter[] = [];
  for (;;) {
    const tok = t.peek();
    if (!tok || tok.kind !== 'word') break;
    // The last word of a plural head is plural ("artifact creatures"); the ones before are not.
    // A sentence's first word is capitalized ("Creatures you control ..."): a card type whatever its case, never a subtype.
    const word = tok.text.toLowerCase();
    const asIs = TYPES[word];
    const last = noun(word, plural);
    const type = asIs ?? (last ? TYPES[last] : undefined);
    if (type) {
      t.next();
      out.push({ kind: 'type', anyOf: [type] });
      continue;
    }
    // "Permanents you control ...": the noun after the heads, capitalized, is no subtype either.
    const nounAhead = ['permanent', 'spell', 'card'].includes(last ?? word);
    const allowed = out.length === 0 && !NOT_SUBTYPES.has(tok.text) && !nounAhead;
    // "Sliver creatures", "Other Zombie creatures you control", "Zombie cards": a singular subtype before a plural
    // type word or noun.
    const typeAfter = plural ? noun(t.word(1), true) : undefined;
    const beforePluralType = allowed && typeAfter !== undefined && TYPES[typeAfter] !== undefined && TYPES[t.word(1) ?? ''] === undefined;
    const nounAfter = ['card', 'spell', 'permanent'].includes(noun(t.word(1), plural) ?? '');
    const subtype = allowed ? subtypeWord(tok.text, plural && !beforePluralType && !nounAfter) : null;
    if (subtype) {
      t.next();
      out.push({ kind: 'subtype', anyOf: [subtype] });
      // "Goblin creature": a subtype before a type word ("Goblin creatures": plural).
      const more = TYPES[t.word() ?? ''] ?? (beforePluralType ? TYPES[typeAfter] : undefined);
      if (more) {
        t.next();
        out.push({ kind: 'type', anyOf: [more] });
      }
    }
    break;
  }
  return out.length > 0 ? out : null;
}

/** Plurals of subtypes that are not the word plus "s" (205.3); some are their own plural. */
const IRREGULAR_PLURALS: Record<string, string> = {
  Elves: 'Elf',
  Dwarves: 'Dwarf',
  Wolves: 'Wolf',
  Werewolves: 'Werewolf',
  Plains: 'Plains',
  Treefolk: 'Treefolk',
  Merfolk: 'Merfolk',
  Kithkin: 'Kithkin',
  Sphinxes: 'Sphinx',
  Foxes: 'Fox',
  Fungi: 'Fungus',
  Allies: 'Ally',
  Djinn: 'Djinn',
  Faeries: 'Faerie',
  Zombies: 'Zombie',
};

/** A capitalized word as a subtype: as it is when singular, singularized when plural ("Mountains" -> "Mountain"). */
export function subtypeWord(word: string, plural: boolean): string | null {
  if (!/^[A-Z][a-z]+(?:-[A-Z][a-z]+)?$/.test(word)) return null;
  const singular = !plural ? word : (IRREGULAR_PLURALS[word] ?? (/[^s]s$/.test(word) ? word.slice(0, -1) : null));
  return singular !== null && isListedSubtype(singular) ? singular : null;
}

/** The name a "named CARDNAME" filter holds until compileCard binds it to the card's name (bindOwnName). */
export const OWN_NAME = 'CARDNAME';

type Modifier = { kind: 'filter'; filter: ObjectFilter } | { kind: 'zone'; zone: Zone; owner: PlayerRelation | null };

function modifier(t: Tokens, context: ObjectContext = {}): Modifier | null {
  const f = (filter: ObjectFilter): Modifier => ({ kind: 'filter', filter });
  // 608.2c: "each creature that player controls", "each creature they control": the player named before it in the ability.
  const that = t.word() === 'that' && ['player', 'opponent'].includes(t.word(1) ?? '') && t.word(2) === 'controls';
  if (context.thatPlayer && (that || (t.word() === 'they' && t.word(1) === 'control'))) {
    const player = context.thatPlayer();
    if (player) {
      t.pos += that ? 3 : 2;
      return f({ kind: 'controlledBy', player });
    }
  }
  // 115.1, 601.2c: "each creature target opponent controls": a target player, chosen as the spell is put on the stack.
  if (context.targetPlayer && t.word() === 'target' && ['player', 'opponent'].includes(t.word(1) ?? '') && t.word(2) === 'controls') {
    const player = context.targetPlayer(`target ${t.word(1)}`);
    if (player) {
      t.pos += 3;
      return f({ kind: 'controlledBy', player });
    }
  }
  if (t.accept('you', 'control')) return f({ kind: 'controller', is: 'you' });
  if (t.accept('you', "don't", 'control')) return f({ kind: 'not', filter: { kind: 'controller', is: 'you' } });
  // 108.3: "target permanent you own" (Venser, the Sojourner): its owner, whoever controls it.
  if (t.accept('you', 'own')) return f({ kind: 'owner', is: 'you' });
  // "creatures your opponents control": each is controlled by one of the opponents, as "an opponent controls" says of one (102.2).
  if (t.accept('an', 'opponent', 'controls') || t.accept('your', 'opponents', 'control')) return f({ kind: 'controller', is: 'opponent' });
  if (t.accept('the', 'defending', 'player', 'controls') || t.accept('defending', 'player', 'controls'))
    return f({ kind: 'controller', is: 'defendingPlayer' });
  // 303.4m: "creatures enchanted player controls".
  if (t.accept('enchanted', 'player', 'controls')) return f({ kind: 'controller', is: 'enchantedPlayer' });
  if (t.accept('from', 'your', 'graveyard') || t.accept('in', 'your', 'graveyard'))
    return { kind: 'zone', zone: 'graveyard', owner: 'you' };
  if (t.accept('from', 'a', 'graveyard') || t.accept('in', 'a', 'graveyard')) return { kind: 'zone', zone: 'graveyard', owner: null };
  if (t.accept('in', 'all', 'graveyards')) return { kind: 'zone', zone: 'graveyard', owner: null };
  if (t.accept('in', 'your', 'hand')) return { kind: 'zone', zone: 'hand', owner: 'you' };
  // 120.3: "that was dealt damage this turn", "dealt damage by CARDNAME this turn", "that dealt damage this turn".
  if (t.accept('that', 'was', 'dealt', 'damage', 'this', 'turn') || t.accept('dealt', 'damage', 'this', 'turn'))
    return f({ kind: 'damagedThisTurn', bySource: false });
  if (t.accept('dealt', 'damage', 'by', 'cardname', 'this', 'turn')) return f({ kind: 'damagedThisTurn', bySource: true });
  if (t.accept('that', 'dealt', 'damage', 'this', 'turn')) return f({ kind: 'dealtDamageThisTurn' });
  // 508.1: "that attacked this turn".
  if (t.accept('that', 'attacked', 'this', 'turn')) return f({ kind: 'attackedThisTurn' });
  // 303.4: "creatures you control that are enchanted": an Aura is attached to it now.
  if (t.accept('that', 'are', 'enchanted') || t.accept("that's", 'enchanted') || t.accept('that', 'is', 'enchanted'))
    return f({ kind: 'attachedBy', subtype: 'Aura' });
  // 201.2: "named CARDNAME", "not named CARDNAME": the card's own name (compileCard puts it in, OWN_NAME); no other name is read.
  if (t.accept('named', 'cardname')) return f({ kind: 'named', name: OWN_NAME });
  if (t.accept('not', 'named', 'cardname')) return f({ kind: 'not', filter: { kind: 'named', name: OWN_NAME } });
  const start = t.pos;
  const w = t.word();
  if (w === 'with' || w === 'without') {
    t.next();
    const two = `${t.word() ?? ''} ${t.word(1) ?? ''}`;
    if (SELECTOR_KEYWORDS.has(two)) {
      t.pos += 2;
      return f(w === 'with' ? { kind: 'keyword', keyword: two } : { kind: 'not', filter: { kind: 'keyword', keyword: two } });
    }
    if (SELECTOR_KEYWORDS.has(t.word() ?? '')) {
      const keyword = t.word() as string;
      t.next();
      return f(w === 'with' ? { kind: 'keyword', keyword } : { kind: 'not', filter: { kind: 'keyword', keyword } });
    }
    if (w === 'with') {
      const compare = comparison(t);
      if (compare) return f(compare);
    }
    // 122.1: "with a +1/+1 counter on it", "without a -1/-1 counter on it": a counter of that kind on the permanent.
    const kind = t.peek(1);
    const counterKind = kind && (/^[+-]\d+\/[+-]\d+$/.test(kind.text) || /^[a-z]+$/.test(kind.text)) ? kind.text : null;
    if (counterKind && t.word() === 'a' && t.word(2) === 'counter' && t.word(3) === 'on' && t.word(4) === 'it') {
      t.pos += 5;
      const counter: ObjectFilter = { kind: 'counter', counter: counterKind };
      return f(w === 'with' ? counter : { kind: 'not', filter: counter });
    }
  }
  t.pos = start;
  return null;
}

/** "power 4 or greater", "toughness 2 or less", "mana value 3 or less", "mana value X" (202.3; "converted mana cost" is its former name). */
function comparison(t: Tokens): ObjectFilter | null {
  const start = t.pos;
  let stat: 'power' | 'toughness' | 'manaValue' | null = null;
  if (t.accept('power')) stat = 'power';
  else if (t.accept('toughness')) stat = 'toughness';
  else if (t.accept('mana', 'value') || t.accept('converted', 'mana', 'cost')) stat = 'manaValue';
  if (!stat) return null;
  // 122.1, 608.2h: "with converted mana cost equal to the number of charge counters on CARDNAME" (Aether Vial), counted as it applies.
  if (t.accept('equal', 'to', 'the', 'number', 'of')) {
    const counter = t.word();
    if (counter && /^[a-z]+$/.test(counter) && t.word(1) === 'counters' && t.word(2) === 'on' && t.peek(3)?.text === 'CARDNAME') {
      t.pos += 4;
      return { kind: 'compare', stat, op: 'equal', value: { kind: 'counters', counter, of: { kind: 'source' } } };
    }
    return reset(t, start);
  }
  const value = quantity(t);
  if (!value) return reset(t, start);
  if (t.accept('or', 'greater') || t.accept('or', 'more')) return { kind: 'compare', stat, op: 'atLeast', value };
  if (t.accept('or', 'less') || t.accept('or', 'fewer')) return { kind: 'compare', stat, op: 'atMost', value };
  // "with converted mana cost 2" (Spell Snare), "with converted mana cost X" (Spell Blast: the X announced, 107.3, 601.2b):
  // exactly that value. Not before other words of a number ("2 or 3", "X plus 1", "greater than"): those are not read.
  if (['or', 'and', 'plus', 'minus', 'times', 'greater', 'less', 'than'].includes(t.word() ?? '')) return reset(t, start);
  return { kind: 'compare', stat, op: 'equal', value };
}

/** A target phrase the engine itself writes (a keyword's definition, 702.39a provoke): read by the same grammar; a phrase it cannot read is a bug. */
export function targetPhrase(phrase: string): Selector {
  const parsed = parseTarget(phrase);
  if (!parsed.ok) throw new Error(`the grammar cannot read "${phrase}" (stopped at "${parsed.stoppedAt}")`);
  return parsed.value;
}
