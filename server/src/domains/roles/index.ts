// Roles and permissions (developer-portal.md §6, §7): an app's permissions and default roles, an
// instance's custom roles and their members, and the caller's own flags and roles, under
// /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import heldRoleRoutes from './routes/heldRoles';

// Used by app login and access requests.
export { rolesHeld } from './roles';

const roles: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(heldRoleRoutes, { prefix: '/app/developerApp' });
};

export default roles;
