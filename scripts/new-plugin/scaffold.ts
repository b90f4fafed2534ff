// What `npm run new-plugin <name> [--package]` does: checks the name against the repository, plans
// every new file (in the project's folders, or in one plugin package), writes them all (or, on any
// failure, puts everything back), and has drizzle-kit write the table's migration. The command line
// is newPlugin.ts; layout.ts says where each file goes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { pluginApiVersion } from '../plugins/installedPlugins.mjs';
import { domainLayout, packageFolder, packageLayout, packageName, refsFrom, type DomainFile, type FileRefs, type Layout } from './layout';
import { domainNames, nameProblem, type DomainNames } from './names';
import { declarationsFile, flagsFile, rulesFile, schemasFile } from './templates/contract';
import { formFile, pageFile, pluginIndexFile, resourcesFile } from './templates/console';
import { englishFile, LOCALES, localeFile, messagesIndexFile } from './templates/messages';
import { drizzleConfigFile, packageJsonFile, readmeFile } from './templates/package';
import { domainIndexFile, routesFile, storeFile, tableFile } from './templates/server';
import { journeyFile, serverTestFile } from './templates/tests';

export class ScaffoldError extends Error {}

/** Identifiers the generated code declares or imports next to the domain's name: the name cannot be one of them. */
const RESERVED = new Set([
  'abstract', 'arguments', 'async', 'await', 'boolean', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger',
  'default', 'delete', 'else', 'enum', 'eval', 'export', 'extends', 'false', 'finally', 'for', 'function', 'implements',
  'import', 'instanceof', 'interface', 'let', 'new', 'null', 'package', 'private', 'protected', 'public', 'return', 'static',
  'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'undefined', 'var', 'void', 'while', 'with', 'yield',
  // the generated files' own names, and the first path segments /manage already serves
  'and', 'columns', 'sortColumns', 'ofAccount', 'ilike', 'sql', 'index', 'integer', 'pgTable', 'text', 'createdAt', 'updatedAt',
  'adminPermissions', 'openApiTags',
  'accounts', 'tags', 'app', 'auth', 'openapi', 'routes', 'paths', 'messages',
]);

export interface PlannedFile {
  path: string;
  text: string;
}

export interface Plan {
  names: DomainNames;
  layout: Layout;
  /** Every file it writes, from the project's root. */
  files: PlannedFile[];
}

const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

function filesUnder(root: string, folder: string, ending: string): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(ending)).map((file) => join(folder, file));
}

/** Why the name cannot be a new domain in this repository, or undefined. */
export function conflictOf(root: string, n: DomainNames): string | undefined {
  if (RESERVED.has(n.name)) return `"${n.name}" is a name the generated code already uses for something else: choose another`;
  const taken = [
    `src/resources/${n.name}`, `server/src/domains/${n.name}`, `contract/${n.name}.ts`, `contract/${n.name}Flags.ts`,
    `contract/${n.name}Rules.ts`, `contract/${n.name}Routes.ts`, `server/src/domains/${n.name}/tables.ts`, `tests/server/${n.name}.test.ts`, `tests/e2e/${n.name}.spec.ts`,
  ].find((path) => existsSync(join(root, path)));
  if (taken) return `"${n.name}" is taken: ${taken} exists`;
  const caseless = [
    ...readdirSync(join(root, 'src/resources')), ...readdirSync(join(root, 'server/src/domains')),
  ].find((entry) => entry.toLowerCase() === n.name.toLowerCase());
  if (caseless) return `"${n.name}" differs only in case from the existing domain "${caseless}"`;

  const sql = [...filesUnder(root, 'server/src/db/migrations', '.sql'), ...filesUnder(root, 'server/src/domains', '.sql'), ...filesUnder(root, 'packages', '.sql')];
  const table = sql.find((file) => read(root, file).includes(`CREATE TABLE "${n.snake}"`));
  if (table) return `the table "${n.snake}" already exists (${table}): choose another name`;
  const tableExport = [...filesUnder(root, 'server/src/db/tables', '.ts'), ...filesUnder(root, 'server/src/domains', 'tables.ts')]
    .find((file) => new RegExp(`export const ${n.name}\\b`).test(read(root, file)));
  if (tableExport) return `${tableExport} already exports "${n.name}": choose another name`;

  // Plugin packages (packages/) share the console's flags, plugin names and tables.
  const flagFiles = [...filesUnder(root, 'contract', '.ts'), ...filesUnder(root, 'packages', 'Flags.ts'), 'server/src/seed/platformCatalog.ts'];
  for (const flag of [`view_${n.snake}`, `edit_${n.snake}`]) {
    const holder = flagFiles.find((file) => existsSync(join(root, file)) && read(root, file).includes(`'${flag}'`));
    if (holder) return `the permission flag "${flag}" already exists (${holder}): choose another name`;
  }
  const declared = new RegExp(`(?:name: |_RESOURCE = )'${n.name}'`);
  const pluginName = [...filesUnder(root, 'src', '.ts'), ...filesUnder(root, 'packages', '.ts')].find((file) => declared.test(read(root, file)));
  if (pluginName) return `"${n.name}" is already a plugin or resource name (${pluginName})`;
  return undefined;
}

