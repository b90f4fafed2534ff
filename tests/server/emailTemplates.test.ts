// Email templates (developer-portal.md §3, §7 "Email templates (manage service)"; issue 15) over real
// HTTP on a fresh database: an app's templates as its developer manages them (the app kind's flags),
// an instance's as the subscribing account does (the domain's flags), each scoped to the caller's
// account; the rules' 400s; a test mail rendered with the sample data lands in the outbox, with no
// prototype access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstances, apps } from '../../server/src/db/schema';
import { EDIT_EMAIL_TEMPLATES, VIEW_EMAIL_TEMPLATES } from '../../contract/emailTemplatesFlags';
import { EMAIL_TEMPLATE_BODY_MAX, EMAIL_TEMPLATE_NAME_MAX, EMAIL_TEMPLATE_SAMPLE_MAX } from '../../contract/emailTemplatesRules';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';
import { mailsTo, settle, waitForOutbox } from './fixtures-mail';
import { expectStaleSavesRefused } from './fixtures-staleSave';

const APP = '/manage/app-template';
const INSTANCE = '/manage/instance-template';

const welcome = {
  name: 'Welcome', subject: 'Welcome, {{user.name}}',
  htmlBody: '<p>Hello <b>{{user.name}}</b>, order {{order}}.</p>{{#items}}<li>{{title}}</li>{{/items}}[{{constructor}}][{{user.__proto__}}]',
  textBody: 'Hello {{user.name}}: {{#items}}{{title}}; {{/items}}[{{constructor}}][{{items.constructor}}]',
  sampleData: '{"user": {"name": "Ada <Lovelace>"}, "order": 42, "items": [{"title": "Tea"}, {"title": "Cake"}]}',
};

