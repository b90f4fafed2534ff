// Linking an app instance to connectors (developer-portal.md §3 "Link to connector", §4, §7): the
// account's connector instances (GET /services), the links of an instance (GET /link-connectors-app)
// and linking or removing one (POST /link-connector-app, status ACTIVE or INACTIVE).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { pageOf, parseSortParam } from '../../../http/paging';
import { requireCaller, requireTenant, sameAccount } from '../../../security/guard';
import { recordActivity } from '../../../core/activity';
import {
  ConnectorInstanceListQuery, ConnectorInstancePage, LinkBody, LinkList, LinkListQuery, LinkResult,
} from '../../../../../contract/connectors';
import { SERVICE_SORT_FIELDS } from '../../../../../contract/connectorsRules';
import { connectorLinkRoutes as declared } from '../../../../../contract/connectorsRoutes';
import { CONNECTOR_TYPE, connectorInstances, linksOf, saveLink } from '../connectorStore';
import { accountAppInstance } from '../../../core/appInstances';

export const LINKED_MESSAGE = 'Connector linked to the app successfully';
export const REMOVED_MESSAGE = 'Connector removed from the app successfully';

const linkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.connectorInstances, { query: ConnectorInstanceListQuery, response: ConnectorInstancePage }, {
    summary: "The connectors the caller's account subscribes to (ACTIVE instances), to link app instances to", errors: [400, 401, 403],
  }, async (request) => {
    const tenant = requireTenant(request);
    sameAccount(tenant, request.query.accountId);
    const sort = parseSortParam(request.query.sort, SERVICE_SORT_FIELDS, { field: 'name', direction: 'asc' });
    return connectorInstances(db, tenant.accountId, request.query.query?.trim() || undefined, sort, pageOf(request.query));
  });

  mountDeclared(app, declared.links, { query: LinkListQuery, response: LinkList }, {
    summary: "An app instance's connector links (ACTIVE linked, INACTIVE removed)", errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    await accountAppInstance(db, tenant.accountId, request.query.appInstanceId);
    return linksOf(db, tenant.accountId, request.query.appInstanceId, request.query.status);
  });

  mountDeclared(app, declared.change, { body: LinkBody, response: LinkResult }, {
    summary: 'Links an app instance to one of the account’s connector instances (ACTIVE), or removes the link (INACTIVE)',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const body = request.body;
    sameAccount(tenant, body.accountId);
    if (body.appInstanceId === body.connectorAppInstanceId) throw badRequest('An instance cannot be linked to itself');
    await accountAppInstance(db, tenant.accountId, body.appInstanceId);
    const connector = await accountAppInstance(db, tenant.accountId, body.connectorAppInstanceId);
    if (connector.type !== CONNECTOR_TYPE) throw badRequest('connectorAppInstanceId must be an instance of a connector');
    if (body.status === 'ACTIVE' && connector.status !== 'ACTIVE') throw notFound('Connector instance');
    const data = await saveLink(db, {
      accountId: tenant.accountId, appInstanceId: body.appInstanceId, connectorAppInstanceId: body.connectorAppInstanceId,
      status: body.status, userId,
    });
    const linked = body.status === 'ACTIVE';
    await recordActivity(db, {
      accountId: tenant.accountId, userId, key: linked ? 'connectorLink.linked' : 'connectorLink.removed',
      params: { name: connector.name, instance: body.appInstanceId },
      details: { appInstanceId: body.appInstanceId, connectorAppInstanceId: body.connectorAppInstanceId, status: body.status },
    });
    return { message: linked ? LINKED_MESSAGE : REMOVED_MESSAGE, data };
  });
};

export default linkRoutes;
