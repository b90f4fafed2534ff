// Seeds a bench user who belongs to N accounts, straight into an embedded database folder.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/connection';
import { bootstrapPlatform } from '../server/src/seed/bootstrap';
import { createUser } from '../server/src/core/userRecords';
import { accounts, accountUsers } from '../server/src/db/schema';

export const BENCH_USER = { username: 'bench@demo.local', password: 'Bench@1234' };

/** Seeds into the embedded database at `dataDir`, or into the PostgreSQL database at `databaseUrl`. */
export async function seedBenchAccounts(target: { dataDir?: string; databaseUrl?: string }, count: number): Promise<void> {
  const database = await openDatabase(target);
  try {
    await bootstrapPlatform(database.db);
    const user = await createUser(database.db, { ...BENCH_USER, firstName: 'Bench', lastName: 'User' });
    const cities = ['Paris', 'Lyon', 'Berlin', 'Madrid', 'Tokyo', 'Osaka', 'Lisbon', 'Rome'];
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
        const n = start + i;
        return {
          accountCode: `BENCH-${String(n).padStart(6, '0')}`,
          businessName: `Business ${String(n).padStart(5, '0')} ${cities[n % cities.length]} Trading`,
          billingEmail: `billing${n}@example.com`,
          city: cities[n % cities.length],
          country: 'FR',
          zipcode: '75001',
          contactPhone: '+33 1 23 45 67 89',
          description: 'Bench account',
          createdBy: user.id,
        };
      });
      const rows = await database.db.insert(accounts).values(batch).returning({ id: accounts.id });
      await database.db.insert(accountUsers).values(rows.map((r) => ({ accountId: r.id, userId: user.id, userType: 'OWNER' })));
    }
    await database.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
}
