// Compiles the platform API for `npm start`: our own code (server/src, contract) bundled by esbuild
// into one ES module per entry, the packages left to node_modules (`packages: 'external'`), so plain
// node runs it without tsx transpiling every module at start (about 100 MB less resident memory).
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { enabledPlugins } from './plugins/installedPlugins.mjs';

/** What the bundle is built from: a change under these rebuilds it. */
export const serverSources = ['server/src', 'contract', 'package-lock.json', 'scripts/buildServer.mjs', 'scripts/plugins', 'plugins.json', 'packages'];

/** The entry `npm start` runs, inside `outdir`. */
export const serverEntry = 'main.mjs';

/**
 * A deep import into a package without an `exports` map, written without its extension
 * (`ajv-formats/dist/formats`), is found by bundlers and tsx but not by node's ES module loader:
 * the bundle names the file as node will look for it.
 */
const deepImportsWithExtension = {
  name: 'deep-imports-with-extension',
  setup(build) {
    build.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/./ }, ({ path }) => {
      const packageName = path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');
      const manifest = join('node_modules', packageName, 'package.json');
      if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).exports) return { path, external: true };
      const file = join('node_modules', path);
      const isFile = (name) => existsSync(name) && statSync(name).isFile();
      return { path: !isFile(file) && isFile(`${file}.js`) ? `${path}.js` : path, external: true };
    });
  },
};

/**
 * Moves a fresh build into `to` file by file (each rename is atomic), the entry last, so a server
 * starting meanwhile finds every chunk its entry names. Chunks of earlier builds stay: a server
 * still running an earlier build imports its own (content-named) chunks at first use.
 */
function moveInto(from, to) {
  mkdirSync(to, { recursive: true });
  const names = readdirSync(from).sort((a, b) => Number(a.startsWith(serverEntry)) - Number(b.startsWith(serverEntry)));
  for (const name of names) {
    const source = join(from, name);
    if (statSync(source).isDirectory()) moveInto(source, join(to, name));
    else renameSync(source, join(to, name));
  }
}

/**
 * The bundle carries no source folders to read at start: server/src/domains/foundDomains.ts becomes
 * static imports of the domain folders found now, in the same (folder-name) order, then of the
 * enabled plugins' server entries (plugins.json), in plugin-name order.
 */
const foundDomainsAtBuild = (plugins) => ({
  name: 'found-domains-at-build',
  setup(build) {
    build.onLoad({ filter: /server[\\/]src[\\/]domains[\\/]foundDomains\.ts$/ }, () => {
      const folder = 'server/src/domains';
      const names = readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.ts')))
        .map((entry) => entry.name)
        .sort();
      const modules = [
        ...names.map((name) => ({ where: `server/src/domains/${name}/index.ts`, file: `./${name}/index.ts` })),
        ...plugins.filter((plugin) => plugin.server).map((plugin) => ({ where: `plugin ${plugin.packageName}`, file: plugin.server })),
      ];
      const imports = modules.map(({ file }, i) => `import * as domain${i} from ${JSON.stringify(file)};`).join('\n');
      const checked = modules.map(({ where }, i) => `domainModule(${JSON.stringify(where)}, domain${i})`).join(', ');
      return {
        contents: `${imports}\nimport { domainModule } from './domainModule.ts';\nexport async function foundDomains() { return [${checked}]; }\n`,
        loader: 'ts',
        resolveDir: resolve(folder),
      };
    });
  },
});

/**
 * A plugin package ships TypeScript and imports the console's plugin API by its package name
 * (@platform-console/plugin-api/server...): both are bundled like our own code, not left to node,
 * which runs no TypeScript. Every other package stays in node_modules.
 */
const pluginApiBundled = {
  name: 'plugin-api-bundled',
  setup(build) {
    build.onResolve({ filter: /^@platform-console\/plugin-api\// }, ({ path }) => {
      const manifest = JSON.parse(readFileSync('packages/plugin-api/package.json', 'utf8'));
      const target = manifest.exports[`./${path.slice('@platform-console/plugin-api/'.length)}`];
      if (!target) return { errors: [{ text: `${path} is not an entry of the plugin API (packages/plugin-api/package.json exports)` }] };
      return { path: resolve('packages/plugin-api', target) };
    });
  },
};

/** Builds the server into `outdir` (a folder inside the repository, so node finds node_modules). */
export async function buildServer(outdir) {
  const plugins = enabledPlugins();
  const building = `${outdir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: 'server/src/main.ts',
      // settingsCheckWorker.ts starts its thread from this file next to the module that names it.
      'settingsCheck.worker': 'server/src/domains/developerPortal/settingsCheck.worker.ts',
    },
    outdir: building,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    splitting: true,
    sourcemap: true,
    logLevel: 'warning',
    plugins: [pluginApiBundled, deepImportsWithExtension, foundDomainsAtBuild(plugins)],
  });
  // server/src/db/migrationFolders.ts finds the migrations next to its module: the platform's core
  // folder, and each domain's under domain-migrations/<domain>/migrations.
  cpSync('server/src/db/migrations', join(building, 'migrations'), { recursive: true });
  for (const domain of readdirSync('server/src/domains')) {
    const folder = join('server/src/domains', domain, 'migrations');
    if (existsSync(folder)) cpSync(folder, join(building, 'domain-migrations', domain, 'migrations'), { recursive: true });
  }
  // ... and each enabled plugin's under plugin-migrations/<name>, with its package.json (its name).
  for (const plugin of plugins.filter((each) => each.migrations)) {
    cpSync(plugin.migrations, join(building, 'plugin-migrations', plugin.name, 'migrations'), { recursive: true });
    cpSync(join(plugin.dir, 'package.json'), join(building, 'plugin-migrations', plugin.name, 'package.json'));
  }
  moveInto(building, outdir);
  rmSync(building, { recursive: true, force: true });
}
