// What `npm run new-plugin <name>` does: checks the name against the repository, plans every new
// file and every added line, writes them all (or, on any failure, puts everything back), and has
// drizzle-kit write the table's migration. The command line is newPlugin.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { domainNames, nameProblem, type DomainNames } from './names';
import { declarationsFile, flagsFile, rulesFile, schemasFile } from './templates/contract';
import { formFile, pageFile, pluginIndexFile, resourcesFile } from './templates/console';
import { englishFile, LOCALES, localeFile, messagesIndexFile } from './templates/messages';
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
  'accounts', 'tags', 'app', 'auth', 'openapi', 'routes', 'paths', 'messages',
]);

export interface PlannedFile {
  path: string;
  text: string;
}

export interface Plan {
  names: DomainNames;
  files: PlannedFile[];
  /** Existing files with their new text. */
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

  const flagFiles = [...filesUnder(root, 'contract', '.ts'), 'server/src/seed/platformCatalog.ts'];
  for (const flag of [`view_${n.snake}`, `edit_${n.snake}`]) {
    const holder = flagFiles.find((file) => existsSync(join(root, file)) && read(root, file).includes(`'${flag}'`));
    if (holder) return `the permission flag "${flag}" already exists (${holder}): choose another name`;
  }
  const declared = new RegExp(`(?:name: |_RESOURCE = )'${n.name}'`);
  const pluginName = filesUnder(root, 'src', '.ts').find((file) => declared.test(read(root, file)));
  if (pluginName) return `"${n.name}" is already a plugin or resource name (${pluginName})`;
  return undefined;
}

/** Everything the scaffold will write, or a ScaffoldError saying why not (nothing is written either way). */
export function planScaffold(root: string, name: string): Plan {
  const problem = nameProblem(name);
  if (problem) throw new ScaffoldError(problem);
  const n = domainNames(name);
  const conflict = conflictOf(root, n);
  if (conflict) throw new ScaffoldError(conflict);

  const consoleDir = `src/resources/${n.name}`;
  const serverDir = `server/src/domains/${n.name}`;
  const files: PlannedFile[] = [
    { path: `contract/${n.name}.ts`, text: schemasFile(n) },
    { path: `contract/${n.name}Flags.ts`, text: flagsFile(n) },
    { path: `contract/${n.name}Rules.ts`, text: rulesFile(n) },
    { path: `contract/${n.name}Routes.ts`, text: declarationsFile(n) },
    { path: `${consoleDir}/index.ts`, text: pluginIndexFile(n) },
    { path: `${consoleDir}/${n.name}Resources.ts`, text: resourcesFile(n) },
    { path: `${consoleDir}/${n.Plural}Page.tsx`, text: pageFile(n) },
    { path: `${consoleDir}/${n.Singular}Form.tsx`, text: formFile(n) },
    { path: `${consoleDir}/messages/en.ts`, text: englishFile(n) },
    ...LOCALES.map((locale) => ({ path: `${consoleDir}/messages/${locale}.ts`, text: localeFile(n, locale) })),
    { path: `${consoleDir}/messages/index.ts`, text: messagesIndexFile(n) },
    { path: `server/src/domains/${n.name}/tables.ts`, text: tableFile(n) },
    { path: `${serverDir}/index.ts`, text: domainIndexFile(n) },
    { path: `${serverDir}/routes/${n.name}.ts`, text: routesFile(n) },
    { path: `${serverDir}/${n.singular}Store.ts`, text: storeFile(n) },
    { path: `tests/server/${n.name}.test.ts`, text: serverTestFile(n) },
    { path: `tests/e2e/${n.name}.spec.ts`, text: journeyFile(n) },
  ];
  return { names: n, files };
}

export interface ScaffoldResult {
  plan: Plan;
  /** The migration drizzle-kit wrote, from the root. */
  migration: string;
}

type Generate = (root: string, n: DomainNames) => void;

/** The domain's own migrations folder (server/src/db/migrationFolders.ts migrates it after the core's). */
const migrationsOf = (n: DomainNames) => `server/src/domains/${n.name}/migrations`;

/** `DOMAIN=<name> npx drizzle-kit generate --name <snake>`: the new table's SQL migration, journal and snapshot, in the domain's folder. */
export const drizzleGenerate: Generate = (root, n) => {
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--name', n.snake], {
    cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000, env: { ...process.env, DOMAIN: n.name },
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
    generate(root, plan.names);
    const folder = migrationsOf(plan.names);
    const migration = filesUnder(root, folder, `_${plan.names.snake}.sql`)[0];
    if (!migration) throw new ScaffoldError(`drizzle-kit wrote no migration for the table "${plan.names.snake}"`);
    return { plan, migration };
  } catch (error) {
    undo();
    throw error;
  }
}
