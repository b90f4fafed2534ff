// The developer portal's reads: its table (GET /apps), one item (GET /app/{id}) and whether the
// account has its developer app, i.e. the developer portal (GET /developerApp).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { pageOf, sortFromFields } from '../../../http/paging';
import { hasFlag } from '../../../security/permissions';
import { requireTenant, sameAccount } from '../../../security/guard';
import {
  AppIdParams, AppListQuery, AppPage, AppView, DeveloperAppQuery, DeveloperAppStatus,
} from '../../../../../contract/developerPortal';
import { appRoutes, portalRoutes } from '../../../../../contract/developerPortalRoutes';
import { developerAppName } from '../../../../../contract/appKinds';
import { developerAppOf, listApps, toAppView, visibleApp } from '../appStore';
import { flagKind, viewFlag } from '../../../../../contract/developerPortalFlags';

const appListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, appRoutes.list, { query: AppListQuery, response: AppPage }, {
    summary: "The caller's account's own apps, services or connectors (as their developer), or an app's modules", errors: [400, 401, 403],
    config: { keptUntilChange: true },
  }, async (request) => {
    const tenant = requireTenant(request);
    const q = request.query;
    sameAccount(tenant, q.accountId);
    // Modules are listed under their parent whatever their type; otherwise the type defaults to app.
    const type = q.type ?? (q.parentAppId === undefined ? 'app' : undefined);
    if (!hasFlag(tenant.flags, viewFlag(flagKind(type ?? 'app')))) throw forbidden();
    return listApps(
      db,
      { accountId: tenant.accountId, type, parentAppId: q.parentAppId, query: q.query?.trim() || undefined },
      sortFromFields({ field: 'name', direction: 'asc' }, q.sortfield, q.sortorder),
      pageOf(q),
    );
  });

  mountDeclared(app, appRoutes.get, { params: AppIdParams, response: AppView }, {
    summary: "An app: the account's own, a published one, or one the account subscribes to", errors: [400, 401, 403, 404],
  }, async (request) => toAppView(await visibleApp(db, requireTenant(request), request.params.id)));

  mountDeclared(app, portalRoutes.developerApp, { query: DeveloperAppQuery, response: DeveloperAppStatus }, {
    summary: "The account's developer app (DeveloperApp_{accountId}) and whether the account subscribes to it", errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    sameAccount(tenant, request.query.accountId);
    // Only the caller's account's own developer app can be asked about.
    if (request.query.appName !== developerAppName(tenant.accountId)) throw notFound('Developer app');
    const row = await developerAppOf(db, tenant.accountId, request.query.appName);
    if (!row) throw notFound('Developer app');
    return {
      id: row.id, name: row.name, subscribed: row.instanceStatus === 'ACTIVE',
      appInstanceId: row.instanceId, subscriptionTerm: row.subscriptionTerm,
    };
  });
};

export default appListRoutes;
