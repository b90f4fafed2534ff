// Finding apps and an account's instances of them, shared by the developerApp routes.
import { and, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUsers, appInstances, apps } from '../../db/schema';
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

/**
 * An app a signed-in person may learn of, by id or by name: a platform app (no developer account), a
 * published one, or one that an account they are an active member of develops or subscribes to.
 * Any other answers exactly as a missing app does (404): another tenant's unpublished app stays unknown.
 */
export async function appKnownTo(db: Db, userId: number, which: { id: number } | { name: string }) {
  const memberOf = (accountId: SQL | typeof apps.developerAccountId) => exists(db.select({ one: sql`1` }).from(accountUsers)
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.status, 'ACTIVE'), eq(accountUsers.accountId, accountId))));
  const subscriber = exists(db.select({ one: sql`1` }).from(appInstances)
    .innerJoin(accountUsers, and(eq(accountUsers.accountId, appInstances.accountId), eq(accountUsers.userId, userId), eq(accountUsers.status, 'ACTIVE')))
    .where(eq(appInstances.appId, apps.id)));
  const [app] = await db.select({ id: apps.id, name: apps.name }).from(apps)
    .where(and(
      'id' in which ? eq(apps.id, which.id) : eq(apps.name, which.name),
      or(isNull(apps.developerAccountId), eq(apps.published, 'PUBLISHED'), memberOf(apps.developerAccountId), subscriber),
    ))
    .orderBy(apps.id).limit(1);
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

