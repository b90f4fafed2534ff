// The email templates journey's world: Journey emailTemplatesOwner Ltd develops an app and subscribes
// to it, so its owner manages the app's templates (its edit page) and the instance's (its detail page).
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/connection';
import { accounts, appInstances, apps } from '../../server/src/db/schema';

export const MAILING_APP = 'Journey Mailing App';

export async function seedEmailTemplatesJourney(db: Db): Promise<void> {
  const [owner] = await db.select().from(accounts).where(eq(accounts.businessName, 'Journey emailTemplatesOwner Ltd'));
  const [app] = await db.insert(apps).values({ name: MAILING_APP, type: 'app', status: 'ACTIVE', published: 'PUBLISHED', developerAccountId: owner.id }).returning();
  await db.insert(appInstances).values({ accountId: owner.id, appId: app.id, status: 'ACTIVE', subscriptionTerm: 'Monthly', environment: 'Production', name: MAILING_APP, type: 'app' });
}
