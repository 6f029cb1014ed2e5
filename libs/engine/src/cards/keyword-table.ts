import { Ability, CompiledCard, Effect, Trigger } from './ability';
import { Selector } from './selector';
import { CardDefinition } from './card';

/**
 * The table through which keyword files (keywords/702.x-*.ts) teach the card language their
 * phrase: the language imports nothing from keywords/ or rules/; each keyword registers what one
 * item of a keyword line means ("soulshift 3", "delve"), expanded into abilities the language
 * already has. keywords/phrases.ts registers them all; the engine's entry points import it.
 */
export interface KeywordPhrase {
  /** The rule that defines the keyword (702.46a): what its expansion stands for. */
  rule: string;
  /**
   * One item of a keyword line, lower-case ("soulshift 3") -> the abilities it means, or null
   * when the item is not this keyword (or a form of it the engine does not implement).
   */
  abilities?(item: string): Ability[] | null;
  /**
   * What a delayed triggered ability the keyword creates does (603.7), read from the rules text the
   * board carries for it (702.109a dash's return), or null when the text is not this keyword's.
   */
  delayed?(text: string): Effect[] | null;
  /** A keyword action's sentence (701.37a "Monstrosity 3") -> the effect it stands for, or null when it is not this one. */
  action?(sentence: string): Effect | null;
  /**
   * A keyword action's sentence that any spell or ability may say, about no object of its own (701.39a "Bolster 2",
   * 701.34a "Proliferate") -> the effect it stands for, or null when it is not this one.
   */
  instruction?(sentence: string): Effect | null;
  /**
   * 608.2c: a sentence joining another instruction and this keyword action with ", then" ("Draw two cards, then
   * proliferate.") -> its instructions in order, or null when it is not one.
   */
  split?(sentence: string): string[] | null;
  /**
   * A keyword action's sentence with targets of its own (701.41a "Support 2": up to two [other] target creatures) ->
   * its targets and effects (effects' `target` and targets' `word` counted from 0), or null when it is not this one.
   * `on`: what the text is on, which can change the meaning (a permanent's ability, an instant's or sorcery's spell).
   */
  targeted?(sentence: string, on: 'permanent' | 'spell'): { targets: Selector[]; effects: Effect[] } | null;
  /**
   * A whole line of the keyword with its cost or number, in its printed case ("Cycling {2}", "Fading 3", "Suspend
   * 4—{R}"), or a line about the keyword ("If CARDNAME was kicked, it enters with ...") -> the abilities it means, or
   * null when the line is not this keyword's.
   */
  line?(line: string): Ability[] | null;
  /**
   * A sentence that changes the effect read just before it (702.33e "If CARDNAME was kicked, it deals 4 damage to that
   * creature or player instead"): true when it did, `effects` (and `targets`) then updated.
   */
  amends?(sentence: string, effects: Effect[], targets: Selector[]): boolean;
  /**
   * A sentence whose instruction happens only under the keyword's condition (702.33e "If this spell was kicked,
   * [effect]"), `read` reading the instruction as any sentence of a spell -> the effect, or null.
   */
  conditional?(sentence: string, read: (sentence: string, targets: Selector[]) => Effect | null): Effect | null;
  /**
   * Whether the rest of the card lets the keyword be understood: a keyword whose meaning depends on
   * the card's other text (702.96a overload changes it) checks it here, `compile` reading a card.
   */
  verify?(card: CardDefinition, compile: (card: CardDefinition) => CompiledCard): boolean;
}

const phrases: KeywordPhrase[] = [];

/** Adds a keyword's phrase to the language (once per keyword file). */
export function registerKeywordPhrase(phrase: KeywordPhrase): void {
  if (!phrases.includes(phrase)) phrases.push(phrase);
}

/** What a keyword line's item means through a registered keyword, or null when none reads it. */
export function keywordPhraseAbilities(item: string): Ability[] | null {
  for (const p of phrases) {
    const abilities = p.abilities?.(item);
    if (abilities) return abilities;
  }
  return null;
}

