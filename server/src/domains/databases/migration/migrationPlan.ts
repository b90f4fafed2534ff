// What a migration will do, read before it runs: each chosen table's columns with the type each
// becomes under the written rules (contract/migrationRules.ts), the lossy ones named, the row
// estimates, and the tables the target already has (the run refuses to write into them).
import { familyOf, mapType, type ValueKind } from '../../../../../contract/migrationRules';
import type { DatabaseEngine } from '../../../../../contract/databasesRules';
import type { MigrationPlan, TablePlan } from '../../../../../contract/databases';
import type { DataSource } from '../../../dataSources/dataSource';
import type { AccountDataSources, ConnectionRow } from '../../../dataSources/accountDataSources';
import type { ColumnDefinition } from '../../../dataSources/rawValues';

export interface PlannedTable extends TablePlan {
  /** The columns as the target table gets them, with how each one's values convert. */
  definitions: ColumnDefinition[];
  kinds: ValueKind[];
}

export interface Plan extends MigrationPlan {
  tables: PlannedTable[];
}

/** Undefined entries of `wanted` are the tables the source does not have. */
export async function planMigration(
  source: DataSource, target: DataSource, engines: { source: DatabaseEngine; target: DatabaseEngine },
  wanted: { schema: string; name: string }[],
): Promise<{ plan: Plan; missing: string[] }> {
  const sourceTables = await source.tables();
  const key = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;
  const chosen = wanted.length ? sourceTables.filter((t) => wanted.some((w) => key(w) === key(t))) : sourceTables;
  const missing = wanted.filter((w) => !sourceTables.some((t) => key(t) === key(w))).map(key);
  const from = familyOf(engines.source);
  const to = familyOf(engines.target);

  const tables: PlannedTable[] = [];
  for (const table of chosen) {
    const columns = (await source.columns(table.schema, table.name)) ?? [];
    const mapped = columns.map((c) => ({ column: c, type: mapType(from, to, c.type) }));
    // PostgreSQL keeps the source's schema; MariaDB has one database per connection.
    const targetSchema = from === 'postgresql' && to === 'postgresql' ? table.schema : target.defaultSchema;
    // A never-analysed table estimates 0 rows: count it, so the progress bar means something.
    const rowEstimate = table.rowEstimate > 0 ? table.rowEstimate : await source.countRows(table);
    tables.push({
      schema: table.schema, name: table.name, targetSchema, rowEstimate,
      columns: mapped.map(({ column, type }) => ({
        name: column.name, sourceType: column.type, targetType: type.targetType, rule: type.rule, ...(type.lossy ? { lossy: type.lossy } : {}),
      })),
      targetExists: (await target.columns(targetSchema, table.name)) !== undefined,
      definitions: mapped.map(({ column, type }) => ({ name: column.name, type: type.targetType, nullable: column.nullable, kind: type.kind })),
      kinds: mapped.map(({ type }) => type.kind),
    });
  }
  return {
    plan: { sourceEngine: engines.source, targetEngine: engines.target, tables, rowEstimate: tables.reduce((n, t) => n + t.rowEstimate, 0) },
    missing,
  };
}

/** Plans between two saved connections, each opened for the time of it. */
export async function planBetween(
  dataSources: AccountDataSources, source: ConnectionRow, target: ConnectionRow, wanted: { schema: string; name: string }[],
): Promise<{ plan: Plan; missing: string[] }> {
  let reading: DataSource | undefined;
  let writing: DataSource | undefined;
  try {
    reading = await dataSources.open(source);
    writing = await dataSources.open(target);
    return await planMigration(reading, writing, { source: source.engine as DatabaseEngine, target: target.engine as DatabaseEngine }, wanted);
  } finally {
    await reading?.close().catch(() => undefined);
    await writing?.close().catch(() => undefined);
  }
}

/** The plan as answered: without the server's own column definitions. */
export const planView = (plan: Plan): MigrationPlan => ({
  ...plan, tables: plan.tables.map(({ definitions: _definitions, kinds: _kinds, ...table }) => table),
});
