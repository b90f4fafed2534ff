// `npm start` runs the compiled server (scripts/buildServer.mjs: our code bundled, the packages left
// to node_modules) with plain node. This builds it as npm start does, into a folder of its own, and
// runs it: it answers, signs the demo owner in, loads the modules it imports only at first use (a
// data source's driver, the settings check's worker), and stops cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script, without type declarations
import { buildServer, serverEntry } from '../../scripts/buildServer.mjs';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/src/seed/demo';
import { domainMigrationFolders } from '../../server/src/db/migrationFolders';
import { freePort } from '../support/freePort';

const outdir = join('dist', `server-test-${process.pid}`);

describe('the compiled server (npm start)', () => {
  let server: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    await buildServer(outdir);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(outdir, serverEntry)], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO_SEED: 'true', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => { output += chunk; });
    server.stderr!.on('data', (chunk) => { output += chunk; });
    for (let i = 0; !output.includes('Console: '); i++) {
      if (server.exitCode !== null || i === 800) throw new Error(`The compiled server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 90_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(outdir, { recursive: true, force: true });
  });

  it('serves the console run-time config and signs the demo owner in', async () => {
    const config = await fetch(`${base}/admin/config.json`);
    expect(config.status).toBe(200);
    expect(await config.json()).toHaveProperty('services');
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_USERS.owner.username, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = await login.json() as { token: { accessToken: string } };
    const authorization = `Bearer ${token.accessToken}`;
    const account = await (await fetch(`${base}/users/account`, { headers: { authorization } })).json() as { id: number };
    // An embedded database's test loads the PostgreSQL data source and PGlite, both imported at first use.
    const tested = await fetch(`${base}/data-migrate/database/test`, {
      method: 'POST', headers: { authorization, accountId: String(account.id), 'content-type': 'application/json' },
      body: JSON.stringify({ databaseName: 'Shop', engine: 'embedded', database: 'shop' }),
    });
    expect(await tested.json()).toMatchObject({ ok: true, serverVersion: expect.stringMatching(/PostgreSQL/) });
  });

  it('has a settings-check worker that loads under plain node', async () => {
    const worker = new Worker(pathToFileURL(join(outdir, 'settingsCheck.worker.mjs')));
    try {
      await expect(new Promise((resolve, reject) => { worker.once('message', resolve); worker.once('error', reject); })).resolves.toBe('ready');
    } finally {
      await worker.terminate();
    }
  });

  it('carries every domain\'s migrations where the migrator looks for them', () => {
    const owners = (folders: { owner: string }[]) => folders.map(({ owner }) => owner);
    const inSource = owners(domainMigrationFolders(join('server', 'src', 'domains')));
    expect(inSource.length).toBeGreaterThan(0);
    expect(owners(domainMigrationFolders(join(outdir, 'domain-migrations')))).toEqual(inSource);
  });

  it('stops cleanly on SIGTERM, its database closed', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    // 0 only from main.ts's shutdown, after the server and the database are closed (a process killed by the signal has no code).
    expect(await exited).toBe(0);
  });
});
