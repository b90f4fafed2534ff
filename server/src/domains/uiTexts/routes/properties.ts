// UI properties: the console loads AdminApp's labels after sign-in and merges them over its own.
// With an accountId header (the caller must be its member), the account's own texts for its
// instance of the app replace the app's: an account's console labels, changed without a deploy.
// Another account's unpublished app answers as a missing one (appKnownTo).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { appInstances } from '../../../db/schema';
import { sortFromFields } from '../../../http/paging';
import { errorResponses } from '../../../http/responses';
import { inAccountIfNamed, requireCaller } from '../../../security/guard';
import { ADMIN_APP } from '../../../../../contract/appKinds';
import { appKnownTo } from '../../developerPortal/api';
import { UiPropertyListQuery, UiPropertyPage } from '../../../../../contract/uiTexts';
import { propertyRoutes as declared } from '../../../../../contract/uiTextsRoutes';
import { declaredPath } from '../../../http/declaredRoute';
import { textsWithOverrides } from '../instanceTexts';

const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get(declaredPath(app, declared.appLabels), {
    schema: {
      summary: "An app's active UI properties (AdminApp's are the console's labels), with the account's own texts",
      querystring: UiPropertyListQuery,
      response: { 200: UiPropertyPage, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccountIfNamed(),
  }, async (request) => {
    const { appName, appId, query, sortfield, sortorder } = request.query;
    const target = await appKnownTo(db, requireCaller(request).userId, appId !== undefined ? { id: appId } : { name: appName ?? ADMIN_APP });
    const instance = request.tenant && and(eq(appInstances.accountId, request.tenant.accountId), eq(appInstances.appId, target.id));
    return textsWithOverrides(db, target.id, instance, {
      query, sort: sortFromFields({ field: 'propertyName', direction: 'asc' }, sortfield, sortorder),
    });
  });
};

export default propertyRoutes;
