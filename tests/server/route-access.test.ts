// A route without a guard cannot be added by mistake: a domain's routes are authenticated by
// default, and outside a domain the server refuses to start (the authorization matrix then checks
// that each guard refuses the right callers).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { checkRouteAccess } from '../../server/src/security/routeAccess';
import { authenticated, inAccount } from '../../server/src/security/guard';
import { authenticatedByDefault } from '../../server/src/security/authenticatedByDefault';
import { HttpError } from '../../server/src/http/errors';
import { startTestServer } from './harness';

describe('route access declarations', () => {
  it('refuses to start with a route that has no guard and does not say it is public', async () => {
    const app = Fastify();
    checkRouteAccess(app);
    app.register(async (scope) => { scope.get('/forgotten', { schema: {} }, async () => ({})); });
    await expect(app.ready()).rejects.toThrow('GET /forgotten has no guard');
  });

  it('authenticates a route added to a domain without a guard: 401 without a token', async () => {
    const seen: Record<string, unknown> = {};
    const app = Fastify();
    checkRouteAccess(app);
    app.setErrorHandler((error, _request, reply) => reply.status(error instanceof HttpError ? error.status : 500).send());
    app.addHook('onRoute', (route) => { seen[route.url] = (route.schema as Record<string, unknown>)['x-access']; });
    app.register(async (domain) => {
      authenticatedByDefault(domain);
      domain.register(async (routes) => {
        routes.get('/forgotten', { schema: {} }, async () => ({}));
        routes.get('/open', { schema: { security: [] } }, async () => ({}));
      });
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/forgotten' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/open' })).statusCode).toBe(200);
    expect(seen).toEqual({ '/forgotten': 'signed-in', '/open': 'public' });
    await app.close();
  });

  it('states each route’s access for the OpenAPI document', async () => {
    const seen: Record<string, unknown> = {};
    const app = Fastify();
    checkRouteAccess(app);
    app.addHook('onRoute', (route) => { seen[route.url] = (route.schema as Record<string, unknown>)['x-access']; });
    app.get('/open', { schema: { security: [] } }, async () => ({}));
    app.get('/mine', { schema: {}, preHandler: authenticated }, async () => ({}));
    app.get('/theirs', { schema: {}, preHandler: inAccount('view_user') }, async () => ({}));
    await app.ready();
    expect(seen).toEqual({ '/open': 'public', '/mine': 'signed-in', '/theirs': { account: ['view_user'] } });
    await app.close();
  });

  it('starts with the built console served, whose files are public', async () => {
    const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Console</title>');
    const server = await startTestServer({ consoleDir });
    const page = await server.app.inject({ method: 'GET', url: '/admin/index.html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Console</title>');
    await server.close();
  }, 120_000); // boots a whole server
});
