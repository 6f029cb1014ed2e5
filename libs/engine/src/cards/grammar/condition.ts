import { BoardCondition, Comparison, ObjectFilter, ObjectRef, PlayerRef, Quantity, SelectorOption } from '../selector';
import { COMBAT_STATIC_KINDS } from '../ability';
import type { Ability, StaticEffect } from '../ability';
import { Tokens } from './tokens';
import { Parsed, object, quantity } from './selector';

/**
 * Conditions: the shared nonterminal of "as long as" (611.3a), "Activate only if" (602.5b), an
 * intervening "if" (603.4) and "unless" (508.1c, 614.1d). Recursive descent over the tokens of the
 * selector grammar (cards/grammar/selector.ts), whose object phrases it reuses; each function
 * reads its phrase and moves the cursor past it, or returns null and leaves the cursor where it was.
 *
 *   condition   := "it's" "your" "turn"
 *                | controller ("control" | "controls") counted
 *                | "you" "have" counted-card "in" "hand"
 *                | "you" "have" number ("or" "less" | "or" "more") "life"
 *                | counted-card ("are" | "is") "in" "your" "graveyard"
 *                | counted ("are" | "is") "on" "the" "battlefield"
 *                | "there" "are" counted-card-in-zone | "there" "are" count "card" "types" "among" cards-in-graveyard
 *                | object-plural "you" "control" "have" "total" "power" number "or" ("greater" | "more")
 *                | self ("is" | "'s") state
 *                | self "has" count counter-kind ("counter" | "counters") "on" self
 *                | count counter-kind "counters" "are" "on" self
 *                | "that" "player" ("controls" counted | "has" count "cards" "in" "hand" | "has" number ("or" "less" | "or" "more") "life")
 *   controller  := "you" | "an" "opponent" | ["the"] "defending" "player"
 *   counted     := count object           (plural after a number of two or more, "no")
 *   count       := "a" | "an" | "one" | "another" | "no" | number "or" ("more" | "greater" | "fewer" | "less")
 *                | "exactly" number | "at" "least" number
 *   state       := "attacking" | "blocking" | "tapped" | "untapped" | "attacking" "or" "blocking" | "enchanted" | "equipped" | color
 *                | ("equipped" | "enchanted") "creature" "is" color
 *   self        := "CARDNAME" | "this" "creature" | "it" (where the context says "it" is the source)
 */

/** What "it" may name in the condition: the object the ability is on (a static ability's, an activation's, a trigger's own source). */
export interface ConditionContext {
  itIsSource: boolean;
  /** 603.2: the ability is a trigger that refers to a player ("At the beginning of each opponent's upkeep"): "that player" is that one. */
  thatPlayer?: boolean;
  /** "enchanted creature is a Human" (the attached object): read only where nothing after it says "it" of another object (static abilities). */
  attached?: boolean;
}

function reset<T>(t: Tokens, pos: number): T | null {
  t.pos = pos;
  return null;
}

const ONE: Quantity = { kind: 'fixed', n: 1 };

/** "a", "another", "no", "three or more", "two or fewer", "exactly seven": the comparison, and whether the noun after it is plural. */
function count(t: Tokens): { compare: Comparison; plural: boolean; other: boolean } | null {
  const start = t.pos;
  const w = t.word();
  if (w === 'a' || w === 'an' || (w === 'one' && t.word(1) !== 'or')) {
    t.next();
    return { compare: { op: 'atLeast', n: ONE }, plural: false, other: false };
  }
  if (w === 'another') {
    t.next();
    return { compare: { op: 'atLeast', n: ONE }, plural: false, other: true };
  }
  if (w === 'no') {
    t.next();
    return { compare: { op: 'equal', n: { kind: 'fixed', n: 0 } }, plural: true, other: false };
  }
  const exactly = t.accept('exactly');
  if (exactly || t.accept('at', 'least')) {
    const n = quantity(t);
    if (!n || n.kind !== 'fixed') return reset(t, start);
    return { compare: { op: exactly ? 'equal' : 'atLeast', n }, plural: n.n !== 1, other: false };
  }
  const n = quantity(t);
  if (!n || n.kind !== 'fixed') return reset(t, start);
  if (t.accept('or', 'more') || t.accept('or', 'greater')) return { compare: { op: 'atLeast', n }, plural: n.n !== 1, other: false };
  if (t.accept('or', 'fewer') || t.accept('or', 'less')) return { compare: { op: 'atMost', n }, plural: n.n !== 1, other: false };
  return reset(t, start);
}

