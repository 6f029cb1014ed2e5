import { Effect, Objects, ObjectsNamed, Trigger } from '../ability';
import { ObjectRef, PlayerRef, Quantity } from '../selector';
import { IMPLEMENTED_KEYWORDS } from '../keywords';
import { Tokens } from './tokens';
import { everyPermanent, target } from './selector';
import { amount, equalTo, forEach, playerRef, Refs } from './quantity';
import { SentenceContext } from './amount-sentences';
import { leavesBattlefield, triggerEvents } from './trigger';

/**
 * Instructions done to objects, read by one grammar in every kind of ability (spells, triggered,
 * activated and loyalty abilities): an object reference and a verb, instead of one regular
 * expression per wording and per kind of ability.
 *
 *   sentence   := "put" number counter ("counter" | "counters") "on" objects
 *               | "remove" number counter ("counter" | "counters") "from" objects
 *               | objects ("gets" | "get") pt ["and" ("gains" | "gain") keyword] "until" "end" "of" "turn"
 *               | objects ("gains" | "gain") keyword "until" "end" "of" "turn"
 *               | "have" objects ("get" pt | "gain" keyword) ... (after "you may": the same instruction)
 *               | "destroy" objects | "tap" objects | "untap" objects
 *               | "you" "may" "tap" "or" "untap" objects                 (one object: the choice as it resolves)
 *               | objects ("doesn't" | "don't") "untap" "during" "its" "controller's" "next" "untap" "step"
 *               | "sacrifice" "CARDNAME" | "transform" "CARDNAME"
 *               | "switch" ("CARDNAME's" | "this" "creature's" | objects "'s") "power" "and" "toughness" "until" "end" "of" "turn"
 *               | source "deals" amount "damage" "to" recipient ["and" amount "damage" "to" recipient]
 *               | objects "deals" "damage" ("to" "itself" "equal" "to" "its" "power" | "equal" "to" "its" "power" "to" "CARDNAME")
 *   objects    := "CARDNAME" | "this" "creature"                         (the ability's source)
 *               | ("it" | "that" noun)                                    (a reference: see below)
 *               | ("enchanted" | "equipped") noun                         (what the source is attached to)
 *               | "each" object | "all" object'                           (selector grammar; object' plural)
 *               | target                                                  (selector grammar: one target)
 *   recipient  := "that" "player" | playerRef | objects
 *   counter    := "+1/+1" | "-1/-1" | "-0/-2" ... | word                 ("charge", "spore", "quest" ...)
 *
 * "it" / "that creature" is the last target chosen before it (608.2c reads the text in order); without
 * one, what the ability lends: the object its trigger refers to (603.2: the creature that entered, the
 * blocker, the creature dealt damage), the creature its source is attached to ("Whenever enchanted
 * creature ..."), or the source itself ("Whenever CARDNAME attacks, it gets ..."). "that player" is
 * the last target player, or the player the trigger refers to. Where the ability lends nothing the
 * phrase names, the sentence is not read (refused, not guessed).
 */

/** What a triggered ability's event supplies to its text (603.2): a player ("that player"), an object ("that creature", "it"). */
export interface Referents {
  player: boolean;
  object: boolean;
}

/** What a trigger event refers to, for its text and for the rules that record it (rules/603-triggered-abilities.ts). */
export function triggerReferents(trigger: Trigger): Referents {
  switch (trigger.event) {
    case 'either': {
      const parts = trigger.of.map(triggerReferents);
      return { player: parts.every((p) => p.player), object: parts.every((p) => p.object) };
    }
    case 'dealsCombatDamageToPlayer':
    case 'dealsDamageToPlayer':
    case 'creaturesDealCombatDamageToPlayer':
      return { player: true, object: false };
    case 'cast':
    case 'draws':
    case 'cycles':
    case 'discards':
      return { player: trigger.whose !== 'you', object: false };
    case 'beginningOf':
      // The active player, whose step begins (503.1a, 504.2, 513.1a).
      return { player: trigger.whose !== 'your', object: false };
    case 'enters':
    case 'attacks':
    case 'attacksUnblocked':
    case 'becomesTapped':
    case 'becomesUntapped':
    case 'dealtDamage':
    case 'becomesBlocked': // 509.3c: "Whenever a creature you control becomes blocked": the creature blocked.
      return { player: false, object: trigger.who !== 'self' };
    case 'dealsDamageToYou':
      return { player: false, object: true };
    case 'becomesTarget':
      // "Whenever a creature you control becomes the target of an instant or sorcery spell, that creature ...".
      return { player: false, object: trigger.spell !== undefined && trigger.who !== 'self' };
    case 'dealsCombatDamageToCreature':
      // The creature dealt damage (the source is CARDNAME).
      return { player: false, object: trigger.who === 'self' };
    case 'blocks':
      return { player: false, object: trigger.creature !== undefined };
    case 'becomesBlockedByCreature':
    case 'attacksAlone':
    case 'sacrifices':
      return { player: false, object: true };
    default:
      return { player: false, object: false };
  }
}

