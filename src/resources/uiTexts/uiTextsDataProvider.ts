// The UI texts calls (developer-portal.md §7 "UI properties"), as named calls of one resource's
// provider (DESIGN §7), used with react-query.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { tracedChange, type ChangeEvent } from '../../dataProviders/activityTracker';
import type { InstanceUiText, UiTextBody, UiTextImported, UiTextUpdate, UiTextView } from '../../../contract/uiTexts';
import type { UiTextLocale } from '../../../contract/uiTextsRules';
import type { PermissionList } from '../../../contract/roles';
import { ADMIN_APP } from '../../../contract/appKinds';
import type { ListPage, ListQuery } from '../../../contract/paging';

export const UI_TEXTS_RESOURCE = 'uiTexts';

/** The most the server answers in one page: an instance's whole set of texts is read page by page. */
const ALL = 100;

const get = async <T>(path: string, query: Record<string, string | number | boolean | undefined>) =>
  (await request<T>('developerApp', path, { query })).json;


const sortParam = ({ sortfield, sortorder }: ListQuery) => (sortfield ? `${sortfield},${sortorder ?? 'asc'}` : undefined);

const change = <T extends { message: string }>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object | undefined, event: ChangeEvent) =>
  tracedChange<T>('developerApp', UI_TEXTS_RESOURCE, method, path, body, event);

export const uiTextsDataProvider = namedCallsProvider(UI_TEXTS_RESOURCE, {
  appTexts: (_r: string, appId: number, q: ListQuery) =>
    get<ListPage<UiTextView>>('/properties/ui-properties', { appId, query: q.query, page: q.page, size: q.size, sort: sortParam(q), useMongo: false }),
  createText: (_r: string, body: UiTextBody) => change<{ message: string; data: UiTextView }>('POST', '/properties/ui-property', body, 'create'),
  updateText: (_r: string, id: number, body: UiTextUpdate) =>
    change<{ message: string; data: UiTextView }>('PUT', `/properties/ui-properties/${id}`, body, 'update'),
  deleteText: (_r: string, id: number) => change<{ message: string }>('DELETE', `/properties/ui-properties/${id}`, undefined, 'delete'),
  exportLocale: (_r: string, appId: number, locale: UiTextLocale) =>
    get<Record<string, string>>('/properties/ui-properties/export', { appId, locale }),
  importLocale: (_r: string, appId: number, locale: UiTextLocale, texts: Record<string, string>) =>
    change<UiTextImported>('POST', '/properties/ui-properties/import', { appId, locale, texts }, 'import'),

  instanceTexts: (_r: string, appInstanceId: number, q: ListQuery) => get<ListPage<InstanceUiText>>(
    `/accountAppInstance/ui-properties/${appInstanceId}`,
    { query: q.query, page: q.page, size: q.size, sortfield: q.sortfield, sortorder: q.sortorder, useMongo: true },
  ),
  /** Every override of the instance: the save replaces the whole set. */
  async instanceOverrides(_r: string, appInstanceId: number): Promise<Record<string, Record<string, string>>> {
    const overrides: Record<string, Record<string, string>> = {};
    for (let page = 0; ; page++) {
      const { content, totalElements } = await get<ListPage<InstanceUiText>>(`/accountAppInstance/ui-properties/${appInstanceId}`, { page, size: ALL });
      for (const text of content) if (Object.keys(text.overrides).length > 0) overrides[text.propertyName] = text.overrides;
      if ((page + 1) * ALL >= totalElements) return overrides;
    }
  },
  saveInstanceTexts: (_r: string, appInstanceId: number, overrides: Record<string, Record<string, string>>) =>
    change<{ message: string }>('PUT', `/accountAppInstance/ui-properties/${appInstanceId}`, { uiPropertyValues: JSON.stringify(overrides) }, 'update'),
  /** The account's console (AdminApp) instance, whose texts are the account's console labels. */
  consoleInstance: async (_r: string) =>
    (await get<PermissionList>('/userRolesPermissionList', { appName: ADMIN_APP })).appInstanceId,
});

export type UiTextsDataProvider = typeof uiTextsDataProvider;
