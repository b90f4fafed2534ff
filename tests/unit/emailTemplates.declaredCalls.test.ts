// The emailTemplates domain goes by its route declarations (contract/emailTemplatesRoutes.ts): an
// app's and an instance's templates are react-admin resources asking the spec's addresses, each in
// its own paging dialect; their changes and the test mail reach the spec's addresses with the
// record's id filled in, traced as email templates; who may list or change them follows the
// declared flags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TEMPLATES_RESOURCE, emailTemplatesDataProvider } from '../../src/resources/emailTemplates/emailTemplatesDataProvider';
import {
  APP_EMAIL_TEMPLATES, emailTemplatesDeclared, emailTemplatesResources, INSTANCE_EMAIL_TEMPLATES,
} from '../../src/resources/emailTemplates/emailTemplatesResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { session } from '../../src/session/session';
import { recordCalls } from './recordedCalls';

const providerOf = (name: string) => emailTemplatesResources.find((r) => r.name === name)!.dataProvider;
const content = { name: 'Welcome', subject: 'Hello {{name}}', htmlBody: '<p>Hi</p>', textBody: 'Hi', sampleData: '{"name": "Ada"}' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the email templates' resources", () => {
  it("list an app's templates at the spec's address, searched, sorted and paged with sortfield and sortorder", async () => {
    const calls = recordCalls(() => ({ content: [{ id: 4, name: 'Welcome' }], totalElements: 11 }));
    const page = await providerOf(APP_EMAIL_TEMPLATES).getList(APP_EMAIL_TEMPLATES, {
      filter: { appId: 3, q: ' welcome ' }, sort: { field: 'updatedAt', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    expect(page).toEqual({ data: [{ id: 4, name: 'Welcome' }], total: 11 });
    expect(calls.map((c) => c.path)).toEqual(['/manage/app-template?appId=3&query=welcome&page=1&size=10&sortfield=updatedAt&sortorder=desc']);
  });

  it("list an instance's templates with sort=field,dir", async () => {
    const calls = recordCalls(() => ({ content: [], totalElements: 0 }));
    await providerOf(INSTANCE_EMAIL_TEMPLATES).getList(INSTANCE_EMAIL_TEMPLATES, {
      filter: { appInstanceId: 9 }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 },
    });
    expect(calls.map((c) => c.path)).toEqual(['/manage/instance-template?appInstanceId=9&page=0&size=10&sort=name,asc']);
  });

  it("add, change and delete an instance's template by its id, each traced as an email template", async () => {
    session.set('accountId', 7);
    const calls = recordCalls(({ path }) => (path === '/manage/instance-template'
      ? { message: 'Instance email template added successfully', data: { id: 12, appInstanceId: 9, ...content } }
      : { message: 'done' }));
    const provider = providerOf(INSTANCE_EMAIL_TEMPLATES);
    const created = await provider.create(INSTANCE_EMAIL_TEMPLATES, { data: { appInstanceId: 9, ...content } });
    await provider.update(INSTANCE_EMAIL_TEMPLATES, { id: 12, data: { ...content, subject: 'Hi {{name}}' }, previousData: created.data });
    await provider.delete(INSTANCE_EMAIL_TEMPLATES, { id: 12, previousData: created.data });
    await flush();
    expect(created.data.id).toBe(12);
    const changes = calls.filter((c) => !c.path.endsWith('/track'));
    expect(changes.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['POST /manage/instance-template', { appInstanceId: 9, ...content }],
      ['PUT /manage/instance-template/12', { ...content, subject: 'Hi {{name}}' }],
      ['DELETE /manage/instance-template/12', undefined],
    ]);
    const traces = calls.filter((c) => c.path === '/logtrace/7/track');
    expect(traces.map((t) => [t.folder, (t.body as { type: string; event: string }).type, (t.body as { event: string }).event])).toEqual([
      [EMAIL_TEMPLATES_RESOURCE, 'emailTemplate', 'create'],
      [EMAIL_TEMPLATES_RESOURCE, 'emailTemplate', 'update'],
      [EMAIL_TEMPLATES_RESOURCE, 'emailTemplate', 'delete'],
    ]);
  });

  it("send an app's test mail of the template as typed to the spec's address", async () => {
    const calls = recordCalls(() => ({ message: 'Test mail sent to ada@example.com', to: 'ada@example.com' }));
    await expect(emailTemplatesDataProvider.testMail(EMAIL_TEMPLATES_RESOURCE, { kind: 'app', appId: 3 }, content))
      .resolves.toEqual({ message: 'Test mail sent to ada@example.com', to: 'ada@example.com' });
    await emailTemplatesDataProvider.testMail(EMAIL_TEMPLATES_RESOURCE, { kind: 'instance', appInstanceId: 9 }, content);
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['POST /manage/app-template/test-mail', { appId: 3, ...content }],
      ['POST /manage/instance-template/test-mail', { appInstanceId: 9, ...content }],
    ]);
  });

  it('are listed and changed by the flags their routes declare', () => {
    const access = declaredAccess(emailTemplatesDeclared);
    expect(access({ view_apps: true }, { resource: APP_EMAIL_TEMPLATES, action: 'list' })).toBe(true);
    expect(access({ view_apps: true }, { resource: APP_EMAIL_TEMPLATES, action: 'create' })).toBe(false);
    expect(access({ update_app: true }, { resource: APP_EMAIL_TEMPLATES, action: 'delete' })).toBe(true);
    expect(access({ view_email_templates: true }, { resource: INSTANCE_EMAIL_TEMPLATES, action: 'list' })).toBe(true);
    expect(access({ view_email_templates: true }, { resource: INSTANCE_EMAIL_TEMPLATES, action: 'edit' })).toBe(false);
    expect(access({ edit_email_templates: true }, { resource: INSTANCE_EMAIL_TEMPLATES, action: 'create' })).toBe(true);
    expect(access({ update_app: true }, { resource: INSTANCE_EMAIL_TEMPLATES, action: 'list' })).toBe(false);
    expect(access({ view_apps: true }, { resource: 'somethingElse', action: 'list' })).toBeUndefined();
  });
});
