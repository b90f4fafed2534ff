// Guarded lists against the server's own ceiling (issue 31): the accounts, users and developer apps
// lists a signed-in console reads, each at 50 connections, beside GET /manage/auth/version (no token,
// no database) on the same server in the same run. Rounds interleave the four, so a busy moment of
// this shared machine falls on all of them; each figure is the median of its rounds, and each list's
// throughput is printed as a ratio of the ceiling's. The server runs as `npm start` runs it (request
// log at info). On PostgreSQL when one answers, and on the embedded database.
// `BENCH_ONLY=guardedLists npm run bench` prints these figures alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_USER, seedBenchAccounts } from './seedAccounts';
import { BENCH_USERS_OWNER, seedBenchMembers } from './users';
import { seedPortal, signInPortalUser, type BenchKit } from './developerPortal';

const ACCOUNTS = 10_000;
const APPS = 10_000;
const ROUNDS = 3;
const SECONDS_PER_LOAD = 5;
type Target = { dataDir?: string; databaseUrl?: string };
type Figures = { requests_per_s: number; p50_ms: number; p99_ms: number };

async function loadOnce(url: string, headers: Record<string, string>, duration = SECONDS_PER_LOAD): Promise<Figures> {
  const result = await autocannon({ url, connections: 50, duration, timeout: 60, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { requests_per_s: Math.round(result.requests.average), p50_ms: result.latency.p50, p99_ms: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signIn(base: string, who: { username: string; password: string }) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`Sign-in of ${who.username}: ${res.status}`);
  return (await res.json()) as { token: { accessToken: string }; userId: number };
}

/** The three lists as the console asks for them, each with its caller's headers. */
async function guardedLists(base: string): Promise<Record<string, { url: string; headers: Record<string, string> }>> {
  const accountsOwner = await signIn(base, BENCH_USER);
  const membersOwner = await signIn(base, BENCH_USERS_OWNER);
  const membersHeaders = { Authorization: `Bearer ${membersOwner.token.accessToken}` };
  const found = await fetch(`${base}/users/all-accounts?query=${encodeURIComponent('Bench Users')}`, { headers: membersHeaders });
  const [{ id: membersAccount }] = ((await found.json()) as { content: { id: number }[] }).content;
  const portal = await signInPortalUser({ base });
  return {
    accounts: {
      url: `${base}/users/accounts?userId=${accountsOwner.userId}&page=0&size=10&sortfield=businessName&sortorder=asc`,
      headers: { Authorization: `Bearer ${accountsOwner.token.accessToken}` },
    },
    users: {
      url: `${base}/users/account-user/account-users?accountId=${membersAccount}&page=0&size=10`,
      headers: { ...membersHeaders, accountId: String(membersAccount) },
    },
    developerApps: {
      url: `${base}/app/developerApp/apps?accountId=${portal.accountId}&type=app&page=0&size=10&sortfield=name&sortorder=asc`,
      headers: {
        Authorization: `Bearer ${portal.accessToken}`, accountId: String(portal.accountId), accountUserId: String(portal.accountUserId),
      },
    },
  };
}

async function measureOn(kit: BenchKit, target: Target) {
  await seedBenchAccounts(target, ACCOUNTS);
  await seedBenchMembers(target);
  await seedPortal(target, APPS);
  const server = await kit.startServer({ ...target, logLevel: 'info' });
  try {
    const loads = { ceiling: { url: `${kit.base}/manage/auth/version`, headers: {} }, ...(await guardedLists(kit.base)) };
    for (const { url, headers } of Object.values(loads)) await loadOnce(url, headers, 2); // warm-up: JIT, caches, pools
    const rounds: Record<string, Figures[]> = Object.fromEntries(Object.keys(loads).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, { url, headers }] of Object.entries(loads)) rounds[name].push(await loadOnce(url, headers));
    }
    const medians = Object.fromEntries(Object.entries(rounds).map(([name, runs]) => [name, {
      requests_per_s: median(runs.map((r) => r.requests_per_s)),
      p50_ms: median(runs.map((r) => r.p50_ms)),
      p99_ms: median(runs.map((r) => r.p99_ms)),
    }]));
    const ceiling = medians.ceiling.requests_per_s;
    return Object.fromEntries(Object.entries(medians).map(([name, figures]) => [name, name === 'ceiling' ? figures : {
      ...figures, ofCeiling: Math.round((figures.requests_per_s / ceiling) * 100) / 100,
    }]));
  } finally {
    await kit.stopServer(server);
  }
}

export async function measureGuardedLists(kit: BenchKit) {
  const figures: Record<string, unknown> = {
    shape: { accounts: ACCOUNTS, members: 10_000, apps: APPS, connections: 50, rounds: ROUNDS, secondsEach: SECONDS_PER_LOAD },
    goals: { postgresOfCeiling: 0.33, postgresP99Ms: 40 },
  };
  const postgres = await kit.postgresTarget();
  if (postgres) {
    try {
      figures.postgres = await measureOn(kit, { databaseUrl: postgres.databaseUrl });
    } finally {
      await postgres.drop();
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-guarded-'));
  try {
    figures.embedded = await measureOn(kit, { dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
