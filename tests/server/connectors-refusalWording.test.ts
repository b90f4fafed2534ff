// The refusal a connector test call shows for a blocked address reads as English: 'an' before a
// vowel sound ('0.0.0.0 is an unspecified address'), 'a' otherwise ('10.0.0.1 is a private address').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';

describe('connector refusal wording', () => {
  let server: TestServer;
  let maker: SignedInOwner;
  let connectorId: number;

  beforeAll(async () => {
    server = await startTestServer({ connectorTimeoutMs: 800 });
    maker = await signedInOwner(server, 'Wording Maker');
    [{ id: connectorId }] = await server.database.db.insert(apps).values({ name: 'Probe', type: 'connector', developerAccountId: maker.accountId }).returning({ id: apps.id });
  });
  afterAll(async () => { await server?.close(); });

  const refusal = async (url: string) => {
    const created = await server.app.inject({
      method: 'POST', url: '/api/connector/v1/connector-api', headers: maker.headers, payload: { connectorId, name: `probe ${url}`, method: 'GET', url },
    });
    expect(created.statusCode, created.body).toBe(200);
    const res = await server.app.inject({
      method: 'POST', url: `/api/connector/v1/test-connector-apis?appId=${connectorId}&connectorApiId=${created.json().connectorApi.id}`, headers: maker.headers, payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().failure.kind).toBe('policy');
    return String(res.json().failure.message);
  };

  it("says 'an unspecified address' and 'a private address'", async () => {
    expect(await refusal('http://0.0.0.0/')).toMatch(/^0\.0\.0\.0 is an unspecified address;/);
    expect(await refusal('http://10.0.0.1/')).toMatch(/^10\.0\.0\.1 is a private address;/);
    expect(await refusal('http://127.0.0.1/')).toMatch(/^127\.0\.0\.1 is a loopback address;/);
  });
});
