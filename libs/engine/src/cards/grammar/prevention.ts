/**
 * Prevention sentences of spells and abilities (615.1a, 615.7, 615.11), read as phrases:
 *
 *   prevention := "prevent" amount "damage" "that" "would" "be" "dealt" side "this" "turn"
 *   amount     := "the" "next" QUANTITY          (a shield, 615.7)
 *               | "all" ["combat"]                (615.1a)
 *   side       := "to" who | "by" objects | "to" "and" "dealt" "by" objects
 *   who        := "you" | "players" | objects | TARGET (a target that may be a player: "any target", "target player")
 *
 * `objects` is the object phrase of cards/grammar/object-effects.ts (CARDNAME, "it", "that creature", "target
 * creature", "enchanted creature", "each creature you control"). Fog's "Prevent all combat damage that would be
 * dealt this turn" (no side) is today's preventAllCombatDamage, read by the compiler.
 */
import { Effect, ObjectsNamed, StaticEffect } from '../ability';
import { Color } from '../card';
import { Tokens } from './tokens';
import { quantity, target } from './selector';
import { counterName, objects, ObjectSentenceContext } from './object-effects';

type Prevention = Extract<Effect, { kind: 'prevention' }>;
type Who = { who: 'you' | 'players' } | { who: 'objects'; target: number } | { who: 'objects'; objects: ObjectsNamed };

/** The objects phrase, its target (if one) added once the sentence is read. */
function objectsWho(t: Tokens, ctx: ObjectSentenceContext): (() => Who | null) | null {
  const read = objects(t, ctx);
  if (!read) return null;
  if (read.objects.kind !== 'target') {
    const named = read.objects;
    return () => ({ who: 'objects', objects: named });
  }
  const { phrase, index } = read;
  return () => {
    const i = phrase !== undefined ? ctx.addTarget(phrase, 'permanents') : (index ?? null);
    return i === null ? null : { who: 'objects', target: i };
  };
}

/** Who the damage would be dealt to: "you", "players", an object phrase, or a target that may be a player. */
function recipient(t: Tokens, ctx: ObjectSentenceContext): (() => Who | null) | null {
  if (t.accept('you')) return () => ({ who: 'you' });
  if (t.accept('players')) return () => ({ who: 'players' });
  const named = objectsWho(t, ctx);
  if (named) return named;
  const first = t.peek();
  const s = target(t);
  if (!s || !first || s.count.min !== 1 || s.count.max !== 1) return null;
  const last = t.tokens[t.pos - 1];
  const phrase = t.source.slice(first.at, last.at + last.text.length);
  return () => {
    const i = ctx.addTarget(phrase[0].toLowerCase() + phrase.slice(1));
    return i === null ? null : { who: 'objects', target: i };
  };
}

/** One prevention sentence, or null (not this shape, or not every word read). A target is added only once it is read in full. */
export function preventionSentence(sentence: string, ctx: ObjectSentenceContext): Effect | null {
  const t = Tokens.of(sentence);
  if (!t.accept('prevent')) return null;
  let amount: Prevention['amount'] = null;
  let combat = false;
  if (t.accept('the', 'next')) {
    amount = quantity(t);
    if (!amount || (amount.kind !== 'fixed' && amount.kind !== 'x')) return null;
  } else if (t.accept('all')) combat = t.accept('combat');
  else return null;
  if (!t.accept('damage', 'that', 'would', 'be', 'dealt')) return null;
  let side: Prevention['side'];
  let who: (() => Who | null) | null;
  if (t.accept('to', 'and', 'dealt', 'by')) {
    side = 'toAndBy';
    who = objectsWho(t, ctx);
  } else if (t.accept('by')) {
    side = 'by';
    who = objectsWho(t, ctx);
  } else if (t.accept('to')) {
    side = 'to';
    who = recipient(t, ctx);
  } else return null;
  if (!who || !t.accept('this', 'turn') || !t.done) return null;
  // 615.7: a shield is damage dealt to something; "the next N damage dealt by" is not read.
  if (amount !== null && (side !== 'to' || combat)) return null;
  const w = who();
  // 615.11 makes a shield for each object there as it resolves; "all damage ... to each creature you control" is not
  // locked in that way (615.1: prevention applies as events happen, to creatures that come later too): not read.
  if (!w || (amount === null && 'objects' in w && w.objects.kind === 'each')) return null;
  return { kind: 'prevention', amount, combat, side, ...w };
}

