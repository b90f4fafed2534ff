// UI texts (developer-portal.md §7 "UI properties"; issue 12): an app's texts as its developer
// manages them, with each locale's problems (missing, placeholders, stale) and a locale exported and
// imported as JSON; an instance's own texts beside the app's; an account's console labels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityTraces, appInstances, apps } from '../../server/src/db/schema';
import { startReplicaOf, startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';
import { expectStaleSavesRefused } from './fixtures-staleSave';

const BASE = '/app/developerApp';

describe('UI texts', () => {
  let server: TestServer;
  let builder: SignedInOwner;
  let customer: SignedInOwner;
  let stranger: SignedInOwner;
  let viewer: SignedIn;
  let member: SignedIn;
  let appId: number;
  let instanceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    builder = await signedInOwner(server, 'Texts Maker');
    customer = await signedInOwner(server, 'Texts Customer');
    stranger = await signedInOwner(server, 'Texts Stranger');
    viewer = await signedInMember(server, builder.accountId, 'DEVELOPER');
    await grantFlags(server, builder.accountId, viewer.accountUserId, ['view_apps']);
    member = await signedInMember(server, customer.accountId, 'USER');
    [{ id: appId }] = await db.insert(apps).values({ name: 'Texts App', type: 'app', published: 'PUBLISHED', developerAccountId: builder.accountId }).returning();
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: customer.accountId, appId, status: 'ACTIVE' }).returning();
  });
  afterAll(async () => { await server?.close(); });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `${BASE}${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });
  const add = (body: object) => call(builder, 'POST', '/properties/ui-property', { appId, ...body });
  const listed = async (query = '') => (await call(builder, 'GET', `/properties/ui-properties?appId=${appId}&size=50${query}`)).json();
  const problemsOf = async (name: string) => (await listed(`&query=${name}`)).content.find((p: { propertyName: string }) => p.propertyName === name).problems;

  it('adds, lists, changes and deletes texts, with the rules\' messages, tracing each change', async () => {
    const created = await add({ propertyName: 'greeting.hello', defaultValue: 'Hello %{name}', description: 'Home title', locale: { fr: 'Bonjour %{name}' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Property saved successfully', data: { propertyName: 'greeting.hello', tag: 'app', status: 'ACTIVE' } });
    expect((await add({ propertyName: 'greeting.bye', locale: { en: 'Goodbye', sp: 'Adiós', jp: 'さようなら', ch: '再见', fr: 'Au revoir' } })).statusCode).toBe(201);
    expect((await add({ propertyName: 'greeting.hello', defaultValue: 'Again' })).statusCode).toBe(409);
    const bad: [object, string, string][] = [
      [{ propertyName: '', defaultValue: 'x' }, 'propertyName', 'Property name is required'],
      [{ propertyName: 'has space', defaultValue: 'x' }, 'propertyName', 'Use dot-separated words of letters, numbers and underscore, e.g. shell.menu.users'],
      [{ propertyName: 'no.base', locale: { fr: 'Seulement' } }, 'defaultValue', 'The English text (or the default value) is required'],
    ];
    for (const [body, field, message] of bad) {
      const res = await add(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, data: { field } });
    }
    expect((await add({ propertyName: 'x.y', defaultValue: 'x', locale: { de: 'Hallo' } })).statusCode).toBe(400);

    const page = await listed('&sort=propertyName,desc');
    expect(page.totalElements).toBe(2);
    expect(page.content.map((p: { propertyName: string }) => p.propertyName)).toEqual(['greeting.hello', 'greeting.bye']);
    const id = created.json().data.id as number;
    const changed = await call(builder, 'PUT', `/properties/ui-properties/${id}`, { description: 'Greeting', locale: { fr: 'Salut %{name}', sp: 'Hola %{nombre}' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ description: 'Greeting', defaultValue: 'Hello %{name}', locale: { fr: 'Salut %{name}', sp: 'Hola %{nombre}' } });
    const temp = await add({ propertyName: 'temp.text', defaultValue: 'Temp' });
    expect((await call(builder, 'DELETE', `/properties/ui-properties/${temp.json().data.id}`)).json()).toEqual({ message: 'Property deleted successfully' });
    const traces = await server.database.db.select().from(activityTraces).where(and(eq(activityTraces.accountId, builder.accountId), eq(activityTraces.type, 'uiText')));
    expect(traces.map((t) => t.event)).toEqual(['created', 'created', 'updated', 'created', 'deleted']);
  });

  it('flags missing translations, placeholders unlike the English text\'s, and translations older than the English text', async () => {
    expect(await problemsOf('greeting.hello')).toEqual({ en: [], fr: [], sp: ['placeholders'], jp: ['missing'], ch: ['missing'] });
    expect(await problemsOf('greeting.bye')).toEqual({ en: [], fr: [], sp: [], jp: [], ch: [] });
    const [bye] = (await listed('&query=greeting.bye')).content;
    await new Promise((r) => setTimeout(r, 5)); // the stamps are times: the change must come later
    await call(builder, 'PUT', `/properties/ui-properties/${bye.id}`, { locale: { ...bye.locale, en: 'Good bye' } });
    expect(await problemsOf('greeting.bye')).toEqual({ en: [], fr: ['stale'], sp: ['stale'], jp: ['stale'], ch: ['stale'] });
    // Writing a translation again brings it up to date; changing only a description stales nothing.
    await call(builder, 'PUT', `/properties/ui-properties/${bye.id}`, { locale: { ...bye.locale, en: 'Good bye', fr: 'Au revoir !' }, description: 'Farewell' });
    expect(await problemsOf('greeting.bye')).toEqual({ en: [], fr: [], sp: ['stale'], jp: ['stale'], ch: ['stale'] });
  });

  it('exports a locale as JSON and imports one, reporting names the app does not have', async () => {
    const exported = await call(builder, 'GET', `/properties/ui-properties/export?appId=${appId}&locale=fr`);
    expect(exported.headers['content-disposition']).toContain('Texts_App.fr.json');
    expect(exported.json()).toEqual({ 'greeting.bye': 'Au revoir !', 'greeting.hello': 'Salut %{name}' });
    const imported = await call(builder, 'POST', '/properties/ui-properties/import', {
      appId, locale: 'jp', texts: { 'greeting.hello': 'こんにちは %{name}', 'greeting.bye': 'さようなら', 'greeting.unknown': '?' },
    });
    // greeting.bye's Japanese text was already this one.
    expect(imported.json()).toEqual({ message: 'Texts imported successfully', updated: 1, unchanged: 1, unknown: ['greeting.unknown'] });
    expect(await problemsOf('greeting.hello')).toMatchObject({ jp: [] });
    expect((await listed()).totalElements).toBe(2); // nothing created
    const english = await call(builder, 'GET', `/properties/ui-properties/export?appId=${appId}&locale=en`);
    expect(english.json()).toEqual({ 'greeting.bye': 'Good bye', 'greeting.hello': 'Hello %{name}' });
  });

  it('refuses a save made from an older version (If-Match: its updatedAt), with the text as it now is', async () => {
    const text = (await add({ propertyName: 'contested.text', defaultValue: 'Contested' })).json().data;
    await expectStaleSavesRefused((version, n) => server.app.inject({
      method: 'PUT', url: `${BASE}/properties/ui-properties/${text.id}`, payload: { description: `Take ${n}` },
      headers: { ...builder.headers, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    }), text.updatedAt, (record) => record.updatedAt as string, 'This UI text');
    expect((await call(builder, 'DELETE', `/properties/ui-properties/${text.id}`)).statusCode).toBe(200);
  });

  it('keeps an app\'s texts to its developer account and its flags', async () => {
    const [hello] = (await listed('&query=greeting.hello')).content;
    expect((await call(stranger, 'GET', `/properties/ui-properties?appId=${appId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/properties/ui-properties/${hello.id}`, { description: 'Mine' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/properties/ui-properties/${hello.id}`)).statusCode).toBe(404);
    expect((await call(viewer, 'GET', `/properties/ui-properties?appId=${appId}`)).statusCode).toBe(200);
    expect((await call(viewer, 'PUT', `/properties/ui-properties/${hello.id}`, { description: 'Viewer' })).statusCode).toBe(403);
    expect((await call(viewer, 'POST', '/properties/ui-properties/import', { appId, locale: 'fr', texts: {} })).statusCode).toBe(403);
  });

  it('is read by every replica at once: an instance text saved through one is what another loads', async () => {
    const replica = await startReplicaOf(server);
    try {
      const frenchOnReplica = async () => (await replica.inject({
        method: 'GET', url: `${BASE}/properties/admin-ui-properties?appId=${appId}`, headers: member.headers,
      })).json().content.find((p: { propertyName: string }) => p.propertyName === 'greeting.hello').locale.fr;
      const path = `/accountAppInstance/ui-properties/${instanceId}`;
      expect(await frenchOnReplica()).toBe('Salut %{name}');
      await call(customer, 'PUT', path, { uiPropertyValues: JSON.stringify({ 'greeting.hello': { fr: 'Bonjour %{name}' } }) });
      expect(await frenchOnReplica()).toBe('Bonjour %{name}');
      await call(customer, 'PUT', path, { uiPropertyValues: '{}' });
      expect(await frenchOnReplica()).toBe('Salut %{name}');
    } finally {
      await replica.close();
    }
  });

  it('shows an instance\'s own texts beside the app\'s, saves and resets them for the subscribing account only', async () => {
    const path = `/accountAppInstance/ui-properties/${instanceId}`;
    const before = await call(customer, 'GET', `${path}?page=0&size=10`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().content[1]).toMatchObject({ propertyName: 'greeting.hello', appTexts: { en: 'Hello %{name}', fr: 'Salut %{name}' }, overrides: {} });
    const saved = await call(customer, 'PUT', path, { uiPropertyValues: JSON.stringify({ 'greeting.hello': { fr: 'Coucou %{name}', en: ' ' } }) });
    expect(saved.json()).toEqual({ message: 'Property saved successfully' });
    const after = (await call(customer, 'GET', path)).json().content;
    expect(after.find((t: { propertyName: string }) => t.propertyName === 'greeting.hello').overrides).toEqual({ fr: 'Coucou %{name}' });
    // The account's members load the app's texts with the account's own.
    const labels = await call(member, 'GET', `/properties/admin-ui-properties?appId=${appId}`);
    expect(labels.json().content.find((p: { propertyName: string }) => p.propertyName === 'greeting.hello').locale).toMatchObject({ fr: 'Coucou %{name}', sp: 'Hola %{nombre}' });
    const elsewhere = await call(stranger, 'GET', `/properties/admin-ui-properties?appId=${appId}`);
    expect(elsewhere.json().content.find((p: { propertyName: string }) => p.propertyName === 'greeting.hello').locale.fr).toBe('Salut %{name}');
    // Reset: the property left out of the whole set.
    await call(customer, 'PUT', path, { uiPropertyValues: '{}' });
    expect((await call(customer, 'GET', path)).json().content.every((t: { overrides: object }) => Object.keys(t.overrides).length === 0)).toBe(true);

    const refused: [object, string][] = [
      [{ uiPropertyValues: 'not json' }, 'uiPropertyValues must be JSON of { propertyName: { locale: text } }'],
      [{ uiPropertyValues: JSON.stringify({ 'greeting.nope': { fr: 'x' } }) }, 'The app has no property named greeting.nope'],
      [{ uiPropertyValues: JSON.stringify({ 'greeting.hello': { de: 'x' } }) }, 'Unknown locale de: use en, fr, sp, jp or ch'],
    ];
    for (const [body, message] of refused) {
      const res = await call(customer, 'PUT', path, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call(stranger, 'GET', path)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', path, { uiPropertyValues: '{}' })).statusCode).toBe(404);
    expect((await call(member, 'GET', path)).statusCode).toBe(403);
  });
});
