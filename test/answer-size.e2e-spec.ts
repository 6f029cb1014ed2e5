import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from './support/create-app';

/** POST /v1/adjudications?characteristics=all|changed|none (CONTRACT §3, answer size). */

const state = {
  players: [
    { id: 'alice', library: { count: 30 } },
    { id: 'bob', library: { count: 30 } },
  ],
  battlefield: [
    { id: 'ga', card: 'Glorious Anthem', controller: 'alice' },
    { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
    { id: 'x1', card: 'Grizzly Bears', controller: 'bob' },
    { id: 'x2', card: 'Grizzly Bears', controller: 'bob', counters: { '+1/+1': 2 } },
  ],
  turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
};
const body = { state, action: { type: 'pass', player: 'alice' } };
type Permanent = { id: string; characteristics?: { power: number | null; toughness: number | null } };
const find = (answer: { state: { battlefield: Permanent[] } }, id: string) => answer.state.battlefield.find((o) => o.id === id)!;

describe('POST /v1/adjudications?characteristics', () => {
  let app: INestApplication;
  const post = (query: string, sent: unknown = body) =>
    request(app.getHttpServer())
      .post(`/v1/adjudications${query}`)
      .send(sent as object);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('without the parameter every permanent carries its characteristics, the same bytes as characteristics=all', async () => {
    const plain = await post('');
    const all = await post('?characteristics=all');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.text).toBe(all.text);
    for (const o of plain.body.state.battlefield as Permanent[]) expect(o.characteristics).toBeDefined();
    expect(find(plain.body, 'x1').characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('changed: only the anthem-pumped Bears and the countered one keep theirs; the answer is smaller', async () => {
    const all = await post('');
    const changed = await post('?characteristics=changed');
    expect(changed.status).toBe(200);
    expect(find(changed.body, 'b1').characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(find(changed.body, 'x2').characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(find(changed.body, 'x1')).not.toHaveProperty('characteristics');
    expect(find(changed.body, 'ga')).not.toHaveProperty('characteristics');
    expect(changed.text.length).toBeLessThan(all.text.length);
    expect({ ...changed.body, state: undefined }).toEqual({ ...all.body, state: undefined });
  });

  it('none: no characteristics at all', async () => {
    const none = await post('?characteristics=none');
    expect(none.status).toBe(200);
    for (const o of none.body.state.battlefield as Permanent[]) expect(o).not.toHaveProperty('characteristics');
  });

  it('the compact board sent back is judged as the full one', async () => {
    const full = await post('');
    const compact = await post('?characteristics=changed');
    const again = { action: { type: 'pass', player: 'bob' } };
    const fromFull = await post('', { state: full.body.state, ...again });
    const fromCompact = await post('', { state: compact.body.state, ...again });
    expect(fromCompact.status).toBe(200);
    expect(fromCompact.text).toBe(fromFull.text);
  });

  it('any other value is a 400 naming the parameter', async () => {
    const res = await post('?characteristics=some');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.errors).toEqual([{ field: 'characteristics', message: expect.stringContaining('all, changed, none') }]);
  });

  it('no ETag on the answer of a POST', async () => {
    const res = await post('');
    expect(res.headers.etag).toBeUndefined();
  });
});
