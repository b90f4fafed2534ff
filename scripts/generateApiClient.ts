// `npm run api:client`: builds the platform in this process on an empty in-memory database, reads the
// OpenAPI document it serves and writes the typed client's generated file into clients/platform-api/
// (docs/decisions/0410-generated-api-client.md). Run it after changing a route; commit the result.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { servedDocument } from './apiClient/servedDocument';
import { CLIENT_DIR, clientFiles, writeClientFiles } from './apiClient/clientFiles';

const started = Date.now();
const document = await servedDocument();
const files = await clientFiles(document);
writeClientFiles(files, CLIENT_DIR);
for (const name of Object.keys(files)) {
  console.log(`${join(CLIENT_DIR, name)}: ${Math.round(statSync(join(CLIENT_DIR, name)).size / 1024)} KB`);
}
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
