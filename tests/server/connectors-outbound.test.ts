// The outbound rules of connector calls (issue 13 item 5): only public addresses unless listed in
// CONNECTOR_ALLOWED_HOSTS, every resolved address checked, redirects re-checked, credentials kept to
// their origin, time-out and size bounded. Calls go to a local server the test starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/src/db/schema';
import { AllowedHosts, blockedReason, checkAddresses, PolicyError } from '../../server/src/security/addressPolicy';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';
import { startTarget, type Target } from './connectorTarget';

describe('connector address policy', () => {
  it('refuses loopback, private, link-local, metadata, unique-local and IPv4-in-IPv6 forms', () => {
    for (const address of [
      '127.0.0.1', '127.1.2.3', '10.0.0.1', '10.255.255.255', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '::1', '::', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1', 'fd00::1', 'fd00:ec2::254', 'fe80::1',
      '64:ff9b::a00:1', '2002:7f00:1::1', '224.0.0.1', '255.255.255.255',
    ]) expect(blockedReason(address), address).toBeDefined();
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111']) expect(blockedReason(address), address).toBeUndefined();
  });

  it('checks every address a name resolves to, and lets an administrator allow names, addresses and ranges', () => {
    const none = new AllowedHosts([], 'CONNECTOR_ALLOWED_HOSTS');
    expect(() => checkAddresses('mixed.example', ['93.184.215.14', '10.0.0.5'], none)).toThrow(PolicyError);
    expect(() => checkAddresses('public.example', ['93.184.215.14'], none)).not.toThrow();
    const allowed = new AllowedHosts(['intranet.local', '10.1.0.0/16', '192.168.7.7'], 'CONNECTOR_ALLOWED_HOSTS');
    expect(() => checkAddresses('intranet.local', ['10.9.9.9'], allowed)).not.toThrow();
    expect(() => checkAddresses('api.corp', ['10.1.2.3'], allowed)).not.toThrow();
    expect(() => checkAddresses('api.corp', ['10.2.2.3'], allowed)).toThrow(PolicyError);
    expect(() => checkAddresses('192.168.7.7', ['192.168.7.7'], allowed)).not.toThrow();
    expect(() => checkAddresses('169.254.169.254', ['169.254.169.254'], allowed)).toThrow(/link/i);
  });
});

