// Types of installedPlugins.mjs, for the TypeScript modules that read the list.
export const PLUGINS_FILE: string;
export class PluginRefused extends Error {}
export interface InstalledPlugin {
  packageName: string;
  version: string;
  /** The plugin's own name (platformPlugin.name): its migrations' record is named after it. */
  name: string;
  /** The package's folder, symbolic links resolved. */
  dir: string;
  /** Its exports' `./server` and `./console` entry files. */
  server?: string;
  console?: string;
  /** Its drizzle migrations folder (server/migrations), when it has one. */
  migrations?: string;
  serverTests?: string;
  unitTests?: string;
  journeys?: string;
  enabled: true;
}
export interface DisabledPlugin {
  packageName: string;
  enabled: false;
}
export function pluginApiVersion(root?: string): number;
export function readPlugin(dir: string, hostApiVersion: number): Omit<InstalledPlugin, 'enabled'>;
export function installedPlugins(root?: string): (InstalledPlugin | DisabledPlugin)[];
export function enabledPlugins(root?: string): InstalledPlugin[];
