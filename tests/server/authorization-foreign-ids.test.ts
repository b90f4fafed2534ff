// The authorization matrix's "foreign records" column (issue 27 §3): every operation that takes an
// app, instance, role, permission, property, key, connector, template, database or job id is
// called by another account's owner with account A's id, and must answer exactly as it answers
// for an id that names nothing. A's records all share one id (each table's identity is restarted
// there), so whichever kind a parameter names, the foreign value is a real record of A's: an
// unpublished app, its instance, an instance role... A route added tomorrow is walked the day it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, sql, type Table } from 'drizzle-orm';
import { appInstances, apps } from '../../server/src/db/schema';
import { appDefaultUserRoles, appInstanceRoles, appPermissions } from '../../server/src/domains/roles/tables';
import { apiKeys } from '../../server/src/domains/apiKeys/tables';
import { uiProperties } from '../../server/src/domains/uiTexts/tables';
import { connectorApis, connectorInstanceApis } from '../../server/src/domains/connectors/tables';
import { databaseConnections, migrationJobs } from '../../server/src/domains/databases/tables';
import { exportTables } from '../../server/src/domains/dataExport/tables';
import { emailTemplates } from '../../server/src/domains/emailTemplates/tables';
import { pageTemplates, templatePages } from '../../server/src/domains/pageTemplates/tables';
import { INT4_MAX } from '../../contract/wireTypes';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';
import { callOperation, label, operationsOf, type Operation } from './openapi';

/** Every record of account A has this id (a connector app and its instance the next one). */
const FOREIGN = 1_900_000;
const MISSING = INT4_MAX - 7;
/** Parameters naming a record of an account's apps, data or templates (people have their own matrix). */
const RECORD_ID = /^(id|appId|appInstanceId|parentAppId|appDefaultUserRolesId|appRoleId|appInstanceRoleId|appPermissionId|propId|connectorAppInstanceId|connectorId|connectorApiId|sourceId|targetId|connectionId|templateId|instanceTemplateId|jobId|subscriptionId|roleId)$/;
const MARKER = 'qzforeign7';

let server: TestServer;
let owner: SignedInOwner;
let stranger: SignedInOwner;

/** Inserts `rows` into `table` with ids from FOREIGN on, then moves the table's identity far away again. */
async function withForeignIds(table: Table, rows: Record<string, unknown>[]) {
  const { db } = server.database;
  const name = sql.identifier(getTableName(table));
  await db.execute(sql`alter table ${name} alter column id restart with ${sql.raw(String(FOREIGN))}`);
  await db.insert(table).values(rows as never);
  await db.execute(sql`alter table ${name} alter column id restart with 100000`);
}

