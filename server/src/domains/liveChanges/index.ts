// Live changes (issue 33): the stream an open console follows to read its lists again when someone
// changes their records, and the edit locks of the records being edited, under /auth. The changes themselves are announced for every declared route
// by the app (http/changeAnnouncements.ts) and carried between replicas by the platform's ChangeBus.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import changeStreamRoutes from './routes/changeStream';
import editLockRoutes from './routes/editLocks';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const liveChanges: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(changeStreamRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(editLockRoutes, { prefix: SERVICE_PREFIXES.auth });
};

export default liveChanges;
