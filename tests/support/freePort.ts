// A port free on 127.0.0.1 now, for a child process that must be told its port before it starts
// (the compiled server in tests/server/serverBuild.test.ts and the data-tools bench).
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
