// Page templates and their pages over real HTTP on a fresh database (developer-portal.md §4, §5, §7 "Page
// templates"): app and instance templates, drafts and published pages, publish answering 201, the no-change
// save, the status switch, deletes per tab, every save appending a revision, flags and tenant scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_PAGE_TEMPLATES, VIEW_PAGE_TEMPLATES } from '../../contract/pageTemplatesFlags';
import { PREVIEW_IMAGE_MAX } from '../../contract/pageTemplatesRules';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';
import { listPageRevisions } from '../../server/src/domains/pageTemplates/pageStore';

const API = '/app/developerApp';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('pageTemplates', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let editor: SignedIn;
  let reader: SignedIn;
  let flagless: SignedIn;
  let stranger: SignedIn;
  let appId: number;
  let appInstanceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Page Templates Co');
    editor = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, editor.accountUserId, [EDIT_PAGE_TEMPLATES]);
    reader = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, reader.accountUserId, [VIEW_PAGE_TEMPLATES]);
    flagless = await signedInMember(server, owner.accountId, 'USER');
    const elsewhere = await signedInOwner(server, 'Elsewhere Co');
    stranger = await signedInMember(server, elsewhere.accountId, 'USER');
    await grantFlags(server, elsewhere.accountId, stranger.accountUserId, [EDIT_PAGE_TEMPLATES]);
  });
  afterAll(async () => { await server?.close(); });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: caller.headers, ...(payload && { payload }) });
  const draft = (overrides: object = {}) => ({
    pageName: 'Welcome', description: '<p>The welcome page</p>', category: 'Landing', comments: 'first', status: 'ACTIVE',
    content: '<h1>Hello {{name}}</h1>', dataForPreview: '{"name": "Ada"}', stable: false, ...overrides,
  });
  const revisions = (kind: 'draft' | 'published', id: number) => listPageRevisions(server.app.platform.database.db, owner.accountId, kind, id);

  it('never offers the account\'s developer app (nor its instance) as what a template is for', async () => {
    const registered = await call(owner, 'POST', `${API}/app`, { name: `DeveloperApp_${owner.accountId}`, description: 'Developer App', status: 'ACTIVE' });
    expect(registered.statusCode, registered.body).toBe(201);
    const subscribed = await call(owner, 'POST', `${API}/accountAppInstance?userType=OWNER`, {
      accountId: owner.accountId, appId: registered.json().data.id, status: 'ACTIVE', subscriptionTerm: 'ALLTIME',
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const targets = (await call(owner, 'GET', `${API}/templates/targets`)).json();
    expect(targets.apps.map((a: { name: string }) => a.name)).not.toContain(`DeveloperApp_${owner.accountId}`);
    expect(targets.apps.map((a: { id: number }) => a.id)).not.toContain(registered.json().data.id);
    expect(targets.instances.map((i: { appId: number }) => i.appId)).not.toContain(registered.json().data.id);
  });

  it('offers the apps and instances of the account, and keeps app and instance templates apart', async () => {
    const targets = (await call(editor, 'GET', `${API}/templates/targets`)).json();
    expect(targets.apps.length).toBeGreaterThan(0);
    expect(targets.instances.length).toBeGreaterThan(0);
    appId = targets.apps[0].id;
    appInstanceId = targets.instances[0].id;

    const created = await call(editor, 'POST', `${API}/templates?accountId=${owner.accountId}`, { name: ' Shop ', appId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Template added successfully', data: { name: 'Shop', appId, appInstanceId: null } });
    await call(editor, 'POST', `${API}/templates`, { name: 'Blog', appId });
    const instance = await call(editor, 'POST', `${API}/instance-templates`, { name: 'Intranet', appInstanceId });
    expect(instance.statusCode).toBe(201);
    expect(instance.json().data).toMatchObject({ appInstanceId, appId: targets.instances[0].appId });

    const names = async (url: string) => (await call(reader, 'GET', url)).json().content.map((t: { name: string }) => t.name);
    expect(await names(`${API}/templates?pageNo=0&pageSize=10&sortBy=name&sortDir=asc`)).toEqual(['Blog', 'Shop']);
    expect(await names(`${API}/templates/pages?accountId=${owner.accountId}&appId=${appId}&query=sh`)).toEqual(['Shop']);
    expect(await names(`${API}/templates?pageNo=1&pageSize=1&sortBy=name&sortDir=asc`)).toEqual(['Shop']);
    expect(await names(`${API}/instance-templates?page=0&size=10&sortBy=name&sortDir=desc`)).toEqual(['Intranet']);

    const blog = (await call(reader, 'GET', `${API}/templates?query=blog`)).json().content[0];
    const renamed = await call(editor, 'PUT', `${API}/templates/${blog.id}`, { ...blog, name: 'Journal' });
    expect(renamed.json()).toMatchObject({ message: 'Template updated successfully', data: { name: 'Journal' } });
    // An instance template is not reached through the app templates' calls.
    expect((await call(editor, 'GET', `${API}/templates/${instance.json().data.id}`)).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `${API}/templates/${blog.id}`)).json().message).toBe('Template deleted successfully');
    expect((await call(editor, 'DELETE', `${API}/templates/${blog.id}`)).statusCode).toBe(404);
  });

  it('checks template input: a blank name, an app or instance not the account\'s', async () => {
    expect((await call(editor, 'POST', `${API}/templates`, { name: '   ', appId })).statusCode).toBe(400);
    expect((await call(editor, 'POST', `${API}/templates`, { name: 'No app' })).statusCode).toBe(400);
    expect((await call(editor, 'POST', `${API}/templates`, { name: 'Far app', appId: 2_000_000 })).statusCode).toBe(400);
    expect((await call(editor, 'POST', `${API}/instance-templates`, { name: 'Far', appInstanceId: 2_000_000 })).statusCode).toBe(400);
    const theirs = (await call(stranger, 'GET', `${API}/templates/targets`)).json().instances[0].id;
    expect((await call(editor, 'POST', `${API}/instance-templates`, { name: 'Theirs', appInstanceId: theirs })).statusCode).toBe(400);
  });

  it("refuses a save made from an older revision (If-Match), with the draft as it now is, and takes one made from the current", async () => {
    const shop = (await call(reader, 'GET', `${API}/templates?query=shop`)).json().content[0];
    const page = (await call(editor, 'POST', `${API}/template-pages-draft?accountId=${owner.accountId}`, {
      ...draft({ pageName: 'Contested' }), templateId: shop.id, appId,
    })).json().data;
    const save = (revision: number | undefined, content: string) => server.app.inject({
      method: 'PUT', url: `${API}/template-pages-draft/${page.id}`, payload: { ...page, content },
      headers: { ...editor.headers, ...(revision === undefined ? {} : { 'if-match': `"${revision}"` }) },
    });
    // Two people opened revision 1; the first to save makes revision 2.
    expect((await save(1, '<p>First</p>')).json()).toMatchObject({ changed: true, data: { revision: 2 } });
    const refused = await save(1, '<p>Second</p>');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 409, message: 'This page was changed by someone else since you opened it', data: { id: page.id, revision: 2, content: '<p>First</p>' },
    });
    expect((await call(reader, 'GET', `${API}/template-pages-draft/${page.id}`)).json().data.content).toBe('<p>First</p>');
    // Having seen their version, a save made from it is taken; without the header, as before.
    expect((await save(2, '<p>Second</p>')).json()).toMatchObject({ changed: true, data: { revision: 3, content: '<p>Second</p>' } });
    expect((await save(undefined, '<p>Third</p>')).statusCode).toBe(200);
    expect((await call(editor, 'DELETE', `${API}/template-pages-draft/${page.id}`)).statusCode).toBe(200);
  });

  it('saves drafts, detects a save of nothing, publishes (201) and appends a revision on every save', async () => {
    const shop = (await call(reader, 'GET', `${API}/templates?query=shop`)).json().content[0];
    const created = await call(editor, 'POST', `${API}/template-pages-draft?accountId=${owner.accountId}`, { ...draft(), templateId: shop.id, appId });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data;
    expect(page).toMatchObject({ stage: 'draft', pageName: 'Welcome', status: 'ACTIVE', revision: 1, templateId: shop.id });
    expect(created.json().message).toBe('Template page draft saved successfully');

    // The same values again: nothing is written.
    const same = await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}`, { ...page });
    expect(same.json()).toMatchObject({ changed: false, message: 'Nothing changed', data: { revision: 1 } });
    const changed = await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}`, { ...page, content: '<h2>Hi {{name}}</h2>' });
    expect(changed.json()).toMatchObject({ changed: true, data: { revision: 2, content: '<h2>Hi {{name}}</h2>' } });
    const image = await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}/preview-image`, { previewImage: PNG });
    expect(image.json().data).toMatchObject({ previewImage: PNG, revision: 3 });
    const notImage = await call(editor, 'PUT', `${API}/template-pages-draft/${page.id}/preview-image`, { previewImage: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('The preview image must be a PNG or JPEG data URL');

    const drafts = (await call(reader, 'GET', `${API}/template-pages-draft?templateId=${shop.id}&page=0&size=10&sort=pageName,asc`)).json();
    expect(drafts).toMatchObject({ totalElements: 1, content: [{ id: page.id, previewImage: PNG }] });
    expect((await call(reader, 'GET', `${API}/template-pages?templateId=${shop.id}`)).json().totalElements).toBe(0);

    const published = await call(editor, 'GET', `${API}/template-pages/${page.id}/publish`);
    expect(published.statusCode).toBe(201);
    const live = published.json().data;
    expect(live).toMatchObject({ stage: 'published', draftId: page.id, content: '<h2>Hi {{name}}</h2>', previewImage: PNG, revision: 1 });
    // Publishing again rewrites the same published page.
    expect((await call(editor, 'GET', `${API}/template-pages/${page.id}/publish`)).json().data).toMatchObject({ id: live.id, revision: 2 });
    const listed = (await call(reader, 'GET', `${API}/template-pages?templateId=${shop.id}&query=welc`)).json();
    expect(listed).toMatchObject({ totalElements: 1, content: [{ id: live.id }] });

    // The status switch on the published tab.
    const status = await call(editor, 'PUT', `${API}/template-pages/${live.id}`, { status: 'INACTIVE' });
    expect(status.json()).toMatchObject({ message: 'Page status updated successfully', data: { status: 'INACTIVE', revision: 3 } });

    const draftHistory = await revisions('draft', page.id);
    expect(draftHistory.map((r) => [r.revision, r.action, r.content])).toEqual([
      [1, 'created', '<h1>Hello {{name}}</h1>'], [2, 'updated', '<h2>Hi {{name}}</h2>'], [3, 'previewImage', '<h2>Hi {{name}}</h2>'],
    ]);
    expect(draftHistory[2]).toMatchObject({ previewImage: PNG, pageName: 'Welcome', comments: 'first', dataForPreview: '{"name": "Ada"}' });
    expect((await revisions('published', live.id)).map((r) => [r.revision, r.action, r.status]))
      .toEqual([[1, 'published', 'ACTIVE'], [2, 'published', 'ACTIVE'], [3, 'status', 'INACTIVE']]);

    // Deletes act on the tab's list; the published page outlives its draft, the history stays.
    expect((await call(editor, 'DELETE', `${API}/template-pages-draft/${live.id}`)).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `${API}/template-pages-draft/${page.id}`)).json().message).toBe('Draft page deleted successfully');
    expect((await call(reader, 'GET', `${API}/template-pages/${live.id}`)).json().data.draftId).toBeNull();
    expect((await call(editor, 'DELETE', `${API}/template-pages/${live.id}`)).json().message).toBe('Published page deleted successfully');
    expect((await call(reader, 'GET', `${API}/template-pages?templateId=${shop.id}`)).json().totalElements).toBe(0);
    expect(await revisions('draft', page.id)).toHaveLength(3);
  });

  it('applies §5 to drafts: page name required and at most 40, description and status required, preview data a JSON object', async () => {
    const shop = (await call(reader, 'GET', `${API}/templates?query=shop`)).json().content[0];
    const post = (body: object) => call(editor, 'POST', `${API}/template-pages-draft`, { templateId: shop.id, ...body });
    const refused = async (body: object) => { const r = await post(body); expect(r.statusCode, r.body).toBe(400); return r.json().message as string; };
    expect(await refused(draft({ pageName: '  ' }))).toBe('Page name is required');
    expect(await refused(draft({ pageName: 'x'.repeat(41) }))).toBe('Page name must be at most 40 characters');
    expect((await post(draft({ pageName: 'x'.repeat(40) }))).statusCode).toBe(201);
    expect(await refused(draft({ description: '<p></p>' }))).toBe('Description is required');
    await refused(draft({ status: undefined }));
    await refused(draft({ status: 'DRAFT' }));
    expect(await refused(draft({ dataForPreview: '{"name": ' }))).toMatch(/^Data for preview is not valid JSON/);
    expect(await refused(draft({ dataForPreview: '[1]' }))).toMatch(/must be a JSON object/);
    await refused(draft({ previewImage: 'data:text/html;base64,PGgxPg==' }));
    await refused(draft({ previewImage: `data:image/png;base64,${'A'.repeat(PREVIEW_IMAGE_MAX)}` }));
    expect((await post({ ...draft(), templateId: 999_999 })).statusCode).toBe(404);
  });

  it('keeps pages of instance templates under the instance calls', async () => {
    const intranet = (await call(reader, 'GET', `${API}/instance-templates`)).json().content[0];
    const created = await call(editor, 'POST', `${API}/instance-template-pages-draft`, { ...draft(), instanceTemplateId: intranet.id });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data;
    expect(page).toMatchObject({ instanceTemplateId: intranet.id, appInstanceId });
    expect((await call(editor, 'POST', `${API}/template-pages-draft`, { ...draft(), templateId: intranet.id })).statusCode).toBe(404);
    expect((await call(editor, 'GET', `${API}/instance-template-pages/${page.id}/publish`)).statusCode).toBe(201);
    expect((await call(reader, 'GET', `${API}/instance-template-pages?instanceTemplateId=${intranet.id}`)).json().totalElements).toBe(1);
    expect((await call(reader, 'GET', `${API}/instance-template-pages-draft?instanceTemplateId=${intranet.id}`)).json().totalElements).toBe(1);
    expect((await call(editor, 'GET', `${API}/template-pages/${page.id}/publish`)).statusCode).toBe(404);
  });

  it('guards every call by flag and keeps another account\'s templates and pages out of reach (404)', async () => {
    const shop = (await call(reader, 'GET', `${API}/templates?query=shop`)).json().content[0];
    const page = (await call(editor, 'POST', `${API}/template-pages-draft`, { ...draft({ pageName: 'Guarded' }), templateId: shop.id })).json().data;
    expect((await call(reader, 'POST', `${API}/template-pages-draft`, { ...draft(), templateId: shop.id })).statusCode).toBe(403);
    expect((await call(reader, 'GET', `${API}/template-pages/${page.id}/publish`)).statusCode).toBe(403);
    expect((await call(flagless, 'GET', `${API}/templates`)).statusCode).toBe(403);
    expect((await call(flagless, 'GET', `${API}/template-pages-draft?templateId=${shop.id}`)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: `${API}/templates` })).statusCode).toBe(401);
    expect((await call(editor, 'GET', `${API}/templates?accountId=${stranger.accountId}`)).statusCode).toBe(403);

    expect((await call(stranger, 'GET', `${API}/templates/${shop.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `${API}/templates/${shop.id}`, { name: 'Mine', appId })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `${API}/templates/${shop.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `${API}/template-pages-draft?templateId=${shop.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `${API}/template-pages-draft/${page.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `${API}/template-pages-draft/${page.id}`, draft())).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `${API}/template-pages-draft/${page.id}/preview-image`, { previewImage: PNG })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `${API}/template-pages/${page.id}/publish`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `${API}/template-pages-draft/${page.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `${API}/template-pages-draft`, { ...draft(), templateId: shop.id })).statusCode).toBe(404);
    expect((await call(reader, 'GET', `${API}/template-pages-draft/${page.id}`)).json().data.pageName).toBe('Guarded');
  });
});

describe('the preview frame', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server?.close(); });

  it('is a static document sandboxed by its own policy, framed by the console only, calling nowhere', async () => {
    const frame = await server.app.inject({ method: 'GET', url: `${API}/template-pages/preview-frame` });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(frame.headers['content-security-policy']);
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('allow-same-origin');
    expect(frame.headers['x-frame-options']).toBeUndefined();
    expect(frame.body).toContain("parent.postMessage({ type: 'page-preview-ready' }, '*')");
  });
});
