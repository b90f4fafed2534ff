// API key figures (issue 12): POST /app/developerApp/api-keys/verify p50/p99 and verifications/s at
// 50 connections, over 100,000 keys, on PostgreSQL (budget: p99 under 5 ms, at least 5,000/s) and on
// the embedded database. 1,000 of the keys are real and verified in turn (each key has a request
// limit of its own); the rest are rows the lookup index must skip. run.ts passes its server in.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/connection';
import { bootstrapPlatform } from '../server/src/seed/bootstrap';
import { createUser } from '../server/src/core/userRecords';
import { createAccount } from '../server/src/domains/accounts/api';
import { appInstances, apps } from '../server/src/db/schema';
import { apiKeys } from '../server/src/domains/apiKeys/tables';
import { newKey } from '../server/src/domains/apiKeys/keys';
import type { BenchKit } from './developerPortal';
import { onBothDatabases, type Target } from './bothDatabases';

export const KEYS = 100_000;
const VERIFIED = 1_000;

export async function seedApiKeys(target: Target): Promise<string[]> {
  const database = await openDatabase(target);
  try {
    const db = database.db;
    await bootstrapPlatform(db);
    const owner = await createUser(db, { username: 'keys-bench@demo.local', firstName: 'Keys', lastName: 'Bench' });
    const { account } = await createAccount(db, owner.id, {
      businessName: 'Keys Bench Ltd', billingEmail: 'keys-bench@demo.local', billAddress: '1 Bench Road', city: 'Nantes',
      state: 'PdL', country: 'FR', zipcode: '44000', contactPhone: '+33 2 12 34 56 78', description: 'Bench account with many keys',
    });
    const [app] = await db.insert(apps).values({ name: 'Keys Bench App', type: 'app', developerAccountId: account.id }).returning();
    const [instance] = await db.insert(appInstances).values({ accountId: account.id, appId: app.id, status: 'ACTIVE' }).returning();
    const base = { accountId: account.id, appInstanceId: instance.id, appId: app.id, scopes: ['orders:read'] };
    const real = Array.from({ length: VERIFIED }, () => newKey('live'));
    for (let i = 0; i < real.length; i += 500) {
      await db.insert(apiKeys).values(real.slice(i, i + 500).map((k, n) => ({
        ...base, name: `Real ${i + n}`, prefix: k.prefix, lookupId: k.lookupId, secretHash: k.hash,
      })));
    }
    await db.execute(sql`
      INSERT INTO api_keys (account_id, app_instance_id, app_id, name, prefix, lookup_id, secret_hash)
      SELECT ${account.id}, ${instance.id}, ${app.id}, 'Filler ' || i, 'pk_live_f' || lpad(i::text, 11, '0'), 'f' || lpad(i::text, 11, '0'),
        encode(sha256(convert_to('filler' || i, 'UTF8')), 'hex')
      FROM generate_series(1, ${KEYS - VERIFIED}) AS i`);
    await db.execute(sql`ANALYZE api_keys`);
    return real.map((k) => k.key);
  } finally {
    await database.close();
  }
}

async function measure(kit: BenchKit, keys: string[]) {
  const url = `${kit.base}/app/developerApp/api-keys/verify`;
  const once = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: keys[0] }) });
  if (!once.ok) throw new Error(`${url}: ${once.status} ${await once.text()}`);
  const requests = keys.map((key) => ({ method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key }) }));
  const run = () => autocannon({ url, connections: 50, duration: 10, timeout: 60, requests });
  await run(); // warm-up: caches and the JIT, not measured
  const result = await run();
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { p50_ms: result.latency.p50, p99_ms: result.latency.p99, verifications_per_s: Math.round(result.requests.average) };
}

export async function measureApiKeys(kit: BenchKit) {
  return {
    keys: KEYS, keysVerifiedInTurn: VERIFIED, connections: 50, budgetP99MsPostgres: 5, budgetPerSecond: 5_000,
    ...(await onBothDatabases(kit, 'keys', seedApiKeys, (seeded) => measure(kit, seeded))),
  };
}
