import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from './support/create-app';

/**
 * Every rules vector (test/vectors, copied from the shared rules situations) runs through
 * POST /v1/adjudications. A vector whose rules are not implemented yet is pending, with its
 * reason: it must then be refused as UNSUPPORTED_* (422), never answered with a guessed ruling.
 */
interface Vector {
  name: string;
  rules: string[];
  request: Record<string, unknown>;
  expect: {
    legal?: boolean;
    violations?: string[];
    trace?: string[];
    zones?: Record<string, string>;
    life?: Record<string, number>;
    tapped?: Record<string, boolean>;
    pt?: Record<string, [number, number]>;
    counters?: Record<string, Record<string, number>>;
    step?: string;
    active?: string;
    priority?: string | null;
    decision?: { player: string; kind: string };
    winners?: string[];
  };
}

const PENDING: Record<string, string> = {};

const dir = join(__dirname, 'vectors');
const vectors = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file, id: file.slice(0, 3), vector: JSON.parse(readFileSync(join(dir, file), 'utf8')) as Vector }));

type Board = Record<string, any>;

/** Where an object is in the answer's board; "gone" when it is nowhere (704.5d). */
function zoneOf(board: Board, id: string): string {
  for (const p of board.players) {
    for (const zone of ['hand', 'library', 'graveyard'] as const) {
      if (Array.isArray(p[zone]) && p[zone].some((o: Board) => o.id === id)) return zone;
    }
  }
  for (const zone of ['battlefield', 'stack', 'exile', 'command'] as const) {
    if ((board[zone] ?? []).some((o: Board) => o.id === id)) return zone;
  }
  return 'gone';
}

function permanent(board: Board, id: string): Board {
  const found = board.battlefield.find((o: Board) => o.id === id);
  if (!found) throw new Error(`${id} is not on the battlefield`);
  return found;
}

/** Each expected rule appears in the trace, in this relative order. */
function inOrder(trace: { rule: string }[], expected: string[]): boolean {
  let at = 0;
  for (const rule of expected) {
    const next = trace.findIndex((t, i) => i >= at && t.rule === rule);
    if (next < 0) return false;
    at = next + 1;
  }
  return true;
}

describe('rules vectors through POST /v1/adjudications', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the fourteen public vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(14);
  });

  for (const { file, id, vector } of vectors) {
    const reason = PENDING[id];
    if (reason) {
      it(`${file}: pending (${reason}): refused as unsupported, not guessed`, async () => {
        const res = await request(app.getHttpServer()).post('/v1/adjudications').send(vector.request);
        expect(res.status).toBe(422);
        expect(res.body.code).toMatch(/^UNSUPPORTED_/);
      });
      continue;
    }
    it(`${file}: ${vector.name} (${vector.rules.join(', ')})`, async () => {
      const res = await request(app.getHttpServer()).post('/v1/adjudications').send(vector.request);
      expect(res.status).toBe(200);
      const answer = res.body;
      const e = vector.expect;
      if (e.legal !== undefined) expect(answer.legal).toBe(e.legal);
      for (const rule of e.violations ?? []) expect(answer.violations.map((v: Board) => v.rule)).toContain(rule);
      if (e.trace)
        expect({ trace: answer.trace.map((t: Board) => t.rule), inOrder: inOrder(answer.trace, e.trace) }).toMatchObject({ inOrder: true });
      for (const [obj, zone] of Object.entries(e.zones ?? {})) expect([obj, zoneOf(answer.state, obj)]).toEqual([obj, zone]);
      for (const [player, life] of Object.entries(e.life ?? {}))
        expect(answer.state.players.find((p: Board) => p.id === player).life).toBe(life);
      for (const [obj, tapped] of Object.entries(e.tapped ?? {})) expect([obj, permanent(answer.state, obj).tapped]).toEqual([obj, tapped]);
      for (const [obj, pt] of Object.entries(e.pt ?? {})) {
        const c = permanent(answer.state, obj).characteristics;
        expect([obj, c.power, c.toughness]).toEqual([obj, ...pt]);
      }
      for (const [obj, counters] of Object.entries(e.counters ?? {})) expect(permanent(answer.state, obj).counters).toEqual(counters);
      if (e.step !== undefined) expect(answer.state.turn.step).toBe(e.step);
      if (e.active !== undefined) expect(answer.state.turn.active).toBe(e.active);
      if (e.priority !== undefined) expect(answer.state.turn.priority).toBe(e.priority);
      if (e.decision) expect(answer.decision).toMatchObject(e.decision);
      if (e.winners) expect(answer.gameOver?.winners).toEqual(e.winners);
    });
  }
});
