import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config';

/** The settings of the service around the engine (HOST, workers, limits, CORS), at their defaults. */
const SERVICE_DEFAULTS = {
  host: null,
  engineWorkers: availableParallelism(),
  engineTimeoutMs: 5000,
  rateLimit: 600,
  rateLimitWindowMs: 60_000,
  rerunRateLimit: 10,
  corsOrigins: [],
  trustProxy: false,
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      databasePath: 'data/adjudicator.sqlite',
      databaseUrl: null,
      bodyLimitBytes: 1024 * 1024,
      logLevel: 'log',
      catalogFile: null,
      rulingsApiKey: null,
      ...SERVICE_DEFAULTS,
    });
  });

  it('reads every variable', () => {
    expect(loadConfig({ PORT: '8080', DATABASE_PATH: ':memory:', BODY_LIMIT_BYTES: '2048', LOG_LEVEL: 'debug' })).toEqual({
      port: 8080,
      databasePath: ':memory:',
      databaseUrl: null,
      bodyLimitBytes: 2048,
      logLevel: 'debug',
      catalogFile: null,
      rulingsApiKey: null,
      ...SERVICE_DEFAULTS,
    });
  });

  describe('the service settings', () => {
    it('reads every one', () => {
      const env = {
        HOST: '127.0.0.1',
        ENGINE_WORKERS: '3',
        ENGINE_TIMEOUT_MS: '250',
        RATE_LIMIT: '0',
        RATE_LIMIT_WINDOW_MS: '1000',
        RERUN_RATE_LIMIT: '2',
        CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      };
      expect(loadConfig(env)).toMatchObject({
        host: '127.0.0.1',
        engineWorkers: 3,
        engineTimeoutMs: 250,
        rateLimit: 0,
        rateLimitWindowMs: 1000,
        rerunRateLimit: 2,
        corsOrigins: ['https://a.example', 'http://localhost:5173'],
      });
    });

    it.each(['::', '0.0.0.0', 'localhost', 'api.internal'])('accepts HOST=%s', (host) => {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    });

    it.each([
      ['1', 1],
      ['loopback', ['loopback']],
      ['10.0.0.0/8, 192.168.1.7, ::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
    ])('reads TRUST_PROXY=%s', (raw, expected) => {
      expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
    });

    it('accepts ENGINE_WORKERS=0 (the engine on the event loop) and CORS_ORIGINS=*', () => {
      expect(loadConfig({ ENGINE_WORKERS: '0', CORS_ORIGINS: '*' })).toMatchObject({ engineWorkers: 0, corsOrigins: ['*'] });
    });

    it.each([
      ['HOST', 'not a host!'],
      ['ENGINE_WORKERS', '-1'],
      ['ENGINE_WORKERS', '65'],
      ['ENGINE_TIMEOUT_MS', '5'],
      ['ENGINE_TIMEOUT_MS', '1.5'],
      ['RATE_LIMIT', 'many'],
      ['RATE_LIMIT_WINDOW_MS', '10'],
      ['RERUN_RATE_LIMIT', '-3'],
      ['CORS_ORIGINS', 'https://a.example/path'],
      ['CORS_ORIGINS', 'a.example'],
      ['CORS_ORIGINS', '*, https://a.example'],
      ['TRUST_PROXY', 'true'],
      ['TRUST_PROXY', '10.0.0.0/33'],
    ])('rejects %s=%s, naming it', (name, value) => {
      const problems = problemsOf({ [name]: value });
      expect(problems).toHaveLength(1);
      expect(problems[0].startsWith(name)).toBe(true);
    });
  });

  it('treats an empty number as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it.each(['abc', '-1', '3.5', '65536'])('rejects PORT=%s naming PORT', (port) => {
    const problems = problemsOf({ PORT: port });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT=/);
  });

  it('rejects an unknown LOG_LEVEL, listing the levels', () => {
    expect(problemsOf({ LOG_LEVEL: 'nope' })).toEqual(['LOG_LEVEL="nope": expected one of silent, error, warn, log, debug']);
  });

  it('rejects a blank DATABASE_PATH', () => {
    expect(problemsOf({ DATABASE_PATH: ' ' })[0]).toMatch(/^DATABASE_PATH/);
  });

  describe('DATABASE_URL', () => {
    it('is unset by default and when blank: SQLite', () => {
      expect(loadConfig({ DATABASE_URL: ' ' }).databaseUrl).toBeNull();
    });

    it.each([
      'postgres://adjudicator:secret@db.internal:5432/rulings',
      'postgresql://localhost/rulings',
      'postgres:///rulings?host=/run/postgresql',
    ])('accepts the PostgreSQL URL %s', (url) => {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    });

    it.each([
      ['not a URL', 'db host/rulings', /^DATABASE_URL: not a URL/],
      [
        'a host and port with no scheme',
        'localhost:5432/rulings',
        /^DATABASE_URL: "localhost:5432\/rulings" has the scheme "localhost"; only PostgreSQL/,
      ],
      ['a port out of range', 'postgres://h:99999/rulings', /^DATABASE_URL: not a URL/],
      [
        'another database',
        'mysql://u:hunter2@h/rulings',
        /^DATABASE_URL: "mysql:\/\/u:\*\*\*@h\/rulings" has the scheme "mysql"; only PostgreSQL/,
      ],
      ['no database name', 'postgres://u:hunter2@h:5432', /^DATABASE_URL: "postgres:\/\/u:\*\*\*@h:5432" names no database/],
      ['no host', 'postgres:///rulings', /^DATABASE_URL: "postgres:\/\/\/rulings" names no host/],
    ])('rejects %s, naming DATABASE_URL and never the password', (_case, url, message) => {
      const problems = problemsOf({ DATABASE_URL: url });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(message);
      expect(problems[0]).not.toContain('hunter2');
    });
  });

  it('reports every bad value together', () => {
    const problems = problemsOf({ PORT: 'abc', BODY_LIMIT_BYTES: '10', LOG_LEVEL: 'nope' });
    expect(problems.map((p) => p.split(/[=:]/)[0])).toEqual(['PORT', 'BODY_LIMIT_BYTES', 'LOG_LEVEL']);
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'nope' })).toThrow(
      /Invalid configuration:\n {2}- PORT="abc".*\n {2}- LOG_LEVEL="nope"/,
    );
  });

  describe('RULINGS_API_KEY', () => {
    it('is unset by default and when empty: writes to /v1/rulings are disabled', () => {
      expect(loadConfig({}).rulingsApiKey).toBeNull();
      expect(loadConfig({ RULINGS_API_KEY: '' }).rulingsApiKey).toBeNull();
    });

    it('accepts a key of 16 characters or more', () => {
      expect(loadConfig({ RULINGS_API_KEY: '0123456789abcdef' }).rulingsApiKey).toBe('0123456789abcdef');
      expect(loadConfig({ RULINGS_API_KEY: 'a'.repeat(64) }).rulingsApiKey).toBe('a'.repeat(64));
    });

    it('rejects a key shorter than 16 characters, naming the variable but never its value', () => {
      const problems = problemsOf({ RULINGS_API_KEY: 'hunter2-secret' });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^RULINGS_API_KEY: must be at least 16 characters long \(it has 14\)/);
      expect(problems[0]).not.toContain('hunter2');
      expect(() => loadConfig({ RULINGS_API_KEY: 'short' })).toThrow(/Invalid configuration:\n {2}- RULINGS_API_KEY: must be at least 16/);
    });

    it.each([' 0123456789abcdef', '0123456789abcdef\n', '                 '])('rejects a key with whitespace at either end (%j)', (key) => {
      const problems = problemsOf({ RULINGS_API_KEY: key });
      expect(problems).toEqual(['RULINGS_API_KEY: must not begin or end with whitespace (a pasted newline?)']);
    });
  });

  describe('CATALOG_FILE', () => {
    let dir: string;
    const card = {
      name: 'Forest',
      manaCost: '',
      colors: [],
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: ['Forest'],
      power: null,
      toughness: null,
      loyalty: null,
      text: '',
    };

    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'config-'));
      writeFileSync(join(dir, 'catalog.json'), JSON.stringify({ source: 'test', cards: [card] }));
      writeFileSync(join(dir, 'atomic.json'), JSON.stringify({ meta: {}, data: { Forest: [{ name: 'Forest', types: ['Land'] }] } }));
      writeFileSync(join(dir, 'broken.json'), '{"source": "test", "cards": [');
      writeFileSync(join(dir, 'bad-card.json'), JSON.stringify({ source: 'test', cards: [{ ...card, types: 'Land' }] }));
    });

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is unset by default and when blank: the bundled catalog', () => {
      expect(loadConfig({ CATALOG_FILE: ' ' }).catalogFile).toBeNull();
    });

    it('names a compact catalog file', () => {
      expect(loadConfig({ CATALOG_FILE: join(dir, 'catalog.json') }).catalogFile).toBe(join(dir, 'catalog.json'));
    });

    it.each([
      ['a missing file', 'missing.json', /cannot read the file: ENOENT/],
      ['a file that is not JSON', 'broken.json', /not JSON/],
      ['a bad card', 'bad-card.json', /cards\[0\]\.types: expected a list of strings/],
      [
        'an MTGJSON file',
        'atomic.json',
        /MTGJSON v5 AtomicCards file, not a compact catalog: convert it first with `npm run import-catalog/,
      ],
    ])('rejects %s, naming CATALOG_FILE', (_case, name, message) => {
      const problems = problemsOf({ CATALOG_FILE: join(dir, name) });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^CATALOG_FILE="/);
      expect(problems[0]).toMatch(message);
    });
  });
});
