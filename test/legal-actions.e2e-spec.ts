import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from './support/create-app';

describe('POST /v1/legal-actions', () => {
  let app: INestApplication;
  const post = (body: unknown) =>
    request(app.getHttpServer())
      .post('/v1/legal-actions')
      .send(body as object);
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const state = {
    players: [
      {
        id: 'alice',
        hand: [
          { id: 'h1', card: 'Forest' },
          { id: 'h2', card: 'Lightning Bolt' },
          { id: 'h3', card: 'Hill Giant' },
        ],
        library: { count: 30 },
      },
      { id: 'bob', library: { count: 30 } },
    ],
    battlefield: [
      { id: 'm1', card: 'Mountain', controller: 'alice' },
      { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
    ],
    turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
  };

  it('lists what the player with priority may do, each action judged legal when sent back', async () => {
    const res = await post({ state });
    expect(res.status).toBe(200);
    expect(res.body.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    const actions = res.body.actions.map((a: { action: { type: string } }) => a.action);
    expect(actions).toContainEqual({ type: 'pass', player: 'alice' });
    expect(actions).toContainEqual({ type: 'playLand', player: 'alice', card: 'h1' });
    const bolt = res.body.actions.find((a: { action: { card?: string } }) => a.action.card === 'h2');
    expect(bolt.targetOptions[0]).toEqual(expect.arrayContaining(['alice', 'bob', 'b1']));
    // Hill Giant costs four: castable now, but not payable with one Mountain.
    expect(res.body.notPayable).toContainEqual({ type: 'cast', player: 'alice', card: 'h3' });
    for (const { action } of res.body.actions) {
      const judged = await request(app.getHttpServer()).post('/v1/adjudications').send({ state, action });
      expect({ action, legal: judged.body.legal }).toEqual({ action, legal: true });
    }
  });

  it('400 for a body that is not a board, 422 for an impossible one', async () => {
    expect((await post({ state: { players: 'x' } })).status).toBe(400);
    expect((await post({ state, limit: 0 })).status).toBe(400);
    expect((await post({ state: { ...state, battlefield: [{ id: 'x', card: 'No Such Card', controller: 'alice' }] } })).status).toBe(422);
  });

  it('is bounded: a small limit says the list was truncated', async () => {
    const res = await post({ state, limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body.truncated).toBe(true);
  });
});
