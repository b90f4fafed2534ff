// Live lists (issue 33, record 0413): a change a declared route makes in an account reaches the open
// event streams (GET /auth/notifications/stream) of that account's members allowed to read the table's
// lists, on every replica, and nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startReplicaOf, startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';
import { sql } from 'drizzle-orm';
import { readEvents } from '../../contract/serverSentEvents';

type Change = { accountId: number; topic: string; type: string };

/** Follows one stream, collecting its `change` events, until closed. */
async function follow(baseUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/auth/notifications/stream`, { headers, signal: controller.signal });
  expect(res.status, await (res.ok ? Promise.resolve('') : res.text())).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const changes: Change[] = [];
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => { ready = resolve; });
  readEvents(res.body!, (events) => {
    for (const event of events) {
      if (event.name === 'ready') ready();
      if (event.name === 'change') changes.push(JSON.parse(event.data));
    }
  }).catch(() => undefined); // closed
  await isReady;
  return { changes, close: () => controller.abort() };
}

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const urlOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

describe('record changes on GET /auth/notifications/stream', () => {
  let server: TestServer;
  let replica: FastifyInstance;
  let owner: SignedInOwner;
  let member: SignedIn;
  let stranger: SignedInOwner;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    replica = await startReplicaOf(server);
    await replica.listen({ host: '127.0.0.1', port: 0 });
    owner = await signedInOwner(server);
    member = await signedInMember(server, owner.accountId, 'USER');
    stranger = await signedInOwner(server);
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
  });

  const change = (caller: SignedIn, method: string, url: string, payload?: object) =>
    server.app.inject({ method: method as 'POST', url: `/app/parameter${url}`, headers: caller.headers, payload });

  it("tells the account's readers of the changed list, on this replica and another, and nobody else", async () => {
    const ownerHere = await follow(urlOf(server.app), owner.headers);
    const ownerOnReplica = await follow(urlOf(replica), owner.headers);
    const memberHere = await follow(urlOf(server.app), member.headers);
    const strangerHere = await follow(urlOf(server.app), stranger.headers);
    try {
      const created = await change(owner, 'POST', '/appParameter', { parameterName: 'supportEmail', parameterValue: 'help@example.com' });
      expect(created.statusCode, created.body).toBe(201);
      await until(() => ownerHere.changes.length === 1 && ownerOnReplica.changes.length === 1, "the owner's streams hearing of it");
      const inOwnersAccount = { accountId: owner.accountId, topic: 'parameters' };
      expect(ownerHere.changes).toEqual([{ ...inOwnersAccount, type: 'created' }]);
      expect(ownerOnReplica.changes).toEqual([{ ...inOwnersAccount, type: 'created' }]);

      // A refused change announces nothing; the member, once allowed to read parameters, hears the next one.
      expect((await change(owner, 'POST', '/appParameter', { parameterName: '', parameterValue: 'x' })).statusCode).toBe(400);
      await grantFlags(server, owner.accountId, member.accountUserId, ['manage_parameters']);
      const id = created.json().data.id as number;
      expect((await change(owner, 'PUT', `/appParameter/${id}`, { parameterName: 'supportEmail', parameterValue: 'desk@example.com' })).statusCode).toBe(200);
      expect((await change(owner, 'DELETE', `/appParameter/${id}`)).statusCode).toBe(200);
      await until(() => ownerHere.changes.length === 3 && memberHere.changes.length === 2, 'the change and the deletion');
      expect(ownerHere.changes.map((c) => c.type)).toEqual(['created', 'updated', 'deleted']);
      expect(memberHere.changes).toEqual([{ ...inOwnersAccount, type: 'updated' }, { ...inOwnersAccount, type: 'deleted' }]);

      // Another account's change reaches its own stream only.
      const theirs = await server.app.inject({
        method: 'POST', url: '/app/parameter/appParameter', headers: stranger.headers, payload: { parameterName: 'theirs', parameterValue: '1' },
      });
      expect(theirs.statusCode).toBe(201);
      await until(() => strangerHere.changes.length === 1, "the other account's stream hearing of its own change");
      expect(strangerHere.changes).toEqual([{ accountId: stranger.accountId, topic: 'parameters', type: 'created' }]);
      expect(ownerHere.changes).toHaveLength(3);
      expect(memberHere.changes).toHaveLength(2);
    } finally {
      for (const stream of [ownerHere, ownerOnReplica, memberHere, strangerHere]) stream.close();
    }
  });
});

describe('edit locks: POST and DELETE /auth/live/locks', () => {
  let server: TestServer;
  let replica: FastifyInstance;
  let owner: SignedInOwner;
  let editor: SignedIn;
  let reader: SignedIn;
  const draft = { topic: 'pageTemplates.appPage', recordId: '41' };
  beforeAll(async () => {
    server = await startTestServer();
    replica = await startReplicaOf(server);
    owner = await signedInOwner(server);
    editor = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, editor.accountUserId, ['edit_page_templates']);
    reader = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, reader.accountUserId, ['view_page_templates']);
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
  });

  const take = (caller: SignedIn, body: object = draft, app: FastifyInstance = server.app) =>
    app.inject({ method: 'POST', url: '/auth/live/locks', headers: caller.headers, payload: body });
  const release = (caller: SignedIn) =>
    server.app.inject({ method: 'DELETE', url: `/auth/live/locks?topic=${draft.topic}&recordId=${draft.recordId}`, headers: caller.headers });

  it('gives a record to one editor at a time, on every replica, and tells the next who holds it since when', async () => {
    const mine = await take(owner);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ ...draft, mine: true, holderName: expect.any(String) });
    const held = await take(editor, draft, replica);
    expect(held.statusCode).toBe(409);
    expect(held.json().data).toMatchObject({ ...draft, mine: false, holderName: mine.json().data.holderName, since: mine.json().data.since });
    // The holder's heartbeat keeps it, since unchanged.
    expect((await take(owner)).json().data.since).toBe(mine.json().data.since);

    // Taken over: the former holder's next heartbeat is refused, naming the new one.
    const taken = await take(editor, { ...draft, takeOver: true });
    expect(taken.json().data).toMatchObject({ mine: true });
    expect((await take(owner)).statusCode).toBe(409);
    // Released, it is free again.
    expect((await release(editor)).statusCode).toBe(200);
    expect((await take(owner)).json().data.mine).toBe(true);
  });

  it("frees a lock whose holder's console went quiet", async () => {
    expect((await take(owner, { ...draft, recordId: '42' })).statusCode).toBe(200);
    expect((await take(editor, { ...draft, recordId: '42' })).statusCode).toBe(409);
    await server.database.db.execute(sql`update edit_locks set heartbeat_at = now() - interval '46 seconds' where record_id = '42'`);
    expect((await take(editor, { ...draft, recordId: '42' })).json().data.mine).toBe(true);
  });

  it('is only for who may change the records, of a table that has changes', async () => {
    expect((await take(reader, { ...draft, recordId: '43' })).statusCode).toBe(403);
    const unknown = await take(owner, { topic: 'no.such', recordId: '1' });
    expect(unknown.statusCode).toBe(400);
    expect((await take(owner, { topic: 'pageTemplates.appPage', recordId: '' })).statusCode).toBe(400);
  });
});
