// The marketplace and My Apps (developer-portal.md §7 "Apps and subscriptions"): published apps
// any account may subscribe to, the caller's account's active subscriptions, and one subscription.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { accounts, appInstances, apps } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { containsPattern, pageOf, pageOffset } from '../../../http/paging';
import { requireTenant, sameAccount } from '../../../security/guard';
import { APP_KINDS } from '../../../../../contract/appKinds';
import { notPlatformApp } from '../../../core/developerApps';
import { hasFlag } from '../../../security/permissions';
import { myAppsFlag } from '../../../../../contract/myAppsFlags';
import { MARKETPLACE_FLAG } from '../../../../../contract/marketplaceFlags';
import { marketplaceRoutes as declared } from '../../../../../contract/marketplaceRoutes';
import {
  InstanceIdParams, PublishedAppPage, PublishedAppsQuery, SubscribedAppsQuery, Subscription, SubscriptionPage,
} from '../../../../../contract/marketplace';

// Neither the platform's own app nor developer apps are subscribed to from the marketplace (notPlatformApp).

const appCardColumns = {
  appId: apps.id, name: apps.name, description: apps.description, logo: apps.logo, logoType: apps.logoType,
  favicon: apps.favicon, accessUrl: apps.accessUrl, type: apps.type, mode: apps.mode,
  hasSettingsForm: sql<boolean>`${apps.settingsSchema} is not null`,
};

const marketplaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.publishedApps, { query: PublishedAppsQuery, response: PublishedAppPage }, {
    summary: 'Published apps any account may subscribe to, with whether the caller’s account is subscribed', errors: [400, 401, 403],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { accountId, type, appId, query } = request.query;
    sameAccount(tenant, accountId);
    const { page, size } = pageOf(request.query);
    const where = and(
      eq(apps.published, 'PUBLISHED'), notPlatformApp,
      appId === undefined ? eq(apps.type, type ?? 'app') : eq(apps.id, appId),
      query ? ilike(apps.name, containsPattern(query)) : undefined,
    );
    const ownInstance = and(eq(appInstances.appId, apps.id), eq(appInstances.accountId, tenant.accountId));
    const [rows, [{ total }]] = await Promise.all([
      db.select({
        id: apps.id, ...appCardColumns, published: apps.published, status: apps.status, stopNewSubscriptions: apps.stopNewSubscriptions,
        developerAccountId: apps.developerAccountId, developerBusinessName: accounts.businessName,
        appInstanceId: appInstances.id, subscriptionStatus: appInstances.status,
      }).from(apps)
        .leftJoin(accounts, eq(accounts.id, apps.developerAccountId))
        .leftJoin(appInstances, ownInstance)
        .where(where).orderBy(asc(sql`lower(${apps.name})`), asc(apps.id)).limit(size).offset(pageOffset(page, size)),
      db.select({ total: count() }).from(apps).where(where),
    ]);
    return { content: rows.map((r) => ({ ...r, subscribed: r.subscriptionStatus === 'ACTIVE' })), totalElements: total };
  });

  mountDeclared(app, declared.subscribedApps, { query: SubscribedAppsQuery, response: SubscriptionPage }, {
    summary: "The caller's account's ACTIVE subscriptions of the kinds the caller may view (My Apps)",
    description: 'The developer app and AdminApp are never listed.', errors: [400, 401, 403],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { accountId, type, query } = request.query;
    sameAccount(tenant, accountId);
    const kinds = (type ? [type] : APP_KINDS).filter((kind) => hasFlag(tenant.flags, myAppsFlag(kind), MARKETPLACE_FLAG));
    if (kinds.length === 0) throw forbidden();
    const { page, size } = pageOf(request.query);
    const where = and(
      eq(appInstances.accountId, tenant.accountId), eq(appInstances.status, 'ACTIVE'), notPlatformApp, inArray(apps.type, kinds),
      query ? ilike(apps.name, containsPattern(query)) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      db.select({
        id: appInstances.id, ...appCardColumns, accountId: appInstances.accountId, status: appInstances.status,
        subscriptionTerm: appInstances.subscriptionTerm, subscriptionRenewalTerm: appInstances.subscriptionRenewalTerm,
        environment: appInstances.environment,
      }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
        .where(where).orderBy(asc(sql`lower(${apps.name})`), asc(appInstances.id)).limit(size).offset(pageOffset(page, size)),
      db.select({ total: count() }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId)).where(where),
    ]);
    return { content: rows.map((r) => ({ ...r, appInstanceId: r.id, subscriptionId: r.id })), totalElements: total };
  });

  mountDeclared(app, declared.appInstance, { params: InstanceIdParams, response: Subscription }, {
    summary: "One of the caller's account's app instances (subscriptions), with its app", errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const [row] = await db.select({
      id: appInstances.id, ...appCardColumns, accountId: appInstances.accountId, status: appInstances.status,
      subscriptionTerm: appInstances.subscriptionTerm, subscriptionRenewalTerm: appInstances.subscriptionRenewalTerm,
      environment: appInstances.environment,
    }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
      .where(and(eq(appInstances.id, request.params.id), eq(appInstances.accountId, tenant.accountId)));
    if (!row) throw notFound('App instance');
    return { ...row, appInstanceId: row.id, subscriptionId: row.id };
  });
};

export default marketplaceRoutes;
