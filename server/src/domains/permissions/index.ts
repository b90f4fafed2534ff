// Permissions: the caller's permission flags and roles, and the console's UI labels, under
// /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import permissionRoutes from './routes/permissions';
import propertyRoutes from './routes/properties';

// Used by app login and access requests.
export { rolesHeld } from './roles';

const permissions: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(permissionRoutes, { prefix: '/app/developerApp' });
  await app.register(propertyRoutes, { prefix: '/app/developerApp' });
};

export default permissions;
