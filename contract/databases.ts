// Wire schemas of the account's database connections (developer-portal.md §3 Database: id,
// databaseName; the rest is ours, docs/decisions.md). The password is write-only: answers say only
// whether one is kept.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './wireTypes';
import { CONTAINER_NAME, DATABASE_ENGINES, DATABASE_NAME_MAX, DATABASE_SORT_FIELDS } from './databasesRules';
import { MIGRATION_TABLES_MAX } from './migrationRules';
import { pagedResponse, pageQuery, sortParamQuery } from './pagingSchemas';

export { DATABASE_SORT_FIELDS, type DatabaseEngine } from './databasesRules';

const Engine = Type.Enum([...DATABASE_ENGINES], { description: 'postgresql and mariadb (MariaDB or MySQL) are servers; embedded is a PGlite database kept under DATA_DIR' });

export const DatabaseView = Type.Object({
  id: Type.Integer(),
  databaseName: Type.String({ description: 'The name people know the connection by' }),
  engine: Engine,
  host: Nullable(Type.String()),
  port: Nullable(Type.Integer()),
  database: Type.String({ description: 'The database on the server, or the embedded database\'s name' }),
  username: Nullable(Type.String()),
  hasPassword: Type.Boolean({ description: 'Whether a password is kept; it is never answered' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type DatabaseView = Static<typeof DatabaseView>;
export const DatabaseListQuery = Type.Object({ ...pageQuery, ...sortParamQuery(DATABASE_SORT_FIELDS) });
export const DatabasePage = pagedResponse(DatabaseView);

const databaseFields = {
  databaseName: Type.String({ minLength: 1, maxLength: DATABASE_NAME_MAX }),
  engine: Engine,
  host: Type.Optional(Nullable(Type.String({ maxLength: 253 }))),
  port: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 65_535 }))),
  database: Type.String({ minLength: 1, maxLength: 63 }),
  username: Type.Optional(Nullable(Type.String({ maxLength: 128 }))),
  password: Type.Optional(Type.String({ maxLength: 512, description: 'Left out on an update: the kept password stays' })),
};
export const DatabaseBody = Type.Object(databaseFields, { additionalProperties: false });
export type DatabaseBody = Static<typeof DatabaseBody>;

/** Test a connection before saving it; with `id`, a kept password fills in a left-out one. */
export const DatabaseTestBody = Type.Object({ ...databaseFields, id: Type.Optional(Id()) }, { additionalProperties: false });
export type DatabaseTestBody = Static<typeof DatabaseTestBody>;
/** A test that ran: the database answered (its version) or did not (why); either way in this long. */
export const DatabaseTestResult = Type.Object({
  ok: Type.Boolean(),
  serverVersion: Type.Optional(Type.String()),
  message: Type.Optional(Type.String({ description: 'Why the database could not be reached or refused' })),
  milliseconds: Type.Integer(),
});
export type DatabaseTestResult = Static<typeof DatabaseTestResult>;

export const DatabaseRef = Type.Object({ id: Id({ description: 'The connection' }) }, { additionalProperties: false });
export const DatabaseSaved = Type.Object({ message: Type.String(), data: DatabaseView });
export const DatabaseDeleted = Type.Object({ message: Type.String() });
export const DatabaseIdParams = Type.Object({ id: Id() });

export const TableInfo = Type.Object({
  schema: Type.String(),
  name: Type.String(),
  rowEstimate: Type.Integer({ description: "The engine's own estimate, not a count" }),
});
export type TableInfo = Static<typeof TableInfo>;
export const TableList = Type.Array(TableInfo);

export const ColumnQuery = Type.Object({
  tableName: Type.String({ minLength: 1, maxLength: 128 }),
  schemaName: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
});
export const ColumnInfo = Type.Object({
  name: Type.String(),
  type: Type.String({ description: 'As the engine names it, e.g. character varying(40), int(11)' }),
  nullable: Type.Boolean(),
});
export type ColumnInfo = Static<typeof ColumnInfo>;
export const ColumnList = Type.Array(ColumnInfo);

