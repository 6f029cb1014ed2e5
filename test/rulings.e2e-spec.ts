import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { RulingCard } from '../apps/api/src/rulings/entities/ruling-card.entity';
import { RulingRule } from '../apps/api/src/rulings/entities/ruling-rule.entity';
import { Ruling } from '../apps/api/src/rulings/entities/ruling.entity';
import { createTestApp } from './support/create-app';

const KEY = 'test-key-0123456789abcdef';
const ENGINE_VERSION = (JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }).version;

const turn = { number: 3, active: 'alice', step: 'first-main', priority: 'alice' };

/** Alice plays a Forest: legal; cites 305.1, 305.2a, 116.3. */
const landPlay = () => ({
  state: {
    players: [
      { id: 'alice', hand: [{ id: 'h1', card: 'Forest' }], library: { count: 30 } },
      { id: 'bob', library: { count: 30 }, graveyard: ['Lightning Bolt'] },
    ],
    turn,
  },
  action: { type: 'playLand', player: 'alice', card: 'h1' },
});

/** Alice plays a second land this turn: illegal (305.2), reversed (733.1). */
const secondLand = () => ({
  state: {
    players: [
      { id: 'alice', hand: [{ id: 'h2', card: 'Mountain' }], landsPlayedThisTurn: 1, library: { count: 30 } },
      { id: 'bob', library: { count: 30 } },
    ],
    turn,
  },
  action: { type: 'playLand', player: 'alice', card: 'h2' },
});

/** A trampler blocked by Grizzly Bears assigns less than lethal damage to it: illegal (702.19b). */
const trampleShort = () => ({
  state: {
    players: [
      { id: 'alice', library: { count: 30 } },
      { id: 'bob', library: { count: 30 } },
    ],
    battlefield: [
      {
        id: 'a1',
        card: {
          name: 'Test Trampler',
          manaCost: '{3}{G}',
          types: ['Creature'],
          subtypes: ['Beast'],
          power: 5,
          toughness: 5,
          text: 'Trample',
        },
        controller: 'alice',
        tapped: true,
      },
      { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
    ],
    turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
    combat: { attackers: [{ id: 'a1', attacking: 'bob' }], blockers: [{ id: 'b1', blocking: ['a1'] }] },
  },
  actions: [
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
    { type: 'assignDamage', player: 'alice', assignments: { a1: { b1: 1, bob: 4 } } },
  ],
});

const expectProblem = (res: request.Response, status: number): void => {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, type: expect.any(String), title: expect.any(String), detail: expect.any(String) });
};

