// The tenant guard keeps each caller's membership and console flags between changes
// (security/membershipCache.ts), yet every change shows on the very next request, on the replica that
// made it and on another, whoever made it: a member's type changed (other default roles), made
// inactive and restored, given a role of their own, written straight into the database, removed.
// Each check asks both replicas twice, so the second answer comes from what they keep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountUsers } from '../../server/src/db/schema';
import { accountUserRoles } from '../../server/src/domains/roles/tables';
import { askedOfBothTwice, startReplicaOf, startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';

describe('kept memberships follow every change at once, on every replica', () => {
  let server: TestServer;
  let replica: FastifyInstance;
  let owner: SignedInOwner;
  let member: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    replica = await startReplicaOf(server);
    owner = await signedInOwner(server, 'Kept Memberships');
    member = await signedInMember(server, owner.accountId, 'DEVELOPER');
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
  });

  /** The member's answer to `url` on each replica, asked twice: the same on all four. */
  const answerTo = async (url: string) => {
    const answers = (await askedOfBothTwice(server.app, replica, url, member.headers)).map((answer) => answer.statusCode);
    expect(new Set(answers).size, `${url} answered ${answers.join(', ')}`).toBe(1);
    return answers[0];
  };
  /** Needs view_data_export: a developer's default role holds it, a user's does not. */
  const dataExport = () => answerTo('/data-export/connections');
  /** Needs view_user: no default role but the owner's holds it. */
  const usersList = () => answerTo(`/users/account-user/account-users?accountId=${owner.accountId}`);
  const changeMember = (on: FastifyInstance, change: object) => on.inject({
    method: 'PUT', url: `/users/account-user/account-users?accountId=${owner.accountId}&userId=${member.user.id}`,
    headers: owner.headers, payload: change,
  });

  it('follows a change of type made on either replica', async () => {
    expect(await dataExport()).toBe(200);
    expect((await changeMember(server.app, { userType: 'USER' })).statusCode).toBe(200);
    expect(await dataExport()).toBe(403);
    expect((await changeMember(replica, { userType: 'DEVELOPER' })).statusCode).toBe(200);
    expect(await dataExport()).toBe(200);
  });

  it('follows a member made inactive and restored', async () => {
    expect((await changeMember(replica, { status: 'INACTIVE' })).statusCode).toBe(200);
    expect(await dataExport()).toBe(403);
    expect((await changeMember(server.app, { status: 'ACTIVE' })).statusCode).toBe(200);
    expect(await dataExport()).toBe(200);
  });

  it('follows a role of their own given and taken, and changes written straight into the database', async () => {
    const { db } = server.database;
    expect(await usersList()).toBe(403);
    await grantFlags(server, owner.accountId, member.accountUserId, ['view_user']);
    expect(await usersList()).toBe(200);
    expect(await dataExport()).toBe(403); // a role of their own replaces the default one
    await db.delete(accountUserRoles).where(eq(accountUserRoles.accountUserId, member.accountUserId));
    expect(await usersList()).toBe(403);
    expect(await dataExport()).toBe(200);

    const membership = and(eq(accountUsers.accountId, owner.accountId), eq(accountUsers.userId, member.user.id));
    await db.update(accountUsers).set({ status: 'INACTIVE' }).where(membership);
    expect(await dataExport()).toBe(403);
    await db.update(accountUsers).set({ status: 'ACTIVE' }).where(membership);
    expect(await dataExport()).toBe(200);
  });

  it('follows a member removed from the account', async () => {
    const removed = await replica.inject({ method: 'DELETE', url: `/users/account-user/${member.accountUserId}`, headers: owner.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await dataExport()).toBe(403);
  });
});
