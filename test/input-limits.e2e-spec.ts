import { NestExpressApplication } from '@nestjs/platform-express';
import fc from 'fast-check';
import request from 'supertest';
import { createTestApp } from './support/create-app';
import { POST_ROUTES, hostileBody, hostileQuery, queryUrl, wrapFor } from './support/hostile-input';

/**
 * Hostile bodies and queries, generated (fast-check, a bounded number per run): whatever a
 * client sends, the answer is a 2xx or a 4xx problem, never a 5xx. `npm run fuzz`-style volume
 * belongs to a script; this runs a few hundred in CI.
 */
const KEY = 'test-key-0123456789abcdef';
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
      fc.asyncProperty(hostileBody, fc.constantFrom(...POST_ROUTES), async (body, path) => {
        const wrapped = wrapFor(path, body);
        const res = await http().post(path).set('content-type', 'application/json').set('x-api-key', KEY).send(wrapped);
        check(res, `${path} ${wrapped.slice(0, 300)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('answers 150 hostile queries on the searches with a 2xx or a 4xx problem', async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuery, async (query) => {
        const url = queryUrl(query);
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
