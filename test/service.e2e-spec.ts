import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MAX_JSON_DEPTH } from '../apps/api/src/common/input-limits';
import { createTestApp } from './support/create-app';
import { boltRequest } from './support/heavy-boards';

/** The service around the engine: security headers, CORS, rate limits, request ids and logs, readiness, input limits. */
const KEY = 'test-key-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const expectProblem = (res: request.Response, status: number): void => {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, type: expect.any(String), title: expect.any(String), detail: expect.any(String) });
};

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

describe('the service around the engine (e2e)', () => {
  describe('with the defaults', () => {
    let app: NestExpressApplication;
    const lines: string[] = [];
    const http = () => request(app.getHttpServer());

    beforeAll(async () => {
      app = await createTestApp({ LOG_LEVEL: 'log' }, { log: (line) => lines.push(line) });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('sends security headers, with a content security policy that lets Swagger UI load its own scripts only', async () => {
      const res = await http().get('/docs/').expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-powered-by']).toBeUndefined();
      const scripts = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // Inline code would be blocked by script-src 'self': every script is a file of this server.
        expect(body.trim()).toBe('');
        const src = /src="([^"]+)"/.exec(attributes)?.[1];
        expect(src).toMatch(/^\.\/[\w.-]+\.js$/);
        await http()
          .get(`/docs/${src!.slice(2)}`)
          .expect(200);
      }
    });

    it('sends no CORS headers when CORS_ORIGINS is unset: browsers keep to the same origin', async () => {
      const res = await http().get('/health').set('Origin', 'https://elsewhere.example').expect(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('keeps a sane X-Request-Id, echoes it, and writes one JSON log line per request with it', async () => {
      lines.length = 0;
      const res = await http().post('/v1/adjudications').set('X-Request-Id', 'judge-tool.42').send(boltRequest()).expect(200);
      expect(res.headers['x-request-id']).toBe('judge-tool.42');
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines).toHaveLength(1);
      expect(lines[0].endsWith('\n')).toBe(true);
      expect(JSON.parse(lines[0])).toMatchObject({
        level: 'info',
        requestId: 'judge-tool.42',
        method: 'POST',
        path: '/v1/adjudications',
        status: 200,
      });
    });

    it.each([
      ['holds a space', 'two words'],
      ['holds a quote', 'a"b'],
      ['is longer than 128 characters', 'x'.repeat(129)],
    ])('replaces an X-Request-Id that %s by one of its own', async (_why, id) => {
      lines.length = 0;
      const res = await http().get('/health?q=secret').set('X-Request-Id', id).expect(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
      await new Promise((resolve) => setImmediate(resolve));
      const line = JSON.parse(lines[0]);
      expect(line.requestId).toBe(res.headers['x-request-id']);
      // The query (search text) stays out of the log.
      expect(line.path).toBe('/health');
    });

    it('gives a request id and a log line to refusals too', async () => {
      lines.length = 0;
      const res = await http().get('/v1/no-such-route');
      expectProblem(res, 404);
      expect(res.headers['x-request-id']).toMatch(UUID);
      await new Promise((resolve) => setImmediate(resolve));
      expect(JSON.parse(lines[0])).toMatchObject({ status: 404, requestId: res.headers['x-request-id'] });
    });

    it(`refuses a body nested 2,000 deep with a 400 naming where it passes ${MAX_JSON_DEPTH} levels`, async () => {
      const body = JSON.stringify({ state: nested(2000), action: { type: 'pass', player: 'alice' } });
      const res = await http().post('/v1/adjudications').set('content-type', 'application/json').send(body);
      expectProblem(res, 400);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].message).toContain(`more than ${MAX_JSON_DEPTH} levels`);
      // nested() ends with an array: state[0].a[0].a... down to the 64th level.
      expect(res.body.errors[0].field).toMatch(/^state\[0\]\.a\[0\]\.a/);
      expect(res.body.errors[0].field.split(/[.[]/)).toHaveLength(MAX_JSON_DEPTH);
    });

    it.each(['__proto__', 'constructor', 'prototype'])('refuses a %s key like any unknown key, naming its path', async (key) => {
      const top = `{"${key}": {"polluted": true}, "state": {}, "action": {"type": "pass", "player": "alice"}}`;
      const res = await http().post('/v1/adjudications').set('content-type', 'application/json').send(top);
      expectProblem(res, 400);
      expect(res.body.errors).toEqual([{ field: key, message: `property ${key} should not exist` }]);
      const deep = `{"state": {"players": [{"id": "alice", "${key}": {"life": 1}}]}, "action": {"type": "pass", "player": "alice"}}`;
      const res2 = await http()
        .post('/v1/legal-actions')
        .set('content-type', 'application/json')
        .send(deep.replace(', "action": {"type": "pass", "player": "alice"}', ''));
      expectProblem(res2, 400);
      expect(res2.body.errors).toEqual([{ field: `state.players[0].${key}`, message: `property ${key} should not exist` }]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it.each([
      ['offset', '1e20'],
      ['offset', '1000001'],
      ['offset', '-1'],
      ['offset', 'abc'],
      ['limit', '1e20'],
      ['limit', '0'],
      ['limit', '2.5'],
    ])('refuses %s=%s with a 400 naming the field, on every search', async (field, value) => {
      for (const path of ['/v1/rulings', '/v1/cards', '/v1/rules']) {
        const res = await http().get(`${path}?${field}=${value}`);
        expectProblem(res, 400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });

    it('refuses a query parameter named __proto__ or constructor, naming it', async () => {
      const res = await http().get('/v1/rulings?constructor=1');
      expectProblem(res, 400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('constructor');
    });

    it('answers /ready while the database answers, and 503 once it does not', async () => {
      expect((await http().get('/ready').expect(200)).body).toEqual({ status: 'ok', database: 'ok' });
      await app.get(DataSource).destroy();
      const res = await http().get('/ready');
      expectProblem(res, 503);
      expect(res.body.code).toBe('DATABASE_UNREACHABLE');
      // Alive all the same: a load balancer should stop sending traffic, an orchestrator need not restart it.
      expect((await http().get('/health').expect(200)).body).toEqual({ status: 'ok' });
    });
  });

  describe('with CORS_ORIGINS and small rate limits', () => {
    let app: NestExpressApplication;
    const http = () => request(app.getHttpServer());

    beforeAll(async () => {
      app = await createTestApp({
        CORS_ORIGINS: 'https://judge.example, http://localhost:5173',
        RATE_LIMIT: '3',
        RATE_LIMIT_WINDOW_MS: '60000',
        RERUN_RATE_LIMIT: '1',
        RULINGS_API_KEY: KEY,
      });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('allows the configured origins, and only those', async () => {
      const allowed = await http()
        .options('/v1/adjudications')
        .set('Origin', 'https://judge.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(allowed.status).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://judge.example');
      expect(allowed.headers['access-control-allow-headers']).toContain('x-request-id');
      const other = await http()
        .options('/v1/adjudications')
        .set('Origin', 'https://elsewhere.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers 429 with Retry-After past RATE_LIMIT requests to one route, and counts each route apart', async () => {
      for (let i = 0; i < 3; i++) await http().get('/health').expect(200);
      const refused = await http().get('/health');
      expectProblem(refused, 429);
      expect(refused.body).toMatchObject({ type: '/problems/too-many-requests', code: 'RATE_LIMITED' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers['x-request-id']).toMatch(UUID);
      await http().get('/ready').expect(200);
    });

    it('limits reruns harder than reads (RERUN_RATE_LIMIT)', async () => {
      const created = await http()
        .post('/v1/rulings')
        .set('x-api-key', KEY)
        .send({ title: 'Bolt', question: 'How much life?', request: boltRequest() })
        .expect(201);
      await http().get(`/v1/rulings/${created.body.id}`).expect(200);
      await http().post(`/v1/rulings/${created.body.id}/rerun`).expect(200);
      const refused = await http().post(`/v1/rulings/${created.body.id}/rerun`);
      expectProblem(refused, 429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Reads of the same ruling are still under their own, larger limit.
      await http().get(`/v1/rulings/${created.body.id}`).expect(200);
    });
  });
});
