// The account list's total comes from trigger-kept membership counts: it must follow every
// change of membership, including cascades.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { accountFields, bearerOnly, signedInOwner } from './fixtures';
import { createAccount } from '../../server/src/domains/accounts/accountRecords';
import { accountUsers } from '../../server/src/db/schema';

describe('account list totals', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  it('follow memberships being added, made inactive and removed with their account', async () => {
    const owner = await signedInOwner(server);
    const list = async (path: string) => (await server.app.inject({ method: 'GET', url: `/users/${path}`, headers: bearerOnly(owner) })).json();
    expect((await list('accounts')).totalElements).toBe(1);

    const second = await createAccount(server.database.db, owner.user.id, accountFields('Second Co'));
    const third = await createAccount(server.database.db, owner.user.id, accountFields('Third Co'));
    expect((await list('accounts?size=1')).totalElements).toBe(3);

    await server.database.db.update(accountUsers).set({ status: 'INACTIVE' }).where(eq(accountUsers.id, second.accountUserId));
    expect((await list('accounts')).totalElements).toBe(2);
    expect((await list('all-accounts')).totalElements).toBe(3);

    const deleted = await server.app.inject({ method: 'DELETE', url: `/users/account/${third.account.id}`, headers: bearerOnly(owner) });
    expect(deleted.statusCode).toBe(200);
    const active = await list('accounts');
    expect(active.totalElements).toBe(1);
    expect(active.content.map((a: { businessName: string }) => a.businessName)).toEqual([owner.account.businessName]);
    expect((await list('all-accounts')).totalElements).toBe(2);
  });
});
