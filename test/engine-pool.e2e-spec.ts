import { readdirSync, readFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { EnginePool } from '../apps/api/src/engine-pool/engine-pool.service';
import { createTestApp } from './support/create-app';
import { anthemArmy, boltRequest } from './support/heavy-boards';

/**
 * The engine in worker threads (ENGINE_WORKERS=2, ENGINE_TIMEOUT_MS=3000): a request past its
 * time budget is stopped and answered 503 while the server keeps answering others; every answer
 * is byte for byte the one the engine gives in the server's own thread; closing the app lets
 * the requests in flight finish first.
 */
const KEY = 'test-key-0123456789abcdef';
const BUDGET_MS = 3000;
/** Thousands of creatures under hundreds of anthems: far more than a second of legal actions. */
const HEAVY = anthemArmy(2000, 500);

jest.setTimeout(180_000);

async function listen(app: NestExpressApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

interface Reply {
  status: number;
  type: string | null;
  text: string;
  doneAt: bigint;
}

async function send(base: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), text, doneAt: process.hrtime.bigint() };
}

describe('engine worker pool (e2e)', () => {
  let pooled: NestExpressApplication;
  let inline: NestExpressApplication;
  let pooledUrl: string;
  let inlineUrl: string;

  beforeAll(async () => {
    inline = await createTestApp({ RULINGS_API_KEY: KEY });
    inlineUrl = await listen(inline);
    pooled = await createTestApp({ ENGINE_WORKERS: '2', ENGINE_TIMEOUT_MS: String(BUDGET_MS), RULINGS_API_KEY: KEY });
    pooledUrl = await listen(pooled);
  });

  let pooledClosed = false;
  afterAll(async () => {
    if (!pooledClosed) await pooled?.close();
    await inline?.close();
  });

  it('runs two worker threads', () => {
    expect(pooled.get(EnginePool).threads).toBe(2);
  });

  it('answers every rules vector, a legal-actions list and refusals byte for byte as the engine in this thread does', async () => {
    const dir = join(__dirname, 'vectors');
    const requests: [string, unknown][] = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ['/v1/adjudications', (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { request: unknown }).request]);
    requests.push(['/v1/legal-actions', anthemArmy(3, 1)]);
    requests.push(['/v1/adjudications', { state: { players: [{ id: 'alice' }] }, action: { type: 'pass', player: 'alice' } }]);
    requests.push([
      '/v1/adjudications',
      {
        ...boltRequest(),
        state: { ...(boltRequest().state as object), battlefield: [{ id: 'x', card: 'No Such Card', controller: 'alice' }] },
      },
    ]);
    for (const [path, body] of requests) {
      const [viaPool, inThread] = await Promise.all([send(pooledUrl, path, body), send(inlineUrl, path, body)]);
      expect({ path, status: viaPool.status, text: viaPool.text }).toEqual({ path, status: inThread.status, text: inThread.text });
    }
  });

  it('stops a request past its budget with a 503 naming it, while /health and a Lightning Bolt still answer', async () => {
    const heavy = send(pooledUrl, '/v1/legal-actions', HEAVY);
    // Let the heavy request reach its worker thread before the others are sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [health, bolt] = await Promise.all([send(pooledUrl, '/health'), send(pooledUrl, '/v1/adjudications', boltRequest())]);
    const slow = await heavy;

    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
    expect(bolt.status).toBe(200);
    const answer = JSON.parse(bolt.text);
    expect(answer.legal).toBe(true);
    // 3 damage to bob at 20 (120.3a); the Bolt is in alice's graveyard once resolved (608.2n).
    expect(answer.state.players.find((p: { id: string }) => p.id === 'bob').life).toBe(17);
    expect(answer.state.players.find((p: { id: string }) => p.id === 'alice').graveyard.map((o: { id: string }) => o.id)).toContain('h1');

    expect(slow.status).toBe(503);
    expect(slow.type).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(slow.text);
    expect(problem).toMatchObject({
      type: '/problems/time-budget-exceeded',
      code: 'ENGINE_TIME_BUDGET_EXCEEDED',
      status: 503,
      budgetMs: BUDGET_MS,
    });
    expect(problem.detail).toContain(`${BUDGET_MS} ms`);
    // The Bolt went to the other thread: it did not wait for the heavy request to be stopped.
    expect(bolt.doneAt < slow.doneAt).toBe(true);
  });

  it('replaces the stopped thread and keeps answering, stored rulings and reruns included', async () => {
    const created = await send(
      pooledUrl,
      '/v1/rulings',
      { title: 'Bolt', question: 'How much life?', request: boltRequest() },
      { 'x-api-key': KEY },
    );
    expect(created.status).toBe(201);
    const ruling = JSON.parse(created.text);
    expect(ruling.answer.state.players.find((p: { id: string }) => p.id === 'bob').life).toBe(17);
    const rerun = await send(pooledUrl, `/v1/rulings/${ruling.id}/rerun`, {});
    expect(rerun.status).toBe(200);
    expect(JSON.parse(rerun.text)).toMatchObject({ verdictChanged: false, answerChanged: false });
    // Piscina starts a new thread in place of the one terminated at its budget.
    for (let i = 0; i < 600 && pooled.get(EnginePool).threads < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pooled.get(EnginePool).threads).toBe(2);
  });

  it('on close, lets a request in flight finish, then stops listening and closes the pool', async () => {
    // A few hundred milliseconds of legal actions: still running when close() is called.
    const inFlight = send(pooledUrl, '/v1/legal-actions', anthemArmy(40, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = pooled.close().then(() => process.hrtime.bigint());
    pooledClosed = true;
    const [reply, closedAt] = await Promise.all([inFlight, closing]);
    expect(reply.status).toBe(200);
    const list = JSON.parse(reply.text);
    expect(list.decision.kind).toBe('declareAttackers');
    expect(list.attackers).toHaveLength(40);
    expect(reply.doneAt < closedAt).toBe(true);
    expect(pooled.get(EnginePool).threads).toBe(0);
    await expect(fetch(`${pooledUrl}/health`)).rejects.toThrow();
  });
});
