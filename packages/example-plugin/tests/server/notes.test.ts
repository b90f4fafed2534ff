// The example plugin package works over real HTTP in the console it is installed into: the host
// mounts its server part and runs its migration (plugins.json enables it), and its declared routes
// (contract/notesRoutes.ts) answer at their literal URLs, guarded by the declared flags and scoped to
// the caller's account. It runs in the host's server suite, on the host's harness.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { grantFlags, signedInMember, signedInOwner, startTestServer, type SignedIn, type SignedInOwner, type TestServer } from '@platform-console/plugin-api/testing/server';
import { rowsOf } from '@platform-console/plugin-api/server';
import { EDIT_NOTES, VIEW_NOTES } from '../../contract/notesFlags';
import { NOTE_BODY_MAX, NOTE_TITLE_MAX } from '../../contract/notes';

describe('the example notes domain, full stack', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let editor: SignedIn;
  let reader: SignedIn;
  let flagless: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Notes Co');
    // Members hold the example's flags through the real role tables (a custom AdminApp role).
    editor = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, editor.accountUserId, [EDIT_NOTES]);
    reader = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, reader.accountUserId, [VIEW_NOTES]);
    flagless = await signedInMember(server, owner.accountId, 'USER');
    const elsewhere = await signedInOwner(server, 'Elsewhere Co');
    stranger = await signedInMember(server, elsewhere.accountId, 'USER');
    await grantFlags(server, elsewhere.accountId, stranger.accountUserId, [EDIT_NOTES]);
  });
  afterAll(async () => { await server?.close(); });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: caller.headers, ...(payload && { payload }) });
  const list = (caller: SignedIn, query = '') =>
    call(caller, 'GET', `/manage/notes?accountId=${caller.accountId}${query}`);

  it('lets a member holding edit_notes create, list, read, change and delete notes', async () => {
    const created = await call(editor, 'POST', `/manage/notes?accountId=${editor.accountId}`, { title: 'Renew the certificate', body: 'Before May', pinned: true });
    expect(created.statusCode).toBe(201);
    const note = created.json().data;
    expect(note).toMatchObject({ title: 'Renew the certificate', body: 'Before May', pinned: true });
    await call(editor, 'POST', '/manage/notes', { title: 'Call the bank' });
    await call(editor, 'POST', '/manage/notes', { title: 'Pay the 100% invoice' });

    // The console's default list call: sortBy dialect, zero-based pages, newest change first.
    const page = await list(editor, '&pageNo=0&pageSize=2&sortBy=title&sortDir=asc');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ totalElements: 3, content: [expect.objectContaining({ title: 'Call the bank' }), expect.objectContaining({ title: 'Pay the 100% invoice' })] });
    expect((await list(editor, '&pageNo=1&pageSize=2&sortBy=title&sortDir=asc')).json().content.map((n: { title: string }) => n.title)).toEqual(['Renew the certificate']);
    expect((await list(editor, '&query=100%25')).json()).toMatchObject({ totalElements: 1, content: [{ title: 'Pay the 100% invoice' }] });
    expect((await list(editor, '&pinned=true')).json()).toMatchObject({ totalElements: 1, content: [{ id: note.id }] });

    expect((await call(editor, 'GET', `/manage/notes/${note.id}?accountId=${editor.accountId}`)).json()).toMatchObject({ data: note });
    // react-admin sends the whole record back; id and updatedAt are ignored.
    const changed = await call(editor, 'PUT', `/manage/notes/${note.id}`, { ...note, title: 'Certificate renewed', pinned: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: note.id, title: 'Certificate renewed', pinned: false });

    expect((await call(editor, 'DELETE', `/manage/notes/${note.id}`)).statusCode).toBe(200);
    expect((await call(editor, 'GET', `/manage/notes/${note.id}`)).statusCode).toBe(404);
    expect((await list(editor)).json().totalElements).toBe(2);
  });

  it('lets view_notes read but not change; without a notes flag, 403', async () => {
    const [first] = (await list(editor)).json().content;
    expect((await list(reader)).json().totalElements).toBe(2);
    expect((await call(reader, 'GET', `/manage/notes/${first.id}`)).statusCode).toBe(200);
    expect((await call(reader, 'POST', '/manage/notes', { title: 'Mine' })).statusCode).toBe(403);
    expect((await call(reader, 'PUT', `/manage/notes/${first.id}`, { title: 'Mine' })).statusCode).toBe(403);
    expect((await call(reader, 'DELETE', `/manage/notes/${first.id}`)).statusCode).toBe(403);

    // The account's owner holds allpermissions, which grants every flag.
    expect((await call(owner, 'POST', '/manage/notes', { title: 'Owner’s' })).statusCode).toBe(201);
    expect((await list(owner)).json().totalElements).toBe(3);
    const ownerNote = (await list(owner, '&query=Owner')).json().content[0];
    expect((await call(owner, 'DELETE', `/manage/notes/${ownerNote.id}`)).statusCode).toBe(200);

    expect((await list(flagless)).statusCode).toBe(403);
    expect((await call(flagless, 'GET', `/manage/notes/${first.id}`)).statusCode).toBe(403);
    expect((await call(flagless, 'POST', '/manage/notes', { title: 'Mine' })).statusCode).toBe(403);
    // Signed out: 401 (authenticated by default).
    expect((await server.app.inject({ method: 'GET', url: '/manage/notes' })).statusCode).toBe(401);
  });

  it('keeps each account’s notes its own: another account’s member gets 404, or 403 naming the account', async () => {
    const [first] = (await list(editor)).json().content;
    expect((await list(stranger)).json()).toEqual({ content: [], totalElements: 0 });
    expect((await call(stranger, 'GET', `/manage/notes/${first.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/manage/notes/${first.id}`, { title: 'Taken' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/manage/notes/${first.id}`)).statusCode).toBe(404);
    // Naming the other account in the query or the headers does not help.
    expect((await call(stranger, 'GET', `/manage/notes?accountId=${owner.accountId}`)).statusCode).toBe(403);
    const borrowed = { ...stranger, headers: { ...stranger.headers, accountId: String(owner.accountId), accountUserId: '' } };
    expect((await call(borrowed, 'GET', `/manage/notes/${first.id}`)).statusCode).toBe(403);
    expect((await call(editor, 'GET', `/manage/notes/${first.id}`)).json().data.title).toBe(first.title);
  });

  it('refuses input outside the schema with 400', async () => {
    const [first] = (await list(editor)).json().content;
    const bad = [
      await call(editor, 'POST', '/manage/notes', { title: 'x'.repeat(NOTE_TITLE_MAX + 1) }),
      await call(editor, 'POST', '/manage/notes', { title: 'Long', body: 'x'.repeat(NOTE_BODY_MAX + 1) }),
      await call(editor, 'POST', '/manage/notes', { title: '' }),
      await call(editor, 'PUT', `/manage/notes/${first.id}`, { body: 'no title' }),
      await call(editor, 'GET', '/manage/notes/2147483648'),
      await list(editor, '&pageSize=101'),
      await list(editor, '&sortBy=account_id'),
      await list(editor, `&query=${'x'.repeat(201)}`),
    ];
    expect(bad.map((res) => res.statusCode)).toEqual(bad.map(() => 400));
    expect((await list(editor)).json().totalElements).toBe(2);
  });

  it('offers its flags on the roles screens and its menu label in Console texts, in the five languages', async () => {
    const permissions = await call(owner, 'GET', '/app/developerApp/properties/admin-ui-properties?appName=AdminApp&query=notes.menu');
    expect(permissions.json().content).toEqual([expect.objectContaining({
      propertyName: 'notes.menu', locale: { en: 'Notes', fr: 'Notes', sp: 'Notas', jp: 'メモ', ch: '笔记' },
    })]);
    // The AdminApp's permission catalog, which the roles screens offer, holds the plugin's adminPermissions.
    const catalog = await rowsOf(server.database.db, sql`select p.permission_name as flag, p.display_label as label from app_permissions p
      join apps a on a.id = p.app_id where a.name = 'AdminApp' and p.permission_name like '%notes' order by 1`);
    expect(catalog).toEqual([
      { flag: EDIT_NOTES, label: 'Create, change and delete notes' }, { flag: VIEW_NOTES, label: 'View notes' },
    ]);
  });
});
