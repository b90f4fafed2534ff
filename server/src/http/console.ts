// Serves the built console under /admin (with the SPA fallback) and /admin/config.json, the
// run-time service map a deployment can use to point each service elsewhere. Files go out as the
// brotli or gzip copies made at build time (scripts/vitePrecompress.ts) when the browser takes
// them; hashed assets are cached for a year, the page itself is revalidated on every load.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config';

/** Vite names every file under assets/ by its content's hash: a new build is a new name. */
const HASHED_ASSET = /[\\/]assets[\\/]/;
const cacheControlOf = (path: string): string => (HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');

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
  await app.register(fastifyStatic, {
    root, prefix: '/admin/', wildcard: false, index: ['index.html'], preCompressed: true, cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', cacheControlOf(path));
      res.setHeader('vary', 'accept-encoding'); // one answer per encoding in shared caches
    },
  });
  // Every other /admin path is a console route (bookmarks): answer with the app's page. The signed-in
  // console's paths (all but the public area, as src/pages/publicPaths.ts draws it) get console.html,
  // the same page preloading the console's chunks (scripts/viteConsoleChunks.ts), when the build has it.
  const consolePage = existsSync(resolve(root, 'console.html')) ? 'console.html' : 'index.html';
  app.get('/admin/*', { schema: { hide: true, security: [] } }, (req, reply) =>
    reply.sendFile(req.url.startsWith('/admin/auth/') ? 'index.html' : consolePage, root));
}
