// The developer portal's reads: its table (GET /apps), one item (GET /app/{id}) and whether the
// account has its developer app, i.e. the developer portal (GET /developerApp).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { pageOf, pageQuery, pagedResponse, sortFieldQuery, sortFromFields } from '../../../http/paging';
import { hasFlag } from '../../../security/permissions';
import { inAccount, requireTenant, sameAccount } from '../../../security/guard';
import { AppIdParams, AppView, DeveloperAppStatus } from '../../../../../contract/developerPortal';
import { developerAppName } from '../../../../../contract/appKinds';
import { APP_SORT_FIELDS, CUSTOMER_VIEW_FLAGS, developerAppOf, listApps, toAppView, visibleApp } from '../appStore';
import { flagKind, VIEW_FLAGS, viewFlag } from '../../../../../contract/developerPortalFlags';
import { Id } from '../../../../../contract/wireTypes';

const tags = ['developerApp'];
const AccountIdQuery = Type.Optional(Id({ description: 'The accountId header’s account (checked)' }));

const appListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/apps', {
    schema: {
      tags, summary: "The caller's account's own apps, services or connectors (as their developer), or an app's modules",
      querystring: Type.Object({
        accountId: AccountIdQuery,
        parentAppId: Type.Optional(Id({ description: 'List the modules of this app' })),
        type: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'app (default), service, connector, module, addModule' })),
        ...pageQuery,
        ...sortFieldQuery(APP_SORT_FIELDS),
      }),
      response: { 200: pagedResponse(AppView), ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(...VIEW_FLAGS),
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

  app.get('/app/:id', {
    schema: {
      tags, summary: "An app: the account's own, a published one, or one the account subscribes to",
      params: AppIdParams,
      response: { 200: AppView, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...VIEW_FLAGS, ...CUSTOMER_VIEW_FLAGS),
  }, async (request) => toAppView(await visibleApp(db, requireTenant(request), request.params.id)));

  app.get('/developerApp', {
    schema: {
      tags, summary: "The account's developer app (DeveloperApp_{accountId}) and whether the account subscribes to it",
      querystring: Type.Object({
        appName: Type.String({ minLength: 1, maxLength: 250, description: 'DeveloperApp_{accountId}' }),
        accountId: AccountIdQuery,
      }),
      response: {
        200: DeveloperAppStatus,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    preHandler: inAccount(),
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
