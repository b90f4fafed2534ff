// A plugin package installed from its tarball into a fresh console (issue 32, record 0411): the example
// plugin is packed with `npm pack` and added with `npm run add-plugin` to a copy of this checkout that
// has no plugin packages, with its own `npm install`; `npm start` builds and serves it, and the owner
// finds its page in a real browser, its route in the OpenAPI document and its table behind the route.
// Disabled, its page and routes are gone (404) and its table stays. A package made for another
// plugin API version is refused by add-plugin, and a listed plugin that is missing stops the start.
// Slow (an npm install and two builds): its own project, `npm run test:plugin-install`, which CI runs.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { PGlite } from '@electric-sql/pglite';
import { CHECKOUT, copyOfWorkingTree } from '../support/workingTreeCopy';

const EXAMPLE = '@platform-console/example-plugin';
const OWNER = { username: 'owner@demo.local', password: 'Demo@1234' };
const run = promisify(execFile);

let console_: string;
let packed: string;
let browser: Browser;

/** Runs a command in the console copy; its output is part of the failure when it fails. */
async function inConsole(command: string, args: string[]) {
  try {
    return await run(command, args, { cwd: console_, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
  } catch (error) {
    const { stdout = '', stderr = '', code } = error as { stdout?: string; stderr?: string; code?: number };
    throw new Error(`${command} ${args.join(' ')} exited ${code}:\n${stdout}\n${stderr}`, { cause: error });
  }
}

/** What a command that must fail printed, and its exit code. */
async function failing(command: string, args: string[]) {
  try {
    await run(command, args, { cwd: console_, env: { ...process.env, NO_COLOR: '1' }, timeout: 600_000 });
  } catch (error) {
    const { stdout = '', stderr = '', code } = error as { stdout?: string; stderr?: string; code?: number };
    return { output: `${stdout}\n${stderr}`, code };
  }
  throw new Error(`${command} ${args.join(' ')} succeeded`);
}

const freePort = () => new Promise<number>((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => done(port));
  });
});

interface Started { url: string; process: ChildProcess; dataDir: string }