/** "three or more artifacts", "a Forest", "no untapped lands": the comparison and the permanents it counts. */
function counted(t: Tokens): { compare: Comparison; option: Extract<SelectorOption, { kind: 'object' }> } | null {
  const start = t.pos;
  const c = count(t);
  if (!c) return null;
  const option = object(t, c.plural);
  if (!option || option.kind !== 'object' || option.zone !== 'battlefield') return reset(t, start);
  if (c.other) option.filters.push({ kind: 'other' });
  // "a Knight or a Soldier": one permanent that is either (each side a single quality, read by the selector grammar).
  const at = t.pos;
  if (!c.other && !c.plural && (t.accept('or', 'a') || t.accept('or', 'an'))) {
    const second = object(t, false);
    if (!second || second.kind !== 'object' || second.zone !== 'battlefield' || option.filters.length !== 1 || second.filters.length !== 1)
      return reset(t, start);
    return { compare: c.compare, option: { ...option, filters: [{ kind: 'anyOf', filters: [option.filters[0], second.filters[0]] }] } };
  }
  t.pos = at;
  return { compare: c.compare, option };
}

/** "CARDNAME", "this creature", "it" (when it names the source). */
function self(t: Tokens, ctx: ConditionContext): ObjectRef | null {
  if (t.peek()?.text === 'CARDNAME') {
    t.next();
    return { kind: 'source' };
  }
  if (t.accept('this', 'creature')) return { kind: 'source' };
  if (ctx.itIsSource && t.accept('it')) return { kind: 'source' };
  return null;
}

/** "attacking", "blocking", "tapped", "untapped", "attacking or blocking" (506.4, 110.5). */
function state(t: Tokens, color = false): ObjectFilter | null {
  if (t.accept('attacking', 'or', 'blocking'))
    return {
      kind: 'anyOf',
      filters: [
        { kind: 'combat', role: 'attacking' },
        { kind: 'combat', role: 'blocking' },
      ],
    };
  if (t.accept('attacking')) return { kind: 'combat', role: 'attacking' };
  if (t.accept('blocking')) return { kind: 'combat', role: 'blocking' };
  if (t.accept('tapped')) return { kind: 'tapped' };
  if (t.accept('untapped')) return { kind: 'not', filter: { kind: 'tapped' } };
  // 303.4, 301.5: "as long as CARDNAME is enchanted", "... is equipped".
  if (t.accept('enchanted')) return { kind: 'attachedBy', subtype: 'Aura' };
  if (t.accept('equipped')) return { kind: 'attachedBy', subtype: 'Equipment' };
  // 701.37b, 702.112b: "as long as CARDNAME is monstrous", "... is renowned".
  if (t.accept('monstrous')) return { kind: 'designation', is: 'monstrous' };
  if (t.accept('renowned')) return { kind: 'designation', is: 'renowned' };
  // 105.2: "equipped creature is blue" (as it is now); only there ("it's black" may name another object than the source).
  const c = color ? COLOR_WORDS[t.word() ?? ''] : undefined;
  if (c) {
    t.next();
    return { kind: 'color', anyOf: [c] };
  }
  return null;
}

/** A counter kind: "+1/+1", "-1/-1", "divinity", "charge" (122.1). */
export function counterKind(t: Tokens): string | null {
  const tok = t.peek();
  if (!tok) return null;
  if (tok.kind === 'number' && /^[+\u2212-]\d+\/[+\u2212-]\d+$/.test(tok.text)) {
    t.next();
    return tok.text.replace(/\u2212/g, '-');
  }
  if (tok.kind === 'word' && /^[a-z]+$/.test(tok.text) && t.word(1)?.startsWith('counter')) {
    t.next();
    return tok.text;
  }
  return null;
}

const COLOR_WORDS: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const SUPERTYPE_WORDS: Record<string, string> = { legendary: 'Legendary', basic: 'Basic', snow: 'Snow' };

/**
 * What an object "is" (205, 105.2): "a Human", "a basic Mountain", "a Human or an Angel" (the selector grammar's object
 * phrase, each side one quality), "legendary", "red or green", "tapped": the filters it meets; null for another phrase.
 */
