// View data (developer-portal.md §7: GET viewdata?tableName&schemaName&appInstanceId&appId): a page
// of an export table's rows from the instance's data source, sorted by one of the table's own
// columns (`sort=column,asc|desc`, checked against the catalogue and quoted by the data source),
// with the total. view_data_export in the account of the headers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireTenant } from '../../../security/guard';
import { exportTableRoutes as declared } from '../../../../../contract/dataExportRoutes';
import { ViewDataPage, ViewDataQuery } from '../../../../../contract/dataExport';
import type { ColumnInfo } from '../../../../../contract/databases';
import type { RawValue } from '../../../dataSources/rawValues';
import { exportTableNamed } from '../exportStore';
import { requireInstance, usingInstanceSource } from '../instanceSource';

export interface ColumnSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** `column,asc|desc` (a column's name may itself hold commas); the column must be one of the table's. */
export function parseColumnSort(sort: string | undefined, columns: ColumnInfo[]): ColumnSort | undefined | 'unknown' {
  if (!sort) return undefined;
  const match = /^(.*),\s*(asc|desc)$/i.exec(sort);
  const column = match ? match[1] : sort;
  const direction = (match?.[2].toLowerCase() ?? 'asc') as 'asc' | 'desc';
  return columns.some((c) => c.name === column) ? { column, direction } : 'unknown';
}

const textOf = (value: RawValue): string | null => (value === null ? null : Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value);

const viewDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.viewData, { query: ViewDataQuery, response: ViewDataPage }, {
    summary: "A page of an export table's rows, sorted by one of its columns, with the table's row count", errors: [400, 401, 403, 404, 422],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const q = request.query;
    await requireInstance(app, accountId, q.appInstanceId, q.appId);
    if (!(await exportTableNamed(db, accountId, q.appInstanceId, q.schemaName, q.tableName))) throw notFound('Export table');
    const size = q.size ?? 10;
    const table = { schema: q.schemaName, name: q.tableName };
    // Refusals are answered outside the data source's work, whose errors all read as the database's.
    const outcome = await usingInstanceSource(app, accountId, q, async (source) => {
      const columns = await source.columns(table.schema, table.name);
      if (!columns) return { missing: true as const };
      const sort = parseColumnSort(q.sort, columns);
      if (sort === 'unknown') return { badSort: true as const };
      const [totalElements, rows] = await Promise.all([
        source.countRows(table),
        source.readPage(table, columns.map((c) => c.name), { orderBy: sort, limit: size, offset: (q.page ?? 0) * size }),
      ]);
      return { columns, totalElements, content: rows.map((row) => row.map(textOf)) };
    });
    if ('missing' in outcome) throw notFound('Table');
    if ('badSort' in outcome) throw badRequest('sort must be "column,asc" or "column,desc" with column one of the table\'s columns');
    return outcome;
  });
};

export default viewDataRoutes;
