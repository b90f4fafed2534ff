// Subscribing an account to an app, and unsubscribing it (developer-portal.md §4 "Subscription",
// "Developer portal"). The rules live here so the route stays a thin shell over them.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appInstances, apps } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { ADMIN_APP, developerAppName, isDeveloperApp } from '../../../../contract/appKinds';
import { VIEW_FLAGS } from '../../../../contract/developerPortalFlags';
import { subscribeFlag } from '../../../../contract/marketplaceFlags';
import { DEFAULT_ENVIRONMENT, ENVIRONMENTS, SUBSCRIPTION_TERMS } from '../../../../contract/marketplaceRules';
import { hasFlag, type Flags } from '../../security/permissions';

export const STOPPED_MESSAGE = 'This app is not accepting new subscriptions';

export type Instance = typeof appInstances.$inferSelect;
type App = typeof apps.$inferSelect;

export interface SubscriptionRequest {
  accountId: number;
  appId: number;
  status: 'ACTIVE' | 'INACTIVE';
  subscriptionTerm?: string;
  subscriptionRenewalTerm?: string;
  environment?: string;
  name?: string;
  type?: string;
}

export interface Caller {
  userId: number;
  accountId: number;
  flags: Flags;
}

/** Subscribing to the developer portal needs a view of it; anything else needs subscribe_{type}. */
function mayChangeSubscription(flags: Flags, app: App): boolean {
  if (isDeveloperApp(app)) return hasFlag(flags, ...VIEW_FLAGS);
  return hasFlag(flags, subscribeFlag(app.type));
}

async function loadApp(db: Db, appId: number): Promise<App> {
  const [app] = await db.select().from(apps).where(eq(apps.id, appId));
  if (!app) throw notFound('App');
  return app;
}

async function currentInstance(db: Db, accountId: number, appId: number): Promise<Instance | undefined> {
  const [instance] = await db.select().from(appInstances)
    .where(and(eq(appInstances.accountId, accountId), eq(appInstances.appId, appId)));
  return instance;
}

/** What the account may subscribe to: its own developer app (ALLTIME), or a published, active app. */
function checkSubscribable(app: App, request: SubscriptionRequest): { term: string; renewal: string | null } {
  if (isDeveloperApp(app)) {
    if (app.name !== developerAppName(request.accountId) || app.developerAccountId !== request.accountId) throw notFound('App');
    return { term: 'ALLTIME', renewal: null };
  }
  if (app.name === ADMIN_APP) throw badRequest('AdminApp comes with every account and cannot be subscribed to');
  if (app.published !== 'PUBLISHED' || app.status !== 'ACTIVE') throw notFound('App');
  const term = request.subscriptionTerm ?? 'Monthly';
  if (!(SUBSCRIPTION_TERMS as readonly string[]).includes(term)) throw badRequest(`subscriptionTerm must be one of ${SUBSCRIPTION_TERMS.join(', ')}`);
  const renewal = request.subscriptionRenewalTerm ?? term;
  if (!(SUBSCRIPTION_TERMS as readonly string[]).includes(renewal)) throw badRequest(`subscriptionRenewalTerm must be one of ${SUBSCRIPTION_TERMS.join(', ')}`);
  return { term, renewal };
}

export async function changeSubscription(db: Db, caller: Caller, request: SubscriptionRequest): Promise<Instance> {
  if (request.accountId !== caller.accountId) throw forbidden('accountId must be the account in the headers');
  const app = await loadApp(db, request.appId);
  if (!mayChangeSubscription(caller.flags, app)) throw forbidden();
  const existing = await currentInstance(db, request.accountId, app.id);

  if (request.status === 'INACTIVE') {
    if (app.name === ADMIN_APP) throw badRequest('AdminApp cannot be unsubscribed');
    if (!existing) throw notFound('Subscription');
    const [instance] = await db.update(appInstances)
      .set({ status: 'INACTIVE', userUpdated: caller.userId, updatedAt: sql`now()` })
      .where(eq(appInstances.id, existing.id)).returning();
    return instance;
  }

  const { term, renewal } = checkSubscribable(app, request);
  if (existing?.status === 'ACTIVE') return existing; // already subscribed: nothing to change
  // Stopping new subscriptions keeps the ones that exist running; re-activating counts as new.
  if (app.stopNewSubscriptions) throw conflict(STOPPED_MESSAGE);
  const environment = request.environment ?? DEFAULT_ENVIRONMENT;
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) throw badRequest(`environment must be one of ${ENVIRONMENTS.join(', ')}`);
  const values = {
    status: 'ACTIVE', subscriptionTerm: term, subscriptionRenewalTerm: renewal, environment,
    name: request.name ?? app.name, type: request.type ?? app.type, userUpdated: caller.userId,
  };
  const [instance] = existing
    ? await db.update(appInstances).set({ ...values, updatedAt: sql`now()` }).where(eq(appInstances.id, existing.id)).returning()
    : await db.insert(appInstances).values({ ...values, accountId: request.accountId, appId: app.id, userCreated: caller.userId })
      .onConflictDoUpdate({ target: [appInstances.accountId, appInstances.appId], set: { ...values, updatedAt: sql`now()` } })
      .returning();
  return instance;
}