function quality(t: Tokens): ObjectFilter[] | null {
  const start = t.pos;
  if (t.word() === 'a' || t.word() === 'an') {
    t.next();
    const first = object(t, false);
    if (!first || first.kind !== 'object' || first.zone !== 'battlefield' || first.filters.length === 0) return reset(t, start);
    if (!(t.accept('or', 'a') || t.accept('or', 'an'))) return first.filters;
    const second = object(t, false);
    if (!second || second.kind !== 'object' || second.zone !== 'battlefield' || first.filters.length !== 1 || second.filters.length !== 1)
      return reset(t, start);
    return [{ kind: 'anyOf', filters: [first.filters[0], second.filters[0]] }];
  }
  const color = COLOR_WORDS[t.word() ?? ''];
  if (color) {
    t.next();
    const colors = [color];
    while (t.word() === 'or' && COLOR_WORDS[t.word(1) ?? '']) {
      colors.push(COLOR_WORDS[t.word(1) ?? '']);
      t.next();
      t.next();
    }
    return [{ kind: 'color', anyOf: colors }];
  }
  const supertype = SUPERTYPE_WORDS[t.word() ?? ''];
  if (supertype) {
    t.next();
    return [{ kind: 'supertype', anyOf: [supertype] }];
  }
  const s = state(t);
  return s ? [s] : null;
}

/**
 * 303.4, 301.5: "enchanted creature is a Human", "equipped creature is legendary", "enchanted land is a basic Mountain",
 * "enchanted permanent isn't a creature": the object the source is attached to now meets (or not) the quality.
 */
function attachedIs(t: Tokens): BoardCondition | null {
  const start = t.pos;
  const attached =
    (t.accept('enchanted') && ['creature', 'permanent', 'land', 'artifact'].includes(t.word() ?? '')) ||
    (t.accept('equipped') && t.word() === 'creature');
  if (!attached) return reset(t, start);
  t.next();
  const negated = t.accept("isn't");
  if (!negated && !t.accept('is')) return reset(t, start);
  const filters = quality(t);
  if (!filters) return reset(t, start);
  if (!negated) return { kind: 'object', of: { kind: 'attached' }, filters };
  return filters.length === 1
    ? { kind: 'object', of: { kind: 'attached' }, filters: [{ kind: 'not', filter: filters[0] }] }
    : reset(t, start);
}

/** After "an opponent has": "5 or less life", "no cards in hand", "ten or more cards in their graveyard" (119.1, 402.1, 404.1). */
function opponentHas(t: Tokens): BoardCondition | null {
  const start = t.pos;
  const n = quantity(t);
  if (n && n.kind === 'fixed') {
    const op =
      t.accept('or', 'less') || t.accept('or', 'fewer') ? 'atMost' : t.accept('or', 'more') || t.accept('or', 'greater') ? 'atLeast' : null;
    if (op && t.accept('life')) return { kind: 'anOpponentHas', has: 'life', compare: { op, n } };
  }
  t.pos = start;
  const c = count(t);
  if (!c || c.other || !(t.accept('cards') || t.accept('card'))) return reset(t, start);
  if (t.accept('in', 'hand')) return { kind: 'anOpponentHas', has: 'cardsInHand', compare: c.compare };
  if (t.accept('in', 'their', 'graveyard')) return { kind: 'anOpponentHas', has: 'cardsInGraveyard', compare: c.compare };
  return reset(t, start);
}

