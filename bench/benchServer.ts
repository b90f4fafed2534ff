// The platform's server as the benches run it: from source (tsx), without the demo data, with the
// sign-in limit raised for the many sign-ins a bench makes, logging warnings only unless a bench asks
// for the request log `npm start` writes; answers once the server does.
import { spawn, type ChildProcess } from 'node:child_process';

export async function startBenchServer(port: number, target: { dataDir?: string; databaseUrl?: string; logLevel?: string }): Promise<ChildProcess> {
  // Node itself (not npx) so that stopping the child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env, PORT: String(port), DATA_DIR: target.dataDir ?? '', DATABASE_URL: target.databaseUrl ?? '',
      DEMO_SEED: 'false', LOG_LEVEL: target.logLevel ?? 'warn', LOGIN_RATE_LIMIT: '1000',
    },
    // The request log goes to /dev/null: written and formatted as in production, read by no one here.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/manage/auth/version`)).ok) return child;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('The server did not start');
}
