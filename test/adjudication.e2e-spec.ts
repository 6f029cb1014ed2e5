import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from './support/create-app';

const board = (extra: Record<string, unknown> = {}) => ({
  players: [
    { id: 'alice', hand: [{ id: 'h1', card: 'Forest' }], library: { count: 30 } },
    { id: 'bob', library: { count: 30 } },
  ],
  turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
  ...extra,
});

describe('POST /v1/adjudications', () => {
  let app: INestApplication;
  const post = (body: unknown) =>
    request(app.getHttpServer())
      .post('/v1/adjudications')
      .send(body as object);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a legal action with the verdict, the board, the decision and the cited trace', async () => {
    const res = await post({ state: board(), action: { type: 'playLand', player: 'alice', card: 'h1' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ legal: true, violations: [], decision: { player: 'alice', kind: 'priority' }, gameOver: null });
    expect(res.body.state.battlefield[0]).toMatchObject({
      id: 'h1',
      card: 'Forest',
      controller: 'alice',
      characteristics: { name: 'Forest', types: ['Land'] },
    });
    expect(res.body.trace[0]).toMatchObject({ rule: '305.1', event: 'playLand' });
  });

  it('answers the same request with the same bytes', async () => {
    const body = {
      state: board(),
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    };
    const a = await post(body);
    const b = await post(body);
    expect(a.text).toBe(b.text);
  });

  it('an illegal action is a 200 verdict with its violations, and the board as it was (733)', async () => {
    const res = await post({
      state: board({ players: [{ id: 'alice', hand: [{ id: 'h1', card: 'Forest' }], landsPlayedThisTurn: 1 }, { id: 'bob' }] }),
      action: { type: 'playLand', player: 'alice', card: 'h1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.legal).toBe(false);
    expect(res.body.violations).toEqual([expect.objectContaining({ code: 'LAND_ALREADY_PLAYED', rule: '305.2' })]);
    expect(res.body.state.battlefield).toEqual([]);
  });

  it('400 names every bad field of the board and the action', async () => {
    const res = await post({
      state: {
        players: [
          { id: 'alice', life: 'x' },
          { id: 'bob', poison: 1.5 },
        ],
        turn: { step: 'brunch' },
      },
      action: { type: 'playLand', player: 'alice' },
    });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['state.players[0].life', 'state.players[1].poison', 'state.turn.step', 'action.card']));
  });

  it('declareAttackers takes optional attacking bands (702.22c), kept in the combat of the answer; a malformed one is a 400', async () => {
    const state = {
      players: [
        { id: 'alice', library: { count: 30 } },
        { id: 'bob', library: { count: 30 } },
      ],
      battlefield: [
        { id: 'a1', card: 'Benalish Hero', controller: 'alice' },
        { id: 'a2', card: 'Grizzly Bears', controller: 'alice' },
      ],
      turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null },
    };
    const attackers = [
      { id: 'a1', attacking: 'bob' },
      { id: 'a2', attacking: 'bob' },
    ];
    const res = await post({ state, action: { type: 'declareAttackers', player: 'alice', attackers, bands: [['a1', 'a2']] } });
    expect(res.status).toBe(200);
    expect(res.body.violations).toEqual([]);
    expect(res.body.state.combat.bands).toEqual([['a1', 'a2']]);
    const bad = await post({ state, action: { type: 'declareAttackers', player: 'alice', attackers, bands: 'a1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('action.bands');
  });

  it('400 when the action type is unknown or the body has neither action nor actions', async () => {
    const unknownType = await post({ state: board(), action: { type: 'dance', player: 'alice' } });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.errors.map((e: { field: string }) => e.field)).toContain('action.type');
    const none = await post({ state: board() });
    expect(none.status).toBe(400);
  });

  it('422 with the rule an impossible board breaks', async () => {
    const res = await post({
      state: board({
        battlefield: [
          { id: 'h1', card: 'Forest', controller: 'alice' },
          { id: 'x', card: 'Unheard Of Card', controller: 'alice' },
        ],
      }),
      action: { type: 'pass', player: 'alice' },
    });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'DUPLICATE_ID', rule: '400.1' }),
        expect.objectContaining({ code: 'UNKNOWN_CARD', rule: '108.1' }),
      ]),
    );
  });

  it('422 when the action names an object or a player that is not on the board', async () => {
    const res = await post({ state: board(), action: { type: 'playLand', player: 'carol', card: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { path: string }) => v.path).sort()).toEqual(['action.card', 'action.player']);
  });

  it('422 UNSUPPORTED_ACTION for an action the engine does not implement yet, never a guess', async () => {
    const res = await post({ state: board(), action: { type: 'mulligan', player: 'alice' } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('UNSUPPORTED_ACTION');
  });

  it('never answers 500 to odd bodies', async () => {
    for (const body of [
      [],
      'text',
      { state: [] },
      { state: null, action: null },
      { state: { players: 'x' }, actions: {} },
      { state: board(), actions: [null] },
    ]) {
      const res = await post(body);
      // A bare string is sent as a form body (supertest): 415, not JSON (docs/CONTRACT.md §6).
      expect(typeof body === 'string' ? [415] : [400, 422]).toContain(res.status);
    }
  });

  it('never answers 500 to odd boards that reach the engine', async () => {
    const players = [
      { id: 'alice', library: { count: 5 } },
      { id: 'bob', library: { count: 5 } },
    ];
    const turn = { number: 3, active: 'alice', step: 'first-main', priority: 'alice' };
    const pass2 = [
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ];
    const boards: Record<string, unknown>[] = [
      { players, turn, stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['alice', 'bob', 'nobody'] }] },
      { players, turn, stack: [{ id: 's1', ability: { source: 'ghost', index: 7 }, controller: 'bob' }] },
      { players, turn, stack: [{ id: 's1', ability: { source: 'ghost', index: 0, triggered: true }, controller: 'bob' }] },
      { players, turn, pending: [{ id: 'p1', source: 'ghost', index: 3, controller: 'alice' }] },
      {
        players,
        turn,
        battlefield: [
          { id: 'a', card: 'Pacifism', controller: 'alice', attachedTo: 'b' },
          { id: 'b', card: 'Pacifism', controller: 'alice', attachedTo: 'a' },
        ],
      },
      {
        players,
        turn: { ...turn, step: 'combat-damage', priority: null },
        battlefield: [{ id: 'f', card: 'Forest', controller: 'alice' }],
        combat: { attackers: [{ id: 'f', attacking: 'bob' }], blockers: [{ id: 'f', blocking: ['f'] }] },
      },
      { players, turn, stack: [{ id: 's1', card: 'Blaze', controller: 'alice', targets: ['bob'], x: 1000000000 }] },
      { players, turn, effects: [{ id: 'e', kind: 'switch-pt', affects: ['nothing'], controller: 'alice', timestamp: 1 }] },
    ];
    for (const state of boards) {
      const res = await post({ state, actions: pass2 });
      expect({ state, status: res.status }).toEqual({ state, status: expect.any(Number) });
      expect([200, 400, 422]).toContain(res.status);
    }
  });
});
