// Activity log figures (issue 12): GET /logtrace/activity filtered by one user and a 30-day window,
// p50/p99 and requests/s at 50 connections, over one account's 1,000,000 traces (200 people, the
// last 360 days), on PostgreSQL (budget: p99 under 50 ms) and on the embedded database. The traces
// are seeded in one SQL statement. run.ts passes its server and load helpers in.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/connection';
import { bootstrapPlatform } from '../server/src/seed/bootstrap';
import { createUser } from '../server/src/core/userRecords';
import { addMember, createAccount } from '../server/src/domains/accounts/api';
import type { BenchKit } from './developerPortal';
import { onBothDatabases, type Target } from './bothDatabases';

const OWNER = { username: 'activity-bench@demo.local', password: 'Bench@1234' };
export const TRACES = 1_000_000;
const PEOPLE = 200;
const DAYS = 360;

/** The account, its people, and a million traces spread evenly over them and the last 360 days. */
export async function seedActivity(target: Target): Promise<{ userId: number }> {
  const database = await openDatabase(target);
  try {
    const db = database.db;
    await bootstrapPlatform(db);
    const owner = await createUser(db, { ...OWNER, firstName: 'Activity', lastName: 'Bench' });
    const { account } = await createAccount(db, owner.id, {
      businessName: 'Activity Bench Ltd', billingEmail: OWNER.username, billAddress: '1 Bench Road', city: 'Nantes',
      state: 'PdL', country: 'FR', zipcode: '44000', contactPhone: '+33 2 12 34 56 78', description: 'Bench account with a long history',
    });
    const people = [owner.id];
    for (let n = 1; n < PEOPLE; n++) {
      const user = await createUser(db, { username: `activity-member${n}@bench.example`, firstName: 'Member', lastName: String(n) });
      await addMember(db, account.id, user.id, 'USER');
      people.push(user.id);
    }
    await db.execute(sql`
      INSERT INTO activity_traces (account_id, user_id, folder_name, type, event, message, status, created_at)
      SELECT ${account.id}, (${sql.raw(`ARRAY[${people.join(',')}]`)})[1 + i % ${PEOPLE}], 'server',
        (ARRAY['app','parameter','role','uiText'])[1 + i % 4], (ARRAY['created','updated','deleted'])[1 + i % 3],
        'Bench action ' || i, 'SUCCESS', now() - (i::double precision / ${TRACES}) * interval '${sql.raw(String(DAYS))} days'
      FROM generate_series(1, ${TRACES}) AS i`);
    await db.execute(sql`ANALYZE activity_traces`);
    return { userId: people[17] };
  } finally {
    await database.close();
  }
}

async function measure(kit: BenchKit, seeded: { userId: number }) {
  const res = await fetch(`${kit.base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  const body = (await res.json()) as { token: { accessToken: string }; userId: number };
  const auth = { Authorization: `Bearer ${body.token.accessToken}` };
  const accounts = await fetch(`${kit.base}/users/accounts?userId=${body.userId}&page=0&size=1`, { headers: auth });
  const [account] = ((await accounts.json()) as { content: { id: number; accountUserId: number }[] }).content;
  const headers = { ...auth, accountId: String(account.id), accountUserId: String(account.accountUserId) };
  const to = new Date(Date.now() - 100 * 86_400_000);
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const url = `${kit.base}/logtrace/activity?userId=${seeded.userId}&from=${from.toISOString()}&to=${to.toISOString()}&page=0&size=10`;
  const answer = await fetch(url, { headers });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  const { totalElements } = (await answer.json()) as { totalElements: number };
  await kit.load(url, headers); // warm-up: caches and the JIT, not measured
  return { matching: totalElements, ...(await kit.load(url, headers)) };
}

export async function measureActivityLog(kit: BenchKit) {
  return {
    traces: TRACES, people: PEOPLE, window: '30 days, one user', connections: 50, budgetP99MsPostgres: 50,
    ...(await onBothDatabases(kit, 'activity', seedActivity, (seeded) => measure(kit, seeded))),
  };
}
