// `npm run bench`: prints the performance figures as JSON (a benchmark, not a test).
//  - what the browser receives loading the login page and the signed-in account list: requests and
//    bytes on the wire, JavaScript apart, from Chromium's network events (bench/wire.ts);
//    `BENCH_ONLY=wire npm run bench` prints these alone
//  - GET /users/accounts p50/p99 and requests/s at 50 connections over 10,000 accounts, on the
//    embedded database and on PostgreSQL (BENCH_DATABASE_URL, default the local server) when reachable
//  - GET /auth/notifications p50/p99 at 50 connections over 100,000 notifications, both databases
//  - navigation to the first list row in Chromium, the developer portal and the account list beside the
//    react-admin tutorial app (bench/tutorial), in one run: medians of 5 cold loads, two rounds, the
//    ratio console/tutorial and the JavaScript on the wire (bench/firstRow.ts); `BENCH_ONLY=firstRow`
//  - the accounts, users and developer apps lists at 50 connections beside the server's own ceiling
//    (GET /manage/auth/version) in the same run, as ratios, both databases (bench/guardedLists.ts);
//    `BENCH_ONLY=guardedLists npm run bench`
//  - GET /users/account-user/account-users p50/p99 at 50 connections over one account of 10,000 members (bench/users.ts)
//  - a connector test call's overhead over the target's own time, p50/p99 over 200 calls (bench/connectors.ts)
//  - GET /app/developerApp/effectivePermissions p50/p99 at 50 connections, 50 roles × 200 permissions, both
//    databases (bench/roles.ts); `BENCH_ONLY=roles npm run bench` prints these figures alone
//  - GET /logtrace/activity p50/p99 at 50 connections over 1,000,000 traces, filtered by a user and 30 days,
//    both databases (bench/activityLog.ts); `BENCH_ONLY=activityLog npm run bench` prints these alone
//  - POST /app/developerApp/api-keys/verify p50/p99 and verifications/s at 50 connections over 100,000 keys,
//    both databases (bench/apiKeys.ts); `BENCH_ONLY=apiKeys npm run bench` prints these alone
//  - the data tools: an export of 1,000,000 rows × 10 columns to xlsx, and a migration of that table
//    PostgreSQL to MariaDB and back, copied and proved, with each run's peak RSS (bench/dataTools.ts); `BENCH_ONLY=dataTools`
//  - comparing two revisions of a 5,000-line template page in Chromium, from Compare until the diff shows
//    (bench/pageHistory.ts); `BENCH_ONLY=pageHistory npm run bench` prints it alone
//  - the page editor: Edit until Monaco takes a keystroke (median of 5 cold loads), and the live preview
//    after the last keystroke (bench/pageEditor.ts); `BENCH_ONLY=pageEditor npm run bench` prints them alone
//  - 1,000 consoles connected to one process: the server's memory per console, and the time from a
//    write to the last console hearing of it and to every console's list read again, both databases
//    (bench/liveChanges.ts); `BENCH_ONLY=liveChanges npm run bench` prints these alone
import { randomBytes } from 'node:crypto';
import { execSync, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Browser, Page } from 'playwright-core';
import { BENCH_USER, seedBenchAccounts } from './seedAccounts';
import { measureNotificationsList, notificationsListShape, seedBenchNotifications } from './notifications';
import { measureUsersList, MEMBERS, seedBenchMembers } from './users';
import { measureDeveloperPortal } from './developerPortal';
import { measureConnectorTestCall } from './connectors';
import { measureRoles } from './roles';
import { measureActivityLog } from './activityLog';
import { measureApiKeys } from './apiKeys';
import { wireLoad } from './wire';
import { measureDataTools } from './dataTools';
import { measurePageHistoryCompare } from './pageHistory';
import { measurePageEditor } from './pageEditor';
import { measureFirstRow } from './firstRow';
import { contextWithStorage, launchChromium } from './chromium';
import { startBenchServer } from './benchServer';
import { measureGuardedLists } from './guardedLists';
import { measureLiveChanges } from './liveChanges';

