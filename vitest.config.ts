import { defineConfig } from 'vitest/config';
import { relative } from 'node:path';
import consoleBuild from './vite.config';
import { installedPluginsModule } from './scripts/plugins/viteInstalledPlugins';
import { enabledPlugins } from './scripts/plugins/installedPlugins.mjs';

/** The enabled plugin packages' own tests run in the host's suites (their tests/server and tests/unit folders). */
const pluginTests = (folder: 'serverTests' | 'unitTests', files: string) =>
  enabledPlugins().flatMap((plugin) => (plugin[folder] ? [`${relative(process.cwd(), plugin[folder])}/${files}`] : []));
const pluginServerTests = pluginTests('serverTests', '**/*.test.ts');

/** Unit files that replace a module with vi.mock: they need a fresh module graph each. */
const unitFilesThatMockModules = [
  'tests/unit/authProvider.test.ts',
  'tests/unit/httpClient.test.ts',
  'tests/unit/pageTemplatesHistory.test.tsx',
  'tests/unit/pages.invitations.test.tsx',
  'tests/unit/pages.login.test.tsx',
];

/**
 * Server files whose checks sit above the database: the console's files and headers on the wire,
 * and malformed input, which the schemas refuse before any SQL (what passes them meets the same
 * PostgreSQL engine on either database: PGlite is PostgreSQL built for WebAssembly). The pass on a
 * PostgreSQL server (DATABASE_URL) leaves them to the embedded pass, which npm test runs.
 */
const serverFilesTheDatabaseCannotChange = [
  'tests/server/console-static.test.ts',
  'tests/server/console-page.test.ts',
  'tests/server/security-headers.test.ts',
  'tests/server/api-input-bounds.test.ts',
];

/** Both unit projects render react-admin in jsdom, two files at a time. */
const unitOptions = {
  environment: 'jsdom',
  maxWorkers: 2,
  // Rendering react-admin in jsdom is slow on a busy 2-core machine; the default 5 s is too tight.
  testTimeout: 20_000,
} as const;
/** Testing Library's waits, for both unit projects (tests/unit/busyMachineWaits.ts). */
const BUSY_MACHINE_WAITS = 'tests/unit/busyMachineWaits.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // The console's own module resolution (one copy of tiptap), with ra-input-rich-text bundled by
        // Vite so that resolution applies to it.
        resolve: consoleBuild.resolve,
        plugins: [installedPluginsModule()],
        test: {
          name: 'unit',
          // tests/scaffold: npm run new-plugin makes a domain that passes the checks (in a copy of the tree; node environment).
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/scaffold/**/*.test.ts', ...pluginTests('unitTests', '**/*.test.{ts,tsx}')],
          exclude: unitFilesThatMockModules,
          ...unitOptions,
          // One module graph per worker: react-admin and MUI are imported once, not once per file.
          isolate: false,
          server: { deps: { inline: ['ra-input-rich-text'] } },
          setupFiles: [BUSY_MACHINE_WAITS, 'tests/unit/fileIsolation.ts'],
        },
      },
      {
        plugins: [installedPluginsModule()],
        test: {
          // vi.mock replaces a module for one file only when that file has a module graph of its own.
          name: 'unit-isolated',
          include: unitFilesThatMockModules,
          ...unitOptions,
          setupFiles: [BUSY_MACHINE_WAITS],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', ...pluginServerTests],
          exclude: process.env.DATABASE_URL ? serverFilesTheDatabaseCannotChange : [],
          environment: 'node',
          globalSetup: ['tests/server/embeddedSnapshot.ts'],
          // Each file boots its own database; two at a time suits a 2-core machine.
          pool: 'forks',
          maxWorkers: 2,
          // One module graph per worker: the app's imports load once, not once per file (359 s -> 202 s
          // on the embedded database). Safe because every cache lives in an app or keys by its database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Replicas sharing background jobs through RabbitMQ: needs RABBITMQ_URL (npm run test:rabbitmq,
          // which CI runs), so it stays out of npm test.
          name: 'server-rabbitmq',
          include: ['tests/server-rabbitmq/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Replicas sharing counts through Redis: needs REDIS_URL (npm run test:redis, which CI runs),
          // so it stays out of npm test, which a machine without Redis must pass.
          name: 'server-redis',
          include: ['tests/server-redis/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // A plugin package packed, installed into a copy of the console with its own npm install,
          // built and started (tests/plugin-install): minutes, so `npm run test:plugin-install`, which CI runs.
          name: 'plugin-install',
          include: ['tests/plugin-install/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 900_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          // Connections to real database servers: needs POSTGRES_SOURCE_URL and MARIADB_SOURCE_URL
          // (npm run test:data-sources, which CI runs), so it stays out of npm test.
          name: 'data-sources',
          include: ['tests/data-sources/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
