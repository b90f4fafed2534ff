// `node scripts/run-together.mjs typecheck lint test:unit`: runs npm scripts at the same time and
// prints each one's output whole when it ends, with its time; fails if any failed. The typecheck and
// lint keep one core busy each, so beside the unit tests the three take about half as long as one
// after another on a 2-core machine (docs/decisions/0401-test-suite-time.md).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const started = Date.now();

const runs = scripts.map((script) => new Promise((resolve) => {
  const child = spawn('npm', ['run', '--silent', script], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  child.on('close', (code) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stdout.write(`\n── npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} after ${seconds} s ──\n`);
    process.stdout.write(Buffer.concat(output));
    resolve(code === 0);
  });
}));

const passed = await Promise.all(runs);
process.exit(passed.every(Boolean) ? 0 : 1);
