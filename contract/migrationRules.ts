// How a column's type travels from one engine to another in a data migration: the written table of
// rules the person reads before a run (the console shows it) and the server applies. Pure.
//
// Each rule names a source type (as the engine's catalogue spells it), the type it becomes in each
// target family, and, where the target cannot hold every value exactly, why (`lossy`). `kind` says
// how values of the column are compared when the copy is verified (the checksum reads both sides in
// the same canonical form per kind).
import type { DatabaseEngine } from './databasesRules';

/** PostgreSQL and the embedded engine (PGlite is PostgreSQL) share their types. */
export type EngineFamily = 'postgresql' | 'mariadb';
export const familyOf = (engine: DatabaseEngine): EngineFamily => (engine === 'mariadb' ? 'mariadb' : 'postgresql');

export type ValueKind = 'integer' | 'decimal' | 'float4' | 'float8' | 'boolean' | 'text' | 'timestamp' | 'date' | 'time' | 'json' | 'bytes';

interface Target {
  type: string;
  lossy?: string;
}

export interface TypeRule {
  /** The source type as people read it, e.g. `character varying(n)`. */
  source: string;
  /** Matches the catalogue's spelling (lower case); groups fill $1, $2 of the target types. */
  pattern: string;
  kind: ValueKind;
  postgresql: Target;
  mariadb: Target;
}

const AS_TEXT = 'kept as its text form: the target does not check or compute with it';

/** From PostgreSQL (and embedded) columns, `format_type` spellings. */
export const POSTGRESQL_RULES: readonly TypeRule[] = [
  { source: 'smallint', pattern: '^smallint$', kind: 'integer', postgresql: { type: 'smallint' }, mariadb: { type: 'smallint' } },
  { source: 'integer', pattern: '^integer$', kind: 'integer', postgresql: { type: 'integer' }, mariadb: { type: 'int' } },
  { source: 'bigint', pattern: '^bigint$', kind: 'integer', postgresql: { type: 'bigint' }, mariadb: { type: 'bigint' } },
  { source: 'numeric(p,s)', pattern: '^numeric\\((\\d+),(\\d+)\\)$', kind: 'decimal', postgresql: { type: 'numeric($1,$2)' }, mariadb: { type: 'decimal($1,$2)', lossy: 'MariaDB holds at most 65 digits, 30 after the point' } },
  { source: 'numeric', pattern: '^numeric$', kind: 'decimal', postgresql: { type: 'numeric' }, mariadb: { type: 'decimal(65,30)', lossy: 'rounded to 30 digits after the point, at most 35 before' } },
  { source: 'real', pattern: '^real$', kind: 'float4', postgresql: { type: 'real' }, mariadb: { type: 'float' } },
  { source: 'double precision', pattern: '^double precision$', kind: 'float8', postgresql: { type: 'double precision' }, mariadb: { type: 'double' } },
  { source: 'boolean', pattern: '^boolean$', kind: 'boolean', postgresql: { type: 'boolean' }, mariadb: { type: 'tinyint(1)' } },
  { source: 'character varying(n)', pattern: '^character varying\\((\\d+)\\)$', kind: 'text', postgresql: { type: 'character varying($1)' }, mariadb: { type: 'varchar($1)' } },
  { source: 'character varying', pattern: '^character varying$', kind: 'text', postgresql: { type: 'character varying' }, mariadb: { type: 'longtext' } },
  { source: 'character(n)', pattern: '^character\\((\\d+)\\)$', kind: 'text', postgresql: { type: 'character($1)' }, mariadb: { type: 'char($1)' } },
  { source: 'text', pattern: '^text$', kind: 'text', postgresql: { type: 'text' }, mariadb: { type: 'longtext' } },
  { source: 'uuid', pattern: '^uuid$', kind: 'text', postgresql: { type: 'uuid' }, mariadb: { type: 'char(36)' } },
  { source: 'date', pattern: '^date$', kind: 'date', postgresql: { type: 'date' }, mariadb: { type: 'date', lossy: 'years before 1000 and infinity are refused' } },
  { source: 'timestamp(p) without time zone', pattern: '^timestamp(?:\\((\\d)\\))? without time zone$', kind: 'timestamp', postgresql: { type: 'timestamp without time zone' }, mariadb: { type: 'datetime(6)', lossy: 'years before 1000 and infinity are refused' } },
  { source: 'timestamp(p) with time zone', pattern: '^timestamp(?:\\((\\d)\\))? with time zone$', kind: 'timestamp', postgresql: { type: 'timestamp with time zone' }, mariadb: { type: 'datetime(6)', lossy: 'the time zone is dropped: times are written in UTC' } },
  { source: 'time(p) without time zone', pattern: '^time(?:\\((\\d)\\))? without time zone$', kind: 'time', postgresql: { type: 'time without time zone' }, mariadb: { type: 'time(6)' } },
  { source: 'json', pattern: '^json$', kind: 'json', postgresql: { type: 'json' }, mariadb: { type: 'json', lossy: 'key order and spacing are not kept' } },
  { source: 'jsonb', pattern: '^jsonb$', kind: 'json', postgresql: { type: 'jsonb' }, mariadb: { type: 'json' } },
  { source: 'bytea', pattern: '^bytea$', kind: 'bytes', postgresql: { type: 'bytea' }, mariadb: { type: 'longblob' } },
  { source: 'arrays (type[])', pattern: '^[a-z ]+(?:\\(\\d+(?:,\\d+)?\\))?\\[\\]$', kind: 'text', postgresql: { type: '$0' }, mariadb: { type: 'longtext', lossy: 'kept as PostgreSQL array text, e.g. {a,b}' } },
  { source: 'any other type (intervals, network, enums...)', pattern: '', kind: 'text', postgresql: { type: 'text', lossy: AS_TEXT }, mariadb: { type: 'longtext', lossy: AS_TEXT } },
];

