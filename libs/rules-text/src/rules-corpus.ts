import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

export type RuleKind = 'section' | 'rule' | 'subrule' | 'lettered';

/** One numbered rule of the comprehensive rules, in French where the French source has it. */
export interface Rule {
  number: string;
  /** French when the source has a French title, else English; null for untitled rules. */
  title: string | null;
  titleEnglish: string | null;
  kind: RuleKind;
  /** French text; "" for section and rule headings; null where the French source stops short. */
  text: string | null;
  /** Where `text` is null: the project's own unofficial summary, in French; else null. */
  summary: RuleSummary | null;
  examples: string[];
  parent: string | null;
  children: string[];
  /** Existing rules the French text or examples point to, in order of first mention. */
  references: string[];
  edition: string;
}

/**
 * A short summary of a rule the French source does not reach, written by this project in its own
 * words: not the rules' text, nor a translation of it. `official` is always false, so that a
 * client never shows it as the rule itself.
 */
export interface RuleSummary {
  text: string;
  official: false;
}

export interface SearchHit {
  number: string;
  title: string | null;
  snippet: string;
  score: number;
}

export interface SearchResult {
  total: number;
  results: SearchHit[];
}

export interface SearchOptions {
  limit?: number;
  offset?: number;
}

/** A record of rules-fr.json. */
export interface FrenchRuleRecord {
  number: string;
  kind?: RuleKind;
  text?: string;
  examples?: string[];
  parent?: string;
  title?: string | null;
  title_lang?: 'fr' | 'en';
  title_en?: string;
}

/** The content of summaries-fr.json. */
export interface RuleSummaryFile {
  note?: string;
  summaries: { number: string; title?: string; summary: string }[];
}

/** The content of rule-index.json. */
export interface RuleIndexFile {
  edition: string;
  note?: string;
  rules: { number: string | null; title?: string }[];
}

const INDEX_FILE = 'rule-index.json';
const FRENCH_FILE = 'rules-fr.json';
const SUMMARY_FILE = 'summaries-fr.json';
/** Marks a search snippet drawn from a summary: it is not the rules' text. */
export const SUMMARY_SNIPPET_MARK = '(résumé non officiel) ';
const RULE_NUMBER = /^(?:\d|\d{3}(?:\.\d+[a-z]?)?)$/;

export class RulesCorpus {
  private static sharedInstance?: RulesCorpus;

  readonly edition: string;
  readonly note: string;
  /** Every rule number, in the order of the comprehensive rules. */
  readonly numbers: readonly string[];
  private readonly known: Set<string>;
  private readonly french = new Map<string, FrenchRuleRecord>();
  private readonly indexTitles = new Map<string, string>();
  private readonly summaries = new Map<string, { title?: string; summary: string }>();
  private readonly childrenOf = new Map<string, string[]>();
  private readonly rules = new Map<string, Rule>();
  private searchIndex?: SearchIndex;

  constructor(index: RuleIndexFile, records: FrenchRuleRecord[], summaries: RuleSummaryFile = { summaries: [] }) {
    this.edition = index.edition;
    this.note = index.note ?? '';
    for (const record of records) this.french.set(record.number, record);
    const numbers: string[] = [];
    // The index has a stray entry without a number; anything not shaped like a rule number is skipped.
    for (const entry of index.rules) {
      if (typeof entry.number !== 'string' || !RULE_NUMBER.test(entry.number)) continue;
      numbers.push(entry.number);
      if (entry.title) this.indexTitles.set(entry.number, entry.title);
    }
    this.known = new Set(numbers);
    for (const record of records) {
      if (!this.known.has(record.number)) numbers.push(record.number);
      this.known.add(record.number);
    }
    this.numbers = numbers;
    // A summary stands in only for a rule that exists and has no French text: anything else is a data error.
    for (const entry of summaries.summaries) {
      if (!this.known.has(entry.number)) throw new Error(`${SUMMARY_FILE}: ${entry.number} is not a rule number of the corpus`);
      if (this.french.has(entry.number))
        throw new Error(`${SUMMARY_FILE}: ${entry.number} has its French text; a summary would stand beside the rule itself`);
      if (this.summaries.has(entry.number)) throw new Error(`${SUMMARY_FILE}: ${entry.number} is summarized twice`);
      if (!entry.summary.trim()) throw new Error(`${SUMMARY_FILE}: ${entry.number} has an empty summary`);
      this.summaries.set(entry.number, { ...(entry.title ? { title: entry.title } : {}), summary: entry.summary });
    }
    for (const number of numbers) {
      const parent = this.french.get(number)?.parent ?? parentOf(number);
      if (parent === null) continue;
      const siblings = this.childrenOf.get(parent) ?? [];
      siblings.push(number);
      this.childrenOf.set(parent, siblings);
    }
  }

