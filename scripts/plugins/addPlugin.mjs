// npm run add-plugin -- <tarball, folder or package name>: installs a plugin package with npm and
// enables it in plugins.json; the next `npm start` builds and serves it, and `npm test` runs its tests.
// A package that is no console plugin, or is made for another plugin API version, is uninstalled again
// and refused with the reason, leaving package.json as it was. `npm run disable-plugin -- <name>`
// (this script with --disable) turns one off without uninstalling it or dropping its tables. Either
// way the typed API client (clients/platform-api) is generated again from the routes now served.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pluginApiVersion, PluginRefused, PLUGINS_FILE, readPlugin } from './installedPlugins.mjs';
import { readPluginsFile, setPluginEnabled } from './pluginsFile.mjs';

const dependencies = () => JSON.parse(readFileSync('package.json', 'utf8')).dependencies ?? {};
const npm = (...args) => execFileSync('npm', [...args, '--no-audit', '--no-fund'], { stdio: 'inherit' });
/** The committed client follows the served document, which now has (or no longer has) the plugin's routes. */
const regenerateApiClient = () => execFileSync('npm', ['run', '--silent', 'api:client'], { stdio: 'inherit' });

/** The package name a spec installs: a folder's or a tarball's package.json, or the spec itself without its version. */
function nameOf(spec) {
  const path = resolve(spec);
  if (existsSync(path) && statSync(path).isDirectory()) return JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).name;
  if (existsSync(path)) return JSON.parse(execFileSync('tar', ['-xzOf', path, 'package/package.json'], { encoding: 'utf8' })).name;
  return spec.replace(/(.)@.*$/, '$1');
}

function add(spec) {
  const packageName = nameOf(spec);
  const wasDependency = packageName in dependencies();
  npm('install', '--save', spec);
  try {
    const plugin = readPlugin(realpathSync(join('node_modules', ...packageName.split('/'))), pluginApiVersion());
    setPluginEnabled(packageName, true);
    regenerateApiClient();
    console.log(`\nPlugin ${packageName}@${plugin.version} ("${plugin.name}") is installed and enabled in ${PLUGINS_FILE}.`);
    console.log('The next `npm start` builds and serves it; `npm test` runs its tests with the console\'s.');
  } catch (error) {
    if (!(error instanceof PluginRefused)) throw error;
    if (!wasDependency) npm('uninstall', packageName);
    console.error(`\n${error.message}\nNothing was added.`);
    process.exitCode = 1;
  }
}

function disable(packageName) {
  if (!(packageName in (readPluginsFile().plugins ?? {}))) {
    console.error(`${packageName} is not in ${PLUGINS_FILE}.`);
    process.exitCode = 1;
    return;
  }
  setPluginEnabled(packageName, false);
  regenerateApiClient();
  console.log(`Plugin ${packageName} is disabled: the next \`npm start\` leaves out its pages and routes; its tables stay (docs/plugins.md says how to drop them).`);
}

const [first, second] = process.argv.slice(2);
if (first === '--disable' && second) disable(second);
else if (first && !first.startsWith('-')) add(first);
else {
  console.error('Usage: npm run add-plugin -- <tarball, folder or package name>\n       npm run disable-plugin -- <package name>');
  process.exitCode = 2;
}
