// Finding apps and an account's instances of them, shared by the developerApp routes.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appInstances, apps } from '../../db/schema';
import { notFound } from '../../http/errors';

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
