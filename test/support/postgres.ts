import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Set by `npm run test:pg` (scripts/test-pg.sh): the URL of the throwaway PostgreSQL server's
 * maintenance database. Unset: the e2e tests run on SQLite.
 */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? null;

/**
 * The URL of a new, empty database on the throwaway server (every app a test builds starts
 * empty, as an in-memory SQLite one does), or null when the tests run on SQLite. The server and
 * its databases are removed together when test:pg ends.
 */
export async function freshPostgresUrl(): Promise<string | null> {
  if (TEST_PG_ADMIN_URL === null) return null;
  const name = `e2e_${randomBytes(8).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
}
