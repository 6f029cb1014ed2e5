import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource, EntityManager } from 'typeorm';
import { RulingCard } from '../apps/api/src/rulings/entities/ruling-card.entity';
import { createTestApp } from './support/create-app';

/**
 * Odd input a client could send, over HTTP: every answer is a 2xx or a 4xx problem, never a 500;
 * and a ruling whose write fails part way leaves nothing stored (one transaction).
 */
const KEY = 'test-key-0123456789abcdef';
const turn = { number: 3, active: 'alice', step: 'first-main', priority: 'alice' };
const state = () => ({
  players: [
    {
      id: 'alice',
      hand: [
        { id: 'h1', card: 'Forest' },
        { id: 'h2', card: 'Lightning Bolt' },
      ],
      library: { count: 30 },
    },
    { id: 'bob', library: { count: 30 } },
  ],
  battlefield: [
    { id: 'm1', card: 'Mountain', controller: 'alice' },
    { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
  ],
  turn,
});
const landPlay = () => ({ state: state(), action: { type: 'playLand', player: 'alice', card: 'h1' } });

const deep = (n: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
const ODD: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53 + 2,
  1e300,
  -1e300,
  '',
  'zzz',
  [],
  [null],
  {},
  ['missing'],
  [-1],
  deep(300),
  'x'.repeat(5000),
];
const NEW_FIELDS = [
  'bands',
  'additionalCosts',
  'sacrifice',
  'discard',
  'faceDown',
  'payment',
  'copyOf',
  'baseController',
  'delayed',
  'awaitingCopy',
  'awaitingWords',
  'awaitingReveal',
  'awaitingReplacement',
  'awaitingChoice',
  'awaitingPayment',
  'pendingChoice',
  'modes',
  'granted',
  'from',
  'to',
  'equalTo',
  'activatedThisTurn',
  'upkeepsSinceControl',
  'kicked',
];

/** Requests with one odd value in a new field, at the board, a permanent, the stack, a pending trigger, an effect and the action. */
function oddRequests(): unknown[] {
  const out: unknown[] = [];
  NEW_FIELDS.forEach((field, i) => {
    const value = ODD[i % ODD.length];
    const value2 = ODD[(i * 7 + 3) % ODD.length];
    const s = state() as Record<string, any>;
    s.battlefield[1][field] = value;
    out.push({ state: s, action: { type: 'pass', player: 'alice' } });
    out.push({
      state: { ...state(), stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], [field]: value2 }] },
      action: { type: 'pass', player: 'alice' },
    });
    out.push({
      state: { ...state(), pending: [{ id: 'p1', source: 'g1', index: 0, controller: 'bob', [field]: value }] },
      action: { type: 'pass', player: 'alice' },
    });
    out.push({
      state: {
        ...state(),
        effects: [
          { id: 'e1', kind: 'change-text', from: 'green', to: 'red', affects: ['g1'], controller: 'alice', timestamp: 5, [field]: value2 },
        ],
      },
      action: { type: 'pass', player: 'alice' },
    });
    out.push({
      state: state(),
      action: { type: 'cast', player: 'alice', card: 'h2', targets: ['g1'], [field]: value, payment: { convoke: value2 } },
    });
  });
  // Found by this fuzzing: a pool of 2^31 {R} was a 500 (RangeError), 1e9 age counters ran the server out of memory.
  out.push({
    state: { ...state(), players: [{ id: 'alice', manaPool: { R: 2 ** 31 } }, { id: 'bob' }] },
    action: { type: 'pass', player: 'alice' },
  });
  out.push({
    state: { ...state(), battlefield: [{ id: 'g1', card: 'Grizzly Bears', controller: 'bob', counters: { age: 1e9, '+1/+1': 1.7e308 } }] },
    action: { type: 'pass', player: 'alice' },
  });
  out.push(
    null,
    [],
    'text',
    42,
    { state: deep(400), action: deep(400) },
    { state: state(), actions: ODD },
    { state: state(), action: { type: 'pass', player: 'alice' }, allowUnsupported: 'yes' },
  );
  return out;
}

