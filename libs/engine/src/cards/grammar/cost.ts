import { STEPS, Step } from '../../steps';
/**
 * 118, 602.1a: the cost of an activated ability, everything before its colon, read as a list of cost
 * phrases separated by commas. Each phrase is paid as 601.2h says (rules/602-activating-abilities.ts);
 * what the player chooses for it (the card discarded, the creature tapped) comes with the action.
 *
 *   cost       := part ("," part)*
 *   part       := mana-symbols | "{T}" | "{Q}"
 *               | "Sacrifice" ("CARDNAME" | count object)
 *               | "Discard" ("CARDNAME" | count object-card ["at" "random"])
 *               | "Return" ("CARDNAME" | count object) "to" "its"/"their" "owner's"/"owners'" ("hand" | "hands")
 *               | "Exile" ("CARDNAME" ["from" "your" ("graveyard" | "hand")] | count object-card "from" "your" "graveyard")
 *               | "Remove" count kind ("counter" | "counters") "from" "CARDNAME"
 *               | "Remove" ("X" | "any" "number" "of") kind "counters" "from" "CARDNAME"
 *               | "Tap" count "untapped" object "you" "control"
 *               | "Pay" number "life" | "Pay" "{E}"+
 *               | "Put" "a" "card" "from" "your" "hand" "on" "top" "of" "your" "library"
 *   count      := "a" | "an" | "another" | "one" ... "ten" | digits
 */
import { BoardCondition, SelectorOption } from '../selector';
import { parseCondition } from './condition';
import { object, quantity } from './selector';
import { Tokens } from './tokens';
import { parseManaCost } from '../mana-cost';

/** The cards or permanents a cost phrase needs the player to choose: how many, of what (a selector option), and its words. */
export interface CostChoice {
  n: number;
  option: SelectorOption;
  text: string;
}

export type CostPart =
  /** 107.4, 601.2f: mana symbols, X included (107.3). */
  | { kind: 'mana'; mana: string }
  /** 107.5: {T}, tapping the source. */
  | { kind: 'tap' }
  /** 107.6: {Q}, untapping the source. */
  | { kind: 'untap' }
  /** 701.21a: the source itself, or permanents its controller controls. */
  | { kind: 'sacrifice'; self: true }
  | ({ kind: 'sacrifice'; self: false } & CostChoice)
  /** 701.9a: the source (from a hand), cards chosen from the hand, or cards at random. */
  | { kind: 'discard'; self: true }
  | ({ kind: 'discard'; self: false; random: boolean } & CostChoice)
  /** "Return CARDNAME / a land you control to its owner's hand". */
  | { kind: 'return'; self: true }
  | ({ kind: 'return'; self: false } & CostChoice)
  /** 406.1: the source from where it is, or cards chosen from the graveyard. */
  | { kind: 'exile'; self: true; from: 'battlefield' | 'graveyard' | 'hand' }
  | ({ kind: 'exile'; self: false } & CostChoice)
  /**
   * 122.1: counters of a kind removed from the source ("+1/+1", "charge", "fade"). `chosen`: "Remove X storage
   * counters", "Remove any number of storage counters": how many is announced as the ability is activated
   * (107.3a, 601.2b through 602.2b), the action's `x`; `n` is 0 until then.
   */
  | { kind: 'removeCounters'; n: number; counter: string; chosen?: 'x' | 'anyNumber' }
  /** "Tap an untapped creature you control": other permanents tapped (not {T}, 107.5). */
  | ({ kind: 'tapUntapped' } & CostChoice)
  /** 119.4: "Pay N life". */
  | { kind: 'life'; n: number }
  /** 107.14: "Pay {E}{E}": energy counters removed from the player (122.1). */
  | { kind: 'energy'; n: number }
  /** 118.9, 119.10: "have an opponent gain N life" (Invigorate; an alternative cost only). */
  | { kind: 'opponentGainsLife'; n: number }
  /** "Put a card from your hand on top of your library". */
  | ({ kind: 'putOnTop' } & CostChoice)
  /** 702.122a: "Tap any number of other untapped creatures you control with total power N or greater" (crew N; written by its keyword, not read from text). */
  | { kind: 'crew'; n: number };

