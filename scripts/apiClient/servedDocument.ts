// The OpenAPI document as the platform serves it (GET /manage/openapi.json), taken from the real app
// built in this process on a fresh in-memory database: the generated client is made from exactly what
// a deployment answers. The server is always `http://localhost:8080` (npm start's address), whatever
// this shell's PUBLIC_URL, so the committed client does not depend on who generated it; an app sets
// its own base URL when it creates the client.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/connection';
import { createUser } from '../../server/src/core/userRecords';
import { createAccount } from '../../server/src/domains/accounts/accountRecords';

export const DOCUMENT_PATH = '/manage/openapi.json';
export const GENERATED_SERVER = 'http://localhost:8080';

/** Reads the document as its reader does: an account's owner (view_swagger) asks for it over HTTP. */
export async function documentServedBy(app: FastifyInstance, database: Database): Promise<object> {
  const name = `api-client-${randomBytes(4).toString('hex')}`;
  const user = await createUser(database.db, { username: `${name}@generator.local`, firstName: 'API', lastName: 'client' });
  const { account, accountUserId } = await createAccount(database.db, user.id, {
    businessName: name, billingEmail: user.username, billAddress: '-', city: '-', state: '-', country: '-', zipcode: '-',
    contactPhone: '-', description: 'Made to read the OpenAPI document',
  });
  const { accessToken } = await app.platform.tokens.issue(user.id, user.username);
  const res = await app.inject({
    method: 'GET', url: DOCUMENT_PATH,
    headers: { authorization: `Bearer ${accessToken}`, accountId: String(account.id), accountUserId: String(accountUserId) },
  });
  if (res.statusCode !== 200) throw new Error(`GET ${DOCUMENT_PATH} answered ${res.statusCode}: ${res.body}`);
  return res.json<object>();
}

/** Builds the app on an empty in-memory database, reads its document and closes it again. */
export async function servedDocument(): Promise<object> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({ PUBLIC_URL: GENERATED_SERVER }, { logLevel: 'silent', consoleDir: undefined, demoSeed: false });
  const app = await buildApp(database, config);
  try {
    await app.ready();
    return await documentServedBy(app, database);
  } finally {
    await app.close();
    await database.close();
  }
}
