// The live changes stream, declared once (routeTable.ts): server-sent events of the records changed in
// the account of the headers, read with fetch (not a JSON call). Any member opens it; each event is
// sent only to those allowed to read the changed table's lists (contract/liveChanges.ts).
import type { ChangeEvents } from './liveChanges';
import { namedRoutes, route } from './routeTable';

export const liveChangesRoutes = namedRoutes('liveChanges', {
  stream: route<{ response: typeof ChangeEvents }>({ service: 'auth', method: 'GET', path: '/live/changes', flags: [] }),
});
