// API keys of an app instance (developer-portal.md §7 "API keys"; issue 12): generated with the key
// shown once, stored as a hash, recognisable and checksummed; listed, renamed, rolled with a grace
// period, revoked, expired, deleted; verified by the subscribed app; another account's are not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityTraces, appInstances, apps } from '../../server/src/db/schema';
import { apiKeys } from '../../server/src/domains/apiKeys/tables';
import { keyChecksum, parseKey } from '../../contract/apiKeysRules';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

const BASE = '/app/developerApp';

describe('API keys', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let stranger: SignedInOwner;
  let member: SignedIn;
  let instanceId: number;
  let foreignInstanceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    owner = await signedInOwner(server, 'Keyholder Ltd');
    stranger = await signedInOwner(server, 'Other Keyholder Ltd');
    member = await signedInMember(server, owner.accountId, 'USER');
    const [app] = await db.insert(apps).values({ name: 'Keyed App', type: 'app', published: 'PUBLISHED', developerAccountId: stranger.accountId }).returning();
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: owner.accountId, appId: app.id, status: 'ACTIVE', environment: 'Production' }).returning();
    [{ id: foreignInstanceId }] = await db.insert(appInstances).values({ accountId: stranger.accountId, appId: app.id, status: 'ACTIVE', environment: 'Test' }).returning();
  });
  afterAll(async () => { await server?.close(); });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `${BASE}${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });
  const verify = (key: string) => server.app.inject({ method: 'POST', url: `${BASE}/api-keys/verify`, payload: { key } });
  const generate = async (caller: SignedIn, body: object) => {
    const res = await call(caller, 'POST', '/app-instance-api-key', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { message: string; key: string; data: { id: number; prefix: string } };
  };

  it('generates a key shown once: recognisable, checksummed, stored only as a hash', async () => {
    const made = await generate(owner, { appInstanceId: instanceId, name: 'Billing server', scopes: ['orders:read'] });
    expect(made.message).toBe('API Key Generated successfully');
    expect(made.key).toMatch(/^pk_live_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);
    expect(made.key.startsWith(made.data.prefix)).toBe(true);
    expect(parseKey(made.key)).toEqual({ environment: 'live', lookupId: made.data.prefix.slice(8) });
    // One character changed: the checksum tells it is not a key, offline.
    const altered = `${made.key.slice(0, 30)}${made.key[30] === 'a' ? 'b' : 'a'}${made.key.slice(31)}`;
    expect(parseKey(altered)).toBeUndefined();
    expect(keyChecksum(made.key.slice(0, -6))).toBe(made.key.slice(-6));
    const [stored] = await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.data.id));
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(21, 53));
    // Never again: not in the list, not in the traces.
    const list = await call(owner, 'GET', `/app-instance-api-keys?appInstanceId=${instanceId}`);
    expect(list.json()).toMatchObject({ totalElements: 1, content: [{ name: 'Billing server', status: 'ACTIVE', scopes: ['orders:read'], useCount: 0 }] });
    expect(list.body).not.toContain(made.key.slice(21));
    expect(JSON.stringify(await server.database.db.select().from(activityTraces))).not.toContain(made.key.slice(21));

    const checked = await verify(made.key);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      valid: true, keyId: made.data.id, name: 'Billing server', accountId: owner.accountId, appId: expect.any(Number), appInstanceId: instanceId,
      environment: 'live', scopes: ['orders:read'], expiresAt: null,
    });
    await verify(made.key);
    const used = (await call(owner, 'GET', `/app-instance-api-keys?appInstanceId=${instanceId}`)).json().content[0];
    expect(used.useCount).toBe(2);
    expect(Date.now() - Date.parse(used.lastUsedAt)).toBeLessThan(60_000);
    expect((await verify(altered)).statusCode).toBe(401);
    expect((await verify('not a key')).json()).toMatchObject({ message: 'The API key is invalid, revoked or expired' });
  });

  it('rolls a key: the new secret works at once, the old one until its grace ends, then never', async () => {
    const made = await generate(owner, { appInstanceId: instanceId, name: 'Rolled' });
    const rolled = await call(owner, 'POST', `/app-instance-api-key/${made.data.id}/roll`, { graceHours: 1 });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const { key: next, message, data } = rolled.json();
    expect(message).toBe('API key of Keyed App rolled successfully');
    expect(next).not.toBe(made.key);
    expect(data.prefix).toBe(made.data.prefix); // the same key, a new secret
    expect((await verify(next)).statusCode).toBe(200);
    expect((await verify(made.key)).statusCode).toBe(200); // in its grace
    // An hour later: the grace is over.
    await server.database.db.update(apiKeys).set({ previousValidUntil: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, made.data.id));
    expect((await verify(made.key)).statusCode).toBe(401);
    expect((await verify(next)).statusCode).toBe(200);
    // No grace: the old secret stops at once.
    const again = (await call(owner, 'POST', `/app-instance-api-key/${made.data.id}/roll`, { graceHours: 0 })).json();
    expect((await verify(next)).statusCode).toBe(401);
    expect((await verify(again.key)).statusCode).toBe(200);
  });

  it('renames, revokes for good, expires and deletes keys', async () => {
    const made = await generate(owner, { appInstanceId: instanceId, name: 'Temporary', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    const renamed = await call(owner, 'PUT', `/app-instance-api-key/${made.data.id}`, { name: 'Nightly export' });
    expect(renamed.json()).toMatchObject({ message: 'API key of Keyed App updated successfully', data: { name: 'Nightly export' } });
    expect((await verify(made.key)).json().expiresAt).not.toBeNull();
    await server.database.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, made.data.id));
    expect((await verify(made.key)).statusCode).toBe(401);
    expect((await call(owner, 'GET', `/app-instance-api-keys?appInstanceId=${instanceId}&query=nightly`)).json().content[0].status).toBe('EXPIRED');

    const revokedKey = await generate(owner, { appInstanceId: instanceId, name: 'Leaked' });
    const revoked = await call(owner, 'PUT', `/app-instance-api-key/${revokedKey.data.id}`, { status: 'REVOKED' });
    expect(revoked.json()).toMatchObject({ message: 'API key of Keyed App revoked successfully', data: { status: 'REVOKED' } });
    expect((await verify(revokedKey.key)).statusCode).toBe(401);
    expect((await call(owner, 'POST', `/app-instance-api-key/${revokedKey.data.id}/roll`, {})).statusCode).toBe(400);

    expect((await call(owner, 'DELETE', `/app-instance-api-key/${revokedKey.data.id}`)).json()).toEqual({ message: 'API key of Keyed App deleted successfully' });
    expect((await call(owner, 'POST', '/app-instance-api-key', { appInstanceId: instanceId, name: ' ' })).json()).toMatchObject({ message: 'Key name is required', data: { field: 'name' } });
    expect((await call(owner, 'POST', '/app-instance-api-key', { appInstanceId: instanceId, name: 'Past', expiresAt: '2020-01-01T00:00:00Z' })).statusCode).toBe(400);
    const sorted = await call(owner, 'GET', `/app-instance-api-keys?appInstanceId=${instanceId}&sort=name,asc&page=0&size=2`);
    expect(sorted.json().content.map((k: { name: string }) => k.name)).toEqual(['Billing server', 'Nightly export']);
  });

  it('answers the keys one person generated for an instance (GET app-instance-api-key?userId&appInstanceId)', async () => {
    const colleague = await signedInMember(server, owner.accountId, 'OWNER');
    const theirs = await generate(colleague, { appInstanceId: instanceId, name: 'Colleague key' });
    const ofOwner = await call(owner, 'GET', `/app-instance-api-key?userId=${owner.user.id}&appInstanceId=${instanceId}`);
    expect(ofOwner.statusCode, ofOwner.body).toBe(200);
    const names = ofOwner.json().appInstanceApiKey.map((k: { name: string }) => k.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('Colleague key');
    expect(ofOwner.json().appInstanceApiKey[0]).toMatchObject({ appInstanceId: instanceId, appName: 'Keyed App' });
    expect(ofOwner.json().appInstanceApiKey[0]).not.toHaveProperty('secretHash');
    const ofColleague = (await call(owner, 'GET', `/app-instance-api-key?userId=${colleague.user.id}&appInstanceId=${instanceId}`)).json();
    expect(ofColleague).toEqual({ appInstanceApiKey: [expect.objectContaining({ id: theirs.data.id, name: 'Colleague key', status: 'ACTIVE', prefix: theirs.data.prefix })] });
    expect(JSON.stringify(ofColleague)).not.toContain(theirs.key.slice(21));
    // Another account's instance is a missing one, whoever is named; a member without the flag is refused; input is checked.
    expect((await call(stranger, 'GET', `/app-instance-api-key?userId=${owner.user.id}&appInstanceId=${instanceId}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/app-instance-api-key?userId=${stranger.user.id}&appInstanceId=${foreignInstanceId}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/app-instance-api-key?userId=${stranger.user.id}&appInstanceId=${instanceId}`)).json()).toEqual({ appInstanceApiKey: [] });
    expect((await call(member, 'GET', `/app-instance-api-key?userId=${member.user.id}&appInstanceId=${instanceId}`)).statusCode).toBe(403);
    expect((await call(owner, 'GET', `/app-instance-api-key?appInstanceId=${instanceId}`)).statusCode).toBe(400);
    expect((await call(owner, 'GET', `/app-instance-api-key?userId=x&appInstanceId=${instanceId}`)).statusCode).toBe(400);
  });

  it('keeps keys to the subscribing account, with manage_api_keys', async () => {
    const mine = await generate(owner, { appInstanceId: instanceId, name: 'Mine' });
    expect((await call(stranger, 'GET', `/app-instance-api-keys?appInstanceId=${instanceId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/app-instance-api-key', { appInstanceId: instanceId, name: 'Theirs' })).statusCode).toBe(404);
    for (const [method, url, body] of [['PUT', `/app-instance-api-key/${mine.data.id}`, { name: 'Stolen' }], ['DELETE', `/app-instance-api-key/${mine.data.id}`, undefined],
      ['POST', `/app-instance-api-key/${mine.data.id}/roll`, {}]] as const) {
      expect((await call(stranger, method, url, body)).statusCode).toBe(404);
    }
    expect((await call(member, 'GET', `/app-instance-api-keys?appInstanceId=${instanceId}`)).statusCode).toBe(403);
    // A key of a test instance says so, and answers for its own instance only.
    const theirs = await generate(stranger, { appInstanceId: foreignInstanceId, name: 'Sandbox' });
    expect(theirs.key.startsWith('pk_test_')).toBe(true);
    expect((await verify(theirs.key)).json()).toMatchObject({ accountId: stranger.accountId, appInstanceId: foreignInstanceId, environment: 'test' });
  });
});

describe('API key verification is limited per key', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ apiKeyVerifyRateLimit: 3 }); });
  afterAll(async () => { await server?.close(); });

  it('answers 429 past a key\'s limit, while another key goes on', async () => {
    const owner = await signedInOwner(server, 'Busy Keys Ltd');
    const [app] = await server.database.db.insert(apps).values({ name: 'Busy App', type: 'app', developerAccountId: owner.accountId }).returning();
    const [instance] = await server.database.db.insert(appInstances).values({ accountId: owner.accountId, appId: app.id, status: 'ACTIVE' }).returning();
    const make = async (name: string) => (await server.app.inject({
      method: 'POST', url: `${BASE}/app-instance-api-key`, headers: owner.headers, payload: { appInstanceId: instance.id, name },
    })).json().key as string;
    const [busy, quiet] = [await make('Busy'), await make('Quiet')];
    const verify = (key: string) => server.app.inject({ method: 'POST', url: `${BASE}/api-keys/verify`, payload: { key } });
    for (let i = 0; i < 3; i++) expect((await verify(busy)).statusCode).toBe(200);
    expect((await verify(busy)).statusCode).toBe(429);
    expect((await verify(quiet)).statusCode).toBe(200);
  });
});
