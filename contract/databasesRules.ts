// What a database connection needs, per engine, with the messages both tiers show. Pure.

export const DATABASE_ENGINES = ['postgresql', 'mariadb', 'embedded'] as const;
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];
export const DEFAULT_PORTS: Record<Exclude<DatabaseEngine, 'embedded'>, number> = { postgresql: 5432, mariadb: 3306 };

export const DATABASE_NAME_MAX = 100;
export const DATABASE_SORT_FIELDS = ['databaseName', 'engine', 'host', 'updatedAt', 'id'] as const;
/** An embedded database's name is a folder under DATA_DIR: letters, digits, _ and -. */
export const EMBEDDED_NAME = '^[A-Za-z0-9_-]{1,63}$';

export const DATABASE_MESSAGES = {
  saved: 'Database saved successfully',
  updated: 'Database updated successfully',
  deleted: 'Database deleted successfully',
} as const;

interface ConnectionFields {
  engine: DatabaseEngine;
  host?: string | null;
  database: string;
}

/** The first thing wrong with a connection's fields, or undefined. */
export function connectionProblem({ engine, host, database }: ConnectionFields): string | undefined {
  if (engine === 'embedded') {
    return new RegExp(EMBEDDED_NAME).test(database) ? undefined
      : 'An embedded database name has 1 to 63 letters, digits, _ or -';
  }
  if (!host?.trim()) return 'A host is required for a database server';
  if (/[\s/\\@]/.test(host.trim())) return 'The host is a name or an address, without spaces, slashes or @';
  if (!database.trim()) return 'A database name is required';
  return undefined;
}
