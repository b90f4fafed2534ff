// Platform apps by name: the console needs AdminApp's id as the parent of developer apps. Another
// account's unpublished app answers as a missing one (appKnownTo).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../http/responses';
import { requireCaller } from '../../../security/guard';
import { appKnownTo } from '../appLookup';

const appRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/parent-app', {
    schema: {
      tags: ['developerApp'], summary: 'The id of a platform app by name (the parent app of developer apps)',
      querystring: Type.Object({ appName: Type.String({ minLength: 1, maxLength: 250 }) }),
      response: { 200: Type.Object({ id: Type.Integer(), name: Type.String() }), ...errorResponses(400, 401, 404) },
    },
  }, async (request) => appKnownTo(db, requireCaller(request).userId, { name: request.query.appName }));
};

export default appRoutes;
