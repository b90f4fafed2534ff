// Notifications: the user's list and live stream, access requests, and the bus that carries them
// between replicas; mounted under /auth and /users.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import notificationRoutes from './routes/notifications';
import notificationStreamRoutes from './routes/notificationStream';
import accessRequestRoutes from './routes/accessRequests';
import readNotificationRoutes from './routes/readNotification';

const notifications: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(notificationRoutes, { prefix: '/auth' });
  await app.register(notificationStreamRoutes, { prefix: '/auth' });
  await app.register(accessRequestRoutes, { prefix: '/auth' });
  await app.register(readNotificationRoutes, { prefix: '/users' });
};

export default notifications;