export type CostParse = { ok: true; parts: CostPart[] } | { ok: false; stoppedAt: string };

/** A whole cost ("{2}{B}, {T}, Discard a card"): every word read, or the words it stopped at. */
export function parseCost(text: string): CostParse {
  const parts: CostPart[] = [];
  for (const phrase of text.split(', ')) {
    const part = costPart(phrase);
    if (!part) return { ok: false, stoppedAt: phrase };
    parts.push(part);
  }
  return { ok: true, parts };
}

const MANA_SYMBOL = /^\{([WUBRGCX]|\d+|[WUBRG]\/[WUBRGP]|2\/[WUBRG])\}$/;

function costPart(phrase: string): CostPart | null {
  if (phrase === '{T}') return { kind: 'tap' };
  if (phrase === '{Q}') return { kind: 'untap' };
  const symbols = /^(?:\{[^}]+\})+$/.test(phrase) ? (phrase.match(/\{[^}]+\}/g) ?? []) : null;
  if (symbols) return symbols.every((s) => MANA_SYMBOL.test(s)) ? { kind: 'mana', mana: phrase } : null;
  const t = Tokens.of(phrase);
  const part = verbPhrase(t);
  return part && t.done ? part : null;
}

function verbPhrase(t: Tokens): CostPart | null {
  if (t.accept('sacrifice')) {
    if (t.accept('cardname')) return { kind: 'sacrifice', self: true };
    const c = choice(t, {});
    return c ? { kind: 'sacrifice', self: false, ...c } : null;
  }
  if (t.accept('discard')) {
    if (t.accept('cardname')) return { kind: 'discard', self: true };
    const c = choice(t, { cardIn: 'hand' });
    if (!c || c.option.kind !== 'object' || c.option.zone !== 'hand') return null;
    return { kind: 'discard', self: false, random: t.accept('at', 'random'), ...c };
  }
  if (t.accept('return')) {
    const self = t.accept('cardname');
    const c = self ? null : choice(t, {});
    if (!self && !c) return null;
    const plural = (c?.n ?? 1) > 1;
    if (
      !(plural
        ? t.accept('to', 'their', "owners'", 'hands') || t.accept('to', 'their', "owner's", 'hand')
        : t.accept('to', 'its', "owner's", 'hand'))
    )
      return null;
    return c ? { kind: 'return', self: false, ...c } : { kind: 'return', self: true };
  }
  if (t.accept('exile')) {
    if (t.accept('cardname')) {
      if (t.accept('from', 'your', 'graveyard')) return { kind: 'exile', self: true, from: 'graveyard' };
      if (t.accept('from', 'your', 'hand')) return { kind: 'exile', self: true, from: 'hand' };
      return { kind: 'exile', self: true, from: 'battlefield' };
    }
    const c = choice(t, {});
    return c && c.option.kind === 'object' && c.option.zone === 'graveyard' ? { kind: 'exile', self: false, ...c } : null;
  }
  if (t.accept('remove')) {
    const chosen = t.accept('x') ? 'x' : t.accept('any', 'number', 'of') ? 'anyNumber' : null;
    if (chosen) {
      const kind = t.next();
      if (!kind || (kind.kind !== 'word' && kind.kind !== 'number') || !t.accept('counters', 'from', 'cardname')) return null;
      return { kind: 'removeCounters', n: 0, counter: kind.text, chosen };
    }
    const n = count(t);
    const kind = t.next();
    if (n === null || !kind || (kind.kind !== 'word' && kind.kind !== 'number')) return null;
    if (!t.accept(n === 1 ? 'counter' : 'counters') || !t.accept('from', 'cardname')) return null;
    return { kind: 'removeCounters', n, counter: kind.text };
  }
  if (t.accept('tap')) {
    const c = choice(t, {});
    // The untapped ones only: "Tap an untapped creature you control" (a tapped one cannot be tapped, 701.26a).
    if (!c || c.option.kind !== 'object' || c.option.zone !== 'battlefield') return null;
    const f = c.option.filters;
    const untapped = f.some((x) => x.kind === 'not' && x.filter.kind === 'tapped');
    const yours = f.some((x) => x.kind === 'controller' && x.is === 'you');
    return untapped && yours ? { kind: 'tapUntapped', ...c } : null;
  }
  if (t.accept('pay')) {
    const energy = energySymbols(t);
    if (energy > 0) return { kind: 'energy', n: energy };
    const n = t.next();
    if (!n || n.kind !== 'number' || !/^\d+$/.test(n.text) || !t.accept('life')) return null;
    return { kind: 'life', n: Number(n.text) };
  }
  if (t.accept('put', 'a', 'card', 'from', 'your', 'hand', 'on', 'top', 'of', 'your', 'library'))
    return { kind: 'putOnTop', n: 1, option: { kind: 'object', zone: 'hand', filters: [{ kind: 'owner', is: 'you' }] }, text: 'a card' };
  return null;
}

