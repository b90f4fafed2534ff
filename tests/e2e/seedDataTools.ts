// The data migration journey's world: Journey dataOwner Ltd's embedded database "warehouse" under the
// server's DATA_DIR, with a table, as a database the account already has.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../server/src/db/connection';
import { accounts } from '../../server/src/db/schema';

export async function seedDataTools(db: Db, dataDir: string): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.businessName, 'Journey dataOwner Ltd'));
  const location = join(dataDir, 'databases', String(account.id), 'warehouse');
  mkdirSync(location, { recursive: true });
  const warehouse = await PGlite.create(location);
  await warehouse.exec(`create table orders (id integer primary key, customer varchar(40) not null, placed timestamptz);
    insert into orders select n, 'Customer ' || n, now() from generate_series(1, 25) n; analyze orders;`);
  await warehouse.close();
}
