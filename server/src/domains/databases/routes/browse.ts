// Browsing a connection (developer-portal.md §7): POST tableList (body: the connection) answers its
// tables with the engine's row estimates; POST columnList?tableName (body: the connection) a
// table's columns with their types. view_data_migration in the account of the headers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireTenant } from '../../../security/guard';
import { databaseBrowseRoutes as declared } from '../../../../../contract/databasesRoutes';
import { ColumnList, ColumnQuery, DatabaseRef, TableList } from '../../../../../contract/databases';

const browseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { dataSources } = app.platform;

  mountDeclared(app, declared.tables, { body: DatabaseRef, response: TableList }, {
    summary: "A connection's tables, with the engine's row estimates", errors: [400, 401, 403, 404, 422],
  }, async (request) => dataSources.usingSaved(requireTenant(request).accountId, request.body.id, (source) => source.tables()));

  mountDeclared(app, declared.columns, { query: ColumnQuery, body: DatabaseRef, response: ColumnList }, {
    summary: "A table's columns with their types, in order", errors: [400, 401, 403, 404, 422],
  }, async (request) => {
    const columns = await dataSources.usingSaved(requireTenant(request).accountId, request.body.id,
      (source) => source.columns(request.query.schemaName, request.query.tableName));
    if (!columns) throw notFound('Table');
    return columns;
  });
};

export default browseRoutes;
