import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appParameters } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { bearerOnly, expiredHeaders, signedInOwner, type SignedInOwner } from './fixtures';

describe('parameter service: GET /app/parameter/appParameter', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server);
    await server.database.db.insert(appParameters).values({ parameterName: 'supportEmail', parameterValue: 'help@example.com' });
  });
  afterAll(async () => { await server.close(); });

  const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });

  it('answers idleTime in seconds as a number', async () => {
    const res = await get('/app/parameter/appParameter?parameterName=idleTime', bearerOnly(owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ parameterName: 'idleTime', data: 600 });
  });

  it('answers text values as text', async () => {
    expect((await get('/app/parameter/appParameter?parameterName=supportEmail', bearerOnly(owner))).json())
      .toEqual({ parameterName: 'supportEmail', data: 'help@example.com' });
  });

  it('answers 404 for an unknown name, 400 without one, 401 without a valid token', async () => {
    const missing = await get('/app/parameter/appParameter?parameterName=nope', bearerOnly(owner));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, message: 'Parameter not found' });
    expect((await get('/app/parameter/appParameter', bearerOnly(owner))).statusCode).toBe(400);
    expect((await get('/app/parameter/appParameter?parameterName=idleTime', {})).statusCode).toBe(401);
    expect((await get('/app/parameter/appParameter?parameterName=idleTime', await expiredHeaders(server, owner))).statusCode).toBe(401);
  });
});
