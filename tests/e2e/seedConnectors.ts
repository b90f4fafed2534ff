// The connectors journey's world: Journey connectors Developers Ltd develops a published connector
// (its developer is a DEVELOPER member) and an app; Journey connectorOwner Ltd subscribes to both,
// so its owner can link the app's instance to the connector.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/connection';
import { accounts, appInstances, apps } from '../../server/src/db/schema';

export const JOURNEY_CONNECTOR = 'Journey Ledger Connector';
export const JOURNEY_CONNECTED_APP = 'Journey Ledger App';

export async function seedConnectorJourney(db: Db): Promise<void> {
  const accountOf = async (businessName: string) => (await db.select().from(accounts).where(eq(accounts.businessName, businessName)))[0];
  const maker = await accountOf('Journey connectors Developers Ltd');
  const buyer = await accountOf('Journey connectorOwner Ltd');
  const built = { developerAccountId: maker.id, status: 'ACTIVE', published: 'PUBLISHED', description: '<p>Journey item.</p>' };
  const [connector, app] = await db.insert(apps).values([
    { ...built, name: JOURNEY_CONNECTOR, type: 'connector' },
    { ...built, name: JOURNEY_CONNECTED_APP, type: 'app' },
  ]).returning({ id: apps.id });
  await db.insert(appInstances).values([
    { accountId: buyer.id, appId: app.id, status: 'ACTIVE', subscriptionTerm: 'Monthly', environment: 'Test' },
    { accountId: buyer.id, appId: connector.id, status: 'ACTIVE', subscriptionTerm: 'Monthly', environment: 'Test' },
  ]);
}
