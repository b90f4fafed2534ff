// The console's build takes the enabled plugin packages' console parts (plugins.json) through one
// virtual module, `virtual:installed-plugins`: each plugin's `./console` entry, keyed by where it comes
// from. src/corePlugins.ts adds them after the domain folders; a plugin's pages load when opened, as
// the domains' do, since its plugin declares them lazily.
import type { Plugin } from 'vite';
import { enabledPlugins } from './installedPlugins.mjs';

const MODULE = 'virtual:installed-plugins';
const RESOLVED = `\0${MODULE}`;

export function installedPluginsModule(): Plugin {
  return {
    name: 'installed-plugins',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const parts = enabledPlugins().filter((plugin) => plugin.console);
      const imports = parts.map((plugin, i) => `import * as plugin${i} from ${JSON.stringify(plugin.console)};`).join('\n');
      const entries = parts.map((plugin, i) => `${JSON.stringify(`plugin ${plugin.packageName}`)}: plugin${i}`).join(', ');
      return `${imports}\nexport default { ${entries} };\n`;
    },
  };
}
