// @vitest-environment node
// `npm run new-plugin <name>` (scripts/new-plugin/) makes a domain that passes the project's checks
// as generated: in a copy of this working tree (node_modules linked, not copied), the scaffold runs,
// then the typecheck over everything the new files and the edited registries reach (the locale files
// are typed by English's keys, so it checks the texts are complete too), lint on every file it wrote
// or changed, and the generated server test with the seed's (the AdminApp catalog gained the flags).
// The generated browser journey is left to the e2e suite (too slow here); docs/plugins.md says how
// to run it. A refused name writes nothing, and a failure half-way takes back what was written.
// With --package the same domain is a plugin package (packages/<kebab>/): its files and package.json,
// its drizzle-kit migration, and the typecheck (against the copy's plugin API) and lint of the package.
// Its server test needs the package installed and enabled, which the copy is not (see copyWithLinkedModules).
// KEEP_SCAFFOLD_COPY=1 keeps the copy for a look.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainNames, nameProblem, singularOf } from '../../scripts/new-plugin/names';
import { applyScaffold, planScaffold, ScaffoldError } from '../../scripts/new-plugin/scaffold';
import { main } from '../../scripts/new-plugin/newPlugin';
import { CHECKOUT, copyOfWorkingTree } from '../support/workingTreeCopy';

const run = promisify(execFile);
const ROOT = CHECKOUT;
const CLI = join(ROOT, 'scripts/new-plugin/newPlugin.ts');
/** Names no real domain will take: an in-repo domain's and a plugin package's. */
const NAME = 'scaffoldChecks';
const PACKAGE = 'scaffoldPackageChecks';
const PACKAGE_FOLDER = 'packages/scaffold-package-checks';

/** A copy of the working tree (tests/support/workingTreeCopy.ts) with this checkout's node_modules linked in. */
async function copyWithLinkedModules(): Promise<string> {
  const copy = await copyOfWorkingTree('new-plugin-');
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // The linked node_modules' workspace links lead to this checkout's plugin packages, which would load
  // this checkout's console modules beside the copy's own: the copy runs without plugin packages.
  writeFileSync(join(copy, 'plugins.json'), '{ "plugins": {} }\n');
  return copy;
}

/** The paths a run of the command lists as written (`  + path`). */
const writtenBy = (stdout: string) => [...stdout.matchAll(/^ {2}[+~] (\S+)$/gm)].map((match) => match[1]);

/** Why the scaffold refuses the name, which it must. */
function refusal(root: string, name: string, options?: { asPackage?: boolean }): string {
  try {
    planScaffold(root, name, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ScaffoldError);
    return (error as Error).message;
  }
  throw new Error(`${name} was accepted`);
}

/** The environment of a nested tool: without this vitest worker's own variables. */
const toolEnv = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV')),
  NO_COLOR: '1',
});

