// A local HTTP server connector tests call (never the internet): echoes what it receives, answers
// slowly, too much, redirects, and serves an OAuth 2 token.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { method: string; url: string; headers: IncomingMessage['headers']; body: string }

export interface Target {
  origin: string;
  port: number;
  received: Received[];
  /** Where /redirect-away sends the caller. */
  redirectTo: string;
  close: () => Promise<void>;
}

export async function startTarget(): Promise<Target> {
  const received: Received[] = [];
  const target = { received, redirectTo: 'http://10.0.0.1/' } as Target;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      if (path === '/slow') return; // never answers: the caller's time-out ends it
      if (path === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('x'.repeat(1024 * 1024));
        return;
      }
      if (path === '/redirect-private') {
        res.writeHead(302, { location: 'http://10.0.0.1/admin' });
        res.end();
        return;
      }
      if (path === '/redirect-away') {
        res.writeHead(302, { location: target.redirectTo });
        res.end();
        return;
      }
      if (path === '/redirect-here') {
        res.writeHead(302, { location: '/echo/after-redirect' });
        res.end();
        return;
      }
      if (path === '/token') {
        const form = new URLSearchParams(body);
        const ok = form.get('grant_type') === 'client_credentials' && form.get('client_secret') === 'client-secret-777';
        res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        res.end(JSON.stringify(ok ? { access_token: 'issued-token-555', token_type: 'Bearer' } : { error: 'invalid_client' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-echo': 'yes' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  target.port = port;
  target.origin = `http://127.0.0.1:${port}`;
  target.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return target;
}
