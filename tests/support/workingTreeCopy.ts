// A copy of this working tree (its tracked and new files, not the ignored ones: no node_modules, no
// dist, no data) in a fresh temporary folder, as a fresh clone would have it with the uncommitted
// changes in: the scaffold and the plugin install tests work in one, never in this checkout.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const CHECKOUT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Copies the working tree's files, leaving out those under `without` (paths relative to the checkout). */
export async function copyOfWorkingTree(prefix: string, without: string[] = []): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const { stdout } = await promisify(execFile)('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: CHECKOUT, maxBuffer: 64 * 1024 * 1024 });
  for (const file of new Set(stdout.split('\0').filter(Boolean))) {
    if (!existsSync(join(CHECKOUT, file))) continue; // deleted in the working tree
    if (without.some((folder) => file.startsWith(`${folder}/`))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(CHECKOUT, file), join(copy, file));
  }
  return copy;
}
