import { CompiledCard } from './ability';
import { CardDefinition } from './card';
import { compileCard } from './oracle-compiler';
import { Unsupported } from '../unsupported';
import { cardName, joined, Message, msg, render } from '../trace/message';

const cache = new WeakMap<CardDefinition, CompiledCard>();

/** A card's compiled abilities, compiled once per definition (definitions are immutable). */
export function compiled(card: CardDefinition): CompiledCard {
  let c = cache.get(card);
  if (!c) {
    c = compileCard(card);
    cache.set(card, c);
  }
  return c;
}

/**
 * A definition the engine builds from others (702.102b: a fused split spell from its two halves), its
 * abilities built from theirs rather than read again from its text. Set once, before it is first read.
 */
export function primeCompiled(card: CardDefinition, c: CompiledCard): void {
  if (!cache.has(card)) cache.set(card, c);
}

export function hasKeyword(card: CardDefinition, keyword: string): boolean {
  return compiled(card).abilities.some((a) => a.kind === 'keyword' && a.keyword === keyword);
}

/**
 * The lines of `card` the engine does not understand, among those that matter here (`matters`; all
 * of them by default). The one check behind every path by which a card's text comes to matter.
 */
export function notUnderstood(card: CardDefinition, matters?: (line: string) => boolean): string[] {
  const lines = compiled(card).unsupported;
  return matters ? lines.filter(matters) : lines;
}

/** The text a refusal names (UNSUPPORTED_CARD): the lines not understood and, where the grammar can tell, the words it stopped at. */
export function notUnderstoodMessage(card: CardDefinition, lines: readonly string[]): Message {
  const stops = (compiled(card).stoppedAt ?? [])
    .filter((s) => lines.includes(s.line))
    .map((s) => msg('compiled.grammarStops', { line: s.line, words: s.words }));
  return msg('compiled.notUnderstood', { name: cardName(card), lines: joined(lines, ' / '), stops: joined(stops, '') });
}

/**
 * A card whose text matters now (it is cast, played, put onto the battlefield, or one of its abilities
 * works from where it is) is never treated as blank: 422 UNSUPPORTED_CARD naming that text, or, when
 * the request allows unsupported cards, that text is ignored and listed once under `warnings`.
 */
export function requireUnderstood(
  ctx: { allowUnsupported?: boolean; warnings?: Message[] },
  card: CardDefinition,
  matters?: (line: string) => boolean,
): void {
  const lines = notUnderstood(card, matters);
  if (lines.length === 0) return;
  const message = notUnderstoodMessage(card, lines);
  if (!ctx.allowUnsupported) throw new Unsupported('UNSUPPORTED_CARD', message);
  const warning = msg('compiled.ignored', { message });
  const text = render(warning);
  if (!ctx.warnings?.some((w) => render(w).endsWith(text))) ctx.warnings?.push(warning);
}

/**
 * 113.6b, 113.6k, 702.35a: the lines of a card that can work as it is discarded say so: madness,
 * "discard CARDNAME" (a replacement or a trigger of its own discard).
 */
export function worksWhenDiscarded(card: CardDefinition): (line: string) => boolean {
  const name = card.name.toLowerCase();
  return (line) => {
    const l = line.toLowerCase();
    return /^madness\b/.test(l) || l.includes(`discard ${name}`) || l.includes(`discards ${name}`);
  };
}

/**
 * 113.6b, 113.6k, 113.6m, 702.52a: the triggered and static lines of a card that work while it is in
 * a graveyard, with no action naming it: dredge, and abilities that say they return or use this
 * card from the graveyard or while it is there (Bloodghast, Ichorid). Activated abilities from a
 * graveyard are checked when they are activated.
 */
export function worksInGraveyard(card: CardDefinition): (line: string) => boolean {
  const names = [card.name.toLowerCase(), 'this card'];
  return (line) => {
    const l = line.toLowerCase();
    if (/^dredge\b/.test(l)) return true;
    // 113.6e-f: a permission to cast it from there matters only when it is cast, which checks it then.
    if (/^you may (?:cast|play)\b/.test(l)) return false;
    // "{cost}: effect" is activated (602.1); a trigger or static line has no colon before its first sentence ends.
    if (/^[^.]*:\s/.test(l) && !/^[^:]*\b(?:when|whenever|at)\b/.test(l)) return false;
    return names.some((n) => l.includes(`${n} from your graveyard`) || l.includes(`${n} is in your graveyard`));
  };
}

/** 113.6b, 113.6k, 702.29a: the lines that can work while a card is in a hand, or as it is cycled or discarded from there. */
export function worksFromHand(card: CardDefinition): (line: string) => boolean {
  const discarded = worksWhenDiscarded(card);
  return (line) => discarded(line) || /\bcycl|\bfrom (?:your|a|its owner's) hand\b/i.test(line);
}