export function condition(t: Tokens, ctx: ConditionContext): BoardCondition | null {
  const start = t.pos;
  if (t.accept("it's", 'your', 'turn')) return { kind: 'yourTurn' };
  const attached = ctx.attached ? attachedIs(t) : null;
  if (attached) return attached;
  // 725.1: "you're the monarch", "an opponent is the monarch".
  if (t.accept("you're", 'the', 'monarch') || t.accept('you', 'are', 'the', 'monarch')) return { kind: 'monarch', is: 'you' };
  if (t.accept('an', 'opponent', 'is', 'the', 'monarch')) return { kind: 'monarch', is: 'opponent' };
  if (t.accept('defending', 'player', 'is', 'the', 'monarch')) return { kind: 'monarch', is: 'defendingPlayer' };
  if (t.accept('a', 'permanent', 'you', 'controlled', 'left', 'the', 'battlefield', 'this', 'turn'))
    return { kind: 'permanentLeftThisTurn' };
  if (t.accept('an', 'opponent', 'has', 'been', 'dealt', 'damage', 'this', 'turn')) return { kind: 'opponentDamagedThisTurn' };
  // 500.1: "it's not your turn" (another player is the active player).
  if (t.accept("it's", 'not', 'your', 'turn')) return { kind: 'not', condition: { kind: 'yourTurn' } };
  // 402.1: "you have more cards in hand than each opponent".
  if (t.accept('you', 'have', 'more', 'cards', 'in', 'hand', 'than', 'each', 'opponent'))
    return { kind: 'moreCardsInHandThanEachOpponent' };
  // "an opponent has 5 or less life", "an opponent has no cards in hand", "an opponent has ten or more cards in their graveyard".
  if (t.accept('an', 'opponent', 'has')) {
    const has = opponentHas(t);
    return has ?? reset(t, start);
  }
  // "no opponent controls a white or blue creature": none of the permanents of all opponents together (611.3a).
  if (t.accept('no', 'opponent', 'controls')) {
    const c = counted(t);
    if (!c || c.compare.op !== 'atLeast' || c.compare.n.kind !== 'fixed' || c.compare.n.n !== 1) return reset(t, start);
    c.option.filters.push({ kind: 'controller', is: 'opponent' });
    return { kind: 'count', of: c.option, compare: { op: 'equal', n: { kind: 'fixed', n: 0 } } };
  }
  // 106.1, 601.2h: "{G} was spent to cast CARDNAME" (the source: "it" only where it names it).
  const spent = /^\{([WUBRG])\}$/.exec(t.peek()?.text ?? '');
  if (spent) {
    t.next();
    if (t.accept('was', 'spent', 'to', 'cast') && (t.accept('cardname') || (ctx.itIsSource && t.accept('it'))))
      return { kind: 'manaSpent', color: spent[1] as 'W' | 'U' | 'B' | 'R' | 'G' };
    t.pos = start;
    return null;
  }
  // 603.2, 603.4: "that player has two or fewer cards in hand", "... controls a Plains", "... has 4 or less life": the
  // player the trigger refers to (the active player of the step that began, 503.1a, 513.1a), as it triggers and resolves.
  if (ctx.thatPlayer && t.accept('that', 'player')) return referredPlayerCondition(t, start);
  // controller "control(s)" counted
  const who = t.accept('you', 'control')
    ? 'you'
    : t.accept('an', 'opponent', 'controls')
      ? 'opponent'
      : t.accept('the', 'defending', 'player', 'controls') || t.accept('defending', 'player', 'controls')
        ? 'defendingPlayer'
        : null;
  if (who) {
    const c = counted(t);
    if (!c) return reset(t, start);
    c.option.filters.push({ kind: 'controller', is: who });
    return { kind: 'count', of: c.option, compare: c.compare };
  }
  if (t.accept('you', 'have')) {
    // 119.1: "you have exactly 1 life".
    const exact = t.pos;
    if (t.accept('exactly')) {
      const n = quantity(t);
      if (n && n.kind === 'fixed' && t.accept('life')) return { kind: 'playerLife', of: { kind: 'you' }, compare: { op: 'equal', n } };
      t.pos = exact;
    }
    const at = t.pos;
    // 119.1: "you have 5 or less life".
    const n = quantity(t);
    if (n && n.kind === 'fixed') {
      const op =
        t.accept('or', 'less') || t.accept('or', 'fewer')
          ? 'atMost'
          : t.accept('or', 'more') || t.accept('or', 'greater')
            ? 'atLeast'
            : null;
      if (op && t.accept('life')) return { kind: 'playerLife', of: { kind: 'you' }, compare: { op, n } };
    }
    t.pos = at;
    // "you have no cards in hand", "you have exactly seven cards in hand".
    const c = count(t);
    if (c) {
      const option = object(t, c.plural, { cardIn: 'hand' });
      if (option && option.kind === 'object' && option.zone === 'hand' && t.accept('in', 'hand'))
        return { kind: 'count', of: option, compare: c.compare };
    }
    return reset(t, start);
  }
  // "seven or more cards are in your graveyard".
  const c = count(t);
  if (c) {
    const at = t.pos;
    const option = object(t, c.plural, { cardIn: 'graveyard' });
    if (
      option &&
      option.kind === 'object' &&
      option.zone === 'graveyard' &&
      (t.accept('are') || t.accept('is')) &&
      t.accept('in', 'your', 'graveyard')
    ) {
      option.filters.push({ kind: 'owner', is: 'you' });
      return { kind: 'count', of: option, compare: c.compare };
    }
    // "no creatures are on the battlefield" (Pestilence): the permanents of every player.
    if (
      option &&
      option.kind === 'object' &&
      option.zone === 'battlefield' &&
      (t.accept('are', 'on', 'the', 'battlefield') || t.accept('is', 'on', 'the', 'battlefield'))
    )
      return { kind: 'count', of: option, compare: c.compare };
    t.pos = at;
    // "two or more hatchling counters are on CARDNAME".
    const kind = counterKind(t);
    if (kind && (t.accept('counters', 'are', 'on') || t.accept('counter', 'is', 'on'))) {
      const of = self(t, ctx);
      if (of) return { kind: 'counters', of, counter: kind, compare: c.compare };
    }
    return reset(t, start);
  }
  // "there are four or more creature cards in your graveyard".
  if (t.accept('there', 'are') || t.accept('there', 'is')) {
    const n = count(t);
    // "there are no depletion counters on CARDNAME" (122.1).
    const at = t.pos;
    const kind = n ? counterKind(t) : null;
    if (n && kind && (t.accept('counters', 'on') || t.accept('counter', 'on'))) {
      const on = self(t, ctx);
      if (on) return { kind: 'counters', of: on, counter: kind, compare: n.compare };
    }
    t.pos = at;
    // Delirium (207.2c): "there are four or more card types among cards in your graveyard" (205.2a: each type once).
    if (n && t.accept('card', 'types', 'among')) {
      const among = object(t, true);
      if (among && among.kind === 'object' && among.zone === 'graveyard')
        return { kind: 'quantity', n: { kind: 'cardTypes', of: among }, compare: n.compare };
      return reset(t, start);
    }
    const option = n ? object(t, n.plural, { hand: true }) : null;
    if (n && option && option.kind === 'object' && option.zone !== 'stack') return { kind: 'count', of: option, compare: n.compare };
    return reset(t, start);
  }
  // "creatures you control have total power 8 or greater".
  const group = object(t, true);
  if (group && group.kind === 'object' && group.zone === 'battlefield') {
    if (t.accept('have', 'total', 'power')) {
      const n = quantity(t);
      if (n && n.kind === 'fixed' && (t.accept('or', 'greater') || t.accept('or', 'more')))
        return { kind: 'totalPower', of: group, compare: { op: 'atLeast', n } };
    }
    return reset(t, start);
  }
  t.pos = start;
  // "it's attacking", "CARDNAME is tapped", "it has a +1/+1 counter on it".
  const it = ctx.itIsSource && t.accept("it's") ? ({ kind: 'source' } as const) : null;
  // 301.5, 303.4: "equipped creature is blue": the creature the source is attached to (none: false).
  const host = !it && (t.accept('equipped', 'creature') || t.accept('enchanted', 'creature')) ? ({ kind: 'attached' } as const) : null;
  if (host) {
    const s = t.accept('is') ? state(t, true) : null;
    return s && s.kind === 'color' ? { kind: 'object', of: host, filters: [s] } : reset(t, start);
  }
  const of = it ?? self(t, ctx);
  if (!of) return null;
  if (it || t.accept('is')) {
    const s = state(t);
    return s ? { kind: 'object', of, filters: [s] } : reset(t, start);
  }
  if (t.accept('has')) {
    const n = count(t);
    const kind = n ? counterKind(t) : null;
    if (n && kind && (t.accept('counter') || t.accept('counters')) && t.accept('on')) {
      const on = self(t, { itIsSource: true });
      if (on && on.kind === of.kind) return { kind: 'counters', of, counter: kind, compare: n.compare };
    }
  }
  return reset(t, start);
}

