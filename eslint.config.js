import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import serverDomainImports from './lint/serverDomainImports.mjs';
import consoleDomainImports from './lint/consoleDomainImports.mjs';
import pluginPackageImports from './lint/pluginPackageImports.mjs';

/** The contract's modules without TypeBox (every other contract module is a schema module). */
const plainContractModules = ['*Flags', '*Rules', '*Routes', 'routeTable', 'services', 'appKinds', 'paging', 'images', 'linearRegExp', 'settingsFormats', 'serverSentEvents'];
const contractSchemasAsTypesOnly = (prefix) => ({
  group: [`${prefix}*`, ...plainContractModules.map((name) => `!${prefix}${name}`)],
  allowTypeImports: true,
  message: 'A contract schema module (TypeBox): import its types only (`import type`), or move the value to contract/<domain>Rules.ts.',
});

export default tseslint.config(
  {
    ignores: [
      'dist', 'bench/tutorial/dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'server/src/db/migrations',
      // Generated from the served OpenAPI document by openapi-typescript (npm run api:client), never edited:
      // its style is the generator's; tests/server/apiClient.test.ts holds it to the document instead.
      'clients/platform-api/schema.d.ts',
    ],
  },
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
    // contract/<domain>.ts modules are TypeBox schemas: the console takes their types only, so
    // TypeBox stays out of its bundle. Flags, rules and constants (contract/*Flags.ts, *Rules.ts and
    // the plain modules listed) are values the console may import.
    files: ['src/**/*.{ts,tsx}', 'packages/*/console/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractSchemasAsTypesOnly('**/contract/')] }] },
  },
  {
    // ...and those plain modules stay plain: no TypeBox, no schema module's values.
    // (A plugin package's contract folder, packages/<plugin>/contract/, follows the same rules.)
    files: ['contract', 'packages/*/contract'].flatMap((folder) => plainContractModules.map((name) => `${folder}/${name}.ts`)),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'typebox', allowTypeImports: true, message: 'A plain contract module: the console imports it, so no TypeBox here (types only).' }],
        patterns: [contractSchemasAsTypesOnly('./')],
      }],
    },
  },
  {
    // A server domain reaches another only through its api.ts (docs/server-domains.md).
    files: ['server/src/domains/**/*.{ts,mjs}'],
    plugins: { server: { rules: { 'domain-imports': serverDomainImports } } },
    rules: { 'server/domain-imports': 'error' },
  },
  {
    // A console domain imports its own files and the shared folders only (docs/plugins.md §2).
    files: ['src/resources/**/*.{ts,tsx}'],
    plugins: { console: { rules: { 'domain-imports': consoleDomainImports } } },
    rules: { 'console/domain-imports': 'error' },
  },
  {
    // A plugin package reaches the console only through its plugin API (docs/plugins.md).
    files: ['packages/**/*.{ts,tsx}'],
    plugins: { pluginPackage: { rules: { 'package-imports': pluginPackageImports } } },
    rules: { 'pluginPackage/package-imports': 'error' },
  },
);