/** 107.14: how many {E} symbols come next (taken), 0 when none. */
export function energySymbols(t: Tokens): number {
  let n = 0;
  while (t.peek()?.text === '{E}') {
    t.next();
    n++;
  }
  return n;
}

/** "a", "another", "two": how many (another: one, not the source). */
function count(t: Tokens): number | null {
  const q = quantity(t);
  return q && q.kind === 'fixed' && q.n > 0 ? q.n : null;
}

/** "a creature", "another Goblin", "two untapped artifacts you control", "a creature card from your graveyard". */
function choice(t: Tokens, context: { cardIn?: 'hand' }): CostChoice | null {
  const start = t.pos;
  const another = t.accept('another');
  const n = another ? 1 : count(t);
  if (n === null) return null;
  // "Sacrifice two other creatures": none of them the source.
  const others = !another && n > 1 && t.accept('other');
  const from = t.pos;
  const option = object(t, n > 1, context);
  if (!option || option.kind !== 'object') {
    t.pos = start;
    return null;
  }
  const words = t.tokens
    .slice(from, t.pos)
    .map((x) => x.text)
    .join(' ');
  // "Sacrifice a creature other than CARDNAME": another creature, worded after its noun.
  const otherThan = !another && !others && option.zone === 'battlefield' && t.accept('other', 'than', 'cardname');
  if (another || others || otherThan) option.filters.push({ kind: 'other' });
  return { n, option, text: another ? `another ${words}` : others ? `other ${words}` : otherThan ? `${words} other than CARDNAME` : words };
}

/** A step of the turn (500.1), as the board names it. */
export type TurnStep = Step;

/**
 * 602.5b, 601.3: a window of time an ability may be activated (or a spell cast) in: whose turn
 * ("you": the player activating or casting it), and the steps allowed; `text` its words.
 */
export interface TimingWindow {
  turn?: 'you' | 'opponent';
  steps?: TurnStep[];
  text: string;
}

/** 602.5b, 602.5d, 602.5e: a sentence that limits when or by whom an activated ability may be activated. */
export type Restriction =
  | { kind: 'sorcery' }
  | { kind: 'instant' }
  | { kind: 'perTurn'; n: number }
  | { kind: 'timing'; timing: TimingWindow }
  | { kind: 'anyPlayer' }
  | { kind: 'onlyIf'; option: SelectorOption; text: string }
  | { kind: 'condition'; test: BoardCondition; text: string };

/**
 *   restriction := "Activate" ["this" "ability"] "only" clauses
 *                | "Activate" ["this" "ability"] "no" "more" "than" ("once" | "twice" | ("three" | "four") "times") "each" "turn"
 *                | "Any" "player" "may" "activate" "this" "ability" ["," | ""] ["but" "only" clauses]
 *   clauses     := when (("and" | "," | "," "and") "only" when)*
 *   when        := "as" "a" "sorcery" | "any" "time" ("you" | "they") "could" "cast" "a" "sorcery"
 *                | "as" "an" "instant" | "any" "time" "you" "could" "cast" "an" "instant"
 *                | "once" "each" "turn" | window
 *                | "if" "you" "control" count object | "if" condition
 *   window      := "during" period [","] [edge] | edge       (cards/grammar/cost.ts `window`)
 */
