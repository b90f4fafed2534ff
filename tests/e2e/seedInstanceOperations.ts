// The instance operations journeys' worlds. The UI texts journey's: Journey uiTextsOwner Ltd develops an app whose one text has a French
// translation that lost the English text's placeholder, and no other translation. And the API keys
// journey's: Journey apiKeysOwner Ltd subscribes to an app of its own.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/connection';
import { accounts, appInstances, apps, uiProperties } from '../../server/src/db/schema';

export const UI_TEXTS_APP = 'Journey Phrasebook';
export const KEYED_APP = 'Journey Keyed App';

export async function seedUiTextsJourney(db: Db): Promise<void> {
  const [owner] = await db.select().from(accounts).where(eq(accounts.businessName, 'Journey uiTextsOwner Ltd'));
  const [app] = await db.insert(apps).values({ name: UI_TEXTS_APP, type: 'app', status: 'ACTIVE', developerAccountId: owner.id }).returning();
  const written = new Date().toISOString();
  await db.insert(uiProperties).values({
    appId: app.id, propertyName: 'greeting.hello', defaultValue: 'Hello %{name}', description: 'The home page title',
    locale: { en: 'Hello %{name}', fr: 'Bonjour' }, localeUpdatedAt: { en: written, fr: written },
  });
}

export async function seedApiKeysJourney(db: Db): Promise<void> {
  const [owner] = await db.select().from(accounts).where(eq(accounts.businessName, 'Journey apiKeysOwner Ltd'));
  const [app] = await db.insert(apps).values({ name: KEYED_APP, type: 'app', status: 'ACTIVE', published: 'PUBLISHED', developerAccountId: owner.id }).returning();
  await db.insert(appInstances).values({ accountId: owner.id, appId: app.id, status: 'ACTIVE', subscriptionTerm: 'Monthly', environment: 'Production', name: KEYED_APP, type: 'app' });
}
