// Browser journeys in Debian's Chromium against the built console and a real server on a fresh
// embedded database, or against a deployed console named by BASE_URL (docs/testing.md).
import { defineConfig } from '@playwright/test';
import { RUN_DIR } from './tests/e2e/runDir';
import { MAIL_FILE } from './tests/e2e/mail';
import { STAND_IN_KEY } from './tests/server/support/openAiStandIn';
import { cpSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { enabledPlugins } from './scripts/plugins/installedPlugins.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const SMTP_PORT = E2E_PORT + 1000;
/** The local OpenID Connect provider the single sign-on journey signs in at. */
const OIDC_PORT = E2E_PORT + 201;
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
/** The local OpenAI-compatible service the AI assistant asks (tests/e2e/aiAssistant.spec.ts). */
const AI_PORT = E2E_PORT + 1500;
const dataDir = `${RUN_DIR}/data`;
/** A deployed console to drive instead of starting one: only the mail sink runs here then. */
const deployed = process.env.BASE_URL?.replace(/\/$/, '');

/** A real SMTP server: the journeys read the mail the console's server sends (tests/e2e/mail.ts). */
const mailSink = {
  command: `npx tsx tests/e2e/mailSink.ts ${SMTP_PORT} ${MAIL_FILE}`,
  port: SMTP_PORT,
  reuseExistingServer: false,
  timeout: 60_000,
};

/**
 * The enabled plugin packages' own journeys (their tests/e2e folder) run with the console's, a project
 * each. Playwright compiles no TypeScript inside node_modules, so an installed package (not a linked
 * workspace one) is run from a copy in this run's folder, where its imports resolve as they did.
 */
const pluginProjects = enabledPlugins().flatMap((plugin) => {
  if (!plugin.journeys) return [];
  if (!plugin.dir.split(sep).includes('node_modules')) return [{ name: plugin.packageName, testDir: plugin.journeys }];
  const copy = join(RUN_DIR, 'plugin-journeys', plugin.packageName);
  rmSync(copy, { recursive: true, force: true });
  cpSync(plugin.dir, copy, { recursive: true });
  return [{ name: plugin.packageName, testDir: join(copy, relative(plugin.dir, plugin.journeys)) }];
});

export default defineConfig({
  projects: [{ name: 'console', testDir: 'tests/e2e' }, ...pluginProjects],
  outputDir: `${RUN_DIR}/output`,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: deployed ?? `http://127.0.0.1:${E2E_PORT}`,
    // A click on something that never becomes clickable fails at its own step, not at the test's time-out.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // Recording a trace of every journey (to keep the failed ones') took a fifth of the suite's time
    // on this 2-core machine; run a failing journey again with --trace on to replay it (docs/testing.md).
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: deployed ? [mailSink] : [mailSink, {
    // A real OpenID Connect provider (oidc-provider) for single sign-on (tests/e2e/sso.spec.ts).
    command: `npx tsx tests/e2e/oidcProvider.ts ${OIDC_PORT} http://127.0.0.1:${E2E_PORT}/admin/auth/linkedin`,
    port: OIDC_PORT,
    reuseExistingServer: false,
    timeout: 60_000,
  }, {
    // A local OpenAI-compatible chat-completions service for the AI code assistant.
    command: `npx tsx tests/e2e/aiAssistantStandIn.ts ${AI_PORT}`,
    port: AI_PORT,
    reuseExistingServer: false,
    timeout: 60_000,
  }, {
    // A fresh data directory each run: the demo platform is seeded on start. The server runs compiled, as npm start runs it.
    command: `rm -rf ${dataDir} && npx tsx tests/e2e/seedJourneyUsers.ts ${dataDir} && node scripts/ensure-server-build.mjs && node dist/server/main.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/admin/config.json`,
    reuseExistingServer: false,
    // Seeding the journeys' people took 92 s alone on a busy machine (load 12 on 2 cores).
    timeout: 300_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      DEMO_SEED: 'true',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // Short-lived access tokens so the refresh path runs for real during the journeys.
      ACCESS_TOKEN_TTL: '6',
      LOGIN_RATE_LIMIT: '1000',
      // Every journey signs in from 127.0.0.1: per-address failure counts would add up across journeys.
      SECRET_FAILURES_PER_ADDRESS: '1000',
      MAIL_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      SSO_GOOGLE_CLIENT_ID: 'google-client',
      SSO_GOOGLE_CLIENT_SECRET: 'local-test-secret',
      SSO_GOOGLE_ISSUER: OIDC_ISSUER,
      SSO_LINKEDIN_CLIENT_ID: 'linkedin-client',
      SSO_LINKEDIN_CLIENT_SECRET: 'local-test-secret',
      SSO_LINKEDIN_ISSUER: OIDC_ISSUER,
      // The connectors journey's test calls go to this server itself (a local target, never the internet).
      CONNECTOR_ALLOWED_HOSTS: '127.0.0.1',
      AI_BASE_URL: `http://127.0.0.1:${AI_PORT}/v1`,
      AI_API_KEY: STAND_IN_KEY,
      AI_MODEL: 'stand-in-model',
    },
  }],
});
