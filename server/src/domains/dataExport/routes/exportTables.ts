// An app instance's export tables (developer-portal.md §7 "Data export service"): GET export-table
// (paged, search, sort), POST export-table, PUT and DELETE export-table/{id}; GET schema and
// GET table?schemaName to pick a table from the instance's data source. Also ours: the account's
// instances with their data sources, the connections to choose from, and choosing one.
// view_data_export in the account of the headers on every route (contract/dataExportRoutes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { pageOf, parseSortParam } from '../../../http/paging';
import { requireCaller, requireTenant } from '../../../security/guard';
import { exportSourceRoutes, exportTableRoutes as declared } from '../../../../../contract/dataExportRoutes';
import {
  EXPORT_TABLE_SORT_FIELDS, ExportConnections, ExportInstances, ExportTableBody, ExportTableDeleted, ExportTableListQuery, ExportTablePage,
  ExportTableSaved, IdParams, InstanceParams, InstanceQuery, SchemaNames, SourceBody, SourceSaved, SourceTables, TablesQuery,
} from '../../../../../contract/dataExport';
import { DATA_EXPORT_MESSAGES, exportDeletedMessage } from '../../../../../contract/dataExportRules';
import {
  connectionExists, createExportTable, deleteExportTable, exportTableNamed, exportTableOf, listConnections, listExportTables, listInstances,
  saveSource, tableView, updateExportTable, type TableFields,
} from '../exportStore';
import { requireInstance, usingInstanceSource } from '../instanceSource';
import { tablesOfSchema } from '../tableSizes';

const exportTableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, exportSourceRoutes.instances, { response: ExportInstances }, {
    summary: "The account's active app instances (subscriptions), each with the connection it exports from", errors: [401, 403],
  }, async (request) => listInstances(db, requireTenant(request).accountId));

  mountDeclared(app, exportSourceRoutes.connections, { response: ExportConnections }, {
    summary: "The account's database connections an instance may export from (names only)", errors: [401, 403],
  }, async (request) => listConnections(db, requireTenant(request).accountId));

  mountDeclared(app, exportSourceRoutes.choose, { params: InstanceParams, body: SourceBody, response: SourceSaved }, {
    summary: "Choose the instance's data source: one of the account's connections (null: none)", errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { appInstanceId } = request.params;
    await requireInstance(app, accountId, appInstanceId);
    const { connectionId } = request.body;
    if (connectionId !== null && !(await connectionExists(db, accountId, connectionId))) throw notFound('Database');
    await saveSource(db, accountId, appInstanceId, connectionId, requireCaller(request).userId);
    return { message: DATA_EXPORT_MESSAGES.sourceSaved, data: await requireInstance(app, accountId, appInstanceId) };
  });

  mountDeclared(app, declared.list, { query: ExportTableListQuery, response: ExportTablePage }, {
    summary: "An instance's export tables, paged (search on the table name)", errors: [400, 401, 403, 404],
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

  mountDeclared(app, declared.create, { body: ExportTableBody, response: ExportTableSaved }, {
    summary: "Add a table of the instance's data source to its exports", errors: [400, 401, 403, 404, 409, 422],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const fields = await checkedFields(accountId, request.body);
    await refuseTaken(accountId, fields);
    const row = await createExportTable(db, accountId, requireCaller(request).userId, fields);
    return { message: DATA_EXPORT_MESSAGES.added, data: tableView(row) };
  });

  mountDeclared(app, declared.update, { params: IdParams, body: ExportTableBody, response: ExportTableSaved }, {
    summary: 'Change an export table (another table of the same instance\'s data source)', errors: [400, 401, 403, 404, 409, 422],
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

  mountDeclared(app, declared.remove, { params: IdParams, response: ExportTableDeleted }, {
    summary: 'Remove a table from its instance\'s exports (the table itself is not touched)', errors: [400, 401, 403, 404],
  }, async (request) => {
    const row = await deleteExportTable(db, requireTenant(request).accountId, request.params.id);
    if (!row) throw notFound('Export table');
    return { message: exportDeletedMessage(row.tableName) };
  });

  mountDeclared(app, declared.schemas, { query: InstanceQuery, response: SchemaNames }, {
    summary: "The schemas of the instance's data source that hold tables", errors: [400, 401, 403, 404, 422],
  }, async (request) => usingInstanceSource(app, requireTenant(request).accountId, request.query,
    async (source) => [...new Set((await source.tables()).map((t) => t.schema))]));

  mountDeclared(app, declared.tables, { query: TablesQuery, response: SourceTables }, {
    summary: "The tables of one schema of the instance's data source, with the engine's row estimates (a never-analysed table counted, up to a cap)",
    errors: [400, 401, 403, 404, 422],
  }, async (request) => usingInstanceSource(app, requireTenant(request).accountId, request.query,
    (source) => tablesOfSchema(source, request.query.schemaName)));
};

export default exportTableRoutes;
