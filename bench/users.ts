// The Users page's list under load: GET /users/account-user/account-users at 50 connections over
// one account with 10,000 members, seeded straight into the database. bench/run.ts calls it for the
// embedded database and for PostgreSQL.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/connection';
import { bootstrapPlatform } from '../server/src/seed/bootstrap';
import { createUser } from '../server/src/core/userRecords';
import { createAccount } from '../server/src/domains/accounts/api';
import { accountUsers, users } from '../server/src/db/schema';

export const MEMBERS = 10_000;
export const BENCH_USERS_OWNER = { username: 'bench-users-owner@demo.local', password: 'Bench@1234' };
const BATCH = 1000;

/** Seeds an owner whose account has `count` members (the owner included), into `target`. */
export async function seedBenchMembers(target: { dataDir?: string; databaseUrl?: string }, count = MEMBERS): Promise<void> {
  const database = await openDatabase(target);
  try {
    await bootstrapPlatform(database.db);
    const owner = await createUser(database.db, { ...BENCH_USERS_OWNER, firstName: 'Bench', lastName: 'Owner' });
    const { account } = await createAccount(database.db, owner.id, {
      businessName: 'Bench Users Ltd', billingEmail: BENCH_USERS_OWNER.username, billAddress: '1 Bench Road', city: 'Lyon',
      state: 'Rhone', country: 'FR', zipcode: '69001', contactPhone: '+33 4 12 34 56 78', description: 'Bench account with many users',
    });
    const firstNames = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken'];
    for (let start = 1; start < count; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
        const n = start + i;
        return {
          username: `member${String(n).padStart(5, '0')}@bench.example`, email: `member${String(n).padStart(5, '0')}@bench.example`,
          firstName: firstNames[n % firstNames.length], lastName: `Member ${String(n).padStart(5, '0')}`, emailVerified: true,
        };
      });
      const rows = await database.db.insert(users).values(batch).returning({ id: users.id });
      await database.db.insert(accountUsers).values(rows.map((r, i) => ({
        accountId: account.id, userId: r.id, userType: i % 10 === 0 ? 'DEVELOPER' : 'USER', status: i % 25 === 0 ? 'INACTIVE' : 'ACTIVE',
      })));
    }
    await database.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
}

type Load = (url: string, headers: Record<string, string>) => Promise<Record<string, number>>;

/** Signs the bench owner in and loads the users list: first page, sorted by name, and searched. */
export async function measureUsersList(base: string, load: Load) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_USERS_OWNER),
  });
  const { token } = (await res.json()) as { token: { accessToken: string } };
  const headers = { Authorization: `Bearer ${token.accessToken}` };
  const accounts = await fetch(`${base}/users/all-accounts?query=${encodeURIComponent('Bench Users')}`, { headers });
  const [{ id: accountId }] = ((await accounts.json()) as { content: { id: number }[] }).content;
  const list = `${base}/users/account-user/account-users?accountId=${accountId}&page=0&size=10`;
  await load(list, headers); // warm-up: caches and the JIT, not measured
  return {
    firstPage: await load(list, headers),
    sortedByFirstName: await load(`${list}&sort=firstName,asc`, headers),
    activeUsersFiltered: await load(`${list}&userType=USER&type=ACTIVE`, headers),
    searched: await load(`${list}&query=member0004`, headers),
  };
}
