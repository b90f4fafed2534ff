// The UI texts domain's routes (developer-portal.md §7 "UI properties"), declared once: the server
// mounts them from here and the console calls them by these names (routeTable.ts). What each takes
// and answers are the TypeBox schemas of contract/uiTexts.ts, named by type only; a list names its
// paging dialect. admin-ui-properties is any signed-in user's (the console's labels, loaded on
// entering an account), checking the account only when the call names one: the server mounts it
// by hand at its declared path.
import type {
  InstanceUiTextListQuery, InstanceUiTextPage, InstanceUiTextsParams, InstanceUiTextsSave, Message, UiTextBody, UiTextIdParams, UiTextImported,
  UiPropertyListQuery, UiPropertyPage, UiTextListQuery, UiTextLocaleImport, UiTextLocaleQuery, UiTextLocaleTexts, UiTextPage, UiTextSaved, UiTextUpdate,
} from './uiTexts';
import { namedRoutes, route } from './routeTable';
import { UPDATE_FLAGS, VIEW_FLAGS } from './developerPortalFlags';
import { MANAGE_UI_TEXTS } from './uiTextsFlags';

const service = 'developerApp';
type ByPropId = { params: typeof UiTextIdParams };
type ByInstance = { params: typeof InstanceUiTextsParams };

/** An app's texts: its developer account lists, adds, changes and deletes them, and moves a locale's as JSON. */
export const appTextRoutes = namedRoutes('uiTexts.appText', {
  list: route<{ query: typeof UiTextListQuery; response: typeof UiTextPage }>({
    service, method: 'GET', path: '/properties/ui-properties', flags: VIEW_FLAGS, paging: 'sort',
  }),
  create: route<{ body: typeof UiTextBody; response: typeof UiTextSaved }>({
    service, method: 'POST', path: '/properties/ui-property', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
  update: route<ByPropId & { body: typeof UiTextUpdate; response: typeof UiTextSaved }>({
    service, method: 'PUT', path: '/properties/ui-properties/:propId', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
  remove: route<ByPropId & { response: typeof Message }>({
    service, method: 'DELETE', path: '/properties/ui-properties/:propId', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
  exportLocale: route<{ query: typeof UiTextLocaleQuery; response: typeof UiTextLocaleTexts }>({
    service, method: 'GET', path: '/properties/ui-properties/export', flags: VIEW_FLAGS,
  }),
  importLocale: route<{ body: typeof UiTextLocaleImport; response: typeof UiTextImported }>({
    service, method: 'POST', path: '/properties/ui-properties/import', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
});

/** An instance's own texts: the app's texts beside them, and the whole set replaced at once. */
export const instanceTextRoutes = namedRoutes('uiTexts.instanceText', {
  list: route<ByInstance & { query: typeof InstanceUiTextListQuery; response: typeof InstanceUiTextPage }>({
    service, method: 'GET', path: '/accountAppInstance/ui-properties/:appInstanceId', flags: [MANAGE_UI_TEXTS], paging: 'sortfield',
  }),
  save: route<ByInstance & { body: typeof InstanceUiTextsSave; response: typeof Message }>({
    service, method: 'PUT', path: '/accountAppInstance/ui-properties/:appInstanceId', flags: [MANAGE_UI_TEXTS], recordsActivity: true,
  }),
});

/** An app's active properties with the account's own texts: AdminApp's are the console's labels. */
export const propertyRoutes = namedRoutes('uiTexts.property', {
  appLabels: route<{ query: typeof UiPropertyListQuery; response: typeof UiPropertyPage }>({
    service, method: 'GET', path: '/properties/admin-ui-properties', flags: [], account: false, paging: 'sortfield',
  }),
});
