// The developer portal's routes (developer-portal.md §3, §4, §6, §7 "Settings"), declared once: the
// server mounts them from here and the console calls them by these names (routeTable.ts). What each
// takes and answers are the TypeBox schemas of contract/developerPortal.ts, named by type only. The
// flags are each route's guard; the handlers then check the flag of the item's own kind.
import type {
  AppBody, AppIdParams, AppListQuery, AppMessageResponse, AppPage, AppSettings, AppSettingsBody, AppSettingsParams,
  AppSettingsSaved, AppView, DeveloperAppQuery, DeveloperAppStatus, InstanceSettings, InstanceSettingsBody,
  InstanceSettingsParams, InstanceSettingsSaved, MessageResponse, ParentApp, ParentAppQuery,
} from './developerPortal';
import { namedRoutes, route } from './routeTable';
import { ADD_FLAGS, DELETE_FLAG, UPDATE_FLAGS, VIEW_FLAGS } from './developerPortalFlags';
import { MARKETPLACE_FLAG, SUBSCRIBE_FLAGS } from './marketplaceFlags';
import { MY_APPS_FLAGS } from './myAppsFlags';

const service = 'developerApp';
type ById = { params: typeof AppIdParams };

/** The account's own apps, services, connectors and modules, as their developer. */
export const appRoutes = namedRoutes('developerPortal.app', {
  list: route<{ query: typeof AppListQuery; response: typeof AppPage }>({
    service, method: 'GET', path: '/apps', flags: VIEW_FLAGS, paging: 'sortfield',
  }),
  /** Also a customer's read of a published or subscribed app (marketplace, My Apps). */
  get: route<ById & { response: typeof AppView }>({
    service, method: 'GET', path: '/app/:id', flags: [...VIEW_FLAGS, MARKETPLACE_FLAG, ...MY_APPS_FLAGS],
  }),
  /** A viewer may register the account's developer app (subscribing to the portal); other items need add_{type}. */
  create: route<{ body: typeof AppBody; response: typeof AppMessageResponse }>({
    service, method: 'POST', path: '/app', flags: [...VIEW_FLAGS, ...ADD_FLAGS], recordsActivity: true,
  }),
  /** A viewer may flip stop-new-subscriptions; other changes need update_{type}. */
  update: route<ById & { body: typeof AppBody; response: typeof AppMessageResponse }>({
    service, method: 'PUT', path: '/app/:id', flags: [...VIEW_FLAGS, ...UPDATE_FLAGS], recordsActivity: true,
  }),
  remove: route<ById & { response: typeof MessageResponse }>({
    service, method: 'DELETE', path: '/app/:id', flags: [DELETE_FLAG], recordsActivity: true,
  }),
});

/** The portal itself: whether the account has its developer app, and the platform app it hangs under. */
export const portalRoutes = namedRoutes('developerPortal.portal', {
  /** Any member of the account may ask (no flag). */
  developerApp: route<{ query: typeof DeveloperAppQuery; response: typeof DeveloperAppStatus }>({
    service, method: 'GET', path: '/developerApp', flags: [],
  }),
  /** Any signed-in user, in no account: the app's own visibility rules answer. */
  parentApp: route<{ query: typeof ParentAppQuery; response: typeof ParentApp }>({
    service, method: 'GET', path: '/parent-app', flags: [], account: false,
  }),
});

/** Settings forms: an app's configuration (its developer's) and an instance's values (its account's). */
export const settingsRoutes = namedRoutes('developerPortal.settings', {
  appForm: route<{ params: typeof AppSettingsParams; response: typeof AppSettings }>({
    service, method: 'GET', path: '/app/settings/:id', flags: UPDATE_FLAGS,
  }),
  replaceAppForm: route<{ params: typeof AppSettingsParams; body: typeof AppSettingsBody; response: typeof AppSettingsSaved }>({
    service, method: 'PUT', path: '/app/settings/:id', flags: UPDATE_FLAGS,
  }),
  instanceSettings: route<{ params: typeof InstanceSettingsParams; response: typeof InstanceSettings }>({
    service, method: 'GET', path: '/accountAppInstance/settings/:appInstanceId', flags: MY_APPS_FLAGS,
  }),
  saveInstanceSettings: route<{ params: typeof InstanceSettingsParams; body: typeof InstanceSettingsBody; response: typeof InstanceSettingsSaved }>({
    service, method: 'PUT', path: '/accountAppInstance/settings/:appInstanceId', flags: SUBSCRIBE_FLAGS,
  }),
});
