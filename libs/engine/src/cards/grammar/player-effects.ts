import { Effect, PlayerSubject, Trigger } from '../ability';
import { ObjectRef, PlayerRef, Quantity, Selector, SelectorOption } from '../selector';
import { Tokens } from './tokens';
import { energySymbols } from './cost';
import { object, quantity } from './selector';
import { amount, equalTo, forEach, playerRef, Refs } from './quantity';
import { SentenceContext } from './amount-sentences';

/**
 * Effects done to or by players: one sentence grammar, a player subject and a verb phrase, instead
 * of one effect kind per wording. The verbs are life (119.3), draw (121.1), discard (701.9), mill
 * (701.17), sacrifice (701.21), exiling the top of a library (406.3) and shuffling zones into it (701.24a); each builds one effect kind whose subject is a `Players`.
 *
 *   sentence   := subject verbPhrase | verbPhrase            (no subject: an instruction to "you")
 *   subject    := "you" | "target" ("player" | "opponent") | "that player"
 *               | "each" ("player" | "opponent") | "defending player"
 *               | playerRef                                ("its controller", "that creature's owner" ...)
 *   verbPhrase := ("gain" | "lose") lifeAmount
 *               | "draw" cards | "mill" cards
 *               | "discard" (cards ["at" "random"] | ("their" | "your") "hand")
 *               | "sacrifice" number object                (a permanent they control, 701.21a)
 *               | "exile" "the" "top" (("card" | number "cards") "of" ("their" | "your") "library")
 *               | "get" energy                             (energy counters, 122.1, 107.14)
 *               | "become" "the" "monarch"                 (725.1)
 *               | "take" ("an" "extra" "turn" | number "extra" "turns") "after" "this" "one"   (500.7)
 *               | "skip" ("your" | "their") "next" ("turn" | number "turns")                (500.11, 614.10)
 *               | "shuffle" own ("hand" ["and" "graveyard"] | "graveyard") "into" own "library"  (701.24a)
 *   lifeAmount := number "life" [forEach] | "life" equalTo | "X" "life" "," "where" "X" "is" amount
 *   cards      := ("a" | "one") "card" [forEach] | number "cards" | "cards" equalTo
 *               | "X" "cards" "," "where" "X" "is" amount
 *   energy     := "{E}"+ [forEach] | "an" "amount" "of" "{E}" equalTo
 *   own        := "your" (after "you") | "their"
 *
 * A verb is conjugated as its subject says ("you draw", "each opponent draws"); a sentence is read
 * only when every word is. Sequences of verb phrases ("Draw a card, then discard a card", "Target
 * player draws two cards and loses 2 life") are split into sentences first (splitPlayerSentence),
 * the later ones told to the same players ("that player" for a target one).
 */

/** What the compiler lends, beside the quantity sentences': the last target chosen so far, if it is a player ("that player"). */
export interface PlayerSentenceContext extends SentenceContext {
  lastPlayerTarget: () => number | null;
  /** Whether the ability is a trigger that names a player "that player" may mean (603.2: the one dealt damage). */
  referredPlayer?: () => boolean;
  /** What "it" / "its" names when no target was chosen before it (the object a trigger refers to: cards/grammar/object-effects.ts). */
  it?: () => ObjectRef | null;
  /** What "that creature" / "that creature's" names when no target was chosen before it (603.2), where it is not "it". */
  that?: () => ObjectRef | null;
}

/** A subject read: the players, the target phrase it still has to add (once the whole sentence is read), its person. */
interface Subject {
  /** Null for a target not yet added. */
  players: PlayerSubject | null;
  targetPhrase?: string;
  /** "you" or no subject: the verb's base form ("you draw"); otherwise the third person ("draws"). */
  second: boolean;
  /** The words of the subject, as written (for repeating it in a sequence). */
  words: string;
  /** "they": the verb's base form, and "their" (not "your") for the player's own zones. */
  they?: boolean;
}

