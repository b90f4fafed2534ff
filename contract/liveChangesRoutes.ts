// The edit locks, declared once (routeTable.ts): any member who may change a table's records takes,
// keeps (the heartbeat) or takes over a record's lock, and releases their own. The changes themselves
// travel on the user's event stream (notificationsRoutes.ts `stream`, record 0413).
import type { EditLockAnswer, EditLockBody, EditLockQuery, EditLockReleased } from './liveChanges';
import { namedRoutes, route } from './routeTable';

export const editLockRoutes = namedRoutes('liveChanges.editLocks', {
  take: route<{ body: typeof EditLockBody; response: typeof EditLockAnswer }>({ service: 'auth', method: 'POST', path: '/live/locks', flags: [] }),
  release: route<{ query: typeof EditLockQuery; response: typeof EditLockReleased }>({ service: 'auth', method: 'DELETE', path: '/live/locks', flags: [] }),
});
