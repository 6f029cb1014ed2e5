import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { NestExpressApplication } from '@nestjs/platform-express';
import { OpenAPIObject } from '@nestjs/swagger';
import { load } from 'js-yaml';
import request from 'supertest';
import { createTestApp, OPENAPI_FILE, openApiDocument, toYaml } from './support/create-app';

describe('OpenAPI document (e2e)', () => {
  let app: NestExpressApplication;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await createTestApp();
    document = openApiDocument(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('matches the committed openapi.yaml', () => {
    let committed: unknown;
    try {
      committed = load(readFileSync(OPENAPI_FILE, 'utf8'));
    } catch {
      committed = undefined; // missing or unreadable: out of date too
    }
    if (!isDeepStrictEqual(committed, load(toYaml(document)))) throw new Error('openapi.yaml is out of date: run npm run openapi');
  });

  it('serves the same document at /openapi.json', async () => {
    const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);
    expect(res.body).toEqual(document);
  });

  it('serves the Swagger UI at /docs', async () => {
    const res = await request(app.getHttpServer()).get('/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('swagger-ui');
  });

  it('declares every error response as application/problem+json', () => {
    expect(document.components?.schemas?.ProblemDetails).toBeDefined();
    const errorResponses = Object.values(document.paths)
      .flatMap((item) => [item.get, item.post, item.put, item.patch, item.delete])
      .flatMap((operation) => Object.entries(operation?.responses ?? {}))
      .filter(([status]) => Number(status) >= 400)
      .map(([, response]) => response as { content?: Record<string, unknown> });
    expect(errorResponses.length).toBeGreaterThan(0);
    for (const response of errorResponses) expect(Object.keys(response.content ?? {})).toEqual(['application/problem+json']);
  });
});
