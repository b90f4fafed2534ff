// `npm start`: opens the database (embedded unless DATABASE_URL), seeds a fresh one, serves
// the API and the console on one port, and closes cleanly on SIGINT/SIGTERM.
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { buildApp } from './app';
import { seedOnStart } from './seed/start';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp(database, config);
const signIn = await seedOnStart(database.db, config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const base = `http://localhost:${config.port}`;
console.log(`\nConsole: ${base}/admin/   (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`);
for (const line of signIn) console.log(line);
