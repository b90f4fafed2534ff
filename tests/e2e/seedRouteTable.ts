// The route table's world (routeTable.spec.ts): Journey routesOwner Ltd develops a published app and
// subscribes to it; a developer and a plain user are its members, and members of no other account.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/connection';
import { accounts, appInstances, apps } from '../../server/src/db/schema';
import { createUser } from '../../server/src/core/userRecords';
import { addMember } from '../../server/src/domains/accounts';
import { JOURNEY_PASSWORD, routeTableMembers } from './journeyUsers';

export const ROUTE_APP = 'Journey Route App';

export async function seedRouteTable(db: Db): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.businessName, 'Journey routesOwner Ltd'));
  for (const [type, username] of [['DEVELOPER', routeTableMembers.developer], ['USER', routeTableMembers.user]] as const) {
    const member = await createUser(db, { username, password: JOURNEY_PASSWORD, firstName: 'Journey', lastName: `routes ${type.toLowerCase()}` });
    await addMember(db, account.id, member.id, type);
  }
  const [app] = await db.insert(apps).values({
    name: ROUTE_APP, type: 'app', status: 'ACTIVE', published: 'PUBLISHED', mode: 'Production', developerAccountId: account.id,
    description: '<p>Every route, visited.</p>',
  }).returning();
  await db.insert(appInstances).values({ accountId: account.id, appId: app.id, status: 'ACTIVE', subscriptionTerm: 'Monthly', environment: 'Production', name: ROUTE_APP, type: 'app' });
}
