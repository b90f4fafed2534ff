// Data tools figures (issue 14): an export of 1,000,000 rows × 10 columns to a spreadsheet (rows/s
// from the request to the finished job, the file's bytes as downloaded), and a migration of the same
// table PostgreSQL → MariaDB and back (rows/s copied and proved: from POST migrate-data until the
// job, polled as the console polls, has read the copy back and compared checksums); and a smaller
// embedded → embedded run, which needs nothing installed. Each scenario (bench/dataToolsRun.ts) starts
// a server of its own as `npm start` runs it (bench/dataToolsServer.ts) and reports that server's RSS,
// idle and at its peak, and the CPU time the job took it. PostgreSQL and MariaDB: POSTGRES_SOURCE_URL,
// MARIADB_SOURCE_URL, defaults the local ones. `BENCH_ONLY=dataTools npm run bench` prints these alone.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const ROWS = Number(process.env.BENCH_DATA_ROWS ?? 1_000_000);
const EMBEDDED_ROWS = 200_000;
const BUDGETS = { rowsPerSecond: 50_000, peakRssMb: 256 };

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.POSTGRES_SOURCE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function scenario(name: string, rows: number): Promise<unknown> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'bench/dataToolsRun.ts', name, String(rows)], { maxBuffer: 1 << 20, timeout: 30 * 60_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

export async function measureDataTools() {
  const figures: Record<string, unknown> = { budgets: BUDGETS, embedded: await scenario('embedded', EMBEDDED_ROWS) };
  if (!(await postgresReachable())) return { ...figures, servers: 'PostgreSQL not reachable: embedded only' };
  figures.export = await scenario('export', ROWS);
  figures.migration = await scenario('migration', ROWS).catch((error: Error) => ({ failed: error.message }));
  return figures;
}
