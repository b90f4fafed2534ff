// `npm start` and the browser suite build the console only when the build is missing or older than
// its sources (the console's own and the contract it shares with the server).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { installedPlugins, PluginRefused } from './plugins/installedPlugins.mjs';

// A plugin this console cannot run stops the start here, before anything is built, with its reason.
try {
  installedPlugins();
} catch (error) {
  if (!(error instanceof PluginRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}

const built = 'dist/console/index.html';

function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'scripts/vitePrecompress.ts', 'package-lock.json', 'plugins.json', 'packages', 'scripts/plugins'].filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the console (first start or sources changed)...');
  execSync('npx vite build', { stdio: 'inherit' });
}
