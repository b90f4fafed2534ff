// The console's files on the wire (issue 16): the brotli or gzip copy made at build time when the
// browser accepts it, hashed assets cached for a year, the page revalidated on every load.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/vitePrecompress';
import { startTestServer, type TestServer } from './harness';

const consoleDir = mkdtempSync(join(tmpdir(), 'console-static-'));
const page = `<!doctype html><title>Console</title>${'<!-- padding -->'.repeat(100)}`;
const script = `export const answer = ${JSON.stringify('forty-two '.repeat(500))};`;

describe('the console on the wire', () => {
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), page);
    writeFileSync(join(consoleDir, 'assets', 'index-Bx7Yq2Lm.js'), script);
    writeFileSync(join(consoleDir, 'assets', 'tiny-C1d2E3f4.js'), 'export {};');
    await precompressDirectory(consoleDir);
    server = await startTestServer({ consoleDir });
  });
  afterAll(async () => { await server.close(); });

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and plain bytes otherwise', async () => {
    const br = await get('/admin/assets/index-Bx7Yq2Lm.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i); // a shared cache keeps one copy per encoding

    const gz = await get('/admin/assets/index-Bx7Yq2Lm.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/admin/assets/index-Bx7Yq2Lm.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves files too small to gain as they are', async () => {
    const tiny = await get('/admin/assets/tiny-C1d2E3f4.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('caches hashed assets for a year and has the page revalidated, at its address and at a bookmarked route', async () => {
    expect((await get('/admin/assets/index-Bx7Yq2Lm.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/admin/', '/admin/app/1/my-apps']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(page);
    }
  });
});
