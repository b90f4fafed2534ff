// Live changes (issue 33): the edit locks of the records being edited, under /auth. The changes
// themselves are announced for every declared route by the app (http/changeAnnouncements.ts), carried
// between replicas by the platform's ChangeBus and sent on each user's event stream (record 0413).
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import editLockRoutes from './routes/editLocks';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const liveChanges: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(editLockRoutes, { prefix: SERVICE_PREFIXES.auth });
};

export default liveChanges;