export function restrictionSentence(sentence: string): Restriction[] | null {
  const t = Tokens.of(sentence.replace(/\.$/, ''));
  if (t.accept('any', 'player', 'may', 'activate', 'this', 'ability')) {
    if (t.done) return [{ kind: 'anyPlayer' }];
    t.accept(',');
    if (!t.accept('but', 'only')) return null;
    const rest = clauses(t, 'they');
    return rest ? [{ kind: 'anyPlayer' }, ...rest] : null;
  }
  if (!t.accept('activate')) return null;
  t.accept('this', 'ability');
  if (t.accept('no', 'more', 'than')) {
    const n = t.accept('once') ? 1 : t.accept('twice') ? 2 : t.accept('three', 'times') ? 3 : t.accept('four', 'times') ? 4 : null;
    return n !== null && t.accept('each', 'turn') && t.done ? [{ kind: 'perTurn', n }] : null;
  }
  if (!t.accept('only')) return null;
  return clauses(t, 'you');
}

/** The "only ..." clauses of a restriction, each read alone (a condition stops where the next "and only" starts). */
function clauses(t: Tokens, who: 'you' | 'they'): Restriction[] | null {
  const parts = t
    .rest()
    .split(/,? and only |, only /)
    .map((x) => x.trim());
  const out: Restriction[] = [];
  for (const part of parts) {
    const r = when(Tokens.of(part), who);
    if (!r) return null;
    out.push(r);
  }
  return out.length > 0 ? out : null;
}

function when(t: Tokens, who: 'you' | 'they'): Restriction | null {
  const r = whenOf(t, who);
  return r && t.done ? r : null;
}

function whenOf(t: Tokens, who: 'you' | 'they'): Restriction | null {
  if (t.accept('as', 'a', 'sorcery') || t.accept('any', 'time', who, 'could', 'cast', 'a', 'sorcery')) return { kind: 'sorcery' };
  if (t.accept('as', 'an', 'instant') || t.accept('any', 'time', who, 'could', 'cast', 'an', 'instant')) return { kind: 'instant' };
  if (t.accept('once', 'each', 'turn')) return { kind: 'perTurn', n: 1 };
  const w = timingWindow(t, who);
  if (w) return { kind: 'timing', timing: w };
  if (who !== 'you') return null;
  const at = t.pos;
  const onlyIf = ifYouControl(t);
  if (onlyIf && t.done) return { kind: 'onlyIf', ...onlyIf };
  t.pos = at;
  // 602.5b: "Activate only if seven or more cards are in your graveyard" (threshold): a condition of the grammar.
  if (!t.accept('if')) return null;
  const text = t.rest();
  const read = parseCondition(text);
  if (!read.ok) return null;
  t.pos = t.tokens.length;
  return { kind: 'condition', test: read.value, text };
}

const COMBAT: TurnStep[] = [
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'first-strike-damage',
  'combat-damage',
  'end-of-combat',
];
const from = (step: TurnStep): TurnStep[] => STEPS.slice(STEPS.indexOf(step));
const before = (step: TurnStep): TurnStep[] => STEPS.slice(0, STEPS.indexOf(step));

/** The steps a named step or phase is (500.1, 506.1): "combat", "the declare blockers step", "upkeep". */
function stepsNamed(t: Tokens): TurnStep[] | null {
  if (t.accept('combat')) return COMBAT;
  const the = t.accept('the');
  const named: [string[], TurnStep][] = [
    [['upkeep'], 'upkeep'],
    [['draw'], 'draw'],
    [['beginning', 'of', 'combat'], 'beginning-of-combat'],
    [['declare', 'attackers'], 'declare-attackers'],
    [['declare', 'blockers'], 'declare-blockers'],
    [['end', 'of', 'combat'], 'end-of-combat'],
    [['end'], 'end'],
  ];
  for (const [words, step] of named) {
    const at = t.pos;
    if (!t.accept(...words)) continue;
    // "upkeep" alone is the step; "the declare blockers step" needs its noun.
    if (t.accept('step') || (!the && words[0] === 'upkeep')) return [step];
    t.pos = at;
  }
  return null;
}

