// The activity log (issue 12): the account's traces only, each filter, one trace in detail, the
// filtered view as CSV (formula cells defused), the retention purge, and no secret in any trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { activityTraces, maintenanceRuns, users } from '../../server/src/db/schema';
import { recordActivity } from '../../server/src/core/activity';
import { hashPassword } from '../../server/src/security/passwords';
import { purgeActivity } from '../../server/src/domains/activityLog/retention';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('the activity log', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let member: SignedIn;
  let stranger: SignedInOwner;

  beforeAll(async () => {
    server = await startTestServer({ activityRetentionDays: 30 });
    owner = await signedInOwner(server, 'Traced Ltd');
    member = await signedInMember(server, owner.accountId, 'USER');
    stranger = await signedInOwner(server, 'Untraced Ltd');
    const db = server.database.db;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    await db.insert(activityTraces).values([
      { accountId: owner.accountId, userId: owner.user.id, type: 'app', event: 'created', status: 'SUCCESS', message: 'App Atlas created', createdAt: at(3) },
      { accountId: owner.accountId, userId: member.user.id, type: 'app', event: 'updated', status: 'SUCCESS', message: '=HYPERLINK("http://evil")', createdAt: at(2) },
      { accountId: owner.accountId, userId: member.user.id, type: 'parameter', event: 'created', status: 'error', message: 'Parameter, "idleTime" refused', createdAt: at(1) },
      { accountId: stranger.accountId, userId: stranger.user.id, type: 'app', event: 'created', status: 'SUCCESS', message: 'Not yours', createdAt: at(1) },
    ]);
  });
  afterAll(async () => { await server?.close(); });

  const get = (caller: SignedIn, url: string) => server.app.inject({ method: 'GET', url: `/logtrace${url}`, headers: caller.headers });
  const messages = async (query = '') => (await get(owner, `/activity?size=50${query}`)).json().content.map((e: { message: string }) => e.message);

  it('lists the account\'s traces only, newest first, with who did them', async () => {
    const res = await get(owner, '/activity?page=0&size=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().totalElements).toBe(3);
    expect(res.json().content[0]).toMatchObject({ type: 'parameter', event: 'created', userId: member.user.id, userName: expect.stringContaining('user') });
    expect(await messages()).not.toContain('Not yours');
    expect((await get(stranger, '/activity')).json().content.map((e: { message: string }) => e.message)).toEqual(['Not yours']);
  });

  it('filters by user, type, event, status (any case), date range and words', async () => {
    expect(await messages(`&userId=${owner.user.id}`)).toEqual(['App Atlas created']);
    expect(await messages('&type=parameter')).toEqual(['Parameter, "idleTime" refused']);
    expect(await messages('&type=app&event=updated')).toEqual(['=HYPERLINK("http://evil")']);
    expect(await messages('&status=ERROR')).toEqual(['Parameter, "idleTime" refused']);
    const from = new Date(Date.now() - 2.5 * 86_400_000).toISOString();
    const to = new Date(Date.now() - 1.5 * 86_400_000).toISOString();
    expect(await messages(`&from=${from}&to=${to}`)).toEqual(['=HYPERLINK("http://evil")']);
    expect(await messages('&query=atlas')).toEqual(['App Atlas created']);
    expect((await get(owner, '/activity?from=yesterday')).statusCode).toBe(400);
    const choices = (await get(owner, '/activity/choices')).json();
    expect(choices).toMatchObject({ types: ['app', 'parameter'], events: ['created', 'updated'], statuses: ['SUCCESS', 'error'] });
    expect(choices.users.map((u: { userId: number }) => u.userId).sort()).toEqual([owner.user.id, member.user.id].sort());
  });

  it('shows one trace with its details, and not another account\'s', async () => {
    await recordActivity(server.database.db, { accountId: owner.accountId, userId: owner.user.id, key: 'apiKey.created', params: { name: 'CI', instance: 'Shop' }, details: { name: 'CI', apiKey: 'pk_live_123', nested: { password: 'hunter2' } } });
    const [latest] = (await get(owner, '/activity?type=apiKey')).json().content;
    const one = await get(owner, `/activity/entries/${latest.id}`);
    expect(one.json()).toMatchObject({ message: 'API key CI of Shop generated', messageKey: 'apiKey.created', messageParams: { name: 'CI', instance: 'Shop' }, details: { name: 'CI', apiKey: '[redacted]', nested: { password: '[redacted]' } } });
    expect((await get(stranger, `/activity/entries/${latest.id}`)).statusCode).toBe(404);
  });

  it('exports the filtered view as CSV, with cells a spreadsheet would run defused', async () => {
    const res = await get(owner, '/activity/export?type=app');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="activity-\d+-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time,User,Email,Type,Event,Status,Message,Folder');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain('App Atlas created');
    expect((await get(owner, '/activity/export?type=parameter')).body).toContain('"Parameter, ""idleTime"" refused"');
  });

  it('needs view_activity_log', async () => {
    for (const url of ['/activity', '/activity/choices', '/activity/export', '/activity/retention']) {
      expect((await get(member, url)).statusCode, url).toBe(403);
    }
  });

  it('purges traces older than the retention, once across replicas, and says when it last ran', async () => {
    const db = server.database.db;
    await db.insert(activityTraces).values({ accountId: owner.accountId, userId: owner.user.id, type: 'old', message: 'Too old', createdAt: new Date(Date.now() - 31 * 86_400_000) });
    expect(await purgeActivity(db, 30)).toBe(1);
    expect(await messages()).not.toContain('Too old');
    const retention = (await get(owner, '/activity/retention')).json();
    expect(retention).toMatchObject({ retentionDays: 30, lastPurgeDeleted: 1 });
    expect(Date.now() - Date.parse(retention.lastPurgeAt)).toBeLessThan(60_000);
    // While one replica holds the job, another skips it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7260001)`);
      if (server.database.kind === 'postgres') expect(await purgeActivity(db, 30)).toBeUndefined();
    });
    expect((await db.select().from(maintenanceRuns)).map((r) => r.job)).toEqual(['activityPurge']);
  });

  it('keeps secrets out of traces: signing in and changing a password leave none', async () => {
    const db = server.database.db;
    const [me] = await db.update(users).set({ passwordHash: await hashPassword('Old-Secret-42!') }).where(eq(users.id, owner.user.id)).returning();
    const login = await server.app.inject({ method: 'POST', url: '/auth/login', payload: { username: me.username, password: 'Old-Secret-42!' } });
    expect(login.statusCode).toBe(200);
    const changed = await server.app.inject({
      method: 'POST', url: '/auth/changePassword', headers: owner.headers, payload: { oldPassword: 'Old-Secret-42!', newPassword: 'New-Secret-43!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const all = JSON.stringify(await db.select().from(activityTraces));
    for (const secret of ['Old-Secret-42!', 'New-Secret-43!', login.json().token.accessToken, login.json().token.refreshToken]) {
      expect(all).not.toContain(secret);
    }
  });
});