/** Whether the keyword reading `item` accepts the card it is on (KeywordPhrase.verify); true for those that do not check. */
export function keywordPhraseVerified(item: string, card: CardDefinition, compile: (card: CardDefinition) => CompiledCard): boolean {
  const phrase = phrases.find((p) => (p.abilities?.(item) ?? null) !== null);
  return !phrase?.verify || phrase.verify(card, compile);
}

/** What a delayed triggered ability's text means through a registered keyword (603.7), or null when none reads it. */
export function keywordDelayedEffects(text: string): Effect[] | null {
  for (const p of phrases) {
    const effects = p.delayed?.(text);
    if (effects) return effects;
  }
  return null;
}

/** What a keyword's whole line means through a registered keyword (KeywordPhrase.line), or null when none reads it. */
export function keywordLineAbilities(line: string): Ability[] | null {
  for (const p of phrases) {
    const abilities = p.line?.(line);
    if (abilities) return abilities;
  }
  return null;
}

/** Whether a registered keyword read the sentence as a change to the effect before it (KeywordPhrase.amends). */
export function keywordAmends(sentence: string, effects: Effect[], targets: Selector[]): boolean {
  return phrases.some((p) => p.amends?.(sentence, effects, targets) === true);
}

/** What a sentence under a keyword's condition means through a registered keyword (KeywordPhrase.conditional), or null. */
export function keywordConditional(sentence: string, read: (sentence: string, targets: Selector[]) => Effect | null): Effect | null {
  for (const p of phrases) {
    const effect = p.conditional?.(sentence, read);
    if (effect) return effect;
  }
  return null;
}

/** A keyword file's reader of its line as KeywordPhrase.line wants it: its one ability, or null. */
export function oneAbility(read: (line: string) => Ability | null): (line: string) => Ability[] | null {
  return (line) => {
    const a = read(line);
    return a ? [a] : null;
  };
}

/** A keyword of a keyword line ("prowess") that stands for itself and one ability of the language: KeywordPhrase.abilities. */
export function keywordWith(keyword: string, ability: () => Ability): (item: string) => Ability[] | null {
  return (item) => (item === keyword ? [{ kind: 'keyword', keyword, text: keyword }, ability()] : null);
}

/** What a keyword action's sentence means through a registered keyword (701.x), or null when none reads it. */
export function keywordActionEffect(sentence: string): Effect | null {
  for (const p of phrases) {
    const effect = p.action?.(sentence);
    if (effect) return effect;
  }
  return null;
}

/** What a keyword action's sentence said in any spell or ability means (701.39a, 701.34a), or null when none reads it. */
export function keywordInstruction(sentence: string): Effect | null {
  for (const p of phrases) {
    const effect = p.instruction?.(sentence);
    if (effect) return effect;
  }
  return null;
}

/**
 * A keyword action's sentence with targets of its own (701.41a), read into `targets` (appended after those there, their
 * word and the effects' target shifted to match): its effects, or null when none reads it.
 */
export function keywordTargetedInstruction(sentence: string, targets: Selector[], on: 'permanent' | 'spell'): Effect[] | null {
  for (const p of phrases) {
    const read = p.targeted?.(sentence, on);
    if (!read) continue;
    const at = targets.length;
    targets.push(...read.targets.map((t) => (t.word !== undefined ? { ...t, word: t.word + at } : t)));
    return read.effects.map((e) => ('target' in e ? ({ ...e, target: e.target + at } as Effect) : e));
  }
  return null;
}

/** 608.2c: a sentence "[instruction], then [keyword action]" as its instructions in order, or [sentence] when none splits it. */
export function keywordInstructionSplit(sentence: string): string[] {
  for (const p of phrases) {
    const parts = p.split?.(sentence);
    if (parts) return parts.flatMap((x) => (x === sentence ? [x] : keywordInstructionSplit(x)));
  }
  return [sentence];
}

/** A keyword's triggered ability with no target and no intervening "if" (603.1), as most keywords of 702 expand. */
export function keywordTrigger(trigger: Trigger, effects: Effect[], text: string, rule: string): Ability {
  return { kind: 'triggered', trigger, condition: null, targets: [], effects, text, rule };
}