describe('Odd input over HTTP (e2e)', () => {
  let app: INestApplication;
  let dataSource: DataSource;
  const savedKey = process.env.RULINGS_API_KEY;
  const http = () => request(app.getHttpServer());
  const rows = async (): Promise<number[]> => [
    Number((await dataSource.query('SELECT COUNT(*) AS n FROM ruling'))[0].n),
    Number((await dataSource.query('SELECT COUNT(*) AS n FROM ruling_rule'))[0].n),
    Number((await dataSource.query('SELECT COUNT(*) AS n FROM ruling_card'))[0].n),
  ];
  const expectNot500 = (res: request.Response, what: string): void => {
    if (res.status >= 500) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
    if (res.status >= 400) expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  };

  beforeAll(async () => {
    process.env.RULINGS_API_KEY = KEY;
    app = await createTestApp();
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app?.close();
    if (savedKey === undefined) delete process.env.RULINGS_API_KEY;
    else process.env.RULINGS_API_KEY = savedKey;
  });

  afterEach(() => jest.restoreAllMocks());

  it('adjudications, legal-actions and rulings answer odd bodies with 2xx or 4xx, never 500; a refused ruling stores nothing', async () => {
    const before = await rows();
    let stored = 0;
    for (const [i, body] of oddRequests().entries()) {
      const json = JSON.stringify(body);
      expectNot500(await http().post('/v1/adjudications').set('content-type', 'application/json').send(json), `adjudications #${i}`);
      expectNot500(await http().post('/v1/legal-actions').set('content-type', 'application/json').send(json), `legal-actions #${i}`);
      const res = await http().post('/v1/rulings').set('x-api-key', KEY).send({ title: 't', question: 'q', request: body });
      expectNot500(res, `rulings #${i}`);
      if (res.status === 201) stored++;
    }
    const after = await rows();
    expect(after[0]).toBe(before[0] + stored);
    if (stored === 0) expect(after).toEqual(before);
  }, 60_000); // many requests in a row: a generous budget on a loaded machine (not a timing check)

  it('cards, rules and rulings reads answer odd queries and ids with 2xx or 4xx, never 500', async () => {
    const odd = ['', '-1', '1e309', '99999999999999999999', 'null', '%00', "'", '[]', 'a'.repeat(3000), '702.999z', '..', 'NaN'];
    for (const v of odd) {
      const q = encodeURIComponent(v);
      for (const path of [
        `/v1/cards?q=${q}`,
        `/v1/cards?limit=${q}&offset=${q}`,
        `/v1/cards/${q || 'x'}`,
        `/v1/rules?q=${q}`,
        `/v1/rules?limit=${q}`,
        `/v1/rules/${q || 'x'}`,
        `/v1/rulings?rule=${q}&card=${q}&q=${q}`,
        `/v1/rulings?limit=${q}&offset=${q}`,
        `/v1/rulings/${q || 'x'}`,
      ]) {
        expectNot500(await http().get(path), path);
      }
      expectNot500(
        await http()
          .put(`/v1/rulings/${q || 'x'}`)
          .set('x-api-key', KEY)
          .send({ title: 't', question: 'q', request: landPlay() }),
        `PUT ${v}`,
      );
      expectNot500(
        await http()
          .delete(`/v1/rulings/${q || 'x'}`)
          .set('x-api-key', KEY),
        `DELETE ${v}`,
      );
      expectNot500(await http().post(`/v1/rulings/${q || 'x'}/rerun`), `rerun ${v}`);
    }
    expectNot500(
      await http().post('/v1/rulings').set('x-api-key', KEY).set('content-type', 'application/json').send('{"title": "t", "question":'),
      'truncated JSON',
    );
  }, 60_000); // many requests in a row: a generous budget on a loaded machine (not a timing check)

  it('a create whose card rows fail to insert stores nothing: no ruling, no rule rows (one transaction)', async () => {
    const before = await rows();
    const insert = EntityManager.prototype.insert;
    jest.spyOn(EntityManager.prototype, 'insert').mockImplementation(function (this: EntityManager, target: any, entity: any) {
      if (target === RulingCard) return Promise.reject(new Error('disk full'));
      return insert.call(this, target, entity);
    });
    const res = await http()
      .post('/v1/rulings')
      .set('x-api-key', KEY)
      .send({ title: 'Half', question: 'Is anything left?', request: landPlay() });
    expect(res.status).toBe(500);
    jest.restoreAllMocks();
    expect(await rows()).toEqual(before);
  });

  it('an update whose card rows fail to insert leaves the ruling as it was, with its rules and cards', async () => {
    const created = await http()
      .post('/v1/rulings')
      .set('x-api-key', KEY)
      .send({ title: 'Whole', question: 'Before?', request: landPlay() });
    expect(created.status).toBe(201);
    const before = await rows();
    const insert = EntityManager.prototype.insert;
    jest.spyOn(EntityManager.prototype, 'insert').mockImplementation(function (this: EntityManager, target: any, entity: any) {
      if (target === RulingCard) return Promise.reject(new Error('disk full'));
      return insert.call(this, target, entity);
    });
    const bolt = { state: state(), action: { type: 'cast', player: 'alice', card: 'h2', targets: ['g1'] } };
    const res = await http()
      .put(`/v1/rulings/${created.body.id}`)
      .set('x-api-key', KEY)
      .send({ title: 'Changed', question: 'After?', request: bolt });
    expect(res.status).toBe(500);
    jest.restoreAllMocks();
    expect(await rows()).toEqual(before);
    const now = await http().get(`/v1/rulings/${created.body.id}`).expect(200);
    expect(now.body).toEqual(created.body);
  });
});
