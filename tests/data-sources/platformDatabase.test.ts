// Issue 27 §1: Data Migration never reaches the platform's own database. The platform here runs on
// the machine's PostgreSQL (POSTGRES_SOURCE_URL), with every address of this machine allowed as
// DATABASE_ALLOWED_HOSTS allows it in the README's example, and an owner tries its database under
// each name that reaches it: refused when saved, when tested, and at every use of a connection
// saved before the check existed; its server's other databases only with the operator's opt-in.
import { hostname, networkInterfaces } from 'node:os';
import { lookup } from 'node:dns/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConnections } from '../../server/src/domains/databases/tables';
import { openPostgres } from '../../server/src/dataSources/postgresSource';
import { AllowedHosts } from '../../server/src/security/addressPolicy';
import { PlatformDatabase, type ServerIdentity } from '../../server/src/dataSources/platformDatabase';
import { DataSourceError } from '../../server/src/dataSources/dataSource';
import { startTestServer, type TestServer } from '../server/harness';
import { signedInOwner, type SignedInOwner } from '../server/fixtures';

const serverUrl = new URL(process.env.POSTGRES_SOURCE_URL ?? '');
const port = Number(serverUrl.port || 5432);
const OWN = /reaches the platform's own database \(/;
const OWN_SERVER = /reaches the platform's own database server .*DATABASE_ALLOW_PLATFORM_SERVER is true/;

/** Every name of this machine: loopback spellings, each interface's address, and its host name when it resolves. */
async function namesOfThisMachine(): Promise<string[]> {
  const names = ['127.0.0.1', 'localhost', '127.0.0.2', '0.0.0.0', '::1', '::ffff:127.0.0.1'];
  for (const nic of Object.values(networkInterfaces()).flat()) {
    if (nic && nic.family === 'IPv4' && !nic.internal) names.push(nic.address);
  }
  if (await lookup(hostname()).then(() => true, () => false)) names.push(hostname());
  return names;
}

describe("the platform's own database as a data source", () => {
  let server: TestServer;
  let optedIn: TestServer;
  let owner: SignedInOwner;
  let platformDatabase: string;
  let names: string[];

  beforeAll(async () => {
    names = await namesOfThisMachine();
    const allowed = ['127.0.0.0/8', '::1', '0.0.0.0', ...names, hostname()];
    server = await startTestServer({ dataDir: 'memory://', databaseAllowedHosts: allowed }, serverUrl.toString());
    optedIn = await startTestServer({ dataDir: 'memory://', databaseAllowedHosts: allowed, databaseAllowPlatformServer: true }, serverUrl.toString());
    platformDatabase = new URL(server.database.url!).pathname.slice(1);
    owner = await signedInOwner(server, 'Curious Ltd');
  });
  afterAll(async () => {
    await server?.close();
    await optedIn?.close();
  });

  const call = (target: TestServer, who: SignedInOwner, method: 'POST' | 'PUT', url: string, payload: object) =>
    target.app.inject({ method, url: `/data-migrate${url}`, headers: who.headers, payload });
  const connection = (host: string, database = platformDatabase) => ({
    databaseName: `Own via ${host}`, engine: 'postgresql', host, port, database, username: serverUrl.username || 'postgres',
  });

  it('refuses to save, or test, a connection to it under every name of this machine', async () => {
    expect(names.length).toBeGreaterThan(5);
    for (const host of names) {
      const saved = await call(server, owner, 'POST', '/database', connection(host));
      expect(saved.statusCode, `${host}: ${saved.body}`).toBe(400);
      expect(saved.json().message, host).toMatch(OWN);
      const tested = await call(server, owner, 'POST', '/database/test', connection(host));
      expect(tested.json(), host).toMatchObject({ ok: false, message: expect.stringMatching(OWN) });
    }
  });

  it('refuses a connection saved before the check at every use: browsing, planning and migrating', async () => {
    const { db } = server.database;
    const [own] = await db.insert(databaseConnections).values({
      accountId: owner.accountId, databaseName: 'Saved earlier', engine: 'postgresql', host: 'localhost', port,
      database: platformDatabase, username: serverUrl.username || 'postgres',
    }).returning();
    const [embedded] = await db.insert(databaseConnections).values({
      accountId: owner.accountId, databaseName: 'Scratch', engine: 'embedded', database: 'scratch',
    }).returning();
    const tables = await call(server, owner, 'POST', '/tableList', { id: own.id });
    expect(tables.statusCode).toBe(422);
    expect(tables.json().message).toMatch(OWN);
    expect(tables.body).not.toContain('server_secrets');
    const columns = await call(server, owner, 'POST', '/columnList?tableName=users', { id: own.id });
    expect(columns.statusCode).toBe(422);
    for (const url of ['/migrate-data/plan', '/migrate-data']) {
      const started = await call(server, owner, 'POST', url, { sourceId: own.id, targetId: embedded.id, tables: [] });
      expect(started.statusCode, url).toBe(422);
      expect(started.json().message, url).toMatch(OWN);
    }
    const edited = await call(server, owner, 'PUT', `/database/${own.id}`, connection('127.0.0.1'));
    expect(edited.statusCode).toBe(400);
  });

  it("refuses the platform server's other databases unless the operator opts in, and its own database even then", async () => {
    const other = serverUrl.pathname.slice(1) || 'postgres';
    expect(other).not.toBe(platformDatabase);
    const refused = await call(server, owner, 'POST', '/database/test', connection('127.0.0.1', other));
    expect(refused.json()).toMatchObject({ ok: false, message: expect.stringMatching(OWN_SERVER) });
    const theirOwner = await signedInOwner(optedIn, 'Operator Ltd');
    const ownOfOptedIn = new URL(optedIn.database.url!).pathname.slice(1);
    const allowed = await call(optedIn, theirOwner, 'POST', '/database/test', connection('127.0.0.1', other));
    expect(allowed.json()).toMatchObject({ ok: true });
    const stillRefused = await call(optedIn, theirOwner, 'POST', '/database/test', connection('localhost', ownOfOptedIn));
    expect(stillRefused.json()).toMatchObject({ ok: false, message: expect.stringMatching(OWN) });
  });

  it('knows the platform server by its identity when no address gives it away (a proxy or a port forward)', async () => {
    const own = new pg.Client({ connectionString: server.database.url });
    await own.connect();
    const { rows: [row] } = await own.query('select system_identifier::text as system_id, current_database() as database from pg_control_system()');
    await own.end();
    const identity: ServerIdentity = { systemId: row.system_id, database: row.database };
    // The platform as seen from elsewhere: a host no address of this machine matches.
    const platform = new PlatformDatabase({ host: '192.0.2.10', port, database: platformDatabase }, false, async () => identity);
    const policy = { allowed: new AllowedHosts(['127.0.0.1'], 'DATABASE_ALLOWED_HOSTS'), platform, connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 };
    const spec = { accountId: owner.accountId, engine: 'postgresql' as const, host: '127.0.0.1', port, database: platformDatabase, username: serverUrl.username || 'postgres', password: null };
    await expect(openPostgres(spec, policy)).rejects.toThrow(DataSourceError);
    await expect(openPostgres(spec, policy)).rejects.toThrow(OWN);
    const unrelated = new PlatformDatabase({ host: '192.0.2.10', port, database: platformDatabase }, false, async () => ({ ...identity, systemId: '1' }));
    const source = await openPostgres(spec, { ...policy, platform: unrelated });
    await source.close();
  });
});
