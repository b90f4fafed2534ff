// An app instance's export tables (developer-portal.md §7 "Data export service"): GET export-table
// (paged, search, sort), POST export-table, PUT and DELETE export-table/{id}; GET schema and
// GET table?schemaName to pick a table from the instance's data source. Also ours: the account's
// instances with their data sources, the connections to choose from, and choosing one.
// view_data_export in the account of the headers on every route.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { pagedResponse, pageOf, pageQuery, parseSortParam, sortParamQuery } from '../../../http/paging';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { VIEW_DATA_EXPORT } from '../../../../../contract/dataExportFlags';
import {
  EXPORT_TABLE_SORT_FIELDS, ExportConnection, ExportInstance, ExportTableBody, ExportTableDeleted, ExportTableSaved, ExportTableView,
  IdParams, InstanceParams, InstanceQuery, SourceBody, SourceSaved, SourceTable, TablesQuery,
} from '../../../../../contract/dataExport';
import { DATA_EXPORT_MESSAGES, exportDeletedMessage } from '../../../../../contract/dataExportRules';
import {
  connectionExists, createExportTable, deleteExportTable, exportTableNamed, exportTableOf, listConnections, listExportTables, listInstances,
  saveSource, tableView, updateExportTable, type TableFields,
} from '../exportStore';
import { requireInstance, usingInstanceSource } from '../instanceSource';
import { tablesOfSchema } from '../tableSizes';

const tags = ['dataExport'];
const guard = inAccount(VIEW_DATA_EXPORT);

const exportTableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/instances', {
    schema: {
      tags, summary: "The account's active app instances (subscriptions), each with the connection it exports from",
      response: { 200: Type.Array(ExportInstance), ...errorResponses(401, 403) },
    },
    preHandler: guard,
  }, async (request) => listInstances(db, requireTenant(request).accountId));

  app.get('/connections', {
    schema: {
      tags, summary: "The account's database connections an instance may export from (names only)",
      response: { 200: Type.Array(ExportConnection), ...errorResponses(401, 403) },
    },
    preHandler: guard,
  }, async (request) => listConnections(db, requireTenant(request).accountId));

  app.put('/instances/:appInstanceId/source', {
    schema: {
      tags, summary: "Choose the instance's data source: one of the account's connections (null: none)",
      params: InstanceParams, body: SourceBody, response: { 200: SourceSaved, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: guard,
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { appInstanceId } = request.params;
    await requireInstance(app, accountId, appInstanceId);
    const { connectionId } = request.body;
    if (connectionId !== null && !(await connectionExists(db, accountId, connectionId))) throw notFound('Database');
    await saveSource(db, accountId, appInstanceId, connectionId, requireCaller(request).userId);
    return { message: DATA_EXPORT_MESSAGES.sourceSaved, data: await requireInstance(app, accountId, appInstanceId) };
  });

  app.get('/export-table', {
    schema: {
      tags, summary: "An instance's export tables, paged (search on the table name)",
      querystring: Type.Object({ ...InstanceQuery.properties, ...pageQuery, ...sortParamQuery(EXPORT_TABLE_SORT_FIELDS) }),
      response: { 200: pagedResponse(ExportTableView), ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: guard,
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { appInstanceId, appId, query, sort } = request.query;
    await requireInstance(app, accountId, appInstanceId, appId);
    return listExportTables(db, accountId, appInstanceId, query, pageOf(request.query),
      parseSortParam(sort, EXPORT_TABLE_SORT_FIELDS, { field: 'tableName', direction: 'asc' }));
  });

  /** The body's table, checked against the instance and its data source's catalogue. */
  async function checkedFields(accountId: number, body: ExportTableBody): Promise<TableFields> {
    const fields = { ...body, schemaName: body.schemaName.trim(), tableName: body.tableName.trim() };
    const columns = await usingInstanceSource(app, accountId, fields, (source) => source.columns(fields.schemaName, fields.tableName));
    if (!columns) throw badRequest(`The data source has no table ${fields.tableName} in ${fields.schemaName}`);
    return fields;
  }

  async function refuseTaken(accountId: number, fields: TableFields, exceptId?: number) {
    const taken = await exportTableNamed(db, accountId, fields.appInstanceId, fields.schemaName, fields.tableName);
    if (taken && taken.id !== exceptId) throw conflict(`${fields.tableName} is already exported by this app instance`);
  }

  app.post('/export-table', {
    schema: {
      tags, summary: "Add a table of the instance's data source to its exports",
      body: ExportTableBody, response: { 200: ExportTableSaved, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    preHandler: guard,
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const fields = await checkedFields(accountId, request.body);
    await refuseTaken(accountId, fields);
    const row = await createExportTable(db, accountId, requireCaller(request).userId, fields);
    return { message: DATA_EXPORT_MESSAGES.added, data: tableView(row) };
  });

  app.put('/export-table/:id', {
    schema: {
      tags, summary: 'Change an export table (another table of the same instance\'s data source)',
      params: IdParams, body: ExportTableBody, response: { 200: ExportTableSaved, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    preHandler: guard,
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const existing = await exportTableOf(db, accountId, request.params.id);
    if (!existing) throw notFound('Export table');
    if (existing.appInstanceId !== request.body.appInstanceId) throw badRequest('An export table stays with its app instance');
    const fields = await checkedFields(accountId, request.body);
    await refuseTaken(accountId, fields, existing.id);
    const row = await updateExportTable(db, accountId, existing.id, requireCaller(request).userId, fields);
    if (!row) throw notFound('Export table');
    return { message: DATA_EXPORT_MESSAGES.updated, data: tableView(row) };
  });

  app.delete('/export-table/:id', {
    schema: { tags, summary: 'Remove a table from its instance\'s exports (the table itself is not touched)', params: IdParams, response: { 200: ExportTableDeleted, ...errorResponses(400, 401, 403, 404) } },
    preHandler: guard,
  }, async (request) => {
    const row = await deleteExportTable(db, requireTenant(request).accountId, request.params.id);
    if (!row) throw notFound('Export table');
    return { message: exportDeletedMessage(row.tableName) };
  });

  app.get('/schema', {
    schema: {
      tags, summary: "The schemas of the instance's data source that hold tables",
      querystring: InstanceQuery, response: { 200: Type.Array(Type.String()), ...errorResponses(400, 401, 403, 404, 422) },
    },
    preHandler: guard,
  }, async (request) => usingInstanceSource(app, requireTenant(request).accountId, request.query,
    async (source) => [...new Set((await source.tables()).map((t) => t.schema))]));

  app.get('/table', {
    schema: {
      tags, summary: "The tables of one schema of the instance's data source, with the engine's row estimates (a never-analysed table counted, up to a cap)",
      querystring: TablesQuery, response: { 200: Type.Array(SourceTable), ...errorResponses(400, 401, 403, 404, 422) },
    },
    preHandler: guard,
  }, async (request) => usingInstanceSource(app, requireTenant(request).accountId, request.query,
    (source) => tablesOfSchema(source, request.query.schemaName)));
};

export default exportTableRoutes;
