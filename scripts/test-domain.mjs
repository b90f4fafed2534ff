// `npm run test:domain -- <name> [more names]`: the unit, server and browser test files whose path
// holds a name (e.g. users, pageTemplates, connectors), the inner loop for whoever changes one domain.
// The browser part builds the console first when its sources changed, as npm test does.
import { spawnSync } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0 || names.some((name) => !/^[A-Za-z][\w-]*$/.test(name))) {
  console.error('Usage: npm run test:domain -- <name> [more names]   e.g. npm run test:domain -- users');
  process.exit(2);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const steps = [
  ['npx', ['vitest', 'run', '--project', 'unit', '--project', 'unit-isolated', '--project', 'server', '--passWithNoTests', ...names]],
  ['node', ['tests/e2e/ensure-chromium.mjs']],
  ['node', ['scripts/ensure-console-build.mjs']],
  ['npx', ['playwright', 'test', '--pass-with-no-tests', ...names]],
];
for (const [command, args] of steps) {
  const status = run(command, args);
  if (status !== 0) process.exit(status);
}
