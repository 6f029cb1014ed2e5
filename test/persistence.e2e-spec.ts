import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from 'sqlite3';
import { freshPostgresUrl, TEST_PG_ADMIN_URL } from './support/postgres';
import { buildServer, removeBuild, ServerProcess, startServer, stopServer } from './support/server-process';

/**
 * Stored rulings as real API processes keep them: a server killed (SIGKILL) while rulings are
 * written loses none it acknowledged and leaves none half stored; two processes writing to one
 * database lose nothing. On a SQLite file, or under `npm run test:pg` on PostgreSQL.
 */
jest.setTimeout(180_000);

const KEY = 'test-key-0123456789abcdef';
const turn = { number: 3, active: 'alice', step: 'first-main', priority: 'alice' };

/** Alice plays a Forest: legal. */
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

/** A second land in one turn: illegal (305.2). */
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

const KINDS = { land: landPlay, second: secondLand } as const;
type Kind = keyof typeof KINDS;

interface Acknowledged {
  id: string;
  kind: Kind;
  title: string;
  /** The 201 body, or null if the server died between its status line and the end of its body. */
  body: Record<string, any> | null;
}

interface WriteRun {
  acknowledged: Acknowledged[];
  /** Requests sent and not answered when the server was killed. */
  inFlightAtKill: number;
  /** Any answer but 201 (429 excepted: retried), or a network error before the kill. */
  failures: string[];
}

const post = (url: string, title: string, kind: Kind) =>
  fetch(`${url}/v1/rulings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ title, question: `Is ${title} stored whole?`, request: KINDS[kind]() }),
  });

/**
 * `concurrency` clients write rulings to each server until `total` are acknowledged overall;
 * with `kill`, the server is killed (SIGKILL) the moment the `total`-th 201 arrives, while the
 * other clients' requests are in flight.
 */
async function writeRulings(urls: string[], label: string, total: number, concurrency: number, kill?: ServerProcess): Promise<WriteRun> {
  const run: WriteRun = { acknowledged: [], inFlightAtKill: 0, failures: [] };
  let sequence = 0;
  let inFlight = 0;
  let killed = false;
  const client = async (url: string): Promise<void> => {
    while (!killed && run.acknowledged.length < total) {
      const n = sequence++;
      const kind: Kind = n % 2 === 0 ? 'land' : 'second';
      const title = `${label} #${n}`;
      inFlight++;
      try {
        const res = await post(url, title, kind);
        if (res.status === 429) {
          await new Promise((ok) => setTimeout(ok, 1000 * Number(res.headers.get('retry-after') ?? 1)));
          continue;
        }
        if (res.status !== 201) {
          run.failures.push(`${title}: ${res.status} ${await res.text()}`);
          continue;
        }
        // Acknowledged: the status line says so, Location names the ruling.
        const id = (res.headers.get('location') ?? '').split('/').pop() ?? '';
        const acknowledged: Acknowledged = { id, kind, title, body: null };
        run.acknowledged.push(acknowledged);
        if (kill && !killed && run.acknowledged.length >= total) {
          killed = true;
          run.inFlightAtKill = inFlight - 1;
          kill.child.kill('SIGKILL');
        }
        acknowledged.body = (await res.json().catch(() => null)) as Record<string, any> | null;
      } catch (error) {
        if (!killed) run.failures.push(`${title}: ${String(error)}`);
      } finally {
        inFlight--;
      }
    }
  };
  await Promise.all(urls.flatMap((url) => Array.from({ length: concurrency }, () => client(url))));
  if (kill) await kill.exited;
  return run;
}

