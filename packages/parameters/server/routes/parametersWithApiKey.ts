// The parameters in force for a subscribing account, as the app's own server reads them (docs/api.md):
// called with an API key of the app instance (X-API-Key) rather than a person's session, it answers
// the same paged list the account's Parameters screen shows (its own values and the platform's
// defaults it has not overridden), for the account the key belongs to.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiKeyHeaders, errorResponses, keyAuthenticated, pageOf, parseSortParam, requireKeyHolder } from '@platform-console/plugin-api/server';
import { PARAMETER_SORT_FIELDS, ParameterListQuery, ParameterPage } from '../../contract/parameters';
import { DEFAULT_PARAMETER_SORT, listParameters } from '../parameterStore';

export const PARAMETERS_WITH_API_KEY_PATH = '/instance-parameters';

const parametersWithApiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform.database;

  app.get(PARAMETERS_WITH_API_KEY_PATH, {
    ...keyAuthenticated(app.platform),
    schema: {
      operationId: 'parameters.withApiKey', security: [],
      summary: "The parameters in force for the key's account, paged (called by the app's server)",
      description: 'Authenticated by the X-API-Key header: an API key of the app instance. Search on name, value and description.',
      headers: ApiKeyHeaders,
      querystring: ParameterListQuery,
      response: { 200: ParameterPage, ...errorResponses(400, 401, 429) },
    },
  }, async (request) => {
    const { accountId } = requireKeyHolder(request);
    const sort = parseSortParam(request.query.sort, PARAMETER_SORT_FIELDS, DEFAULT_PARAMETER_SORT);
    return listParameters(db, accountId, request.query.query, sort, pageOf(request.query));
  });
};

export default parametersWithApiKeyRoutes;
