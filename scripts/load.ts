/**
 * `npm run load`: adjudication throughput against an echo route of the same body, in the same
 * process (autocannon). The echo exists only here: it parses the same JSON body with the app's body
 * parser and sends it back, the floor any JSON route costs. Prints req/s and p99 of each, and
 * the ratio, for the default answer and for the compact one (?characteristics=changed), and the size
 * of each answer. The rate limit is raised out of the way (the guard still runs on every request).
 * Each route is first warmed up (--warmup N seconds, default 3: the JIT, the worker threads), then
 * the routes are run in turn for several rounds, and the median of the rounds' ratios is the figure
 * (one round moves with what else the machine does).
 * Options: --seconds N (default 5), --connections N (default 10), --rounds N (default 5),
 * --warmup N (default 3), --no-etag (the echo without Express's ETag), --compact-only.
 * --sizes: no load; the size of the answer in each form (?characteristics=all|changed|none) on the
 * bench's boards (the Bolt among 0 to 5,000 Grizzly Bears) and on an anthem army (every creature changed).
 * --store: no server; the cost of one count of the rate limiter (the guard runs it on every request)
 * as the window fills, @nestjs/throttler's own in-memory storage against this app's RateLimitStore.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { boltBoard } from './bench-boards';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

async function answerSizes(): Promise<void> {
  const { adjudicate } = await import('@app/engine');
  const { loadCatalog } = await import('../apps/api/src/cards/catalog-file');
  const { anthemArmy } = await import('../test/support/heavy-boards');
  const loaded = loadCatalog(null);
  if (!loaded.ok) throw new Error(loaded.errors.join('; '));
  const catalog = loaded.value.catalog;
  const bolt = { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] };
  const cases: [string, Record<string, unknown>][] = [
    ...[0, 10, 100, 1000, 5000].map((n): [string, Record<string, unknown>] => [`bolt + ${n} bears`, { state: boltBoard(n), action: bolt }]),
    ['200 bears + 50 anthems', { state: anthemArmy(200, 50).state, actions: [] }],
  ];
  process.stdout.write('board                    request B   all B        changed B    none B       all/request  changed/request\n');
  for (const [name, request] of cases) {
    const text = JSON.stringify(request);
    const size = (characteristics: 'all' | 'changed' | 'none'): number => {
      const outcome = adjudicate(JSON.parse(text) as { state: unknown }, catalog, { characteristics });
      if (outcome.kind !== 'answer') throw new Error(`${name}: ${JSON.stringify(outcome).slice(0, 300)}`);
      return JSON.stringify(outcome.answer).length;
    };
    const [all, changed, none] = [size('all'), size('changed'), size('none')];
    const cell = (v: string | number) => String(v).padEnd(13);
    process.stdout.write(
      `${name.padEnd(25)}${cell(text.length)}${cell(all)}${cell(changed)}${cell(none)}${cell((all / text.length).toFixed(2) + 'x')}${(changed / text.length).toFixed(2)}x\n`,
    );
  }
}

/** µs of CPU per count with `filled` hits already in one client's window, for each storage. */
async function storeCost(): Promise<void> {
  const { ThrottlerStorageService } = await import('@nestjs/throttler');
  const { RateLimitStore } = await import('../apps/api/src/common/rate-limit-store');
  const window = 60_000;
  process.stdout.write('hits in the window   @nestjs/throttler µs/count   RateLimitStore µs/count\n');
  for (const filled of [600, 5_000, 20_000]) {
    const cost = async (store: { increment: InstanceType<typeof ThrottlerStorageService>['increment'] }): Promise<number> => {
      for (let i = 0; i < filled; i++) await store.increment('client', window, 1_000_000, window, 'default');
      const n = 2_000;
      const cpu = process.cpuUsage();
      for (let i = 0; i < n; i++) await store.increment('client', window, 1_000_000, window, 'default');
      const used = process.cpuUsage(cpu);
      return (used.user + used.system) / n;
    };
    const library = new ThrottlerStorageService();
    const theirs = await cost(library);
    library.onApplicationShutdown();
    const ours = await cost(new RateLimitStore());
    process.stdout.write(`${String(filled).padEnd(21)}${theirs.toFixed(1).padEnd(29)}${ours.toFixed(2)}\n`);
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--sizes')) return answerSizes();
  if (process.argv.includes('--store')) return storeCost();
  process.env.DATABASE_PATH = ':memory:';
  process.env.LOG_LEVEL = 'silent';
  // The default limit (600 a minute) would answer 429 within a second: the guard runs, it does not refuse.
  process.env.RATE_LIMIT = '1000000';
  // Imported after the environment is set: the app reads it as its modules load.
  const { AppModule } = await import('../apps/api/src/app.module');
  const { configureApp } = await import('../apps/api/src/configure-app');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: false, bodyParser: false });
  configureApp(app);
  // --no-etag: what Express's ETag of every answer (a hash of the body, useless on a POST) costs.
  if (process.argv.includes('--no-etag')) app.set('etag', false);
  app
    .getHttpAdapter()
    .getInstance()
    .post('/bench/echo', (req: Request, res: Response) => res.json(req.body));
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  const vector = JSON.parse(
    readFileSync(path.resolve(__dirname, '../test/vectors/004-lightning-bolt-goes-on-the-stack-and-its-caster-gets-priorit.json'), 'utf8'),
  ) as { request: unknown };
  const body = JSON.stringify(vector.request);

  // The Bolt is cast and answered as the vector says: a wrong answer would make the figure meaningless.
  const check = await fetch(`http://127.0.0.1:${port}/v1/adjudications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const answer = (await check.json()) as { legal?: boolean; state?: { stack?: { id: string }[] } };
  if (check.status !== 200 || answer.legal !== true || answer.state?.stack?.[0]?.id !== 'h1')
    throw new Error(`the benchmark request is not judged as its vector says: ${check.status} ${JSON.stringify(answer).slice(0, 300)}`);
  const sizes: string[] = [];
  for (const form of ['all', 'changed', 'none']) {
    const sent = await fetch(`http://127.0.0.1:${port}/v1/adjudications?characteristics=${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    sizes.push(`${form} ${(await sent.text()).length} bytes`);
  }

  const seconds = arg('seconds', 5);
  const connections = arg('connections', 10);
  const run = async (route: string, duration = seconds) => {
    const cpu = process.cpuUsage();
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${route}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections,
      duration,
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    const used = process.cpuUsage(cpu);
    // CPU per request (server and load generator, one process): steadier than req/s on a shared machine.
    return { rps: result.requests.average, p99: result.latency.p99, cpuUs: (used.user + used.system) / result.requests.total };
  };
  const routes = process.argv.includes('--compact-only')
    ? [['compact', '/v1/adjudications?characteristics=changed']]
    : [
        ['adjudications', '/v1/adjudications'],
        ['compact', '/v1/adjudications?characteristics=changed'],
      ];
  const warmup = arg('warmup', 3);
  if (warmup > 0) for (const route of ['/bench/echo', ...routes.map(([, r]) => r)]) await run(route, warmup);
  const ratios = new Map<string, { rps: number[]; cpu: number[] }>(routes.map(([name]) => [name, { rps: [], cpu: [] }]));
  for (let round = 1; round <= arg('rounds', 5); round++) {
    const echo = await run('/bench/echo');
    const figures = [`echo ${echo.rps.toFixed(0)} req/s (p99 ${echo.p99} ms, ${echo.cpuUs.toFixed(0)} µs CPU/req)`];
    for (const [name, route] of routes) {
      const adjudication = await run(route);
      ratios.get(name)!.rps.push(adjudication.rps / echo.rps);
      ratios.get(name)!.cpu.push(echo.cpuUs / adjudication.cpuUs);
      figures.push(
        `${name} ${adjudication.rps.toFixed(0)} req/s (p99 ${adjudication.p99} ms, ${adjudication.cpuUs.toFixed(0)} µs CPU/req) ratio ${(adjudication.rps / echo.rps).toFixed(2)}x (by CPU ${(echo.cpuUs / adjudication.cpuUs).toFixed(2)}x)`,
      );
    }
    process.stdout.write(`round ${round}: ${figures.join('; ')}\n`);
  }
  const median = (list: number[]): number => {
    const sorted = [...list].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  for (const [name, r] of ratios) {
    const range = (list: number[]) => `${Math.min(...list).toFixed(2)}-${Math.max(...list).toFixed(2)}`;
    process.stdout.write(
      `median of ${r.rps.length} rounds: ${name} ${median(r.rps).toFixed(2)}x the echo's req/s (${range(r.rps)}), ${median(r.cpu).toFixed(2)}x by CPU per request (${range(r.cpu)})\n`,
    );
  }
  process.stdout.write(`body ${body.length} bytes, answers: ${sizes.join(', ')}; ${connections} connections, ${seconds} s per run\n`);
  await app.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
