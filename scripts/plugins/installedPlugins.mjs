// The plugin packages this console runs (docs/plugins.md "Plugin packages", record 0411):
// plugins.json at the project's root lists them by package name, each installed in node_modules
// (npm run add-plugin does both). Every tier reads this one list: the server's start (its routes
// and migrations), its bundle, the console's build and the test suites. Plugins are taken in
// package-name order, the same on every machine. Plain JavaScript: the build scripts run it in node.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const PLUGINS_FILE = 'plugins.json';

/** A plugin's name: its migrations' record and its journeys' folder are named after it. */
const PLUGIN_NAME = /^[a-z][a-zA-Z0-9]{1,39}$/;

/** Why a plugin cannot be used; the message names the plugin and what to do. */
export class PluginRefused extends Error {
  name = 'PluginRefused';
}

const readJson = (file, what) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PluginRefused(`${what} (${file}) cannot be read: ${error.message}`);
  }
};

/** The plugin API version this console offers: the major version of packages/plugin-api. */
export function pluginApiVersion(root = process.cwd()) {
  return Number(readJson(join(root, 'packages', 'plugin-api', 'package.json'), 'The plugin API package').version.split('.')[0]);
}

/** One plugin package as its package.json declares it, checked against the console's plugin API version. */
export function readPlugin(dir, hostApiVersion) {
  const manifest = readJson(join(dir, 'package.json'), 'A plugin package.json');
  const declared = manifest.platformPlugin;
  const label = `${manifest.name}@${manifest.version}`;
  if (!declared || typeof declared !== 'object') throw new PluginRefused(`${label} is not a console plugin: its package.json has no "platformPlugin" field.`);
  if (declared.apiVersion !== hostApiVersion) {
    throw new PluginRefused(`Plugin ${label} needs plugin API version ${declared.apiVersion}; this console has version ${hostApiVersion}. ` +
      `Install a release of the plugin made for version ${hostApiVersion}, or disable it in ${PLUGINS_FILE}.`);
  }
  if (typeof declared.name !== 'string' || !PLUGIN_NAME.test(declared.name)) {
    throw new PluginRefused(`Plugin ${label}: platformPlugin.name must be 2 to 40 letters and digits in camelCase, starting lowercase (found ${JSON.stringify(declared.name)}).`);
  }
  const entry = (key) => (typeof manifest.exports?.[key] === 'string' ? resolve(dir, manifest.exports[key]) : undefined);
  const folder = (...parts) => (existsSync(join(dir, ...parts)) ? join(dir, ...parts) : undefined);
  return {
    packageName: manifest.name,
    version: manifest.version,
    name: declared.name,
    dir,
    server: entry('./server'),
    console: entry('./console'),
    migrations: folder('server', 'migrations', 'meta', '_journal.json') && join(dir, 'server', 'migrations'),
    serverTests: folder('tests', 'server'),
    unitTests: folder('tests', 'unit'),
    journeys: folder('tests', 'e2e'),
  };
}

/**
 * The plugins plugins.json lists, installed and checked: each enabled one must be installed and made
 * for this console's plugin API version, and no two may share a name. A disabled plugin is listed
 * with `enabled: false` and is not read (its tables stay in the database).
 */
export function installedPlugins(root = process.cwd()) {
  const file = join(root, PLUGINS_FILE);
  if (!existsSync(file)) return [];
  const listed = readJson(file, PLUGINS_FILE).plugins;
  if (!listed || typeof listed !== 'object' || Array.isArray(listed)) throw new PluginRefused(`${PLUGINS_FILE} must hold { "plugins": { "<package name>": { "enabled": true } } }.`);
  const hostApiVersion = pluginApiVersion(root);
  const names = new Map();
  return Object.keys(listed).sort().map((packageName) => {
    const enabled = listed[packageName]?.enabled !== false;
    const dir = join(root, 'node_modules', ...packageName.split('/'));
    if (!enabled) return { packageName, enabled };
    if (!existsSync(join(dir, 'package.json'))) {
      throw new PluginRefused(`Plugin ${packageName} is listed in ${PLUGINS_FILE} but not installed: run npm install, or npm run add-plugin -- ${packageName}.`);
    }
    const plugin = readPlugin(realpathSync(dir), hostApiVersion);
    if (names.has(plugin.name)) throw new PluginRefused(`Plugins ${names.get(plugin.name)} and ${packageName} are both named "${plugin.name}": disable one in ${PLUGINS_FILE}.`);
    names.set(plugin.name, packageName);
    return { ...plugin, enabled };
  });
}

/** The enabled plugins only: what the tiers mount, migrate, build and test. */
export const enabledPlugins = (root = process.cwd()) => installedPlugins(root).filter((plugin) => plugin.enabled);
