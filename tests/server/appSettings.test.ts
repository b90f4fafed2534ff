import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appInstances, apps } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

const schema = {
  type: 'object',
  required: ['region'],
  properties: {
    region: { type: 'string', enum: ['EU', 'US'], title: 'Region' },
    seats: { type: 'integer', minimum: 1, maximum: 500, title: 'Seats' },
    contact: { type: 'string', format: 'email' },
  },
};

describe('developerApp service: settings forms', () => {
  let server: TestServer;
  let maker: SignedInOwner;
  let makerUser: SignedIn;
  let buyer: SignedInOwner;
  let buyerUser: SignedIn;
  let appId: number;
  let instanceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    maker = await signedInOwner(server, 'Form Maker');
    makerUser = await signedInMember(server, maker.accountId, 'USER');
    buyer = await signedInOwner(server, 'Form Buyer');
    buyerUser = await signedInMember(server, buyer.accountId, 'USER');
    const db = server.database.db;
    [{ id: appId }] = await db.insert(apps).values({ name: 'Configurable', type: 'app', published: 'PUBLISHED', developerAccountId: maker.accountId }).returning();
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: buyer.accountId, appId, status: 'ACTIVE' }).returning();
  });
  afterAll(async () => { await server.close(); });

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers, payload });
  const appSettings = (id = appId) => `/app/developerApp/app/settings/${id}`;
  const instanceSettings = (id = instanceId) => `/app/developerApp/accountAppInstance/settings/${id}`;

  describe('PUT /app/developerApp/app/settings/{id}', () => {
    it('saves the form configuration for the developer account and reads it back', async () => {
      const res = await call('PUT', appSettings(), maker.headers, { settingsSchema: schema, settingsDefaultValues: { region: 'EU', seats: 5 }, userUpdated: maker.user.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Form configuration updated successfully');
      const read = await call('GET', appSettings(), maker.headers);
      expect(read.json()).toMatchObject({ id: appId, settingsSchema: schema, settingsDefaultValues: { region: 'EU', seats: 5 } });
      const [row] = await server.database.db.select().from(apps).where(eq(apps.id, appId));
      expect(row.userUpdated).toBe(maker.user.id);
    });

    it('refuses a schema ajv cannot compile and defaults that do not fit', async () => {
      const notASchema = await call('PUT', appSettings(), maker.headers, { settingsSchema: { type: 'thing' } });
      expect(notASchema.statusCode).toBe(400);
      expect(notASchema.json().message).toMatch(/settingsSchema is not a valid JSON Schema/);
      const danglingRef = await call('PUT', appSettings(), maker.headers, { settingsSchema: { $ref: '#/definitions/missing' } });
      expect(danglingRef.statusCode).toBe(400);
      expect(danglingRef.json().message).toMatch(/cannot be compiled/);
      const badDefaults = await call('PUT', appSettings(), maker.headers, { settingsSchema: schema, settingsDefaultValues: { region: 'Mars' } });
      expect(badDefaults.statusCode).toBe(400);
      expect(badDefaults.json().message).toMatch(/settingsDefaultValues do not match.*\/region must be equal to one of the allowed values/);
      expect((await call('PUT', appSettings(), maker.headers, { settingsSchema: 'nope' })).statusCode).toBe(400);
      expect((await call('PUT', appSettings(), maker.headers, {})).statusCode).toBe(400);
      // The same $id twice is fine: compiled schemas do not linger.
      const withId = { ...schema, $id: 'https://forms.example/configurable' };
      expect((await call('PUT', appSettings(), maker.headers, { settingsSchema: withId })).statusCode).toBe(200);
      expect((await call('PUT', appSettings(), maker.headers, { settingsSchema: schema, settingsDefaultValues: { region: 'EU', seats: 5 } })).statusCode).toBe(200);
    });

    it('is 404 for another account’s app and 403 without update_app', async () => {
      expect((await call('PUT', appSettings(), buyer.headers, { settingsSchema: schema })).statusCode).toBe(404);
      expect((await call('GET', appSettings(), buyer.headers)).statusCode).toBe(404);
      expect((await call('PUT', appSettings(), makerUser.headers, { settingsSchema: schema })).statusCode).toBe(403);
    });
  });

  describe('GET and PUT /app/developerApp/accountAppInstance/settings/{appInstanceId}', () => {
    it('reads the form with no values yet, saves values and custom settings, and reads them back', async () => {
      const first = await call('GET', instanceSettings(), buyerUser.headers);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ appInstanceId: instanceId, appId, appName: 'Configurable', settingsSchema: schema, settingsValues: null, customSettings: null });
      const saved = await call('PUT', instanceSettings(), buyer.headers, { settingsValues: { region: 'US', seats: 12, contact: 'ops@buyer.example' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.settingsValues).toEqual({ region: 'US', seats: 12, contact: 'ops@buyer.example' });
      // The fields keep the schema's order and the values the order they were given in (jsonb sorts keys).
      expect(Object.keys(first.json().settingsSchema.properties)).toEqual(Object.keys(schema.properties));
      expect(Object.keys((await call('GET', instanceSettings(), buyerUser.headers)).json().settingsValues)).toEqual(['region', 'seats', 'contact']);
      expect((await call('PUT', instanceSettings(), buyer.headers, { customSettings: { theme: 'dark' } })).statusCode).toBe(200);
      expect((await call('GET', instanceSettings(), buyer.headers)).json()).toMatchObject({
        settingsValues: { region: 'US', seats: 12, contact: 'ops@buyer.example' }, customSettings: { theme: 'dark' },
      });
    });

    it('validates settingsValues against the app’s schema', async () => {
      const res = await call('PUT', instanceSettings(), buyer.headers, { settingsValues: { region: 'US', seats: 0, contact: 'not-an-email' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/settingsValues do not match/);
      expect(res.json().data).toEqual(expect.arrayContaining([
        expect.objectContaining({ path: '/seats' }), expect.objectContaining({ path: '/contact' }),
      ]));
      expect((await call('PUT', instanceSettings(), buyer.headers, { settingsValues: { seats: 3 } })).statusCode).toBe(400);
      expect((await call('PUT', instanceSettings(), buyer.headers, {})).statusCode).toBe(400);
      const huge = await call('PUT', instanceSettings(), buyer.headers, { customSettings: { blob: 'x'.repeat(100_001) } });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().message).toMatch(/customSettings is larger than 100000 characters/);
      expect((await call('PUT', instanceSettings(), buyer.headers, { settingsValues: [1, 2] })).statusCode).toBe(400);
      expect((await call('GET', instanceSettings(), buyer.headers)).json().settingsValues.seats).toBe(12);
    });

    it('is 404 for another account’s instance and 403 without the flags', async () => {
      expect((await call('GET', instanceSettings(), maker.headers)).statusCode).toBe(404);
      expect((await call('PUT', instanceSettings(), maker.headers, { customSettings: {} })).statusCode).toBe(404);
      expect((await call('PUT', instanceSettings(), buyerUser.headers, { customSettings: {} })).statusCode).toBe(403);
      expect((await call('GET', instanceSettings(0), buyer.headers)).statusCode).toBe(400);
    });
  });
});
