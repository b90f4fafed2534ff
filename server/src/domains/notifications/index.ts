// Notifications: the user's list and live stream, access requests, and the bus that carries them
// between replicas; mounted under /auth and /users.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import notificationRoutes from './routes/notifications';
import notificationStreamRoutes from './routes/notificationStream';
import accessRequestRoutes from './routes/accessRequests';
import readNotificationRoutes from './routes/readNotification';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const notifications: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(notificationRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(notificationStreamRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(accessRequestRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(readNotificationRoutes, { prefix: SERVICE_PREFIXES.account });
};

export default notifications;
