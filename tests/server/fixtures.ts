// Signed-in callers for server tests: a user, their membership, a real access token, and the
// headers the console sends (Authorization, accountId, accountUserId, appInstanceId).
import { randomBytes } from 'node:crypto';
import { createUser, type User } from '../../server/src/core/userRecords';
import { addMember, createAccount, type Account, type NewAccount, type UserType } from '../../server/src/domains/accounts/accountRecords';
import { adminAppInstanceId } from '../../server/src/security/permissions';
import type { TestServer } from './harness';

export interface SignedIn {
  user: User;
  accountId: number;
  accountUserId: number;
  appInstanceId: number;
  accessToken: string;
  sessionId: string;
  /** Authorization plus the tenant headers for accountId. */
  headers: Record<string, string>;
}

export interface SignedInOwner extends SignedIn {
  account: Account;
}

const unique = () => randomBytes(4).toString('hex');

export const accountFields = (businessName: string): NewAccount => ({
  businessName, billingEmail: 'billing@example.com', billAddress: '1 Main Street', city: 'Springfield',
  state: 'IL', country: 'USA', zipcode: '62701', contactPhone: '+1 555 010 0000', description: 'A test account',
});

/** A user with no password (tests sign in with tokens, which keeps argon2 out of the hot path). */
export async function newUser(server: TestServer, label = 'user'): Promise<User> {
  const name = `${label}-${unique()}`;
  return createUser(server.database.db, { username: `${name}@test.local`, firstName: label, lastName: name });
}

export async function tokenHeaders(server: TestServer, user: User, accountId: number, accountUserId: number) {
  const tokens = await server.app.platform.tokens.issue(user.id, user.username);
  const appInstanceId = (await adminAppInstanceId(server.database.db, accountId)) ?? 0;
  return {
    accessToken: tokens.accessToken,
    sessionId: tokens.sessionId,
    appInstanceId,
    headers: {
      authorization: `Bearer ${tokens.accessToken}`,
      accountId: String(accountId),
      accountUserId: String(accountUserId),
      appInstanceId: String(appInstanceId),
    },
  };
}

/** A new user who owns a new account (OWNER, hence allpermissions). */
export async function signedInOwner(server: TestServer, businessName = `Account ${unique()}`): Promise<SignedInOwner> {
  const user = await newUser(server, 'owner');
  const { account, accountUserId } = await createAccount(server.database.db, user.id, accountFields(businessName));
  return { user, account, accountId: account.id, accountUserId, ...(await tokenHeaders(server, user, account.id, accountUserId)) };
}

/** A new user who is a member of an existing account with the given user type. */
export async function signedInMember(server: TestServer, accountId: number, userType: UserType): Promise<SignedIn> {
  const user = await newUser(server, userType.toLowerCase());
  const accountUserId = await addMember(server.database.db, accountId, user.id, userType);
  return { user, accountId, accountUserId, ...(await tokenHeaders(server, user, accountId, accountUserId)) };
}

/** An access token for the caller's session that expired ten seconds ago. */
export async function expiredHeaders(server: TestServer, caller: SignedIn): Promise<Record<string, string>> {
  const token = await server.app.platform.tokens.signAccess(
    { userId: caller.user.id, username: caller.user.username, sessionId: caller.sessionId }, -10,
  );
  return { ...caller.headers, authorization: `Bearer ${token}` };
}

/** Only the Authorization header: for routes that take no tenant headers. */
export const bearerOnly = (caller: SignedIn) => ({ authorization: caller.headers.authorization });

// The smallest valid PNG and JPEG headers, as data URLs, for logo checks.
export const PNG_DATA_URL = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
export const JPEG_DATA_URL = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64')}`;