/**
 * What "it" and "that creature" name in a triggered ability's text when no target was chosen before
 * them: "it" is the source in an ability about the source alone ("Whenever CARDNAME attacks, it ...")
 * and not once it has left (400.7); otherwise, like "that creature", the object the event refers to,
 * or the creature the source enchants at the beginning of its controller's upkeep.
 */
export function triggerReferences(trigger: Trigger): { it: ObjectRef | null; that: ObjectRef | null; player: boolean } {
  const r = triggerReferents(trigger);
  const own = triggerEvents(trigger).every((e) => 'who' in e && e.who === 'self') && !leavesBattlefield(trigger);
  const attachedUpkeep = trigger.event === 'beginningOf' && trigger.whose === 'attachedController';
  const that: ObjectRef | null = r.object ? { kind: 'referred' } : attachedUpkeep ? { kind: 'attached' } : null;
  return { it: own ? { kind: 'source' } : that, that, player: r.player };
}

/** What the compiler lends beside the other sentence grammars' context. */
export interface ObjectSentenceContext extends SentenceContext {
  /** What "it" names when no target was chosen before it (null: nothing; the sentence is not read). */
  it?: () => ObjectRef | null;
  /** What "that creature" names when no target was chosen before it. */
  that?: () => ObjectRef | null;
  /** The last target so far, if it is a player ("that player"). */
  lastPlayerTarget?: () => number | null;
  /** Whether the trigger names a player "that player" may mean (603.2). */
  referredPlayer?: () => boolean;
  /** 603.7c: the text of a delayed ability about an object ("it" is that object, `referred`). */
  delayed?: boolean;
  /**
   * 608.2c: an earlier instruction created or put onto the battlefield an object, with no target named since: "it",
   * "that token", "that creature" and "the creature" name it (`created`).
   */
  created?: () => boolean;
}

/**
 * 608.2c: the player "that player" names: the last target so far if it is a player, else the player the trigger
 * refers to (603.2); null if neither.
 */
function thatPlayer(ctx: ObjectSentenceContext): PlayerRef | null {
  const last = ctx.lastPlayerTarget?.() ?? null;
  if (last !== null) return { kind: 'targetPlayer', index: last };
  return ctx.referredPlayer?.() ? { kind: 'referredPlayer' } : null;
}

/** A "target player controls" read inside an object sentence: its target is added once the sentence is read (objectSentence). */
const PENDING = -1;
let pendingPlayer: { phrase: string; before: number | null } | null | undefined;

function pendingTarget(phrase: string, ctx: ObjectSentenceContext): PlayerRef | null {
  if (pendingPlayer === undefined) return null;
  pendingPlayer = { phrase, before: ctx.lastTarget() };
  return { kind: 'targetPlayer', index: PENDING };
}

/** Puts the index of the target added for "target player controls" where the sentence's effect refers to it. */
function patchPending(value: unknown, index: number): boolean {
  if (Array.isArray(value)) return value.map((v) => patchPending(v, index)).some(Boolean);
  if (value === null || typeof value !== 'object') return false;
  const o = value as Record<string, unknown>;
  if (o.kind === 'targetPlayer' && o.index === PENDING) {
    o.index = index;
    return true;
  }
  return Object.values(o)
    .map((v) => patchPending(v, index))
    .some(Boolean);
}

/** An objects phrase read: the objects, and a target phrase still to add once the whole sentence is read. */
export interface Read {
  objects: Objects;
  index?: number;
  phrase?: string;
}

function reset<T>(t: Tokens, pos: number): T | null {
  t.pos = pos;
  return null;
}

const NOUNS = ['creature', 'permanent', 'land', 'artifact', 'enchantment', 'planeswalker'];

function named(ref: ObjectRef): Read | null {
  if (ref.kind === 'target') return { objects: { kind: 'target' }, index: ref.index };
  return { objects: ref };
}

