// examples/hello-app's server for a journey: started as its README starts it (its environment), on a
// free port of this machine, against the suite's platform; stopped when the journey ends.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now: the example's access URL is registered before the app starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ExampleAppSettings {
  port: number;
  appId: number;
  apiKey: string;
  platformUrl: string;
}

/** Starts the example and answers once it listens; `stop` ends it. */
export function startExampleApp({ port, appId, apiKey, platformUrl }: ExampleAppSettings): Promise<{ stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: 'examples/hello-app',
    env: { ...process.env, APP_ID: String(appId), APP_API_KEY: apiKey, PLATFORM_URL: platformUrl, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill(); reject(new Error(`The example app did not start in 30 s:\n${output}`)); }, 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('hello-app on')) {
        clearTimeout(timer);
        resolve({ stop: () => { child.kill(); } });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`The example app ended (${code}):\n${output}`)); });
  });
}
