// Security headers on every answer (@fastify/helmet). The console keeps its tokens in
// localStorage, so the Content-Security-Policy is what stands between an injected string and the
// tokens: scripts only from the console's own files, no inline script, no eval (the settings form
// interprets schemas rather than compiling them). MUI/emotion inject <style> elements, so styles
// allow 'unsafe-inline', which cannot run code. The console may not be framed (clickjacking).
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { ServerConfig } from '../config';

/** Origins of the services a deployment moved elsewhere (SERVICE_URL_*): the console calls them. */
function serviceOrigins(config: ServerConfig): string[] {
  const origins = Object.values(config.serviceUrls).flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return []; // a relative service URL is the console's own origin
    }
  });
  return [...new Set(origins)];
}

export function contentSecurityPolicy(config: ServerConfig): Record<string, string[]> {
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // App logos may be links to pictures anywhere; uploaded ones are previewed as data: and blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', ...serviceOrigins(config)],
    // The code editor's workers and the sandboxed previews of templates.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function addSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Cross-origin isolation would block app logos linked from other sites.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS over plain HTTP (a developer's machine) would only break the next visit of localhost.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