beforeAll(async () => {
  server = await startTestServer({ databaseAllowedHosts: [] });
  owner = await signedInOwner(server, 'Acme Foreign');
  stranger = await signedInOwner(server, 'Stranger Foreign');
  const a = owner.accountId;
  await withForeignIds(apps, [
    { name: `Draft ${MARKER}`, type: 'app', published: 'UNPUBLISHED', developerAccountId: a, settingsSchema: { title: MARKER } },
    { name: `Connector ${MARKER}`, type: 'connector', published: 'UNPUBLISHED', developerAccountId: a },
  ]);
  await withForeignIds(appInstances, [{ accountId: a, appId: FOREIGN }, { accountId: a, appId: FOREIGN + 1 }]);
  await withForeignIds(appPermissions, [{ appId: FOREIGN, permissionName: 'qz_flag' }]);
  await withForeignIds(appDefaultUserRoles, [{ appId: FOREIGN, roleName: `Default ${MARKER}`, userType: 'USER' }]);
  await withForeignIds(appInstanceRoles, [{ appInstanceId: FOREIGN, appId: FOREIGN, roleName: `Role ${MARKER}` }]);
  await withForeignIds(uiProperties, [{ appId: FOREIGN, propertyName: 'qz_text', defaultValue: MARKER }]);
  await withForeignIds(apiKeys, [{
    accountId: a, appInstanceId: FOREIGN, appId: FOREIGN, name: `Key ${MARKER}`, prefix: 'pk_live_qz', lookupId: 'qzlookup', secretHash: 'x',
  }]);
  await withForeignIds(connectorApis, [{ connectorId: FOREIGN + 1, developerAccountId: a, name: `Api ${MARKER}`, method: 'GET', url: 'https://example.com/' }]);
  await withForeignIds(connectorInstanceApis, [{ accountId: a, appId: FOREIGN + 1, appInstanceId: FOREIGN, connectorApiId: FOREIGN }]);
  await withForeignIds(databaseConnections, [{ accountId: a, databaseName: `Db ${MARKER}`, engine: 'embedded', database: 'qzdb' }]);
  await withForeignIds(exportTables, [{ accountId: a, appId: FOREIGN, appInstanceId: FOREIGN, schemaName: 'public', tableName: MARKER }]);
  await withForeignIds(pageTemplates, [{ accountId: a, name: `Template ${MARKER}`, appId: FOREIGN }, { accountId: a, name: `Instance ${MARKER}`, appId: FOREIGN, appInstanceId: FOREIGN }]);
  await withForeignIds(templatePages, [{ accountId: a, templateId: FOREIGN, stage: 'draft', pageName: MARKER, description: MARKER }]);
  await withForeignIds(emailTemplates, [{ accountId: a, appId: FOREIGN, name: `Mail ${MARKER}` }]);
  await withForeignIds(migrationJobs, [{ accountId: a, sourceId: FOREIGN, targetId: FOREIGN, sourceName: MARKER, targetName: MARKER, status: 'succeeded', progress: {} }]);
});
afterAll(async () => { await server?.close(); });

async function call(op: Operation, parameter: string, value: number) {
  const known: Record<string, unknown> = {
    accountId: stranger.accountId, userId: stranger.user.id, accountUserId: stranger.accountUserId,
    appInstanceId: stranger.appInstanceId, code: '123456', [parameter]: value,
  };
  const res = await callOperation(server.app, op, known, stranger.headers);
  return { status: res.statusCode, body: res.body.replaceAll(String(value), '<id>') };
}

const takesRecordIds = (op: Operation) => [
  ...op.parameters.map((p) => p.name), ...Object.keys(op.body?.properties ?? {}),
].filter((name) => RECORD_ID.test(name));

describe("another account's records", () => {
  it('answer every operation exactly as an id that names nothing', async () => {
    const operations = operationsOf(server.app).filter((op) => op.access !== 'public' && !op.path.endsWith('/stream'));
    const walked = operations.filter((op) => takesRecordIds(op).length > 0);
    expect(walked.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const op of walked) {
      for (const parameter of new Set(takesRecordIds(op))) {
        const missing = await call(op, parameter, MISSING);
        for (const foreign of [FOREIGN, FOREIGN + 1]) {
          const answer = await call(op, parameter, foreign);
          if (answer.body.includes(MARKER)) wrong.push(`${label(op)} ${parameter}=${foreign} showed A's record: ${answer.body.slice(0, 160)}`);
          else if (answer.status !== missing.status || answer.body !== missing.body) {
            wrong.push(`${label(op)} ${parameter}=${foreign}: ${answer.status} ${answer.body.slice(0, 120)} — missing: ${missing.status} ${missing.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000); // about 700 requests: 17 s on an idle machine

  it('left them as they were', async () => {
    const { db } = server.database;
    expect(await db.select().from(apps).where(eq(apps.developerAccountId, owner.accountId))).toHaveLength(2);
    expect(await db.select().from(apiKeys).where(eq(apiKeys.id, FOREIGN))).toMatchObject([{ status: 'ACTIVE', name: `Key ${MARKER}` }]);
    expect(await db.select().from(databaseConnections).where(eq(databaseConnections.id, FOREIGN))).toHaveLength(1);
    expect(await db.select().from(templatePages).where(eq(templatePages.id, FOREIGN))).toHaveLength(1);
  });
});
