// The data migration journeys' world: Journey dataOwner Ltd's and Journey migrationOwner Ltd's embedded
// database "warehouse" under the server's DATA_DIR, with a table; migrationOwner's account has it
// saved as a connection, beside an empty embedded database "reports" to migrate into.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../server/src/db/connection';
import { accounts } from '../../server/src/db/schema';
import { databaseConnections } from '../../server/src/domains/databases/tables';

export async function seedDataTools(db: Db, dataDir: string): Promise<void> {
  await seedWarehouse(db, dataDir, 'Journey dataOwner Ltd');
  const migrating = await seedWarehouse(db, dataDir, 'Journey migrationOwner Ltd');
  await db.insert(databaseConnections).values([
    { accountId: migrating, databaseName: 'Warehouse', engine: 'embedded', database: 'warehouse' },
    { accountId: migrating, databaseName: 'Reports', engine: 'embedded', database: 'reports' },
  ]);
}

async function seedWarehouse(db: Db, dataDir: string, businessName: string): Promise<number> {
  const [account] = await db.select().from(accounts).where(eq(accounts.businessName, businessName));
  const location = join(dataDir, 'databases', String(account.id), 'warehouse');
  mkdirSync(location, { recursive: true });
  const warehouse = await PGlite.create(location);
  await warehouse.exec(`create table orders (id integer primary key, customer varchar(40) not null, placed timestamptz);
    insert into orders select n, 'Customer ' || n, now() from generate_series(1, 25) n; analyze orders;`);
  await warehouse.close();
  return account.id;
}
