// The tracking service's route (console-shell.md §7), declared once: the console posts the trace of an
// action the server does not record itself (docs/decisions/0406-activity-recorded-once.md). The server
// mounts it by hand at its declared path (it reads the trace folder from a header).
import type { TraceBody, TraceParams, TraceRecorded } from './tracking';
import { namedRoutes, route } from './routeTable';

export const trackingRoutes = namedRoutes('tracking', {
  track: route<{ params: typeof TraceParams; body: typeof TraceBody; response: typeof TraceRecorded }>({
    service: 'tracking', method: 'POST', path: '/:accountId/track', flags: [],
  }),
});
