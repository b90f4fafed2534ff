// Platform apps by name: the console needs AdminApp's id as the parent of developer apps. Another
// account's unpublished app answers as a missing one (appKnownTo).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller } from '../../../security/guard';
import { appKnownTo } from '../appLookup';
import { ParentApp, ParentAppQuery } from '../../../../../contract/developerPortal';
import { portalRoutes } from '../../../../../contract/developerPortalRoutes';

const parentAppRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, portalRoutes.parentApp, { query: ParentAppQuery, response: ParentApp }, {
    summary: 'The id of a platform app by name (the parent app of developer apps)', errors: [400, 401, 404],
  }, async (request) => appKnownTo(db, requireCaller(request).userId, { name: request.query.appName }));
};

export default parentAppRoutes;