  /** Reads rule-index.json, rules-fr.json and summaries-fr.json from dataDir (found next to the library by default). */
  static load(dataDir: string = findDataDir()): RulesCorpus {
    const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T;
    return new RulesCorpus(read<RuleIndexFile>(INDEX_FILE), read<FrenchRuleRecord[]>(FRENCH_FILE), read<RuleSummaryFile>(SUMMARY_FILE));
  }

  /** One corpus per process: the files are large and never change while it runs. */
  static shared(): RulesCorpus {
    return (RulesCorpus.sharedInstance ??= RulesCorpus.load());
  }

  get size(): number {
    return this.numbers.length;
  }

  has(number: string): boolean {
    return this.known.has(number);
  }

  get(number: string): Rule | undefined {
    if (!this.known.has(number)) return undefined;
    let rule = this.rules.get(number);
    if (!rule) {
      // Frozen: every caller shares this one object.
      rule = deepFreeze(this.build(number));
      this.rules.set(number, rule);
    }
    return rule;
  }

  search(query: string, options: SearchOptions = {}): SearchResult {
    const limit = Math.max(0, options.limit ?? 20);
    const offset = Math.max(0, options.offset ?? 0);
    this.searchIndex ??= new SearchIndex(this.numbers.map((n) => this.get(n)!));
    const ranked = this.searchIndex.search(query, this.known);
    return { total: ranked.length, results: ranked.slice(offset, offset + limit) };
  }

  private build(number: string): Rule {
    const record = this.french.get(number);
    const summary = record ? undefined : this.summaries.get(number);
    const titleEnglish = record?.title_en ?? this.indexTitles.get(number) ?? summary?.title ?? null;
    const examples = record?.examples ?? [];
    const references = record ? extractReferences([record.text ?? '', ...examples].join('\n')) : [];
    return {
      number,
      title: record?.title ?? titleEnglish,
      titleEnglish,
      kind: record?.kind ?? kindOf(number),
      text: record ? (record.text ?? '') : null,
      summary: summary ? { text: summary.summary, official: false } : null,
      examples: [...examples],
      parent: record?.parent ?? parentOf(number),
      children: [...(this.childrenOf.get(number) ?? [])],
      references: references.filter((n) => n !== number && this.known.has(n)),
      edition: this.edition,
    };
  }
}

function deepFreeze(rule: Rule): Rule {
  for (const list of [rule.examples, rule.children, rule.references]) Object.freeze(list);
  if (rule.summary) Object.freeze(rule.summary);
  return Object.freeze(rule);
}

/** "704.5g" -> "704.5" -> "704" -> "7" -> null. */
export function parentOf(number: string): string | null {
  const match = /^(\d{3}\.\d+)[a-z]$/.exec(number) ?? /^(\d{3})\.\d+$/.exec(number) ?? /^(\d)\d\d$/.exec(number);
  return match ? match[1] : null;
}

function kindOf(number: string): RuleKind {
  if (/^\d$/.test(number)) return 'section';
  if (/^\d{3}$/.test(number)) return 'rule';
  if (/^\d{3}\.\d+$/.test(number)) return 'subrule';
  return 'lettered';
}

