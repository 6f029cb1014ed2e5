// @ts-check
// Syntax-only linting, without type information: `npm run typecheck` checks the types, and
// type-aware rules would make the linter build the whole program a second time.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      // `_name` marks a parameter kept for its position in a signature.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The engine's modules must not depend on each other in a circle. Warn only for now: the
    // card-language work removes the existing cycle through the oracle-text compiler.
    files: ['libs/engine/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      // The rule parses every imported file: it must read them as TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts'],
    },
    rules: { 'import-x/no-cycle': ['warn', { ignoreExternal: true }] },
  },
  {
    // Test fixtures stay out of the build (the tsconfig excludes them): code that ships must not
    // import them, or the compiler would pull them back in.
    files: ['apps/**/*.ts', 'libs/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/testing', '**/testing/*'], message: 'Test fixtures are for specs only.' }] },
      ],
    },
  },
  {
    // The card language sits at the bottom (docs/ARCHITECTURE.md): keyword files register their phrases in
    // cards/keyword-table.ts; the language imports nothing from rules/ or keywords/.
    files: ['libs/engine/src/cards/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/testing', '**/testing/*'], message: 'Test fixtures are for specs only.' },
            { group: ['**/rules/*', '**/keywords/*'], message: 'The card language imports nothing from rules/ or keywords/.' },
          ],
        },
      ],
    },
  },
  {
    // The e2e specs read untyped JSON answers (supertest's `body` is `any` itself) and stub
    // TypeORM methods; the engine and the app keep the rule.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
);
