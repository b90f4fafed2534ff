// Finding apps and an account's instances of them, shared by the developerApp routes.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appInstances, apps } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { hasFlag } from '../../security/permissions';
import type { Tenant } from '../../security/guard';
import { flagKind, updateFlag, viewFlag } from '../../../../contract/developerPortalFlags';

export async function appByName(db: Db, name: string) {
  const [app] = await db.select({ id: apps.id, name: apps.name }).from(apps).where(eq(apps.name, name));
  if (!app) throw notFound('App');
  return app;
}

export async function appById(db: Db, id: number) {
  const [app] = await db.select({ id: apps.id, name: apps.name }).from(apps).where(eq(apps.id, id));
  if (!app) throw notFound('App');
  return app;
}

/** The account's active instance of the app; another account's instance is not found. */
export async function accountInstanceOfApp(db: Db, accountId: number, appId: number) {
  const [instance] = await db.select({ id: appInstances.id, appId: appInstances.appId }).from(appInstances)
    .where(and(eq(appInstances.accountId, accountId), eq(appInstances.appId, appId), eq(appInstances.status, 'ACTIVE')));
  if (!instance) throw notFound('App instance');
  return instance;
}

export async function accountInstance(db: Db, accountId: number, appInstanceId: number) {
  const [instance] = await db.select({ id: appInstances.id, appId: appInstances.appId }).from(appInstances)
    .where(and(eq(appInstances.id, appInstanceId), eq(appInstances.accountId, accountId)));
  if (!instance) throw notFound('App instance');
  return instance;
}

export type Need = 'view' | 'update';

export interface OwnedApp { id: number; name: string; type: string }

/**
 * One of the caller's account's apps, as its developer (another account's: 404), with the flag the
 * call needs for its kind (view or update; else 403): the rule of every developer-side tab of an app.
 */
export async function developerApp(db: Db, tenant: Pick<Tenant, 'accountId' | 'flags'>, appId: number, need: Need): Promise<OwnedApp> {
  const [row] = await db.select({ id: apps.id, name: apps.name, type: apps.type, developerAccountId: apps.developerAccountId })
    .from(apps).where(eq(apps.id, appId));
  if (!row || row.developerAccountId !== tenant.accountId) throw notFound('App');
  const kind = flagKind(row.type);
  if (!hasFlag(tenant.flags, need === 'view' ? viewFlag(kind) : updateFlag(kind))) throw forbidden();
  return { id: row.id, name: row.name, type: row.type };
}

