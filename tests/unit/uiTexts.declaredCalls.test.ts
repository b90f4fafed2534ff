// The UI texts domain goes by its route declarations (contract/uiTextsRoutes.ts): its lists are
// react-admin resources asking the spec's addresses in the declared paging dialect, its changes
// reach the spec's addresses (a text by its propId, an instance's texts as the whole set), untraced
// by the console (the server records them: their routes are declared recordsActivity), and who may
// list or change them follows the declared flags.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_TEXTS_RESOURCE, uiTextsDataProvider } from '../../src/resources/uiTexts/uiTextsDataProvider';
import {
  APP_UI_TEXTS, CONSOLE_INSTANCE, INSTANCE_UI_TEXTS, uiTextsDeclared, uiTextsResources,
} from '../../src/resources/uiTexts/uiTextsResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { session } from '../../src/session/session';
import { isTrace, recordCalls } from './recordedCalls';

const providerOf = (name: string) => uiTextsResources.find((r) => r.name === name)!.dataProvider;

beforeEach(() => session.set('accountId', 7));
afterEach(() => {
  vi.unstubAllGlobals();
  session.set('accountId', null);
});

describe("the UI texts domain's resources", () => {
  it("list an app's texts at the spec's address, searched, sorted and paged in its dialect", async () => {
    const calls = recordCalls(() => ({ content: [{ id: 4, propertyName: 'greeting.hello' }], totalElements: 11 }));
    const page = await providerOf(APP_UI_TEXTS).getList(APP_UI_TEXTS, {
      filter: { appId: 3, useMongo: false, q: ' hello ' }, sort: { field: 'defaultValue', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    expect(page).toEqual({ data: [{ id: 4, propertyName: 'greeting.hello' }], total: 11 });
    expect(calls.map((c) => c.path)).toEqual([
      '/app/developerApp/properties/ui-properties?appId=3&useMongo=false&query=hello&page=1&size=10&sort=defaultValue,desc',
    ]);
  });

  it("list an instance's texts at the instance's address, in the sortfield dialect", async () => {
    const calls = recordCalls(() => ({ content: [], totalElements: 0 }));
    await providerOf(INSTANCE_UI_TEXTS).getList(INSTANCE_UI_TEXTS, {
      filter: { appInstanceId: 9, useMongo: true, q: 'menu' }, sort: { field: 'propertyName', order: 'DESC' }, pagination: { page: 1, perPage: 25 },
    });
    expect(calls.map((c) => c.path)).toEqual([
      '/app/developerApp/accountAppInstance/ui-properties/9?useMongo=true&query=menu&page=0&size=25&sortfield=propertyName&sortorder=desc',
    ]);
  });

  it("add, change and delete an app's text by its propId, none traced by the console", async () => {
    const calls = recordCalls(({ method }) => (method === 'DELETE'
      ? { message: 'Property deleted successfully' }
      : { message: 'Property saved successfully', data: { id: 12, propertyName: 'greeting.bye', problems: {} } }));
    const provider = providerOf(APP_UI_TEXTS);
    const created = await provider.create(APP_UI_TEXTS, { data: { appId: 3, propertyName: 'greeting.bye', locale: { en: 'Bye' } } });
    await provider.update(APP_UI_TEXTS, { id: 12, data: { propertyName: 'greeting.bye', locale: { en: 'Bye', fr: 'Salut' } }, previousData: { id: 12 } });
    await provider.delete(APP_UI_TEXTS, { id: 12, previousData: { id: 12 } });
    expect(created.data.id).toBe(12);
    expect(calls.filter((c) => !isTrace(c)).map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['POST /app/developerApp/properties/ui-property', { appId: 3, propertyName: 'greeting.bye', locale: { en: 'Bye' } }],
      ['PUT /app/developerApp/properties/ui-properties/12', { propertyName: 'greeting.bye', locale: { en: 'Bye', fr: 'Salut' } }],
      ['DELETE /app/developerApp/properties/ui-properties/12', undefined],
    ]);
    // A trace would be posted without waiting for it: none comes, the server records each change.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter(isTrace)).toEqual([]);
  });

  it("save one row of an instance's texts as the instance's whole set of overrides, read page by page", async () => {
    const row = (id: number, propertyName: string, overrides: Record<string, string>) => ({ id, propertyName, description: null, appTexts: {}, overrides });
    const calls = recordCalls(({ method, path }) => {
      if (method === 'PUT') return { message: 'Property saved successfully' };
      if (path.includes('page=0')) return { content: [row(1, 'shell.menu.users', { fr: 'Membres' }), row(2, 'shell.menu.apps', {})], totalElements: 101 };
      return { content: [row(3, 'shell.menu.roles', { jp: '役割' })], totalElements: 101 };
    });
    const provider = providerOf(INSTANCE_UI_TEXTS);
    await provider.update(INSTANCE_UI_TEXTS, {
      id: 2, data: { overrides: { en: 'Applications' } }, previousData: row(2, 'shell.menu.apps', {}), meta: { appInstanceId: 9 },
    });
    await provider.update(INSTANCE_UI_TEXTS, {
      id: 1, data: { overrides: {} }, previousData: row(1, 'shell.menu.users', { fr: 'Membres' }), meta: { appInstanceId: 9 },
    });
    const address = '/app/developerApp/accountAppInstance/ui-properties/9';
    const saves = calls.filter((c) => c.method === 'PUT');
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual([
      `${address}?page=0&size=100`, `${address}?page=1&size=100`, `${address}?page=0&size=100`, `${address}?page=1&size=100`,
    ]);
    expect(saves.map((c) => c.path)).toEqual([address, address]);
    expect(saves.map((c) => JSON.parse((c.body as { uiPropertyValues: string }).uiPropertyValues))).toEqual([
      { 'shell.menu.users': { fr: 'Membres' }, 'shell.menu.apps': { en: 'Applications' }, 'shell.menu.roles': { jp: '役割' } },
      { 'shell.menu.roles': { jp: '役割' } },
    ]);
  });

  it('are listed and changed by the flags their routes declare', () => {
    const access = declaredAccess(uiTextsDeclared);
    expect(access({ view_apps: true }, { resource: APP_UI_TEXTS, action: 'list' })).toBe(true);
    expect(access({ view_apps: true }, { resource: APP_UI_TEXTS, action: 'create' })).toBe(false);
    expect(access({ update_service: true }, { resource: APP_UI_TEXTS, action: 'delete' })).toBe(true);
    expect(access({ manage_ui_texts: true }, { resource: INSTANCE_UI_TEXTS, action: 'list' })).toBe(true);
    expect(access({ manage_ui_texts: true }, { resource: INSTANCE_UI_TEXTS, action: 'edit' })).toBe(true);
    expect(access({ view_apps: true }, { resource: INSTANCE_UI_TEXTS, action: 'list' })).toBe(false);
    expect(access({ manage_ui_texts: true }, { resource: 'somethingElse', action: 'list' })).toBeUndefined();
  });
});

describe("the UI texts domain's named calls and console instance", () => {
  it("export and import a locale's texts, and read the console's instance under the account's id, at the spec's addresses", async () => {
    const calls = recordCalls(({ path }) => {
      if (path.includes('/export')) return { 'greeting.hello': 'Hello' };
      if (path.includes('/import')) return { message: 'Texts imported successfully', updated: 1, unchanged: 0, unknown: [] };
      return { appUserRolesPermissions: {}, appInstanceId: 41, appId: 1 };
    });
    await expect(uiTextsDataProvider.exportLocale(UI_TEXTS_RESOURCE, 3, 'en')).resolves.toEqual({ 'greeting.hello': 'Hello' });
    await uiTextsDataProvider.importLocale(UI_TEXTS_RESOURCE, 3, 'jp', { 'greeting.hello': 'こんにちは' });
    await expect(providerOf(CONSOLE_INSTANCE).getOne(CONSOLE_INSTANCE, { id: '7' }))
      .resolves.toEqual({ data: { appUserRolesPermissions: {}, appInstanceId: 41, appId: 1, id: '7' } });
    expect(calls.filter((c) => !isTrace(c)).map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /app/developerApp/properties/ui-properties/export?appId=3&locale=en', undefined],
      ['POST /app/developerApp/properties/ui-properties/import', { appId: 3, locale: 'jp', texts: { 'greeting.hello': 'こんにちは' } }],
      ['GET /app/developerApp/userRolesPermissionList?appName=AdminApp', undefined],
    ]);
  });
});
