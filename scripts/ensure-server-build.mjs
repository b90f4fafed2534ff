// `npm start` compiles the server only when the bundle is missing or older than its sources, as
// ensure-console-build.mjs does for the console. `npm run dev:server` keeps running the sources with tsx.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverEntry, serverSources } from './buildServer.mjs';

const outdir = 'dist/server';
const built = join(outdir, serverEntry);

function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const stale = !existsSync(built) || Math.max(...serverSources.filter(existsSync).map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Compiling the server (first start or sources changed)...');
  await buildServer(outdir);
}
