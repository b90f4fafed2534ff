import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityTraces, apps } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { expectStaleSavesRefused } from './fixtures-staleSave';

const NOT_SUBSCRIBED = 'Developer portal is not Available to this account . Please Subscribe to  Developer portal to continue';

describe('developerApp service: the developer portal’s apps, services and connectors', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let developer: SignedIn;
  let user: SignedIn;
  let stranger: SignedInOwner;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: SignedIn, payload?: object) =>
    server.app.inject({ method, url: `/app/developerApp${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });

  /** Registers the account's developer app as the console does, then subscribes (as the lead's call would). */
  async function subscribePortal(caller: SignedIn) {
    const registered = await call('POST', '/app', caller, { name: `DeveloperApp_${caller.accountId}`, description: 'Developer App', status: 'ACTIVE' });
    expect(registered.statusCode).toBe(201);
    const subscribed = await call('POST', `/accountAppInstance?userType=OWNER`, caller, {
      accountId: caller.accountId, appId: registered.json().data.id, status: 'ACTIVE', subscriptionTerm: 'ALLTIME',
    });
    expect(subscribed.json().data).toMatchObject({ status: 'ACTIVE', subscriptionTerm: 'ALLTIME' });
    return registered.json().data;
  }

  const newApp = (name: string, extra: object = {}) => ({
    name, description: '<p>Hello</p>', logo: 'https://cdn.example.com/logo.png', logoType: 'URL', accessUrl: 'https://app.example.com',
    mode: 'Production', type: 'app', status: 'ACTIVE', ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Portal Co');
    developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    user = await signedInMember(server, owner.accountId, 'USER');
    stranger = await signedInOwner(server, 'Other Co');
  });
  afterAll(async () => { await server.close(); });

  describe('the developer app (the portal subscription)', () => {
    it('is missing until registered; registering sets §3’s defaults and is idempotent', async () => {
      const check = () => call('GET', `/developerApp?appName=DeveloperApp_${owner.accountId}&accountId=${owner.accountId}`, developer);
      expect((await check()).statusCode).toBe(404);
      const before = await call('POST', '/app', developer, newApp('Too Early'));
      expect(before.statusCode).toBe(403);
      expect(before.json().message).toBe(NOT_SUBSCRIBED);

      const registered = await call('POST', '/app', developer, { name: `DeveloperApp_${owner.accountId}`, description: 'ignored' });
      expect(registered.statusCode).toBe(201);
      expect(registered.json().data).toMatchObject({
        name: `DeveloperApp_${owner.accountId}`, description: 'Developer App', status: 'ACTIVE', type: 'DeveloperApp',
        developerAccountId: owner.accountId, logoType: 'URL', userCreated: developer.user.id, userUpdated: developer.user.id,
      });
      const [adminApp] = await server.database.db.select({ id: apps.id }).from(apps).where(eq(apps.name, 'AdminApp'));
      expect(registered.json().data.parentAppId).toBe(adminApp.id);
      expect(registered.json().data.logo).toMatch(/^https?:\/\//);

      const again = await call('POST', '/app', owner, { name: `DeveloperApp_${owner.accountId}` });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(registered.json().data.id);
      expect((await check()).json()).toEqual({ id: registered.json().data.id, name: `DeveloperApp_${owner.accountId}`, subscribed: false, appInstanceId: null, subscriptionTerm: null });

      await call('POST', '/accountAppInstance?userType=DEVELOPER', developer, {
        accountId: owner.accountId, appId: registered.json().data.id, status: 'ACTIVE', subscriptionTerm: 'ALLTIME',
      });
      expect((await check()).json()).toMatchObject({ subscribed: true, subscriptionTerm: 'ALLTIME' });

      // An ended subscription closes the portal again, until the account subscribes anew.
      const instance = { accountId: owner.accountId, appId: registered.json().data.id, subscriptionTerm: 'ALLTIME' };
      await call('POST', '/accountAppInstance', owner, { ...instance, status: 'INACTIVE' });
      expect((await check()).json()).toMatchObject({ subscribed: false });
      expect((await call('POST', '/app', developer, newApp('While Closed'))).json().message).toBe(NOT_SUBSCRIBED);
      await call('POST', '/accountAppInstance', owner, { ...instance, status: 'ACTIVE' });
      expect((await check()).json()).toMatchObject({ subscribed: true });
    });

    it('answers only about the caller’s own account', async () => {
      const other = await call('GET', `/developerApp?appName=DeveloperApp_${owner.accountId}&accountId=${owner.accountId}`, stranger);
      expect(other.statusCode).toBe(403);
      const named = await call('GET', `/developerApp?appName=DeveloperApp_${owner.accountId}`, stranger);
      expect(named.statusCode).toBe(404);
      expect((await call('POST', '/app', user, { name: `DeveloperApp_${owner.accountId}` })).statusCode).toBe(403);
    });
  });

  describe('registering, listing, reading', () => {
    it('registers an app with a sanitised description and lists it; the developer app stays hidden', async () => {
      const res = await call('POST', '/app', developer, newApp('Route Planner', {
        description: '<h2 style="text-align: center">Plan</h2><p onclick="steal()">routes <strong>fast</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      }));
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('App created successfully');
      const created = res.json().data;
      expect(created.description).toBe('<h2 style="text-align:center">Plan</h2><p>routes <strong>fast</strong></p><a rel="noopener noreferrer">x</a>');
      expect(created).toMatchObject({ published: null, stopNewSubscriptions: false, developerAccountId: owner.accountId, userCreated: developer.user.id });

      const list = await call('GET', `/apps?accountId=${owner.accountId}&page=0&size=10&sortfield=name&sortorder=asc`, developer);
      expect(list.statusCode).toBe(200);
      expect(list.json().content.map((a: { name: string }) => a.name)).toEqual(['Route Planner']);
      expect(list.json().totalElements).toBe(1);

      const one = await call('GET', `/app/${created.id}`, developer);
      expect(one.json()).toMatchObject({ id: created.id, name: 'Route Planner', accessUrl: 'https://app.example.com' });
      const [trace] = await server.database.db.select().from(activityTraces)
        .where(and(eq(activityTraces.accountId, owner.accountId), eq(activityTraces.event, 'create'), eq(activityTraces.type, 'app')));
      expect(trace).toMatchObject({ userId: developer.user.id, message: 'App Route Planner created', messageKey: 'app.created' });
    });

    it('lists by type, searches, sorts and pages', async () => {
      for (const name of ['Alpha Svc', 'beta Svc', 'Gamma Svc']) {
        expect((await call('POST', '/app', owner, newApp(name, { type: 'service' }))).statusCode).toBe(201);
      }
      await call('POST', '/app', owner, newApp('Webhook Connector', { type: 'connector' }));
      const services = await call('GET', '/apps?type=service&sortfield=name&sortorder=desc&page=0&size=2', owner);
      expect(services.json().content.map((a: { name: string }) => a.name)).toEqual(['Gamma Svc', 'beta Svc']);
      expect(services.json().totalElements).toBe(3);
      const page2 = await call('GET', '/apps?type=service&sortfield=name&sortorder=desc&page=1&size=2', owner);
      expect(page2.json().content.map((a: { name: string }) => a.name)).toEqual(['Alpha Svc']);
      const search = await call('GET', '/apps?type=service&query=BETA', owner);
      expect(search.json().content.map((a: { name: string }) => a.name)).toEqual(['beta Svc']);
      const connectors = await call('GET', '/apps?type=connector', owner);
      expect(connectors.json().totalElements).toBe(1);
      // The other account sees none of them.
      expect((await call('GET', '/apps?type=service', stranger)).json()).toEqual({ content: [], totalElements: 0 });
    });

    it('refuses bad input with a clear message', async () => {
      const cases: [object, number, string][] = [
        [newApp(''), 400, 'App name is required'],
        [newApp('x'.repeat(250)), 400, 'App name must be less than 250 characters'],
        [newApp('Route Planner'), 409, 'An app with this name already exists'],
        [newApp('route planner'), 409, 'An app with this name already exists'],
        [newApp('AdminApp'), 400, 'This app name is reserved'],
        [newApp('DeveloperApp_999'), 400, 'This app name is reserved'],
        [newApp('Bad Url', { accessUrl: 'javascript:alert(1)' }), 400, 'Please enter a valid access URL'],
        [newApp('Bad Logo', { logo: 'javascript:alert(1)' }), 400, 'Please enter a valid logo URL'],
        [newApp('Bad Type', { type: 'virus' }), 400, 'type must be one of app, service, connector, module, addModule'],
        [newApp('Bad Logo Type', { logoType: 'GIF' }), 400, 'Invalid body'],
      ];
      for (const [body, status, message] of cases) {
        const res = await call('POST', '/app', owner, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(res.json().message).toContain(message);
      }
      expect((await call('GET', '/apps?sortfield=password', owner)).statusCode).toBe(400);
      expect((await call('GET', '/apps?size=1000', owner)).statusCode).toBe(400);
      expect((await call('GET', '/app/abc', owner)).statusCode).toBe(400);
    });

    it('lists an app’s modules by parentAppId, registers them under their own parent only', async () => {
      const parent = (await call('POST', '/app', owner, newApp('Modular'))).json().data;
      const mod = await call('POST', '/app', developer, newApp('Modular Reports', { type: 'addModule', parentAppId: parent.id }));
      expect(mod.statusCode).toBe(201);
      const modules = await call('GET', `/apps?parentAppId=${parent.id}`, developer);
      expect(modules.json().content.map((a: { name: string }) => a.name)).toEqual(['Modular Reports']);
      // The module is not one of the account's apps.
      const appsList = (await call('GET', '/apps?type=app&size=100', developer)).json().content.map((a: { name: string }) => a.name);
      expect(appsList).not.toContain('Modular Reports');
      const noParent = await call('POST', '/app', developer, newApp('Orphan', { type: 'module' }));
      expect(noParent.statusCode).toBe(400);
      const notModule = await call('POST', '/app', developer, newApp('Adopted', { parentAppId: parent.id }));
      expect(notModule.statusCode).toBe(400);
      expect(notModule.json().message).toBe('Only modules (type module or addModule) have a parent app');
      await subscribePortal(stranger);
      const foreign = await call('POST', '/app', stranger, newApp('Hijack', { type: 'module', parentAppId: parent.id }));
      expect(foreign.statusCode).toBe(404);
      // Deleting the parent deletes its modules.
      expect((await call('DELETE', `/app/${parent.id}`, owner)).statusCode).toBe(200);
      expect((await call('GET', `/app/${mod.json().data.id}`, owner)).statusCode).toBe(404);
    });
  });

  describe('who may do what', () => {
    it('asks for the view, add, update and delete flags', async () => {
      // A plain user holds none of the portal flags.
      expect((await call('GET', '/apps', user)).statusCode).toBe(403);
      expect((await call('GET', '/apps?type=connector', user)).statusCode).toBe(403);
      expect((await call('POST', '/app', user, newApp('User App'))).statusCode).toBe(403);
      const target = (await call('GET', '/apps?query=Route', owner)).json().content[0];
      expect((await call('PUT', `/app/${target.id}`, user, { published: 'PUBLISHED' })).statusCode).toBe(403);
      expect((await call('PUT', `/app/${target.id}`, user, { stopNewSubscriptions: true })).statusCode).toBe(403);
      expect((await call('DELETE', `/app/${target.id}`, user)).statusCode).toBe(403);
      expect((await call('GET', `/app/${target.id}`, developer)).statusCode).toBe(200);
    });

    it('answers 404 for another account’s app, readable only once published', async () => {
      const target = (await call('GET', '/apps?query=Route', owner)).json().content[0];
      expect((await call('GET', `/app/${target.id}`, stranger)).statusCode).toBe(404);
      expect((await call('PUT', `/app/${target.id}`, stranger, { name: 'Stolen' })).statusCode).toBe(404);
      expect((await call('PUT', `/app/${target.id}`, stranger, { stopNewSubscriptions: true })).statusCode).toBe(404);
      expect((await call('DELETE', `/app/${target.id}`, stranger)).statusCode).toBe(404);
      expect((await call('PUT', '/app/999999', owner, { name: 'Nothing' })).statusCode).toBe(404);
      await call('PUT', `/app/${target.id}`, owner, { published: 'PUBLISHED' });
      expect((await call('GET', `/app/${target.id}`, stranger)).json().name).toBe('Route Planner');
      await call('PUT', `/app/${target.id}`, owner, { published: 'UNPUBLISHED' });
    });

    it('keeps AdminApp out of every account’s hands', async () => {
      const [adminApp] = await server.database.db.select({ id: apps.id }).from(apps).where(eq(apps.name, 'AdminApp'));
      const del = await call('DELETE', `/app/${adminApp.id}`, owner);
      expect(del.statusCode).toBe(403);
      expect(del.json().message).toBe('AdminApp cannot be deleted');
      expect((await call('PUT', `/app/${adminApp.id}`, owner, { name: 'Mine' })).statusCode).toBe(403);
      expect((await server.database.db.select().from(apps).where(eq(apps.id, adminApp.id)))[0].name).toBe('AdminApp');
    });
  });

  describe('updating', () => {
    it('publishes and unpublishes, with the spec’s messages and a trace each', async () => {
      const target = (await call('GET', '/apps?query=Route', developer)).json().content[0];
      const published = await call('PUT', `/app/${target.id}`, developer, { published: 'PUBLISHED' });
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({ message: 'App published successfully', data: { published: 'PUBLISHED', userUpdated: developer.user.id } });
      const unpublished = await call('PUT', `/app/${target.id}`, developer, { ...published.json().data, published: 'UNPUBLISHED' });
      expect(unpublished.json()).toMatchObject({ message: 'App unpublished successfully', data: { published: 'UNPUBLISHED' } });
      const events = (await server.database.db.select({ event: activityTraces.event }).from(activityTraces)
        .where(eq(activityTraces.accountId, owner.accountId))).map((t) => t.event);
      expect(events).toEqual(expect.arrayContaining(['publish', 'unpublish']));
    });

    it('publishes an app only with what a subscriber needs to open it: its access URL and mode', async () => {
      const bare = await call('POST', '/app', developer, newApp('Half Done', { accessUrl: null, mode: null }));
      expect(bare.statusCode, bare.body).toBe(201);
      const id = bare.json().data.id as number;
      const refused = await call('PUT', `/app/${id}`, developer, { published: 'PUBLISHED' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'An app needs its Access Url before it is published', data: { field: 'accessUrl' } });
      await call('PUT', `/app/${id}`, developer, { accessUrl: 'https://half.example.com' });
      expect((await call('PUT', `/app/${id}`, developer, { published: 'PUBLISHED' })).json())
        .toMatchObject({ message: 'An app needs its mode before it is published', data: { field: 'mode' } });
      expect((await call('PUT', `/app/${id}`, developer, { mode: 'Test', published: 'PUBLISHED' })).statusCode).toBe(200);
      // Once published, it cannot lose them; created published, it must have them.
      expect((await call('PUT', `/app/${id}`, developer, { accessUrl: null })).statusCode).toBe(400);
      expect((await call('POST', '/app', developer, newApp('Born Bare', { mode: null, published: 'PUBLISHED' }))).statusCode).toBe(400);
      // A service is not opened, so it needs neither.
      expect((await call('POST', '/app', developer, newApp('Bare Service', { type: 'service', accessUrl: null, mode: null, published: 'PUBLISHED' }))).statusCode).toBe(201);
    });

    it('stops and re-enables new subscriptions', async () => {
      const target = (await call('GET', '/apps?query=Route', developer)).json().content[0];
      const stopped = await call('PUT', `/app/${target.id}`, developer, { stopNewSubscriptions: true });
      expect(stopped.json()).toMatchObject({ message: 'New subscriptions stopped successfully', data: { stopNewSubscriptions: true } });
      const enabled = await call('PUT', `/app/${target.id}`, developer, { stopNewSubscriptions: false });
      expect(enabled.json()).toMatchObject({ message: 'New subscriptions enabled successfully', data: { stopNewSubscriptions: false } });
    });

    it('edits fields, keeps names unique and refuses bad values', async () => {
      const target = (await call('GET', '/apps?query=Route', developer)).json().content[0];
      const edited = await call('PUT', `/app/${target.id}`, developer, {
        ...target, name: 'Route Planner Pro', description: '<p>Better <img src="x" onerror="alert(1)"></p>', logoType: 'FONTAWESOME', logo: 'fa-route',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ message: 'App updated successfully', data: { name: 'Route Planner Pro', logoType: 'FONTAWESOME', logo: 'fa-route' } });
      expect(edited.json().data.description).toBe('<p>Better <img src="x" /></p>');
      expect((await call('PUT', `/app/${target.id}`, developer, { name: 'Alpha Svc' })).statusCode).toBe(409);
      expect((await call('PUT', `/app/${target.id}`, developer, { name: 'y'.repeat(250) })).statusCode).toBe(400);
      expect((await call('PUT', `/app/${target.id}`, developer, { logoType: 'FONTAWESOME', logo: '<script>' })).statusCode).toBe(400);
      expect((await call('PUT', `/app/${target.id}`, developer, { status: 'MAYBE' })).statusCode).toBe(400);
    });

    it('refuses a save made from an older version (If-Match: its updatedAt), with the app as it now is', async () => {
      const target = (await call('GET', '/apps?query=Route', developer)).json().content[0];
      await expectStaleSavesRefused((version, n) => server.app.inject({
        method: 'PUT', url: `/app/developerApp/app/${target.id}`, payload: { accessUrl: `https://route${n}.example.com` },
        headers: { ...developer.headers, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
      }), target.updatedAt, (record) => record.updatedAt as string, 'This app');
    });

    it('never changes the developer app through the portal', async () => {
      const [devApp] = await server.database.db.select({ id: apps.id }).from(apps).where(eq(apps.name, `DeveloperApp_${owner.accountId}`));
      expect((await call('PUT', `/app/${devApp.id}`, owner, { name: 'Renamed' })).statusCode).toBe(403);
      expect((await call('DELETE', `/app/${devApp.id}`, owner)).statusCode).toBe(403);
    });
  });

  describe('deleting', () => {
    it('deletes the account’s own app with delete_app', async () => {
      const created = (await call('POST', '/app', developer, newApp('Short Lived'))).json().data;
      const res = await call('DELETE', `/app/${created.id}`, developer);
      expect(res.json()).toEqual({ message: 'App deleted successfully' });
      expect((await call('GET', `/app/${created.id}`, developer)).statusCode).toBe(404);
      expect((await call('DELETE', `/app/${created.id}`, developer)).statusCode).toBe(404);
    });
  });
});