/** The objects phrase at the cursor. */
export function objects(t: Tokens, ctx: ObjectSentenceContext): Read | null {
  const start = t.pos;
  if (t.peek()?.text === 'CARDNAME') {
    t.next();
    return { objects: { kind: 'source' } };
  }
  if (t.accept('this', 'creature')) return { objects: { kind: 'source' } };
  if (ctx.created?.() && (t.accept('it') || t.accept('that', 'token') || t.accept('that', 'creature') || t.accept('the', 'creature')))
    return { objects: { kind: 'created' } };
  const it = t.accept('it');
  if (it || (t.word() === 'that' && NOUNS.includes(t.word(1) ?? ''))) {
    if (!it) t.pos += 2;
    const last = ctx.lastTarget();
    if (last !== null) return { objects: { kind: 'target' }, index: last };
    const ref = (it ? ctx.it?.() : ctx.that?.()) ?? null;
    return ref ? named(ref) : reset(t, start);
  }
  if ((t.accept('enchanted') || t.accept('equipped')) && NOUNS.includes(t.word() ?? '')) {
    t.next();
    return { objects: { kind: 'attached' } };
  }
  t.pos = start;
  // "each other planeswalker you control" (not the ability's source), "Attacking creatures get +1/+1 until end of turn".
  const every = everyPermanent(t, { thatPlayer: () => thatPlayer(ctx), targetPlayer: (phrase) => pendingTarget(phrase, ctx) });
  if (every) return { objects: { kind: 'each', each: every } };
  t.pos = start;
  const first = t.peek();
  const s = target(t);
  if (!s || !first) return reset(t, start);
  // One target, a permanent (a spell or a card elsewhere is not what these verbs reach).
  if (s.count.min !== 1 || s.count.max !== 1 || s.options.some((o) => o.kind !== 'object' || o.zone !== 'battlefield'))
    return reset(t, start);
  const last = t.tokens[t.pos - 1];
  const phrase = t.source.slice(first.at, last.at + last.text.length);
  return { objects: { kind: 'target' }, phrase: phrase[0].toLowerCase() + phrase.slice(1) };
}

/** The effect's objects fields, the target added now that the sentence is read (null: the target is not one the verb reaches). */
function subjectOf(
  read: Read,
  ctx: ObjectSentenceContext,
): { objects: ObjectsNamed } | { objects: { kind: 'target' }; target: number } | null {
  if (read.objects.kind !== 'target') return { objects: read.objects };
  const index = read.phrase !== undefined ? ctx.addTarget(read.phrase, 'permanents') : (read.index ?? null);
  return index === null ? null : { objects: { kind: 'target' }, target: index };
}

/** "+1/+1", "-0/-2", "charge", "spore" ... before "counter(s)". */
export function counterName(t: Tokens): string | null {
  const tok = t.peek();
  if (!tok) return null;
  const pt = /^([+-]\d+)\/([+-]\d+)$/.exec(tok.text);
  if (pt) {
    t.next();
    return tok.text;
  }
  if (tok.kind === 'word' && /^[a-z]+$/.test(tok.text) && tok.text !== 'counter' && tok.text !== 'counters') {
    t.next();
    return tok.text;
  }
  return null;
}

function fixedNumber(t: Tokens): number | null {
  const tok = t.peek();
  if (!tok) return null;
  const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
  const n = /^\d+$/.test(tok.text) ? Number(tok.text) : words[tok.text.toLowerCase()];
  if (n === undefined) return null;
  t.next();
  return n;
}

function counters(t: Tokens, ctx: ObjectSentenceContext, remove: boolean): Effect | null {
  // 107.3a, 608.2h: "Put X +1/+1 counters on target creature, where X is your life total" (Ajani, Valiant Protector): X
  // is defined by the text and counted as the instruction is followed.
  const isX = !remove && t.word() === 'x';
  if (isX) t.next();
  const n = isX ? 0 : fixedNumber(t);
  const counter = n === null ? null : counterName(t);
  if (n === null || counter === null || !(n === 1 ? t.accept('counter') : t.accept('counters'))) return null;
  if (!t.accept(remove ? 'from' : 'on')) return null;
  const read = objects(t, ctx);
  if (!read) return null;
  let x: Quantity | null = null;
  if (isX) {
    if (!t.accept(',', 'where', 'x', 'is')) return null;
    x = amount(t, { lastTarget: null });
    // Not counters on an object (Servant of the Scale's, as it dies: 608.2h's last known counters are not counted here).
    if (!x || x.kind === 'fixed' || x.kind === 'x' || x.kind === 'counters') return null;
  }
  if (!t.done) return null;
  if (x) {
    const subject = read.objects.kind === 'target' ? subjectOf(read, ctx) : null;
    return subject ? { kind: 'counters', counter, n: 0, amount: x, ...subject } : null;
  }
  // "each" with a remove is not read (a removal from each: not needed by a card yet).
  if (remove && read.objects.kind === 'each') return null;
  const subject = subjectOf(read, ctx);
  return subject ? { kind: 'counters', counter, n, ...(remove ? { remove } : {}), ...subject } : null;
}

