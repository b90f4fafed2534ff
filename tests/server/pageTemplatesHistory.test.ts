// A template page's history over real HTTP (developer-portal.md §3 "History entry", §7 "History, users and
// AI"): GET /storage/blob-storage/blob-audit-data answers every save and publish of a draft or a published
// page keyed by its time, oldest first; history is only appended to (a later save leaves the earlier
// entries as they were, a delete leaves them all); it is the caller's account's only; users-list names the
// editors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_PAGE_TEMPLATES, VIEW_PAGE_TEMPLATES } from '../../contract/pageTemplatesFlags';
import type { HistoryAnswer } from '../../contract/pageTemplatesHistory';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';

const API = '/app/developerApp';
const HISTORY = '/storage/blob-storage/blob-audit-data';

let server: TestServer;
let owner: SignedInOwner;
let editor: SignedIn;
let reader: SignedIn;
let flagless: SignedIn;
let stranger: SignedInOwner;
let templateId: number;

const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: caller.headers, ...(payload && { payload }) });
const history = (caller: SignedIn, entityName: string, entityId: number) =>
  call(caller, 'GET', `${HISTORY}?entityName=${entityName}&entityId=${entityId}`);
const fields = (overrides: object = {}) => ({
  pageName: 'Welcome', description: '<p>The welcome page</p>', category: 'Landing', comments: 'First **draft**', status: 'ACTIVE',
  content: '<h1>Hello {{name}}</h1>', dataForPreview: '{"name": "Ada"}', stable: false, ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInOwner(server, 'History Co');
  editor = await signedInMember(server, owner.accountId, 'USER');
  await grantFlags(server, owner.accountId, editor.accountUserId, [EDIT_PAGE_TEMPLATES]);
  reader = await signedInMember(server, owner.accountId, 'USER');
  await grantFlags(server, owner.accountId, reader.accountUserId, [VIEW_PAGE_TEMPLATES]);
  flagless = await signedInMember(server, owner.accountId, 'USER');
  await grantFlags(server, owner.accountId, flagless.accountUserId, []);
  stranger = await signedInOwner(server, 'Elsewhere Co');
  const { apps } = (await call(owner, 'GET', `${API}/templates/targets`)).json();
  const template = await call(owner, 'POST', `${API}/templates`, { name: 'Shop', appId: apps[0].id });
  templateId = template.json().data.id;
});
afterAll(async () => { await server?.close(); });

async function newDraft(caller: SignedIn, overrides: object = {}) {
  const created = await call(caller, 'POST', `${API}/template-pages-draft`, { ...fields(overrides), templateId });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: number } & Record<string, unknown>;
}

