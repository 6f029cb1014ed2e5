/**
 * `npm run fuzz -- --bodies N [--url U] [--seed S] [--key K]`: hostile bodies (and searches with
 * hostile queries, one for every four bodies) sent to a running app; prints how many answers came
 * with each status and exits 1 when any is a 5xx, printing what caused it. The generators are
 * those of the e2e property suite (test/support/hostile-input.ts). Without --url, the app starts
 * in this process on a free loopback port with an in-memory database. --key (or RULINGS_API_KEY)
 * is the key the ruling writes send.
 */
import { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { createTestApp } from '../test/support/create-app';
import { POST_ROUTES, hostileBody, hostileQuery, queryUrl, wrapFor } from '../test/support/hostile-input';

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function main(): Promise<number> {
  const bodies = Number(option('bodies') ?? 1000);
  const seed = Number(option('seed') ?? Date.now() % 2 ** 31);
  if (!Number.isInteger(bodies) || bodies < 1 || !Number.isInteger(seed)) {
    console.error('--bodies takes a positive integer, --seed an integer');
    return 2;
  }
  let key = option('key') ?? process.env.RULINGS_API_KEY ?? 'fuzz-key-0123456789abcdef';
  let base = option('url');
  let close: (() => Promise<void>) | undefined;
  if (base === undefined) {
    const app = await createTestApp({ RULINGS_API_KEY: key });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    close = () => app.close();
  } else key = option('key') ?? process.env.RULINGS_API_KEY ?? '';
  base = base.replace(/\/$/, '');

  const posts = fc.sample(fc.tuple(hostileBody, fc.constantFrom(...POST_ROUTES)), { numRuns: bodies, seed });
  const queries = fc.sample(hostileQuery, { numRuns: Math.ceil(bodies / 4), seed });
  type Job = { method: 'POST' | 'GET'; path: string; body?: string };
  const jobs: Job[] = [
    ...posts.map(([body, path]): Job => ({ method: 'POST', path, body: wrapFor(path, body) })),
    ...queries.map((q): Job => ({ method: 'GET', path: queryUrl(q) })),
  ];

  const byStatus = new Map<string, number>();
  const failures: string[] = [];
  const started = Date.now();
  let next = 0;
  // A few requests in flight at once, as clients would send them; not a load test.
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      let status: string;
      try {
        const res = await fetch(`${base}${job.path}`, {
          method: job.method,
          headers: job.body === undefined ? {} : { 'content-type': 'application/json', 'x-api-key': key },
          body: job.body,
        });
        status = String(res.status);
        const text = await res.text();
        if (res.status >= 500)
          failures.push(`${res.status} ${job.method} ${job.path}\n  body: ${job.body ?? ''}\n  answer: ${text.slice(0, 500)}`);
      } catch (error) {
        status = 'no answer';
        failures.push(`no answer (${(error as Error).message}) ${job.method} ${job.path}\n  body: ${job.body ?? ''}`);
      }
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await close?.();

  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${jobs.length} requests (${posts.length} bodies, ${queries.length} queries) to ${base} in ${seconds.toFixed(1)} s, seed ${seed}`,
  );
  for (const [status, n] of [...byStatus].sort()) console.log(`  ${status}: ${n}`);
  for (const f of failures.slice(0, 20)) console.log(`\n${f}`);
  if (failures.length > 20) console.log(`\n... and ${failures.length - 20} more`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