const VERBS = ['gain', 'lose', 'draw', 'mill', 'discard', 'sacrifice', 'exile', 'get', 'become', 'take', 'skip', 'shuffle'] as const;
type Verb = (typeof VERBS)[number];

function reset<T>(t: Tokens, pos: number): T | null {
  t.pos = pos;
  return null;
}

/** The verb at the cursor in the form the subject takes ("draw" after "you", "draws" after "each opponent"). */
function verb(t: Tokens, second: boolean): Verb | null {
  const w = t.word();
  for (const v of VERBS) {
    if (w === (second ? v : `${v}s`)) {
      t.next();
      return v;
    }
  }
  return null;
}

function subject(t: Tokens, ctx: PlayerSentenceContext, refs: Refs): Subject | null {
  const start = t.pos;
  const words = () =>
    t.tokens
      .slice(start, t.pos)
      .map((x) => x.text)
      .join(' ');
  if (t.accept('target', 'player') || t.accept('target', 'opponent')) {
    const phrase = `target ${t.tokens[t.pos - 1].text.toLowerCase()}`;
    return { players: null, targetPhrase: phrase, second: false, words: words() };
  }
  if (t.accept('that', 'player')) {
    const index = ctx.lastPlayerTarget();
    if (index !== null) return { players: { players: { kind: 'target' }, target: index }, second: false, words: words() };
    return ctx.referredPlayer?.() ? { players: one({ kind: 'referredPlayer' }), second: false, words: words() } : reset(t, start);
  }
  // 603.2: "they" at the head of a sentence of a trigger that refers to a player, before any target ("..., if that player has no
  // cards in hand, they lose 2 life"): that player; the verb takes its plural form, "their" its possessive.
  if (t.word() === 'they' && ctx.lastPlayerTarget() === null && ctx.lastTarget() === null && ctx.referredPlayer?.()) {
    t.next();
    return { players: one({ kind: 'referredPlayer' }), second: true, words: words(), they: true };
  }
  if (t.accept('each', 'player')) return { players: { players: { kind: 'each', who: 'player' } }, second: false, words: words() };
  if (t.accept('each', 'opponent')) return { players: { players: { kind: 'each', who: 'opponent' } }, second: false, words: words() };
  if (t.accept('defending', 'player')) return { players: one({ kind: 'defendingPlayer' }), second: false, words: words() };
  const ref = playerRef(t, refs);
  if (!ref) return null;
  return { players: one(ref), second: ref.kind === 'you', words: words() };
}

function one(player: PlayerRef): PlayerSubject {
  return { players: { kind: 'one', player } };
}

/** ", where X is <amount>" after a number X (107.3a: the text defines X). */
function whereX(t: Tokens, refs: Refs): Quantity | null {
  const start = t.pos;
  if (!t.accept(',', 'where', 'x', 'is')) return null;
  const q = amount(t, refs);
  return q && q.kind !== 'fixed' && q.kind !== 'x' ? q : reset(t, start);
}

function times(n: Quantity, each: Quantity): Quantity {
  return n.kind === 'fixed' && n.n === 1 ? each : { kind: 'times', factor: n.kind === 'fixed' ? n.n : 1, of: each };
}

/** "2 life", "X life", "2 life for each ...", "life equal to ...", "X life, where X is ...". */
function lifeAmount(t: Tokens, refs: Refs): Quantity | null {
  const start = t.pos;
  if (t.accept('life')) return equalTo(t, refs) ?? reset(t, start);
  if (t.word() === 'x' && t.word(1) === 'life' && t.word(2) === ',') {
    t.pos += 2;
    return whereX(t, refs) ?? reset(t, start);
  }
  const n = quantity(t);
  if (!n || !t.accept('life')) return reset(t, start);
  if (n.kind !== 'fixed') return n;
  const each = forEach(t);
  return each ? times(n, each) : n;
}

