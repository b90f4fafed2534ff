// Wire schemas of data export (developer-portal.md §3 Data export: id, tableName, appId,
// appInstanceId; view and export requests name tableName, schemaName, appInstanceId, appId). An app
// instance exports from its data source, one of the account's database connections; the rest is
// ours (docs/decisions.md "Issue 14: data export").
import { Type, type Static } from 'typebox';
import { Count, Id, Nullable } from './wireTypes';
import { EXPORT_JOB_STATUSES, EXPORT_TABLE_SORT_FIELDS, TABLE_ROWS_KNOWN, VIEW_DATA_MAX_PAGE_SIZE } from './dataExportRules';
import { ColumnInfo } from './databases';
import { pagedResponse, pageQuery, sortParamQuery } from './pagingSchemas';

export { EXPORT_TABLE_SORT_FIELDS } from './dataExportRules';

const Name = (description: string) => Type.String({ minLength: 1, maxLength: 128, description });
const SchemaName = Name('The schema (PostgreSQL) or database (MariaDB) holding the table');
const TableName = Name("The table's name, as the data source's catalogue spells it");

/** An app instance of the account (a subscription) and the connection it exports from. */
export const ExportInstance = Type.Object({
  appInstanceId: Type.Integer(),
  appId: Type.Integer(),
  appName: Type.String(),
  instanceName: Nullable(Type.String()),
  environment: Nullable(Type.String()),
  connectionId: Nullable(Type.Integer({ description: 'The data source: one of the account\'s database connections, or none yet' })),
  connectionName: Nullable(Type.String()),
});
export type ExportInstance = Static<typeof ExportInstance>;
export const ExportInstances = Type.Array(ExportInstance);

/** A connection as the data-source picker shows it (no host, no user: those belong to Data Migration). */
export const ExportConnection = Type.Object({ id: Type.Integer(), databaseName: Type.String(), engine: Type.String() });
export type ExportConnection = Static<typeof ExportConnection>;
export const ExportConnections = Type.Array(ExportConnection);

export const InstanceParams = Type.Object({ appInstanceId: Id() });
export const SourceBody = Type.Object({ connectionId: Nullable(Id()) }, { additionalProperties: false });
export type SourceBody = Static<typeof SourceBody>;
export const SourceSaved = Type.Object({ message: Type.String(), data: ExportInstance });

/** Which instance a call is about (the spec's appId and appInstanceId). */
const instanceQuery = { appInstanceId: Id(), appId: Type.Optional(Id({ description: "The instance's app; checked when given" })) };
export const InstanceQuery = Type.Object(instanceQuery);
export const TablesQuery = Type.Object({ ...instanceQuery, schemaName: SchemaName });
/** The schemas of an instance's data source that hold tables. */
export const SchemaNames = Type.Array(Type.String());
export const TableRefQuery = Type.Object({ ...instanceQuery, schemaName: SchemaName, tableName: TableName });

export const SourceTable = Type.Object({
  name: Type.String(),
  rowEstimate: Type.Integer({ description: 'The rows: see rowsKnown' }),
  rowsKnown: Type.Enum(TABLE_ROWS_KNOWN, {
    description: "estimate: the engine's statistics; counted: counted (the table was never analysed); atLeast: more than the count's cap; unknown: not counted",
  }),
});
export type SourceTable = Static<typeof SourceTable>;
export const SourceTables = Type.Array(SourceTable);

export const ExportTableView = Type.Object({
  id: Type.Integer(),
  tableName: Type.String(),
  schemaName: Type.String(),
  appId: Type.Integer(),
  appInstanceId: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ExportTableView = Static<typeof ExportTableView>;
export const ExportTableListQuery = Type.Object({ ...instanceQuery, ...pageQuery, ...sortParamQuery(EXPORT_TABLE_SORT_FIELDS) });
export const ExportTablePage = pagedResponse(ExportTableView);

export const ExportTableBody = Type.Object({
  appId: Id(),
  appInstanceId: Id(),
  schemaName: SchemaName,
  tableName: TableName,
}, { additionalProperties: false });
export type ExportTableBody = Static<typeof ExportTableBody>;
export const ExportTableSaved = Type.Object({ message: Type.String(), data: ExportTableView });
export const ExportTableDeleted = Type.Object({ message: Type.String() });
export const IdParams = Type.Object({ id: Id() });

export const ViewDataQuery = Type.Object({
  ...instanceQuery,
  schemaName: SchemaName,
  tableName: TableName,
  page: Type.Optional(Count({ maximum: 100_000, default: 0, description: 'Zero-based page number' })),
  size: Type.Optional(Id({ maximum: VIEW_DATA_MAX_PAGE_SIZE, default: 10, description: 'Rows per page' })),
  sort: Type.Optional(Type.String({ maxLength: 140, description: "column,asc|desc with column one of the table's columns" })),
});
/** A page of a table's rows: each row's values in `columns`' order, in their text form (null for NULL). */
export const ViewDataPage = Type.Object({
  columns: Type.Array(ColumnInfo),
  content: Type.Array(Type.Array(Nullable(Type.String()))),
  totalElements: Type.Integer({ minimum: 0 }),
});
export type ViewDataPage = Static<typeof ViewDataPage>;

export const ExportSheet = Type.Object({ name: Type.String(), rows: Type.Integer({ description: 'Data rows, the header not counted' }) });
export const ExportResult = Type.Object({
  rows: Type.Integer(),
  sheets: Type.Array(ExportSheet),
  rowsPerSheet: Type.Integer(),
  stoppedBy: Nullable(Type.Enum(['rowLimit', 'timeLimit'], { description: 'Why the export ended before the table did; null when complete' })),
  cutCells: Type.Integer({ description: "Values cut to Excel's 32,767 characters" }),
  message: Type.String(),
  fileBytes: Type.Integer(),
  milliseconds: Type.Integer(),
});
export type ExportResult = Static<typeof ExportResult>;

export const ExportJobView = Type.Object({
  id: Type.Integer(),
  appInstanceId: Type.Integer(),
  schemaName: Type.String(),
  tableName: Type.String(),
  status: Type.Enum([...EXPORT_JOB_STATUSES]),
  rowsDone: Type.Integer(),
  totalRows: Nullable(Type.Integer({ description: 'Counted when the export began; null when the count failed' })),
  /** Failed: why. */
  message: Nullable(Type.String()),
  result: Nullable(ExportResult),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type ExportJobView = Static<typeof ExportJobView>;
export const ExportJobList = Type.Array(ExportJobView);

/** A short-lived link to a finished export's file, relative to the data export service. */
export const DownloadLink = Type.Object({
  path: Type.String(),
  fileName: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type DownloadLink = Static<typeof DownloadLink>;
export const FileQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }) });
