import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './support/create-app';

const STATE = {
  players: [
    { id: 'alice', hand: [{ id: 'h1', card: 'Forest' }], library: { count: 30 } },
    { id: 'bob', library: { count: 30 } },
  ],
  turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
};
const ACTION = { type: 'playLand', player: 'alice', card: 'h1' };

describe('HTTP behaviour (e2e)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const expectProblem = (res: request.Response, status: number): void => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status, type: expect.any(String), title: expect.any(String), detail: expect.any(String) });
  };

  it('GET /health answers that the process is up', async () => {
    const res = await request(app.getHttpServer()).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /ready answers that the service and its database are up', async () => {
    const res = await request(app.getHttpServer()).get('/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 400 problem details for a malformed JSON body', async () => {
    const res = await request(app.getHttpServer()).post('/v1/adjudications').set('content-type', 'application/json').send('{"state": {');
    expectProblem(res, 400);
    expect(res.body.type).toBe('/problems/malformed-json');
  });

  it('answers 413 problem details for a body over 1 MB', async () => {
    const body = JSON.stringify({ state: STATE, action: ACTION, padding: 'x'.repeat(1024 * 1024) });
    const res = await request(app.getHttpServer()).post('/v1/adjudications').set('content-type', 'application/json').send(body);
    expectProblem(res, 413);
    expect(res.body.type).toBe('/problems/body-too-large');
  });

  it('answers 404 problem details for an unknown route', async () => {
    const res = await request(app.getHttpServer()).get('/v1/no-such-thing');
    expectProblem(res, 404);
  });

  it('accepts the valid body used below', async () => {
    const res = await request(app.getHttpServer()).post('/v1/adjudications').send({ state: STATE, action: ACTION }).expect(200);
    expect(res.body.legal).toBe(true);
  });

  it('answers 400 naming an unknown top-level field', async () => {
    const res = await request(app.getHttpServer()).post('/v1/adjudications').send({ state: STATE, action: ACTION, foo: 1 });
    expectProblem(res, 400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('foo');
  });

  it('answers 400 naming an unknown field of the action', async () => {
    const res = await request(app.getHttpServer())
      .post('/v1/adjudications')
      .send({ state: STATE, action: { ...ACTION, tapped: true } });
    expectProblem(res, 400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('action.tapped');
  });
});