/** Whether a count is of "other" objects (not the source). */
function hasOther(q: Quantity): boolean {
  return q.kind === 'count' && q.of.kind === 'object' && q.of.filters.some((f) => f.kind === 'other');
}

/**
 * "+2/+2", "-1/-0": a power and toughness change. 107.3a: "+X/+0", "-X/-X", "+X/-X" (each part X or 0): the change
 * for an X of 1, `x` set (the spell's or ability's X, announced as it was put on the stack).
 */
function ptChange(t: Tokens): [number, number, boolean?] | null {
  const tok = t.peek();
  const m = tok ? /^([+-]\d+)\/([+-]\d+)$/.exec(tok.text) : null;
  const x = !m && tok ? /^([+-])(X|0)\/([+-])(X|0)$/.exec(tok.text) : null;
  if (x && (x[2] === 'X' || x[4] === 'X')) {
    t.next();
    const part = (sign: string, v: string) => (v === 'X' ? (sign === '-' ? -1 : 1) : 0);
    return [part(x[1], x[2]), part(x[3], x[4]), true];
  }
  if (!m) return null;
  t.next();
  return [Number(m[1]), Number(m[2])];
}

/** A keyword the engine implements, up to "until end of turn". */
function keyword(t: Tokens): string | null {
  const start = t.pos;
  const words: string[] = [];
  while (!t.done && t.word() !== 'until') words.push(t.next()?.text.toLowerCase() ?? '');
  const k = words.join(' ');
  return IMPLEMENTED_KEYWORDS.has(k) ? k : reset(t, start);
}

/** "gets +N/+N [and gains K] until end of turn", "gains K until end of turn" (`base`: after "have": "get", "gain"). */
function pump(t: Tokens, read: Read, ctx: ObjectSentenceContext, base: boolean): Effect | null {
  // "It gets", "Creatures ... get", and after "have": "have target creature get".
  const verb = (v: string) => (base ? t.accept(v) : t.accept(`${v}s`) || t.accept(v));
  let pt: [number, number] = [0, 0];
  let kw: string | null = null;
  let x = false;
  if (verb('get')) {
    const change = ptChange(t);
    if (!change) return null;
    pt = [change[0], change[1]];
    x = change[2] === true;
    if (t.accept('and') && verb('gain')) {
      kw = keyword(t);
      if (!kw) return null;
    }
  } else if (verb('gain') || (read.objects.kind === 'created' && !base && t.accept('has'))) {
    // "gain K and get +N/+N until end of turn" (Garruk, the Veil-Cursed): the same two changes, in either order (613.1f, 613.4c).
    const start = t.pos;
    while (!t.done && t.word() !== 'and' && t.word() !== 'until') t.next();
    const words = t.source.slice(t.tokens[start]?.at ?? 0, t.peek()?.at ?? t.source.length).trim();
    const gained = t.word() === 'and' ? words.toLowerCase() : null;
    if (gained && IMPLEMENTED_KEYWORDS.has(gained) && (t.next(), verb('get'))) {
      kw = gained;
      const change = ptChange(t);
      if (!change) return null;
      pt = [change[0], change[1]];
      x = change[2] === true;
    } else {
      t.pos = start;
      kw = keyword(t);
      if (!kw) return null;
    }
  } else return null;
  // 611.2a: "That token gains haste." states no duration: the effect lasts as long as that object (made by the ability).
  const lasting = read.objects.kind === 'created' && pt[0] === 0 && pt[1] === 0 && t.done;
  if (!lasting && !t.accept('until', 'end', 'of', 'turn')) return null;
  // 608.2h: "gets +1/+1 until end of turn for each creature you control": counted once, as the effect begins; a
  // keyword gained with it is not read ("for each" would not say whether it is gained with a count of 0).
  let per: Quantity | null = x ? { kind: 'x' } : !lasting && !kw && t.word() === 'for' ? forEach(t) : null;
  // 107.3a, 608.2h: "+X/+X until end of turn, where X is the number of creature cards in your graveyard": X is defined by
  // the text (not announced), counted once as the effect begins; a keyword gained with it is gained whatever X is.
  if (x && t.accept(',', 'where', 'x', 'is')) {
    const q = amount(t, { lastTarget: null });
    if (!q || q.kind === 'fixed' || q.kind === 'x' || q.kind === 'counters') return null;
    per = q;
  }
  if (!t.done) return null;
  const subject = subjectOf(read, ctx);
  if (!subject) return null;
  if (per) {
    // "other" is other than the object the effect is about: read only where that object is the source itself.
    if (hasOther(per) && !('objects' in subject && subject.objects.kind === 'source')) return null;
    // 613.1f: a keyword gained with it ("gain trample and get +X/+X") is gained whatever the count is.
    const gains = kw ? { keyword: kw } : {};
    if ('target' in subject) return { kind: 'modifyPT', power: pt[0], toughness: pt[1], target: subject.target, per, ...gains };
    return { kind: 'modifyPT', power: pt[0], toughness: pt[1], objects: subject.objects as ObjectsNamed, per, ...gains };
  }
  if (lasting && 'objects' in subject)
    return { kind: 'modifyPT', power: 0, toughness: 0, objects: subject.objects as ObjectsNamed, keyword: kw as string, permanent: true };
  // "Target creature gains flying until end of turn": the kind a spell's has always been.
  if (pt[0] === 0 && pt[1] === 0 && kw && 'target' in subject) return { kind: 'gainKeyword', keyword: kw, target: subject.target };
  const keywordPart = kw ? { keyword: kw } : {};
  if ('target' in subject) return { kind: 'modifyPT', power: pt[0], toughness: pt[1], target: subject.target, ...keywordPart };
  return { kind: 'modifyPT', power: pt[0], toughness: pt[1], objects: subject.objects as ObjectsNamed, ...keywordPart };
}

