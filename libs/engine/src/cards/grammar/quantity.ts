import { ObjectRef, PlayerRef, Quantity } from '../selector';
import { Tokens } from './tokens';
import { object, quantity, Parsed, ObjectContext } from './selector';
import { counterKind } from './condition';

/**
 * Quantities and references: the shared nonterminals for "how many" and "which one already
 * named". Recursive descent over the same tokens as the selector grammar (cards/grammar/selector.ts):
 * each function reads its phrase and moves the cursor past it, or returns null and leaves the
 * cursor where it was.
 *
 *   amount      := term ("plus" term)*   (a sum of counts: "the number of Zombies on the battlefield plus the number of ...")
 *                | term "minus" term       (107.1b: "the number of cards in their hand minus 4")
 *   term        := number | "twice" term | number "plus" amount | number "minus" term
 *                | "the" ["total"] "number" "of" ["other"] countable | possessive stat
 *                | "the" "number" "of" counter-kind "counters" "on" objectRef
 *                | "the" "number" "of" ("card" | "basic" "land") "types" "among" countable
 *                | "the" "number" "of" "cards" "in" ("that" "player's" | "their") "hand"
 *                | "the" ("greatest" | "highest") stat "among" countable | "the" "total" stat "of" ["other"] countable
 *                | "the" "number" "of" "colors" "of" "mana" "spent" "to" "cast" spent
 *                | "the" "sacrificed" ("creature's" | "artifact's" | "enchantment's") stat | "that" "card's" stat (a target card)
 *   countable   := object (plural; a zone may be "in your hand")
 *   equalTo     := "equal" "to" amount
 *   forEach     := "for" "each" ["other"] object (singular; "in your hand" too) | "for" "each" "color" "of" "mana" "spent" "to" "cast" spent
 *                | "for" "each" counter-kind "counter" "on" objectRef
 *                | "for" "each" "creature" ("it" | "CARDNAME") "devoured" | "for" "each" "basic" "land" "type" "among" countable
 *   spent       := "CARDNAME" | "it" | "this" "spell" | "this" "creature"
 *   possessive  := "its" | "that creature's" | "CARDNAME's" | "this creature's"
 *                | "enchanted creature's" | "equipped creature's"
 *   stat        := "power" | "toughness" | "mana value" | "converted mana cost"
 *   objectRef   := "it" | "that creature" | "CARDNAME" | "this creature" | "enchanted creature" | "equipped creature"
 *   playerRef   := "you" | possessive' "controller" | possessive' "owner" | "its controller" | "its owner"
 *
 * "it" / "its" / "that creature" name the last target the text chose before them (608.2c reads
 * the text in order); where there is none, the phrase is not read (a trigger's "it" is not a target).
 */

/** What a reference may name in the sentence being read: the index of the last target chosen so far, if any. */
export interface Refs {
  lastTarget: number | null;
  /** The subject of the clause, when "its" names it ("CARDNAME deals damage equal to its power": CARDNAME's). */
  subject?: ObjectRef;
  /** What "it" / "its" / "that creature" names when no target was chosen before it (cards/grammar/object-effects.ts). */
  it?: ObjectRef;
  /**
   * 603.2: what "that creature" / "that creature's" names when the caller tells it apart from "it" (the object the trigger
   * refers to, null: none): in "Whenever CARDNAME blocks a creature", "it" is CARDNAME and "that creature" the one blocked.
   */
  that?: ObjectRef | null;
  /** What "that player" names ("target player ... equal to the number of cards in that player's hand"), if anything. */
  player?: PlayerRef;
}

function reset<T>(t: Tokens, pos: number): T | null {
  t.pos = pos;
  return null;
}

/** "it", "that creature", "CARDNAME", "enchanted creature" ... */
export function objectRef(t: Tokens, refs: Refs): ObjectRef | null {
  const start = t.pos;
  const it = t.accept('it');
  if (it || t.accept('that', 'creature') || t.accept('that', 'permanent')) {
    if (refs.lastTarget !== null) return { kind: 'target', index: refs.lastTarget };
    return (!it && 'that' in refs ? refs.that : refs.it) ?? reset(t, start);
  }
  if (t.peek()?.text === 'CARDNAME' || t.accept('this', 'creature')) {
    if (t.pos === start) t.next();
    return { kind: 'source' };
  }
  if (t.accept('enchanted', 'creature') || t.accept('equipped', 'creature')) return { kind: 'attached' };
  return null;
}

