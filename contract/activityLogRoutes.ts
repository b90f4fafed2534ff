// The activityLog domain's routes (console-shell.md §7, under the tracking service's /logtrace),
// declared once: the server mounts them from here and the console calls them by these names
// (routeTable.ts). Every one needs view_activity_log and reads the caller's account's traces only.
// What each takes and answers are the TypeBox schemas of contract/activityLog.ts, by type only.
import type {
  ActivityChoices, ActivityCsv, ActivityDetail, ActivityExportQuery, ActivityIdParams, ActivityListQuery, ActivityPage, ActivityRetention,
} from './activityLog';
import { namedRoutes, route } from './routeTable';
import { VIEW_ACTIVITY_LOG } from './activityLogFlags';

const service = 'tracking';
const flags = [VIEW_ACTIVITY_LOG];

export const activityRoutes = namedRoutes('activityLog', {
  /** Newest first, never sorted otherwise: the dialect only says how pages are asked for (page, size). */
  list: route<{ query: typeof ActivityListQuery; response: typeof ActivityPage }>({
    service, method: 'GET', path: '/activity', flags, paging: 'sort',
  }),
  choices: route<{ response: typeof ActivityChoices }>({ service, method: 'GET', path: '/activity/choices', flags }),
  retention: route<{ response: typeof ActivityRetention }>({ service, method: 'GET', path: '/activity/retention', flags }),
  /** A CSV file, streamed: the server mounts it by hand (mountDeclared answers JSON). */
  export: route<{ query: typeof ActivityExportQuery; response: typeof ActivityCsv }>({ service, method: 'GET', path: '/activity/export', flags }),
  /** Under entries/: `/logtrace/activity/{id}` would be ambiguous with the spec's `/logtrace/{accountId}/track` (record 0408). */
  entry: route<{ params: typeof ActivityIdParams; response: typeof ActivityDetail }>({ service, method: 'GET', path: '/activity/entries/:id', flags }),
});