/** `npm start` in the copy (building what changed), on a fresh port, until it answers. */
async function start(dataDir: string): Promise<Started> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: console_, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_SEED: 'true', DATABASE_URL: '', PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += chunk; });
  child.stderr!.on('data', (chunk) => { output += chunk; });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 400_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}:\n${output}`);
    if (await fetch(`${url}/admin/config.json`).then((r) => r.ok, () => false)) return { url, process: child, dataDir };
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`npm start did not answer:\n${output}`);
}

async function stop(started: Started) {
  const exited = new Promise((done) => started.process.once('exit', done));
  process.kill(-started.process.pid!, 'SIGTERM');
  await exited;
}

/** The owner's token and first account, through the API as any client would. */
async function ownerSession(url: string) {
  const login = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  const { token, userId } = await login.json() as { token: { accessToken: string }; userId: number };
  const authorization = `Bearer ${token.accessToken}`;
  const accounts = await (await fetch(`${url}/users/accounts?userId=${userId}`, { headers: { authorization } })).json() as { content: { id: number }[] };
  return { authorization, accountId: accounts.content[0].id };
}

/** The owner signed in through the sign-in page, then at `path` of their first account. */
async function ownersPage(url: string, accountId: number, path: string) {
  const page = await browser.newPage({ baseURL: url });
  await page.goto('/admin/auth/login');
  await page.locator('#login-username').fill(OWNER.username);
  await page.locator('#login-password').fill(OWNER.password);
  await page.locator('form button[type="submit"]').click();
  // Signed in once the default account is entered; a load before that would cut the sign-in short.
  await page.waitForURL(/\/admin\/app\/\d+\//);
  await page.goto(`/admin/app/${accountId}/${path}`);
  return page;
}

beforeAll(async () => {
  // A console with no plugin package: the example's folder and its plugins.json entry left out.
  console_ = await copyOfWorkingTree('plugin-install-', ['packages/example-plugin']);
  writeFileSync(join(console_, 'plugins.json'), '{ "plugins": {} }\n');
  await inConsole('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
  ({ stdout: packed } = await run('npm', ['pack', join(CHECKOUT, 'packages/example-plugin'), '--pack-destination', console_, '--silent'], { cwd: console_ }));
  packed = join(console_, packed.trim());
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (console_ && !process.env.KEEP_PLUGIN_INSTALL_COPY) rmSync(console_, { recursive: true, force: true });
});

describe('a plugin package installed from its tarball', () => {
  it('is refused when made for another plugin API version, leaving package.json as it was', async () => {
    const future = join(console_, 'future-plugin');
    cpSync(join(CHECKOUT, 'packages/example-plugin'), future, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(future, 'package.json'), 'utf8'));
    writeFileSync(join(future, 'package.json'), JSON.stringify({ ...manifest, name: '@acme/future-plugin', platformPlugin: { ...manifest.platformPlugin, apiVersion: 2 } }));
    const { stdout } = await run('npm', ['pack', future, '--pack-destination', console_, '--silent'], { cwd: console_ });
    const before = readFileSync(join(console_, 'package.json'), 'utf8');

    const refused = await failing('npm', ['run', 'add-plugin', '--', join(console_, stdout.trim())]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Plugin @acme/future-plugin@1.0.0 needs plugin API version 2; this console has version 1.');
    expect(readFileSync(join(console_, 'package.json'), 'utf8')).toBe(before);
    expect(JSON.parse(readFileSync(join(console_, 'plugins.json'), 'utf8'))).toEqual({ plugins: {} });
  }, 300_000);

  it('stops the start when plugins.json lists one that is not installed, saying what to run', async () => {
    writeFileSync(join(console_, 'plugins.json'), JSON.stringify({ plugins: { [EXAMPLE]: { enabled: true } } }));
    const refused = await failing('npm', ['start']);
    expect(refused.output).toContain(`Plugin ${EXAMPLE} is listed in plugins.json but not installed: run npm install, or npm run add-plugin -- ${EXAMPLE}.`);
    writeFileSync(join(console_, 'plugins.json'), '{ "plugins": {} }\n');
  }, 120_000);

  it('serves its page, its route in the API description and its table; disabled, they are gone and the table stays', async () => {
    const added = await inConsole('npm', ['run', 'add-plugin', '--', packed]);
    expect(added.stdout).toContain(`Plugin ${EXAMPLE}@1.0.0 ("notes") is installed and enabled in plugins.json.`);
    // Installed as files from the tarball, not linked to this checkout.
    expect(JSON.parse(readFileSync(join(console_, 'package.json'), 'utf8')).dependencies[EXAMPLE]).toMatch(/^file:.*\.tgz$/);

    const dataDir = join(console_, 'data');
    let started = await start(dataDir);
    try {
      const { authorization, accountId } = await ownerSession(started.url);
      const document = await (await fetch(`${started.url}/manage/openapi.json`, { headers: { authorization, accountId: String(accountId) } })).json() as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/manage/notes', '/manage/notes/{id}']));
      const notes = await fetch(`${started.url}/manage/notes`, { headers: { authorization, accountId: String(accountId) } });
      expect(notes.status).toBe(200);
      expect(await notes.json()).toMatchObject({ totalElements: 0, content: [] });

      const page = await ownersPage(started.url, accountId, 'notes-summary');
      await page.getByText('Pinned notes: 0').waitFor();
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notes' }).count()).toBe(1);
      await page.close();
    } finally {
      await stop(started);
    }

    await inConsole('npm', ['run', 'disable-plugin', '--', EXAMPLE]);
    started = await start(dataDir);
    try {
      const { authorization, accountId } = await ownerSession(started.url);
      expect((await fetch(`${started.url}/manage/notes`, { headers: { authorization, accountId: String(accountId) } })).status).toBe(404);
      const page = await ownersPage(started.url, accountId, 'my-apps');
      const menu = page.getByRole('navigation', { name: 'Main navigation' });
      await menu.getByRole('link', { name: 'Marketplace' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Notes' }).count()).toBe(0);
      await page.close();
    } finally {
      await stop(started);
    }
    const database = new PGlite(dataDir);
    try {
      const { rows } = await database.query<{ found: string | null }>("select to_regclass('public.notes')::text as found");
      expect(rows[0].found).toBe('notes');
    } finally {
      await database.close();
    }
  }, 900_000);
});