async function getJson(url: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

/** Every stored ruling, newest first, page by page. */
async function listAll(url: string): Promise<Record<string, any>[]> {
  const all: Record<string, any>[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await getJson(`${url}/v1/rulings?limit=100&offset=${offset}`);
    expect(page.status).toBe(200);
    all.push(...page.body.results);
    if (all.length >= page.body.total) return all;
  }
}

/**
 * Every acknowledged ruling reads back as acknowledged (the whole 201 body, or at least its
 * title, request and verdict), and every stored ruling is whole: the rules and cards of the
 * ruling of the same request, from its own rule and card rows.
 */
async function expectWhole(url: string, acknowledged: Acknowledged[], reference: Record<Kind, Record<string, any>>): Promise<void> {
  for (const ack of acknowledged) {
    const { status, body } = await getJson(`${url}/v1/rulings/${ack.id}`);
    expect({ title: ack.title, status }).toEqual({ title: ack.title, status: 200 });
    if (ack.body) expect(body).toEqual(ack.body);
    expect(body).toMatchObject({
      title: ack.title,
      request: KINDS[ack.kind](),
      legal: reference[ack.kind].legal,
      answer: reference[ack.kind].answer,
    });
  }
  const stored = await listAll(url);
  expect(stored.length).toBeGreaterThanOrEqual(new Set(acknowledged.map((a) => a.id)).size);
  for (const summary of stored) {
    const kind: Kind = summary.title.endsWith('(reference)')
      ? summary.title.startsWith('land')
        ? 'land'
        : 'second'
      : Number(summary.title.split('#')[1]) % 2 === 0
        ? 'land'
        : 'second';
    expect({ title: summary.title, legal: summary.legal, rules: summary.rules, cards: summary.cards }).toEqual({
      title: summary.title,
      legal: reference[kind].legal,
      rules: reference[kind].rules,
      cards: reference[kind].cards,
    });
  }
}

/** The SQLite file as the killed process left it: still in WAL mode, and intact. */
async function sqliteFacts(file: string): Promise<{ journal: string; integrity: string }> {
  const db = await new Promise<Database>((ok, fail) => {
    const opened: Database = new Database(file, (error) => (error ? fail(error) : ok(opened)));
  });
  const one = (sql: string) =>
    new Promise<Record<string, string>>((ok, fail) =>
      db.get(sql, (error: Error | null, row: Record<string, string>) => (error ? fail(error) : ok(row))),
    );
  try {
    return { journal: (await one('PRAGMA journal_mode')).journal_mode, integrity: (await one('PRAGMA integrity_check')).integrity_check };
  } finally {
    await new Promise((ok) => db.close(ok));
  }
}

describe(`Stored rulings across real processes, on ${TEST_PG_ADMIN_URL ? 'PostgreSQL' : 'a SQLite file'} (e2e)`, () => {
  let build: string;
  let dir: string;
  const servers: ServerProcess[] = [];

  /** A new empty database: a SQLite file in a temporary folder, or a PostgreSQL database. */
  const freshDatabase = async (name: string): Promise<Record<string, string>> => {
    const postgres = await freshPostgresUrl();
    return postgres ? { DATABASE_URL: postgres } : { DATABASE_PATH: join(dir, `${name}.sqlite`) };
  };
  const start = async (database: Record<string, string>): Promise<ServerProcess> => {
    const server = await startServer(build, { ...database, RULINGS_API_KEY: KEY });
    servers.push(server);
    return server;
  };
  /** One ruling of each request, written before anything is killed: what a whole one holds. */
  const references = async (url: string): Promise<Record<Kind, Record<string, any>>> => {
    const out = {} as Record<Kind, Record<string, any>>;
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const res = await post(url, `${kind} (reference)`, kind);
      expect(res.status).toBe(201);
      out[kind] = (await res.json()) as Record<string, any>;
    }
    return out;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'adjudicator-persistence-'));
    build = await buildServer();
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    if (build) removeBuild(build);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a server killed twice (SIGKILL) while rulings are written keeps every ruling it acknowledged, whole, and none half stored', async () => {
    const database = await freshDatabase('killed');
    const first = await start(database);
    const reference = await references(first.url);
    const round1 = await writeRulings([first.url], 'round 1', 40, 8, first);
    expect(round1.failures).toEqual([]);
    expect(round1.inFlightAtKill).toBeGreaterThan(0);
    if (database.DATABASE_PATH) expect(await sqliteFacts(database.DATABASE_PATH)).toEqual({ journal: 'wal', integrity: 'ok' });

    const second = await start(database);
    await expectWhole(second.url, round1.acknowledged, reference);
    const round2 = await writeRulings([second.url], 'round 2', 40, 8, second);
    expect(round2.failures).toEqual([]);
    expect(round2.inFlightAtKill).toBeGreaterThan(0);
    if (database.DATABASE_PATH) expect(await sqliteFacts(database.DATABASE_PATH)).toEqual({ journal: 'wal', integrity: 'ok' });

    const third = await start(database);
    await expectWhole(third.url, [...round1.acknowledged, ...round2.acknowledged], reference);
    await stopServer(third);
  });

  it('two API processes on one database, both writing and replacing rulings at once, lose nothing', async () => {
    const database = await freshDatabase('shared');
    // Started together: both run the migrations at start, one at a time.
    const [a, b] = await Promise.all([start(database), start(database)]);
    const reference = await references(a.url);
    const run = await writeRulings([a.url, b.url], 'shared', 80, 4);
    expect(run.failures).toEqual([]);
    expect(run.acknowledged.length).toBeGreaterThanOrEqual(80);
    // Each process reads what the other wrote.
    await expectWhole(a.url, run.acknowledged, reference);
    await expectWhole(b.url, run.acknowledged, reference);
    expect((await getJson(`${a.url}/v1/rulings?limit=1`)).body.total).toBe(run.acknowledged.length + 2);

    // The same rulings replaced through both processes at once: each ends as one of the two
    // replacements, whole (its rules and cards those of its request), never a mix.
    const targets = run.acknowledged.slice(0, 10);
    const put = (url: string, ack: Acknowledged, kind: Kind) =>
      fetch(`${url}/v1/rulings/${ack.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-api-key': KEY },
        body: JSON.stringify({ title: `${ack.title} via ${url === a.url ? 'a' : 'b'}`, question: 'Replaced?', request: KINDS[kind]() }),
      });
    const replaced = await Promise.all(
      targets.map(async (ack) => {
        const [viaA, viaB] = await Promise.all([put(a.url, ack, 'land'), put(b.url, ack, 'second')]);
        expect([viaA.status, viaB.status]).toEqual([200, 200]);
        return { ack, bodies: [await viaA.json(), await viaB.json()] as Record<string, any>[] };
      }),
    );
    for (const { ack, bodies } of replaced) {
      const now = (await getJson(`${b.url}/v1/rulings/${ack.id}`)).body;
      expect(bodies).toContainEqual(now);
      const kind: Kind = now.title.endsWith('via a') ? 'land' : 'second';
      expect({ rules: now.rules, cards: now.cards, answer: now.answer }).toEqual({
        rules: reference[kind].rules,
        cards: reference[kind].cards,
        answer: reference[kind].answer,
      });
    }
    expect((await getJson(`${b.url}/v1/rulings?limit=1`)).body.total).toBe(run.acknowledged.length + 2);
  });
});