/** "its", "that creature's", "CARDNAME's", "enchanted creature's" ...: the object a possessive names. */
export function possessive(t: Tokens, refs: Refs): ObjectRef | null {
  const start = t.pos;
  if (refs.subject && t.accept('its')) return refs.subject;
  // "that artifact's controller" (Smash to Smithereens): the target named before it, as "that creature's" is.
  const its = t.accept('its');
  if (
    its ||
    t.accept('that', "creature's") ||
    t.accept('that', "permanent's") ||
    t.accept('that', "artifact's") ||
    t.accept('that', "land's") ||
    t.accept('that', "enchantment's")
  ) {
    if (refs.lastTarget !== null) return { kind: 'target', index: refs.lastTarget };
    return (!its && 'that' in refs ? refs.that : refs.it) ?? reset(t, start);
  }
  if (t.accept("cardname's") || t.accept('this', "creature's")) return { kind: 'source' };
  if (t.accept('enchanted', "creature's") || t.accept('equipped', "creature's")) return { kind: 'attached' };
  return null;
}

function stat(t: Tokens): 'power' | 'toughness' | 'manaValue' | null {
  if (t.accept('power')) return 'power';
  if (t.accept('toughness')) return 'toughness';
  if (t.accept('mana', 'value') || t.accept('converted', 'mana', 'cost')) return 'manaValue';
  return null;
}

/** "the number of creatures you control", "its power", "twice the number of ...", "1 plus ...", "A plus B", "3". */
export function amount(t: Tokens, refs: Refs): Quantity | null {
  const first = term(t, refs);
  if (!first || first.kind === 'fixed' || first.kind === 'x') return first;
  // 107.1b: "the number of cards in their hand minus 4", "... minus the number of cards in your hand".
  if (first.kind !== 'difference') {
    const save = t.pos;
    if (t.accept('minus')) {
      const second = term(t, refs);
      if (second && second.kind !== 'x' && second.kind !== 'difference') return { kind: 'difference', of: [first, second] };
      t.pos = save;
    }
  }
  // "the number of Zombies on the battlefield plus the number of Zombie cards in all graveyards": a sum of counts.
  const parts: Quantity[] = [first];
  for (;;) {
    const save = t.pos;
    if (!t.accept('plus')) break;
    const next = term(t, refs);
    if (!next || next.kind === 'fixed' || next.kind === 'x') {
      t.pos = save;
      break;
    }
    parts.push(next);
  }
  return parts.length === 1 ? first : { kind: 'sum', of: parts };
}

/** An object phrase to count, "other" (not the source) before it if said. */
function countable(t: Tokens, context: ObjectContext = {}): ReturnType<typeof object> {
  const start = t.pos;
  const other = t.accept('other');
  const of = object(t, true, context);
  if (!of) return reset(t, start);
  if (other) {
    if (of.kind !== 'object' || of.zone !== 'battlefield') return reset(t, start);
    of.filters.push({ kind: 'other' });
  }
  return of;
}

/** The permanents after "basic land types among" (on the battlefield only). */
function basicLandTypes(t: Tokens, start: number): Quantity | null {
  const of = object(t, true);
  return of && of.kind === 'object' && of.zone === 'battlefield' ? { kind: 'basicLandTypes', of } : reset(t, start);
}

