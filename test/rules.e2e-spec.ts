import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './support/create-app';

describe('rules (e2e)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('GET /v1/rules/:number', () => {
    it('answers a rule with its French text and parent', async () => {
      const res = await request(app.getHttpServer()).get('/v1/rules/117.3c').expect(200);
      expect(res.body).toMatchObject({ number: '117.3c', kind: 'lettered', parent: '117.3', children: [], edition: '2026-06-19' });
      expect(res.body.text).toContain('priorité');
    });

    it('answers a rule past the French source with a null text and an unofficial French summary', async () => {
      const res = await request(app.getHttpServer()).get('/v1/rules/704.5g').expect(200);
      expect(res.body).toMatchObject({ number: '704.5g', text: null, parent: '704.5', summary: { official: false } });
      expect(res.body.summary.text).toContain('détruite');
    });

    it('summarizes 733.1, cited on every illegal action, and gives the English title of a keyword past 702.42', async () => {
      const illegal = await request(app.getHttpServer()).get('/v1/rules/733.1').expect(200);
      expect(illegal.body).toMatchObject({ number: '733.1', text: null, summary: { official: false } });
      expect(illegal.body.summary.text).toContain('annulée');
      const wither = await request(app.getHttpServer()).get('/v1/rules/702.80').expect(200);
      expect(wither.body).toMatchObject({
        number: '702.80',
        text: null,
        title: 'Wither',
        titleEnglish: 'Wither',
        summary: { official: false },
      });
    });

    it('has no summary beside a French text', async () => {
      const res = await request(app.getHttpServer()).get('/v1/rules/117.3c').expect(200);
      expect(res.body.summary).toBeNull();
    });

    it('gives the English title of a rule the French source does not reach', async () => {
      const res = await request(app.getHttpServer()).get('/v1/rules/704').expect(200);
      expect(res.body).toMatchObject({ number: '704', text: null, title: 'State-Based Actions', titleEnglish: 'State-Based Actions' });
      expect(res.body.children).toContain('704.5');
    });

    it.each(['999.9', 'abc'])('answers 404 problem details for %s', async (number) => {
      const res = await request(app.getHttpServer()).get(`/v1/rules/${number}`).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ type: '/problems/rule-not-found', title: 'rule not found', status: 404 });
      expect(res.body.detail).toContain(`No rule ${number} `);
      expect(res.body.detail).toContain('2026-06-19');
    });
  });

  describe('GET /v1/rules?q=', () => {
    it('ranks the summoning sickness rule first', async () => {
      const res = await request(app.getHttpServer()).get('/v1/rules').query({ q: "mal d'invocation" }).expect(200);
      expect(res.body.total).toBeGreaterThan(0);
      expect(res.body.results[0]).toMatchObject({ number: '302.6' });
      expect(res.body.results[0].snippet).toContain("mal d'invocation");
    });

    it('ignores accents and pages the results', async () => {
      const first = await request(app.getHttpServer()).get('/v1/rules').query({ q: 'priorite', limit: 3 }).expect(200);
      expect(first.body.results).toHaveLength(3);
      expect(first.body.results[0].number).toBe('117');
      const next = await request(app.getHttpServer()).get('/v1/rules').query({ q: 'priorité', limit: 3, offset: 3 }).expect(200);
      expect(next.body.total).toBe(first.body.total);
      const numbers = [...first.body.results, ...next.body.results].map((hit: { number: string }) => hit.number);
      expect(new Set(numbers).size).toBe(6);
    });

    it('finds a rule by its summary, the snippet marked as unofficial', async () => {
      const res = await request(app.getHttpServer()).get('/v1/rules').query({ q: 'action illégale', limit: 1 }).expect(200);
      expect(res.body.results[0]).toMatchObject({ number: '733' });
      expect(res.body.results[0].snippet).toMatch(/^\(résumé non officiel\) /);
    });

    it('puts the rule whose number is the query first', async () => {
      const res = await request(app.getHttpServer()).get('/v1/rules').query({ q: '601.2b' }).expect(200);
      expect(res.body.results[0].number).toBe('601.2b');
    });

    it('defaults to 20 results', async () => {
      const res = await request(app.getHttpServer()).get('/v1/rules').query({ q: 'terrain' }).expect(200);
      expect(res.body.total).toBeGreaterThan(20);
      expect(res.body.results).toHaveLength(20);
    });

    it.each([
      ['limit=0', { q: 'terrain', limit: 0 }, 'limit'],
      ['limit=1000', { q: 'terrain', limit: 1000 }, 'limit'],
      ['limit=abc', { q: 'terrain', limit: 'abc' }, 'limit'],
      ['offset=-1', { q: 'terrain', offset: -1 }, 'offset'],
      ['missing q', {}, 'q'],
      ['blank q', { q: '   ' }, 'q'],
      ['q over 200 characters', { q: 'a'.repeat(201) }, 'q'],
      ['unknown parameter', { q: 'terrain', sort: 'asc' }, 'sort'],
    ])('answers 400 naming the field for %s', async (_case, query, field) => {
      const res = await request(app.getHttpServer()).get('/v1/rules').query(query).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });
  });

  it('describes the rules endpoints in the OpenAPI document', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);
    const byNumber = res.body.paths['/v1/rules/{number}'].get;
    expect(byNumber.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/RuleDto');
    expect(byNumber.responses['404']).toBeDefined();
    const search = res.body.paths['/v1/rules'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['q', 'limit', 'offset']));
    expect(res.body.components.schemas.RuleSearchResultDto).toBeDefined();
    const rule = res.body.components.schemas.RuleDto;
    expect(rule.properties.summary).toBeDefined();
    expect(res.body.components.schemas.RuleSummaryDto.properties.official).toMatchObject({ enum: [false] });
  });
});
