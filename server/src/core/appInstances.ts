// One of an account's app instances with what its domains read of its app, or 404: another
// account's instance is not found. Shared by the domains that act on an instance (API keys, connectors).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { appInstances, apps } from '../db/schema';
import { notFound } from '../http/errors';

export async function accountAppInstance(db: Db, accountId: number, appInstanceId: number) {
  const [row] = await db.select({
    id: appInstances.id, appId: appInstances.appId, accountId: appInstances.accountId, status: appInstances.status,
    environment: appInstances.environment, name: apps.name, type: apps.type,
  }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
    .where(and(eq(appInstances.id, appInstanceId), eq(appInstances.accountId, accountId)));
  if (!row) throw notFound('App instance');
  return row;
}
