// The committed client (clients/platform-api/) is generated from exactly the document the platform
// serves (docs/decisions/0410-generated-api-client.md): its generated files are made again from the
// document a started app answers at GET /manage/openapi.json, into a temporary folder, and compared.
// A route added, renamed or changed without `npm run api:client` fails here, offline.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { documentServedBy, GENERATED_SERVER } from '../../scripts/apiClient/servedDocument';
import { CLIENT_DIR, clientFiles, readClientFile, SCHEMA_FILE, writeClientFiles } from '../../scripts/apiClient/clientFiles';

describe('the generated API client', () => {
  let server: TestServer;
  let fresh: string;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: GENERATED_SERVER });
    fresh = mkdtempSync(join(tmpdir(), 'api-client-'));
  });
  afterAll(async () => {
    rmSync(fresh, { recursive: true, force: true });
    await server?.close();
  });

  it('is what the served document generates, file for file', async () => {
    const document = await documentServedBy(server.app, server.database);
    writeClientFiles(await clientFiles(document), fresh);
    const generated = readdirSync(fresh).sort();
    expect(generated).toEqual([SCHEMA_FILE]);
    for (const name of generated) {
      const committed = readClientFile(CLIENT_DIR, name);
      const made = readClientFile(fresh, name);
      // On a difference, name the first line that differs rather than printing 700 KB.
      const [a, b] = [committed.split('\n'), made.split('\n')];
      const line = a.findIndex((text, i) => text !== b[i]);
      expect(line === -1 && a.length === b.length, `${CLIENT_DIR}/${name} differs from the served document's client at line ${line + 1}: `
        + `committed ${JSON.stringify(a[line])}, served ${JSON.stringify(b[line])}. Run npm run api:client and commit the result.`).toBe(true);
    }
  });

  it('calls operations by the paths the document serves, errors typed as the shared ErrorBody', () => {
    const schema = readClientFile(CLIENT_DIR, SCHEMA_FILE);
    expect(schema).toContain('"/auth/appLoginToken": {');
    expect(schema).toContain('post: operations["myApps.redeemLoginCode"];');
    expect(schema).toMatch(/ErrorBody: \{\s+status: number;\s+error: string;\s+message: string;\s+data\?: unknown;\s+\};/);
  });
});
