import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityTraces } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { expiredHeaders, signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('tracking service: POST /logtrace/{accountId}/track', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let user: SignedIn;
  let stranger: SignedInOwner;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server);
    user = await signedInMember(server, owner.accountId, 'USER');
    stranger = await signedInOwner(server);
  });
  afterAll(async () => { await server.close(); });

  const track = (accountId: number, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url: `/logtrace/${accountId}/track`, headers, payload });

  it('stores the trace for the caller’s account, extra fields in details', async () => {
    const res = await track(owner.accountId, { ...user.headers, folderName: 'accounts' }, {
      type: 'account', event: 'update', message: 'Account updated successfully', status: 'SUCCESS', action: 'PUT',
      referer_action_id: 'r-1', trackId: 't-1', user_session: 's-1', device: 'desktop', additional_info: '{"id":3}',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await server.database.db.select().from(activityTraces).where(eq(activityTraces.id, id));
    expect(row).toMatchObject({
      accountId: owner.accountId, userId: user.user.id, folderName: 'accounts', type: 'account', event: 'update',
      message: 'Account updated successfully', status: 'SUCCESS', action: 'PUT', refererActionId: 'r-1', trackId: 't-1', userSession: 's-1',
      details: { device: 'desktop', additional_info: '{"id":3}' },
    });
    const bare = await track(owner.accountId, owner.headers, {});
    expect(bare.statusCode).toBe(201);
  });

  it('answers 400 on unknown fields, non-strings or over-long values', async () => {
    expect((await track(owner.accountId, owner.headers, { nope: 'x' })).statusCode).toBe(400);
    expect((await track(owner.accountId, owner.headers, { message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await track(owner.accountId, owner.headers, { event: { a: 1 } })).statusCode).toBe(400);
    expect((await track(owner.accountId, { ...owner.headers, folderName: 'f'.repeat(201) }, {})).statusCode).toBe(400);
  });

  it('refuses another account (403) and a path that is not the header account (403)', async () => {
    expect((await track(owner.accountId, { ...stranger.headers, accountId: String(owner.accountId) }, { event: 'x' })).statusCode).toBe(403);
    expect((await track(owner.accountId, stranger.headers, { event: 'x' })).statusCode).toBe(403);
    const traces = await server.database.db.select().from(activityTraces).where(eq(activityTraces.userId, stranger.user.id));
    expect(traces).toHaveLength(0);
  });

  it('answers 401 without a token or with an expired one', async () => {
    expect((await track(owner.accountId, {}, {})).statusCode).toBe(401);
    expect((await track(owner.accountId, await expiredHeaders(server, owner), {})).statusCode).toBe(401);
  });
});