describe('GET /storage/blob-storage/blob-audit-data', () => {
  it("answers a draft's saves keyed by their time, oldest first, as full snapshots", async () => {
    const page = await newDraft(owner);
    await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}`, fields({ content: '<h2>Hi {{name}}</h2>', comments: 'Smaller heading' }));
    await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}`, fields({ content: '<h2>Hi {{name}}</h2>', comments: 'Smaller heading', status: 'INACTIVE' }));

    const res = await history(reader, 'templatePagesDrafts', page.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as HistoryAnswer;
    const times = Object.keys(answer);
    expect(times).toHaveLength(3);
    expect([...times].sort()).toEqual(times);
    for (const time of times) expect(new Date(time).toISOString()).toBe(time);
    const entries = Object.values(answer);
    expect(entries.map((e) => [e.revision, e.action, e.status, e.comments])).toEqual([
      [1, 'created', 'ACTIVE', 'First **draft**'], [2, 'updated', 'ACTIVE', 'Smaller heading'], [3, 'updated', 'INACTIVE', 'Smaller heading'],
    ]);
    expect(entries[0]).toMatchObject({
      pageName: 'Welcome', description: '<p>The welcome page</p>', content: '<h1>Hello {{name}}</h1>', dataForPreview: '{"name": "Ada"}',
      previewImage: '', stable: false, userCreated: owner.user.id, userEdited: owner.user.id,
    });
    expect(entries[1]).toMatchObject({ content: '<h2>Hi {{name}}</h2>', userCreated: owner.user.id, userEdited: editor.user.id });
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(expect.arrayContaining([
        'id', 'pageName', 'description', 'comments', 'userEdited', 'userCreated', 'createdDatetime', 'updatedDatetime',
        'content', 'previewImage', 'dataForPreview', 'revision', 'stable',
      ]));
    }
  });

  it('is only appended to: a later save, a save of nothing and a delete leave the earlier entries as they were', async () => {
    const page = await newDraft(editor);
    const first = (await history(editor, 'templatePagesDrafts', page.id)).json() as HistoryAnswer;
    await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}`, fields()); // nothing changed: no revision
    expect((await history(editor, 'templatePagesDrafts', page.id)).json()).toEqual(first);

    // A restore is a save of an older revision's values: a new revision, the old ones untouched.
    await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}`, fields({ content: '<p>Rewritten</p>' }));
    const restoredFrom = Object.keys(first)[0];
    await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}`, fields({ comments: `Restored from ${restoredFrom}` }));
    const later = (await history(editor, 'templatePagesDrafts', page.id)).json() as HistoryAnswer;
    expect(Object.keys(later)).toHaveLength(3);
    expect(later).toMatchObject(first);
    expect(Object.values(later).map((e) => e.content)).toEqual(['<h1>Hello {{name}}</h1>', '<p>Rewritten</p>', '<h1>Hello {{name}}</h1>']);

    expect((await call(editor, 'DELETE', `${API}/template-pages-draft/${page.id}`)).statusCode).toBe(200);
    expect((await history(editor, 'templatePagesDrafts', page.id)).json()).toEqual(later);
  });

  it("answers a published page's publishes and status switches under templatePages, apart from its draft's", async () => {
    const page = await newDraft(editor);
    const published = await call(editor, 'GET', `${API}/template-pages/${page.id}/publish`);
    expect(published.statusCode).toBe(201);
    const live = published.json().data;
    await call(editor, 'PUT', `${API}/template-pages/${live.id}`, { status: 'INACTIVE' });
    const answer = (await history(reader, 'templatePages', live.id)).json() as HistoryAnswer;
    expect(Object.values(answer).map((e) => [e.revision, e.action, e.status])).toEqual([[1, 'published', 'ACTIVE'], [2, 'status', 'INACTIVE']]);
    expect(Object.values((await history(reader, 'templatePagesDrafts', page.id)).json())).toHaveLength(1);
  });

  it("is the caller's account's only: another account's page, or none, is not found; a member without the flags is refused", async () => {
    const page = await newDraft(owner);
    expect((await history(stranger, 'templatePagesDrafts', page.id)).statusCode).toBe(404);
    const spoofed = await server.app.inject({
      method: 'GET', url: `${HISTORY}?entityName=templatePagesDrafts&entityId=${page.id}`,
      headers: { ...stranger.headers, accountId: String(owner.accountId), accountUserId: String(owner.accountUserId) },
    });
    expect(spoofed.statusCode).toBe(403);
    expect((await history(flagless, 'templatePagesDrafts', page.id)).statusCode).toBe(403);
    expect((await history(reader, 'templatePagesDrafts', 2_000_000_000)).statusCode).toBe(404);
    expect((await history(reader, 'templatePages', page.id)).statusCode).toBe(404); // the draft is no published page
    expect((await server.app.inject({ method: 'GET', url: `${HISTORY}?entityName=templatePagesDrafts&entityId=${page.id}` })).statusCode).toBe(401);
  });

  it('refuses an unknown entity name or a malformed id with a 400', async () => {
    expect((await history(reader, 'pages', 1)).statusCode).toBe(400);
    expect((await history(reader, 'templatePagesDrafts', 0)).statusCode).toBe(400);
    expect((await call(reader, 'GET', `${HISTORY}?entityName=templatePagesDrafts`)).statusCode).toBe(400);
  });
});

describe('POST /manage/auth/users-list for the timeline', () => {
  it("names the editors and the creator of the account's revisions, and no one from elsewhere", async () => {
    const page = await newDraft(owner);
    await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}`, fields({ content: '<p>By the editor</p>' }));
    const entries = Object.values((await history(reader, 'templatePagesDrafts', page.id)).json() as HistoryAnswer);
    const ids = [...new Set(entries.flatMap((e) => [e.userCreated, e.userEdited]))];
    const res = await call(reader, 'POST', '/manage/auth/users-list', [...ids, stranger.user.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([owner.user, editor.user].sort((a, b) => a.id - b.id)
      .map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName })));
  });
});
