import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { OpenAPIObject } from '@nestjs/swagger';
import { load } from 'js-yaml';
import request from 'supertest';
import { VECTOR_EXAMPLES } from '../apps/api/src/common/openapi-examples';
import { createTestApp, OPENAPI_FILE } from './support/create-app';

/**
 * "Try it out" works: every request example of openapi.yaml, sent as Swagger UI sends it, gets
 * the status openapi.yaml documents for it: the status of the response with an example of the
 * same name (whose body must then be exactly that example), otherwise the operation's 2xx.
 */
const KEY = 'test-key-examples-0123456789';
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; example?: unknown; schema?: { example?: unknown } }[];
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
  security?: Record<string, string[]>[];
};

describe('openapi.yaml examples (e2e)', () => {
  let app: NestExpressApplication;
  const doc = load(readFileSync(OPENAPI_FILE, 'utf8')) as OpenAPIObject;
  const saved = process.env.RULINGS_API_KEY;
  const operations: { method: string; path: string; op: Operation }[] = Object.entries(doc.paths).flatMap(([p, item]) =>
    (['get', 'post', 'put', 'delete'] as const)
      .filter((m) => (item as Record<string, unknown>)[m])
      .map((m) => ({ method: m, path: p, op: (item as Record<string, Operation>)[m] })),
  );

  beforeAll(async () => {
    process.env.RULINGS_API_KEY = KEY;
    app = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    if (saved === undefined) delete process.env.RULINGS_API_KEY;
    else process.env.RULINGS_API_KEY = saved;
  });

  it('has a summary, an operationId and examples on every operation; writes need the API key scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components?.securitySchemes?.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
      description: expect.any(String),
    });
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path: p, op } of operations) {
      expect([p, method, typeof (op as { summary?: string }).summary]).toEqual([p, method, 'string']);
      const writes = p.startsWith('/v1/rulings') && method !== 'get' && !p.endsWith('/rerun');
      expect([p, method, op.security]).toEqual([p, method, writes ? [{ apiKey: [] }] : []]);
      if (op.requestBody) expect([p, Object.keys(op.requestBody.content['application/json'].examples ?? {}).length > 0]).toEqual([p, true]);
      for (const param of op.parameters ?? [])
        if (param.in === 'path')
          expect([p, param.name, param.example ?? param.schema?.example]).toEqual([p, param.name, expect.anything()]);
    }
  });

  it('takes its request examples from the test vectors, unchanged', () => {
    const dir = path.resolve(__dirname, 'vectors');
    for (const [n, example] of Object.entries(VECTOR_EXAMPLES)) {
      const file = readdirSync(dir).find((f) => f.startsWith(`${n}-`)) as string;
      expect([n, example]).toEqual([n, (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { request: unknown }).request]);
    }
  });

  it('answers every request example with its documented status (and the documented body for errors)', async () => {
    const http = () => request(app.getHttpServer());
    // A ruling to read, replace, rerun and delete: the {id} of those examples.
    const created = await http()
      .post('/v1/rulings')
      .set('x-api-key', KEY)
      .send(
        doc.paths['/v1/rulings'].post?.requestBody &&
          (Object.values((doc.paths['/v1/rulings'].post.requestBody as Operation['requestBody'])!.content['application/json'].examples!)[0]
            .value as object),
      );
    expect(created.status).toBe(201);
    const order = (o: { method: string; path: string }) => (o.method === 'delete' ? 1 : 0);
    let sent = 0;
    for (const { method, path: p, op } of [...operations].sort((a, b) => order(a) - order(b))) {
      let url = p.replace('{id}', created.body.id as string);
      const query: string[] = [];
      for (const param of op.parameters ?? []) {
        const value = param.example ?? param.schema?.example;
        if (param.in === 'path' && param.name !== 'id') url = url.replace(`{${param.name}}`, encodeURIComponent(String(value)));
        if (param.in === 'query' && value !== undefined) query.push(`${param.name}=${encodeURIComponent(String(value))}`);
      }
      if (query.length) url += `?${query.join('&')}`;
      const documented2xx = Number(Object.keys(op.responses).find((s) => s.startsWith('2')));
      const examples = op.requestBody
        ? Object.entries(op.requestBody.content['application/json'].examples ?? {})
        : [['(no body)', { value: undefined }] as const];
      for (const [name, example] of examples) {
        const errorResponse = Object.entries(op.responses).find(([, r]) =>
          Object.values(r.content ?? {}).some((c) => c.examples?.[name] !== undefined),
        );
        let req = http()[method as 'get'](url);
        if (op.security?.length) req = req.set('x-api-key', KEY);
        const res = example.value === undefined ? await req : await req.send(example.value as object);
        sent++;
        if (errorResponse) {
          const [status, response] = errorResponse;
          expect([op.operationId, name, res.status]).toEqual([op.operationId, name, Number(status)]);
          expect([op.operationId, name, res.body]).toEqual([
            op.operationId,
            name,
            response.content?.['application/problem+json'].examples?.[name].value,
          ]);
        } else {
          expect([op.operationId, name, res.status]).toEqual([op.operationId, name, documented2xx]);
        }
      }
    }
    expect(sent).toBeGreaterThan(20);
  });

  it('documents the 413 body as it really is', async () => {
    const example = doc.paths['/v1/adjudications'].post?.responses['413'] as Operation['responses'][string];
    const res = await request(app.getHttpServer())
      .post('/v1/adjudications')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ state: { seed: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual(example.content?.['application/problem+json'].examples?.tooLarge.value);
  });
});
