// The figures of one bench on both databases: a fresh PostgreSQL database (when the server is
// reachable) and a fresh embedded one, each seeded, served by the platform's own server, measured,
// and removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchKit } from './developerPortal';

export type Target = { dataDir?: string; databaseUrl?: string };

export async function onBothDatabases<S, F>(
  kit: BenchKit, name: string, seed: (target: Target) => Promise<S>, measure: (seeded: S) => Promise<F>,
): Promise<{ postgres?: F; embedded: F }> {
  const run = async (target: Target) => {
    const seeded = await seed(target);
    const server = await kit.startServer(target);
    try {
      return await measure(seeded);
    } finally {
      await kit.stopServer(server);
    }
  };
  let postgres: F | undefined;
  const database = await kit.postgresTarget();
  if (database) {
    try {
      postgres = await run({ databaseUrl: database.databaseUrl });
    } finally {
      await database.drop();
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  try {
    return { ...(postgres ? { postgres } : {}), embedded: await run({ dataDir }) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