/** After "that player": "controls" counted, "has" count "cards" "in" "hand", "has" number "or less" / "or more" "life". */
function referredPlayerCondition(t: Tokens, start: number): BoardCondition | null {
  const player: PlayerRef = { kind: 'referredPlayer' };
  if (t.accept('controls')) {
    const c = counted(t);
    if (!c) return reset(t, start);
    c.option.filters.push({ kind: 'controlledBy', player });
    return { kind: 'count', of: c.option, compare: c.compare };
  }
  if (!t.accept('has')) return reset(t, start);
  const at = t.pos;
  // 119.1: "that player has 4 or less life".
  const n = quantity(t);
  if (n && n.kind === 'fixed') {
    const op =
      t.accept('or', 'less') || t.accept('or', 'fewer') ? 'atMost' : t.accept('or', 'more') || t.accept('or', 'greater') ? 'atLeast' : null;
    if (op && t.accept('life')) return { kind: 'playerLife', of: player, compare: { op, n } };
  }
  t.pos = at;
  // 402.1: "that player has no cards in hand", "... two or fewer cards in hand": the number of cards in their hand.
  const c = count(t);
  // ("one or fewer cards": the noun is plural after "or fewer" whatever the number.)
  if (!c || c.other || !(t.accept('cards') || t.accept('card')) || !t.accept('in', 'hand')) return reset(t, start);
  return { kind: 'quantity', n: { kind: 'handSize', of: player }, compare: c.compare };
}

