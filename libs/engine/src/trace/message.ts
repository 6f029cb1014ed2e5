/**
 * Structured messages: the engine never writes a sentence. It records a key of the message catalog
 * and its parameters; the sentence is rendered at the end (the answer, the API) in the language the
 * client asked for (trace/messages/en.ts, fr.ts: one catalog per language, the same keys).
 * Card names are parameters of their own, rendered late: the French name when the catalog has it.
 */
import { en, MessageKey } from './messages/en';
import { fr } from './messages/fr';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** A card named in a message: its English name, and its French name when the catalog gives one. */
export interface CardName {
  readonly card: string;
  readonly fr?: string;
}

/** Parameters joined by a separator (punctuation, the same in every language). */
export interface Joined {
  readonly join: readonly Param[];
  readonly separator: string;
}

/**
 * Items joined by a conjunction of the language ("a and b", "a et b"; "a, then b", "a, puis b"):
 * the word comes from the catalog (`conjunction.and`, `.or`, `.then`).
 */
export interface Listed {
  readonly listed: readonly Param[];
  readonly conjunction: 'and' | 'or' | 'then';
}

/**
 * A phrase worded apart in each language, as a card name is: the English one as the engine writes
 * it, the others from the catalog (e.g. a target phrase: English grammar around the card's words in
 * English, the card's words quoted as printed in French).
 */
export interface PerLanguage {
  readonly perLanguage: Readonly<Record<Language, Param>>;
}

export type Param = string | number | boolean | null | undefined | CardName | Message | Joined | Listed | PerLanguage | readonly Param[];

export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, Param>>;
}

export type { MessageKey };

export const CATALOGS: Record<Language, Record<MessageKey, string>> = { en, fr };

/** A message of the catalog, with its parameters (rendered when the answer is written). */
export function msg(key: MessageKey, params?: Record<string, Param>): Message {
  return params === undefined ? { key } : { key, params };
}

/** A card's name as a parameter: the catalog's French name in French when it has one. */
export function cardName(def: { name: string; frenchName?: string } | null | undefined): CardName | string {
  if (!def) return 'undefined';
  return def.frenchName ? { card: def.name, fr: def.frenchName } : { card: def.name };
}

/** Parameters joined by a separator when rendered: `joined([a, b], ', ')`. */
export function joined(items: readonly Param[], separator: string): Joined {
  return { join: items, separator };
}

/** Items joined by "and", "or" or ", then" in the language rendered: `listed([a, b], 'and')`. */
export function listed(items: readonly Param[], conjunction: Listed['conjunction']): Listed {
  return { listed: items, conjunction };
}

function isMessage(p: Param): p is Message {
  return typeof p === 'object' && p !== null && 'key' in p;
}

function isCardName(p: Param): p is CardName {
  return typeof p === 'object' && p !== null && 'card' in p;
}

/** A parameter as its text in a language (a message rendered, a card by its name in that language...). */
export function renderParam(p: Param, language: Language): string {
  // As a template literal would: the items joined by commas.
  if (Array.isArray(p)) return (p as readonly Param[]).map((x) => renderParam(x, language)).join(',');
  if (isMessage(p as Param)) return render(p as Message, language);
  if (typeof p === 'object' && p !== null && 'separator' in p) {
    const j = p as Joined;
    return j.join.map((x) => renderParam(x, language)).join(j.separator);
  }
  if (typeof p === 'object' && p !== null && 'listed' in p) {
    const l = p as Listed;
    const word = CATALOGS[language][`conjunction.${l.conjunction}`];
    return l.listed.map((x) => renderParam(x, language)).join(l.conjunction === 'then' ? `, ${word} ` : ` ${word} `);
  }
  if (typeof p === 'object' && p !== null && 'perLanguage' in p) return renderParam((p as PerLanguage).perLanguage[language], language);
  if (isCardName(p as Param)) {
    const c = p as CardName;
    return language === 'fr' && c.fr ? c.fr : c.card;
  }
  return String(p);
}

const PLACEHOLDER = /\{([a-z][A-Za-z0-9]+)\}/g;

/** The placeholders of a catalog text, in order of first appearance. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/**
 * A catalog text cut once at its placeholders: [text, name, text, name, ..., text]. Every answer
 * renders every trace entry: cutting the text each time was a good part of an answer's cost.
 */
const templates = new Map<string, string[]>();

function template(text: string): string[] {
  let parts = templates.get(text);
  if (parts === undefined) {
    parts = [];
    let last = 0;
    for (const m of text.matchAll(PLACEHOLDER)) {
      parts.push(text.slice(last, m.index), m[1]);
      last = m.index + m[0].length;
    }
    parts.push(text.slice(last));
    templates.set(text, parts);
  }
  return parts;
}

/** The sentence of a message in a language. */
export function render(message: Message, language: Language = 'en'): string {
  const params = message.params ?? {};
  const text = CATALOGS[language][message.key] ?? CATALOGS.en[message.key] ?? message.key;
  const parts = template(text);
  if (parts.length === 1) return parts[0];
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i];
    // A placeholder with no parameter stays as written, as before.
    out += (name in params ? renderParam(params[name], language) : `{${name}}`) + parts[i + 1];
  }
  return out;
}

/**
 * The language of an Accept-Language header (RFC 9110 §12.5.4): the supported language with the
 * highest q-value (ranges `fr-CA`, `en-GB` count for their primary tag; `*` for the default); the
 * default when none is acceptable or the header is absent.
 */
export function negotiateLanguage(header: string | undefined | null, fallback: Language = 'en'): Language {
  if (!header) return fallback;
  let best: { language: Language; q: number; order: number } | null = null;
  header.split(',').forEach((part, order) => {
    const [range, ...attrs] = part.trim().split(';');
    const tag = range.trim().toLowerCase();
    if (tag === '') return;
    let q = 1;
    for (const a of attrs) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(a);
      if (m) q = Number(m[1]);
    }
    if (!Number.isFinite(q) || q <= 0) return;
    const primary = tag.split('-')[0];
    const language: Language | undefined = tag === '*' ? fallback : LANGUAGES.find((l) => l === primary);
    if (!language) return;
    if (!best || q > best.q || (q === best.q && order < best.order)) best = { language, q, order };
  });
  return (best as { language: Language } | null)?.language ?? fallback;
}
