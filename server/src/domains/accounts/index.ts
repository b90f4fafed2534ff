// Accounts: the caller's accounts (read, create, change, delete) and default account, under /users.
// Accounts are reached through the caller's own memberships.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import readRoutes from './routes/read';
import writeRoutes from './routes/write';
import defaultAccountRoutes from './routes/defaultAccount';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const accounts: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(readRoutes, { prefix: SERVICE_PREFIXES.account });
  await app.register(writeRoutes, { prefix: SERVICE_PREFIXES.account });
  await app.register(defaultAccountRoutes, { prefix: SERVICE_PREFIXES.account });
};

export default accounts;
