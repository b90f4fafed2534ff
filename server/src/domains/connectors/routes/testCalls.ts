// Test calls (developer-portal.md §7: POST /connector/v1/test-connector-apis): the server performs a
// connector API's request and answers its transcript. Without appInstanceId it is the connector's
// developer testing the definition with its own credentials; with one, the subscribing account
// testing its instance's values. Either way the call goes through the checked client (outbound.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { hasFlag } from '../../../security/permissions';
import { requireCaller, requireTenant } from '../../../security/guard';
import { recordActivity } from '../../../core/activity';
import { TestCallOptionalBody, TestCallQuery, TestTranscript } from '../../../../../contract/connectors';
import { CONNECTOR_API_CHANGE_FLAGS, INSTANCE_CONNECTOR_CHANGE_FLAGS } from '../../../../../contract/connectorsFlags';
import { testCallRoutes as declared } from '../../../../../contract/connectorsRoutes';
import { apiById, instanceApis } from '../connectorStore';
import { requireLinked } from '../access';
import { buildCall, CallConfigError, type BuiltCall } from '../connectorRules';
import { runTestCall } from '../testCall';
import type { ConnectorRouteOptions } from '../services';
import { accountAppInstance } from '../../../core/appInstances';

const testCallRoutes: FastifyPluginAsyncTypebox<ConnectorRouteOptions> = async (app, { services }) => {
  const db = app.platform.database.db;
  const { box, policy } = services;

  mountDeclared(app, declared.run, { query: TestCallQuery, body: TestCallOptionalBody, response: TestTranscript }, {
    summary: 'Performs a connector API’s request and answers the transcript (secrets redacted)',
    description: 'Only http and https; every address the host resolves to must be public unless listed in CONNECTOR_ALLOWED_HOSTS; '
      + 'redirects are re-checked; the time-out and the response size are bounded. A failed call is a 200 whose transcript says why.',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const { appId, connectorApiId, appInstanceId } = request.query;
    const api = await apiById(db, connectorApiId);
    if (!api || api.connectorId !== appId) throw notFound('Connector API');
    const apiSecret = api.secretSealed ? box.open(api.secretSealed, 'connector-api') : null;
    const given = request.body?.placeholderValues ?? {};
    let call: BuiltCall;
    try {
      if (appInstanceId === undefined) {
        if (api.developerAccountId !== tenant.accountId) throw notFound('Connector API');
        if (!hasFlag(tenant.flags, ...CONNECTOR_API_CHANGE_FLAGS)) throw forbidden();
        call = buildCall(api, apiSecret, undefined, given);
      } else {
        if (!hasFlag(tenant.flags, ...INSTANCE_CONNECTOR_CHANGE_FLAGS)) throw forbidden();
        await accountAppInstance(db, tenant.accountId, appInstanceId);
        await requireLinked(db, tenant, appInstanceId, api);
        const [row] = await instanceApis(db, tenant.accountId, appInstanceId, api.connectorId, api.id);
        const instance = row && { row, secret: row.secretSealed ? box.open(row.secretSealed, 'instance-api') : null };
        call = buildCall(api, apiSecret, instance, { ...(row?.placeholderValues as Record<string, string> | undefined), ...given });
      }
    } catch (err) {
      if (err instanceof CallConfigError) throw badRequest(err.message);
      throw err;
    }
    const transcript = await runTestCall(call, policy);
    await recordActivity(db, {
      accountId: tenant.accountId, userId, key: 'connectorApi.tested',
      params: { name: api.name, outcome: transcript.response ? `HTTP ${transcript.response.status}` : transcript.failure?.kind ?? '' },
      details: { connectorApiId: api.id, appInstanceId: appInstanceId ?? null, status: transcript.response?.status ?? null, failure: transcript.failure?.kind ?? null },
    });
    return transcript;
  });
};

export default testCallRoutes;
