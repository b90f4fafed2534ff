// Every route × every kind of caller, generated from the OpenAPI document (each operation states its
// access in x-access, which the server derives from the route's guards): a route added without a
// guard, or with a guard that lets the wrong caller through, fails here the day it is added.
// Callers: nobody; the owner of another account sending this account's tenant headers; a member of
// this account whose roles hold no flag at all; this account's owner. Account A holds marker text
// in places only some callers may read, and no refused caller may see any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apps, users } from '../../server/src/db/schema';
import { notifications } from '../../server/src/domains/notifications/tables';
import { appInstanceRoles } from '../../server/src/domains/roles/tables';
import { userInvitations } from '../../server/src/domains/users/tables';
import { INT4_MAX } from '../../contract/wireTypes';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, tokenHeaders, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';
import { label, needsFlags, operationsOf, sampleRequest, urlOf, type Operation } from './openapi';

/** Only this account's members may read it. */
const MEMBERS_MARKER = 'qzmembers7';
/** Only members holding the right flag (or the one user) may read it. */
const PRIVATE_MARKER = 'qzprivate7';

let server: TestServer;
let owner: SignedInOwner;
let stranger: SignedInOwner;
let flagless: SignedIn;
let markerAppId: number;
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  owner = await signedInOwner(server, `Acme ${MEMBERS_MARKER}`);
  stranger = await signedInOwner(server, 'Stranger Co');
  flagless = await signedInMember(server, owner.accountId, 'USER');
  await grantFlags(server, owner.accountId, flagless.accountUserId, []);
  await db.update(users).set({ lastName: `Owner ${MEMBERS_MARKER}` }).where(eq(users.id, owner.user.id));
  // The owner's console role, named so that whoever reads another member's roles is seen doing it.
  await grantFlags(server, owner.accountId, owner.accountUserId, ['allpermissions']);
  await db.update(appInstanceRoles).set({ roleName: `Owner role ${PRIVATE_MARKER}` }).where(eq(appInstanceRoles.roleName, 'role-allpermissions'));
  const [app] = await db.insert(apps).values({
    name: `Draft ${PRIVATE_MARKER}`, developerAccountId: owner.accountId, type: 'app',
    settingsSchema: { title: PRIVATE_MARKER },
  }).returning();
  markerAppId = app.id;
  await db.insert(notifications).values({ userId: owner.user.id, message: `For the owner ${PRIVATE_MARKER}` });
  await db.insert(userInvitations).values({
    key: `key-${PRIVATE_MARKER}`, accountId: owner.accountId, email: `${PRIVATE_MARKER}@example.com`, userType: 'USER',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  operations = operationsOf(server.app);
});
afterAll(async () => { await server?.close(); });

/**
 * A request naming account A's records (its owner's ids), with the caller's token and tenant headers;
 * `spoofed`: account A's tenant headers instead, whoever calls.
 */
async function call(op: Operation, caller: SignedIn | undefined, ids: { id: number }, spoofed = false) {
  const known: Record<string, unknown> = {
    accountId: owner.accountId, fromAccountId: owner.accountId, userId: owner.user.id, fromUserId: owner.user.id,
    accountUserId: owner.accountUserId, appInstanceId: owner.appInstanceId, username: owner.user.username,
    key: `key-${PRIVATE_MARKER}`, code: '123456', ...ids,
  };
  const parts = sampleRequest(op, known);
  const headers: Record<string, string> = { ...parts.headers };
  if (caller) {
    const { headers: own } = await tokenHeaders(server, caller.user, caller.accountId, caller.accountUserId);
    Object.assign(headers, own);
    if (spoofed) {
      Object.assign(headers, { accountId: String(owner.accountId), accountUserId: String(owner.accountUserId), appInstanceId: String(owner.appInstanceId) });
    }
  }
  const res = await server.app.inject({
    method: op.method as 'GET', url: urlOf(op, parts), headers,
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  });
  return { status: res.statusCode, body: res.body };
}

const isStream = (op: Operation) => op.path.endsWith('/stream'); // holds the connection open: checked for 401 only

describe('the authorization matrix', () => {
  it('refuses every non-public operation without a token', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.access !== 'public')) {
      const { status } = await call(op, undefined, { id: markerAppId });
      if (status !== 401) wrong.push(`${label(op)}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses another account’s owner sending this account’s headers, and shows them none of its data', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => !isStream(o))) {
      for (const spoofed of [true, false]) {
        const { status, body } = await call(op, stranger, { id: markerAppId }, spoofed);
        const how = spoofed ? 'with A’s headers' : 'with their own headers';
        if (spoofed && needsFlags(op.access) && ![400, 403, 404].includes(status)) wrong.push(`${label(op)} ${how}: ${status}`);
        if (body.includes(MEMBERS_MARKER) || body.includes(PRIVATE_MARKER)) wrong.push(`${label(op)} ${how} showed account A's data: ${body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a member without the operation’s flags, and shows them nothing their flags do not open', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => !isStream(o))) {
      const { status, body } = await call(op, flagless, { id: markerAppId });
      const flags = needsFlags(op.access) ? op.access.account : [];
      if (flags.length > 0 && ![400, 403, 404].includes(status)) wrong.push(`${label(op)} (${flags.join(' | ')}): ${status}`);
      if (body.includes(PRIVATE_MARKER)) wrong.push(`${label(op)} showed private data: ${body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('left account A as it was: refused callers changed nothing', async () => {
    const { db } = server.database;
    expect(await db.select().from(apps).where(eq(apps.id, markerAppId))).toHaveLength(1);
    expect(await db.select().from(notifications).where(eq(notifications.userId, owner.user.id))).toHaveLength(1);
    const [invitation] = await db.select().from(userInvitations).where(eq(userInvitations.key, `key-${PRIVATE_MARKER}`));
    expect(invitation.status).toBe('PENDING');
  });

  it('lets the owner through every guard', async () => {
    // Refusals by the route's own rule, not its guard, for this request (each tested in its domain's suite).
    const ownRule: Record<string, RegExp> = {
      'PUT /auth/add-account': /sent to another email address/, // the sample key is for another address
      'POST /app/developerApp/app': /Developer portal is not Available/, // account A has no developer portal
    };
    const wrong: string[] = [];
    // An id that names nothing: the owner's calls reach the routes without deleting anything.
    for (const op of operations.filter((o) => o.access !== 'public' && !isStream(o))) {
      const { status, body } = await call(op, owner, { id: INT4_MAX - 7 });
      if ((status === 401 || status === 403) && !ownRule[label(op)]?.test(body)) wrong.push(`${label(op)}: ${status} ${body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
