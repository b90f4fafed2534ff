// Databases (developer-portal.md §7 "Database, migration and export"), under /data-migrate: the
// account's connections to PostgreSQL, MariaDB/MySQL and embedded databases, tested before saving,
// and browsed (tables, columns). Migration between them builds on these (issue 14).
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import { loadSigningKey } from '../../security/tokens';
import { AllowedHosts } from '../../security/addressPolicy';
import { SecretBox } from '../../security/secretBox';
import { EmbeddedDatabases } from './embeddedDatabases';
import type { DatabaseServices } from './services';
import connectionRoutes from './routes/connections';
import browseRoutes from './routes/browse';

/** A database that has not answered by then is unreachable for the person waiting. */
const CONNECT_TIMEOUT_MS = 5_000;
/** The longest one catalogue query may run. */
const STATEMENT_TIMEOUT_MS = 15_000;

const databases: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  const { database, config } = app.platform;
  const services: DatabaseServices = {
    box: new SecretBox(await loadSigningKey(database.db, config.tokenSecret)),
    policy: {
      allowed: new AllowedHosts(config.databaseAllowedHosts, 'DATABASE_ALLOWED_HOSTS'),
      connectTimeoutMs: CONNECT_TIMEOUT_MS, statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    },
    embedded: new EmbeddedDatabases(config.dataDir),
  };
  app.addHook('onClose', () => services.embedded.closeAll());
  await app.register(connectionRoutes, { prefix: '/data-migrate', services });
  await app.register(browseRoutes, { prefix: '/data-migrate', services });
};

export default databases;
