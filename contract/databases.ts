// Wire schemas of the account's database connections (developer-portal.md §3 Database: id,
// databaseName; the rest is ours, docs/decisions.md). The password is write-only: answers say only
// whether one is kept.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './wireTypes';
import { DATABASE_ENGINES, DATABASE_NAME_MAX } from './databasesRules';

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
