// Roles and permissions (developer-portal.md §6, §7): an app's permissions and default roles, an
// instance's custom roles and their members, and the caller's own flags and roles, under
// /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import heldRoleRoutes from './routes/heldRoles';
import appPermissionRoutes from './routes/appPermissions';
import defaultRoleRoutes from './routes/defaultRoles';
import instanceRoleRoutes from './routes/instanceRoles';
import memberRoleRoutes from './routes/memberRoles';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const roles: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(heldRoleRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(appPermissionRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(defaultRoleRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(instanceRoleRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(memberRoleRoutes, { prefix: SERVICE_PREFIXES.developerApp });
};

export default roles;
