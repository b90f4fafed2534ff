import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('the platform API boots', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  it('serves the console run-time config', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/admin/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('services');
  });

  it('answers unknown API paths with the wire error shape', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/users/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, error: 'Not Found', message: 'No route for GET /users/nope' });
  });
});
