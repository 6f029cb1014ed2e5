/**
 * 608.2c: several instructions in one sentence, done in the order written. A sentence "A, then B" says what the two
 * sentences "A." and "B." say: each part is read by the readers that already read it alone, with the ability's one list
 * of targets (601.2c), and the sentence is understood only when every part is. These functions only cut the words; they
 * read nothing themselves.
 *
 *   sequence := instruction ", then " instruction'      (instruction': an imperative, or "you" and a verb)
 *             | instruction ","? " and you " ("gain" | "lose") amount " life" [", where X is" quantity]
 */

/** Verbs that begin an instruction to the ability's controller after ", then " ("then discard a card", "then you ..."). */
const THEN_VERB = /^(?:return|put|shuffle|draw|discard|exile|sacrifice|untap|tap|destroy|create|you) /;

/**
 * Words before which a ", then" may belong to a larger instruction: a condition (608.2c: "If you do, A, then B" gates
 * both), an option (608.2d: "You may A, then B" is one choice), a repetition ("For each ...") or a replacement.
 */
const NOT_ALONE = /^(?:If|Unless|Otherwise|For each|As long as|When|Whenever|At |Until|Instead|Choose)\b|\b(?:may|instead|unless)\b|"/;

/**
 * Instructions read whole with what follows their ", then" (cards/grammar/library-effects.ts: "Look at the top three cards
 * of your library, then put them back in any order", "Search your library for ..., then shuffle"; a named card).
 */
const READ_WHOLE = /^(?:Look|Search|Reveal|Name|Scry)\b/;

/** Instructions that move an object to another zone: an "it" after them would name a new object (400.7). */
const MOVES = /^(?:Exile|Return|Put|Sacrifice|Destroy|Shuffle|Discard|Mill)\b/;

/** Words naming something an earlier instruction named. */
const BACK = /\b(?:it|its|they|them|their|him|her|that|those|this way)\b/i;

/**
 * 115.1, 608.2c: the sentences of a line with those at its end that name nothing an earlier one named ("..., then discard
 * a card", "Target player draws two cards") left out: a sentence with several targets may be the last one that can name
 * them (a target named later is one of its own, added after them).
 */
export function withoutIndependentTail(sentences: string[]): string[] {
  let n = sentences.length;
  while (n > 1 && !BACK.test(sentences[n - 1])) n--;
  return sentences.slice(0, n);
}

function capitalize(s: string): string {
  return s[0].toUpperCase() + s.slice(1);
}

/**
 * 608.2c: "Return up to two target creature cards from your graveyard to your hand, then discard a card" -> "Return up to
 * two target creature cards from your graveyard to your hand", "Discard a card"; "..., then you draw a card" -> "You draw
 * a card". Null when the sentence is not of that shape, or when the cut could change what a part means: the first part
 * under a condition or an option, a later part naming what a move took away (400.7) or "another target" beside an
 * earlier one (115.3: which one it differs from), an X the last part defines used earlier.
 */
export function thenInstructions(sentence: string): string[] | null {
  const at = sentence.indexOf(', then ');
  if (at <= 0) return null;
  const first = sentence.slice(0, at);
  const rest = sentence.slice(at + ', then '.length);
  if (NOT_ALONE.test(first) || READ_WHOLE.test(first) || !THEN_VERB.test(rest)) return null;
  if (MOVES.test(first) && BACK.test(rest)) return null;
  if (/\btarget\b/.test(first) && /\banother target\b/.test(rest)) return null;
  // ", where X is ..." at the end defines the X of the whole sentence: not cut away from an earlier X.
  if (/, where X is /.test(rest) && /\bX\b/.test(first)) return null;
  const later = thenInstructions(capitalize(rest)) ?? [capitalize(rest)];
  return [first, ...later];
}

/**
 * The first instructions that may share an X defined at the end of the sentence with a life gained or lost after them,
 * and the words of a definition they could change before the second is done (704.3: no state-based action in between):
 * damage changes a life total, loyalty, and (wither, infect: 120.3d) power and toughness; a loss of life a life total;
 * drawn cards a hand and a library.
 */
const SHARES_X: [RegExp, RegExp][] = [
  [/^CARDNAME deals X damage to /, /\b(?:life|counters?|power|toughness|loyalty)\b/],
  [/^(?:Target player|Target opponent|Each opponent) loses X life$/, /\blife\b/],
  [/^You draw X cards$/, /\b(?:life|cards?|hand|library|graveyard)\b/],
];

/**
 * 608.2c: "..., and you gain 3 life", "... and you lose 1 life", "CARDNAME deals X damage to target creature and you gain X
 * life, where X is the number of Swamps you control": the instruction, then the life gained or lost. One X defined at the
 * end is the X of both: cut in two only when the first instruction cannot change what X counts before the second one
 * (SHARES_X), so that the two read the same number (608.2h). Null when not of this shape.
 */
export function andYouLife(sentence: string): string[] | null {
  const m = /^(.+?),? and you (gain|lose) (\d+|X) life(?:, where X is (.+))?$/.exec(sentence);
  if (!m) return null;
  const [, first, verb, n, where] = m;
  // 608.2c: "If you do, target player loses 2 life and you gain 2 life": the one answer gates both instructions.
  const ifYouDo = /^If you do, (.+)$/.exec(first);
  if (ifYouDo && where === undefined && !NOT_ALONE.test(ifYouDo[1])) return [first, `If you do, you ${verb} ${n} life`];
  if (NOT_ALONE.test(first)) return null;
  if (where === undefined) return [first, `You ${verb} ${n} life`];
  if (n !== 'X' || !SHARES_X.some(([head, changes]) => head.test(first) && !changes.test(where))) return null;
  return [`${first}, where X is ${where}`, `You ${verb} X life, where X is ${where}`];
}