/** A whole phrase as a condition ("seven or more cards are in your graveyard"); anything left unread is a failure naming the rest. */
export function parseCondition(phrase: string, ctx: ConditionContext = { itIsSource: true }): Parsed<BoardCondition> {
  const t = Tokens.of(phrase.replace(/\.$/, ''));
  const value = condition(t, ctx);
  if (!value) return { ok: false, stoppedAt: phrase };
  if (!t.done) return { ok: false, stoppedAt: t.rest() };
  return { ok: true, value };
}

/**
 * "for each artifact you control", "for each Aura attached to it", "for each charge counter on
 * CARDNAME", "for each card in your hand": what a static ability's change is multiplied by (613.4c).
 */
export function perEach(t: Tokens): Quantity | null {
  const start = t.pos;
  if (!t.accept('for', 'each')) return null;
  // 305.6, domain: "for each basic land type among lands you control".
  if (t.accept('basic', 'land', 'type', 'among')) {
    const among = object(t, true);
    return among && among.kind === 'object' && among.zone === 'battlefield' ? { kind: 'basicLandTypes', of: among } : reset(t, start);
  }
  const kind = counterKind(t);
  if (kind) {
    const on = t.accept('counter', 'on') ? self(t, { itIsSource: false }) : null;
    return on ? { kind: 'counters', counter: kind, of: on } : reset(t, start);
  }
  // "for each other creature you control": not the object the ability is about (its subject: the caller says which).
  const other = t.accept('other');
  const of = object(t, false, { hand: true });
  if (!of || of.kind !== 'object' || (other && of.zone !== 'battlefield')) return reset(t, start);
  if (other) of.filters.push({ kind: 'other' });
  // 301.5, 303.4: "attached to it" / "attached to CARDNAME": the static ability's source.
  if (t.accept('attached', 'to')) {
    if (!(t.accept('it') || self(t, { itIsSource: false }))) return reset(t, start);
    of.filters.push({ kind: 'attachedTo', of: { kind: 'source' } });
  }
  return { kind: 'count', of };
}

/** Effects a condition or a count may qualify: those the layer system applies (613) and the restrictions on attacking and blocking it reads (604-static-abilities.ts). */
const CONDITIONAL_EFFECTS = new Set<StaticEffect['kind']>([
  'modifyPT',
  // 105.3, 613.1e: "is black" (layer 5, while the condition is true).
  'setColors',
  'addKeyword',
  'loseKeyword',
  'grantAbility',
  'cantBeBlockedBy',
  'cantBlockCreatures',
  ...COMBAT_STATIC_KINDS,
]);

/** 207.2c: an ability word ("Threshold — ") has no rules meaning: the condition it stands for is in the text after it. */
const ABILITY_WORD = /^[A-Z][a-z]+(?: [a-z]+)? — /;

type StaticAbility = Extract<Ability, { kind: 'static' }>;

/**
 * A static ability with a condition (611.3a) or a count (613.4c): "CARDNAME gets +1/+1 as long as you
 * control a Forest", "As long as seven or more cards are in your graveyard, CARDNAME gets +1/+1 and
 * has flying", "CARDNAME can't attack unless defending player controls an Island", "CARDNAME gets
 * +1/+1 for each artifact you control". The rest of the line is read by `compileStatic` (the
 * compiler's static abilities); null when the line has none of these forms or a part is not read.
 */
