// Reading one parameter by name, e.g. idleTime (seconds before the console's session expires): the
// value in force for the account named by the accountId header (its own, else the platform's), or
// the platform's when no account is named. Any signed-in user; a named account must be theirs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declaredPath, errorResponses, inAccountIfNamed, notFound } from '@platform-console/plugin-api/server';
import { ParameterQuery, ParameterValue } from '../../contract/parameters';
import { parameterRoutes as declared } from '../../contract/parametersRoutes';
import { parameterInForce } from '../parameterStore';

/** Values are stored as text; numeric ones are answered as numbers (idleTime → 600). */
export const parameterData = (value: string): number | string =>
  /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;

const appParameterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get(declaredPath(app, declared.inForce), {
    schema: {
      summary: 'A parameter by name: the account\'s own value, else the platform\'s',
      querystring: ParameterQuery,
      response: { 200: ParameterValue, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccountIfNamed(),
  }, async (request) => {
    const row = await parameterInForce(db, request.query.parameterName, request.tenant?.accountId);
    if (!row) throw notFound('Parameter');
    return { parameterName: row.parameterName, data: parameterData(row.parameterValue) };
  });
};

export default appParameterRoutes;