/**
 * 107.1a, 119.3: "You lose half your life, rounded up", "That player loses half their life, rounded up": half the
 * life total of the one player who loses it (a target or a player the text names), as the effect is applied.
 */
function halfLife(t: Tokens, players: PlayerSubject, possessive: 'your' | 'their'): Quantity | null {
  const start = t.pos;
  if (!t.accept('half', possessive, 'life', ',', 'rounded')) return null;
  const round = t.accept('up') ? 'up' : t.accept('down') ? 'down' : null;
  const of: PlayerRef | null =
    players.players.kind === 'one'
      ? players.players.player
      : players.players.kind === 'target' && 'target' in players
        ? { kind: 'targetPlayer', index: players.target }
        : null;
  return round && of ? { kind: 'half', of: { kind: 'life', of }, round } : reset(t, start);
}

/** "a card", "two cards", "X cards", "a card for each ...", "cards equal to ...", "X cards, where X is ...". */
function cards(t: Tokens, refs: Refs): Quantity | null {
  const start = t.pos;
  if (t.accept('cards')) return equalTo(t, refs) ?? reset(t, start);
  if (t.word() === 'x' && t.word(1) === 'cards' && t.word(2) === ',') {
    t.pos += 2;
    return whereX(t, refs) ?? reset(t, start);
  }
  const n = quantity(t);
  if (!n) return null;
  const singular = n.kind === 'fixed' && n.n === 1;
  if (!t.accept(singular ? 'card' : 'cards')) return reset(t, start);
  if (!singular) return n;
  return forEach(t) ?? n;
}

/** "an additional card", "two additional cards": how many, a fixed number only. */
function additionalCards(t: Tokens): Quantity | null {
  const start = t.pos;
  const n = quantity(t);
  if (!n || n.kind !== 'fixed' || n.n < 1 || !t.accept('additional')) return reset(t, start);
  return t.accept(n.n === 1 ? 'card' : 'cards') ? n : reset(t, start);
}

/** 107.14: "{E}{E}", "{E} for each creature you control", "an amount of {E} equal to ...": how many energy counters. */
function energy(t: Tokens, refs: Refs): Quantity | null {
  const start = t.pos;
  if (t.accept('an', 'amount', 'of', '{e}')) return equalTo(t, refs) ?? reset(t, start);
  const n = energySymbols(t);
  if (n === 0) return null;
  const each = n === 1 ? forEach(t) : null;
  return each ?? { kind: 'fixed', n };
}

/** "a creature", "two lands", "an attacking creature", "a nonland permanent": what a player sacrifices (permanents). */
function sacrificed(t: Tokens): { what: SelectorOption; n: number } | null {
  const start = t.pos;
  const n = quantity(t);
  if (!n || n.kind !== 'fixed' || n.n < 1) return reset(t, start);
  const what = object(t, n.n > 1);
  if (!what || what.kind !== 'object' || what.zone !== 'battlefield') return reset(t, start);
  // "you control" / "an opponent controls" would say whose among the player's own: only their own may be sacrificed (701.21a).
  if (what.filters.some((f) => f.kind === 'controller' || f.kind === 'owner')) return reset(t, start);
  return { what, n: n.n };
}

