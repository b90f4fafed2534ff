// My Apps' routes (console-shell.md §7), declared once: the server mounts them from here and the
// console calls them by these names (routeTable.ts); schemas of contract/myApps.ts, named by type.
// Redeeming a code (POST /auth/appLoginToken) is public, called by the opened app, and the demo apps'
// landing page answers HTML: neither has a flag guard nor a console caller, so neither is declared.
import type { AppLoginCodeQuery, AppLoginReply, AppLoginRequest } from './myApps';
import { namedRoutes, route } from './routeTable';
import { MY_APPS_FLAGS } from './myAppsFlags';

export const myAppsRoutes = namedRoutes('myApps', {
  /** A single-use code to open an app the caller's account subscribes to. */
  appLogin: route<{ query: typeof AppLoginCodeQuery; body: typeof AppLoginRequest; response: typeof AppLoginReply }>({
    service: 'auth', method: 'POST', path: '/appLoginAuthentication', flags: MY_APPS_FLAGS,
  }),
});