/** Why the name cannot be a new plugin package here (its folder or its npm name is taken), or undefined. */
function packageConflictOf(root: string, n: DomainNames): string | undefined {
  if (existsSync(join(root, packageFolder(n)))) return `"${n.name}" is taken: ${packageFolder(n)} exists`;
  if (existsSync(join(root, 'node_modules', packageName(n)))) return `the package ${packageName(n)} is already installed here: choose another name`;
  return undefined;
}

type Template = (n: DomainNames, refs: FileRefs) => string;

/**
 * Everything the scaffold will write, or a ScaffoldError saying why not (nothing is written either way):
 * the in-repo domain, or with `asPackage` the same domain as a plugin package in packages/<kebab>/.
 */
export function planScaffold(root: string, name: string, { asPackage = false } = {}): Plan {
  const problem = nameProblem(name);
  if (problem) throw new ScaffoldError(problem);
  const n = domainNames(name);
  const conflict = conflictOf(root, n) ?? (asPackage ? packageConflictOf(root, n) : undefined);
  if (conflict) throw new ScaffoldError(conflict);

  const layout = asPackage ? packageLayout(n) : domainLayout(n);
  const written = (file: DomainFile, template: Template): PlannedFile =>
    ({ path: layout.files[file], text: template(n, refsFrom(layout, layout.files[file])) });
  const messages = posix.dirname(layout.files.messagesIndex);
  const packageFiles: PlannedFile[] = asPackage ? [
    { path: 'package.json', text: packageJsonFile(n, pluginApiVersion(root)) },
    { path: 'README.md', text: readmeFile(n) },
    { path: 'drizzle.config.ts', text: drizzleConfigFile(n) },
  ] : [];
  const files: PlannedFile[] = [
    ...packageFiles,
    written('schemas', schemasFile), written('flags', flagsFile), written('rules', rulesFile), written('declarations', declarationsFile),
    written('consoleIndex', pluginIndexFile), written('resources', resourcesFile), written('page', pageFile), written('form', formFile),
    { path: `${messages}/en.ts`, text: englishFile(n) },
    ...LOCALES.map((locale) => ({ path: `${messages}/${locale}.ts`, text: localeFile(n, locale) })),
    written('messagesIndex', messagesIndexFile),
    written('table', tableFile), written('serverIndex', domainIndexFile), written('routes', routesFile), written('store', storeFile),
    written('serverTest', serverTestFile), written('journey', journeyFile),
  ];
  return { names: n, layout, files: files.map((file) => ({ ...file, path: posix.join(layout.base, file.path) })) };
}

export interface ScaffoldResult {
  plan: Plan;
  /** The migration drizzle-kit wrote, from the root. */
  migration: string;
}

type Generate = (root: string, plan: Plan) => void;

/** The table's migrations folder, from the root (the host migrates a domain's after the core's, a plugin's after the domains'). */
export const migrationsOf = ({ layout }: Plan) => posix.join(layout.base, layout.migrations);

/**
 * `npx drizzle-kit generate --name <snake>`: the new table's SQL migration, journal and snapshot, in its
 * migrations folder. In-repo it runs at the root with DOMAIN=<name> (drizzle.config.ts); for a package,
 * in the package's folder with its own drizzle.config.ts.
 */
export const drizzleGenerate: Generate = (root, { names, layout }) => {
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--name', names.snake], {
    cwd: join(root, layout.base), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000, env: { ...process.env, ...layout.drizzleEnv },
  });
  if (run.status !== 0) {
    throw new ScaffoldError(`drizzle-kit generate failed (exit ${run.status ?? run.signal}):\n${run.stdout}${run.stderr}`);
  }
};

/** Writes the plan, then the migration inside the new domain's folder; on any failure everything written is taken back. */
export function applyScaffold(root: string, plan: Plan, generate: Generate = drizzleGenerate): ScaffoldResult {
  const created: string[] = [];
  const undo = () => {
    for (const path of created.reverse()) rmSync(join(root, path), { force: true, recursive: true });
  };
  try {
    for (const { path, text } of plan.files) {
      let dir = dirname(path);
      const newDirs: string[] = [];
      while (dir !== '.' && !existsSync(join(root, dir))) {
        newDirs.unshift(dir);
        dir = dirname(dir);
      }
      if (newDirs.length > 0) {
        mkdirSync(join(root, newDirs[0]), { recursive: true });
        created.push(newDirs[0]);
        mkdirSync(join(root, dirname(path)), { recursive: true });
      }
      writeFileSync(join(root, path), text, { flag: 'wx' });
      created.push(path);
    }
    generate(root, plan);
    const folder = migrationsOf(plan);
    const migration = filesUnder(root, folder, `_${plan.names.snake}.sql`)[0];
    if (!migration) throw new ScaffoldError(`drizzle-kit wrote no migration for the table "${plan.names.snake}"`);
    return { plan, migration };
  } catch (error) {
    undo();
    throw error;
  }
}