describe('Stored rulings /v1/rulings (e2e)', () => {
  let app: INestApplication;
  let dataSource: DataSource;
  const savedKey = process.env.RULINGS_API_KEY;
  const http = () => request(app.getHttpServer());
  const post = (body: unknown, key: string | null = KEY) => {
    const req = http().post('/v1/rulings');
    return (key === null ? req : req.set('x-api-key', key)).send(body as object);
  };
  const create = async (title: string, question: string, req: unknown): Promise<Record<string, any>> => {
    const res = await post({ title, question, request: req });
    expect(res.status).toBe(201);
    return res.body;
  };
  const count = async (): Promise<number> => (await http().get('/v1/rulings').expect(200)).body.total;
  const ids = async (query: string): Promise<string[]> => {
    const res = await http().get(`/v1/rulings?limit=100&${query}`);
    expect(res.status).toBe(200);
    return res.body.results.map((r: { id: string }) => r.id);
  };

  let land: Record<string, any>;
  let second: Record<string, any>;
  let trample: Record<string, any>;

  beforeAll(async () => {
    process.env.RULINGS_API_KEY = KEY;
    app = await createTestApp();
    dataSource = app.get(DataSource);
    land = await create('Playing a Forest in the main phase', 'May Alice play her Forest now? Priorité after it?', landPlay());
    second = await create('A second land in one turn', 'Alice has played a land this turn. May she play a Mountain?', secondLand());
    trample = await create(
      'Trample: lethal damage first',
      'Can the trampler put 4 of its 5 damage on Bob past a Grizzly Bears?',
      trampleShort(),
    );
  });

  afterAll(async () => {
    await app?.close();
    if (savedKey === undefined) delete process.env.RULINGS_API_KEY;
    else process.env.RULINGS_API_KEY = savedKey;
  });

  describe('POST /v1/rulings', () => {
    it('stores a legal ruling: 201, its permanent id and Location, the rules cited and the cards involved', async () => {
      const edition = (await http().get('/v1/rules/305.1').expect(200)).body.edition;
      const body = { title: 'Forest', question: 'May she?', request: landPlay() };
      const res = await post(body);
      expect(res.status).toBe(201);
      expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(res.headers.location).toBe(`/v1/rulings/${res.body.id}`);
      expect(res.body).toMatchObject({
        title: 'Forest',
        question: 'May she?',
        legal: true,
        violations: [],
        rules: ['116.3', '305.1', '305.2a'],
        cards: ['Forest', 'Lightning Bolt'],
        rulesEdition: edition,
        engineVersion: ENGINE_VERSION,
        request: landPlay(),
      });
      expect(res.body.answer).toMatchObject({
        legal: true,
        trace: [expect.objectContaining({ rule: '305.1', event: 'playLand' }), expect.anything(), expect.anything()],
      });
      expect(res.body.answer.state.battlefield[0]).toMatchObject({ id: 'h1', card: 'Forest' });
      expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
      expect(res.body.updatedAt).toBe(res.body.createdAt);
      // The answer is the engine's, byte for byte.
      const direct = await http().post('/v1/adjudications').send(landPlay()).expect(200);
      expect(res.body.answer).toEqual(direct.body);
    });

    it('stores an illegal request (a second land) as such, with its violation', async () => {
      expect(second).toMatchObject({
        legal: false,
        violations: [expect.objectContaining({ code: 'LAND_ALREADY_PLAYED', rule: '305.2' })],
        rules: ['305.2', '733.1'],
        cards: ['Mountain'],
      });
      const res = await http().get(`/v1/rulings/${second.id}`).expect(200);
      expect(res.body).toEqual(second);
    });

    it('names the cards of an inline definition and of the catalog', () => {
      expect(trample.cards).toEqual(['Grizzly Bears', 'Test Trampler']);
      expect(trample.rules).toContain('702.19b');
      expect(trample.violations).toEqual([expect.objectContaining({ code: 'LETHAL_FIRST', rule: '702.19b' })]);
    });

    it('a malformed embedded board: 400 naming its fields under request., and nothing stored', async () => {
      const before = await count();
      const res = await post({
        title: 'Broken',
        question: 'What?',
        request: {
          state: { players: [{ id: 'alice', life: 'x' }, { id: 'bob' }], turn: { step: 'brunch' } },
          action: { type: 'playLand', player: 'alice' },
        },
      });
      expectProblem(res, 400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
        expect.arrayContaining(['request.state.players[0].life', 'request.state.turn.step', 'request.action.card']),
      );
      expect(await count()).toBe(before);
    });

    it('a board the rules cannot hold: 422 with the rule it breaks, and nothing stored', async () => {
      const before = await count();
      const req = landPlay();
      const res = await post({
        title: 'Unknown card',
        question: '?',
        request: { ...req, state: { ...req.state, battlefield: [{ id: 'x', card: 'Unheard Of Card', controller: 'alice' }] } },
      });
      expectProblem(res, 422);
      expect(res.body.violations).toEqual([
        expect.objectContaining({ code: 'UNKNOWN_CARD', rule: '108.1', path: 'request.state.battlefield[0].card' }),
      ]);
      expect(await count()).toBe(before);
    });

    it('400 for a bad title or question, a request that is not an object, and unknown fields', async () => {
      const before = await count();
      const cases: [unknown, string[]][] = [
        [{ title: '', question: 'q', request: landPlay() }, ['title']],
        [{ title: '   ', question: 'q', request: landPlay() }, ['title']],
        [{ title: 'x'.repeat(201), question: 'q', request: landPlay() }, ['title']],
        [{ title: 't', question: 'x'.repeat(5001), request: landPlay() }, ['question']],
        [{ title: 't', question: 'q' }, ['request']],
        [{ title: 't', question: 'q', request: 'x' }, ['request']],
        [{ title: 't', question: 'q', request: { action: landPlay().action } }, ['request.state']],
        [{ title: 't', question: 'q', request: landPlay(), extra: 1 }, ['extra']],
        [{ title: 't', question: 'q', request: { ...landPlay(), extra: 1 } }, ['request.extra']],
      ];
      for (const [body, fields] of cases) {
        const res = await post(body);
        expectProblem(res, 400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(fields));
      }
      expect(await count()).toBe(before);
    });

    it('400 for the NUL character in the title, the question or a card name (PostgreSQL cannot store it), naming each; nothing stored', async () => {
      const before = await count();
      const req = trampleShort();
      const [trampler, bears] = req.state.battlefield;
      const named = {
        ...req,
        state: {
          ...req.state,
          battlefield: [{ ...trampler, card: { ...(trampler.card as Record<string, unknown>), name: 'Test\u0000Trampler' } }, bears],
        },
      };
      const res = await post({ title: 'Nul\u0000title', question: 'q\u0000', request: named });
      expectProblem(res, 400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'title',
        'question',
        'request.state.battlefield[0].card.name',
      ]);
      expectProblem(
        await http().put(`/v1/rulings/${land.id}`).set('x-api-key', KEY).send({ title: 'Nul\u0000', question: 'q', request: landPlay() }),
        400,
      );
      expect(await count()).toBe(before);
      expect((await http().get(`/v1/rulings/${land.id}`).expect(200)).body).toEqual(land);
    });
  });

  describe('API key', () => {
    it('401 without the x-api-key header, or with a wrong key; nothing stored', async () => {
      const before = await count();
      const missing = await post({ title: 't', question: 'q', request: landPlay() }, null);
      expectProblem(missing, 401);
      expect(missing.headers['www-authenticate']).toBe('ApiKey header="x-api-key"');
      for (const wrong of ['wrong', `${KEY}x`, KEY.toUpperCase(), KEY.slice(0, -1)]) {
        expectProblem(await post({ title: 't', question: 'q', request: landPlay() }, wrong), 401);
      }
      // Refused before validation: a bad body without the key learns nothing.
      expectProblem(await post({ nonsense: true }, 'wrong'), 401);
      expectProblem(await http().put(`/v1/rulings/${land.id}`).send({ title: 't', question: 'q', request: landPlay() }), 401);
      expectProblem(await http().delete(`/v1/rulings/${land.id}`).set('x-api-key', 'wrong'), 401);
      expect(await count()).toBe(before);
      await http().get(`/v1/rulings/${land.id}`).expect(200);
    });

    it('reads and rerun need no key', async () => {
      await http().get('/v1/rulings').expect(200);
      await http().get(`/v1/rulings/${land.id}`).expect(200);
      await http().post(`/v1/rulings/${land.id}/rerun`).expect(200);
    });

    describe('on a server without RULINGS_API_KEY', () => {
      let keyless: INestApplication;

      beforeAll(async () => {
        delete process.env.RULINGS_API_KEY;
        keyless = await createTestApp();
        process.env.RULINGS_API_KEY = KEY;
      });

      afterAll(async () => {
        await keyless?.close();
      });

      it('every write is 403 "writes are disabled", with or without a key; reads answer', async () => {
        const server = keyless.getHttpServer();
        const writes = [
          request(server).post('/v1/rulings').set('x-api-key', KEY).send({ title: 't', question: 'q', request: landPlay() }),
          request(server).post('/v1/rulings').send({ title: 't', question: 'q', request: landPlay() }),
          request(server).put(`/v1/rulings/${land.id}`).set('x-api-key', KEY).send({ title: 't', question: 'q', request: landPlay() }),
          request(server).delete(`/v1/rulings/${land.id}`).set('x-api-key', KEY),
        ];
        for (const write of writes) {
          const res = await write;
          expectProblem(res, 403);
          expect(res.body.detail).toMatch(/^writes are disabled: set RULINGS_API_KEY/);
        }
        const list = await request(server).get('/v1/rulings').expect(200);
        expect(list.body).toEqual({ total: 0, limit: 20, offset: 0, hasMore: false, next: null, results: [] });
      });
    });
  });

  describe('GET /v1/rulings/{id}', () => {
    it('answers the stored ruling whole', async () => {
      const res = await http().get(`/v1/rulings/${land.id}`).expect(200);
      expect(res.body).toEqual(land);
      const upper = await http().get(`/v1/rulings/${land.id.toUpperCase()}`).expect(200);
      expect(upper.body.id).toBe(land.id);
    });

    it('404 problem for an unknown or malformed id', async () => {
      expectProblem(await http().get('/v1/rulings/00000000-0000-4000-8000-000000000000'), 404);
      expectProblem(await http().get('/v1/rulings/not-a-uuid'), 404);
      expectProblem(await http().get(`/v1/rulings/${land.id}x`), 404);
      expectProblem(await http().post('/v1/rulings/not-a-uuid/rerun'), 404);
    });
  });

  describe('GET /v1/rulings (search)', () => {
    it('by rule: the exact number', async () => {
      expect(await ids('rule=305.1')).toEqual(expect.arrayContaining([land.id]));
      expect(await ids('rule=305.1')).not.toContain(second.id);
      expect(await ids('rule=305.2a')).toContain(land.id);
      expect(await ids('rule=305.2a')).not.toContain(second.id);
      expect(await ids('rule=702.19b')).toEqual([trample.id]);
      expect(await ids('rule=733.1')).toEqual(expect.arrayContaining([second.id, trample.id]));
      expect(await ids('rule=733.1')).not.toContain(land.id);
    });

    it('by rule: a parent finds its sub-rules (a letter or a dot follows), never a longer number', async () => {
      // 305.2 cites itself in the second land, 305.2a in the land play.
      expect(await ids('rule=305.2')).toEqual(expect.arrayContaining([land.id, second.id]));
      expect(await ids('rule=305')).toEqual(expect.arrayContaining([land.id, second.id]));
      expect(await ids('rule=30')).toEqual([]);
      expect(await ids('rule=3')).toEqual([]);
      expect(await ids('rule=702.19')).toEqual([trample.id]);
      expect(await ids('rule=702')).toEqual([trample.id]);
      expect(await ids('rule=702.1')).toEqual([]); // 702.19b is not under 702.1
      expect(await ids('rule=305.2b')).toEqual([]);
      expect(await ids('rule=%20305.2A%20')).toContain(land.id); // trimmed, lower-cased: 305.2a
      expect(await ids('rule=%20305.2A%20')).not.toContain(second.id);
    });

    it('by card: the whole name, case-insensitive', async () => {
      expect(await ids('card=Forest')).toContain(land.id);
      expect(await ids('card=Forest')).not.toContain(second.id);
      expect(await ids('card=lightning%20bolt')).toContain(land.id);
      expect(await ids('card=Lightning%20Bolt')).not.toContain(trample.id);
      expect(await ids('card=GRIZZLY%20BEARS')).toEqual([trample.id]);
      expect(await ids('card=test%20trampler')).toEqual([trample.id]);
      expect(await ids('card=Grizzly')).toEqual([]);
      expect(await ids('card=Mountain')).toContain(second.id);
    });

    it('by q: text in the title or the question, case-insensitive, beyond ASCII', async () => {
      expect(await ids('q=SECOND%20LAND')).toEqual([second.id]);
      expect(await ids('q=grizzly%20bears%20')).toEqual([trample.id]);
      expect(await ids(`q=${encodeURIComponent('PRIORITÉ')}`)).toEqual([land.id]);
      expect(await ids('q=forest%20in%20the%20main')).toEqual([land.id]);
      expect(await ids('q=nowhere%20to%20be%20found')).toEqual([]);
      expect(await ids('q=%25')).toEqual([]);
    });

    it('combines filters', async () => {
      expect(await ids('rule=305&card=mountain')).toEqual([second.id]);
      expect(await ids('rule=305&q=trample')).toEqual([]);
    });

    it('pages newest first, with total, limit and offset', async () => {
      const all = await http().get('/v1/rulings?limit=100').expect(200);
      const total = all.body.total;
      expect(total).toBeGreaterThanOrEqual(3);
      const stamps = all.body.results.map((r: { createdAt: string }) => r.createdAt);
      expect([...stamps].sort().reverse()).toEqual(stamps);
      const positions = [trample.id, second.id, land.id].map((id) => all.body.results.findIndex((r: { id: string }) => r.id === id));
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(all.body.results[0]).not.toHaveProperty('answer');
      expect(all.body.results[0]).not.toHaveProperty('request');

      const page = await http().get('/v1/rulings?limit=2&offset=1').expect(200);
      expect(page.body).toMatchObject({ total, limit: 2, offset: 1 });
      expect(page.body.results.map((r: { id: string }) => r.id)).toEqual(all.body.results.slice(1, 3).map((r: { id: string }) => r.id));
      const first = await http().get('/v1/rulings').expect(200);
      expect(first.body).toMatchObject({ total, limit: 20, offset: 0 });
      const beyond = await http().get(`/v1/rulings?offset=${total}`).expect(200);
      expect(beyond.body).toEqual({ total, limit: 20, offset: total, hasMore: false, next: null, results: [] });
    });

    it('400 for limits out of 1..100, a negative offset, a malformed rule or a blank filter', async () => {
      for (const query of [
        'limit=0',
        'limit=101',
        'limit=abc',
        'limit=1.5',
        'offset=-1',
        'rule=abc',
        'rule=305.',
        'rule=305%25',
        'card=',
        'q=%20',
        // U+0000 is in no stored text (PostgreSQL's text cannot hold it): refused on either database.
        'q=%00',
        'q=a%00b',
        'card=Forest%00',
        'other=1',
      ]) {
        const res = await http().get(`/v1/rulings?${query}`);
        expectProblem(res, 400);
        expect(res.body.errors.length).toBeGreaterThan(0);
      }
    });
  });

  describe('PUT /v1/rulings/{id}', () => {
    it('replaces title, question and request; judges again and stores again', async () => {
      const ruling = await create('To replace', 'A Forest?', landPlay());
      const res = await http()
        .put(`/v1/rulings/${ruling.id}`)
        .set('x-api-key', KEY)
        .send({ title: 'Replaced: a Mountain after a land', question: 'And now?', request: secondLand() });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: ruling.id,
        title: 'Replaced: a Mountain after a land',
        question: 'And now?',
        legal: false,
        violations: [expect.objectContaining({ code: 'LAND_ALREADY_PLAYED', rule: '305.2' })],
        rules: ['305.2', '733.1'],
        cards: ['Mountain'],
        request: secondLand(),
        createdAt: ruling.createdAt,
      });
      expect(res.body.updatedAt > ruling.createdAt).toBe(true);
      expect((await http().get(`/v1/rulings/${ruling.id}`).expect(200)).body).toEqual(res.body);
      // Searched by what it is now, not by what it was.
      expect(await ids('card=Forest')).not.toContain(ruling.id);
      expect(await ids('card=Mountain')).toContain(ruling.id);
      expect(await ids('rule=305.1')).not.toContain(ruling.id);
      expect(await ids('q=replaced')).toEqual([ruling.id]);
      expect(await ids('q=to%20replace')).toEqual([]);
    });

    it('a refused request leaves the ruling as it was; an unknown id is 404', async () => {
      const ruling = await create('Kept', 'Unchanged?', landPlay());
      const bad = await http()
        .put(`/v1/rulings/${ruling.id}`)
        .set('x-api-key', KEY)
        .send({ title: 'Broken', question: 'q', request: { state: { players: 'x' }, action: { type: 'pass', player: 'alice' } } });
      expectProblem(bad, 400);
      expect((await http().get(`/v1/rulings/${ruling.id}`).expect(200)).body).toEqual(ruling);
      const unknown = await http()
        .put('/v1/rulings/00000000-0000-4000-8000-000000000000')
        .set('x-api-key', KEY)
        .send({ title: 't', question: 'q', request: landPlay() });
      expectProblem(unknown, 404);
    });
  });

  describe('DELETE /v1/rulings/{id}', () => {
    it('204, then 404; its rule and card rows go with it', async () => {
      const ruling = await create('To delete', 'Gone?', landPlay());
      const children = async () =>
        (await dataSource.manager.countBy(RulingRule, { rulingId: ruling.id })) +
        (await dataSource.manager.countBy(RulingCard, { rulingId: ruling.id }));
      expect(await children()).toBe(5); // 3 rules, 2 cards
      const res = await http().delete(`/v1/rulings/${ruling.id}`).set('x-api-key', KEY);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expectProblem(await http().get(`/v1/rulings/${ruling.id}`), 404);
      expectProblem(await http().delete(`/v1/rulings/${ruling.id}`).set('x-api-key', KEY), 404);
      expect(await ids('card=Forest')).not.toContain(ruling.id);
      expect(await children()).toBe(0);
    });
  });

  describe('POST /v1/rulings/{id}/rerun', () => {
    it('judges the stored request again: same engine, same verdict; nothing stored', async () => {
      const edition = (await http().get('/v1/rules/305.1').expect(200)).body.edition;
      for (const ruling of [land, second]) {
        const res = await http().post(`/v1/rulings/${ruling.id}/rerun`).expect(200);
        expect(res.body).toEqual({
          verdictChanged: false,
          answerChanged: false,
          before: {
            legal: ruling.legal,
            violations: ruling.violations,
            rules: ruling.rules,
            engineVersion: ENGINE_VERSION,
            rulesEdition: edition,
          },
          after: { legal: ruling.legal, violations: ruling.violations, rules: ruling.rules, answer: ruling.answer },
          engineVersion: ENGINE_VERSION,
          rulesEdition: edition,
        });
        expect((await http().get(`/v1/rulings/${ruling.id}`).expect(200)).body).toEqual(ruling);
      }
    });

    it('says when the verdict changed (here: a stored answer made illegal behind the API)', async () => {
      const ruling = await create('Rerun: changed', 'q', landPlay());
      const stale = {
        ...ruling.answer,
        legal: false,
        violations: [{ code: 'OLD_ENGINE', rule: '305.2', message: 'an older engine said no' }],
      };
      await dataSource.manager.update(Ruling, { id: ruling.id }, { answer: JSON.stringify(stale), legal: false });
      const res = await http().post(`/v1/rulings/${ruling.id}/rerun`).expect(200);
      expect(res.body).toMatchObject({
        verdictChanged: true,
        answerChanged: true,
        before: { legal: false, violations: stale.violations },
        after: { legal: true, violations: [], rules: ['116.3', '305.1', '305.2a'] },
      });
      expect((await http().get(`/v1/rulings/${ruling.id}`).expect(200)).body.answer).toEqual(stale);
    });

    it('answers with the problem when the current engine refuses the stored request', async () => {
      const ruling = await create('Rerun: refused', 'q', landPlay());
      await dataSource.manager.update(
        Ruling,
        { id: ruling.id },
        { request: JSON.stringify({ state: { players: 'x' }, action: { type: 'pass', player: 'alice' } }) },
      );
      const res = await http().post(`/v1/rulings/${ruling.id}/rerun`).expect(200);
      expect(res.body).toMatchObject({
        verdictChanged: true,
        answerChanged: true,
        before: { legal: true },
        after: { legal: null, violations: [], rules: [], answer: null, problem: { status: 400 } },
      });
    });
  });

  it('concurrent writes each land whole', async () => {
    const before = await count();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ title: `Concurrent ${i}`, question: 'q', request: i % 2 ? secondLand() : landPlay() })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await count()).toBe(before + 8);
    const listed = await http().get('/v1/rulings?q=concurrent&limit=100').expect(200);
    expect(listed.body.total).toBe(8);
    for (const r of listed.body.results) expect(r.rules.length).toBeGreaterThan(0);
  });
});
