// The live changes stream and the edit locks, declared once (routeTable.ts). The stream: server-sent
// events of the records changed in the account of the headers, read with fetch (not a JSON call); any
// member opens it, and each event is sent only to those allowed to read the changed table's lists
// (contract/liveChangesRules.ts). The locks: any member who may change a table's records takes, keeps
// (the heartbeat) or takes over a record's lock, and releases their own.
import type { ChangeEvents, EditLockAnswer, EditLockBody, EditLockQuery, EditLockReleased } from './liveChanges';
import { namedRoutes, route } from './routeTable';

export const liveChangesRoutes = namedRoutes('liveChanges', {
  stream: route<{ response: typeof ChangeEvents }>({ service: 'auth', method: 'GET', path: '/live/changes/stream', flags: [] }),
});

export const editLockRoutes = namedRoutes('liveChanges.editLocks', {
  take: route<{ body: typeof EditLockBody; response: typeof EditLockAnswer }>({ service: 'auth', method: 'POST', path: '/live/locks', flags: [] }),
  release: route<{ query: typeof EditLockQuery; response: typeof EditLockReleased }>({ service: 'auth', method: 'DELETE', path: '/live/locks', flags: [] }),
});
