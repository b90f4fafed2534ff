// The account's saved database connections, opened for whichever domain works with their data
// (databases: browse and migrate; data export: view and export). One instance per server, on
// `app.platform.dataSources`, so an embedded database is opened once however many domains use it.
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Db } from '../db/connection';
import { databaseConnections } from '../domains/databases/api';
import { SecretBox } from '../security/secretBox';
import { AllowedHosts } from '../security/addressPolicy';
import type { DatabaseEngine } from '../../../contract/databasesRules';
import { DataSourceError, portOf, type ConnectionSpec, type DataSource, type DataSourcePolicy } from './dataSource';
import { openDataSource, withDataSource } from './dataSources';
import { EmbeddedDatabases } from './embeddedDatabases';
import { IDENTITY_QUERY, PlatformDatabase } from './platformDatabase';
import { notFound, unprocessable } from '../http/errors';

export type ConnectionRow = typeof databaseConnections.$inferSelect;

export class AccountDataSources {
  constructor(
    private readonly db: Db,
    readonly box: SecretBox,
    readonly policy: DataSourcePolicy,
    readonly embedded: EmbeddedDatabases,
  ) {}

  /** The account's connection `id`, or undefined: never another account's. */
  async connection(accountId: number, id: number): Promise<ConnectionRow | undefined> {
    const [row] = await this.db.select().from(databaseConnections)
      .where(and(eq(databaseConnections.accountId, accountId), eq(databaseConnections.id, id)));
    return row;
  }

  /** A saved connection's password, unsealed only to connect with it. */
  keptPassword(row: Pick<ConnectionRow, 'passwordSealed'>): string | null {
    return row.passwordSealed ? this.box.open(row.passwordSealed, 'database-connection') : null;
  }

  specOf(row: ConnectionRow): ConnectionSpec {
    return { ...row, engine: row.engine as DatabaseEngine, password: this.keptPassword(row) };
  }

  /**
   * Why a connection may not be saved: it reaches the platform's own database. Only a warning at the
   * door; every open checks again (a saved name may later resolve elsewhere).
   */
  async platformRefusal(spec: Pick<ConnectionSpec, 'engine' | 'host' | 'port' | 'database'>): Promise<string | undefined> {
    if (spec.engine === 'embedded' || !spec.host) return undefined;
    return this.policy.platform.refusalOfHost(spec.host, portOf(spec as ConnectionSpec), spec.database);
  }

  /** Opens a connection as given (not yet saved, or with a password just typed), runs `work`, closes. */
  using<T>(spec: ConnectionSpec, work: (source: DataSource) => Promise<T>): Promise<T> {
    return withDataSource(spec, this.policy, this.embedded, work);
  }

  /**
   * Opens the account's saved connection `id` for `work` and closes it: 404 when the account has no
   * such connection, 422 saying why when its database cannot be reached or answers with an error.
   */
  async usingSaved<T>(accountId: number, id: number, work: (source: DataSource) => Promise<T>): Promise<T> {
    const row = await this.connection(accountId, id);
    if (!row) throw notFound('Database');
    try {
      return await this.using(this.specOf(row), work);
    } catch (error) {
      if (error instanceof DataSourceError) throw unprocessable(error.message);
      throw error;
    }
  }

  /** Opens a saved connection for as long as the caller needs it; the caller closes it. */
  open(row: ConnectionRow): Promise<DataSource> {
    return openDataSource(this.specOf(row), this.policy, this.embedded);
  }

  closeAll(): Promise<void> {
    return this.embedded.closeAll();
  }
}

export { DataSourceError };
export type { DataSource };

/** A database that has not answered by then is unreachable for the person waiting. */
const CONNECT_TIMEOUT_MS = 5_000;
/** The longest one query may run. */
const STATEMENT_TIMEOUT_MS = 15_000;

export function createAccountDataSources(
  database: Database, serverSecret: Uint8Array,
  config: { databaseAllowedHosts: string[]; databaseAllowPlatformServer: boolean; dataDir: string },
) {
  const ownIdentity = async () => {
    const [row] = await rowsOf<{ system_id: string; database: string }>(database.db, sql.raw(IDENTITY_QUERY));
    return row && { systemId: row.system_id, database: row.database };
  };
  return new AccountDataSources(database.db, new SecretBox(serverSecret), {
    allowed: new AllowedHosts(config.databaseAllowedHosts, 'DATABASE_ALLOWED_HOSTS'),
    platform: PlatformDatabase.fromUrl(database.url, config.databaseAllowPlatformServer, ownIdentity),
    connectTimeoutMs: CONNECT_TIMEOUT_MS, statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  }, new EmbeddedDatabases(config.dataDir));
}
