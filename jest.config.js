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
};
module.exports = {
  projects: [
    { ...common, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts'] },
    { ...common, displayName: 'e2e', rootDir: __dirname, testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
