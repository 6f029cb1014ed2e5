/** One Jest run for everything: unit specs beside the code, e2e specs under test/. */
const paths = {
  '^@app/engine(|/.*)$': '<rootDir>/libs/engine/src$1',
  '^@app/rules-text(|/.*)$': '<rootDir>/libs/rules-text/src$1',
};
const common = {
  moduleFileExtensions: ['js', 'json', 'ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  testEnvironment: 'node',
  moduleNameMapper: paths,
  // Not a timing check: a ceiling for a test or hook (an app's start) on a busy two-core machine, where 5 s is too short.
  testTimeout: 60000,
};
module.exports = {
  testTimeout: common.testTimeout,
  projects: [
    { ...common, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts'] },
    { ...common, displayName: 'e2e', rootDir: __dirname, testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
