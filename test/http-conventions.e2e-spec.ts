import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { PROBLEM_TYPES } from '../apps/api/src/pages/problem-types';
import { createTestApp } from './support/create-app';

/** RFC 9110 status codes, RFC 9457 problem types, pagination and caching, as a client sees them. */
describe('HTTP conventions (e2e)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const server = () => app.getHttpServer();

  describe('415 for a body that is not JSON', () => {
    it('refuses a text/plain body on POST /v1/adjudications as 415 problem details, not as missing fields', async () => {
      const res = await request(server()).post('/v1/adjudications').set('content-type', 'text/plain').send('{"state": {}}');
      expect(res.status).toBe(415);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 415, type: '/problems/unsupported-media-type' });
      expect(res.body.detail).toContain('text/plain');
    });

    it('refuses a form body on PUT /v1/rulings/{id} before the key is even checked', async () => {
      const res = await request(server()).put('/v1/rulings/00000000-0000-4000-8000-000000000000').type('form').send('a=1');
      expect(res.status).toBe(415);
    });

    it('takes application/*+json as JSON', async () => {
      const res = await request(server()).post('/v1/adjudications').set('content-type', 'application/merge-patch+json').send('{}');
      expect(res.status).toBe(400);
      expect(res.body.type).toBe('/problems/invalid-request');
    });

    it('lets a POST without a body through (POST /v1/rulings/{id}/rerun has none)', async () => {
      const res = await request(server()).post('/v1/rulings/00000000-0000-4000-8000-000000000000/rerun');
      expect(res.status).toBe(404);
    });
  });

  describe('405 with Allow for a wrong method', () => {
    it('DELETE /v1/rules answers 405, Allow: GET, HEAD', async () => {
      const res = await request(server()).delete('/v1/rules');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body).toMatchObject({ status: 405, type: '/problems/method-not-allowed', allow: ['GET', 'HEAD'] });
    });

    it('GET /v1/adjudications answers 405, Allow: POST', async () => {
      const res = await request(server()).get('/v1/adjudications');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
    });

    it('PATCH /v1/rulings/{id} lists every method of the path', async () => {
      const res = await request(server()).patch('/v1/rulings/00000000-0000-4000-8000-000000000000').send({});
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    });

    it('an unknown path stays 404', async () => {
      const res = await request(server()).delete('/v1/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    });
  });

  describe('problem types resolve to a page', () => {
    it.each(PROBLEM_TYPES.map((t) => t.slug))('/problems/%s is an HTML page describing it', async (slug) => {
      const res = await request(server()).get(`/problems/${slug}`).set('accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const type = PROBLEM_TYPES.find((t) => t.slug === slug)!;
      expect(res.text).toContain(`<h1>${type.title}</h1>`);
      expect(res.text).toContain(`Status ${type.status}`);
    });

    it('the types the API really sends resolve, as JSON for a program', async () => {
      const answers = await Promise.all([
        request(server()).post('/v1/adjudications').send({}),
        request(server()).get('/v1/rules/999.99z'),
        request(server()).get('/v1/no-such-thing'),
        request(server()).delete('/v1/cards'),
        request(server()).post('/v1/adjudications').set('content-type', 'text/plain').send('x'),
      ]);
      const types = answers.map((a) => a.body.type as string);
      expect(types).toEqual([
        '/problems/invalid-request',
        '/problems/rule-not-found',
        '/problems/http-404',
        '/problems/method-not-allowed',
        '/problems/unsupported-media-type',
      ]);
      for (const [i, type] of types.entries()) {
        const page = await request(server()).get(type).set('accept', 'application/json');
        expect(page.status).toBe(200);
        expect(page.body).toMatchObject({ type, status: answers[i].status });
      }
    });

    it('an unknown problem type is a 404, and /problems lists them all', async () => {
      expect((await request(server()).get('/problems/no-such-problem')).status).toBe(404);
      const index = await request(server()).get('/problems').set('accept', 'text/html').expect(200);
      for (const type of PROBLEM_TYPES) expect(index.text).toContain(`href="/problems/${type.slug}"`);
    });
  });

  describe('one pagination shape', () => {
    it('/v1/rules: total, limit, offset, hasMore and a next link that gives the next page', async () => {
      const all = await request(server()).get('/v1/rules').query({ q: 'mana', limit: 100 }).expect(200);
      expect(all.body.total).toBeGreaterThan(3);
      const first = await request(server()).get('/v1/rules').query({ q: 'mana', limit: 2 }).expect(200);
      expect(first.body).toMatchObject({
        total: all.body.total,
        limit: 2,
        offset: 0,
        hasMore: true,
        next: '/v1/rules?q=mana&limit=2&offset=2',
      });
      const second = await request(server()).get(first.body.next).expect(200);
      expect(second.body.offset).toBe(2);
      expect(second.body.results).toEqual(all.body.results.slice(2, 4));
    });

    it('/v1/rules: the last page has hasMore false and next null', async () => {
      const all = await request(server()).get('/v1/rules').query({ q: 'mana', limit: 2 }).expect(200);
      const last = await request(server())
        .get('/v1/rules')
        .query({ q: 'mana', limit: 2, offset: all.body.total - 1 })
        .expect(200);
      expect(last.body).toMatchObject({ hasMore: false, next: null });
      expect(last.body.results).toHaveLength(1);
    });

    it('/v1/cards: the same shape', async () => {
      const first = await request(server()).get('/v1/cards').query({ q: 'goblin', limit: 1 }).expect(200);
      expect(first.body.total).toBeGreaterThan(1);
      expect(first.body).toMatchObject({ limit: 1, offset: 0, hasMore: true, next: '/v1/cards?q=goblin&limit=1&offset=1' });
      const second = await request(server()).get(first.body.next).expect(200);
      expect(second.body.offset).toBe(1);
      expect(second.body.results[0].name).not.toBe(first.body.results[0].name);
    });

    it('/v1/rulings: the same shape', async () => {
      const res = await request(server()).get('/v1/rulings').query({ limit: 5 }).expect(200);
      expect(res.body).toEqual({ total: 0, limit: 5, offset: 0, hasMore: false, next: null, results: [] });
    });
  });

  describe('validation messages name each field once', () => {
    it('limit=abc is one entry for limit', async () => {
      const res = await request(server()).get('/v1/rules').query({ q: 'mana', limit: 'abc', offset: -1 }).expect(400);
      expect(res.body.errors).toEqual([
        { field: 'limit', message: 'limit must be a whole number from 1 to 100' },
        { field: 'offset', message: 'offset must be a whole number from 0 to 1000000' },
      ]);
      expect(res.body.detail).toBe('2 invalid field(s): limit, offset');
    });
  });

  describe('rules and cards are cacheable', () => {
    it.each(['/v1/rules/117.3c', '/v1/rules?q=mana', '/v1/cards/Lightning%20Bolt', '/v1/cards?q=bolt'])(
      '%s has Cache-Control and an ETag, and 304 on If-None-Match',
      async (url) => {
        const res = await request(server()).get(url).expect(200);
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        expect(res.headers.etag).toEqual(expect.any(String));
        const again = await request(server()).get(url).set('if-none-match', res.headers.etag);
        expect(again.status).toBe(304);
        expect(again.text).toBe('');
      },
    );

    it('a stored ruling is not marked cacheable (it can be replaced)', async () => {
      const res = await request(server()).get('/v1/rulings');
      expect(res.headers['cache-control']).toBeUndefined();
    });
  });
});
