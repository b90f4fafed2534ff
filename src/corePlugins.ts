// The plugins the console runs: the shell, every domain folder under src/resources, found by its
// index.ts (the one plugin it declares with definePlugin), then every enabled plugin package's console
// entry (plugins.json, through the build's virtual module). Adding a domain is adding its folder or
// installing its package; nothing here changes. Domains are taken in folder-name order, packages in
// plugin-name order, so the result is the same on every build; menus, tabs and buttons have an
// explicit `order` of their own.
import installedPluginModules from 'virtual:installed-plugins';
import { isDefinedPlugin, type ConsolePlugin } from './plugins/types';
import { shellPlugin } from './layout';

/** A domain's plugin from its index module's exports: exactly one, or the build fails with the folder or package named. */
export function domainPlugins(modules: Record<string, Record<string, unknown>>): ConsolePlugin[] {
  return Object.keys(modules).sort().map((path) => {
    const found = Object.values(modules[path]).filter(isDefinedPlugin);
    if (found.length !== 1) throw new Error(`${path} must export exactly one plugin made with definePlugin (found ${found.length})`);
    return found[0];
  });
}

export const corePlugins: ConsolePlugin[] = [
  shellPlugin,
  ...domainPlugins(import.meta.glob<Record<string, unknown>>('./resources/*/index.ts', { eager: true })),
  ...domainPlugins(installedPluginModules),
];
