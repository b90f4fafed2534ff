// Linking an app instance to connectors (developer-portal.md §3 "Link to connector", §4, §7): the
// account's connector instances (GET /services), the links of an instance (GET /link-connectors-app)
// and linking or removing one (POST /link-connector-app, status ACTIVE or INACTIVE).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { pageOf, pageQuery, pagedResponse, parseSortParam, sortParamQuery } from '../../../http/paging';
import { inAccount, requireCaller, requireTenant, sameAccount } from '../../../security/guard';
import { recordActivity } from '../../../core/activity';
import { ConnectorInstanceView, LinkBody, LinkView } from '../../../../../contract/connectors';
import { LINK_STATUSES } from '../../../../../contract/connectorsRules';
import { INSTANCE_CONNECTOR_CHANGE_FLAGS, INSTANCE_CONNECTOR_VIEW_FLAGS } from '../../../../../contract/connectorsFlags';
import { Id } from '../../../../../contract/wireTypes';
import { CONNECTOR_TYPE, connectorInstances, linksOf, saveLink, SERVICE_SORT_FIELDS } from '../connectorStore';
import { accountAppInstance } from '../../../core/appInstances';

const tags = ['connectors'];

export const LINKED_MESSAGE = 'Connector linked to the app successfully';
export const REMOVED_MESSAGE = 'Connector removed from the app successfully';

const linkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/services', {
    schema: {
      tags, summary: "The connectors the caller's account subscribes to (ACTIVE instances), to link app instances to",
      querystring: Type.Object({
        accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
        ...pageQuery, ...sortParamQuery(SERVICE_SORT_FIELDS),
      }),
      response: { 200: pagedResponse(ConnectorInstanceView), ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(...INSTANCE_CONNECTOR_VIEW_FLAGS),
  }, async (request) => {
    const tenant = requireTenant(request);
    sameAccount(tenant, request.query.accountId);
    const sort = parseSortParam(request.query.sort, SERVICE_SORT_FIELDS, { field: 'name', direction: 'asc' });
    return connectorInstances(db, tenant.accountId, request.query.query?.trim() || undefined, sort, pageOf(request.query));
  });

  app.get('/link-connectors-app', {
    schema: {
      tags, summary: "An app instance's connector links (ACTIVE linked, INACTIVE removed)",
      querystring: Type.Object({
        appInstanceId: Id(),
        status: Type.Optional(Type.Enum([...LINK_STATUSES])),
      }),
      response: { 200: Type.Array(LinkView), ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...INSTANCE_CONNECTOR_VIEW_FLAGS),
  }, async (request) => {
    const tenant = requireTenant(request);
    await accountAppInstance(db, tenant.accountId, request.query.appInstanceId);
    return linksOf(db, tenant.accountId, request.query.appInstanceId, request.query.status);
  });

  app.post('/link-connector-app', {
    schema: {
      tags, summary: 'Links an app instance to one of the account’s connector instances (ACTIVE), or removes the link (INACTIVE)',
      body: LinkBody,
      response: { 200: Type.Object({ message: Type.String(), data: LinkView }), ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...INSTANCE_CONNECTOR_CHANGE_FLAGS),
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