/**
 * Rule numbers cited in French text, ranges expanded: "601.2f–h" is 601.2f, 601.2g, 601.2h,
 * "119.7–8" is 119.7, 119.8 and "608.3a et b" is 608.3a, 608.3b. Unfiltered: the caller keeps
 * those that exist.
 */
export function extractReferences(text: string): string[] {
  const found = new Set<string>();
  const pattern = /(?<![\d.])(\d{3})(?:\.(\d+)([a-z])?)?(?![\d\p{L}])(?:\s?[–-]\s?(\d+|[a-z])(?![\d\p{L}])|\set\s([a-z])(?![\d\p{L}]))?/gu;
  for (const [, rule, sub, letter, end, also] of text.matchAll(pattern)) {
    const start = sub === undefined ? rule : `${rule}.${sub}${letter ?? ''}`;
    found.add(start);
    if (letter && also) found.add(`${rule}.${sub}${also}`);
    if (end === undefined || sub === undefined) continue;
    if (letter && /^[a-z]$/.test(end)) {
      for (let c = letter.charCodeAt(0) + 1; c <= end.charCodeAt(0); c++) found.add(`${rule}.${sub}${String.fromCharCode(c)}`);
    } else if (!letter && /^\d+$/.test(end) && Number(end) - Number(sub) <= 50) {
      for (let n = Number(sub) + 1; n <= Number(end); n++) found.add(`${rule}.${n}`);
    }
  }
  return [...found];
}

/** Looks for the data next to the library, then in any ancestor's libs/rules-text/data (also under dist/). */
function findDataDir(): string {
  const candidates = [path.resolve(__dirname, '../data')];
  for (const start of [__dirname, process.cwd()]) {
    for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
      candidates.push(path.join(dir, 'libs/rules-text/data'), path.join(dir, 'dist/libs/rules-text/data'));
      if (path.dirname(dir) === dir) break;
    }
  }
  const found = candidates.find((dir) => [INDEX_FILE, FRENCH_FILE, SUMMARY_FILE].every((file) => existsSync(path.join(dir, file))));
  if (!found)
    throw new Error(
      `Rules data (${INDEX_FILE}, ${FRENCH_FILE}, ${SUMMARY_FILE}) not found; looked in:\n  ${[...new Set(candidates)].join('\n  ')}`,
    );
  return found;
}

// ---------------------------------------------------------------------------------------------
// Full-text search: BM25 over French text, examples and both titles, accent- and case-insensitive.

/** Case- and accent-folded: "Priorité" and "PRIORITE" both become "priorite". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

const TOKEN = /\d{3}\.\d+[a-z]?|[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return fold(text).match(TOKEN) ?? [];
}

// Frequent French words that carry no meaning for a search; elisions ("l'", "d'") split into single letters.
const STOPWORDS = new Set(
  (
    'a au aux avec ce ces cet cette d dans de des du elle elles en est et il ils l la le les leur leurs ' +
    'n ne ni on ou par pas pour qu que qui s sa se ses si son sont sur un une y'
  ).split(' '),
);

/** Light plural folding ("terrains" -> "terrain"); rule numbers are kept whole. */
function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  return word.replace(/(?<!s)[sx]$/, '');
}

interface IndexedDoc {
  rule: Rule;
  length: number;
  /** Folded words joined by single spaces, padded, for phrase matching. */
  flat: string;
}

// A summary is found like the text it stands in for (only rules without French text have one).
const FIELD_WEIGHTS = { title: 3, text: 1, examples: 0.5, summary: 1 };
const K1 = 1.2;
const B = 0.75;

class SearchIndex {
  private readonly docs: IndexedDoc[] = [];
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly byNumber = new Map<string, number>();
  private readonly averageLength: number;