function verbPhrase(t: Tokens, v: Verb, players: PlayerSubject, second: boolean, refs: Refs, they = false): Effect | null {
  const start = t.pos;
  // The player's own zones: "your" after "you" (or no subject), "their" otherwise.
  const possessive = second && !they ? 'your' : 'their';
  switch (v) {
    case 'gain':
    case 'lose': {
      const q = (v === 'lose' ? halfLife(t, players, possessive) : null) ?? lifeAmount(t, refs);
      return q ? { kind: 'life', ...players, gain: v === 'gain', amount: q } : null;
    }
    case 'draw': {
      // "draws an additional card" (Howling Mine): a card drawn besides the draw step's own (504.1), read as "draws a card".
      const q = additionalCards(t) ?? cards(t, refs);
      return q ? { kind: 'drawCards', ...players, amount: q } : null;
    }
    case 'mill': {
      const q = cards(t, refs);
      return q ? { kind: 'mill', ...players, amount: q } : null;
    }
    case 'discard': {
      if (t.accept(possessive, 'hand')) return { kind: 'discardCards', ...players, amount: 'hand' };
      const q = cards(t, refs);
      if (!q) return reset(t, start);
      return t.accept('at', 'random')
        ? { kind: 'discardCards', ...players, amount: q, random: true }
        : { kind: 'discardCards', ...players, amount: q };
    }
    case 'sacrifice': {
      const s = sacrificed(t);
      return s ? { kind: 'sacrificePermanents', ...players, what: s.what, n: s.n } : null;
    }
    case 'exile': {
      // "the top card of their library", "the top three cards of your library": their own library only.
      if (!t.accept('the', 'top')) return null;
      let q: Quantity | null = { kind: 'fixed', n: 1 };
      if (!t.accept('card')) {
        q = quantity(t);
        if (!q || q.kind !== 'fixed' || q.n < 2 || !t.accept('cards')) return reset(t, start);
      }
      return t.accept('of', possessive, 'library') ? { kind: 'exileTopOfLibrary', ...players, amount: q } : reset(t, start);
    }
    case 'become':
      // 725.1: "you become the monarch".
      return t.accept('the', 'monarch') ? { kind: 'becomeMonarch', ...players } : null;
    case 'take': {
      // 500.7: "take an extra turn after this one", "takes two extra turns after this one".
      let n = 1;
      if (!t.accept('an', 'extra', 'turn')) {
        const q = quantity(t);
        if (!q || q.kind !== 'fixed' || q.n < 2 || !t.accept('extra', 'turns')) return reset(t, start);
        n = q.n;
      }
      return t.accept('after', 'this', 'one') ? { kind: 'extraTurns', ...players, n } : reset(t, start);
    }
    case 'skip': {
      // 500.11, 614.10: "you skip your next turn", "you skip your next two turns" (their own turns only).
      if (!t.accept(possessive, 'next')) return reset(t, start);
      if (t.accept('turn')) return { kind: 'skipTurns', ...players, n: 1 };
      const q = quantity(t);
      return q && q.kind === 'fixed' && q.n >= 2 && t.accept('turns') ? { kind: 'skipTurns', ...players, n: q.n } : reset(t, start);
    }
    case 'shuffle': {
      // 701.24a: "shuffles their hand and graveyard into their library": their own zones and library only.
      const own = possessive;
      if (!t.accept(own)) return null;
      const zones: ('hand' | 'graveyard')[] = [];
      if (t.accept('hand')) {
        zones.push('hand');
        if (t.accept('and', 'graveyard')) zones.push('graveyard');
      } else if (t.accept('graveyard')) zones.push('graveyard');
      if (zones.length === 0 || !t.accept('into', own, 'library')) return reset(t, start);
      return { kind: 'shuffleIntoLibrary', ...players, zones };
    }
    case 'get': {
      // 122.1, 107.14: "you get {E}{E}" (energy).
      const at = t.pos;
      const e = energy(t, refs);
      if (e) return { kind: 'energy', ...players, amount: e };
      t.pos = at;
      // 122.1f: "gets a poison counter", "gets two poison counters".
      const q = quantity(t);
      if (!q || q.kind !== 'fixed' || q.n < 1 || !t.accept('poison', q.n === 1 ? 'counter' : 'counters')) return reset(t, start);
      return { kind: 'poisonCounters', ...players, n: q.n };
    }
  }
}

/**
 * One sentence of a player effect (no final period), or null when not every word is read. A target
 * subject ("Target opponent discards a card") is added to the ability's targets only then.
 */
