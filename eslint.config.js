import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import domainBoundaries from './server/lint/domainBoundaries.mjs';
import consoleDomainImports from './lint/consoleDomainImports.mjs';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'server/src/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Journeys run under the Content-Security-Policy watch of tests/e2e/fixtures.ts.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from './fixtures', which fails a journey on a CSP violation." }] }] },
  },
  {
    // A server domain reaches another only through its index.ts (docs/server-domains.md).
    files: ['server/src/domains/**/*.{ts,mjs}'],
    plugins: { server: { rules: { 'domain-boundaries': domainBoundaries } } },
    rules: { 'server/domain-boundaries': 'error' },
  },
  {
    // A console domain imports its own files and the shared folders only (docs/plugins.md §2).
    files: ['src/resources/**/*.{ts,tsx}', 'docs/example-plugin/**/*.{ts,tsx}'],
    plugins: { console: { rules: { 'domain-imports': consoleDomainImports } } },
    rules: { 'console/domain-imports': 'error' },
  },
);