const SWITCHED = "'s power and toughness until end of turn";

/**
 * 613.4d: "Switch CARDNAME's power and toughness until end of turn.": the source's own, possessive on the
 * word ("CARDNAME's", "this creature's"); "Switch target creature's power and toughness ..." (About Face): the
 * objects phrase before the possessive, read by the objects grammar (a target through the selector grammar;
 * "its": what "it" names; "each creature's": each creature as the effect begins, 611.2c).
 */
function switchPT(t: Tokens, ctx: ObjectSentenceContext): Effect | null {
  const start = t.pos;
  const own = t.peek()?.text === "CARDNAME's" ? (t.next(), true) : t.accept('this', "creature's");
  if (own) {
    if (!t.accept('power', 'and', 'toughness', 'until', 'end', 'of', 'turn') || !t.done) return null;
    return { kind: 'switchPT', objects: { kind: 'source' } };
  }
  t.pos = start;
  const rest = t.rest();
  if (!rest.endsWith(SWITCHED)) return null;
  const phrase = rest.slice(0, rest.length - SWITCHED.length);
  const sub = Tokens.of(phrase === 'its' ? 'it' : phrase);
  const read = objects(sub, ctx);
  if (!read || !sub.done) return null;
  const subject = subjectOf(read, ctx);
  if (!subject) return null;
  t.pos = t.tokens.length;
  return 'target' in subject
    ? { kind: 'switchPT', target: subject.target }
    : { kind: 'switchPT', objects: subject.objects as ObjectsNamed };
}

/** A damage recipient: "that player", a player reference, objects (a target: the `damage` kind). */
function recipient(t: Tokens, ctx: ObjectSentenceContext, n: Quantity): Effect | null {
  const start = t.pos;
  if (t.accept('that', 'player')) {
    const last = ctx.lastPlayerTarget?.() ?? null;
    if (last !== null) return { kind: 'damage', amount: n, target: last };
    return ctx.referredPlayer?.() ? { kind: 'damageTo', amount: n, player: { kind: 'referredPlayer' } } : reset(t, start);
  }
  // 603.2: "deals 2 damage to them" in a trigger that refers to a player and names no target: that player.
  if (t.word() === 'them' && ctx.lastTarget() === null && ctx.referredPlayer?.()) {
    t.next();
    return { kind: 'damageTo', amount: n, player: { kind: 'referredPlayer' } };
  }
  if (t.accept('you')) return { kind: 'damagePlayers', amount: n, who: 'you' };
  if (t.accept('any', 'target')) {
    const index = ctx.addTarget('any target');
    return index === null ? null : { kind: 'damage', amount: n, target: index };
  }
  const it = ctx.it?.() ?? null;
  const refs: Refs = { lastTarget: ctx.lastTarget(), ...(it ? { it } : {}), ...(ctx.that ? { that: ctx.that() } : {}) };
  // "that creature's controller": the target named before it, else the object the trigger refers to (never the source).
  if (t.accept('that', "creature's")) {
    const last = ctx.lastTarget();
    const that: ObjectRef | null = last !== null ? { kind: 'target', index: last } : (ctx.that?.() ?? null);
    if (!that) return reset(t, start);
    if (t.accept('controller')) return { kind: 'damageTo', amount: n, player: { kind: 'controllerOf', of: that } };
    if (t.accept('owner')) return { kind: 'damageTo', amount: n, player: { kind: 'ownerOf', of: that } };
    return reset(t, start);
  }
  const player: PlayerRef | null = playerRef(t, refs);
  if (player) return { kind: 'damageTo', amount: n, player };
  const read = objects(t, ctx);
  if (!read || read.objects.kind === 'source') return reset(t, start);
  // Each object or a permanent target: today's kinds for those (damageEachObject, damage).
  if (read.objects.kind === 'each') return { kind: 'damageEachObject', amount: n, each: read.objects.each };
  if (read.objects.kind === 'target') {
    const index = read.phrase !== undefined ? ctx.addTarget(read.phrase) : (read.index ?? null);
    return index === null ? null : { kind: 'damage', amount: n, target: index };
  }
  return { kind: 'damageTo', amount: n, objects: read.objects };
}

