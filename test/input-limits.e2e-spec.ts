import { NestExpressApplication } from '@nestjs/platform-express';
import fc from 'fast-check';
import request from 'supertest';
import { createTestApp } from './support/create-app';
import { boltRequest } from './support/heavy-boards';

/**
 * Hostile bodies and queries, generated (fast-check, a bounded number per run): whatever a
 * client sends, the answer is a 2xx or a 4xx problem, never a 5xx. `npm run fuzz`-style volume
 * belongs to a script; this runs a few hundred in CI.
 */
const KEY = 'test-key-0123456789abcdef';
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

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

const hostileBody = fc.oneof(
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
const hostileQuery = fc.tuple(
  fc.constantFrom('/v1/rulings', '/v1/cards', '/v1/rules'),
  fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }),
);

describe('hostile input never gets a 5xx (e2e, fast-check)', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const check = (res: request.Response, what: string): void => {
    if (res.status >= 500) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
    if (res.status >= 400) expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  };

  jest.setTimeout(120_000);

  beforeAll(async () => {
    app = await createTestApp({ RULINGS_API_KEY: KEY });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 300 hostile bodies on the engine routes and the ruling writes with a 2xx or a 4xx problem', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody, fc.constantFrom('/v1/adjudications', '/v1/legal-actions', '/v1/rulings'), async (body, path) => {
        const wrapped = path === '/v1/rulings' ? `{"title":"t","question":"q","request":${body}}` : body;
        const res = await http().post(path).set('content-type', 'application/json').set('x-api-key', KEY).send(wrapped);
        check(res, `${path} ${wrapped.slice(0, 300)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('answers 150 hostile queries on the searches with a 2xx or a 4xx problem', async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuery, async ([path, params]) => {
        const url = `${path}?${params.map(([k, v]) => `${k}=${v}`).join('&')}`;
        check(await http().get(url), url);
      }),
      {
        numRuns: 150,
        // Found by hand before this suite: run every time, whatever the seed.
        examples: [
          [['/v1/rulings', [['offset', '1e20']]]],
          [
            [
              '/v1/rulings',
              [
                ['limit', '20'],
                ['offset', '999999999999999999999'],
              ],
            ],
          ],
        ],
      },
    );
  });
});
