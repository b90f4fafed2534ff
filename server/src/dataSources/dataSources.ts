// Opening a connection's database by its engine: PostgreSQL through pg, MariaDB/MySQL through
// mysql2, embedded through PGlite (dataSource.ts says what each offers). Each engine's module and
// driver load when a connection of that engine is first opened: the idle server holds none of them.
import type { EmbeddedDatabases } from './embeddedDatabases';
import { DataSourceError, type ConnectionSpec, type DataSource, type DataSourcePolicy } from './dataSource';

export async function openDataSource(spec: ConnectionSpec, policy: DataSourcePolicy, embedded: EmbeddedDatabases): Promise<DataSource> {
  switch (spec.engine) {
    case 'postgresql': return (await import('./postgresSource')).openPostgres(spec, policy);
    case 'mariadb': return (await import('./mariaDbSource')).openMariaDb(spec, policy);
    case 'embedded': return (await import('./postgresSource')).embeddedSource(await embedded.open(spec.accountId, spec.database));
  }
}

/** Opens, runs `work`, and always closes. */
export async function withDataSource<T>(
  spec: ConnectionSpec, policy: DataSourcePolicy, embedded: EmbeddedDatabases, work: (source: DataSource) => Promise<T>,
): Promise<T> {
  const source = await openDataSource(spec, policy, embedded);
  try {
    return await work(source);
  } catch (error) {
    if (error instanceof DataSourceError) throw error;
    throw new DataSourceError(`The database answered with an error: ${(error as Error).message}`);
  } finally {
    await source.close().catch(() => undefined);
  }
}
