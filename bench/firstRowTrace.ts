// Where a cold signed-in load's milliseconds go, to the first list row (issue 16): the request
// waterfall (Resource Timing: start, end and bytes of every request, from navigation) and the main
// thread's work (a Chromium trace: script compile and evaluation, function calls, style and layout,
// garbage collection), for the developer portal and the account list, several loads each.
// `npx tsx bench/firstRowTrace.ts` (CONSOLE_DIR picks the build; TRACE_LOADS, TRACE_PORT; TRACE_DATA
// keeps the seeded database between runs). A diagnostic for the trace-first work, not a figure of
// `npm run bench` (bench/firstRow.ts is).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import type { Browser, CDPSession } from 'playwright-core';
import { contextWithStorage, launchChromium } from './chromium';
import { startBenchServer } from './benchServer';
import { portalSessionValues, seedPortal, signInPortalUser } from './developerPortal';
import { BENCH_USER, seedBenchAccounts } from './seedAccounts';

const PORT = Number(process.env.TRACE_PORT ?? 8256);
const BASE = `http://127.0.0.1:${PORT}`;
const LOADS = Number(process.env.TRACE_LOADS ?? 3);
const DATA = process.env.TRACE_DATA ?? '/tmp/first-row-trace-data';
const ROW = 'tbody tr td';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { name?: string; data?: { url?: string } } }

async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

// The main thread's work, by kind (trace event names; nested kinds are counted apart from their parent).
const KINDS: Record<string, string> = {
  'v8.compile': 'compile', 'v8.compileModule': 'compile', CompileScript: 'compile', 'v8.parseOnBackground': 'compile',
  EvaluateScript: 'evaluate', 'v8.evaluateModule': 'evaluate',
  FunctionCall: 'call', TimerFire: 'call', FireAnimationFrame: 'call', EventDispatch: 'call', RunMicrotasks: 'call',
  UpdateLayoutTree: 'style+layout', Layout: 'style+layout', ParseHTML: 'html', ParseAuthorStyleSheet: 'css',
  MajorGC: 'gc', MinorGC: 'gc', 'V8.GC_SCAVENGER': 'gc',
};

function mainThreadWork(events: TraceEvent[], originTs: number, untilMs: number) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
    && events.some((x) => x.pid === e.pid && x.name === 'EvaluateScript'));
  if (!main) return {};
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined
    && (e.ts - originTs) / 1000 < untilMs);
  const byKind: Record<string, number> = {};
  // Top-level tasks only (RunTask), so the total is the busy time; kinds are their first-level children.
  let busy = 0;
  for (const t of tasks.filter((e) => e.name === 'RunTask')) busy += t.dur! / 1000;
  for (const e of tasks) {
    const kind = KINDS[e.name];
    if (!kind) continue;
    const parentOfSameKind = tasks.some((p) => p !== e && KINDS[p.name] === kind && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur!);
    if (!parentOfSameKind) byKind[kind] = +((byKind[kind] ?? 0) + e.dur! / 1000).toFixed(0);
  }
  const longTasks = tasks.filter((e) => e.name === 'RunTask' && e.dur! > 50_000)
    .map((e) => `${((e.ts - originTs) / 1000).toFixed(0)}+${(e.dur! / 1000).toFixed(0)}`);
  return { busyMs: +busy.toFixed(0), byKind, longTasks };
}