  constructor(rules: Rule[]) {
    let totalLength = 0;
    for (const rule of rules) {
      const titles = [...new Set([rule.title, rule.titleEnglish].filter((t): t is string => !!t))].join(' ');
      const fields: [string, number][] = [
        [titles, FIELD_WEIGHTS.title],
        [rule.text ?? '', FIELD_WEIGHTS.text],
        [rule.examples.join(' '), FIELD_WEIGHTS.examples],
        [rule.summary?.text ?? '', FIELD_WEIGHTS.summary],
      ];
      const id = this.docs.length;
      const termWeights = new Map<string, number>();
      let length = 0;
      for (const [content, weight] of fields) {
        for (const word of words(content)) {
          if (STOPWORDS.has(word)) continue;
          const term = stem(word);
          termWeights.set(term, (termWeights.get(term) ?? 0) + weight);
          length += weight;
        }
      }
      for (const [term, tf] of termWeights) {
        let posting = this.postings.get(term);
        if (!posting) this.postings.set(term, (posting = new Map()));
        posting.set(id, tf);
      }
      const flat = ` ${fields.map(([content]) => words(content).join(' ')).join(' | ')} `;
      this.docs.push({ rule, length, flat });
      this.byNumber.set(rule.number, id);
      totalLength += length;
    }
    this.averageLength = totalLength / Math.max(1, this.docs.length);
  }

  search(query: string, known: Set<string>): SearchHit[] {
    const queryWords = words(query);
    // Stopwords are not indexed: a query of nothing but stopwords finds nothing.
    const terms = [...new Set(queryWords.filter((w) => !STOPWORDS.has(w)).map(stem))];
    const scores = new Map<number, { score: number; matched: number }>();
    const n = this.docs.length;
    for (const term of terms) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      const idf = Math.log(1 + (n - posting.size + 0.5) / (posting.size + 0.5));
      for (const [id, tf] of posting) {
        const norm = tf + K1 * (1 - B + (B * this.docs[id].length) / this.averageLength);
        const entry = scores.get(id) ?? { score: 0, matched: 0 };
        entry.score += (idf * tf * (K1 + 1)) / norm;
        entry.matched += 1;
        scores.set(id, entry);
      }
    }
    const phrase = queryWords.length > 1 ? ` ${queryWords.join(' ')} ` : null;
    const ranked = [...scores].map(([id, { score, matched }]) => {
      // Documents with every term beat those with some; the exact phrase beats scattered words.
      let s = (score * matched) / terms.length;
      if (phrase && this.docs[id].flat.includes(phrase)) s *= 2;
      return { id, score: s };
    });
    // A query that is a rule number puts that rule first, ahead of the rules citing it.
    const asNumber = fold(query.trim());
    const exact = known.has(asNumber) ? this.byNumber.get(asNumber) : undefined;
    if (exact !== undefined) {
      const top = ranked.reduce((max, r) => Math.max(max, r.score), 0);
      const existing = ranked.find((r) => r.id === exact);
      if (existing) existing.score = top + 1;
      else ranked.push({ id: exact, score: top + 1 });
    }
    ranked.sort((a, b) => b.score - a.score || a.id - b.id);
    const termSet = new Set(terms);
    return ranked.map(({ id, score }) => {
      const rule = this.docs[id].rule;
      return { number: rule.number, title: rule.title, snippet: snippet(rule, termSet), score: Math.round(score * 1000) / 1000 };
    });
  }
}

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 200;

/** A window of the first field that contains a query term, cut at word boundaries; marked when taken from a summary. */
function snippet(rule: Rule, terms: Set<string>): string {
  const plain = (s: string): [string, string] => [s, ''];
  const all: [string, string][] = [
    ...[rule.text ?? '', ...rule.examples].map(plain),
    [rule.summary?.text ?? '', SUMMARY_SNIPPET_MARK],
    ...[rule.title ?? '', rule.titleEnglish ?? ''].map(plain),
  ];
  const sources = all.filter(([s]) => s !== '');
  for (const [source, mark] of sources) {
    for (const match of source.matchAll(TOKEN)) {
      if (terms.has(stem(fold(match[0])))) return mark + cut(source, match.index);
    }
  }
  const [first, mark] = sources[0] ?? ['', ''];
  return mark + cut(first, 0);
}

function cut(text: string, at: number): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  let start = Math.max(0, at - SNIPPET_BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