function term(t: Tokens, refs: Refs): Quantity | null {
  const start = t.pos;
  if (t.accept('twice')) {
    const of = term(t, refs);
    return of ? { kind: 'times', factor: 2, of } : reset(t, start);
  }
  // 106.1, 601.2h: converge's "the number of colors of mana spent to cast CARDNAME".
  if (t.accept('the', 'number', 'of', 'colors', 'of', 'mana', 'spent', 'to', 'cast'))
    return spentBy(t) ? { kind: 'colorsSpent' } : reset(t, start);
  // 205.2a: "the number of card types among cards in your graveyard" (each card type counted once).
  if (t.accept('the', 'number', 'of', 'card', 'types', 'among')) {
    const of = object(t, true);
    return of && of.kind === 'object' ? { kind: 'cardTypes', of } : reset(t, start);
  }
  // 305.6, domain: "the number of basic land types among lands you control".
  if (t.accept('the', 'number', 'of', 'basic', 'land', 'types', 'among')) return basicLandTypes(t, start);
  // 402.1: "the number of cards in that player's hand" ("... in their hand"): the player a target or the text named before.
  if (
    t.accept('the', 'number', 'of', 'cards', 'in', 'that', "player's", 'hand') ||
    t.accept('the', 'number', 'of', 'cards', 'in', 'their', 'hand')
  )
    return refs.player ? { kind: 'handSize', of: refs.player } : reset(t, start);
  // 702.33d: "the number of times it was kicked" (the permanent the kicked spell became).
  if (t.accept('the', 'number', 'of', 'times')) return timesKicked(t) ? { kind: 'timesKicked' } : reset(t, start);
  if (t.accept('the', 'number', 'of') || t.accept('the', 'total', 'number', 'of')) {
    // 122.1: "the number of fade counters on it": the counters of a kind on an object referred to.
    const at = t.pos;
    const counter = counterKind(t);
    if (counter && t.accept('counters', 'on')) {
      const on = objectRef(t, refs);
      if (on) return { kind: 'counters', counter, of: on };
      return reset(t, start);
    }
    t.pos = at;
    // 608.2c: "the number of Swamps they control" ("... that player controls"): the player the text named before.
    const player = refs.player;
    const of = countable(t, { hand: true, ...(player ? { thatPlayer: () => player } : {}) });
    return of ? { kind: 'count', of } : reset(t, start);
  }
  // "the greatest power among creatures you control": the largest, read on the battlefield as it resolves (608.2h).
  // "the highest converted mana cost among permanents you control" (Rush of Knowledge): the same largest value.
  if (t.accept('the', 'greatest') || t.accept('the', 'highest')) {
    const s = stat(t);
    const of = s && t.accept('among') ? object(t, true) : null;
    return s && of && of.kind === 'object' && of.zone === 'battlefield' ? { kind: 'greatest', stat: s, of } : reset(t, start);
  }
  // 208.1, 202.3: "the total converted mana cost of other creatures you control": the sum over the permanents.
  if (t.accept('the', 'total')) {
    const s = stat(t);
    const of = s && t.accept('of') ? countable(t) : null;
    return s && of && of.kind === 'object' && of.zone === 'battlefield' ? { kind: 'total', stat: s, of } : reset(t, start);
  }
  // 608.2h: "the sacrificed creature's power": the permanent sacrificed to pay the cost, as it last existed.
  if (t.accept('the', 'sacrificed')) {
    const type = t.accept("creature's")
      ? 'Creature'
      : t.accept("artifact's")
        ? 'Artifact'
        : t.accept("enchantment's")
          ? 'Enchantment'
          : null;
    const s = type ? stat(t) : null;
    return type && s ? { kind: 'sacrificedStat', stat: s, type } : reset(t, start);
  }
  // 608.2h: "that card's toughness": a card targeted before it (the compiler keeps it only for a card in a graveyard).
  if (refs.lastTarget !== null && t.accept('that', "card's")) {
    const s = stat(t);
    return s ? { kind: 'cardStat', stat: s, target: refs.lastTarget } : reset(t, start);
  }
  // 119.1: "your life total" (the ability's controller's, 109.5).
  if (t.accept('your', 'life', 'total')) return { kind: 'life', of: { kind: 'you' } };
  // 700.5: "your devotion to black", "your devotion to black and red".
  if (t.accept('your', 'devotion', 'to')) {
    const first = colorWord(t);
    const second = first && t.accept('and') ? colorWord(t) : null;
    if (!first || (second === null && t.peek()?.text === 'and')) return reset(t, start);
    return { kind: 'devotion', colors: second ? [first, second] : [first] };
  }
  const owner = possessive(t, refs);
  if (owner) {
    const s = stat(t);
    return s ? { kind: 'stat', stat: s, of: owner } : reset(t, start);
  }
  const n = quantity(t);
  if (!n) return null;
  if (n.kind === 'fixed' && t.accept('plus')) {
    const of = amount(t, refs);
    return of && of.kind !== 'fixed' ? { kind: 'plus', n: n.n, of } : reset(t, start);
  }
  // 107.1b: "4 minus the number of cards in their hand" (a result below zero is 0 where the effect uses it).
  if (n.kind === 'fixed' && t.accept('minus')) {
    const of = term(t, refs);
    return of && of.kind !== 'fixed' && of.kind !== 'x' ? { kind: 'difference', of: [n, of] } : reset(t, start);
  }
  return n;
}

