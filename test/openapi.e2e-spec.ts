import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { NestExpressApplication } from '@nestjs/platform-express';
import { OpenAPIObject } from '@nestjs/swagger';
import { load } from 'js-yaml';
import request from 'supertest';
import { PENDING_CHOICE_KINDS } from '@app/engine/state/types';
import { createTestApp, OPENAPI_FILE, openApiDocument, toYaml } from './support/create-app';

describe('OpenAPI document (e2e)', () => {
  let app: NestExpressApplication;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await createTestApp();
    document = openApiDocument(app);
  }, 60_000);

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

  it('types every field: no schema is a free-form object (the board, events, a legal action included)', () => {
    const freeForm: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
      const o = node as Record<string, unknown>;
      const extra = o.additionalProperties;
      const open = extra === undefined || extra === true || (typeof extra === 'object' && Object.keys(extra as object).length === 0);
      const combined = ['$ref', 'allOf', 'anyOf', 'oneOf', 'properties', 'patternProperties'].some((k) => k in o);
      if (o.type === 'object' && open && !combined) freeForm.push(at);
      for (const [key, value] of Object.entries(o)) if (key !== 'example' && key !== 'examples') walk(value, `${at}/${key}`);
    };
    walk(document, '#');
    expect(freeForm).toEqual([]);
  });

  it('gives every operation an example (a request or an answer)', () => {
    const without = Object.entries(document.paths).flatMap(([p, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((m) => item[m] && !/"examples?":/.test(JSON.stringify(item[m])))
        .map((m) => `${m} ${p}`),
    );
    expect(without).toEqual([]);
  });

  it('describes pending choices as CONTRACT.md does: the same kinds and fields as the engine (608.2)', () => {
    const schema = document.components?.schemas?.PendingChoice as { anyOf: { properties: Record<string, { const?: string }> }[] };
    const inOpenApi = schema.anyOf.map((v) => [v.properties.kind.const, Object.keys(v.properties).filter((f) => f !== 'kind')]);
    expect(inOpenApi.map(([kind]) => kind)).toEqual([...PENDING_CHOICE_KINDS]);
    // The table of CONTRACT §1 "Pending choices": | `kind` | fields (notes in parentheses) | ...
    const contract = readFileSync(`${__dirname}/../docs/CONTRACT.md`, 'utf8');
    const section = contract.slice(contract.indexOf('### Pending choices'), contract.indexOf('### Hidden cards'));
    const withoutNotes = (text: string) => {
      let depth = 0;
      let out = '';
      for (const c of text) {
        if (c === '(') depth++;
        else if (c === ')') depth--;
        else if (depth === 0) out += c;
      }
      return out;
    };
    const inContract = [...section.matchAll(/^\| `(\w+)` \| ([^|]+) \|/gm)].map((m) => [
      m[1],
      withoutNotes(m[2])
        .split(',')
        .map((f) => f.trim()),
    ]);
    expect(inContract).toEqual(inOpenApi);
    // Both the board of a request and the board of an answer use that one schema.
    const stackEntries = JSON.stringify(document.components?.schemas).match(
      /"pendingChoice":\{"\$ref":"#\/components\/schemas\/PendingChoice"/g,
    );
    expect(stackEntries?.length).toBe(2);
  });
});
