import { Effect, Selector } from '../ability';
import { IMPLEMENTED_KEYWORDS } from '../keywords';
import { PlayerRef, SelectorOption } from '../selector';
import { object, quantity, target } from './selector';
import { Tokens } from './tokens';

/**
 * Sentences of loyalty abilities (606) read by the grammar, built from the phrase nonterminals of
 * selector.ts (target, object, quantity):
 *
 *   sentence   := "CARDNAME" "deals" quantity "damage" "to" target "and" "each" object ["they" "control"]
 *               | "Destroy" "all" object' [target' "controls"]
 *               | target "gains" keywords "until" "end" "of" "turn"
 *   keywords   := keyword ("," keyword)* [","] "and" keyword
 *   target'    := "target" ("player" | "opponent")
 *
 * "they" is the player the target before it names (608.2c reads the text in order); object' is
 * plural ("all lands"). A sentence is read only when every word is; the others are left to the
 * compiler's readers. Targets are added to `targets`, as the compiler's readers do.
 */

/** A target phrase at the cursor, as the engine plays it: exactly one target, no X among its options (as targetOf). */
function targetAt(t: Tokens, targets: Selector[]): number | null {
  const start = t.pos;
  const first = t.peek();
  const value = target(t);
  if (!value || !first) return null;
  const last = t.tokens[t.pos - 1];
  if (value.count.min !== 1 || value.count.max !== 1 || JSON.stringify(value.options).includes('"kind":"x"')) {
    t.pos = start;
    return null;
  }
  const text = t.source.slice(first.at, last.at + last.text.length);
  targets.push({ ...value, text: text[0].toLowerCase() + text.slice(1) });
  return targets.length - 1;
}

/** Whether a target's options are all players (a "target player" / "target opponent"). */
function playersOnly(s: Selector): boolean {
  return s.options.every((o) => o.kind === 'player');
}

/** "each creature [they control]" / "all lands [target player controls]": the permanents, and whose. */
function eachPhrase(
  t: Tokens,
  plural: boolean,
  targets: Selector[],
  they: number | null,
): { each: SelectorOption; controlledBy?: PlayerRef } | null {
  const each = object(t, plural);
  if (!each || each.kind !== 'object' || each.zone !== 'battlefield') return null;
  if (they !== null && t.accept('they', 'control')) return { each, controlledBy: { kind: 'targetPlayer', index: they } };
  const save = t.pos;
  if (t.word() === 'target') {
    const at = targetAt(t, targets);
    if (at !== null && playersOnly(targets[at]) && t.accept('controls')) return { each, controlledBy: { kind: 'targetPlayer', index: at } };
    if (at !== null) targets.pop();
    t.pos = save;
  }
  return { each };
}

/** "CARDNAME deals 10 damage to target player and each creature they control." (120.3) */
function damageToTargetAndEach(t: Tokens, targets: Selector[]): Effect[] | null {
  if (!t.accept('cardname', 'deals')) return null;
  const n = quantity(t);
  if (!n || !t.accept('damage', 'to')) return null;
  const at = targetAt(t, targets);
  if (at === null || !t.accept('and', 'each')) return null;
  const each = eachPhrase(t, false, targets, playersOnly(targets[at]) ? at : null);
  if (!each || !t.done) return null;
  return [
    { kind: 'damage', amount: n, target: at },
    { kind: 'damageEachObject', amount: n, ...each },
  ];
}

/** "Destroy all lands target player controls.", "Destroy all creatures with power 4 or greater." (701.8a) */
function destroyAll(t: Tokens, targets: Selector[]): Effect[] | null {
  if (!t.accept('destroy', 'all')) return null;
  const each = eachPhrase(t, true, targets, null);
  return each && t.done ? [{ kind: 'destroyEach', ...each }] : null;
}

/** "Target creature gains flying and double strike until end of turn." (613.1f: each keyword, one effect). */
function gainsKeywords(t: Tokens, targets: Selector[]): Effect[] | null {
  const at = targetAt(t, targets);
  if (at === null || !t.accept('gains')) return null;
  const words: string[] = [];
  let current: string[] = [];
  let sawAnd = false;
  while (!t.done && !(t.word() === 'until' && t.word(1) === 'end')) {
    const w = t.next()?.text ?? '';
    if (w === ',' || w === 'and') {
      if (current.length > 0) words.push(current.join(' '));
      current = [];
      if (w === 'and') sawAnd = true;
      continue;
    }
    current.push(w);
  }
  if (current.length > 0) words.push(current.join(' '));
  if (!t.accept('until', 'end', 'of', 'turn') || !t.done) return null;
  // A single keyword is the compiler's own sentence; several need "and" before the last.
  if (words.length < 2 || !sawAnd || !words.every((k) => IMPLEMENTED_KEYWORDS.has(k))) return null;
  return words.map((keyword) => ({ kind: 'gainKeyword', keyword, target: at }));
}

/** One sentence of a loyalty ability read by this grammar: its effects, or null (and `targets` as it was). */
export function loyaltySentence(sentence: string, targets: Selector[]): Effect[] | null {
  for (const reader of [damageToTargetAndEach, destroyAll, gainsKeywords]) {
    const before = targets.length;
    const effects = reader(Tokens.of(sentence), targets);
    if (effects) return effects;
    targets.length = before;
  }
  return null;
}