const COLOR_WORDS = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' } as const;

/** "white", "blue", "black", "red", "green" (105.1). */
function colorWord(t: Tokens): 'W' | 'U' | 'B' | 'R' | 'G' | null {
  const word = t.peek()?.text.toLowerCase();
  if (!word || !(word in COLOR_WORDS)) return null;
  t.next();
  return COLOR_WORDS[word as keyof typeof COLOR_WORDS];
}

/** "it was kicked", "CARDNAME was kicked" (after "time" / "times"): the source's kicks (702.33d). */
function timesKicked(t: Tokens): boolean {
  return (t.accept('it') || t.accept('cardname')) && t.accept('was', 'kicked');
}

/** The spell "spent to cast" names: the ability's own source only (CARDNAME, "it", "this spell"). */
function spentBy(t: Tokens): boolean {
  return t.accept('cardname') || t.accept('it') || t.accept('this', 'spell') || t.accept('this', 'creature');
}

/** "equal to <amount>" (a bare number is not said this way). */
export function equalTo(t: Tokens, refs: Refs): Quantity | null {
  const start = t.pos;
  if (!t.accept('equal', 'to')) return null;
  const q = amount(t, refs);
  return q && q.kind !== 'fixed' ? q : reset(t, start);
}

/**
 * "for each creature you control", "for each card in your hand": a count, one object at a time.
 * "for each credit counter on CARDNAME" (122.1): the counters of a kind on an object referred to (`refs`).
 */
export function forEach(t: Tokens, refs: Refs = { lastTarget: null }): Quantity | null {
  const start = t.pos;
  if (!t.accept('for', 'each')) return null;
  const at = t.pos;
  const counter = counterKind(t);
  if (counter && t.accept('counter', 'on')) {
    const on = objectRef(t, refs);
    return on ? { kind: 'counters', counter, of: on } : reset(t, start);
  }
  t.pos = at;
  // 106.1, 601.2h: converge's (and 702.44a sunburst's) "for each color of mana spent to cast it".
  if (t.accept('color', 'of', 'mana', 'spent', 'to', 'cast')) return spentBy(t) ? { kind: 'colorsSpent' } : reset(t, start);
  // 305.6, domain: "for each basic land type among lands you control".
  if (t.accept('basic', 'land', 'type', 'among')) return basicLandTypes(t, start);
  // 702.82b: "for each creature it devoured" (CARDNAME's devour as it entered).
  if (t.accept('creature', 'it', 'devoured') || t.accept('creature', 'cardname', 'devoured')) return { kind: 'devoured' };
  // 702.33d: "for each time it was kicked" (multikicker, 702.33c).
  if (t.accept('time')) return timesKicked(t) ? { kind: 'timesKicked' } : reset(t, start);
  const other = t.accept('other');
  const of = object(t, false, { hand: true });
  if (!of || (other && (of.kind !== 'object' || of.zone !== 'battlefield'))) return reset(t, start);
  if (other && of.kind === 'object') of.filters.push({ kind: 'other' });
  return { kind: 'count', of };
}

/** "you", "its controller", "its owner", "that creature's controller", "CARDNAME's owner". */
export function playerRef(t: Tokens, refs: Refs): PlayerRef | null {
  const start = t.pos;
  if (t.accept('you')) return { kind: 'you' };
  // 303.4m: the player the source is attached to.
  if (t.accept('enchanted', 'player')) return { kind: 'enchantedPlayer' };
  const of = possessive(t, refs);
  if (of) {
    if (t.accept('controller')) return { kind: 'controllerOf', of };
    if (t.accept('owner')) return { kind: 'ownerOf', of };
    return reset(t, start);
  }
  return null;
}

/** A whole phrase as an amount ("the number of cards in your hand"), for the grammar's tests and the compiler's hooks. */
export function parseAmount(phrase: string, refs: Refs = { lastTarget: null }): Parsed<Quantity> {
  const t = Tokens.of(phrase);
  const value = amount(t, refs);
  return value && t.done ? { ok: true, value } : { ok: false, stoppedAt: t.rest() || phrase };
}
