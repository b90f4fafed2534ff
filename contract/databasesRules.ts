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

// Container files (developer-portal.md §7 copy-container): named containers of the account's files.
/** A container's name: letters, digits, '.', '_' and '-', starting with a letter or digit. */
export const CONTAINER_NAME = '^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$';
/** One file's largest size. */
export const CONTAINER_FILE_MAX_BYTES = 25 * 1024 * 1024;
/** All of an account's container files together. */
export const CONTAINERS_ACCOUNT_MAX_BYTES = 500 * 1024 * 1024;
export const CONTAINER_MESSAGES = {
  uploaded: 'File uploaded successfully',
  deleted: 'File deleted successfully',
  badContainer: "A container name has 1 to 63 letters, digits, '.', '_' or '-', and starts with a letter or digit",
  badName: 'A file name has 1 to 255 characters, without / or \\ or control characters',
  empty: 'The file is empty',
  tooLarge: 'A file can be at most 25 MB',
  full: "The account's containers hold at most 500 MB: delete files first",
} as const;

/** What is wrong with a file name, or undefined. */
export function containerFileNameProblem(name: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  return name.length >= 1 && name.length <= 255 && !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..'
    ? undefined : CONTAINER_MESSAGES.badName;
}