export function conditionalStatic(line: string, compileStatic: (line: string) => Ability | null): StaticAbility | null {
  const body = line.replace(ABILITY_WORD, '');
  if (!/ as long as | unless | for each |^As long as | can't (?:attack|block)(?: or block)? if /.test(body)) return null;
  let m = /^As long as (.+)$/.exec(body);
  if (m) {
    // The condition ends at a comma: the first one after which the rest is a static ability.
    const words = m[1];
    for (let i = words.indexOf(', '); i >= 0; i = words.indexOf(', ', i + 1)) {
      const cond = parseCondition(words.slice(0, i), { itIsSource: true, attached: true });
      if (!cond.ok) continue;
      // "As long as CARDNAME is equipped, it gets +1/+1 and has flying": "it" is the CARDNAME the condition names.
      // "As long as equipped creature is a Human, it gets an additional +1/+1": "it" is the attached object the condition
      // names ("additional": one more modification beside the Equipment's own, 613.4c).
      const attached = /^(enchanted (?:creature|permanent|land|artifact)|equipped creature) /.exec(words)?.[1];
      const rest = /^CARDNAME /.test(words)
        ? words.slice(i + 2).replace(/^it (gets|has|can't) /, 'CARDNAME $1 ')
        : attached
          ? words
              .slice(i + 2)
              .replace(/^it (gets|has|can't) /, `${attached} $1 `)
              .replace(/^(\S+ \S+ gets) an additional /, '$1 ')
          : words.slice(i + 2);
      const inner = innerStatic(rest[0].toUpperCase() + rest.slice(1), compileStatic);
      return inner ? withCondition(inner, cond.value, line) : null;
    }
    return null;
  }
  m = /^(.+) as long as (.+)\.$/.exec(body);
  if (m) {
    const cond = parseCondition(m[2]);
    const inner = cond.ok ? innerStatic(`${m[1]}.`, compileStatic) : null;
    return cond.ok && inner ? withCondition(inner, cond.value, line) : null;
  }
  // 614.1d: "CARDNAME enters the battlefield tapped unless you control two or more basic lands" (read as it would enter).
  m = /^(CARDNAME enters(?: the battlefield)? tapped) unless (.+)\.$/.exec(body);
  if (m) {
    const cond = parseCondition(m[2]);
    return cond.ok
      ? { kind: 'static', effects: [{ kind: 'entersTapped' }], condition: { kind: 'not', condition: cond.value }, text: line }
      : null;
  }
  // 508.1d: "Reckless Cohort attacks each combat if able unless you control another Ally." (a requirement, unless).
  m = /^(.+?) (can't attack|can't block|can't attack or block|can't be blocked|attacks each combat if able) unless (.+)\.$/.exec(body);
  if (m) {
    const cond = parseCondition(m[3]);
    const inner = cond.ok ? innerStatic(`${m[1]} ${m[2]}.`, compileStatic) : null;
    return cond.ok && inner ? withCondition(inner, { kind: 'not', condition: cond.value }, line) : null;
  }
  // 508.1c, 509.1b: "Veteran Brawlers can't attack if defending player controls an untapped land." (while it is true).
  m = /^(.+?) (can't attack|can't block|can't attack or block) if (.+)\.$/.exec(body);
  if (m) {
    const cond = parseCondition(m[3]);
    const inner = cond.ok ? innerStatic(`${m[1]} ${m[2]}.`, compileStatic) : null;
    return cond.ok && inner ? withCondition(inner, cond.value, line) : null;
  }
  return countedStatic(body, line, compileStatic);
}

/** "[subject] gets +N/+N for each ... [and has ...]": the modification, that many times (613.4c). */
function countedStatic(body: string, line: string, compileStatic: (line: string) => Ability | null): StaticAbility | null {
  const m = /^(.+? gets? [+-]\d+\/[+-]\d+) (for each .+)$/.exec(body);
  if (!m) return null;
  const t = Tokens.of(m[2].replace(/\.$/, ''));
  const read = perEach(t);
  if (!read) return null;
  let per: Quantity = read;
  // "other" is other than the subject: CARDNAME itself, or the creature the Aura or Equipment is attached to (301.5, 303.4).
  if (read.kind === 'count' && read.of.kind === 'object' && read.of.filters.some((f) => f.kind === 'other')) {
    const self = /^(?:CARDNAME|This creature) gets? /.test(m[1]);
    const attached = /^(?:Enchanted|Equipped) creature gets /.test(m[1]);
    if (!self && !attached) return null;
    const filters: ObjectFilter[] = read.of.filters.map((f) => (f.kind === 'other' && attached ? { kind: 'other', than: 'attached' } : f));
    per = { kind: 'count', of: { ...read.of, filters } };
  }
  const rest = t.done ? '' : t.rest();
  if (rest !== '' && !rest.startsWith('and ')) return null;
  const inner = innerStatic(`${m[1]}${rest === '' ? '' : ` ${rest}`}.`, compileStatic);
  if (!inner || inner.condition) return null;
  const first = inner.effects[0];
  if (first?.kind !== 'modifyPT') return null;
  return { ...inner, effects: [{ ...first, per }, ...inner.effects.slice(1)], text: line };
}

/** The static ability a condition qualifies: "CARDNAME gets +1/+1 and can't block." read as two sentences of the same subject when needed. */
function innerStatic(sentence: string, compileStatic: (line: string) => Ability | null): StaticAbility | null {
  const whole = compileStatic(sentence);
  if (whole && whole.kind === 'static') return whole.effects.every((e) => CONDITIONAL_EFFECTS.has(e.kind)) ? whole : null;
  const m = /^(.+?) (gets? [+-]\d+\/[+-]\d+) and (.+)\.$/.exec(sentence);
  if (!m) return predicateList(sentence, compileStatic);
  const a = compileStatic(`${m[1]} ${m[2]}.`);
  const b = compileStatic(`${m[1]} ${m[3]}.`);
  if (!a || !b || a.kind !== 'static' || b.kind !== 'static' || a.condition || b.condition) return null;
  const effects = [...a.effects, ...b.effects];
  return effects.every((e) => CONDITIONAL_EFFECTS.has(e.kind)) ? { kind: 'static', effects, text: sentence } : null;
}

/**
 * "CARDNAME gets +1/+1, is black, and has "{1}{B}, {T}: ..."", "CARDNAME is white and has "..."": one subject, a list of
 * predicates (each a verb: gets, has, is, can't), each read as its own sentence of that subject; null unless each is.
 */
function predicateList(sentence: string, compileStatic: (line: string) => Ability | null): StaticAbility | null {
  const body = sentence.replace(/\.$/, '');
  const first = /^(.+?) ((?:gets?|has|have|is|are) .+)$/.exec(body);
  if (!first) return null;
  // Split at ", and ", ", " or " and " before a verb, outside quotes.
  const parts: string[] = [];
  let quoted = false;
  let from = 0;
  const rest = first[2];
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '"') quoted = !quoted;
    if (quoted) continue;
    const sep = /^(?:, and |, | and )(?=(?:gets?|has|have|is|are|can't) )/.exec(rest.slice(i));
    if (sep) {
      parts.push(rest.slice(from, i));
      i += sep[0].length - 1;
      from = i + 1;
    }
  }
  parts.push(rest.slice(from));
  if (parts.length < 2) return null;
  const effects: StaticEffect[] = [];
  for (const part of parts) {
    const a = compileStatic(`${first[1]} ${part}.`);
    if (!a || a.kind !== 'static' || a.condition) return null;
    effects.push(...a.effects);
  }
  return effects.every((e) => CONDITIONAL_EFFECTS.has(e.kind)) ? { kind: 'static', effects, text: sentence } : null;
}

function withCondition(inner: StaticAbility, condition: BoardCondition, line: string): StaticAbility | null {
  if (inner.condition) return null;
  return { ...inner, condition, text: line };
}

/**
 * 702.95b: a soulbond creature's "As long as CARDNAME is paired with another creature, both
 * creatures have [keywords]." / "..., each of those creatures gets +N/+N." / "..., each of those
 * creatures has "[ability]"": the ability read as CARDNAME's, applied to the source and the
 * creature it is paired with, and to nothing while it is unpaired. Null when the rest is not read.
 */
export function pairedStatic(line: string, compileStatic: (line: string) => Ability | null): StaticAbility | null {
  const m = /^As long as CARDNAME is paired with another creature, (?:both creatures have|each of those creatures (has|gets)) (.+)$/.exec(
    line,
  );
  if (!m) return null;
  const inner = compileStatic(`CARDNAME ${m[1] ?? 'has'} ${m[2]}`);
  if (!inner || inner.kind !== 'static' || inner.condition) return null;
  if (!inner.effects.every((e) => 'affected' in e && e.affected.kind === 'self')) return null;
  return {
    ...inner,
    effects: inner.effects.map((e) => ('affected' in e ? { ...e, affected: { kind: 'paired' as const } } : e)),
    text: line,
  };
}
