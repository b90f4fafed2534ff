// Reading one platform parameter, e.g. idleTime (seconds before the console's session expires).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { appParameters } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { ParameterQuery, ParameterValue } from '../../../../../contract/parameters';

/** Values are stored as text; numeric ones are answered as numbers (idleTime → 600). */
export const parameterData = (value: string): number | string =>
  /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;

const appParameterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/appParameter', {
    schema: {
      tags: ['parameter'], summary: 'A platform parameter by name',
      querystring: ParameterQuery,
      response: {
        200: ParameterValue,
        ...errorResponses(400, 401, 404),
      },
    },
  }, async (request) => {
    const [row] = await db.select().from(appParameters).where(eq(appParameters.parameterName, request.query.parameterName));
    if (!row) throw notFound('Parameter');
    return { parameterName: row.parameterName, data: parameterData(row.parameterValue) };
  });
};

export default appParameterRoutes;