/**
 * 615.1a, 615.5: the static "If damage would be dealt to CARDNAME, prevent that damage. [Remove a <kind> counter from
 * CARDNAME.]" (the Phantom creatures): all damage to it prevented, and after each prevention the additional effect.
 *
 *   static := "if" "damage" "would" "be" "dealt" "to" "CARDNAME" "," "prevent" "that" "damage" "."
 *             ["remove" "a" COUNTER "counter" "from" "CARDNAME" "."]
 */
export function preventionStatic(line: string): StaticEffect[] | null {
  const t = Tokens.of(line);
  if (!t.accept('if', 'damage', 'would', 'be', 'dealt', 'to') || t.next()?.text !== 'CARDNAME') return null;
  if (!t.accept(',', 'prevent', 'that', 'damage', '.')) return null;
  const effect: StaticEffect = { kind: 'preventDamage', n: null, damage: { to: 'self', by: 'any', combatOnly: false } };
  if (t.done) return [effect];
  if (!t.accept('remove', 'a')) return null;
  const counter = counterName(t);
  if (!counter || !t.accept('counter', 'from') || t.next()?.text !== 'CARDNAME' || !t.accept('.') || !t.done) return null;
  return [{ ...effect, then: { removeCounter: counter } }];
}

/**
 * 614.9: a redirection effect of a spell or ability.
 *
 *   redirection := "the" "next" QUANTITY "damage" "that" "would" "be" "dealt" "to" objects "this" "turn"
 *                  "is" "dealt" "to" TARGET-PERMANENT "instead"
 *
 * The damage's first recipient is an object named (CARDNAME, "enchanted creature"), not a target.
 */
export function redirectionSentence(sentence: string, ctx: ObjectSentenceContext): Effect | null {
  const t = Tokens.of(sentence);
  if (!t.accept('the', 'next')) return null;
  const amount = quantity(t);
  if (!amount || (amount.kind !== 'fixed' && amount.kind !== 'x')) return null;
  if (!t.accept('damage', 'that', 'would', 'be', 'dealt', 'to')) return null;
  const from = objects(t, ctx);
  if (!from || from.objects.kind === 'target' || from.objects.kind === 'each') return null;
  if (!t.accept('this', 'turn', 'is', 'dealt', 'to')) return null;
  const to = objects(t, ctx);
  if (!to || to.objects.kind !== 'target' || to.phrase === undefined || !t.accept('instead') || !t.done) return null;
  const index = ctx.addTarget(to.phrase, 'permanents');
  return index === null ? null : { kind: 'redirectDamage', amount, from: from.objects, target: index };
}

const SOURCE_COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const SOURCE_TYPES: Record<string, string> = { artifact: 'Artifact', land: 'Land' };

/**
 * 615.8, 609.7a: a shield against the next damage from one source of the controller's choice, to them.
 *
 *   sourceShield := "the" "next" "time" ("a" | "an") [property] "source" "of" "your" "choice" "would" "deal" "damage"
 *                   "to" ("you" | TARGET) "this" "turn" "," "prevent" "that" "damage"
 *   property     := COLOR ["or" COLOR] | "artifact" | "land"
 *
 * TARGET: "target creature", "any target" (the shield is on the target). Other recipients ("enchanted creature", no
 * recipient), "of the chosen color" and an additional effect (the damage prevented "this way") are not read.
 */
export function sourceShieldSentence(sentence: string, ctx: ObjectSentenceContext): Effect | null {
  const t = Tokens.of(sentence);
  if (!t.accept('the', 'next', 'time')) return null;
  if (!t.accept('a') && !t.accept('an')) return null;
  const colors: Color[] = [];
  const types: string[] = [];
  const word = t.word() ?? '';
  if (SOURCE_COLORS[word]) {
    t.next();
    colors.push(SOURCE_COLORS[word]);
    if (t.word() === 'or' && SOURCE_COLORS[t.word(1) ?? '']) {
      colors.push(SOURCE_COLORS[t.word(1) ?? '']);
      t.pos += 2;
    }
  } else if (SOURCE_TYPES[word]) {
    t.next();
    types.push(SOURCE_TYPES[word]);
  }
  if (!t.accept('source', 'of', 'your', 'choice', 'would', 'deal', 'damage', 'to')) return null;
  const who = recipient(t, ctx);
  if (!who || !t.accept('this', 'turn', ',', 'prevent', 'that', 'damage') || !t.done) return null;
  const w = who();
  if (!w || w.who === 'players' || 'objects' in w) return null;
  return { kind: 'preventNextFromSource', colors, types, ...('target' in w ? { target: w.target } : {}) };
}
