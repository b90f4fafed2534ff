// Databases (developer-portal.md §7 "Database, migration and export"), under /data-migrate: the
// account's connections to PostgreSQL, MariaDB/MySQL and embedded databases, tested before saving,
// browsed (tables, columns), and migrated from one to another as a background job; and the
// account's container files (copy-container, under /app/developerApp). The connections
// are opened through app.platform.dataSources (server/src/dataSources/), shared with data export.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import connectionRoutes from './routes/connections';
import browseRoutes from './routes/browse';
import migrationRoutes from './routes/migration';
import containerUploadRoutes from './routes/containerUpload';
import containerRoutes from './routes/containers';
import { MigrationRunner } from './migration/migrationRunner';
import { JOB_QUEUES } from '../../jobs/jobQueue';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const databases: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(connectionRoutes, { prefix: SERVICE_PREFIXES.database });
  await app.register(browseRoutes, { prefix: SERVICE_PREFIXES.database });
  const runner = new MigrationRunner(app.platform.database.db, app.platform.dataSources);
  await app.platform.jobs.consume(JOB_QUEUES.dataMigration, runner);
  app.addHook('onClose', async () => runner.stopAll());
  await app.register(migrationRoutes, { prefix: SERVICE_PREFIXES.database });
  await app.register(containerUploadRoutes);
  await app.register(containerRoutes, { prefix: SERVICE_PREFIXES.database });
};

export default databases;