/**
 * 602.5b: the window of an "only during ..." / "only before ..." clause.
 *
 *   window  := "during" period [[","] edge] | edge
 *   period  := ("your" | "their") ("turn" | step) | "an" "opponent's" ("turn" | step) | "any" step | step
 *   step    := "combat" | ["the"] name "step" | "upkeep"
 *   edge    := "before" ("attackers" | "blockers") "are" "declared" | "after" "blockers" "are" "declared"
 *            | "before" ("combat" | "the" ("end" "of" "combat" | "combat" "damage" | "end") "step")
 *            | "after" ("their" | "your") "upkeep" "step"
 */
export function timingWindow(t: Tokens, who: 'you' | 'they'): TimingWindow | null {
  const start = t.pos;
  const out: TimingWindow = { text: '' };
  if (t.accept('during')) {
    if (t.accept(who === 'you' ? 'your' : 'their')) out.turn = 'you';
    else if (t.accept('an', "opponent's")) out.turn = 'opponent';
    else t.accept('any');
    if (out.turn && t.accept('turn')) {
      // the whole turn
    } else {
      const steps = stepsNamed(t);
      if (!steps) return reset(t, start);
      out.steps = steps;
    }
    // "during the declare blockers step on an opponent's turn"
    if (!out.turn && out.steps && t.accept('on', 'an', "opponent's", 'turn')) out.turn = 'opponent';
    else if (!out.turn && out.steps && t.accept('on', who === 'you' ? 'your' : 'their', 'turn')) out.turn = 'you';
    const at = t.pos;
    t.accept(',');
    const e = out.turn ? edge(t) : edgeAlone(t);
    if (e) out.steps = out.steps ? out.steps.filter((s) => e.includes(s)) : e;
    else t.pos = at;
  } else {
    const e = edgeAlone(t);
    if (!e) return reset(t, start);
    out.steps = e;
  }
  if (out.steps?.length === 0) return reset(t, start);
  out.text = t.tokens
    .slice(start, t.pos)
    .map((x) => x.text)
    .join(' ')
    .replace(/ ,/g, ',');
  return out;
}

function edge(t: Tokens): TurnStep[] | null {
  if (t.accept('before', 'attackers', 'are', 'declared')) return before('declare-attackers');
  if (t.accept('before', 'blockers', 'are', 'declared')) return before('declare-blockers');
  if (t.accept('after', 'blockers', 'are', 'declared')) return from('declare-blockers');
  if (t.accept('before', 'combat')) return before('beginning-of-combat');
  if (t.accept('before', 'the', 'end', 'of', 'combat', 'step')) return before('end-of-combat');
  // 510.4: a first-strike combat damage step is a combat damage step too.
  if (t.accept('before', 'the', 'combat', 'damage', 'step')) return before('first-strike-damage');
  if (t.accept('before', 'the', 'end', 'step')) return before('end');
  if (t.accept('after', 'combat')) return STEPS.slice(STEPS.indexOf('end-of-combat') + 1);
  if (t.accept('after', 'your', 'upkeep', 'step') || t.accept('after', 'their', 'upkeep', 'step')) return from('draw');
  return null;
}

/** An edge with no turn named: "after their upkeep step" needs one. */
function edgeAlone(t: Tokens): TurnStep[] | null {
  if (t.word() === 'after' && t.word(2) === 'upkeep') return null;
  return edge(t);
}

