// Where a new domain's files go and how they import the console's own modules. The same templates
// serve two layouts: the in-repo domain (contract/, src/resources/<name>/, server/src/domains/<name>/,
// tests/), which imports the console by relative paths, and a plugin package (packages/<kebab>/),
// which imports it only through @platform-console/plugin-api (lint/pluginPackageImports.mjs).
import { posix } from 'node:path';
import type { DomainNames } from './names';

/** The domain's files that the templates write, import or name. */
export type DomainFile =
  | 'schemas' | 'flags' | 'rules' | 'declarations'
  | 'consoleIndex' | 'resources' | 'page' | 'form' | 'messagesIndex'
  | 'table' | 'serverIndex' | 'routes' | 'store'
  | 'serverTest' | 'journey';

export interface Layout {
  /** The folder every file goes in, from the project's root ('' for the in-repo domain). */
  base: string;
  /** Each file's path from the base. */
  files: Record<DomainFile, string>;
  /** The folder drizzle-kit writes the table's migrations into, from the base. */
  migrations: string;
  /** The environment `npx drizzle-kit generate`, run in the base, needs to find the table. */
  drizzleEnv: Record<string, string>;
  /** How the file at `from` (from the base) imports a console module, given by its path from the project's root. */
  hostImport: (from: string, module: string) => string;
}

/** An import specifier from one file to another (both from the same folder): no extension, a folder's index by the folder. */
function relativeImport(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to).replace(/\.tsx?$/, '').replace(/\/index$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

function filesIn(n: DomainNames, dirs: { contract: string; console: string; server: string }): Record<DomainFile, string> {
  return {
    schemas: `${dirs.contract}/${n.name}.ts`,
    flags: `${dirs.contract}/${n.name}Flags.ts`,
    rules: `${dirs.contract}/${n.name}Rules.ts`,
    declarations: `${dirs.contract}/${n.name}Routes.ts`,
    consoleIndex: `${dirs.console}/index.ts`,
    resources: `${dirs.console}/${n.name}Resources.ts`,
    page: `${dirs.console}/${n.Plural}Page.tsx`,
    form: `${dirs.console}/${n.Singular}Form.tsx`,
    messagesIndex: `${dirs.console}/messages/index.ts`,
    table: `${dirs.server}/tables.ts`,
    serverIndex: `${dirs.server}/index.ts`,
    routes: `${dirs.server}/routes/${n.name}.ts`,
    store: `${dirs.server}/${n.singular}Store.ts`,
    serverTest: `tests/server/${n.name}.test.ts`,
    journey: `tests/e2e/${n.name}.spec.ts`,
  };
}

/** The in-repo domain: found by both tiers in its folders; drizzle.config.ts finds its table by DOMAIN. */
export function domainLayout(n: DomainNames): Layout {
  const server = `server/src/domains/${n.name}`;
  return {
    base: '',
    files: filesIn(n, { contract: 'contract', console: `src/resources/${n.name}`, server }),
    migrations: `${server}/migrations`,
    drizzleEnv: { DOMAIN: n.name },
    hostImport: relativeImport,
  };
}

/** Which plugin API entry re-exports the console modules under each folder (packages/plugin-api). */
const PLUGIN_API_ENTRIES: [folder: string, entry: string][] = [
  ['contract/', 'contract'], ['server/src/', 'server'], ['src/', 'console'], ['tests/server/', 'testing/server'], ['tests/e2e/', 'testing/e2e'],
];

/** The plugin API entry a console module is imported through. */
function pluginApiImport(module: string): string {
  const entry = PLUGIN_API_ENTRIES.find(([folder]) => module.startsWith(folder));
  if (!entry) throw new Error(`No plugin API entry re-exports ${module}`);
  return `@platform-console/plugin-api/${entry[1]}`;
}

/** The package's folder, from the project's root. */
export const packageFolder = (n: DomainNames) => `packages/${n.kebab}`;
/** The package's npm name. */
export const packageName = (n: DomainNames) => `platform-plugin-${n.kebab}`;

/** A plugin package: the example's layout (packages/example-plugin), with its own drizzle.config.ts. */
export function packageLayout(n: DomainNames): Layout {
  return {
    base: packageFolder(n),
    files: filesIn(n, { contract: 'contract', console: 'console', server: 'server' }),
    migrations: 'server/migrations',
    drizzleEnv: {},
    hostImport: (_from, module) => pluginApiImport(module),
  };
}

/** What one generated file's template needs to refer to the others and to the console. */
export interface FileRefs {
  /** The import specifier of another of the domain's files. */
  own: (file: DomainFile) => string;
  /** The import specifier of a console module, given by its path from the project's root (no extension). */
  host: (module: string) => string;
  /** Another of the domain's files as a comment names it (from the base). */
  path: (file: DomainFile) => string;
}

export function refsFrom(layout: Layout, from: string): FileRefs {
  return {
    own: (file) => relativeImport(from, layout.files[file]),
    host: (module) => layout.hostImport(from, module),
    path: (file) => layout.files[file],
  };
}