/**
 * "CARDNAME deals N damage to that player [and N damage to you]"; 107.3a, 608.2h: "CARDNAME deals X damage to that player,
 * where X is ...", "CARDNAME deals damage to that player equal to ..." (one recipient, a player the text names: the amount
 * read as it resolves, "their" / "they control" being that player's).
 */
function damage(t: Tokens, ctx: ObjectSentenceContext): Effect[] | null {
  const out: Effect[] = [];
  const start = t.pos;
  const it = ctx.it?.() ?? null;
  const refs = (): Refs => {
    const player = thatPlayer(ctx);
    return {
      lastTarget: ctx.lastTarget(),
      ...(it ? { it } : {}),
      ...(ctx.that ? { that: ctx.that() } : {}),
      subject: { kind: 'source' },
      ...(player ? { player } : {}),
    };
  };
  const counted = countedDamage(t, ctx, refs);
  if (counted) return [counted];
  t.pos = start;
  do {
    const n = amount(t, refs());
    if (!n || n.kind !== 'fixed' || !t.accept('damage', 'to')) return null;
    const e = recipient(t, ctx, n);
    if (!e) return null;
    out.push(e);
  } while (t.accept('and'));
  return t.done ? out : null;
}

/** "X damage to <player>, where X is <amount>", "damage to <player> equal to <amount>": a player named, never a target. */
function countedDamage(t: Tokens, ctx: ObjectSentenceContext, refs: () => Refs): Effect | null {
  const x = t.accept('x', 'damage', 'to');
  if (!x && !t.accept('damage', 'to')) return null;
  const placeholder: Quantity = { kind: 'fixed', n: 0 };
  // A player the text names only: no target is added here (a target recipient is the amount sentences', amount-sentences.ts).
  const e = recipient(t, { ...ctx, addTarget: () => null }, placeholder);
  if (!e || e.kind !== 'damageTo' || !('player' in e)) return null;
  const q = x ? (t.accept(',', 'where', 'x', 'is') ? amount(t, refs()) : null) : equalTo(t, refs());
  if (!q || q.kind === 'fixed' || q.kind === 'x' || !t.done) return null;
  return { ...e, amount: q };
}

/**
 * "Target creature deals damage to itself equal to its power", "That creature deals damage equal to its power to
 * CARDNAME", "Each creature deals damage to itself equal to its power": "its" is the subject's (after "deals").
 */
function damageByPower(t: Tokens, read: Read, ctx: ObjectSentenceContext): Effect | null {
  const itself = t.accept('damage', 'to', 'itself', 'equal', 'to', 'its', 'power');
  const source = !itself && t.accept('damage', 'equal', 'to', 'its', 'power', 'to') && t.peek()?.text === 'CARDNAME' && !!t.next();
  if ((!itself && !source) || !t.done) return null;
  if (read.objects.kind === 'each') return itself ? { kind: 'dealsDamageByPower', objects: read.objects, to: 'itself' } : null;
  const subject = subjectOf(read, ctx);
  if (!subject || !('target' in subject)) return null;
  return { kind: 'dealsDamageByPower', target: subject.target, to: itself ? 'itself' : 'source' };
}

/**
 * The effects of one object sentence, or null (not one of these shapes, or not every word read:
 * the other sentence grammars are tried). A target is added only once the whole sentence is read.
 */
