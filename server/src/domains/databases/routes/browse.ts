// Browsing a connection (developer-portal.md §7): POST tableList (body: the connection) answers its
// tables with the engine's row estimates; POST columnList?tableName (body: the connection) a
// table's columns with their types. view_data_migration in the account of the headers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireTenant } from '../../../security/guard';
import { VIEW_DATA_MIGRATION } from '../../../../../contract/databasesFlags';
import { ColumnInfo, ColumnQuery, DatabaseRef, TableInfo } from '../../../../../contract/databases';

const tags = ['database'];

const browseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { dataSources } = app.platform;

  app.post('/tableList', {
    schema: {
      tags, summary: "A connection's tables, with the engine's row estimates",
      body: DatabaseRef, response: { 200: Type.Array(TableInfo), ...errorResponses(400, 401, 403, 404, 422) },
    },
    preHandler: inAccount(VIEW_DATA_MIGRATION),
  }, async (request) => dataSources.usingSaved(requireTenant(request).accountId, request.body.id, (source) => source.tables()));

  app.post('/columnList', {
    schema: {
      tags, summary: "A table's columns with their types, in order",
      querystring: ColumnQuery, body: DatabaseRef, response: { 200: Type.Array(ColumnInfo), ...errorResponses(400, 401, 403, 404, 422) },
    },
    preHandler: inAccount(VIEW_DATA_MIGRATION),
  }, async (request) => {
    const columns = await dataSources.usingSaved(requireTenant(request).accountId, request.body.id,
      (source) => source.columns(request.query.schemaName, request.query.tableName));
    if (!columns) throw notFound('Table');
    return columns;
  });
};

export default browseRoutes;
