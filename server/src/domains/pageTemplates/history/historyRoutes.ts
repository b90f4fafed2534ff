// A template page's history (developer-portal.md §7 "History, users and AI"), under the storage service:
// GET /storage/blob-storage/blob-audit-data?entityName&entityId answers every revision of a draft
// (templatePagesDrafts) or a published page (templatePages) of the caller's account, keyed by its time.
// Revisions are only ever appended (pageStore.writePage); this route reads them. Another account's page,
// or one that never existed, is not found. The editors' names come from POST /manage/auth/users-list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireTenant } from '../../../security/guard';
import { pageHistoryRoutes } from '../../../../../contract/pageTemplatesRoutes';
import { HistoryAnswer, HistoryQuery } from '../../../../../contract/pageTemplatesHistory';
import { listPageRevisions } from '../pageStore';
import { historyByTime, STAGE_OF_ENTITY } from './historyEntries';

const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform.database;

  mountDeclared(app, pageHistoryRoutes.history, { query: HistoryQuery, response: HistoryAnswer }, {
    summary: "A template page's history: every save and publish, keyed by its time (ISO 8601), oldest first",
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { entityName, entityId } = request.query;
    const revisions = await listPageRevisions(db, accountId, STAGE_OF_ENTITY[entityName], entityId);
    if (revisions.length === 0) throw notFound('Page');
    return historyByTime(revisions);
  });
};

export default historyRoutes;