/** 601.3: what a "Cast CARDNAME only ..." line allows: a window, conditions, and two checks of the turn's events. */
export interface CastRestriction {
  timing?: TimingWindow;
  onlyIf?: { option: SelectorOption; text: string };
  condition?: { test: BoardCondition; text: string };
  /** "only if you've been attacked this step" (declare attackers step): a creature attacks its caster. */
  attacked?: true;
  /** "only if you've cast another spell this turn". */
  anotherSpell?: true;
  text: string;
}

/**
 *   cast-restriction := "Cast" "CARDNAME" "only" clause (("and" | "," | "," "and") "only" clause)* "."
 *   clause           := window | "if" "you've" "been" "attacked" "this" "step"
 *                     | "if" "you've" "cast" "another" "spell" "this" "turn" | "if" "you" "control" count object | "if" condition
 */
export function castRestrictionSentence(line: string): CastRestriction | null {
  const m = /^Cast CARDNAME only (.+)\.$/.exec(line);
  if (!m) return null;
  const out: CastRestriction = { text: line };
  for (const part of m[1].split(/,? and only |, only /)) {
    if (part === "if you've been attacked this step") {
      if (out.attacked) return null;
      out.attacked = true;
      continue;
    }
    if (part === "if you've cast another spell this turn") {
      if (out.anotherSpell) return null;
      out.anotherSpell = true;
      continue;
    }
    const r = when(Tokens.of(part), 'you');
    if (!r) return null;
    if (r.kind === 'timing') {
      const both = out.timing ? bothWindows(out.timing, r.timing) : r.timing;
      if (!both) return null;
      out.timing = both;
    } else if (r.kind === 'onlyIf' && !out.onlyIf) out.onlyIf = { option: r.option, text: r.text };
    else if (r.kind === 'condition' && !out.condition) out.condition = { test: r.test, text: r.text };
    else return null;
  }
  // "you've been attacked this step" names the declare attackers step: only with that window.
  if (out.attacked && (out.timing?.steps?.length !== 1 || out.timing.steps[0] !== 'declare-attackers')) return null;
  return out;
}

/**
 * 702.8a, 601.3: "You may cast CARDNAME as though it had flash if you pay {2} more to cast it.": the card may be cast
 * any time its controller could cast an instant, paying then an additional cost (601.2f).
 *   flash-permission := "You may cast CARDNAME as though it had flash if you pay" mana-cost "more to cast it."
 */
export function flashPermissionSentence(line: string): { extraCost: string } | null {
  const m = /^You may cast CARDNAME as though it had flash if you pay ((?:\{[^}]+\})+) more to cast it\.$/.exec(line);
  if (!m) return null;
  const cost = parseManaCost(m[1]);
  // Only mana symbols a cost can hold; an X would have no value announced for it.
  if (!cost || cost.symbols.length === 0 || cost.symbols.some((s) => s.kind === 'x')) return null;
  return { extraCost: m[1] };
}

/** Two windows that both hold: whose turn and the steps both allow, or null when they conflict. */
export function bothWindows(a: TimingWindow, b: TimingWindow): TimingWindow | null {
  if (a.turn && b.turn && a.turn !== b.turn) return null;
  const turn = a.turn ?? b.turn;
  const steps = a.steps && b.steps ? a.steps.filter((s) => b.steps?.includes(s)) : (a.steps ?? b.steps);
  if (steps?.length === 0) return null;
  return { ...(turn ? { turn } : {}), ...(steps ? { steps } : {}), text: `${a.text} and ${b.text}` };
}

/** "if you control a Swamp": one permanent of the kind, controlled by the player asking. */
function ifYouControl(t: Tokens): { option: SelectorOption; text: string } | null {
  if (!t.accept('if', 'you', 'control')) return null;
  const from = t.pos;
  if (count(t) !== 1) return null;
  const option = object(t, false);
  if (!option || option.kind !== 'object' || option.zone !== 'battlefield') return null;
  option.filters.push({ kind: 'controller', is: 'you' });
  const text = t.tokens
    .slice(from, t.pos)
    .map((x) => x.text)
    .join(' ');
  return { option, text };
}

