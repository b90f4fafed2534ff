// The marketplace journey's world: Journey marketMaker Ltd publishes an app with a settings form and
// an access URL on the e2e server; the app gives a role to developers only, so Journey marketBuyer
// Ltd's owner has none in it and its developer has one.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/connection';
import { accounts, apps, appDefaultUserRoles, users } from '../../server/src/db/schema';
import { addMember } from '../../server/src/domains/accounts';
import { journeyUsers } from './journeyUsers';

export const MARKET_APP = 'Journey Launchpad';
export const MARKET_APP_PATH = '/admin/auth/login';

export const marketSettingsSchema = {
  type: 'object',
  required: ['region'],
  properties: {
    region: { type: 'string', title: 'Region', enum: ['EU', 'US'] },
    seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 500 },
  },
};

export async function seedMarketplaceJourney(db: Db): Promise<void> {
  const accountOf = async (businessName: string) => (await db.select().from(accounts).where(eq(accounts.businessName, businessName)))[0];
  const userOf = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];
  const maker = await accountOf('Journey marketMaker Ltd');
  const buyer = await accountOf('Journey marketBuyer Ltd');
  const developer = await userOf(journeyUsers.marketBuyerDeveloper);
  await addMember(db, buyer.id, developer.id, 'DEVELOPER');
  const port = process.env.PORT ?? '8181';
  const [app] = await db.insert(apps).values({
    name: MARKET_APP, type: 'app', published: 'PUBLISHED', status: 'ACTIVE', developerAccountId: maker.id,
    description: '<p>Launches <b>rockets</b> on schedule.</p>', accessUrl: `http://127.0.0.1:${port}${MARKET_APP_PATH}`,
    settingsSchema: marketSettingsSchema, settingsDefaultValues: { region: 'EU', seats: 5 },
  }).returning();
  await db.insert(appDefaultUserRoles).values({ appId: app.id, roleName: 'Launch Pilot', userType: 'DEVELOPER' });
}
