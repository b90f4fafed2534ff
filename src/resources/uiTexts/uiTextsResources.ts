// The UI texts domain's lists as react-admin resources (issue 30), served by its declared routes
// (contract/uiTextsRoutes.ts): an app's texts, and an instance's texts beside its app's. Changes are
// traced under "uiTexts", as they were before the lists became resources. The account's console
// (AdminApp) instance, whose texts are the account's console labels, is a view: one record read with
// useGetOne under the account's id.
import type { DataProvider, UpdateParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { viewProvider } from '../../dataProviders/viewProvider';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { appTextRoutes, instanceTextRoutes } from '../../../contract/uiTextsRoutes';
import { heldRoleRoutes } from '../../../contract/rolesRoutes';
import { ADMIN_APP } from '../../../contract/appKinds';
import type { InstanceUiText, UiTextView } from '../../../contract/uiTexts';
import { topicOfRouteName } from '../../../contract/liveChangesRules';
import { UI_TEXTS_RESOURCE } from './uiTextsDataProvider';

export const APP_UI_TEXTS = 'appUiTexts';
export const INSTANCE_UI_TEXTS = 'instanceUiTexts';
export const CONSOLE_INSTANCE = 'consoleInstance';
/** Both lists' first order, the server's own: by property name. */
export const BY_NAME = { field: 'propertyName', order: 'ASC' } as const;

/** An instance's overrides, as its save takes them: { propertyName: { locale: text } }. */
export type Overrides = Record<string, Record<string, string>>;

/** The most the server answers in one page: an instance's whole set of texts is read page by page. */
const ALL = 100;

const traceAs = UI_TEXTS_RESOURCE;

/** The route table an app's texts are changed through: what their edit locks name (record 0414). */
export const APP_TEXTS_TOPIC = topicOfRouteName(appTextRoutes.update.name!);

/** The resources as their routes declare them: their calls, and who may list and change them. */
export const uiTextsDeclared: Record<string, DeclaredResource> = {
  [APP_UI_TEXTS]: {
    list: appTextRoutes.list, create: appTextRoutes.create, update: appTextRoutes.update, delete: appTextRoutes.remove,
    traceAs,
    // A save names the time the text was saved at when read: one saved since is not overwritten (409).
    version: (text) => (text as UiTextView).updatedAt,
  },
  // A row's update is its overrides, saved as the instance's whole set (the spec's one PUT).
  [INSTANCE_UI_TEXTS]: { list: instanceTextRoutes.list, update: instanceTextRoutes.save, traceAs },
};

/** Every override of the instance: the save replaces the whole set. */
export async function instanceOverrides(appInstanceId: number): Promise<Overrides> {
  const overrides: Overrides = {};
  for (let page = 0; ; page++) {
    const { content, totalElements } = await callDeclared(instanceTextRoutes.list, { params: { appInstanceId }, query: { page, size: ALL } });
    for (const text of content) if (Object.keys(text.overrides).length > 0) overrides[text.propertyName] = text.overrides;
    if ((page + 1) * ALL >= totalElements) return overrides;
  }
}

/**
 * An instance's texts: the list is addressed by the instance (the list's filter names it), and a
 * row's update (`meta: { appInstanceId }`, `data: { overrides }`) replaces that row's overrides
 * in the instance's whole set; none left: the app's texts show again.
 */
function instanceTextsProvider(): DataProvider {
  const declared = uiTextsDeclared[INSTANCE_UI_TEXTS];
  return {
    ...declaredResourceProvider(declared),
    update: async (_resource: string, { id, data, previousData, meta }: UpdateParams) => {
      const appInstanceId = Number(meta?.appInstanceId);
      const { propertyName, overrides } = { ...previousData, ...data } as InstanceUiText;
      const all = await instanceOverrides(appInstanceId);
      if (Object.keys(overrides).length > 0) all[propertyName] = overrides;
      else delete all[propertyName];
      await changeDeclared(instanceTextRoutes.save, traceAs, 'update', { params: { appInstanceId }, body: { uiPropertyValues: JSON.stringify(all) } });
      return { data: { ...previousData, ...data, id } };
    },
  } as DataProvider;
}

export const uiTextsResources = [
  { name: APP_UI_TEXTS, dataProvider: declaredResourceProvider(uiTextsDeclared[APP_UI_TEXTS]) },
  { name: INSTANCE_UI_TEXTS, dataProvider: instanceTextsProvider() },
  // GET userRolesPermissionList?appName=AdminApp: the caller's roles in the account's console, and its instance.
  { name: CONSOLE_INSTANCE, dataProvider: viewProvider(CONSOLE_INSTANCE, () => callDeclared(heldRoleRoutes.permissionList, { query: { appName: ADMIN_APP } })) },
];
