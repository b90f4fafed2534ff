// UI properties: the console loads AdminApp's labels after sign-in and merges them over its own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { uiProperties } from '../../../db/schema';
import { containsPattern, orderByClause, pagedResponse, sortFieldQuery, sortFromFields } from '../../../http/paging';
import { errorResponses } from '../../../http/responses';
import { ADMIN_APP } from '../../../../../contract/appKinds';
import { appById, appByName } from '../../developerPortal';
import { UI_PROPERTY_SORT_FIELDS, UiProperty, UiPropertyQuery } from '../../../../../contract/uiTexts';

const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/properties/admin-ui-properties', {
    schema: {
      tags: ['developerApp'], summary: "An app's active UI properties (AdminApp's are the console's labels)",
      querystring: Type.Object({ ...UiPropertyQuery, ...sortFieldQuery(UI_PROPERTY_SORT_FIELDS) }),
      response: { 200: pagedResponse(UiProperty), ...errorResponses(400, 401, 404) },
    },
  }, async (request) => {
    const { appName, appId, query, sortfield, sortorder } = request.query;
    const target = appId !== undefined ? await appById(db, appId) : await appByName(db, appName ?? ADMIN_APP);
    const filters: (SQL | undefined)[] = [eq(uiProperties.appId, target.id), eq(uiProperties.status, 'ACTIVE')];
    if (query?.trim()) {
      const pattern = containsPattern(query.trim());
      filters.push(or(ilike(uiProperties.propertyName, pattern), ilike(uiProperties.defaultValue, pattern)));
    }
    const sort = sortFromFields({ field: 'propertyName', direction: 'asc' }, sortfield, sortorder);
    const rows = await db.select({
      id: uiProperties.id, propertyName: uiProperties.propertyName, defaultValue: uiProperties.defaultValue, locale: uiProperties.locale,
    }).from(uiProperties).where(and(...filters))
      .orderBy(...orderByClause(uiProperties, sort, uiProperties.id));
    return { content: rows, totalElements: rows.length };
  });
};

export default propertyRoutes;