export function objectSentence(sentence: string, ctx: ObjectSentenceContext): Effect | null {
  const outer = pendingPlayer;
  pendingPlayer = null;
  try {
    const e = objectSentences(sentence, ctx);
    if (!e || e.length !== 1) return null;
    if (!JSON.stringify(e).includes(`"index":${PENDING}`)) return e[0];
    // 601.2c: the target player is added now, in the order of the text; another target added since it was read would
    // come before it: not read.
    const pending = pendingPlayer as { phrase: string; before: number | null } | null;
    if (!pending || ctx.lastTarget() !== pending.before) return null;
    const index = ctx.addTarget(pending.phrase);
    if (index === null || !patchPending(e, index)) return null;
    return e[0];
  } finally {
    pendingPlayer = outer;
  }
}

function objectSentences(sentence: string, ctx: ObjectSentenceContext): Effect[] | null {
  const t = Tokens.of(sentence);
  const start = t.pos;
  if (t.accept('put')) return one(counters(t, ctx, false));
  if (t.accept('remove')) return one(counters(t, ctx, true));
  if (t.accept('destroy')) {
    const read = objects(t, ctx);
    const many = read ? together(t, read, ctx, 'destroy') : null;
    if (many) return [many];
    if (read && !t.done) ctx.stopped?.(t.rest());
    if (!read || !t.done || read.objects.kind === 'each') return null;
    const subject = subjectOf(read, ctx);
    if (!subject) return null;
    return [
      'target' in subject ? { kind: 'destroy', target: subject.target } : { kind: 'destroy', objects: subject.objects as ObjectsNamed },
    ];
  }
  // 701.26a-b, 608.2d: "You may tap or untap target artifact, creature, or land.": the choice is made as it resolves.
  if (t.accept('you', 'may', 'tap', 'or', 'untap')) {
    const read = objects(t, ctx);
    if (!read || !t.done || read.objects.kind === 'each') return reset(t, start);
    const subject = subjectOf(read, ctx);
    if (!subject) return null;
    return [
      'target' in subject
        ? { kind: 'tapOrUntap', target: subject.target }
        : { kind: 'tapOrUntap', objects: subject.objects as ObjectsNamed },
    ];
  }
  if (t.word() === 'tap' || t.word() === 'untap') {
    const verb = t.next()?.text.toLowerCase() as 'tap' | 'untap';
    const read = objects(t, ctx);
    // "Tap target creature and it doesn't untap ...": two instructions (split by splitObjectSentence).
    if (read && !t.done) ctx.stopped?.(t.rest());
    if (!read || !t.done) return null;
    const subject = subjectOf(read, ctx);
    if (!subject) return null;
    if ('target' in subject) return [verb === 'tap' ? { kind: 'tap', target: subject.target } : { kind: 'untap', target: subject.target }];
    const named = subject.objects as ObjectsNamed;
    return [verb === 'tap' ? { kind: 'tap', objects: named } : { kind: 'untap', objects: named }];
  }
  if (t.accept('sacrifice')) {
    const read = objects(t, ctx);
    if (read && t.done && read.objects.kind === 'referred' && ctx.delayed) return [{ kind: 'sacrificeReferred' }];
    return read && t.done && read.objects.kind === 'source' ? [{ kind: 'sacrificeSource' }] : null;
  }
  if (t.accept('switch')) return one(switchPT(t, ctx));
  if (t.accept('transform')) {
    const read = objects(t, ctx);
    return read && t.done && read.objects.kind === 'source' ? [{ kind: 'transformSource' }] : null;
  }
  const base = t.accept('have');
  const read = objects(t, ctx);
  if (!read) return null;
  if (!base && read.objects.kind === 'source' && t.accept('deals')) return damage(t, ctx);
  // 120.1, 608.2h: another creature deals damage equal to its own power, to itself or to the source.
  if (!base && (read.objects.kind === 'target' || read.objects.kind === 'each') && t.accept('deals'))
    return one(damageByPower(t, read, ctx));
  if (!base && (t.accept("doesn't") || t.accept("don't"))) {
    if (!t.accept('untap', 'during')) return null;
    // "your next untap step": the ability's controller's, said only of its own source (the depletion-free lands' mana abilities).
    const yours = read.objects.kind === 'source' && t.accept('your');
    if ((!yours && !t.accept('its', "controller's")) || !t.accept('next', 'untap', 'step') || !t.done) return null;
    const subject = subjectOf(read, ctx);
    if (!subject) return null;
    const effect: Effect =
      'target' in subject
        ? { kind: 'doesntUntapNext', target: subject.target }
        : { kind: 'doesntUntapNext', objects: subject.objects as ObjectsNamed };
    return [yours ? { ...effect, yours: true } : effect];
  }
  const p = pump(t, read, ctx, base);
  if (p) return [p];
  t.pos = start;
  return null;
}