export function playerSentence(sentence: string, ctx: PlayerSentenceContext): Effect | null {
  const t = Tokens.of(sentence);
  const it = ctx.it?.() ?? null;
  // 603.2: "that player's hand", "their hand", "they control" in an amount: the player the trigger refers to, before any target.
  const referred = ctx.lastTarget() === null && ctx.lastPlayerTarget() === null && ctx.referredPlayer?.() === true;
  const refs: Refs = {
    lastTarget: ctx.lastTarget(),
    ...(it ? { it } : {}),
    ...(ctx.that ? { that: ctx.that() } : {}),
    ...(referred ? { player: { kind: 'referredPlayer' } } : {}),
  };
  let s = subject(t, ctx, refs);
  let v = s ? verb(t, s.second) : null;
  if (!s || !v) {
    // An instruction without a subject is to the controller ("Draw a card", "Sacrifice a creature").
    t.pos = 0;
    s = { players: one({ kind: 'you' }), second: true, words: '' };
    v = verb(t, true);
    if (!v) return null;
  }
  // A target subject is added to the ability's targets only once the whole sentence is read.
  const pending = s.targetPhrase !== undefined;
  const players: PlayerSubject = s.players ?? { players: { kind: 'target' }, target: -1 };
  const effect = verbPhrase(t, v, players, s.second, refs, s.they === true);
  if (!effect || !t.done) {
    if (effect) ctx.stopped?.(t.rest());
    return null;
  }
  if (pending && s.targetPhrase) {
    const index = ctx.addTarget(s.targetPhrase);
    if (index === null || !('target' in effect)) return null;
    effect.target = index;
  }
  return effect;
}

/** Words that begin a verb phrase the grammar reads, in either person. */
function startsVerbPhrase(words: string): boolean {
  const first = /^([a-z]+)/.exec(words)?.[1];
  // "get" / "gets" begins a verb phrase of this grammar only for energy ("and get {E}{E}").
  if (first === 'get' || first === 'gets') return /^gets? (\{E\}|an amount of \{E\})/.test(words);
  if (first === 'become' || first === 'becomes') return /^becomes? the monarch\b/.test(words);
  if (first === 'skip' || first === 'skips') return /^skips? (?:your|their) next (?:turn|(?:two|three) turns)\b/.test(words);
  if (first === 'shuffle' || first === 'shuffles') return /^shuffles? (?:your|their) (?:hand|graveyard)\b/.test(words);
  if (first === 'take' || first === 'takes') return /^takes? (?:an|two|three) extra turns? after this one\b/.test(words);
  return first !== undefined && VERBS.some((v) => first === v || first === `${v}s`);
}

/**
 * 608.2c: the instructions of one sentence in order, as sentences. "Draw a card, then discard a card"
 * -> "Draw a card", "Discard a card"; "Target player draws two cards and loses 2 life" -> "Target
 * player draws two cards", "That player loses 2 life"; "Then draw a card" -> "Draw a card". A
 * sentence not of these shapes is returned as it is.
 */
