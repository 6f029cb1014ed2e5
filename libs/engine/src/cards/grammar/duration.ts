import { Effect, Selector } from '../ability';

/**
 * Durations of continuous effects other than "until end of turn" (611.2a: an effect lasts as long as
 * its text states), around a sentence the other readers take with "until end of turn":
 *
 *   sentence := "Until" "your" "next" "turn" "," clause
 *             | clause "until" "your" "next" "turn"
 *
 * The clause is read as "<clause> until end of turn" by `read`; it is understood only when every
 * effect read is one whose continuous effect has that duration (a pump, a keyword granted), so that
 * changing the duration changes nothing else. A clause with anything else in it (a one-shot
 * "Untap that creature", "its activated abilities can't be activated") is not read here.
 */

/** What reads a sentence into effects, adding its targets (the loyalty grammar's readers). */
export type DurationReader = (sentence: string, targets: Selector[]) => Effect[] | null;

/** The effects whose continuous effect lasts "until end of turn" as the engine plays them. */
const UNTIL_END_OF_TURN: ReadonlySet<Effect['kind']> = new Set([
  'modifyPT',
  'gainKeyword',
  'modifyPTYourCreatures',
  'modifyPTAllCreatures',
]);

/** The clause of an "until your next turn" sentence as an "until end of turn" one, or null. */
export function untilYourNextTurnClause(sentence: string): string | null {
  const front = /^Until your next turn, (.+)$/.exec(sentence);
  if (front) return `${front[1][0].toUpperCase()}${front[1].slice(1)} until end of turn`;
  const back = /^(.+) until your next turn$/.exec(sentence);
  if (back && !/until end of turn/.test(back[1])) return `${back[1]} until end of turn`;
  return null;
}

/** 611.2a: "Until your next turn, ...", "... until your next turn": one effect holding the clause's effects, or null (targets as they were). */
export function untilYourNextTurn(sentence: string, targets: Selector[], read: DurationReader): Effect[] | null {
  const clause = untilYourNextTurnClause(sentence);
  if (!clause || /\buntil your next turn\b/i.test(clause.replace(/ until end of turn$/, '').replace(/^Until your next turn, /, '')))
    return null;
  const before = targets.length;
  let effects = read(clause, targets);
  if (!effects || effects.length === 0 || !effects.every((e) => UNTIL_END_OF_TURN.has(e.kind))) {
    targets.length = before;
    effects = null;
  }
  // 615.1a, 611.2a: "Until your next turn, prevent all damage that would be dealt to ... ": the prevention sentence the
  // grammar reads with "this turn" (cards/grammar/prevention.ts), all damage (no shield), lasting longer.
  if (!effects && /^Prevent all /.test(clause)) {
    effects = read(clause.replace(/ until end of turn$/, ' this turn'), targets);
    if (!effects || effects.length !== 1 || effects[0].kind !== 'prevention' || effects[0].amount !== null) {
      targets.length = before;
      return null;
    }
  }
  if (!effects) return null;
  // One target at most, named by every effect (608.2b: an illegal target leaves the whole clause undone).
  const named = new Set(effects.map((e) => ('target' in e ? e.target : -1)));
  if (named.size !== 1) {
    targets.length = before;
    return null;
  }
  const [target] = [...named] as number[];
  return [target >= 0 ? { kind: 'untilYourNextTurn', effects, target } : { kind: 'untilYourNextTurn', effects }];
}

/**
 * 611.2b: "<clause> for as long as CARDNAME remains tapped": one effect holding the clause's effects (read as "<clause>
 * until end of turn"), each a pump or a keyword granted, all to one target; or null (targets as they were).
 */
export function whileSourceTapped(sentence: string, targets: Selector[], read: DurationReader): Effect[] | null {
  const m = /^(.+) for as long as CARDNAME remains tapped$/.exec(sentence);
  if (!m || /\b(?:until|for as long as)\b/.test(m[1])) return null;
  const before = targets.length;
  // "gets +2/+2 and has vigilance for as long as ...": the keyword is granted as "gains" would grant it, for that duration.
  const clause = m[1].replace(/ (?:and )?has ([a-z]+)$/, (all, k: string) => all.replace(`has ${k}`, `gains ${k}`));
  const effects = read(`${clause} until end of turn`, targets);
  const named = new Set((effects ?? []).map((e) => ('target' in e ? e.target : -1)));
  if (!effects || effects.length === 0 || !effects.every((e) => UNTIL_END_OF_TURN.has(e.kind)) || named.size !== 1 || named.has(-1)) {
    targets.length = before;
    return null;
  }
  return [{ kind: 'whileSourceTapped', effects, target: [...named][0] }];
}
