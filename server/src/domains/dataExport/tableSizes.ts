// The tables of one schema of a data source with a row figure the table picker can show. The
// engine's statistics are free but say nothing of a table never analysed (PostgreSQL's reltuples
// is -1, or 0, until ANALYZE or autovacuum runs): such a table is counted instead, reading one
// column of at most TABLE_ROW_COUNT_CAP + 1 rows (the source's statement time-out bounds the wait),
// for the first TABLES_COUNTED_MAX of them; the others' figure is unknown.
import type { DataSource, TableRef } from '../../dataSources/dataSource';
import type { SourceTable } from '../../../../contract/dataExport';
import { TABLE_ROW_COUNT_CAP, TABLES_COUNTED_MAX } from '../../../../contract/dataExportRules';

async function boundedCount(source: DataSource, table: TableRef): Promise<Pick<SourceTable, 'rowEstimate' | 'rowsKnown'>> {
  const columns = await source.columns(table.schema, table.name);
  if (!columns?.length) return { rowEstimate: 0, rowsKnown: 'unknown' };
  const rows = await source.readPage(table, [columns[0].name], { limit: TABLE_ROW_COUNT_CAP + 1, offset: 0 });
  return rows.length > TABLE_ROW_COUNT_CAP ? { rowEstimate: TABLE_ROW_COUNT_CAP, rowsKnown: 'atLeast' } : { rowEstimate: rows.length, rowsKnown: 'counted' };
}

export async function tablesOfSchema(source: DataSource, schema: string): Promise<SourceTable[]> {
  const tables = (await source.tables()).filter((t) => t.schema === schema);
  const answer: SourceTable[] = [];
  let counted = 0;
  for (const table of tables) {
    if (table.rowEstimate > 0) answer.push({ name: table.name, rowEstimate: table.rowEstimate, rowsKnown: 'estimate' });
    else if (counted++ < TABLES_COUNTED_MAX) answer.push({ name: table.name, ...(await boundedCount(source, table)) });
    else answer.push({ name: table.name, rowEstimate: 0, rowsKnown: 'unknown' });
  }
  return answer;
}