/** From MariaDB/MySQL columns, `column_type` spellings. */
export const MARIADB_RULES: readonly TypeRule[] = [
  { source: 'tinyint, smallint, year', pattern: '^(?:tinyint|smallint|year)(?:\\(\\d+\\))?$', kind: 'integer', postgresql: { type: 'smallint' }, mariadb: { type: '$0' } },
  { source: 'tinyint unsigned, smallint unsigned, mediumint', pattern: '^(?:(?:tinyint|smallint)(?:\\(\\d+\\))? unsigned|mediumint(?:\\(\\d+\\))?(?: unsigned)?)$', kind: 'integer', postgresql: { type: 'integer' }, mariadb: { type: '$0' } },
  { source: 'int', pattern: '^int(?:\\(\\d+\\))?$', kind: 'integer', postgresql: { type: 'integer' }, mariadb: { type: '$0' } },
  { source: 'int unsigned, bigint', pattern: '^(?:int(?:\\(\\d+\\))? unsigned|bigint(?:\\(\\d+\\))?)$', kind: 'integer', postgresql: { type: 'bigint' }, mariadb: { type: '$0' } },
  { source: 'bigint unsigned', pattern: '^bigint(?:\\(\\d+\\))? unsigned$', kind: 'integer', postgresql: { type: 'numeric(20,0)' }, mariadb: { type: '$0' } },
  { source: 'decimal(p,s)', pattern: '^decimal\\((\\d+),(\\d+)\\)(?: unsigned)?$', kind: 'decimal', postgresql: { type: 'numeric($1,$2)' }, mariadb: { type: '$0' } },
  { source: 'float', pattern: '^float(?: unsigned)?$', kind: 'float4', postgresql: { type: 'real' }, mariadb: { type: '$0' } },
  { source: 'double', pattern: '^double(?: unsigned)?$', kind: 'float8', postgresql: { type: 'double precision' }, mariadb: { type: '$0' } },
  { source: 'varchar(n)', pattern: '^varchar\\((\\d+)\\)$', kind: 'text', postgresql: { type: 'character varying($1)' }, mariadb: { type: '$0' } },
  { source: 'char(n)', pattern: '^char\\((\\d+)\\)$', kind: 'text', postgresql: { type: 'character($1)' }, mariadb: { type: '$0' } },
  { source: 'tinytext, text, mediumtext, longtext', pattern: '^(?:tiny|medium|long)?text$', kind: 'text', postgresql: { type: 'text' }, mariadb: { type: '$0' } },
  { source: 'enum(...), set(...)', pattern: '^(?:enum|set)\\(.*\\)$', kind: 'text', postgresql: { type: 'text', lossy: 'the allowed values are no longer enforced' }, mariadb: { type: '$0' } },
  { source: 'date', pattern: '^date$', kind: 'date', postgresql: { type: 'date', lossy: 'zero dates (0000-00-00) are refused' }, mariadb: { type: '$0' } },
  { source: 'datetime(p), timestamp(p)', pattern: '^(?:datetime|timestamp)(?:\\((\\d)\\))?$', kind: 'timestamp', postgresql: { type: 'timestamp without time zone', lossy: 'zero dates (0000-00-00) are refused' }, mariadb: { type: '$0' } },
  { source: 'time(p)', pattern: '^time(?:\\((\\d)\\))?$', kind: 'time', postgresql: { type: 'interval', lossy: 'written as an interval: MariaDB times reach ±838 hours' }, mariadb: { type: '$0' } },
  { source: 'json (longtext checked as JSON)', pattern: '^json$', kind: 'json', postgresql: { type: 'jsonb' }, mariadb: { type: 'json' } },
  { source: 'binary, varbinary, blobs, bit', pattern: '^(?:(?:var)?binary\\(\\d+\\)|(?:tiny|medium|long)?blob|bit\\(\\d+\\))$', kind: 'bytes', postgresql: { type: 'bytea' }, mariadb: { type: '$0' } },
  { source: 'any other type', pattern: '', kind: 'text', postgresql: { type: 'text', lossy: AS_TEXT }, mariadb: { type: 'longtext', lossy: AS_TEXT } },
];

