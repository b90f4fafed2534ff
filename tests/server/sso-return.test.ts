// /auth/linkedin without the /admin prefix (console-shell.md §2 "Other sign-in related routes").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('GET /auth/linkedin', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  it('sends the provider\'s return on to the console\'s return page, its query unchanged', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/auth/linkedin?code=abc%2B1&state=s.t' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/auth/linkedin?code=abc%2B1&state=s.t');
    const refused = await server.app.inject({ method: 'GET', url: '/auth/linkedin?error=access_denied' });
    expect(refused.headers.location).toBe('/admin/auth/linkedin?error=access_denied');
    expect((await server.app.inject({ method: 'GET', url: '/auth/linkedin' })).headers.location).toBe('/admin/auth/linkedin');
  });

  it('refuses an over-long value instead of passing it on', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/auth/linkedin?code=${'x'.repeat(3000)}` });
    expect(res.statusCode).toBe(400);
  });
});