// Data migration (issue 14 item 3): a plan to read before the run, then a background job.
const TableName = Type.Object({ schema: Type.String({ minLength: 1, maxLength: 128 }), name: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export const MigrationRequest = Type.Object({
  sourceId: Id({ description: 'The connection read from' }),
  targetId: Id({ description: 'The connection written to' }),
  tables: Type.Array(TableName, { maxItems: MIGRATION_TABLES_MAX, description: "The source's tables to copy; empty for all of them" }),
}, { additionalProperties: false });
export type MigrationRequest = Static<typeof MigrationRequest>;

export const ColumnPlan = Type.Object({
  name: Type.String(),
  sourceType: Type.String(),
  targetType: Type.String(),
  rule: Type.String({ description: 'The rule of the type table applied (contract/migrationRules.ts)' }),
  lossy: Type.Optional(Type.String({ description: 'What the target cannot hold exactly' })),
});
export const TablePlan = Type.Object({
  schema: Type.String(),
  name: Type.String(),
  targetSchema: Type.String(),
  rowEstimate: Type.Integer(),
  columns: Type.Array(ColumnPlan),
  targetExists: Type.Boolean({ description: 'A table of that name is already in the target: the run is refused' }),
});
export type TablePlan = Static<typeof TablePlan>;
export const MigrationPlan = Type.Object({
  sourceEngine: Type.String(),
  targetEngine: Type.String(),
  tables: Type.Array(TablePlan),
  rowEstimate: Type.Integer(),
});
export type MigrationPlan = Static<typeof MigrationPlan>;

const MIGRATION_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled', 'interrupted'] as const;
export const TableResult = Type.Object({
  schema: Type.String(),
  name: Type.String(),
  sourceRows: Type.Integer(),
  targetRows: Type.Integer(),
  sourceChecksum: Type.String(),
  targetChecksum: Type.String(),
  verified: Type.Boolean({ description: 'Row counts and checksums agree' }),
});
export type TableResult = Static<typeof TableResult>;
export const MigrationFailure = Type.Object({
  table: Type.String(),
  row: Nullable(Type.Integer({ description: "The refused row's place in the source read, from 1, when the target said which" })),
  message: Type.String(),
  targetTableRemoved: Type.Boolean({ description: 'The half-written table was dropped from the target' }),
});
export const MigrationJobView = Type.Object({
  id: Type.Integer(),
  sourceName: Type.String(),
  targetName: Type.String(),
  status: Type.Enum([...MIGRATION_STATUSES]),
  tablesTotal: Type.Integer(),
  tablesDone: Type.Integer(),
  rowsEstimate: Type.Integer(),
  rowsDone: Type.Integer(),
  currentTable: Nullable(Type.String()),
  rowsPerSecond: Type.Number(),
  secondsLeft: Nullable(Type.Integer({ description: 'From the rate so far and the row estimate' })),
  tables: Type.Array(TableResult),
  failure: Nullable(MigrationFailure),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type MigrationJobView = Static<typeof MigrationJobView>;
export const MigrationJobList = Type.Array(MigrationJobView);
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number];
export const MigrationJobParams = Type.Object({ jobId: Id() });
export const MigrationStarted = Type.Object({ message: Type.String(), data: MigrationJobView });

// Container files (issue 14 item 4).
export const ContainerUploadQuery = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 255, pattern: '^[\\w.+-]+/[\\w.+-]+$', description: "The file's media type as the browser knows it" })),
  name: Type.String({ minLength: 1, maxLength: 255, description: "The file's name in the container" }),
});
export const ContainerHeaders = Type.Object({ container: Type.String({ minLength: 1, maxLength: 63, pattern: CONTAINER_NAME }) });
export const ContainerFileView = Type.Object({
  id: Type.Integer(),
  container: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  bytes: Type.Integer(),
  sha256: Type.String({ description: 'Of the bytes received, to compare with the file sent' }),
  uploadedAt: Type.String({ format: 'date-time' }),
});
export type ContainerFileView = Static<typeof ContainerFileView>;
export const ContainerFileList = Type.Array(ContainerFileView);
export const ContainerFileDeleted = Type.Object({ message: Type.String() });
export const ContainerUploaded = Type.Object({
  message: Type.String(),
  replaced: Type.Boolean({ description: 'A file of that name was in the container and is replaced' }),
  data: ContainerFileView,
});
export const ContainerView = Type.Object({ name: Type.String(), files: Type.Integer(), bytes: Type.Integer(), updatedAt: Type.String({ format: 'date-time' }) });
export type ContainerView = Static<typeof ContainerView>;
export const ContainerList = Type.Array(ContainerView);
export const ContainerFilesQuery = Type.Object({ container: Type.String({ minLength: 1, maxLength: 63, pattern: CONTAINER_NAME }) });
export const ContainerFileParams = Type.Object({ id: Id() });
export const ContainerFileLink = Type.Object({ path: Type.String(), fileName: Type.String() });
export const ContainerFileTokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 2048 }) });
