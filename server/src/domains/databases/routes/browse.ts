// Browsing a connection (developer-portal.md §7): POST tableList (body: the connection) answers its
// tables with the engine's row estimates; POST columnList?tableName (body: the connection) a
// table's columns with their types. view_data_migration in the account of the headers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound, unprocessable } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireTenant } from '../../../security/guard';
import { VIEW_DATA_MIGRATION } from '../../../../../contract/databasesFlags';
import { ColumnInfo, ColumnQuery, DatabaseRef, TableInfo, type DatabaseEngine } from '../../../../../contract/databases';
import { findConnection } from '../databaseStore';
import { DataSourceError, withDataSource, type DataSource } from '../dataSources';
import { keptPassword, type DatabaseRouteOptions } from '../services';

const tags = ['database'];

const browseRoutes: FastifyPluginAsyncTypebox<DatabaseRouteOptions> = async (app, { services }) => {
  const db = app.platform.database.db;
  const { box, policy, embedded } = services;

  /** Opens the account's connection `id` for `work`; a database that cannot be reached is a 422 saying why. */
  async function usingConnection<T>(accountId: number, id: number, work: (source: DataSource) => Promise<T>): Promise<T> {
    const row = await findConnection(db, accountId, id);
    if (!row) throw notFound('Database');
    const password = keptPassword(box, row);
    try {
      return await withDataSource({ ...row, engine: row.engine as DatabaseEngine, accountId, password }, policy, embedded, work);
    } catch (error) {
      if (error instanceof DataSourceError) throw unprocessable(error.message);
      throw error;
    }
  }

  app.post('/tableList', {
    schema: {
      tags, summary: "A connection's tables, with the engine's row estimates",
      body: DatabaseRef, response: { 200: Type.Array(TableInfo), ...errorResponses(400, 401, 403, 404, 422) },
    },
    preHandler: inAccount(VIEW_DATA_MIGRATION),
  }, async (request) => usingConnection(requireTenant(request).accountId, request.body.id, (source) => source.tables()));

  app.post('/columnList', {
    schema: {
      tags, summary: "A table's columns with their types, in order",
      querystring: ColumnQuery, body: DatabaseRef, response: { 200: Type.Array(ColumnInfo), ...errorResponses(400, 401, 403, 404, 422) },
    },
    preHandler: inAccount(VIEW_DATA_MIGRATION),
  }, async (request) => {
    const columns = await usingConnection(requireTenant(request).accountId, request.body.id,
      (source) => source.columns(request.query.schemaName, request.query.tableName));
    if (!columns) throw notFound('Table');
    return columns;
  });
};

export default browseRoutes;