/**
 * 608.2c: the target phrases after the first of one instruction, joined by "and" ("target creature and target land"; three
 * or more: "target artifact, target creature, target enchantment, and target land"), each a new target (601.2c: each word
 * "target" its own, which may be the same object as another's). Null: not such a list (the cursor is left where it was).
 */
export function moreTargets(t: Tokens, next: (t: Tokens) => string | null): string[] | null {
  const start = t.pos;
  const phrases: string[] = [];
  for (;;) {
    const comma = t.accept(',');
    const and = t.accept('and');
    if (!comma && !and) return reset(t, start);
    const phrase = next(t);
    if (phrase === null) return reset(t, start);
    phrases.push(phrase);
    if (and) return phrases;
  }
}

/** "Destroy target creature and target land" (and CARDNAME beside targets): one destruction of all of them at once (`together`). */
function together(t: Tokens, first: Read, ctx: ObjectSentenceContext, act: 'destroy'): Effect | null {
  const start = t.pos;
  const source = first.objects.kind === 'source';
  if (!source && (first.objects.kind !== 'target' || first.phrase === undefined)) return null;
  const more = moreTargets(t, (sub) => {
    const read = objects(sub, ctx);
    return read && read.objects.kind === 'target' && read.phrase !== undefined ? read.phrase : null;
  });
  if (!more || !t.done) return reset(t, start);
  const targets: number[] = [];
  for (const phrase of source ? more : [first.phrase as string, ...more]) {
    const index = ctx.addTarget(phrase, 'permanents');
    if (index === null) return null;
    targets.push(index);
  }
  return source ? { kind: 'together', act, targets, source: true } : { kind: 'together', act, targets };
}

function one(e: Effect | null): Effect[] | null {
  return e ? [e] : null;
}

/**
 * Two instructions joined in one sentence about the same object: "Tap that creature and it doesn't
 * untap during its controller's next untap step", "Tap target creature and put a +1/+1 counter on it".
 */
export function splitObjectSentence(sentence: string): string[] {
  const m = /^(Tap .+?) and (it doesn't untap .+)$/.exec(sentence);
  if (m) return [m[1], m[2][0].toUpperCase() + m[2].slice(1)];
  // "CARDNAME deals 2 damage to any target and 1 damage to you": two instructions, in order (608.2c).
  const d = /^(CARDNAME deals \w+ damage to .+?) and (\w+) damage to (.+)$/.exec(sentence);
  if (d) return [d[1], `CARDNAME deals ${d[2]} damage to ${d[3]}`];
  // "CARDNAME deals 4 damage to target player and each creature they control" (Flame Wave): the same amount to each, in
  // order as the two-amount sentence above is (608.2c); "they" is that target player.
  const e = /^(CARDNAME deals (\w+) damage to target (?:player|opponent)) and (each creature they control)$/.exec(sentence);
  if (e) return [e[1], `CARDNAME deals ${e[2]} damage to ${e[3]}`];
  // 122.1: "Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you
  // control" (Ajani Steadfast): two puts of counters, in order (608.2c), the second one's verb left out.
  const c = /^(Put \w+ \S+ counters? on .+?) and (\w+ \S+ counters? on .+)$/.exec(sentence);
  return c ? [c[1], `Put ${c[2]}`] : [sentence];
}

/** Effects on the ability's source itself (CARDNAME, "it" made CARDNAME): not followed once it has left (400.7). */
const SOURCE_EFFECTS: ReadonlySet<Effect['kind']> = new Set<Effect['kind']>([
  'modifySourcePT',
  'sacrificeSourceUnlessPays',
  'removeCounterFromSourceOrSacrifice',
  'moveCounterFromSource',
  'returnSourceToBattlefield',
  'becomeRenowned',
  'attachSource',
  'regenerateSource',
  'createTokenCopyOfSource',
  'sourceGainsKeyword',
  'returnSourceToHand',
  'untapSource',
  'sacrificeSource',
  'modifySourcePTPerBlocker',
  'transformSource',
  'revealTopThenTransform',
  'kinshipReveal',
]);

/** Whether an effect is done to the ability's source (an objects reference "CARDNAME", or a kind about the source). */
export function aboutSource(e: Effect): boolean {
  return SOURCE_EFFECTS.has(e.kind) || ('objects' in e && e.objects.kind === 'source');
}
