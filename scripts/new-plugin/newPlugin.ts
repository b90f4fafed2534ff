// `npm run new-plugin <name>` (tsx scripts/new-plugin/newPlugin.ts <name> [--dry-run]): a new domain
// in the project's shape, console, contract, server, migration and tests, such that
// `npm test` passes right after. The name is lowercase camelCase letters (widgets, supportTickets).
// Run it from the project's root; docs/plugins.md ("Scaffolding a domain") walks through the output.
import { pathToFileURL } from 'node:url';
import { applyScaffold, planScaffold, ScaffoldError } from './scaffold';

const USAGE = 'Usage: npm run new-plugin <name> [-- --dry-run]   e.g. npm run new-plugin widgets';

/** Runs the command in `root` (the project's root); answers the exit code. */
export function main(args: string[], root = process.cwd()): number {
  const dryRun = args.includes('--dry-run');
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--dry-run');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (unknown.length > 0 || names.length > 1) {
    console.error(`new-plugin: ${unknown.length > 0 ? `unknown option ${unknown.join(' ')}` : 'give one name'}\n${USAGE}`);
    return 2;
  }
  try {
    const plan = planScaffold(root, names[0] ?? '');
    if (dryRun) {
      console.log(`new-plugin ${plan.names.name} (dry run, nothing written) would create:`);
      plan.files.forEach((file) => console.log(`  + ${file.path}`));
      console.log(`  + server/src/domains/${plan.names.name}/migrations/0000_${plan.names.snake}.sql (DOMAIN=${plan.names.name} drizzle-kit generate)`);
      return 0;
    }
    const { migration } = applyScaffold(root, plan);
    console.log(`new-plugin: created the ${plan.names.name} domain`);
    [...plan.files.map((file) => file.path), migration].forEach((path) => console.log(`  + ${path}`));
    console.log(`
Next: npm run typecheck && npm run lint && npx vitest run --project server tests/server/${plan.names.name}.test.ts
      npx vite build && npx playwright test tests/e2e/${plan.names.name}.spec.ts
Then make it yours: the record's fields (contract/${plan.names.name}.ts, the table, the form), the texts in
each language (src/resources/${plan.names.name}/messages/), and a row in docs/server-domains.md.`);
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
