// Which page a console address answers (issue 16, the first row): the console's own paths get
// console.html (the page preloading the signed-in console's chunks, scripts/viteConsoleChunks.ts),
// the public area (/admin/, /admin/auth/...) the light index.html.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const consoleDir = mkdtempSync(join(tmpdir(), 'console-page-'));
const publicPage = '<!doctype html><title>Public</title>';
const consolePage = '<!doctype html><title>Console</title><link rel="modulepreload" href="/admin/assets/App-x.js">';

describe('the page a console address answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), publicPage);
    writeFileSync(join(consoleDir, 'console.html'), consolePage);
    server = await startTestServer({ consoleDir });
  });
  afterAll(async () => { await server.close(); });

  const page = async (url: string) => {
    const answer = await server.app.inject({ method: 'GET', url });
    expect(answer.statusCode, url).toBe(200);
    expect(answer.headers['cache-control'], url).toBe('no-cache');
    return answer.body;
  };

  it('preloads the console on its routes', async () => {
    for (const url of ['/admin/app/1/developer-app', '/admin/app/pages/account-list?mode=view-all', '/admin/profile']) {
      expect(await page(url), url).toBe(consolePage);
    }
  });

  it('keeps the sign-in and the other public pages light', async () => {
    for (const url of ['/admin/', '/admin/auth/login', '/admin/auth/register?ref=x']) {
      expect(await page(url), url).toBe(publicPage);
    }
  });
});
