// The roles journey's world: Journey rolesMaker Ltd develops a published app (its developer portal
// subscribed); Journey rolesBuyer Ltd subscribes to it and has a plain member, who holds no role in
// the app yet (the app has no default roles), so opening it says 'no role assigned'.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/connection';
import { accounts, appInstances, apps, users } from '../../server/src/db/schema';
import { addMember } from '../../server/src/domains/accounts';
import { ADMIN_APP, developerAppName } from '../../contract/appKinds';
import { journeyUsers } from './journeyUsers';

export const ROLES_APP = 'Journey Ledger';
export const ROLES_APP_PATH = '/admin/auth/login';

export async function seedRolesJourney(db: Db): Promise<void> {
  const accountOf = async (businessName: string) => (await db.select().from(accounts).where(eq(accounts.businessName, businessName)))[0];
  const maker = await accountOf('Journey rolesMaker Ltd');
  const buyer = await accountOf('Journey rolesBuyer Ltd');
  const [member] = await db.select().from(users).where(eq(users.username, journeyUsers.rolesMember));
  // rolesMember's own account stays; they are also a plain user of the buyer's account.
  await addMember(db, buyer.id, member.id, 'USER');
  const [adminApp] = await db.select({ id: apps.id }).from(apps).where(eq(apps.name, ADMIN_APP));
  const port = process.env.PORT ?? '8181';
  const [developerApp, ledger] = await db.insert(apps).values([
    { name: developerAppName(maker.id), description: 'Developer App', type: 'DeveloperApp', status: 'ACTIVE', developerAccountId: maker.id, parentAppId: adminApp.id },
    {
      name: ROLES_APP, type: 'app', published: 'PUBLISHED', status: 'ACTIVE', developerAccountId: maker.id,
      description: '<p>Keeps the books of every launch.</p>', accessUrl: `http://127.0.0.1:${port}${ROLES_APP_PATH}`,
    },
  ]).returning();
  await db.insert(appInstances).values([
    { accountId: maker.id, appId: developerApp.id, status: 'ACTIVE', subscriptionTerm: 'ALLTIME', name: developerApp.name, type: 'DeveloperApp' },
    { accountId: buyer.id, appId: ledger.id, status: 'ACTIVE', subscriptionTerm: 'Monthly', subscriptionRenewalTerm: 'Monthly', name: ROLES_APP, type: 'app' },
  ]);
}