/** 118.9: an alternative cost written on the card, and what its caster must control to use it. */
export interface AlternativeCostLine {
  parts: CostPart[];
  onlyIf?: { option: SelectorOption; text: string };
}

/**
 * 118.9: the alternative cost a card's own line offers (Force of Will, Daze, the borderposts):
 *
 *   line  := ["If" "you" "control" count object ","] "You" "may" part ("and" part)*
 *            "rather" "than" "pay" "CARDNAME's" "mana" "cost" "."
 *   part  := "pay" mana-symbols | "pay" number "life" | "sacrifice" count object
 *          | "return" count object "you" "control" "to" ... "hand" | "exile" count object-card "from" "your" "hand"
 *          | "discard" count object-card | "tap" count "untapped" object "you" "control"
 *          | "have" "an" "opponent" "gain" number "life"
 *   (also: "If" "you" "control" ... "," "rather" "than" "pay" "CARDNAME's" "mana" "cost" "," "you" "may" part ... ".")
 *
 * One phrase of each kind (two discards, say, are not read yet); none that names CARDNAME itself.
 */
export function alternativeCostSentence(line: string): AlternativeCostLine | null {
  const t = Tokens.of(line);
  let onlyIf: AlternativeCostLine['onlyIf'];
  if (t.word() === 'if') {
    const condition = ifYouControl(t);
    if (!condition || !t.accept(',')) return null;
    onlyIf = condition;
  }
  // "If you control a Forest, rather than pay CARDNAME's mana cost, you may ...": the same permission, worded first.
  const first = onlyIf !== undefined && t.accept('rather', 'than', 'pay', "cardname's", 'mana', 'cost', ',');
  if (!t.accept('you', 'may')) return null;
  const parts: CostPart[] = [];
  do {
    const part = alternativePart(t);
    if (!part || parts.some((p) => p.kind === part.kind)) return null;
    parts.push(part);
  } while (t.accept('and'));
  if (first ? !t.accept('.') : !t.accept('rather', 'than', 'pay', "cardname's", 'mana', 'cost', '.')) return null;
  if (!t.done) return null;
  return onlyIf ? { parts, onlyIf } : { parts };
}

function alternativePart(t: Tokens): CostPart | null {
  const start = t.pos;
  if (t.accept('have', 'an', 'opponent', 'gain')) {
    const n = t.next();
    if (!n || n.kind !== 'number' || !/^\d+$/.test(n.text) || !t.accept('life')) return reset(t, start);
    return { kind: 'opponentGainsLife', n: Number(n.text) };
  }
  if (t.word() === 'pay' && t.peek(1)?.kind === 'symbol') {
    t.next();
    const symbols: string[] = [];
    while (t.peek()?.kind === 'symbol') symbols.push(t.next()?.text ?? '');
    return symbols.every((s) => MANA_SYMBOL.test(s) && s !== '{X}') ? { kind: 'mana', mana: symbols.join('') } : null;
  }
  if (t.accept('exile')) {
    // "exile a blue card from your hand": cards of the caster's hand (the spell itself is on the stack by then, 601.2a).
    const n = count(t);
    const from = t.pos;
    const option = n === null ? null : object(t, n > 1, { cardIn: 'hand' });
    const text = t.tokens
      .slice(from, t.pos)
      .map((x) => x.text)
      .join(' ');
    if (n === null || !option || option.kind !== 'object' || option.zone !== 'hand' || !t.accept('from', 'your', 'hand'))
      return reset(t, start);
    return { kind: 'exile', self: false, n, option, text };
  }
  const part = verbPhrase(t);
  if (!part) return reset(t, start);
  const chosen = (part.kind === 'sacrifice' || part.kind === 'return' || part.kind === 'discard') && !part.self;
  if (chosen && part.kind === 'discard' && part.random) return reset(t, start);
  return chosen || part.kind === 'life' || part.kind === 'tapUntapped' ? part : reset(t, start);
}

function reset(t: Tokens, at: number): null {
  t.pos = at;
  return null;
}
