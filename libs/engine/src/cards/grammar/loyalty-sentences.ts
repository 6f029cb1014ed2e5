import { Effect, Selector } from '../ability';
import { IMPLEMENTED_KEYWORDS } from '../keywords';
import { PlayerRef, Quantity, SelectorOption } from '../selector';
import { object, quantity, target } from './selector';
import { amount, equalTo, forEach } from './quantity';
import { Color } from '../card';
import { TokenDefinition } from '../ability';
import { Tokens } from './tokens';

/**
 * Sentences of loyalty abilities (606) read by the grammar, built from the phrase nonterminals of
 * selector.ts (target, object, quantity):
 *
 *   sentence   := "CARDNAME" "deals" quantity "damage" "to" target "and" "each" object ["they" "control"]
 *               | "Destroy" "all" ["other"] object' [target' "controls"] ["except" "for" (object' | "tokens") ("and" ...)*]
 *               | "Gain" "control" "of" "all" object' [target' "controls"]
 *               | target "gains" keywords "until" "end" "of" "turn"
 *               | target "doesn't" "untap" "during" "its" "controller's" "next" "untap" "step"
 *               | "Create" quantity P/T colors Subtype+ ["artifact"] "creature" ("token" | "tokens")
 *                 ["with" (keywords | '"' text '"')] ["," "where" "X" "is" amount | forEach]
 *   colors     := color ("and" color)* | "colorless"
 *   keywords   := keyword ("," keyword)* [","] "and" keyword
 *               | "Until" "end" "of" "turn" "," "CARDNAME" "becomes" "a" P/T Subtype+ "creature" ["with" keywords] "that's" "still" "a" "planeswalker"
 *               | "Prevent" "all" "damage" "that" "would" "be" "dealt" "to" ("him" | "her" | "it") "this" "turn"
 *               | "Put" "all" cards' "from" "all" "graveyards" "onto" "the" "battlefield" "under" "your" "control"
 *   target'    := "target" ("player" | "opponent")
 *
 * A variable number of targets ("up to one target creature", "up to four target Forests", "two
 * target lands": 115.1, 601.2c) is read by withVariableTargets around any of these sentences or the
 * compiler's.
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
  // "all other permanents": not the ability's source.
  const other = plural && t.accept('other');
  const each = object(t, plural, { andList: true });
  if (!each || each.kind !== 'object' || each.zone !== 'battlefield') return null;
  if (other) each.filters.push({ kind: 'other' });
  // "all other permanents except for lands and tokens": none of these.
  if (plural && t.accept('except', 'for')) {
    do {
      if (t.accept('tokens')) each.filters.push({ kind: 'not', filter: { kind: 'token' } });
      else {
        const kind = object(t, true);
        if (!kind || kind.kind !== 'object' || kind.filters.length !== 1) return null;
        each.filters.push({ kind: 'not', filter: kind.filters[0] });
      }
    } while (t.accept('and') || t.accept(','));
  }
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

/**
 * "Destroy all lands target player controls.", "Destroy all creatures with power 4 or greater." (701.8a);
 * "Destroy each artifact you don't control." (the same: every one it describes, 702.96a overload's text).
 */
function destroyAll(t: Tokens, targets: Selector[]): Effect[] | null {
  const all = t.accept('destroy', 'all');
  if (!all && !t.accept('destroy', 'each')) return null;
  const each = eachPhrase(t, all, targets, null);
  return each && t.done ? [{ kind: 'destroyEach', ...each }] : null;
}

/** "Exile all artifacts.", "Exile all creatures with power 3 or less." (701.13a): the permanents it describes as it resolves. */
function exileAll(t: Tokens, targets: Selector[]): Effect[] | null {
  if (!t.accept('exile', 'all')) return null;
  const each = eachPhrase(t, true, targets, null);
  return each && t.done ? [{ kind: 'exileEach', ...each }] : null;
}

const TYPE_PLURALS = new Set(['artifact', 'creature', 'enchantment', 'land', 'planeswalker']);

/**
 * 611.2c: "Gain control of all artifacts and creatures target opponent controls." (Tezzeret, Master of Metal), "Gain
 * control of all lands target player controls.": the permanents it describes as it resolves, for good.
 */
