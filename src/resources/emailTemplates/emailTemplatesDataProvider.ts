// The email templates calls (developer-portal.md §7 "Email templates (manage service)"), as named calls
// of one resource's provider (DESIGN §7), used with react-query: an app's templates (sortfield +
// sortorder) and an instance's (sort=field,dir), each with a test mail of the template as typed.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { tracedChange, type ChangeEvent } from '../../dataProviders/activityTracker';
import type { EmailTemplate, EmailTemplateSaved, TestMailSent } from '../../../contract/emailTemplates';
import type { EmailTemplateContent } from '../../../contract/emailTemplatesRules';
import type { ListPage, ListQuery } from '../../../contract/paging';

export const EMAIL_TEMPLATES_RESOURCE = 'emailTemplates';

/** Whose templates a section shows: an app's (its developer's) or an app instance's (its subscriber's). */
export type TemplateOwner = { kind: 'app'; appId: number } | { kind: 'instance'; appInstanceId: number };

const pathOf = (owner: TemplateOwner) => (owner.kind === 'app' ? '/app-template' : '/instance-template');
const ownerField = (owner: TemplateOwner) => (owner.kind === 'app' ? { appId: owner.appId } : { appInstanceId: owner.appInstanceId });

const change = <T extends { message: string }>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object | undefined, event: ChangeEvent) =>
  tracedChange<T>('manage', EMAIL_TEMPLATES_RESOURCE, method, path, body, event);

export const emailTemplatesDataProvider = namedCallsProvider(EMAIL_TEMPLATES_RESOURCE, {
  templates: async (_r: string, owner: TemplateOwner, q: ListQuery) => {
    const sorting = owner.kind === 'app'
      ? { sortfield: q.sortfield, sortorder: q.sortfield ? q.sortorder : undefined }
      : { sort: q.sortfield ? `${q.sortfield},${q.sortorder ?? 'asc'}` : undefined };
    return (await request<ListPage<EmailTemplate>>('manage', pathOf(owner), {
      query: { ...ownerField(owner), query: q.query, page: q.page, size: q.size, ...sorting },
    })).json;
  },
  create: (_r: string, owner: TemplateOwner, content: EmailTemplateContent) =>
    change<EmailTemplateSaved>('POST', pathOf(owner), { ...ownerField(owner), ...content }, 'create'),
  update: (_r: string, owner: TemplateOwner, id: number, content: EmailTemplateContent) =>
    change<EmailTemplateSaved>('PUT', `${pathOf(owner)}/${id}`, content, 'update'),
  remove: (_r: string, owner: TemplateOwner, id: number) => change<{ message: string }>('DELETE', `${pathOf(owner)}/${id}`, undefined, 'delete'),
  testMail: (_r: string, owner: TemplateOwner, content: EmailTemplateContent) =>
    change<TestMailSent>('POST', `${pathOf(owner)}/test-mail`, { ...ownerField(owner), ...content }, 'testMail'),
});

export type EmailTemplatesDataProvider = typeof emailTemplatesDataProvider;
