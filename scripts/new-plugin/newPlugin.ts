// `npm run new-plugin <name>` (tsx scripts/new-plugin/newPlugin.ts <name> [--package] [--dry-run]): a new
// domain in the project's shape, console, contract, server, migration and tests, such that
// `npm test` passes right after; with --package, the same domain as a plugin package in
// packages/<kebab>/, for `npm run add-plugin`. The name is lowercase camelCase letters (widgets, supportTickets).
// Run it from the project's root; docs/plugins.md ("Scaffolding a domain") walks through the output.
import { pathToFileURL } from 'node:url';
import { packageName } from './layout';
import { applyScaffold, migrationsOf, planScaffold, ScaffoldError, type Plan } from './scaffold';

const USAGE = 'Usage: npm run new-plugin -- <name> [--package] [--dry-run]   e.g. npm run new-plugin -- widgets --package';
const OPTIONS = ['--dry-run', '--package'];

/** How the migration is made, for the dry run's listing. */
function migrationCommand({ layout }: Plan): string {
  const env = Object.entries(layout.drizzleEnv).map(([key, value]) => `${key}=${value} `).join('');
  return `${env}drizzle-kit generate${layout.base ? ` in ${layout.base}` : ''}`;
}

function nextSteps({ names: n, layout }: Plan): string {
  if (!layout.base) {
    return `
Next: npm run typecheck && npm run lint && npx vitest run --project server tests/server/${n.name}.test.ts
      npx vite build && npx playwright test tests/e2e/${n.name}.spec.ts
Then make it yours: the record's fields (contract/${n.name}.ts, the table, the form), the texts in
each language (src/resources/${n.name}/messages/), and a row in docs/server-domains.md.`;
  }
  // A package: nothing runs it until it is enabled (plugins.json), here or in another checkout.
  return `
Next, enable it in this checkout: npm run add-plugin -- ./${layout.base}
      then npm run typecheck && npm run lint && npx vitest run --project server ${layout.base}/${layout.files.serverTest}
      npx vite build && npx playwright test ${layout.base}/${layout.files.journey}
Or use it in another checkout: (cd ${layout.base} && npm pack), then there
      npm run add-plugin -- <path to ${packageName(n)}-0.1.0.tgz>
Then make it yours, in ${layout.base}/: the record's fields (${layout.files.schemas}, ${layout.files.table}
then npx drizzle-kit generate there, the form) and the texts in each language (console/messages/).`;
}

/** Runs the command in `root` (the project's root); answers the exit code. */
export function main(args: string[], root = process.cwd()): number {
  const dryRun = args.includes('--dry-run');
  const asPackage = args.includes('--package');
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && !OPTIONS.includes(arg));
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (unknown.length > 0 || names.length > 1) {
    console.error(`new-plugin: ${unknown.length > 0 ? `unknown option ${unknown.join(' ')}` : 'give one name'}\n${USAGE}`);
    return 2;
  }
  try {
    const plan = planScaffold(root, names[0] ?? '', { asPackage });
    const what = asPackage ? `the ${plan.names.name} plugin package` : `the ${plan.names.name} domain`;
    if (dryRun) {
      console.log(`new-plugin ${plan.names.name} (dry run, nothing written) would create ${what}:`);
      plan.files.forEach((file) => console.log(`  + ${file.path}`));
      console.log(`  + ${migrationsOf(plan)}/0000_${plan.names.snake}.sql (${migrationCommand(plan)})`);
      return 0;
    }
    const { migration } = applyScaffold(root, plan);
    console.log(`new-plugin: created ${what}`);
    [...plan.files.map((file) => file.path), migration].forEach((path) => console.log(`  + ${path}`));
    console.log(nextSteps(plan));
    return 0;
  } catch (error) {
    if (error instanceof ScaffoldError) {
      console.error(`new-plugin: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
