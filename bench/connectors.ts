// Connector test-call figures (issue 13): the overhead of POST /api/connector/v1/test-connector-apis
// against a local server that answers at once, p50 and p99 over 200 sequential calls, next to the
// same 200 calls made directly. In-process, embedded database; budget: p99 under 30 ms above the
// target's own time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/connection';
import { buildApp } from '../server/src/app';
import { createUser } from '../server/src/core/userRecords';
import { createAccount } from '../server/src/domains/accounts/api';
import { apps } from '../server/src/db/schema';

const CALLS = 200;
const USER = { username: 'connector-bench@demo.local', password: 'Bench@1234' };

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2);
};

async function timed(n: number, call: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureConnectorTestCall() {
  const target = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/ping`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-connectors-'));
  const database = await openDatabase({ dataDir });
  const config = loadConfig({}, {
    dataDir, logLevel: 'silent', consoleDir: undefined, demoSeed: false, loginRateLimit: 10_000, connectorAllowedHosts: ['127.0.0.1'],
  });
  const app = await buildApp(database, config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const db = database.db;
    const user = await createUser(db, { ...USER, firstName: 'Connector', lastName: 'Bench' });
    const { account, accountUserId } = await createAccount(db, user.id, {
      businessName: 'Connector Bench Ltd', billingEmail: USER.username, billAddress: '1 Bench Road', city: 'Paris',
      state: 'IDF', country: 'FR', zipcode: '75001', contactPhone: '+33 1 23 45 67 89', description: 'Bench account',
    });
    const [connector] = await db.insert(apps).values({ name: 'Bench Connector', type: 'connector', developerAccountId: account.id }).returning({ id: apps.id });
    const login = await (await fetch(`${base}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USER),
    })).json() as { token: { accessToken: string } };
    const headers = {
      authorization: `Bearer ${login.token.accessToken}`, accountId: String(account.id), accountUserId: String(accountUserId),
      'content-type': 'application/json',
    };
    const created = await (await fetch(`${base}/api/connector/v1/connector-api`, {
      method: 'POST', headers,
      body: JSON.stringify({ connectorId: connector.id, name: 'Ping', method: 'GET', url: targetUrl, auth: { type: 'bearer' }, secret: 'bench-token' }),
    })).json() as { connectorApi: { id: number } };
    const testUrl = `${base}/api/connector/v1/test-connector-apis?appId=${connector.id}&connectorApiId=${created.connectorApi.id}`;
    const throughApi = async () => {
      const res = await fetch(testUrl, { method: 'POST', headers, body: '{}' });
      const body = await res.json() as { ok: boolean };
      if (!body.ok) throw new Error('A bench test call failed');
    };
    const direct = async () => { await (await fetch(targetUrl)).text(); };
    await timed(20, throughApi); // warm-up
    await timed(20, direct);
    const api = await timed(CALLS, throughApi);
    const own = await timed(CALLS, direct);
    return {
      calls: CALLS,
      throughApi: { p50_ms: percentile(api, 50), p99_ms: percentile(api, 99) },
      direct: { p50_ms: percentile(own, 50), p99_ms: percentile(own, 99) },
      overhead: { p50_ms: +(percentile(api, 50) - percentile(own, 50)).toFixed(2), p99_ms: +(percentile(api, 99) - percentile(own, 99)).toFixed(2) },
      budgetOverheadP99Ms: 30,
    };
  } finally {
    await app.close();
    await database.close();
    target.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/connectors.ts` prints this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureConnectorTestCall(), null, 2));