const PORT = Number(process.env.BENCH_PORT ?? 8191);
const BASE = `http://127.0.0.1:${PORT}`;
const ACCOUNTS = 10_000;

const startServer = (target: { dataDir?: string; databaseUrl?: string; logLevel?: string }) => startBenchServer(PORT, target);

async function signIn(): Promise<{ accessToken: string; refreshToken: string; userId: number }> {
  const res = await fetch(`${BASE}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_USER),
  });
  const body = (await res.json()) as { token: { accessToken: string; refreshToken: string }; userId: number };
  return { ...body.token, userId: body.userId };
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 50, duration: 10, timeout: 60, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return {
    p50_ms: result.latency.p50, p99_ms: result.latency.p99, requests_per_s: Math.round(result.requests.average),
    ...(result.errors > 0 ? { errors: result.errors } : {}),
  };
}

/** The accounts list under load: sorted, and sorted with a search. */
async function measureAccountsList() {
  const session = await signIn();
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const list = `${BASE}/users/accounts?userId=${session.userId}&page=0&size=10&sortfield=businessName&sortorder=asc`;
  await load(list, headers); // warm-up: caches and the JIT, not measured
  return {
    sorted: await load(list, headers),
    // A broad search (1 account in 8 matches) and a selective one (11 match).
    sortedWithBroadQuery: await load(`${list}&query=lyon`, headers),
    sortedWithSelectiveQuery: await load(`${list}&query=00042`, headers),
  };
}

async function stopServer(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** A throwaway database on the PostgreSQL server, or undefined when none answers. */
async function postgresTarget(): Promise<{ databaseUrl: string; drop: () => Promise<void> } | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch {
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    databaseUrl: own.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function signedInPage(browser: Browser, session: { accessToken: string; refreshToken: string; userId: number }): Promise<Page> {
  const context = await contextWithStorage(browser, {
    auth_token: session.accessToken, refresh_token: session.refreshToken, userId: String(session.userId),
    username: BENCH_USER.username, tokenGenerationTime: String(Date.now()),
  });
  return context.newPage();
}

/** Runs `measure` against a server on a fresh embedded database of `accounts` accounts, in Chromium. */
async function withBenchConsole<T>(accounts: number, measure: (browser: Browser) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  await seedBenchAccounts({ dataDir }, accounts);
  const server = await startServer({ dataDir });
  const browser = await launchChromium();
  try {
    return await measure(browser);
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The login page and the signed-in account list, each in a fresh browser context with no cache. */
async function measureWire(browser: Browser) {
  const loginPage = await (await browser.newContext()).newPage();
  const login = await wireLoad(loginPage, `${BASE}/admin/auth/login`);
  const listPage = await signedInPage(browser, await signIn());
  const accountList = await wireLoad(listPage, `${BASE}/admin/app/pages/account-list?mode=view-all`, 'tbody tr td');
  await Promise.all([loginPage.context().close(), listPage.context().close()]);
  return { login, accountList, budgets: { loginJsRequests: 25, signedInListJsRequests: 40 } };
}

async function main() {
  const kit = { base: BASE, startServer, stopServer, load, postgresTarget };
  if (process.env.BENCH_ONLY === 'roles') {
    console.log(JSON.stringify({ effectivePermissions: await measureRoles(kit) }, null, 2));
    return;
  }
  if (process.env.BENCH_ONLY === 'guardedLists') {
    console.log(JSON.stringify({ guardedLists: await measureGuardedLists(kit) }, null, 2));
    return;
  }
  if (process.env.BENCH_ONLY === 'apiKeys') {
    console.log(JSON.stringify({ apiKeyVerification: await measureApiKeys(kit) }, null, 2));
    return;
  }
  if (process.env.BENCH_ONLY === 'dataTools') {
    console.log(JSON.stringify({ dataTools: await measureDataTools() }, null, 2));
    return;
  }
  if (process.env.BENCH_ONLY === 'liveChanges') {
    console.log(JSON.stringify({ liveChanges: await measureLiveChanges(kit) }, null, 2));
    return;
  }
  if (process.env.BENCH_ONLY === 'activityLog') {
    console.log(JSON.stringify({ activityLog: await measureActivityLog(kit) }, null, 2));
    return;
  }
  if (!existsSync('dist/console/index.html')) execSync('npx vite build', { stdio: 'inherit' });
  if (process.env.BENCH_ONLY === 'firstRow') {
    console.log(JSON.stringify({ firstRow: await measureFirstRow(kit) }, null, 2));
    return;
  }
  if (process.env.BENCH_ONLY === 'pageEditor') {
    console.log(JSON.stringify({ pageEditor: await measurePageEditor(kit) }, null, 2));
    return;
  }
  if (process.env.BENCH_ONLY === 'pageHistory') {
    console.log(JSON.stringify({ pageHistoryCompare: await measurePageHistoryCompare(kit) }, null, 2));
    return;
  }
  if (process.env.BENCH_ONLY === 'wire') {
    console.log(JSON.stringify({ onTheWire: await withBenchConsole(100, measureWire) }, null, 2));
    return;
  }
  const figures: Record<string, unknown> = {};
  const notificationFigures: Record<string, unknown> = {};
  const usersFigures: Record<string, unknown> = {};

  const postgres = await postgresTarget();
  if (postgres) {
    try {
      await seedBenchAccounts({ databaseUrl: postgres.databaseUrl }, ACCOUNTS);
      await seedBenchNotifications({ databaseUrl: postgres.databaseUrl }, BENCH_USER.username);
      await seedBenchMembers({ databaseUrl: postgres.databaseUrl });
      const server = await startServer({ databaseUrl: postgres.databaseUrl });
      try {
        figures.accountsListPostgres = await measureAccountsList();
        notificationFigures.postgres = await measureNotificationsList(BASE, await signIn(), load);
        usersFigures.postgres = await measureUsersList(BASE, load);
      } finally {
        await stopServer(server);
      }
    } finally {
      await postgres.drop();
    }
  }

  // Its own databases and server, on the same port: before the accounts server below starts.
  const developerPortal = await measureDeveloperPortal(kit);
  const guardedLists = await measureGuardedLists(kit);
  const firstRow = await measureFirstRow(kit);
  const effectivePermissions = await measureRoles(kit);
  const activityLog = await measureActivityLog(kit);
  const apiKeyVerification = await measureApiKeys(kit);
  const liveChanges = await measureLiveChanges(kit);
  const pageHistoryCompare = await measurePageHistoryCompare(kit);
  const pageEditor = await measurePageEditor(kit);
  // In-process, on ports of its own.
  const connectorTestCall = await measureConnectorTestCall();
  const dataTools = await measureDataTools();

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  await seedBenchAccounts({ dataDir }, ACCOUNTS);
  await seedBenchNotifications({ dataDir }, BENCH_USER.username);
  await seedBenchMembers({ dataDir });
  const server = await startServer({ dataDir });
  const browser = await launchChromium();
  try {
    figures.accountsListEmbedded = await measureAccountsList();
    notificationFigures.embedded = await measureNotificationsList(BASE, await signIn(), load);
    usersFigures.embedded = await measureUsersList(BASE, load);

    const onTheWire = await measureWire(browser);

    console.log(JSON.stringify({
      firstRow,
      developerPortal,
      guardedLists,
      connectorTestCall,
      dataTools,
      effectivePermissions,
      activityLog,
      apiKeyVerification,
      liveChanges,
      pageHistoryCompare,
      pageEditor,
      onTheWire,
      accountsList: { accounts: ACCOUNTS, connections: 50, budgetP99Ms: 25, ...figures },
      notificationsList: { ...notificationsListShape, ...notificationFigures },
      usersList: { members: MEMBERS, connections: 50, budgetP99Ms: 25, ...usersFigures },
    }, null, 2));
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