describe('connector test calls: outbound safety and limits', () => {
  let server: TestServer;
  let strict: TestServer;
  let target: Target;
  let other: Target;
  let maker: SignedInOwner;
  let strictMaker: SignedInOwner;
  let connectorId: number;
  let strictConnectorId: number;

  beforeAll(async () => {
    target = await startTarget();
    other = await startTarget();
    server = await startTestServer({ connectorAllowedHosts: ['127.0.0.1'], connectorTimeoutMs: 800, connectorMaxResponseBytes: 64 * 1024 });
    strict = await startTestServer({ connectorTimeoutMs: 800 });
    maker = await signedInOwner(server, 'Outbound Maker');
    strictMaker = await signedInOwner(strict, 'Strict Maker');
    [{ id: connectorId }] = await server.database.db.insert(apps).values({ name: 'Probe', type: 'connector', developerAccountId: maker.accountId }).returning({ id: apps.id });
    [{ id: strictConnectorId }] = await strict.database.db.insert(apps).values({ name: 'Probe', type: 'connector', developerAccountId: strictMaker.accountId }).returning({ id: apps.id });
  });
  afterAll(async () => {
    await server?.close();
    await strict?.close();
    await target?.close();
    await other?.close();
  });

  let n = 0;
  async function testCall(url: string, extra: Record<string, unknown> = {}, on = server, who = maker, connector = connectorId) {
    const created = await on.app.inject({
      method: 'POST', url: '/api/connector/v1/connector-api', headers: who.headers,
      payload: { connectorId: connector, name: `probe ${++n}`, method: 'GET', url, ...extra },
    });
    expect(created.statusCode, created.body).toBe(200);
    const res = await on.app.inject({
      method: 'POST', url: `/api/connector/v1/test-connector-apis?appId=${connector}&connectorApiId=${created.json().connectorApi.id}`, headers: who.headers, payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('calls an allowed private host and shows the transcript with timings', async () => {
    const t = await testCall(`${target.origin}/echo/ok`);
    expect(t).toMatchObject({ ok: true, failure: null, response: { status: 200, bodyIsJson: true, bodyTruncated: false } });
    expect(JSON.parse(t.response.body)).toMatchObject({ method: 'GET', url: '/echo/ok' });
    for (const phase of ['dnsMs', 'connectMs', 'firstByteMs', 'totalMs']) expect(typeof t.timings[phase]).toBe('number');
    expect(t.timings.tlsMs).toBeNull();
  });

  it.each([
    ['loopback without an allow-list entry', () => `${target.origin}/echo`, 'strict'],
    ['10.0.0.0/8', () => 'http://10.0.0.1/'],
    ['the same in hexadecimal', () => 'http://0xa000001/'],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${target.port}/echo`],
    ['IPv4-mapped IPv6 of a private address', () => 'http://[::ffff:10.0.0.1]/'],
    ['IPv4-mapped IPv6 of the metadata address', () => 'http://[::ffff:a9fe:a9fe]/'],
    ['a DNS name resolving to a private address', () => `http://localhost:${target.port}/echo`, 'strict'],
  ])('refuses %s by policy', async (_, url, which?: string) => {
    const before = target.received.length;
    const t = which === 'strict' ? await testCall(url(), {}, strict, strictMaker, strictConnectorId) : await testCall(url());
    expect(t.ok).toBe(false);
    expect(t.failure.kind).toBe('policy');
    expect(t.failure.message).toMatch(/CONNECTOR_ALLOWED_HOSTS|address/);
    expect(t.response).toBeNull();
    expect(target.received.length).toBe(before);
  });

  it('re-checks a redirect: to a private address it is refused', async () => {
    const t = await testCall(`${target.origin}/redirect-private`);
    expect(t.failure.kind).toBe('policy');
    expect(t.redirects).toEqual([{ status: 302, location: 'http://10.0.0.1/admin' }]);
  });

  it('follows a redirect within the origin, and drops credentials when a redirect leaves it', async () => {
    const same = await testCall(`${target.origin}/redirect-here`, { auth: { type: 'bearer' }, secret: 'stay-home-secret' });
    expect(same.response.status).toBe(200);
    expect(target.received.at(-1)!.headers.authorization).toBe('Bearer stay-home-secret');
    target.redirectTo = `${other.origin}/echo/elsewhere`;
    const away = await testCall(`${target.origin}/redirect-away`, { auth: { type: 'apiKey', keyName: 'X-Api-Key', keyIn: 'header' }, secret: 'stay-home-key' });
    expect(away.response.status).toBe(200);
    expect(other.received.at(-1)!.url).toBe('/echo/elsewhere');
    expect(other.received.at(-1)!.headers['x-api-key']).toBeUndefined();
    expect(JSON.stringify(away)).not.toContain('stay-home-key');
  });

  it('stops at the time-out', async () => {
    const started = Date.now();
    const t = await testCall(`${target.origin}/slow`);
    expect(t.failure.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('cuts an answer at the size limit', async () => {
    const t = await testCall(`${target.origin}/big`);
    expect(t.response.bodyTruncated).toBe(true);
    expect(t.response.size).toBe(64 * 1024);
    expect(t.limits.maxResponseBytes).toBe(64 * 1024);
  });

  it('says a refused connection in plain words', async () => {
    const t = await testCall('http://127.0.0.1:1/');
    expect(t.failure.kind).toBe('refused');
  });

  it('authenticates with basic and OAuth 2 client credentials, redacting what derives from the secrets', async () => {
    const basic = await testCall(`${target.origin}/echo/basic`, { auth: { type: 'basic', username: 'ada' }, secret: 'basic-pass-321' });
    expect(target.received.at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from('ada:basic-pass-321').toString('base64')}`);
    expect(JSON.stringify(basic)).not.toContain(Buffer.from('ada:basic-pass-321').toString('base64'));
    const oauth = await testCall(`${target.origin}/echo/oauth`, {
      auth: { type: 'oauth2ClientCredentials', tokenUrl: `${target.origin}/token`, username: 'client-1', scope: 'read' }, secret: 'client-secret-777',
    });
    expect(oauth.response.status).toBe(200);
    expect(target.received.at(-1)!.headers.authorization).toBe('Bearer issued-token-555');
    expect(JSON.stringify(oauth)).not.toContain('issued-token-555');
    expect(JSON.stringify(oauth)).not.toContain('client-secret-777');
    const query = await testCall(`${target.origin}/echo/q`, { auth: { type: 'apiKey', keyName: 'key', keyIn: 'query' }, secret: 'query-key-4444' });
    expect(target.received.at(-1)!.url).toBe('/echo/q?key=query-key-4444');
    expect(JSON.stringify(query)).not.toContain('query-key-4444');
  });

  it('refuses the OAuth token endpoint by policy too', async () => {
    const t = await testCall(`${target.origin}/echo/x`, {
      auth: { type: 'oauth2ClientCredentials', tokenUrl: 'http://169.254.169.254/token', username: 'c' }, secret: 's3cr3t-value',
    });
    expect(t.failure.kind).toBe('policy');
  });
});
