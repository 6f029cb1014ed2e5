import { Language, MessageKey, msg, render } from '@app/engine';

/**
 * What each problem `type` of the API means, in own words: the page a `type` URI resolves to
 * (RFC 9457 §3.1.1 asks for a type URI that, when dereferenced, documents the problem). The texts
 * come from the message catalogs (trace/messages/en-pages.ts, fr-pages.ts), in the language asked.
 */
export interface ProblemType {
  slug: string;
  status: number;
  title: string;
  description: string;
  /** What the client can do about it. */
  remedy: string;
}

/** The problem types, by slug, with their status; the title key is `problem.title.<title slug>`. */
const TYPES: { slug: string; status: number; title?: string }[] = [
  { slug: 'invalid-request', status: 400 },
  { slug: 'malformed-json', status: 400 },
  { slug: 'missing-api-key', status: 401 },
  { slug: 'wrong-api-key', status: 401 },
  { slug: 'writes-disabled', status: 403 },
  { slug: 'rule-not-found', status: 404 },
  { slug: 'card-not-found', status: 404 },
  { slug: 'ruling-not-found', status: 404 },
  { slug: 'method-not-allowed', status: 405 },
  { slug: 'body-too-large', status: 413 },
  { slug: 'unsupported-media-type', status: 415 },
  { slug: 'impossible-board', status: 422 },
  { slug: 'unsupported', status: 422 },
  { slug: 'too-many-requests', status: 429 },
  { slug: 'internal', status: 500, title: 'internal-error' },
  { slug: 'time-budget-exceeded', status: 503 },
  { slug: 'shutting-down', status: 503 },
  { slug: 'not-ready', status: 503 },
];

const text = (key: string, language: Language, params?: Record<string, number>) => render(msg(key as MessageKey, params), language);

/** Every problem type, its texts in `language`. */
export function problemTypes(language: Language = 'en'): ProblemType[] {
  return TYPES.map((t) => ({
    slug: t.slug,
    status: t.status,
    title: text(`problem.title.${t.title ?? t.slug}`, language),
    description: text(`problemType.${t.slug}.description`, language),
    remedy: text(`problemType.${t.slug}.remedy`, language),
  }));
}

/** The problem types in English (the default language). */
export const PROBLEM_TYPES: ProblemType[] = problemTypes('en');

const GENERIC = /^http-(\d{3})$/;

/** The type of a slug, including the generic `http-NNN` types of answers no specific type covers. */
export function problemType(slug: string, language: Language = 'en'): ProblemType | undefined {
  const known = problemTypes(language).find((t) => t.slug === slug);
  if (known) return known;
  const generic = GENERIC.exec(slug);
  if (!generic) return undefined;
  const status = Number(generic[1]);
  if (status < 400 || status > 599) return undefined;
  return {
    slug,
    status,
    title: text('problemType.http.title', language, { status }),
    description: text('problemType.http.description', language, { status }),
    remedy: text(status < 500 ? 'problemType.http.remedyClient' : 'problemType.http.remedyServer', language),
  };
}
