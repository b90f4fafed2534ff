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

const roles: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(heldRoleRoutes, { prefix: '/app/developerApp' });
  await app.register(appPermissionRoutes, { prefix: '/app/developerApp' });
  await app.register(defaultRoleRoutes, { prefix: '/app/developerApp' });
  await app.register(instanceRoleRoutes, { prefix: '/app/developerApp' });
  await app.register(memberRoleRoutes, { prefix: '/app/developerApp' });
};

export default roles;