describe('email templates', () => {
  let server: TestServer;
  let builder: SignedInOwner;
  let customer: SignedInOwner;
  let stranger: SignedInOwner;
  let appViewer: SignedIn;
  let reader: SignedIn;
  let editor: SignedIn;
  let flagless: SignedIn;
  let appId: number;
  let instanceId: number;
  let strangerAppId: number;
  let strangerInstanceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    builder = await signedInOwner(server, 'Mail Maker');
    customer = await signedInOwner(server, 'Mail Customer');
    stranger = await signedInOwner(server, 'Mail Stranger');
    appViewer = await signedInMember(server, builder.accountId, 'DEVELOPER');
    await grantFlags(server, builder.accountId, appViewer.accountUserId, ['view_apps']);
    reader = await signedInMember(server, customer.accountId, 'USER');
    await grantFlags(server, customer.accountId, reader.accountUserId, [VIEW_EMAIL_TEMPLATES]);
    editor = await signedInMember(server, customer.accountId, 'USER');
    await grantFlags(server, customer.accountId, editor.accountUserId, [EDIT_EMAIL_TEMPLATES]);
    flagless = await signedInMember(server, customer.accountId, 'USER');
    [{ id: appId }] = await db.insert(apps).values({ name: 'Mailing App', type: 'app', published: 'PUBLISHED', developerAccountId: builder.accountId }).returning();
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: customer.accountId, appId, status: 'ACTIVE' }).returning();
    [{ id: strangerAppId }] = await db.insert(apps).values({ name: 'Other App', type: 'app', published: 'PUBLISHED', developerAccountId: stranger.accountId }).returning();
    [{ id: strangerInstanceId }] = await db.insert(appInstances).values({ accountId: stranger.accountId, appId, status: 'ACTIVE' }).returning();
  });
  afterAll(async () => { await server?.close(); });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });
  const names = async (caller: SignedIn, url: string) => {
    const res = await call(caller, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.map((t: { name: string }) => t.name);
  };

  it('adds, lists (paged, searched, sorted), changes and deletes an app\'s templates with the spec\'s messages', async () => {
    const added = await call(builder, 'POST', `${APP}?accountId=${builder.accountId}`, { appId, ...welcome, name: '  Welcome  ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Email template added successfully',
      data: { name: 'Welcome', accountId: builder.accountId, appId, appInstanceId: null, subject: welcome.subject, sampleData: welcome.sampleData },
    });
    for (const name of ['Invoice', 'Password reset']) {
      expect((await call(builder, 'POST', APP, { appId, ...welcome, name, subject: `${name} for {{user.name}}` })).statusCode).toBe(201);
    }
    const base = `${APP}?accountId=${builder.accountId}&appId=${appId}`;
    expect(await names(builder, base)).toEqual(['Password reset', 'Invoice', 'Welcome']);
    expect(await names(builder, `${base}&sortfield=name&sortorder=asc&page=0&size=2`)).toEqual(['Invoice', 'Password reset']);
    expect(await names(builder, `${base}&sortfield=name&sortorder=asc&page=1&size=2`)).toEqual(['Welcome']);
    expect((await call(builder, 'GET', `${base}&size=2`)).json().totalElements).toBe(3);
    expect(await names(builder, `${base}&query=invoice`)).toEqual(['Invoice']);
    expect(await names(builder, `${base}&query=RESET FOR`)).toEqual(['Password reset']);
    expect(await names(appViewer, base)).toHaveLength(3);

    const id = added.json().data.id as number;
    const changed = await call(builder, 'PUT', `${APP}/${id}`, { ...welcome, name: 'Welcome mail', textBody: 'Hi {{user.name}}' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Email template updated successfully', data: { id, name: 'Welcome mail', textBody: 'Hi {{user.name}}' } });
    // The whole record sent back (id, appId, updatedAt...): only the content is taken.
    const echoed = await call(builder, 'PUT', `${APP}/${id}`, { ...changed.json().data, subject: 'Echoed' });
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect(echoed.json().data).toMatchObject({ id, appId, appInstanceId: null, subject: 'Echoed' });
    expect((await call(builder, 'DELETE', `${APP}/${id}`)).json()).toEqual({ message: 'Email template deleted successfully' });
    expect((await call(builder, 'DELETE', `${APP}/${id}`)).statusCode).toBe(404);
    expect(await names(builder, base)).toEqual(['Password reset', 'Invoice']);
  });

  it('adds, lists, changes and deletes an instance\'s templates, apart from the app\'s', async () => {
    const added = await call(customer, 'POST', INSTANCE, { appInstanceId: instanceId, appId, ...welcome });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ message: 'Instance email template added successfully', data: { accountId: customer.accountId, appId, appInstanceId: instanceId } });
    // A member holding edit_email_templates (not the owner) adds one too.
    expect((await call(editor, 'POST', INSTANCE, { appInstanceId: instanceId, ...welcome, name: 'Reminder' })).statusCode).toBe(201);
    const base = `${INSTANCE}?accountId=${customer.accountId}&appId=${appId}&appInstanceId=${instanceId}`;
    expect(await names(customer, `${base}&sort=name,desc&page=0&size=10`)).toEqual(['Welcome', 'Reminder']);
    expect(await names(customer, `${base}&query=remind`)).toEqual(['Reminder']);
    expect((await call(customer, 'GET', `${base}&sort=password,asc`)).statusCode).toBe(400);
    expect(await names(reader, base)).toHaveLength(2);

    const id = added.json().data.id as number;
    const changed = await call(customer, 'PUT', `${INSTANCE}/${id}`, { ...welcome, subject: 'Hello again' });
    expect(changed.json()).toMatchObject({ message: 'Instance email template updated successfully', data: { subject: 'Hello again' } });
    // An app's template is not an instance's, nor the other way round.
    const appTemplate = (await call(builder, 'GET', `${APP}?appId=${appId}`)).json().content[0].id as number;
    expect((await call(builder, 'PUT', `${INSTANCE}/${appTemplate}`, welcome)).statusCode).toBe(404);
    expect((await call(customer, 'DELETE', `${APP}/${id}`)).statusCode).toBe(404);
    expect((await call(customer, 'DELETE', `${INSTANCE}/${id}`)).json()).toEqual({ message: 'Instance email template deleted successfully' });
    expect(await names(customer, base)).toEqual(['Reminder']);
  });

  it('refuses a save made from an older version (If-Match: its updatedAt), app\'s and instance\'s alike', async () => {
    const stale = async (caller: SignedIn, url: string, body: object) => {
      const added = (await call(caller, 'POST', url, { ...body, ...welcome, name: 'Contested' })).json().data;
      await expectStaleSavesRefused((version, n) => server.app.inject({
        method: 'PUT', url: `${url}/${added.id}`, payload: { ...welcome, name: 'Contested', subject: `Take ${n}` },
        headers: { ...caller.headers, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
      }), added.updatedAt, (record) => record.updatedAt as string, 'This email template');
      expect((await call(caller, 'DELETE', `${url}/${added.id}`)).statusCode).toBe(200);
    };
    await stale(builder, APP, { appId });
    await stale(editor, INSTANCE, { appInstanceId: instanceId });
  });

  it('answers 404 for another account\'s app, instance or template, 403 without the flags, 401 signed out', async () => {
    const appTemplate = (await call(builder, 'GET', `${APP}?appId=${appId}`)).json().content[0].id as number;
    const instanceTemplate = (await call(customer, 'GET', `${INSTANCE}?appInstanceId=${instanceId}`)).json().content[0].id as number;
    // Another account: its apps, instances and templates are not found (the customer subscribes to the app but does not develop it).
    const foreign: [SignedIn, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      [customer, 'GET', `${APP}?appId=${appId}`], [customer, 'POST', APP, { appId, ...welcome }],
      [stranger, 'PUT', `${APP}/${appTemplate}`, welcome], [stranger, 'DELETE', `${APP}/${appTemplate}`],
      [stranger, 'POST', `${APP}/test-mail`, { appId, ...welcome }],
      [builder, 'GET', `${APP}?appId=${strangerAppId}`],
      [stranger, 'GET', `${INSTANCE}?appInstanceId=${instanceId}`], [stranger, 'POST', INSTANCE, { appInstanceId: instanceId, ...welcome }],
      [stranger, 'PUT', `${INSTANCE}/${instanceTemplate}`, welcome], [stranger, 'DELETE', `${INSTANCE}/${instanceTemplate}`],
      [stranger, 'POST', `${INSTANCE}/test-mail`, { appInstanceId: instanceId, ...welcome }],
      [customer, 'GET', `${INSTANCE}?appInstanceId=${strangerInstanceId}`],
      [customer, 'GET', `${INSTANCE}?appInstanceId=${instanceId}&appId=${strangerAppId}`],
    ];
    for (const [caller, method, url, body] of foreign) {
      expect((await call(caller, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Read-only flags read, never change; no flag at all: 403.
    expect((await call(appViewer, 'POST', APP, { appId, ...welcome })).statusCode).toBe(403);
    expect((await call(appViewer, 'PUT', `${APP}/${appTemplate}`, welcome)).statusCode).toBe(403);
    expect((await call(appViewer, 'POST', `${APP}/test-mail`, { appId, ...welcome })).statusCode).toBe(403);
    expect((await call(reader, 'POST', INSTANCE, { appInstanceId: instanceId, ...welcome })).statusCode).toBe(403);
    expect((await call(reader, 'DELETE', `${INSTANCE}/${instanceTemplate}`)).statusCode).toBe(403);
    expect((await call(reader, 'POST', `${INSTANCE}/test-mail`, { appInstanceId: instanceId, ...welcome })).statusCode).toBe(403);
    expect((await call(flagless, 'GET', `${INSTANCE}?appInstanceId=${instanceId}`)).statusCode).toBe(403);
    // The accountId named in the query must be the header's.
    expect((await call(customer, 'GET', `${INSTANCE}?accountId=${builder.accountId}&appInstanceId=${instanceId}`)).statusCode).toBe(403);
    // Signed out.
    expect((await server.app.inject({ method: 'GET', url: `${APP}?appId=${appId}` })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: `${INSTANCE}/test-mail`, payload: { appInstanceId: instanceId, ...welcome } })).statusCode).toBe(401);
  });

  it('refuses bad input with a 400 naming the field: required, limits, templates that do not parse, sample data that is no JSON object', async () => {
    const bad: [object, string, string][] = [
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ subject: '' }, 'subject', 'Subject is required'],
      [{ name: 'x'.repeat(EMAIL_TEMPLATE_NAME_MAX + 1) }, 'name', `At most ${EMAIL_TEMPLATE_NAME_MAX} characters`],
      [{ textBody: 'x'.repeat(EMAIL_TEMPLATE_BODY_MAX + 1) }, 'textBody', `At most ${EMAIL_TEMPLATE_BODY_MAX} characters`],
      [{ htmlBody: '<p>{{#items}}open</p>' }, 'htmlBody', 'Not a valid template: Unclosed section "items" at 21'],
      [{ sampleData: '{"user": ' }, 'sampleData', 'Sample data is not valid JSON'],
      [{ sampleData: '["a list"]' }, 'sampleData', 'Sample data must be a JSON object, such as {"name": "Ada"}'],
      [{ sampleData: `{"a": "${'x'.repeat(EMAIL_TEMPLATE_SAMPLE_MAX)}"}` }, 'sampleData', `At most ${EMAIL_TEMPLATE_SAMPLE_MAX} characters`],
    ];
    for (const [change, field, message] of bad) {
      for (const [caller, url, owner] of [[builder, APP, { appId }], [customer, INSTANCE, { appInstanceId: instanceId }]] as const) {
        const res = await call(caller, 'POST', url, { ...owner, ...welcome, ...change });
        expect(res.statusCode, `${url} ${field}`).toBe(400);
        expect(res.json().message).toContain(message);
        expect(res.json().data).toEqual({ field });
      }
      expect((await call(editor, 'POST', `${INSTANCE}/test-mail`, { appInstanceId: instanceId, ...welcome, ...change })).statusCode).toBe(400);
    }
    // Beyond the schema's bounds, and the wrong types: the schema's 400.
    expect((await call(builder, 'POST', APP, { appId, ...welcome, htmlBody: 'x'.repeat(EMAIL_TEMPLATE_BODY_MAX + 100) })).statusCode).toBe(400);
    expect((await call(builder, 'POST', APP, { appId, ...welcome, sampleData: { not: 'a string' } })).statusCode).toBe(400);
    expect((await call(builder, 'POST', APP, { ...welcome })).statusCode).toBe(400);
    expect((await call(builder, 'GET', `${APP}?appId=${appId}&sortfield=sampleData`)).statusCode).toBe(400);
    expect((await call(builder, 'GET', `${APP}?appId=${appId}&size=1000`)).statusCode).toBe(400);
    // Empty sample data is an empty object: the template saves; its placeholders render empty.
    expect((await call(builder, 'POST', APP, { appId, ...welcome, name: 'No sample', sampleData: '' })).statusCode).toBe(201);
  });

  it('mails the template as typed, filled with its sample data, to the signed-in user, with no prototype access', async () => {
    for (const [caller, url, owner] of [[builder, APP, { appId }], [customer, INSTANCE, { appInstanceId: instanceId }]] as const) {
      const sent = await call(caller, 'POST', `${url}/test-mail?accountId=${caller.accountId}`, { ...owner, ...welcome });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ message: `Test mail sent to ${caller.user.email}`, to: caller.user.email });
      const mail = await waitForOutbox(server, caller.user.email, '[Test] Welcome, Ada <Lovelace>');
      // HTML values are escaped, the text's are not; a list repeats; inherited names ({{constructor}}) render empty.
      expect(mail.html).toBe('<p>Hello <b>Ada &lt;Lovelace&gt;</b>, order 42.</p><li>Tea</li><li>Cake</li>[][]');
      expect(mail.text).toBe('Hello Ada <Lovelace>: Tea; Cake; [][]');
    }
    // Line breaks a value brings into the subject do not make a second header line.
    const headerInjection = await call(customer, 'POST', `${INSTANCE}/test-mail`, {
      appInstanceId: instanceId, ...welcome, subject: 'Hi {{name}}', htmlBody: '', sampleData: '{"name": "Ada\\r\\nBcc: victim@example.com"}',
    });
    expect(headerInjection.statusCode).toBe(200);
    const mail = await waitForOutbox(server, customer.user.email, '[Test] Hi Ada Bcc: victim@example.com');
    expect(mail.html).toBeNull();
    // A refused test mail sends nothing.
    const before = (await mailsTo(server, reader.user.email)).length;
    await call(reader, 'POST', `${INSTANCE}/test-mail`, { appInstanceId: instanceId, ...welcome });
    await settle();
    expect(await mailsTo(server, reader.user.email)).toHaveLength(before);
  });

  it('lets a session send ten test mails a minute, then answers 429', async () => {
    const sender = await signedInMember(server, customer.accountId, 'USER');
    await grantFlags(server, customer.accountId, sender.accountUserId, [EDIT_EMAIL_TEMPLATES]);
    const send = () => call(sender, 'POST', `${INSTANCE}/test-mail`, { appInstanceId: instanceId, ...welcome });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    await waitForOutbox(server, sender.user.email, '[Test] Welcome, Ada <Lovelace>');
  });
});
