// The lists a route keeps between changes (http/keptAnswers.ts) show every change on the very next
// request, on the replica that made it and on another, whoever made it: through the API or straight
// in the database. Each check asks both replicas twice, so later answers come from what they keep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, refreshTokens, users } from '../../server/src/db/schema';
import { KeptAnswers } from '../../server/src/http/keptAnswers';
import { tablesRead } from '../../server/src/db/statementsRead';
import { askedOfBothTwice, startReplicaOf, startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('kept answers follow every change at once, on every replica', () => {
  let server: TestServer;
  let replica: FastifyInstance;
  let owner: SignedInOwner;
  let member: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    replica = await startReplicaOf(server);
    owner = await signedInOwner(server, 'Kept Answers');
    member = await signedInMember(server, owner.accountId, 'DEVELOPER');
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
  });

  /** The answer to `url` on each replica, asked twice: the same all four times. */
  const answerTo = async <T>(url: string, headers: Record<string, string>): Promise<T> => {
    const bodies = (await askedOfBothTwice(server.app, replica, url, headers)).map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    });
    expect(new Set(bodies).size, `${url} answered differently: ${bodies.join('\n')}`).toBe(1);
    return JSON.parse(bodies[0]) as T;
  };
  type Page<R> = { content: R[]; totalElements: number };
  type Member = { userId: number; userType: string; firstName: string };
  const members = () => answerTo<Page<Member>>(`/users/account-user/account-users?accountId=${owner.accountId}&page=0&size=10`, owner.headers);
  const memberOf = async (userId: number) => (await members()).content.find((m) => m.userId === userId);
  const accountsOf = (who: SignedIn) => answerTo<Page<{ id: number; businessName: string }>>(
    `/users/accounts?userId=${who.user.id}&page=0&size=10`, who.headers);

  it('follows a member changed on either replica, and a name changed in the database', async () => {
    expect((await memberOf(member.user.id))?.userType).toBe('DEVELOPER');
    const change = (on: FastifyInstance, userType: string) => on.inject({
      method: 'PUT', url: `/users/account-user/account-users?accountId=${owner.accountId}&userId=${member.user.id}`,
      headers: owner.headers, payload: { userType },
    });
    expect((await change(replica, 'USER')).statusCode).toBe(200);
    expect((await memberOf(member.user.id))?.userType).toBe('USER');
    expect((await change(server.app, 'DEVELOPER')).statusCode).toBe(200);
    expect((await memberOf(member.user.id))?.userType).toBe('DEVELOPER');

    await server.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, member.user.id));
    expect((await memberOf(member.user.id))?.firstName).toBe('Renamed');
  });

  it('follows a member added and removed', async () => {
    const before = (await members()).totalElements;
    const added = await signedInMember(server, owner.accountId, 'USER');
    expect((await members()).totalElements).toBe(before + 1);
    const removed = await replica.inject({ method: 'DELETE', url: `/users/account-user/${added.accountUserId}`, headers: owner.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await members()).totalElements).toBe(before);
  });

  it("keeps each caller's own answer: the same address asked by two people", async () => {
    const other = await signedInOwner(server, 'Kept Answers Elsewhere');
    expect((await accountsOf(owner)).content.map((a) => a.businessName)).toEqual(['Kept Answers']);
    expect((await accountsOf(other)).content.map((a) => a.businessName)).toEqual(['Kept Answers Elsewhere']);
    // Another user's list, asked for by its address, is refused, not answered from what is kept.
    const foreign = await replica.inject({ method: 'GET', url: `/users/accounts?userId=${owner.user.id}&page=0&size=10`, headers: other.headers });
    expect(foreign.statusCode).toBe(403);

    const renamed = await server.app.inject({
      method: 'PUT', url: `/users/account/${owner.accountId}`, headers: owner.headers,
      payload: { ...owner.account, businessName: 'Kept Answers Renamed', createdAt: undefined },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await accountsOf(owner)).content.map((a) => a.businessName)).toEqual(['Kept Answers Renamed']);
  });

  it('keeps only answers read from tables whose changes it hears, and reads them again after a change', async () => {
    const kept = new KeptAnswers(server.database);
    await kept.start();
    try {
      const { db } = server.database;
      let reads = 0;
      const account = () => kept.answer('account', async () => {
        reads += 1;
        return (await db.select({ name: accounts.businessName }).from(accounts).where(eq(accounts.id, owner.accountId)))[0];
      });
      expect(await account()).toEqual({ name: 'Kept Answers Renamed' });
      expect(await account()).toEqual({ name: 'Kept Answers Renamed' });
      expect(reads).toBe(1);
      await db.update(accounts).set({ businessName: 'Kept Answers Again' }).where(eq(accounts.id, owner.accountId));
      expect(await account()).toEqual({ name: 'Kept Answers Again' });
      expect(reads).toBe(2);

      // Sessions raise no notice (they change at every sign-in): an answer read from them is not kept.
      let sessionReads = 0;
      const sessions = () => kept.answer('sessions', async () => {
        sessionReads += 1;
        return db.select({ n: sql<number>`count(*)` }).from(refreshTokens);
      });
      await sessions();
      await sessions();
      expect(sessionReads).toBe(2);
    } finally {
      await kept.close();
    }
  });
});

describe('the tables a statement reads', () => {
  it('are the quoted names it reads from or joins, and none when it writes or calls a function', () => {
    expect(tablesRead([
      'select "id" from "account_users" inner join "users" on "users"."id" = "account_users"."user_id" where "account_id" = $1',
      'select coalesce(sum("n"), 0) from "member_counts" where "account_id" = $1',
    ])).toEqual(new Set(['account_users', 'users', 'member_counts']));
    expect(tablesRead(['update "accounts" set "city" = $1'])).toBeUndefined();
    expect(tablesRead(['select * from "accounts" for update'])).toBeUndefined();
    expect(tablesRead(['select * from member_flags($1, $2)'])).toBeUndefined();
    expect(tablesRead(['select extract(epoch from now())'])).toBeUndefined();
  });
});
