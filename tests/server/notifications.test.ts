import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications } from '../../server/src/domains/notifications/tables';
import { NOTIFICATIONS_CHANNEL, notify } from '../../server/src/domains/notifications/bus';
import { flagsChanged } from '../../server/src/core/flagsChanged';
import { startTestServer, type TestServer } from './harness';
import { bearerOnly, expiredHeaders, signedInMember, signedInOwner, type SignedInOwner } from './fixtures';

describe('auth service: the caller\'s notifications', () => {
  let server: TestServer;
  let me: SignedInOwner;
  let other: SignedInOwner;

  beforeAll(async () => {
    server = await startTestServer();
    me = await signedInOwner(server, 'Me Co');
    other = await signedInOwner(server, 'Other Co');
  });
  afterAll(async () => { await server.close(); });
  beforeEach(async () => {
    await server.database.db.delete(notifications);
  });

  const db = () => server.database.db;
  const inject = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = bearerOnly(me)) =>
    server.app.inject({ method, url, headers });
  /** Notifications sent one second apart, oldest first. */
  async function seed(userId: number, messages: string[]) {
    const start = Date.now() - messages.length * 1000;
    const created = [];
    for (const [i, message] of messages.entries()) {
      const [row] = await db().insert(notifications).values({ userId, message, type: 'INFO', sentDatetime: new Date(start + i * 1000) }).returning();
      created.push(row);
    }
    return created;
  }

  describe('GET /auth/notifications', () => {
    it('answers the caller\'s notifications newest first with the unread count of all of them', async () => {
      const [first, second, third] = await seed(me.user.id, ['first', 'second', 'third']);
      await seed(other.user.id, ['not mine']);
      await db().update(notifications).set({ readDatetime: new Date() }).where(eq(notifications.id, second.id));
      const res = await inject('GET', `/auth/notifications?userId=${me.user.id}&page=0&size=2`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.content.map((n: { message: string }) => n.message)).toEqual(['third', 'second']);
      expect(body).toMatchObject({ totalElements: 3, unreadCount: 2 });
      expect(body.content[0]).toMatchObject({ id: third.id, userId: me.user.id, type: 'INFO', readDatetime: null, actionDatetime: null });
      const next = (await inject('GET', `/auth/notifications?userId=${me.user.id}&page=1&size=2`)).json();
      expect(next.content.map((n: { id: number }) => n.id)).toEqual([first.id]);
    });

    it('pages 20 by default and refuses pages over 100', async () => {
      await seed(me.user.id, Array.from({ length: 25 }, (_, i) => `n${i}`));
      const body = (await inject('GET', `/auth/notifications?userId=${me.user.id}`)).json();
      expect(body.content).toHaveLength(20);
      expect(body.totalElements).toBe(25);
      const tooBig = await inject('GET', `/auth/notifications?userId=${me.user.id}&size=101`);
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().message).toMatch(/size/);
    });

    it('answers 403 for another user\'s id, 400 without one, 401 without a live token', async () => {
      expect((await inject('GET', `/auth/notifications?userId=${other.user.id}`)).statusCode).toBe(403);
      expect((await inject('GET', '/auth/notifications')).statusCode).toBe(400);
      expect((await inject('GET', '/auth/notifications?userId=abc')).statusCode).toBe(400);
      expect((await inject('GET', `/auth/notifications?userId=${me.user.id}`, {})).statusCode).toBe(401);
      expect((await inject('GET', `/auth/notifications?userId=${me.user.id}`, await expiredHeaders(server, me))).statusCode).toBe(401);
    });
  });

  describe('PUT /auth/clear-notification', () => {
    it('marks all of the caller\'s notifications read, and nobody else\'s', async () => {
      await seed(me.user.id, ['a', 'b']);
      await seed(other.user.id, ['c']);
      const res = await inject('PUT', `/auth/clear-notification?userId=${me.user.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Notifications marked as read', count: 2 });
      expect((await inject('GET', `/auth/notifications?userId=${me.user.id}`)).json().unreadCount).toBe(0);
      expect((await inject('GET', `/auth/notifications?userId=${other.user.id}`, bearerOnly(other))).json().unreadCount).toBe(1);
    });

    it('answers 403 for another user\'s id and 400 for a bad one', async () => {
      expect((await inject('PUT', `/auth/clear-notification?userId=${other.user.id}`)).statusCode).toBe(403);
      expect((await inject('PUT', '/auth/clear-notification?userId=0')).statusCode).toBe(400);
    });
  });

  describe('DELETE /auth/delete-notification', () => {
    it('deletes one of the caller\'s notifications with the spec\'s message', async () => {
      const [keep, gone] = await seed(me.user.id, ['keep', 'gone']);
      const res = await inject('DELETE', `/auth/delete-notification?notificationId=${gone.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Notification deleted successfully');
      const left = (await inject('GET', `/auth/notifications?userId=${me.user.id}`)).json().content;
      expect(left.map((n: { id: number }) => n.id)).toEqual([keep.id]);
    });

    it('answers 404 for another user\'s notification and leaves it, 400 for a bad id', async () => {
      const [theirs] = await seed(other.user.id, ['theirs']);
      const res = await inject('DELETE', `/auth/delete-notification?notificationId=${theirs.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Notification not found');
      expect(await db().select().from(notifications).where(eq(notifications.id, theirs.id))).toHaveLength(1);
      expect((await inject('DELETE', '/auth/delete-notification?notificationId=x')).statusCode).toBe(400);
    });
  });

  describe('DELETE /auth/delete-notifications', () => {
    it('deletes all of the caller\'s notifications, and nobody else\'s', async () => {
      await seed(me.user.id, ['a', 'b']);
      await seed(other.user.id, ['c']);
      const res = await inject('DELETE', `/auth/delete-notifications?userId=${me.user.id}`);
      expect(res.json()).toEqual({ message: 'Notifications deleted successfully', count: 2 });
      expect((await inject('GET', `/auth/notifications?userId=${me.user.id}`)).json().totalElements).toBe(0);
      expect(await db().select().from(notifications).where(eq(notifications.userId, other.user.id))).toHaveLength(1);
    });

    it('answers 403 for another user\'s id', async () => {
      expect((await inject('DELETE', `/auth/delete-notifications?userId=${other.user.id}`)).statusCode).toBe(403);
    });
  });

  describe('GET /users/read-notification', () => {
    it('marks the notification read and keeps the first reading time', async () => {
      const [n] = await seed(me.user.id, ['open me']);
      const res = await inject('GET', `/users/read-notification?notificationId=${n.id}`);
      expect(res.statusCode).toBe(200);
      const firstRead = res.json().readDatetime;
      expect(firstRead).toEqual(expect.any(String));
      expect(res.json()).toMatchObject({ id: n.id, message: 'open me' });
      const again = (await inject('GET', `/users/read-notification?notificationId=${n.id}`)).json();
      expect(again.readDatetime).toBe(firstRead);
    });

    it('answers 404 for another user\'s notification without marking it, 400 for a bad id', async () => {
      const [theirs] = await seed(other.user.id, ['theirs']);
      expect((await inject('GET', `/users/read-notification?notificationId=${theirs.id}`)).statusCode).toBe(404);
      const [row] = await db().select().from(notifications).where(eq(notifications.id, theirs.id));
      expect(row.readDatetime).toBeNull();
      expect((await inject('GET', '/users/read-notification')).statusCode).toBe(400);
    });
  });

  describe('GET /auth/notifications/stream', () => {
    let baseUrl: string;
    beforeAll(async () => {
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const address = server.app.server.address();
      baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });

    /** Opens the stream and collects its text until `until` matches (or the stream ends). */
    async function readStream(headers: Record<string, string>, whenReady: () => Promise<unknown>, until: RegExp) {
      const controller = new AbortController();
      const res = await fetch(`${baseUrl}/auth/notifications/stream`, { headers, signal: controller.signal });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let readySent = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return { text, ended: true };
        text += decoder.decode(value, { stream: true });
        if (!readySent && text.includes('event: ready')) {
          readySent = true;
          await whenReady();
        }
        if (until.test(text)) {
          controller.abort();
          return { text, ended: false };
        }
      }
    }

    it('delivers the caller\'s new notification, and not another user\'s', async () => {
      const { text } = await readStream(bearerOnly(me), async () => {
        await notify(db(), { userId: other.user.id, type: 'INFO', message: 'for someone else' });
        await notify(db(), { userId: me.user.id, type: 'INFO', message: 'live for me' });
      }, /live for me/);
      expect(text).not.toContain('for someone else');
      const event = text.split('\n\n').find((e) => e.includes('live for me'))!;
      expect(event).toContain('event: notification');
      const data = JSON.parse(event.split('\n').find((l) => l.startsWith('data: '))!.slice('data: '.length));
      expect(data).toMatchObject({ userId: me.user.id, message: 'live for me', readDatetime: null });
    });

    it('delivers a notification another replica created: the database announces it', async () => {
      const { text } = await readStream(bearerOnly(me), async () => {
        // What another server process on the same database does: insert, then NOTIFY.
        const [row] = await db().insert(notifications).values({ userId: me.user.id, type: 'INFO', message: 'from another replica' }).returning();
        await db().execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(row.id)})`);
      }, /from another replica/);
      expect(text).toContain('event: notification');
    });

    it('tells the caller, and not another user, that their flags changed', async () => {
      const { text } = await readStream(bearerOnly(me), async () => {
        await flagsChanged(db(), [other.user.id]);
        await flagsChanged(db(), [me.user.id]);
      }, /event: flags/);
      expect(text).toContain('event: flags\ndata: {}');
      expect(text.match(/event: flags/g)).toHaveLength(1);
    });

    it('tells a member whose type an owner changed that their flags changed', async () => {
      const member = await signedInMember(server, me.accountId, 'DEVELOPER');
      const { text } = await readStream(bearerOnly(member), async () => {
        const res = await server.app.inject({
          method: 'PUT', url: `/users/account-user/account-users?accountId=${me.accountId}&userId=${member.user.id}`,
          headers: me.headers, payload: { userType: 'USER' },
        });
        expect(res.statusCode, res.body).toBe(200);
      }, /event: flags/);
      expect(text).toContain('event: flags\ndata: {}');
    });

    it('ends when the session is signed out', async () => {
      const session = await signedInOwner(server, 'Leaving Co');
      const { ended } = await readStream(bearerOnly(session), async () => {
        await server.app.inject({ method: 'GET', url: '/auth/adminLogout', headers: bearerOnly(session) });
      }, /never matches this/);
      expect(ended).toBe(true);
    }, 15_000);

    it('is ended by the server\'s close, so an open stream never holds the process', async () => {
      const own = await startTestServer();
      const caller = await signedInOwner(own, 'Closing Co');
      await own.app.listen({ host: '127.0.0.1', port: 0 });
      const address = own.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/auth/notifications/stream`, { headers: bearerOnly(caller) });
      const reader = res.body!.getReader();
      await reader.read(); // ready
      const started = Date.now();
      await own.close();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
      expect(Date.now() - started).toBeLessThan(4000);
    });

    it('answers 401 without a token', async () => {
      const res = await fetch(`${baseUrl}/auth/notifications/stream`);
      expect(res.status).toBe(401);
    });
  });
});
