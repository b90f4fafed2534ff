// The console's answers carry the headers that keep injected text from running and the console
// from being framed (the browser check that the console works under them: tests/e2e/securityHeaders.spec.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Console</title>');

const servers: TestServer[] = [];
async function server(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const started = await startTestServer({ consoleDir, ...overrides });
  servers.push(started);
  return started;
}
afterAll(async () => { await Promise.all(servers.map((s) => s.close())); });

const directives = (policy: string | undefined) =>
  Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  it('serves the console under a policy without inline script or eval, and not to be framed', async () => {
    const { app } = await server();
    for (const url of ['/admin/', '/admin/some/bookmarked/route', '/manage/auth/version']) {
      const answer = await app.inject({ method: 'GET', url });
      const csp = directives(answer.headers['content-security-policy'] as string);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('lets the console call the services a deployment moved elsewhere, and no other origin', async () => {
    const { app } = await server({ serviceUrls: { notification: 'https://events.example.com/notification', user: '/users' } });
    const csp = directives((await app.inject({ method: 'GET', url: '/admin/' })).headers['content-security-policy'] as string);
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'https://events.example.com']);
  });

  it('asks for HTTPS only when the console is published over HTTPS', async () => {
    const plain = await server({ publicUrl: 'http://localhost:8080' });
    const plainAnswer = await plain.app.inject({ method: 'GET', url: '/admin/' });
    expect(plainAnswer.headers['strict-transport-security']).toBeUndefined();
    expect(directives(plainAnswer.headers['content-security-policy'] as string)).not.toHaveProperty('upgrade-insecure-requests');

    const secure = await server({ publicUrl: 'https://console.example.com' });
    const secureAnswer = await secure.app.inject({ method: 'GET', url: '/admin/' });
    expect(secureAnswer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(secureAnswer.headers['content-security-policy'] as string)).toHaveProperty('upgrade-insecure-requests');
  });
});
