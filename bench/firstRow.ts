// Navigation → first list row, the console beside the react-admin tutorial (issue 16): the tutorial
// app (bench/tutorial: create-react-admin with ra-data-simple-rest, 100,000 users, `vite preview`),
// the console's developer portal (10,000 apps) and account list (10,000 accounts), signed in. Each
// load is cold (fresh context, cache disabled); the three take turns load by load, so the machine's
// load weighs on them alike. Two rounds of 5 loads: each round's median, the ratio console/tutorial
// (budget 0.8), and the JavaScript requests and bytes on the wire of each load (bench/wire.ts).
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { contextWithStorage, launchChromium } from './chromium';
import { portalSessionValues, seedPortal, signInPortalUser, type BenchKit } from './developerPortal';
import { BENCH_USER, seedBenchAccounts } from './seedAccounts';
import { watchWire, type WireLoad } from './wire';

const TUTORIAL = 'bench/tutorial';
const ROW = 'tbody tr td';
const ROUNDS = 2;
const LOADS = 5;
const RECORDS = 10_000;

interface Target {
  name: 'tutorial' | 'developerPortal' | 'accountList';
  url: string;
  context(browser: Browser): Promise<BrowserContext>;
}

async function startTutorial(port: number): Promise<ChildProcess> {
  if (!existsSync(`${TUTORIAL}/dist/index.html`)) {
    execSync(`npx vite build --config ${TUTORIAL}/vite.config.ts`, { stdio: 'inherit' });
  }
  const child = spawn(process.execPath, [
    'node_modules/vite/bin/vite.js', 'preview', '--config', `${TUTORIAL}/vite.config.ts`,
    '--host', '127.0.0.1', '--port', String(port), '--strictPort',
  ], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/users?range=[0,0]`)).ok) return child;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('The tutorial app did not start');
}

async function accountListValues(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_USER),
  });
  const body = (await res.json()) as { token: { accessToken: string; refreshToken: string }; userId: number };
  return {
    auth_token: body.token.accessToken, refresh_token: body.token.refreshToken, userId: String(body.userId),
    username: BENCH_USER.username, tokenGenerationTime: String(Date.now()),
  };
}

/** One cold load: milliseconds from navigation to the first row, and what came over the wire by then (+1 s). */
async function coldLoad(browser: Browser, target: Target): Promise<{ ms: number; wire: WireLoad }> {
  const context = await target.context(browser);
  try {
    const page = await context.newPage();
    const stop = await watchWire(page);
    const started = Date.now();
    await page.goto(target.url);
    await page.locator(ROW).first().waitFor({ state: 'visible' });
    const ms = Date.now() - started;
    await page.waitForTimeout(1000);
    return { ms, wire: await stop() };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratio = (a: number, b: number) => +(a / b).toFixed(2);

export async function measureFirstRow(kit: Pick<BenchKit, 'base' | 'startServer' | 'stopServer'>) {
  const tutorialPort = Number(new URL(kit.base).port) + 1;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-row-'));
  let tutorial: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    await seedBenchAccounts({ dataDir }, RECORDS);
    await seedPortal({ dataDir }, RECORDS);
    tutorial = await startTutorial(tutorialPort);
    server = await kit.startServer({ dataDir });
    browser = await launchChromium();
    const portal = await signInPortalUser(kit);
    const accounts = await accountListValues(kit.base);
    const targets: Target[] = [
      { name: 'tutorial', url: `http://127.0.0.1:${tutorialPort}/#/users`, context: (b) => b.newContext() },
      {
        name: 'developerPortal', url: `${kit.base}/admin/app/${portal.accountId}/developer-app`,
        context: (b) => contextWithStorage(b, portalSessionValues(portal)),
      },
      {
        name: 'accountList', url: `${kit.base}/admin/app/pages/account-list?mode=view-all`,
        context: (b) => contextWithStorage(b, accounts),
      },
    ];
    await coldLoad(browser, targets[0]); // the first start of Chromium's renderer, not measured
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const loads = new Map(targets.map((t) => [t.name, [] as { ms: number; wire: WireLoad }[]]));
      for (let i = 0; i < LOADS; i++) {
        for (const target of targets) loads.get(target.name)!.push(await coldLoad(browser, target));
      }
      const figure = (name: Target['name']) => {
        const runs = loads.get(name)!;
        return {
          medianMs: median(runs.map((r) => r.ms)), runsMs: runs.map((r) => r.ms),
          jsRequests: runs.map((r) => r.wire.jsRequests), jsKiloBytes: runs.map((r) => r.wire.jsKiloBytes),
          requests: runs.map((r) => r.wire.requests), kiloBytes: runs.map((r) => r.wire.kiloBytes),
        };
      };
      const [tutorialFigure, portalFigure, accountFigure] = [figure('tutorial'), figure('developerPortal'), figure('accountList')];
      rounds.push({
        tutorial: tutorialFigure, developerPortal: portalFigure, accountList: accountFigure,
        ratios: {
          developerPortal: ratio(portalFigure.medianMs, tutorialFigure.medianMs),
          accountList: ratio(accountFigure.medianMs, tutorialFigure.medianMs),
        },
      });
    }
    return { records: { tutorialUsers: 100_000, portalApps: RECORDS, accounts: RECORDS }, budgetRatio: 0.8, rounds };
  } finally {
    await browser?.close();
    if (server) await kit.stopServer(server);
    if (tutorial && tutorial.exitCode === null) {
      const exited = new Promise((r) => tutorial!.once('exit', r));
      tutorial.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
