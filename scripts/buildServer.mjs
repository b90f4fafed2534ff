// Compiles the platform API for `npm start`: our own code (server/src, contract) bundled by esbuild
// into one ES module per entry, the packages left to node_modules (`packages: 'external'`), so plain
// node runs it without tsx transpiling every module at start (about 100 MB less resident memory).
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What the bundle is built from: a change under these rebuilds it. */
export const serverSources = ['server/src', 'contract', 'package-lock.json', 'scripts/buildServer.mjs'];

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
 * static imports of the domain folders found now, in the same (folder-name) order.
 */
const foundDomainsAtBuild = {
  name: 'found-domains-at-build',
  setup(build) {
    build.onLoad({ filter: /server[\\/]src[\\/]domains[\\/]foundDomains\.ts$/ }, () => {
      const folder = 'server/src/domains';
      const names = readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.ts')))
        .map((entry) => entry.name)
        .sort();
      const imports = names.map((name, i) => `import * as domain${i} from './${name}/index.ts';`).join('\n');
      const checked = names.map((name, i) => `domainModule(${JSON.stringify(name)}, domain${i})`).join(', ');
      return {
        contents: `${imports}\nimport { domainModule } from './domainModule.ts';\nexport async function foundDomains() { return [${checked}]; }\n`,
        loader: 'ts',
        resolveDir: resolve(folder),
      };
    });
  },
};

/** Builds the server into `outdir` (a folder inside the repository, so node finds node_modules). */
export async function buildServer(outdir) {
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
    plugins: [deepImportsWithExtension, foundDomainsAtBuild],
  });
  // server/src/db/migrationFolders.ts finds the migrations next to its module: the platform's core
  // folder, and each domain's under domain-migrations/<domain>/migrations.
  cpSync('server/src/db/migrations', join(building, 'migrations'), { recursive: true });
  for (const domain of readdirSync('server/src/domains')) {
    const folder = join('server/src/domains', domain, 'migrations');
    if (existsSync(folder)) cpSync(folder, join(building, 'domain-migrations', domain, 'migrations'), { recursive: true });
  }
  moveInto(building, outdir);
  rmSync(building, { recursive: true, force: true });
}
