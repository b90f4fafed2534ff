// Connector APIs (developer-portal.md §3 "Connector API", §7 "Connectors"): the HTTP requests a
// connector defines, listed (paged, searched, sorted), added, changed and deleted by the connector's
// developer account. The secret is write-only: sealed at rest, shown only as hasSecret.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { pageOf, parseSortParam } from '../../../http/paging';
import { requireCaller, requireTenant } from '../../../security/guard';
import { recordActivity } from '../../../core/activity';
import {
  ConnectorApiBody, ConnectorApiCreateBody, ConnectorApiListQuery, ConnectorApiPage, ConnectorApiResult, ConnectorMessage, ConnectorRecordParams,
} from '../../../../../contract/connectors';
import { API_SORT_FIELDS } from '../../../../../contract/connectorsRules';
import { connectorApiRoutes as declared } from '../../../../../contract/connectorsRoutes';
import {
  apiNameTaken, deleteApi, insertApi, listApis, ownApi, ownConnector, updateApi,
} from '../connectorStore';
import { checkAuth, splitTemplate, toApiView } from '../connectorRules';
import { readableConnector } from '../access';
import type { ConnectorRouteOptions } from '../services';

/** These routes store a third party's credential (sealed); they check no secret of ours, so nothing to guess. */
const NOT_CHECKED = { secret: 'a credential for the connector’s own API, stored sealed; no secret of this platform is checked' };

export const API_MESSAGES = {
  added: 'Connector API added successfully',
  updated: 'Connector API updated successfully',
  deleted: 'Connector API deleted successfully',
};

const connectorApiRoutes: FastifyPluginAsyncTypebox<ConnectorRouteOptions> = async (app, { services }) => {
  const db = app.platform.database.db;

  /** The definition's columns from a body; the secret only when the body carries one. */
  function definition(body: ConnectorApiBody) {
    const name = body.name.trim();
    if (!name) throw badRequest('The name is required');
    splitTemplate(body.url);
    const auth = checkAuth(body.auth ?? { type: 'none' });
    return {
      name, method: body.method, url: body.url.trim(), headers: body.headers ?? [], query: body.query ?? [],
      bodyTemplate: body.bodyTemplate?.length ? body.bodyTemplate : null, auth,
      ...(body.secret === undefined ? {} : { secretSealed: body.secret ? services.box.seal(body.secret, 'connector-api') : null }),
    };
  }

  mountDeclared(app, declared.list, { query: ConnectorApiListQuery, response: ConnectorApiPage }, {
    summary: "A connector's APIs: for its developer account, or an account subscribing to it", errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    await readableConnector(db, tenant, request.query.appId);
    const sort = parseSortParam(request.query.sort, API_SORT_FIELDS, { field: 'name', direction: 'asc' });
    const { rows, totalElements } = await listApis(db, request.query.appId, request.query.query?.trim() || undefined, sort, pageOf(request.query));
    return { content: rows.map(toApiView), totalElements };
  });

  mountDeclared(app, declared.create, { body: ConnectorApiCreateBody, response: ConnectorApiResult }, {
    summary: 'Adds an API to a connector the caller’s account develops', errors: [400, 401, 403, 404, 409],
    config: { noSecretCheck: NOT_CHECKED },
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const connector = await ownConnector(db, tenant.accountId, request.body.connectorId);
    if (!connector) throw notFound('Connector');
    const values = definition(request.body);
    if (await apiNameTaken(db, connector.id, values.name)) throw conflict(`An API named ${values.name} already exists`);
    const row = await insertApi(db, {
      ...values, connectorId: connector.id, developerAccountId: tenant.accountId, userCreated: userId, userUpdated: userId,
    });
    await recordActivity(db, {
      accountId: tenant.accountId, userId, key: 'connectorApi.created', params: { name: row.name, connector: connector.name }, details: { connectorApiId: row.id, connectorId: connector.id },
    });
    return { message: API_MESSAGES.added, connectorApi: toApiView(row) };
  });

  mountDeclared(app, declared.update, { params: ConnectorRecordParams, body: ConnectorApiBody, response: ConnectorApiResult }, {
    summary: 'Changes a connector API (a secret left out stays as it is; an empty one is removed)', errors: [400, 401, 403, 404, 409],
    config: { noSecretCheck: NOT_CHECKED },
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const current = await ownApi(db, tenant.accountId, request.params.id);
    if (request.body.connectorId !== undefined && request.body.connectorId !== current.connectorId) throw badRequest('An API cannot move to another connector');
    const values = definition(request.body);
    if (await apiNameTaken(db, current.connectorId, values.name, current.id)) throw conflict(`An API named ${values.name} already exists`);
    const row = await updateApi(db, current.id, { ...values, userUpdated: userId });
    await recordActivity(db, {
      accountId: tenant.accountId, userId, key: 'connectorApi.updated', params: { name: row.name },
      details: { connectorApiId: row.id, connectorId: row.connectorId, secretChanged: request.body.secret !== undefined },
    });
    return { message: API_MESSAGES.updated, connectorApi: toApiView(row) };
  });

  mountDeclared(app, declared.remove, { params: ConnectorRecordParams, response: ConnectorMessage }, {
    summary: 'Deletes a connector API and the instances’ values for it', errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const current = await ownApi(db, tenant.accountId, request.params.id);
    await deleteApi(db, current.id);
    await recordActivity(db, {
      accountId: tenant.accountId, userId, key: 'connectorApi.deleted', params: { name: current.name }, details: { connectorApiId: current.id, connectorId: current.connectorId },
    });
    return { message: API_MESSAGES.deleted };
  });
};

export default connectorApiRoutes;