function gainControlAll(t: Tokens, targets: Selector[]): Effect[] | null {
  if (!t.accept('gain', 'control', 'of', 'all')) return null;
  // "all artifacts and creatures": each permanent of either type (the words as "artifacts and/or creatures").
  const pair = /^gain control of all ([a-z]+)s and ([a-z]+)s /i.exec(t.source);
  if (pair && TYPE_PLURALS.has(pair[1]) && TYPE_PLURALS.has(pair[2]) && pair[1] !== pair[2]) {
    const rest = Tokens.of(`${pair[1]}s and/or ${pair[2]}s ${t.source.slice(pair[0].length)}`);
    const each = eachPhrase(rest, true, targets, null);
    return each && rest.done ? [{ kind: 'gainControlEach', ...each }] : null;
  }
  const each = eachPhrase(t, true, targets, null);
  return each && t.done ? [{ kind: 'gainControlEach', ...each }] : null;
}

/**
 * "Return each nonland permanent you don't control to its owner's hand." (702.96a Cyclonic Rift's
 * overloaded text): the permanents it describes as it resolves, each to its owner's hand (400.3).
 */
function returnEach(t: Tokens, targets: Selector[]): Effect[] | null {
  // "Return all creatures to their owners' hands." (Evacuation; "their owner's hand" in older wording): the same, each to its owner's hand.
  const all = t.accept('return', 'all');
  if (!all && !t.accept('return', 'each')) return null;
  const each = eachPhrase(t, all, targets, null);
  const to = all
    ? t.accept('to', 'their', "owners'", 'hands') || t.accept('to', 'their', "owner's", 'hand')
    : t.accept('to', 'its', "owner's", 'hand');
  return each && to && t.done ? [{ kind: 'returnEachToHand', ...each }] : null;
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

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** Whether a text of abilities (a token's "{T}: Add {G}.") is understood in full: the compiler's to say. */
export type TextUnderstood = (text: string) => boolean;

/**
 * 111.1, 111.2, 111.4: "Create a 2/2 white Knight Ally creature token.", "Create a 1/1 green Elf
 * Druid creature token with "{T}: Add {G}."", "Create X 2/2 white Cat creature tokens, where X is
 * your life total.", "Create a 6/6 green Wurm creature token for each land you control." A token the text does not name is named after its subtypes, plus "Token".
 */
function createTokens(t: Tokens, understood: TextUnderstood, eventX = false): Effect[] | null {
  if (!t.accept('create')) return null;
  // 608.2h: "Create a number of 1/1 black Harpy creature tokens with flying equal to your devotion to black."
  const numbered = t.accept('a', 'number', 'of');
  const count = numbered ? ({ kind: 'fixed', n: 2 } as const) : quantity(t);
  const pt = /^(\d+)\/(\d+)$/.exec(t.peek()?.text ?? '');
  // 604.3, 613.4a: "Create a white Avatar creature token with "This creature's power and toughness are each equal to
  // your life total."" (Ajani Goldmane): no power and toughness printed, a characteristic-defining ability sets them.
  const defined = !pt && / with "This creature's power and toughness are each equal to [^"]+\."$/.test(t.source);
  if (!count || (!pt && !defined)) return null;
  if (pt) t.next();
  const colors: Color[] = [];
  if (!t.accept('colorless'))
    do {
      const c = COLOR_WORDS[t.word() ?? ''];
      if (!c) return null;
      colors.push(c);
      t.next();
    } while (t.accept('and'));
  const subtypes: string[] = [];
  while (/^[A-Z][a-z]+$/.test(t.peek()?.text ?? '') && t.peek()?.text !== 'CARDNAME') subtypes.push(t.next()?.text ?? '');
  const artifact = t.accept('artifact');
  const plural = count.kind !== 'fixed' || count.n !== 1;
  if (subtypes.length === 0 || !t.accept('creature') || !t.accept(plural ? 'tokens' : 'token')) return null;
  let text: string | undefined;
  if (t.accept('with')) {
    if (t.peek()?.text === '"') {
      const open = t.next() as { at: number };
      const close = t.tokens.findIndex((x, i) => i >= t.pos && x.text === '"');
      if (close < 0) return null;
      text = t.source.slice(open.at + 1, t.tokens[close].at).trim();
      t.pos = close + 1;
    } else {
      const words: string[] = [];
      let current: string[] = [];
      while (!t.done && t.peek()?.text !== ',' && !(numbered && t.word() === 'equal')) {
        const w = t.next()?.text ?? '';
        if (w === 'and') {
          words.push(current.join(' '));
          current = [];
        } else current.push(w);
      }
      words.push(current.join(' '));
      if (!words.every((k) => IMPLEMENTED_KEYWORDS.has(k))) return null;
      text = words.map((k) => k[0].toUpperCase() + k.slice(1)).join(', ');
    }
    if (!understood(text)) return null;
  }
  let n: Quantity = count;
  if (numbered) {
    const q = equalTo(t, { lastTarget: null });
    if (!q) return null;
    n = q;
  }
  // 608.2h: "Create a 6/6 green Wurm creature token for each land you control": one token per object counted as it resolves.
  const each = !numbered && count.kind === 'fixed' && count.n === 1 && t.word() === 'for' ? forEach(t) : null;
  if (each) n = each;
  else if (count.kind === 'x' && eventX && t.done) {
    // 603.2: "create that many ... tokens": the amount of the trigger event (the ability's X, fixed as it triggered).
    n = count;
  } else if (count.kind === 'x') {
    // 107.3a: here X is defined by the text, not announced.
    if (!t.accept(',', 'where', 'x', 'is')) return null;
    const q = amount(t, { lastTarget: null });
    if (!q || q.kind === 'fixed' || q.kind === 'x') return null;
    n = q;
  }
  if (!t.done) return null;
  const token: TokenDefinition = {
    name: `${subtypes.join(' ')} Token`,
    colors,
    types: artifact ? ['Artifact', 'Creature'] : ['Creature'],
    subtypes,
    power: pt ? Number(pt[1]) : null,
    toughness: pt ? Number(pt[2]) : null,
    ...(text !== undefined ? { text } : {}),
  };
  return [n.kind === 'fixed' ? { kind: 'createTokens', count: n.n, token } : { kind: 'createTokens', count: 0, token, amount: n }];
}

/** A sentence that creates creature tokens (one effect), or null. */
export function createTokensSentence(sentence: string, understood: TextUnderstood, eventX = false): Effect | null {
  const effects = createTokens(Tokens.of(sentence), understood, eventX);
  return effects && effects.length === 1 ? effects[0] : null;
}

/** 502.3: "Target permanent doesn't untap during its controller's next untap step." */
function doesntUntapNext(t: Tokens, targets: Selector[]): Effect[] | null {
  const at = targetAt(t, targets);
  if (at === null || targets[at].options.some((o) => o.kind !== 'object' || o.zone !== 'battlefield')) return null;
  if (!t.accept("doesn't", 'untap', 'during', 'its', "controller's", 'next', 'untap', 'step') || !t.done) return null;
  return [{ kind: 'doesntUntapNext', target: at }];
}

/** "flying, indestructible, and haste", "indestructible": keywords the engine plays, up to `stop` (a word) or the end. */
export function keywordList(t: Tokens, stop: string | null): string[] | null {
  const words: string[] = [];
  let current: string[] = [];
  while (!t.done && t.word() !== stop) {
    const w = t.next()?.text ?? '';
    if (w === ',' || w === 'and') {
      if (current.length > 0) words.push(current.join(' '));
      current = [];
      continue;
    }
    current.push(w.toLowerCase());
  }
  if (current.length > 0) words.push(current.join(' '));
  return words.length > 0 && words.every((k) => IMPLEMENTED_KEYWORDS.has(k)) ? words : null;
}

/**
 * 613.1d, 205.1b: "Until end of turn, CARDNAME becomes a 5/5 Human Soldier Ally creature with
 * indestructible that's still a planeswalker." (Gideon): the source becomes a creature with these
 * creature types, base power and toughness and keywords, and keeps its other types. Without "that's
 * still a planeswalker" the new type would replace the old ones (205.1a): not read.
 */
function becomesCreature(t: Tokens): Effect[] | null {
  if (!t.accept('until', 'end', 'of', 'turn', ',', 'cardname', 'becomes', 'a')) return null;
  const pt = /^(\d+)\/(\d+)$/.exec(t.peek()?.text ?? '');
  if (!pt) return null;
  t.next();
  const subtypes: string[] = [];
  while (/^[A-Z][a-z]+$/.test(t.peek()?.text ?? '') && t.peek()?.text !== 'CARDNAME') subtypes.push(t.next()?.text ?? '');
  if (subtypes.length === 0 || !t.accept('creature')) return null;
  let keywords: string[] = [];
  if (t.accept('with')) {
    const read = keywordList(t, "that's");
    if (!read) return null;
    keywords = read;
  }
  if (!t.accept("that's", 'still', 'a', 'planeswalker') || !t.done) return null;
  return [{ kind: 'sourceBecomesCreature', power: Number(pt[1]), toughness: Number(pt[2]), subtypes, keywords }];
}

/**
 * 611.2c, 613.4b: "Artifacts you control become artifact creatures with base power and toughness 5/5 until end of turn."
 * (Tezzeret the Seeker): the plural object of the selector grammar (on the battlefield), each of which becomes an
 * [artifact] creature with that base power and toughness. Its new types are added to the old ones only when they
 * include a type it has ("artifact creatures" of artifacts): else it would lose them (205.1a), not read.
 */
function eachBecomesCreatures(sentence: Tokens): Effect[] | null {
  // The sentence's first word is a card type ("Artifacts"), not a subtype, capitalized as a sentence begins.
  const t = Tokens.of(sentence.source[0].toLowerCase() + sentence.source.slice(1));
  const each = object(t, true);
  if (!each || each.kind !== 'object' || each.zone !== 'battlefield' || !t.accept('become')) return null;
  const artifact = t.accept('artifact');
  if (!t.accept('creatures', 'with', 'base', 'power', 'and', 'toughness')) return null;
  const pt = /^(\d+)\/(\d+)$/.exec(t.peek()?.text ?? '');
  if (!pt) return null;
  t.next();
  if (!t.accept('until', 'end', 'of', 'turn') || !t.done) return null;
  const types = each.filters.filter((f) => f.kind === 'type');
  if (!artifact || types.length !== 1 || types[0].kind !== 'type' || types[0].anyOf.join() !== 'Artifact') return null;
  return [
    {
      kind: 'eachBecomesCreature',
      objects: { kind: 'each', each },
      power: Number(pt[1]),
      toughness: Number(pt[2]),
      subtypes: [],
      keywords: [],
      artifact: true,
    },
  ];
}

/** 615.1a: "Prevent all damage that would be dealt to him this turn." (him, her, it: the source, CARDNAME). */
function preventAllDamageToSource(t: Tokens): Effect[] | null {
  if (!t.accept('prevent', 'all', 'damage', 'that', 'would', 'be', 'dealt', 'to')) return null;
  if (!(t.accept('him') || t.accept('her') || t.accept('it') || t.accept('cardname'))) return null;
  return t.accept('this', 'turn') && t.done ? [{ kind: 'preventAllDamageToSource' }] : null;
}

/**
 * 400.1, 110.2: "Put all creature cards from all graveyards onto the battlefield under your control." (Liliana Vess):
 * cards' is the selector grammar's plural object with "card" its noun, in graveyards (any owner's).
 */
function putAllFromGraveyards(t: Tokens): Effect[] | null {
  if (!t.accept('put', 'all')) return null;
  const each = object(t, true, { cardIn: 'graveyard' });
  if (!each || each.kind !== 'object' || each.zone !== 'graveyard' || each.filters.some((f) => f.kind === 'owner')) return null;
  if (!t.accept('from', 'all', 'graveyards', 'onto', 'the', 'battlefield', 'under', 'your', 'control') || !t.done) return null;
  return [{ kind: 'graveyardsToBattlefield', each }];
}

/** "Destroy all X" (701.8a) and "Exile all X" (701.13a) in any spell or ability: its one effect, or null (and `targets` as it was). */
export function allPermanentsSentence(sentence: string, targets: Selector[]): Effect | null {
  for (const reader of [destroyAll, exileAll, returnEach, gainControlAll]) {
    const before = targets.length;
    const effects = reader(Tokens.of(sentence), targets);
    if (effects && effects.length === 1) return effects[0];
    targets.length = before;
  }
  return null;
}

/** One sentence of a loyalty ability read by this grammar: its effects, or null (and `targets` as it was). */
export function loyaltySentence(sentence: string, targets: Selector[], understood: TextUnderstood = () => false): Effect[] | null {
  const readers: ((t: Tokens, targets: Selector[]) => Effect[] | null)[] = [
    damageToTargetAndEach,
    destroyAll,
    exileAll,
    returnEach,
    gainControlAll,
    gainsKeywords,
    doesntUntapNext,
    becomesCreature,
    eachBecomesCreatures,
    preventAllDamageToSource,
    putAllFromGraveyards,
    (t) => createTokens(t, understood),
  ];
  for (const reader of readers) {
    const before = targets.length;
    const effects = reader(Tokens.of(sentence), targets);
    if (effects) return effects;
    targets.length = before;
  }
  return null;
}

/** What reads one sentence into effects, adding its targets (this file's readers, then the compiler's). */
export type EffectsReader = (sentence: string, targets: Selector[]) => Effect[] | null;

/** A phrase that stands for the variable target while the sentence's verb is read: any reader that takes "target permanent" or "target player". */
function standIn(s: Omit<Selector, 'text'>): string | null {
  if (s.options.every((o) => o.kind === 'object' && o.zone === 'battlefield')) return 'target permanent';
  if (s.options.every((o) => o.kind === 'player')) return 'target player';
  // 115.1: cards in a graveyard ("up to two target creature cards from your graveyard"): the same zone, the same owner.
  const graveyard = s.options.every((o) => o.kind === 'object' && o.zone === 'graveyard');
  const owned = s.options.map((o) => o.kind === 'object' && o.filters.some((f) => f.kind === 'owner' && f.is === 'you'));
  if (graveyard && owned.every(Boolean)) return 'target card from your graveyard';
  const anyOwner = s.options.every((o) => o.kind === 'object' && !o.filters.some((f) => f.kind === 'owner'));
  if (graveyard && anyOwner) return 'target card from a graveyard';
  return null;
}

/** Whether an effect names target `index` only as its own `target` (no "it", no "that player" inside it). */
function onlyAsTarget(effect: Effect, index: number): boolean {
  const { target: _, ...rest } = effect as Effect & { target?: number };
  return !new RegExp(`"index":${index}[,}]`).test(JSON.stringify(rest));
}

/**
 * 115.1, 601.2c: a sentence with a variable number of targets: "Put a +1/+1 counter on up to one
 * target creature", "Untap up to four target Forests", "Untap two target lands". The verb is read
 * with a stand-in phrase by `read`, then the target is the phrase as written, chosen from `min` to
 * `max` times: "up to one" is one target that may be left unchosen (115.6); "up to four" or "two"
 * are that many targets of one word (115.3: never the same object twice), each with the effect
 * (608.2b: each target illegal on resolution is left alone). Several targets are read only in the
 * last sentence of an ability (`last`), and only when the effect names them as its target: a later
 * "they" or "it" would not know which of them it means. Null when the sentence has no such phrase
 * or is not read in full.
 */
export function withVariableTargets(sentence: string, targets: Selector[], last: boolean, read: EffectsReader): Effect[] | null {
  const t = Tokens.of(sentence);
  for (let i = 0; i < t.tokens.length; i++) {
    const w = t.tokens[i].text.toLowerCase();
    if (w !== 'up' && t.tokens[i + 1]?.text.toLowerCase() !== 'target') continue;
    t.pos = i;
    const value = target(t);
    if (!value || (value.count.min === 1 && value.count.max === 1)) continue;
    const stand = standIn(value);
    if (!stand || JSON.stringify(value.options).includes('"kind":"x"')) return null;
    const from = t.tokens[i].at;
    const end = t.tokens[t.pos - 1].at + t.tokens[t.pos - 1].text.length;
    const phrase = sentence.slice(from, end);
    // "deals 2 damage to each of two target creatures" (Jagged Lightning): the same effect on each of those targets, as
    // "two target creatures" is read (115.1, 608.2b); the words "each of" go with the stand-in.
    const eachOf =
      value.count.max > 1 && i >= 2 && t.tokens[i - 2].text.toLowerCase() === 'each' && t.tokens[i - 1].text.toLowerCase() === 'of';
    const cut = eachOf ? t.tokens[i - 2].at : from;
    const rewritten = sentence.slice(0, cut) + (cut === 0 ? stand[0].toUpperCase() + stand.slice(1) : stand) + sentence.slice(end);
    const before = targets.length;
    const effects = read(rewritten, targets);
    const added = targets
      .slice(before)
      .map((s, k) => (s.text.toLowerCase() === stand ? before + k : -1))
      .filter((k) => k >= 0);
    if (!effects || added.length !== 1) {
      targets.length = before;
      return null;
    }
    const at = added[0];
    const text = phrase[0].toLowerCase() + phrase.slice(1);
    if (value.count.max === 1) {
      targets[at] = { ...value, text };
      return effects;
    }
    // Several targets: the last sentence, the last target, named only as the effects' target.
    const n = value.count.max;
    // 401.4: several cards put into a library at once are ordered by their owner, a choice not offered: refused.
    const intoLibrary = effects.some((e) => e.kind === 'moveZone' && e.to.zone === 'library' && e.to.position !== 'shuffle');
    if (!last || intoLibrary || at !== targets.length - 1 || !effects.every((e) => onlyAsTarget(e, at))) {
      targets.length = before;
      return null;
    }
    targets.length = at;
    for (let k = 0; k < n; k++)
      targets.push({ ...value, count: { kind: 'target', min: value.count.min === 0 ? 0 : 1, max: 1 }, text, word: at });
    return effects.flatMap((e) =>
      'target' in e && e.target === at ? Array.from({ length: n }, (_, k) => ({ ...e, target: at + k }) as Effect) : [e],
    );
  }
  return null;
}

const THOSE_DONT_UNTAP = [
  "Those creatures don't untap during their controller's next untap step",
  "Those creatures don't untap during their controllers' next untap steps",
];

/**
 * 115.1, 601.2c: a spell's sentence with a variable number of targets ("Tap up to two target
 * creatures."), read as withVariableTargets reads it: several targets only in the spell's last
 * sentence, or the one before "Those creatures don't untap ..." (which names them all, thoseDontUntap).
 */
export function spellVariableTargets(sentence: string, sentences: string[], targets: Selector[], read: EffectsReader): Effect[] | null {
  const n = sentences.length;
  const last = sentence === sentences[n - 1] || (n >= 2 && sentence === sentences[n - 2] && THOSE_DONT_UNTAP.includes(sentences[n - 1]));
  return withVariableTargets(sentence, targets, last, read);
}

/**
 * 502.3, 608.2c: "Those creatures don't untap during their controller's next untap step." right after
 * tapping the targets of one word ("Tap up to two target creatures."): each of those targets (one
 * left unchosen or illegal on resolution is left alone, 608.2b). True when read.
 */
export function thoseDontUntap(sentence: string, effects: Effect[], targets: Selector[]): boolean {
  if (!THOSE_DONT_UNTAP.includes(sentence)) return false;
  const last = effects[effects.length - 1];
  if (!last || last.kind !== 'tap' || !('target' in last)) return false;
  const word = targets[last.target]?.word;
  if (word === undefined) return false;
  const group = targets.flatMap((s, i) => (s.word === word ? [i] : []));
  const taps = effects.slice(effects.length - group.length);
  if (taps.length !== group.length || !taps.every((e, k) => e.kind === 'tap' && 'target' in e && e.target === group[k])) return false;
  effects.push(...group.map((target): Effect => ({ kind: 'doesntUntapNext', target })));
  return true;
}
