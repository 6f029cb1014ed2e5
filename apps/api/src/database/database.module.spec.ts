import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../common/config';
import { dataSourceOptions, MIGRATIONS, openDataSource, SQLITE_BUSY_TIMEOUT_MS } from './database.module';

describe('the SQLite database', () => {
  let dir: string;
  let file: string;
  let dataSource: DataSource | undefined;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'adjudicator-db-'));
    file = join(dir, 'nested', 'adjudicator.sqlite');
  });

  afterEach(async () => {
    await dataSource?.destroy();
    dataSource = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  const open = async (): Promise<DataSource> => (dataSource = await openDataSource(dataSourceOptions(loadConfig({ DATABASE_PATH: file }))));

  it('is a file in WAL mode, with a busy timeout and foreign keys enforced (the cascades rely on them)', async () => {
    const db = await open();
    expect(await db.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(await db.query('PRAGMA busy_timeout')).toEqual([{ timeout: SQLITE_BUSY_TIMEOUT_MS }]);
    expect(await db.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    // synchronous FULL (2): a commit is on disk when it returns, not only in the OS's cache.
    expect(await db.query('PRAGMA synchronous')).toEqual([{ synchronous: 2 }]);
  });

  it('runs every migration once: a database opened again keeps its data and runs none', async () => {
    let db = await open();
    expect((await db.query('SELECT name FROM migrations ORDER BY id')).map((r: { name: string }) => r.name)).toEqual(
      MIGRATIONS.map((m) => m.name),
    );
    // The columns an existing database has: created_at stays `datetime` on SQLite.
    const columns = (await db.query(`PRAGMA table_info("ruling")`)) as { name: string; type: string }[];
    expect(columns.find((c) => c.name === 'created_at')?.type).toBe('datetime');
    await db.query(`INSERT INTO service_meta ("key", "value") VALUES ('kept', 'yes')`);
    await db.destroy();
    db = await open();
    expect(await db.showMigrations()).toBe(false);
    expect(await db.query(`SELECT "value" FROM service_meta WHERE "key" = 'kept'`)).toEqual([{ value: 'yes' }]);
    expect(await db.query('SELECT count(*) AS n FROM migrations')).toEqual([{ n: MIGRATIONS.length }]);
  });
});
