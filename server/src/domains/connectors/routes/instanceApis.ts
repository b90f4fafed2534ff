// Instance connector APIs (developer-portal.md §3 "Instance connector API", §7): per app instance,
// what makes a linked connector's API usable there: a base URL override, the instance's own
// credentials (the secret write-only, sealed at rest) and placeholder values. POST creates, or
// updates when the instance already has values for the API; PUT /{id} updates.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller, requireTenant, type Tenant } from '../../../security/guard';
import { recordActivity } from '../../../core/activity';
import {
  ConnectorRecordParams, InstanceApiBody, InstanceApiList, InstanceApiQuery, InstanceApiResult,
} from '../../../../../contract/connectors';
import { instanceApiRoutes as declared } from '../../../../../contract/connectorsRoutes';
import { apiById, instanceApiById, instanceApis, saveInstanceApi } from '../connectorStore';
import { requireLinked } from '../access';
import { checkBaseUrl, toInstanceApiView } from '../connectorRules';
import type { ConnectorRouteOptions } from '../services';
import { accountAppInstance } from '../../../core/appInstances';

/** These routes store a third party's credential (sealed); they check no secret of ours, so nothing to guess. */
const NOT_CHECKED = { secret: 'a credential for the connector’s own API, stored sealed; no secret of this platform is checked' };
export const INSTANCE_API_SAVED = 'Instance connector API saved successfully';

const instanceApiRoutes: FastifyPluginAsyncTypebox<ConnectorRouteOptions> = async (app, { services }) => {
  const db = app.platform.database.db;

  /** The API, when the account's instance is linked to (its instance of) the API's connector. */
  async function linkedApi(tenant: Tenant, appInstanceId: number, connectorApiId: number, appId?: number) {
    await accountAppInstance(db, tenant.accountId, appInstanceId);
    const api = await apiById(db, connectorApiId);
    if (!api || (appId !== undefined && api.connectorId !== appId)) throw notFound('Connector API');
    await requireLinked(db, tenant, appInstanceId, api);
    return api;
  }

  async function save(tenant: Tenant, userId: number, body: InstanceApiBody) {
    const api = await linkedApi(tenant, body.appInstanceId, body.connectorApiId, body.appId);
    const changes = {
      ...(body.baseUrl === undefined ? {} : { baseUrl: body.baseUrl?.trim() ? checkBaseUrl(body.baseUrl) : null }),
      ...(body.placeholderValues === undefined ? {} : { placeholderValues: body.placeholderValues }),
      ...(body.username === undefined ? {} : { username: body.username || null }),
      ...(body.secret === undefined ? {} : { secretSealed: body.secret ? services.box.seal(body.secret, 'instance-api') : null }),
      userUpdated: userId,
    };
    const row = await saveInstanceApi(db, {
      accountId: tenant.accountId, appId: api.connectorId, appInstanceId: body.appInstanceId, connectorApiId: api.id,
      userCreated: userId, ...changes,
    }, changes);
    await recordActivity(db, {
      accountId: tenant.accountId, userId, key: 'instanceConnectorApi.saved', params: { name: api.name, instance: body.appInstanceId },
      details: { connectorApiId: api.id, appInstanceId: body.appInstanceId, secretChanged: body.secret !== undefined },
    });
    return { message: INSTANCE_API_SAVED, data: toInstanceApiView(row) };
  }

  mountDeclared(app, declared.list, { query: InstanceApiQuery, response: InstanceApiList }, {
    summary: "An app instance's values for a connector's APIs", errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const q = request.query;
    await accountAppInstance(db, tenant.accountId, q.appInstanceId);
    return (await instanceApis(db, tenant.accountId, q.appInstanceId, q.appId, q.connectorApiId)).map(toInstanceApiView);
  });

  mountDeclared(app, declared.save, { body: InstanceApiBody, response: InstanceApiResult }, {
    summary: "Creates an app instance's values for a connector API, or updates them when they exist", errors: [400, 401, 403, 404],
    config: { noSecretCheck: NOT_CHECKED },
  }, async (request) => {
    const tenant = requireTenant(request);
    if (request.body.id) {
      const current = await instanceApiById(db, tenant.accountId, request.body.id);
      if (current.appInstanceId !== request.body.appInstanceId || current.connectorApiId !== request.body.connectorApiId) throw badRequest('id names other values');
    }
    return save(tenant, requireCaller(request).userId, request.body);
  });

  mountDeclared(app, declared.update, { params: ConnectorRecordParams, body: InstanceApiBody, response: InstanceApiResult }, {
    summary: "Updates an app instance's values for a connector API", errors: [400, 401, 403, 404],
    config: { noSecretCheck: NOT_CHECKED },
  }, async (request) => {
    const tenant = requireTenant(request);
    const current = await instanceApiById(db, tenant.accountId, request.params.id);
    if (current.appInstanceId !== request.body.appInstanceId || current.connectorApiId !== request.body.connectorApiId) throw badRequest('The path id names other values');
    return save(tenant, requireCaller(request).userId, request.body);
  });
};

export default instanceApiRoutes;