async function tracedLoad(browser: Browser, url: string, storage: Record<string, string>) {
  const context = await contextWithStorage(browser, storage);
  // The first row's time, from the page itself (a string: tsx's helpers do not exist in the page).
  await context.addInitScript(`new MutationObserver((_, observer) => {
    if (!document.querySelector(${JSON.stringify(ROW)})) return;
    window.firstRowAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] },
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.locator(ROW).first().waitFor({ state: 'visible' });
    const { profile } = await cdp.send('Profiler.stop');
    const timing = await page.evaluate(() => ({
      firstRow: (window as unknown as { firstRowAt?: number }).firstRowAt ?? NaN,
      resources: performance.getEntriesByType('resource').map((r) => {
        const e = r as PerformanceResourceTiming;
        return { url: e.name.replace(location.origin, ''), start: e.startTime, end: e.responseEnd, ttfb: e.responseStart - e.startTime, bytes: e.transferSize };
      }),
      domContentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    }));
    const events = await readTrace(cdp);
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart'
      || (e.name === 'TracingStartedInBrowser'));
    const originTs = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    return { ...timing, main: mainThreadWork(events, originTs, timing.firstRow), profile };
  } finally {
    await context.close();
  }
}

const r0 = (n: number) => Math.round(n);

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

// Self time by package (or src folder), through the build's source maps (PROFILE_MAPS: a build of the
// same sources with --sourcemap; chunk names match).
const consumers = new Map<string, SourceMapConsumer | null>();
function sourceOf(url: string, line: number, column: number): string {
  const file = url.match(/\/admin\/(assets\/[^?]+\.js)/)?.[1] ?? url.match(/\/(assets\/[^?]+\.js)/)?.[1];
  if (!file || !process.env.PROFILE_MAPS) return url ? url.replace(/^.*\//, '') : '(native)';
  if (!consumers.has(file)) {
    const path = `${process.env.PROFILE_MAPS}/${file}.map`;
    consumers.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const source = consumers.get(file)?.originalPositionFor({ line: line + 1, column }).source;
  if (!source) return file;
  return source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.match(/src\/([^/]+(?:\/[^/.]+)?)/)?.[0] ?? source;
}

function addSelfTime(profile: CpuProfile, totals: Map<string, number>) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = frame.url ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber) : frame.functionName || '(native)';
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
}

async function main() {
  const seeded = existsSync(`${DATA}/.seeded`);
  if (!seeded) {
    mkdirSync(DATA, { recursive: true });
    await seedBenchAccounts({ dataDir: DATA }, 10_000);
    await seedPortal({ dataDir: DATA }, 10_000);
    await import('node:fs').then((fs) => fs.writeFileSync(`${DATA}/.seeded`, ''));
  }
  const server = await startBenchServer(PORT, { dataDir: DATA });
  const browser = await launchChromium();
  try {
    const portal = await signInPortalUser({ base: BASE });
    const login = await (await fetch(`${BASE}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_USER),
    })).json() as { token: { accessToken: string; refreshToken: string }; userId: number };
    const accounts = {
      auth_token: login.token.accessToken, refresh_token: login.token.refreshToken, userId: String(login.userId),
      username: BENCH_USER.username, tokenGenerationTime: String(Date.now()),
    };
    const targets = [
      { name: 'developerPortal', url: `${BASE}/admin/app/${portal.accountId}/developer-app`, storage: portalSessionValues(portal) },
      { name: 'accountList', url: `${BASE}/admin/app/pages/account-list?mode=view-all`, storage: accounts },
    ];
    await tracedLoad(browser, targets[1].url, targets[1].storage); // warm-up
    const selfTimes = new Map(targets.map((t) => [t.name, new Map<string, number>()]));
    for (let i = 0; i < LOADS; i++) {
      for (const target of targets) {
        const load = await tracedLoad(browser, target.url, target.storage);
        addSelfTime(load.profile as CpuProfile, selfTimes.get(target.name)!);
        console.log(`\n== ${target.name} load ${i + 1}: first row ${r0(load.firstRow)} ms, DCL ${r0(load.domContentLoaded)} ms, load ${await import('node:fs').then((fs) => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0])}`);
        console.log(`   main thread to first row: ${JSON.stringify(load.main)}`);
        for (const r of load.resources.filter((x) => x.start < load.firstRow + 200)) {
          console.log(`   ${String(r0(r.start)).padStart(5)} → ${String(r0(r.end)).padStart(5)}  ttfb ${String(r0(r.ttfb)).padStart(4)}  ${String(r0(r.bytes / 1024)).padStart(4)} kB  ${r.url.slice(0, 110)}`);
        }
      }
    }
    for (const [name, totals] of selfTimes) {
      const rows = [...totals].sort((a, b) => b[1] - a[1]);
      const all = rows.reduce((sum, [, ms]) => sum + ms, 0);
      console.log(`\n== ${name}: CPU profile self time over ${LOADS} loads, ${r0(all)} ms`);
      for (const [key, ms] of rows.slice(0, 35)) console.log(`   ${String(r0(ms)).padStart(6)} ms ${(100 * ms / all).toFixed(1).padStart(5)} %  ${key}`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

await main();
