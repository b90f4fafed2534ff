// Connectors (developer-portal.md §7 "Connectors"): linking an account's app instances to its
// connector instances (/app/developerApp), the connector APIs a connector's developer defines, the
// values an instance fills in, and test calls made through the checked outbound client
// (/api/connector/v1).
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import { loadSigningKey } from '../../security/tokens';
import { AllowedHosts } from '../../security/addressPolicy';
import { SecretBox } from '../../security/secretBox';
import type { ConnectorServices } from './services';
import linkRoutes from './routes/links';
import connectorApiRoutes from './routes/connectorApis';
import instanceApiRoutes from './routes/instanceApis';
import testCallRoutes from './routes/testCalls';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const connectors: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  const { database, config } = app.platform;
  // The same server secret that signs tokens; the key for connector secrets is derived from it.
  const services: ConnectorServices = {
    box: new SecretBox(await loadSigningKey(database.db, config.tokenSecret)),
    policy: {
      allowed: new AllowedHosts(config.connectorAllowedHosts, 'CONNECTOR_ALLOWED_HOSTS'),
      timeoutMs: config.connectorTimeoutMs,
      maxResponseBytes: config.connectorMaxResponseBytes,
    },
  };
  await app.register(linkRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  // The declared paths carry the v1 (contract/connectorsRoutes.ts: the console's service is /api/connector).
  await app.register(connectorApiRoutes, { prefix: SERVICE_PREFIXES.connector, services });
  await app.register(instanceApiRoutes, { prefix: SERVICE_PREFIXES.connector, services });
  await app.register(testCallRoutes, { prefix: SERVICE_PREFIXES.connector, services });
};

export default connectors;