export const TYPE_RULES: Record<EngineFamily, readonly TypeRule[]> = { postgresql: POSTGRESQL_RULES, mariadb: MARIADB_RULES };

export interface MappedType {
  rule: string;
  kind: ValueKind;
  targetType: string;
  lossy?: string;
}

/** A target type is written into DDL: only these characters, whatever the source catalogue said. */
const SAFE_TYPE = /^[a-z][a-z0-9 _,()[\]]*$/;

/** The rule for a source column's type, and the type it becomes in the target family. */
export function mapType(from: EngineFamily, to: EngineFamily, sourceType: string): MappedType {
  const spelled = sourceType.trim().toLowerCase();
  const rules = TYPE_RULES[from];
  const rule = rules.find((r) => r.pattern && new RegExp(r.pattern).test(spelled)) ?? rules[rules.length - 1];
  const match = rule.pattern ? new RegExp(rule.pattern).exec(spelled) : null;
  const sameFamily = from === to;
  // Within one family a known type is kept exactly as the source spells it.
  const target = sameFamily && rule.pattern ? { type: spelled } : rule[to];
  const targetType = target.type.replace(/\$(\d)/g, (_, n: string) => match?.[Number(n)] ?? '');
  if (!SAFE_TYPE.test(targetType)) {
    const fallback = rules[rules.length - 1];
    return { rule: fallback.source, kind: 'text', targetType: fallback[to].type, lossy: fallback[to].lossy };
  }
  return { rule: rule.source, kind: rule.kind, targetType, lossy: sameFamily && rule.pattern ? undefined : target.lossy };
}

export const MIGRATION_MESSAGES = {
  succeeded: 'Data migrated successfully',
  sameDatabase: 'The source and the target are the same database',
  targetExists: (tables: string[]) => `These tables already exist in the target: ${tables.join(', ')}. Drop or rename them there first.`,
  alreadyRunning: 'A migration is already running in this account: wait for it or cancel it',
  noTables: 'The source has none of the chosen tables',
  serverStopped: 'The server stopped during the migration',
  workerLost: 'The server running this migration stopped before it finished',
  connectionGone: 'The source or the target connection was deleted before the migration started',
  tablesGone: (tables: string[]) => `These tables are no longer in the source: ${tables.join(', ')}`,
  queueUnavailable: 'The job queue is not reachable: the migration was not started',
} as const;

/** Rows per batch read and written (a MariaDB batch is split into statements under its 65,535 placeholders). */
export const MIGRATION_BATCH_ROWS = 5000;
/** A running job that has not written its progress for this long has lost its server. */
export const MIGRATION_HEARTBEAT_TIMEOUT_S = 60;
export const MIGRATION_TABLES_MAX = 500;

/** A job not ended yet: waiting for a worker (the job queue) or running. */
export const isUnderway = (status: string | undefined): boolean => status === 'queued' || status === 'running';
