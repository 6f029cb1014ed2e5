/**
 * What each problem `type` of the API means, in own words: the page a `type` URI resolves to
 * (RFC 9457 §3.1.1 asks for a type URI that, when dereferenced, documents the problem).
 */
export interface ProblemType {
  slug: string;
  status: number;
  title: string;
  description: string;
  /** What the client can do about it. */
  remedy: string;
}

export const PROBLEM_TYPES: ProblemType[] = [
  {
    slug: 'invalid-request',
    status: 400,
    title: 'invalid request',
    description:
      'A field of the body, the query or the board has the wrong shape: missing, of the wrong type, out of range, or not part of the contract. `errors` names each bad field once, by its path (`state.players[0].life`).',
    remedy: 'Fix the fields listed in `errors` and send again.',
  },
  {
    slug: 'malformed-json',
    status: 400,
    title: 'malformed JSON',
    description: 'The body was sent as JSON but does not parse as JSON.',
    remedy: 'Send a well-formed JSON document.',
  },
  {
    slug: 'missing-api-key',
    status: 401,
    title: 'missing API key',
    description: 'Writing a stored ruling needs the server key in the `x-api-key` header, and none was sent.',
    remedy: 'Send the key of the server (RULINGS_API_KEY) in `x-api-key`.',
  },
  {
    slug: 'wrong-api-key',
    status: 401,
    title: 'wrong API key',
    description: 'The `x-api-key` header does not hold the key of this server.',
    remedy: 'Send the right key.',
  },
  {
    slug: 'writes-disabled',
    status: 403,
    title: 'writes disabled',
    description: 'This server was started without RULINGS_API_KEY: its stored rulings can be read but not written.',
    remedy: 'Ask the operator to set RULINGS_API_KEY, or only read.',
  },
  {
    slug: 'rule-not-found',
    status: 404,
    title: 'rule not found',
    description: 'No rule of the comprehensive rules corpus has this number.',
    remedy: 'Check the number (for example 117.3c), or search with GET /v1/rules?q=.',
  },
  {
    slug: 'card-not-found',
    status: 404,
    title: 'card not found',
    description: 'No card of the catalog has this English or French name.',
    remedy: 'Search with GET /v1/cards?q= for part of the name.',
  },
  {
    slug: 'ruling-not-found',
    status: 404,
    title: 'ruling not found',
    description: 'No stored ruling has this id, or the id is not a UUID.',
    remedy: 'Check the link; a deleted ruling is gone for good.',
  },
  {
    slug: 'method-not-allowed',
    status: 405,
    title: 'method not allowed',
    description:
      'The path exists but does not answer this HTTP method. The `Allow` header (and the `allow` field) lists the methods it answers.',
    remedy: 'Use one of the methods in `Allow`.',
  },
  {
    slug: 'body-too-large',
    status: 413,
    title: 'body too large',
    description: 'The body is larger than the limit of this server (BODY_LIMIT, 1 MB by default). No board needs that much.',
    remedy: 'Send a smaller body.',
  },
  {
    slug: 'unsupported-media-type',
    status: 415,
    title: 'unsupported media type',
    description: 'The body is not declared as JSON. Every body of this API is JSON.',
    remedy: 'Send the body with `Content-Type: application/json`.',
  },
  {
    slug: 'impossible-board',
    status: 422,
    title: 'impossible board',
    description:
      'The board is well formed but the rules cannot hold it (a creature with no toughness, an aura attached to nothing...). Each entry of `violations` cites the rule the board breaks.',
    remedy: 'Fix the board as the cited rules say.',
  },
  {
    slug: 'unsupported',
    status: 422,
    title: 'unsupported',
    description:
      'The board or action needs a part of the rules or a card the engine does not implement yet. `code` (UNSUPPORTED_...) says which. The engine refuses rather than guess.',
    remedy: 'Nothing on your side; the request may be accepted by a later engine version.',
  },
  {
    slug: 'too-many-requests',
    status: 429,
    title: 'too many requests',
    description: 'This client sent more requests to this route than the rate limit of the server allows in its window.',
    remedy: 'Wait for the number of seconds in `Retry-After`.',
  },
  {
    slug: 'internal',
    status: 500,
    title: 'internal error',
    description: 'A bug of the server. It is logged with the request id; the body holds no internals.',
    remedy: 'Report it with the `x-request-id` of the answer.',
  },
  {
    slug: 'time-budget-exceeded',
    status: 503,
    title: 'time budget exceeded',
    description: 'The engine did not finish this request within its time budget (ENGINE_TIMEOUT_MS) and was stopped.',
    remedy: 'Retry later, or send a simpler board.',
  },
  {
    slug: 'shutting-down',
    status: 503,
    title: 'shutting down',
    description: 'The server is stopping and takes no new engine work.',
    remedy: 'Retry in a moment; another instance or the restarted one will answer.',
  },
  {
    slug: 'not-ready',
    status: 503,
    title: 'not ready',
    description: 'The server is up but one of the things it needs (its database) does not answer.',
    remedy: 'Retry later; /ready says when it is back.',
  },
];

const GENERIC = /^http-(\d{3})$/;

/** The type of a slug, including the generic `http-NNN` types of answers no specific type covers. */
export function problemType(slug: string): ProblemType | undefined {
  const known = PROBLEM_TYPES.find((t) => t.slug === slug);
  if (known) return known;
  const generic = GENERIC.exec(slug);
  if (!generic) return undefined;
  const status = Number(generic[1]);
  if (status < 400 || status > 599) return undefined;
  return {
    slug,
    status,
    title: `HTTP ${status}`,
    description: `An HTTP ${status} answer with no more specific problem type; \`detail\` says what happened (for example an unknown path for 404).`,
    remedy: status < 500 ? 'Read `detail` and fix the request.' : 'Retry later; report it with the `x-request-id` if it lasts.',
  };
}
