import fc from 'fast-check';
import { boltRequest } from './heavy-boards';

/**
 * Hostile bodies and queries (fast-check arbitraries), one implementation for the e2e property
 * suite (test/input-limits.e2e-spec.ts, a bounded number in CI) and `npm run fuzz` (volume,
 * against a running app).
 */
export const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

const nestedArb = fc.integer({ min: 1, max: 3000 }).map((depth) => {
  let text = '1';
  for (let i = 0; i < depth; i++) text = i % 3 === 0 ? `[${text}]` : `{"a":${text}}`;
  return text;
});

const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(1e20, -1e20, 2 ** 53 + 2, 1e308, -0, 0.5, '', 'x'.repeat(3000), '\u0000', '{R}{R}{R}'),
  nestedArb.map((t) => JSON.parse(t) as unknown),
);

/**
 * A Bolt request with one spot (or a new key, maybe a forbidden one) replaced by an odd value.
 * Written as JSON text, so that "__proto__" stays a key, as it would come from a client; the walk
 * follows own properties only, so that this test never touches a prototype of its own process.
 */
const MARKER = '__HOSTILE__';
const mutatedRequest = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.nat({ max: 4 }),
        fc.constantFrom('state', 'actions', 'players', 'battlefield', 'turn', 'targets', 'hand', 'life', 'step', ...FORBIDDEN),
      ),
      { minLength: 1, maxLength: 5 },
    ),
    oddValue,
  )
  .map(([path, value]) => {
    const body = boltRequest() as Record<string, unknown>;
    let node: Record<string, unknown> = body;
    for (const key of path.slice(0, -1)) {
      const next = Object.hasOwn(node, String(key)) ? node[String(key)] : undefined;
      if (next === null || typeof next !== 'object') break;
      node = next as Record<string, unknown>;
    }
    Object.defineProperty(node, String(path[path.length - 1]), { value: MARKER, enumerable: true, configurable: true, writable: true });
    return JSON.stringify(body).replace(`"${MARKER}"`, JSON.stringify(value) ?? 'null');
  });

export const hostileBody = fc.oneof(
  { weight: 5, arbitrary: mutatedRequest },
  { weight: 2, arbitrary: nestedArb.map((t) => `{"state":${t},"action":${t}}`) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom(...FORBIDDEN).map((k) => `{"state":{"${k}":{"players":[]}},"actions":[{"${k}":1}]}`) },
);

const queryValue = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '1e20',
      '-1',
      '0',
      '1.5',
      'NaN',
      'Infinity',
      '0x10',
      '',
      '999999999999999999999',
      '1000001',
      '%00',
      '[]',
      '__proto__',
    ),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent) },
);
/** The numeric parameters most often: they are what a database refuses when out of range. */
const queryKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('offset', 'limit') },
  { weight: 1, arbitrary: fc.constantFrom('q', 'rule', 'card', 'name', 'type', ...FORBIDDEN, 'offset[]', 'limit[a]') },
);
export const hostileQuery = fc.tuple(
  fc.constantFrom('/v1/rulings', '/v1/cards', '/v1/rules'),
  fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }),
);

/** The routes that take a body; a ruling carries the request it stores. */
export const POST_ROUTES = ['/v1/adjudications', '/v1/legal-actions', '/v1/rulings'] as const;
export function wrapFor(path: string, body: string): string {
  return path === '/v1/rulings' ? `{"title":"t","question":"q","request":${body}}` : body;
}

/** A search's URL with its generated query. */
export function queryUrl([path, params]: [string, [string, string][]]): string {
  return `${path}?${params.map(([k, v]) => `${k}=${v}`).join('&')}`;
}