export function splitPlayerSentence(sentence: string): string[] {
  // "You draw two cards, lose 2 life, and get {E}{E}": three verb phrases of one subject, read as "A and B and C".
  const list = /^(.+?), ([a-z][^,]+), and ([a-z].+)$/.exec(sentence);
  if (list && startsVerbPhrase(list[2]) && startsVerbPhrase(list[3]))
    return splitPlayerSentence(`${list[1]} and ${list[2]} and ${list[3]}`);
  const then = /^Then ([a-z].*)$/.exec(sentence);
  if (then && startsVerbPhrase(then[1])) return splitPlayerSentence(capitalize(then[1]));
  // The first "and" / ", then" before a verb phrase ("shuffles their hand and graveyard into their library, then draws").
  const m = [...sentence.matchAll(/(?:, then | and (?:then )?)/g)]
    .map((x) => [sentence, sentence.slice(0, x.index), sentence.slice((x.index ?? 0) + x[0].length)])
    .find((x) => x[1] !== '' && startsVerbPhrase(x[2]));
  if (!m) return [sentence];
  // 107.3a, 608.2h: "You gain X life and draw X cards, where X is its toughness": the text's X is the one of both
  // instructions; the first keeps the definition, unless the first instruction could change what X counts (life, cards).
  const where = /, where X is .+$/.exec(m[2]);
  if (where && /\bX\b/.test(m[1])) {
    if (/\b(?:life|cards?|hand|library)\b/.test(where[0])) return [sentence];
    m[1] = `${m[1]}${where[0]}`;
  }
  const first = Tokens.of(m[1]);
  const noCtx: PlayerSentenceContext = { addTarget: () => null, lastTarget: () => null, lastPlayerTarget: () => 0 };
  const s = subject(first, noCtx, { lastTarget: 0 });
  const subjectWords = s && verb(first, s.second) ? s : null;
  // The first instruction must be a verb phrase of its own (of a subject, or an instruction to "you").
  // 701.22a: "Scry 1, then draw a card" (Jace, Unraveler of Secrets): a keyword action of the controller, then the draw.
  const scry = /^Scry \d+$/.test(m[1]);
  if (!subjectWords && !scry && !startsVerbPhrase(m[1].toLowerCase())) return [sentence];
  const who = subjectWords ? (subjectWords.targetPhrase ? 'That player' : capitalize(subjectWords.words)) : '';
  const rest = splitPlayerSentence(who ? `${who} ${m[2]}` : capitalize(m[2]));
  return [m[1], ...rest];
}

function capitalize(s: string): string {
  return s[0].toUpperCase() + s.slice(1);
}

/**
 * "You gain life equal to the life lost this way." / "You gain that much life." right after a loss of
 * life: the gain is that loss's (608.2c: later text qualifies the instruction before it). True when read.
 */
export function lifeLostThisWay(sentence: string, effects: Effect[]): boolean {
  const last = effects[effects.length - 1];
  if (sentence !== 'You gain life equal to the life lost this way' && sentence !== 'You gain that much life') return false;
  if (!last || last.kind !== 'life' || last.gain || last.drain) return false;
  last.drain = true;
  return true;
}

/**
 * "Whenever CARDNAME [enchanted creature] deals damage, you gain that much life.": "that much" is the
 * damage dealt in the event that triggered it (603.2), a number fixed as it triggered and carried by the
 * triggered ability (its `x`, rules/603-triggered-abilities.ts). True when read.
 */
export function thatMuchDamage(sentence: string, trigger: Trigger, effects: Effect[], targets: Selector[]): boolean {
  // 119.9, 603.2: "Whenever you gain life, target opponent loses that much life." (Sanguine Bond): the life gained
  // in the life gain event that triggered it, fixed as it triggered (its `x`).
  if (trigger.event === 'gainLife' && effects.length === 0 && targets.length === 0 && sentence === 'Target opponent loses that much life') {
    targets.push({
      count: { kind: 'target', min: 1, max: 1 },
      options: [{ kind: 'player', filters: [{ kind: 'relation', is: 'opponent' }] }],
      text: 'target opponent',
    });
    effects.push({ kind: 'life', players: { kind: 'target' }, target: 0, gain: false, amount: { kind: 'x' } });
    return true;
  }
  // 122.1: "Whenever CARDNAME deals combat damage to a player, you get that many {E}." (the damage to that player).
  if (trigger.event === 'dealsCombatDamageToPlayer' && effects.length === 0 && sentence === 'You get that many {E}') {
    effects.push({ kind: 'energy', ...one({ kind: 'you' }), amount: { kind: 'x' } });
    return true;
  }
  if (trigger.event !== 'dealsDamage' || effects.length > 0 || sentence !== 'You gain that much life') return false;
  effects.push({ kind: 'life', ...one({ kind: 'you' }), gain: true, amount: { kind: 'x' } });
  return true;
}