async function inCopy(copy: string, command: string, args: string[]) {
  try {
    return await run('npx', [command, ...args], { cwd: copy, env: toolEnv(), maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npx ${command} ${args.join(' ')} failed in ${copy}:\n${stdout}\n${stderr}`, { cause: error });
  }
}

describe('the names a domain takes', () => {
  it('spells one name every way the files need', () => {
    expect(domainNames('supportTickets')).toMatchObject({
      Plural: 'SupportTickets', Singular: 'SupportTicket', singular: 'supportTicket', kebab: 'support-tickets',
      snake: 'support_tickets', CONSTANT: 'SUPPORT_TICKETS', SINGULAR_CONSTANT: 'SUPPORT_TICKET',
      title: 'Support Tickets', singularLabel: 'Support ticket', pluralLabel: 'support tickets',
    });
    expect(['widgets', 'categories', 'boxes', 'staff', 'status'].map(singularOf)).toEqual(['widget', 'category', 'box', 'staff', 'status']);
  });

  it('takes lowercase camelCase letters only, with a message saying so', () => {
    expect(nameProblem('widgets')).toBeUndefined();
    expect(nameProblem('supportTickets')).toBeUndefined();
    for (const bad of ['Widgets', 'support-tickets', 'support_tickets', 'widgets2', 'myAPIKeys', 'wi', '']) {
      expect(nameProblem(bad), bad).toBeDefined();
    }
    expect(nameProblem('support-tickets')).toMatch(/lowercase camelCase letters/);
  });
});

describe('npm run new-plugin', () => {
  let copy: string;
  beforeAll(async () => { copy = await copyWithLinkedModules(); }, 120_000);
  afterAll(() => { if (copy && !process.env.KEEP_SCAFFOLD_COPY) rmSync(copy, { recursive: true, force: true }); });

  it('refuses an ill-formed or taken name with a clear message, and writes nothing', () => {
    const refused = (name: string) => refusal(copy, name);
    expect(refused('roles')).toBe('"roles" is taken: src/resources/roles exists');
    // A plugin package's name is taken as well as a domain's.
    expect(refused('parameters')).toBe('"parameters" is already a plugin or resource name (packages/parameters/console/index.ts)');
    expect(refused('notes')).toMatch(/the table "notes" already exists/);
    expect(refused('delete')).toMatch(/choose another/);

    const before = readFileSync(join(copy, 'server/src/db/schema.ts'), 'utf8');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(main(['Support-Tickets'], copy)).toBe(1);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('new-plugin: "Support-Tickets" is not a domain name: use lowercase camelCase letters only'));
      expect(main(['widgets', 'gadgets'], copy)).toBe(2);
    } finally {
      errors.mockRestore();
    }
    expect(readFileSync(join(copy, 'server/src/db/schema.ts'), 'utf8')).toBe(before);
    expect(existsSync(join(copy, 'src/resources/Support-Tickets'))).toBe(false);
  });

  it('takes back everything it wrote when a step fails', () => {
    const plan = planScaffold(copy, NAME);
    expect(() => applyScaffold(copy, plan, () => { throw new ScaffoldError('no migration today'); })).toThrow('no migration today');
    for (const file of plan.files) expect(existsSync(join(copy, file.path)), file.path).toBe(false);
    expect(existsSync(join(copy, `src/resources/${NAME}`))).toBe(false);
  });

  it('makes a domain that typechecks, lints and passes its server test as generated', { timeout: 600_000 }, async () => {
    const { stdout } = await inCopy(copy, 'tsx', [CLI, NAME]);
    const n = domainNames(NAME);
    const written = writtenBy(stdout);
    // Found, not registered: it edits no existing file.
    expect(stdout).not.toMatch(/^ {2}~ /m);
    expect(written).toEqual(expect.arrayContaining([
      `src/resources/${NAME}/index.ts`, `src/resources/${NAME}/${NAME}Resources.ts`, `contract/${NAME}.ts`, `contract/${NAME}Flags.ts`,
      `contract/${NAME}Routes.ts`, `server/src/domains/${NAME}/index.ts`, `server/src/domains/${NAME}/routes/${NAME}.ts`,
      `tests/server/${NAME}.test.ts`, `tests/e2e/${NAME}.spec.ts`,
    ]));
    // The routes are declared once: no code but the declarations spells their paths (the server test does, on purpose).
    const pathSpelled = new RegExp(`['\`](?:/manage)?/${n.kebab}\\b`);
    expect(written.filter((path) => /\.tsx?$/.test(path) && pathSpelled.test(readFileSync(join(copy, path), 'utf8'))))
      .toEqual([`contract/${NAME}Routes.ts`, `tests/server/${NAME}.test.ts`]);
    // The table's migration starts the domain's own migrations folder; the core's journal is untouched.
    expect(written).toContain(`server/src/domains/${NAME}/migrations/0000_${n.snake}.sql`);
    expect(readFileSync(join(copy, `server/src/domains/${NAME}/migrations/0000_${n.snake}.sql`), 'utf8')).toContain(`CREATE TABLE "${n.snake}"`);
    expect(readFileSync(join(copy, 'server/src/db/migrations/meta/_journal.json'), 'utf8'))
      .toBe(readFileSync(join(ROOT, 'server/src/db/migrations/meta/_journal.json'), 'utf8'));
    // The same name again is refused now that it exists.
    expect(() => planScaffold(copy, NAME)).toThrow(/is taken/);

    const sources = written.filter((path) => /\.tsx?$/.test(path));
    writeFileSync(join(copy, 'tsconfig.scaffold.json'), JSON.stringify({
      extends: './tsconfig.json', include: [...sources, 'tests/server/seed.test.ts'],
    }));
    await inCopy(copy, 'tsc', ['--noEmit', '-p', 'tsconfig.scaffold.json']);
    await inCopy(copy, 'eslint', ['--max-warnings=0', ...sources]);
    const server = await inCopy(copy, 'vitest', ['run', '--project', 'server', '--reporter=verbose', `tests/server/${NAME}.test.ts`, 'tests/server/seed.test.ts']);
    expect(server.stdout).toContain(`tests/server/${NAME}.test.ts`);
    expect(server.stdout).not.toMatch(/\d+ failed/);
  });

  it('refuses a plugin package whose folder or names are taken, writes nothing, and lists what it would write', () => {
    const refused = (name: string) => refusal(copy, name, { asPackage: true });
    expect(refused('examplePlugin')).toBe('"examplePlugin" is taken: packages/example-plugin exists');
    expect(refused('notes')).toMatch(/the table "notes" already exists \(packages\/example-plugin\//);
    expect(refused('roles')).toMatch(/is taken: src\/resources\/roles exists/);

    const packages = readdirSync(join(copy, 'packages'));
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(main(['examplePlugin', '--package'], copy)).toBe(1);
      expect(errors).toHaveBeenCalledWith('new-plugin: "examplePlugin" is taken: packages/example-plugin exists');
      expect(main([PACKAGE, '--package', '--dry-run'], copy)).toBe(0);
      const listed = logs.mock.calls.map(([line]) => String(line)).join('\n');
      expect(listed).toContain(`  + ${PACKAGE_FOLDER}/package.json`);
      expect(listed).toContain(`  + ${PACKAGE_FOLDER}/server/migrations/0000_scaffold_package_checks.sql`);
    } finally {
      logs.mockRestore();
      errors.mockRestore();
    }
    expect(readdirSync(join(copy, 'packages'))).toEqual(packages);
  });

  it('takes back the whole package when a step fails', () => {
    const plan = planScaffold(copy, PACKAGE, { asPackage: true });
    expect(() => applyScaffold(copy, plan, () => { throw new ScaffoldError('no migration today'); })).toThrow('no migration today');
    expect(existsSync(join(copy, PACKAGE_FOLDER))).toBe(false);
  });

  it('makes a plugin package that typechecks and lints as generated, editing no host file', { timeout: 600_000 }, async () => {
    const hostFiles = ['plugins.json', 'package.json', 'package-lock.json'];
    const before = hostFiles.map((file) => readFileSync(join(copy, file), 'utf8'));
    const { stdout } = await inCopy(copy, 'tsx', [CLI, PACKAGE, '--package']);
    const n = domainNames(PACKAGE);
    expect(stdout).toContain(`npm run add-plugin -- ./${PACKAGE_FOLDER}`);
    expect(hostFiles.map((file) => readFileSync(join(copy, file), 'utf8'))).toEqual(before);

    // The example's layout (packages/example-plugin), with the in-repo domain's files and the real migration.
    const written = writtenBy(stdout);
    expect(written.every((path) => path.startsWith(`${PACKAGE_FOLDER}/`))).toBe(true);
    expect(written.map((path) => path.slice(PACKAGE_FOLDER.length + 1)).sort()).toEqual([
      'README.md', 'console/ScaffoldPackageCheckForm.tsx', 'console/ScaffoldPackageChecksPage.tsx', 'console/index.ts',
      ...['en', 'fr', 'index', 'jp', 'sp', 'zh'].map((file) => `console/messages/${file}.ts`), `console/${PACKAGE}Resources.ts`,
      `contract/${PACKAGE}.ts`, `contract/${PACKAGE}Flags.ts`, `contract/${PACKAGE}Routes.ts`, `contract/${PACKAGE}Rules.ts`,
      'drizzle.config.ts', 'package.json', 'server/index.ts', `server/migrations/0000_${n.snake}.sql`, `server/routes/${PACKAGE}.ts`,
      'server/scaffoldPackageCheckStore.ts', 'server/tables.ts', `tests/e2e/${PACKAGE}.spec.ts`, `tests/server/${PACKAGE}.test.ts`,
    ]);
    const migrations = join(copy, PACKAGE_FOLDER, 'server/migrations');
    expect(readFileSync(join(migrations, `0000_${n.snake}.sql`), 'utf8')).toContain(`CREATE TABLE "${n.snake}"`);
    expect(JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')).entries).toMatchObject([{ idx: 0, tag: `0000_${n.snake}` }]);
    expect(existsSync(join(migrations, 'meta/0000_snapshot.json'))).toBe(true);

    const manifest = JSON.parse(readFileSync(join(copy, PACKAGE_FOLDER, 'package.json'), 'utf8'));
    const example = JSON.parse(readFileSync(join(copy, 'packages/example-plugin/package.json'), 'utf8'));
    const apiMajor = Number(JSON.parse(readFileSync(join(copy, 'packages/plugin-api/package.json'), 'utf8')).version.split('.')[0]);
    expect(manifest).toMatchObject({
      name: `platform-plugin-${n.kebab}`, version: '0.1.0', type: 'module',
      platformPlugin: { apiVersion: apiMajor, name: PACKAGE }, exports: example.exports, files: example.files,
    });
    // The name is taken now, for another package and for an in-repo domain alike.
    expect(() => planScaffold(copy, PACKAGE, { asPackage: true })).toThrow(`the table "${n.snake}" already exists`);
    expect(() => planScaffold(copy, PACKAGE)).toThrow(`the table "${n.snake}" already exists`);

    // The package reaches the console through the copy's plugin API (the linked node_modules' leads to this checkout's).
    writeFileSync(join(copy, 'tsconfig.package.json'), JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { paths: { '@platform-console/plugin-api/*': ['./packages/plugin-api/*'] } },
      include: [PACKAGE_FOLDER],
    }));
    await inCopy(copy, 'tsc', ['--noEmit', '-p', 'tsconfig.package.json']);
    await inCopy(copy, 'eslint', ['--max-warnings=0', PACKAGE_FOLDER]);
  });
});
