// The data export journey's world: Journey exportOwner Ltd subscribes to an app and has its embedded
// database "warehouse" (a table of 30 orders, and 1,000 events never analysed) saved as a connection; no data source chosen yet.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../server/src/db/connection';
import { accounts, appInstances, apps } from '../../server/src/db/schema';
import { databaseConnections } from '../../server/src/domains/databases/tables';

export const EXPORT_APP = 'Journey Export Ledger';
export const EXPORT_ROWS = 30;
/** The rows of "events", a table never analysed: its row estimate is -1, so the picker counts it. */
export const UNANALYSED_ROWS = 1000;

export async function seedDataExport(db: Db, dataDir: string): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.businessName, 'Journey exportOwner Ltd'));
  const [app] = await db.insert(apps).values({ name: EXPORT_APP, type: 'app', status: 'ACTIVE', published: 'PUBLISHED', developerAccountId: account.id }).returning();
  await db.insert(appInstances).values({ accountId: account.id, appId: app.id, status: 'ACTIVE', subscriptionTerm: 'Monthly', environment: 'Production', name: EXPORT_APP, type: 'app' });
  const location = join(dataDir, 'databases', String(account.id), 'warehouse');
  mkdirSync(location, { recursive: true });
  const warehouse = await PGlite.create(location);
  await warehouse.exec(`create table orders (id integer primary key, customer varchar(40) not null, amount numeric(10,2), paid boolean);
    insert into orders select n, 'Customer ' || lpad(n::text, 2, '0'), n * 2.5, n % 3 = 0 from generate_series(1, ${EXPORT_ROWS}) n; analyze orders;
    create table events (id integer, happened timestamptz, day date);
    insert into events select n, timestamptz '2024-01-01 00:00:00+00' + n * interval '1 hour', date '2024-01-01' + n from generate_series(1, ${UNANALYSED_ROWS}) n;`);
  await warehouse.close();
  await db.insert(databaseConnections).values({ accountId: account.id, databaseName: 'Warehouse', engine: 'embedded', database: 'warehouse' });
}
