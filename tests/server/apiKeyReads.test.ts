// What a subscribed app's server reads with an API key of its app instance (docs/api.md): the app's
// UI texts with the instance's own over them, and the parameters in force for the subscribing
// account; a revoked key, a made-up one or none at all is refused, and another account's values stay
// out of sight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstances, apps } from '../../server/src/db/schema';
import { uiProperties } from '../../server/src/domains/uiTexts/api';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';

const TEXTS = '/app/developerApp/properties/instance-ui-texts';
const PARAMETERS = '/app/parameter/instance-parameters';

describe('reads with an API key of an app instance', () => {
  let server: TestServer;
  let buyer: SignedInOwner;
  let other: SignedInOwner;
  let key: string;
  let keyId: number;
  let instanceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    const maker = await signedInOwner(server, 'Text Maker');
    buyer = await signedInOwner(server, 'Text Buyer');
    other = await signedInOwner(server, 'Text Bystander');
    const [app] = await db.insert(apps).values({ name: 'Greeter', type: 'app', published: 'PUBLISHED', developerAccountId: maker.accountId }).returning();
    const [instance] = await db.insert(appInstances).values({
      accountId: buyer.accountId, appId: app.id, status: 'ACTIVE', uiPropertyValues: JSON.stringify({ farewell: { fr: 'Salut' } }),
    }).returning();
    await db.insert(uiProperties).values([
      { appId: app.id, propertyName: 'greeting', defaultValue: 'Hello', locale: { en: 'Hello', fr: 'Bonjour' } },
      { appId: app.id, propertyName: 'farewell', defaultValue: 'Goodbye', locale: { en: 'Goodbye', fr: 'Au revoir' } },
      { appId: app.id, propertyName: 'retired', defaultValue: 'Old', locale: {}, status: 'INACTIVE' },
    ]);
    // Each account's own value, set as its owner sets it (the parameters package's route).
    for (const [owner, parameterValue] of [[buyer, 'warm'], [other, 'cold']] as const) {
      const set = await server.app.inject({
        method: 'POST', url: '/app/parameter/appParameter', headers: owner.headers, payload: { parameterName: 'greetingStyle', parameterValue },
      });
      expect(set.statusCode, set.body).toBe(201);
    }
    instanceId = instance.id;
    const made = await server.app.inject({
      method: 'POST', url: '/app/developerApp/app-instance-api-key', headers: buyer.headers, payload: { appInstanceId: instance.id, name: 'Greeter server' },
    });
    expect(made.statusCode, made.body).toBe(201);
    ({ key, data: { id: keyId } } = made.json() as { key: string; data: { id: number } });
  });
  afterAll(async () => { await server?.close(); });

  const get = (url: string, apiKey?: string) => server.app.inject({ method: 'GET', url, headers: apiKey === undefined ? {} : { 'x-api-key': apiKey } });

  it("answers the app's active texts in every locale, the instance's own over the app's", async () => {
    const res = await get(TEXTS, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalElements: 2,
      content: [
        { propertyName: 'farewell', defaultValue: 'Goodbye', locale: { en: 'Goodbye', fr: 'Salut' } },
        { propertyName: 'greeting', defaultValue: 'Hello', locale: { en: 'Hello', fr: 'Bonjour' } },
      ],
    });
  });

  it("answers the key's account's parameters in force, paged, and never another account's", async () => {
    const res = await get(`${PARAMETERS}?query=greetingStyle&page=0&size=10`, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 1, content: [{ parameterName: 'greetingStyle', parameterValue: 'warm', source: 'account' }] });
    expect(res.body).not.toContain('cold');
  });

  it("counts the reads as the key's uses, which its list shows", async () => {
    const list = await server.app.inject({ method: 'GET', url: `/app/developerApp/app-instance-api-keys?appInstanceId=${instanceId}`, headers: buyer.headers });
    expect(list.statusCode, list.body).toBe(200);
    const [row] = (list.json() as { content: { useCount: number; lastUsedAt: string | null }[] }).content;
    expect(row.useCount).toBe(2);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('refuses no key, a made-up key and a revoked key with the shared error body', async () => {
    expect((await get(TEXTS)).statusCode).toBe(400);
    const madeUp = await get(PARAMETERS, `${key.slice(0, -7)}${key.at(-7) === 'a' ? 'b' : 'a'}${key.slice(-6)}`);
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json()).toEqual({ status: 401, error: 'invalid_key', message: 'The API key is invalid, revoked or expired' });
    const revoked = await server.app.inject({
      method: 'PUT', url: `/app/developerApp/app-instance-api-key/${keyId}`, headers: buyer.headers, payload: { status: 'REVOKED' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    for (const url of [TEXTS, PARAMETERS]) {
      const res = await get(url, key);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ error: 'invalid_key' });
    }
  });
});

describe('the limit of one API key on the reads', () => {
  it('answers 429 with Retry-After and the shared error body past the limit, counting each key apart', async () => {
    const server = await startTestServer({ apiKeyVerifyRateLimit: 2 });
    try {
      const owner = await signedInOwner(server, 'Limited Buyer');
      const db = server.database.db;
      const [app] = await db.insert(apps).values({ name: 'Limited', type: 'app', published: 'PUBLISHED', developerAccountId: owner.accountId }).returning();
      const [instance] = await db.insert(appInstances).values({ accountId: owner.accountId, appId: app.id, status: 'ACTIVE' }).returning();
      const keyOf = async (name: string) => {
        const made = await server.app.inject({
          method: 'POST', url: '/app/developerApp/app-instance-api-key', headers: owner.headers, payload: { appInstanceId: instance.id, name },
        });
        return (made.json() as { key: string }).key;
      };
      const [first, second] = [await keyOf('first'), await keyOf('second')];
      const read = (key: string) => server.app.inject({ method: 'GET', url: TEXTS, headers: { 'x-api-key': key } });
      expect((await read(first)).statusCode).toBe(200);
      expect((await read(first)).statusCode).toBe(200);
      const over = await read(first);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
      expect((await read(second)).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
