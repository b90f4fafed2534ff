// Issue 27 §1: an access token is trusted only for its own session's user. A token signed with the
// server's key (as by someone who copied the key out) naming another user with the forger's own
// live session is refused on every kind of route, the forger's session ends, and both accounts'
// activity logs record it. The suite signs with its own server's key, as the forger would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityTraces } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';
import { callOperation, label, operationsOf } from './openapi';

let server: TestServer;
let forger: SignedInOwner;
let victim: SignedInOwner;

beforeAll(async () => {
  server = await startTestServer();
  forger = await signedInOwner(server, 'Forger Ltd');
  victim = await signedInOwner(server, 'Victim Ltd');
});
afterAll(async () => { await server?.close(); });

/** A fresh live session of the forger, and a token naming the victim with it. */
async function forgedToken(subject: string | number = victim.user.id): Promise<{ token: string; sessionId: string }> {
  const { tokens } = server.app.platform;
  const { sessionId } = await tokens.issue(forger.user.id, forger.user.username);
  const token = await tokens.signAccess({ userId: subject as number, username: victim.user.username, sessionId });
  return { token, sessionId };
}

/** The victim's tenant headers with the forged token. */
const asVictim = (token: string) => ({ ...victim.headers, authorization: `Bearer ${token}` });

describe('a token whose subject is not its session’s user', () => {
  it('is refused with 401 by every operation that needs a signed-in caller', async () => {
    const wrong: string[] = [];
    const operations = operationsOf(server.app).filter((op) => op.access !== 'public' && !op.path.endsWith('/stream'));
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) {
      const { token } = await forgedToken();
      const known = { accountId: victim.accountId, userId: victim.user.id, accountUserId: victim.accountUserId, appInstanceId: victim.appInstanceId, code: '123456', id: 1 };
      const res = await callOperation(server.app, op, known, asVictim(token));
      if (res.statusCode !== 401) wrong.push(`${label(op)}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('does not pass the token check, nor read the victim’s tenant, nor open the notification stream', async () => {
    for (const url of ['/manage/auth/tokenCheck', '/auth/tokenCheck']) {
      const { token } = await forgedToken();
      const res = await server.app.inject({ method: url.startsWith('/manage') ? 'GET' : 'POST', url, headers: asVictim(token) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_token' });
    }
    const { token } = await forgedToken();
    const stream = await server.app.inject({ method: 'GET', url: '/auth/notifications/stream', headers: asVictim(token) });
    expect(stream.statusCode).toBe(401);
  });

  it('cannot sign the victim out of their sessions', async () => {
    const victimSession = await server.app.platform.tokens.issue(victim.user.id, victim.user.username);
    const { token } = await forgedToken();
    const res = await server.app.inject({ method: 'GET', url: '/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    const stillIn = await server.app.inject({ method: 'GET', url: '/users/accounts', headers: { ...victim.headers, authorization: `Bearer ${victimSession.accessToken}` } });
    expect(stillIn.statusCode).toBe(200);
  });

  it('ends the session that carried it, and the activity logs of both accounts say so', async () => {
    const { token, sessionId } = await forgedToken();
    const refused = await server.app.inject({ method: 'GET', url: '/users/accounts', headers: asVictim(token) });
    expect(refused.statusCode).toBe(401);
    const own = await server.app.platform.tokens.signAccess({ userId: forger.user.id, username: forger.user.username, sessionId });
    const after = await server.app.inject({ method: 'GET', url: '/users/accounts', headers: { ...forger.headers, authorization: `Bearer ${own}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'Session ended' });
    const { db } = server.database;
    for (const accountId of [forger.accountId, victim.accountId]) {
      const events = await db.select().from(activityTraces)
        .where(and(eq(activityTraces.accountId, accountId), eq(activityTraces.type, 'security')));
      expect(events.length, `account ${accountId}`).toBeGreaterThan(0);
      expect(events[0]).toMatchObject({ userId: forger.user.id, event: 'tokenSubjectMismatch' });
    }
  });

  it('answers 401, not an error, for a subject that is no user id at all', async () => {
    for (const subject of ['admin', 99_999_999_999, -1]) {
      const { token } = await forgedToken(subject);
      const res = await server.app.inject({ method: 'GET', url: '/users/accounts', headers: asVictim(token) });
      expect(res.statusCode, String(subject)).toBe(401);
    }
  });

  it('leaves a genuine token of the same kind working', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/users/accounts', headers: victim.headers });
    expect(res.statusCode).toBe(200);
  });
});
