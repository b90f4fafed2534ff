// Reads and writes plugins.json, the one list of the plugin packages this console runs (record 0411):
// `{ "plugins": { "<package name>": { "enabled": true } } }`, kept in package-name order.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLUGINS_FILE } from './installedPlugins.mjs';

export function readPluginsFile(root = process.cwd()) {
  const file = join(root, PLUGINS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { plugins: {} };
}

/** Marks one plugin enabled or disabled; a disabled plugin stays listed (and its tables stay). */
export function setPluginEnabled(packageName, enabled, root = process.cwd()) {
  const { plugins = {} } = readPluginsFile(root);
  plugins[packageName] = { ...plugins[packageName], enabled };
  const sorted = Object.fromEntries(Object.keys(plugins).sort().map((name) => [name, plugins[name]]));
  writeFileSync(join(root, PLUGINS_FILE), `${JSON.stringify({ plugins: sorted }, null, 2)}\n`);
}
