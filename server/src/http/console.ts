// Serves the built console under /admin (with the SPA fallback) and /admin/config.json, the
// run-time service map a deployment can use to point each service elsewhere.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config';

export async function serveConsole(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.get('/admin/config.json', { schema: { hide: true, security: [] } }, async () => ({
    services: config.serviceUrls,
    uiVersion: config.uiVersion,
    languageMode: config.languageMode,
  }));
  app.get('/', { schema: { hide: true, security: [] } }, (_req, reply) => reply.redirect('/admin/'));

  const root = config.consoleDir ? resolve(config.consoleDir) : undefined;
  if (!root || !existsSync(resolve(root, 'index.html'))) {
    app.log.warn(`No console build at ${root}; run "npm run build:console". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, { root, prefix: '/admin/', wildcard: false, index: ['index.html'] });
  // Every other /admin path is a console route (bookmarks): answer with the app's page.
  app.get('/admin/*', { schema: { hide: true, security: [] } }, (_req, reply) => reply.sendFile('index.html', root, { cacheControl: false }));
}
