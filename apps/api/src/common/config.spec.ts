import { ConfigError, loadConfig } from './config';

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
    expect(loadConfig({})).toEqual({ port: 3000, databasePath: 'data/adjudicator.sqlite', bodyLimitBytes: 1024 * 1024, logLevel: 'log' });
  });

  it('reads every variable', () => {
    expect(loadConfig({ PORT: '8080', DATABASE_PATH: ':memory:', BODY_LIMIT_BYTES: '2048', LOG_LEVEL: 'debug' })).toEqual({
      port: 8080,
      databasePath: ':memory:',
      bodyLimitBytes: 2048,
      logLevel: 'debug',
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

  it('reports every bad value together', () => {
    const problems = problemsOf({ PORT: 'abc', BODY_LIMIT_BYTES: '10', LOG_LEVEL: 'nope' });
    expect(problems.map((p) => p.split(/[=:]/)[0])).toEqual(['PORT', 'BODY_LIMIT_BYTES', 'LOG_LEVEL']);
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'nope' })).toThrow(/Invalid configuration:\n {2}- PORT="abc".*\n {2}- LOG_LEVEL="nope"/);
  });
});
