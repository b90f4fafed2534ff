// The emailTemplates domain's routes (developer-portal.md §7 "Email templates (manage service)"),
// declared once: the server mounts them from here and the console calls them by these names
// (routeTable.ts). An app's templates are its developer's (the app kind's view_/update_ flags, as
// its other tabs); an app instance's are the subscribing account's (contract/emailTemplatesFlags.ts).
// What each takes and answers are the TypeBox schemas of contract/emailTemplates.ts, by type only.
import type {
  AccountOnlyQuery, AppTemplateBody, AppTemplateListQuery, AppTestMailBody, EmailTemplateContent, EmailTemplateDeleted,
  EmailTemplateIdParams, EmailTemplatePage, EmailTemplateSaved, InstanceTemplateBody, InstanceTemplateListQuery, InstanceTestMailBody,
  TestMailSent,
} from './emailTemplates';
import { namedRoutes, route } from './routeTable';
import { UPDATE_FLAGS, VIEW_FLAGS } from './developerPortalFlags';
import { EDIT_EMAIL_TEMPLATES, READ_EMAIL_TEMPLATES_FLAGS } from './emailTemplatesFlags';

const service = 'manage';
type ById = { params: typeof EmailTemplateIdParams; query: typeof AccountOnlyQuery };

/** An app's templates, and a test mail of one as typed. */
export const appTemplateRoutes = namedRoutes('emailTemplates.appTemplate', {
  list: route<{ query: typeof AppTemplateListQuery; response: typeof EmailTemplatePage }>({
    service, method: 'GET', path: '/app-template', flags: VIEW_FLAGS, paging: 'sortfield',
  }),
  create: route<{ query: typeof AccountOnlyQuery; body: typeof AppTemplateBody; response: typeof EmailTemplateSaved }>({
    service, method: 'POST', path: '/app-template', flags: UPDATE_FLAGS,
  }),
  update: route<ById & { body: typeof EmailTemplateContent; response: typeof EmailTemplateSaved }>({
    service, method: 'PUT', path: '/app-template/:id', flags: UPDATE_FLAGS,
  }),
  remove: route<ById & { response: typeof EmailTemplateDeleted }>({
    service, method: 'DELETE', path: '/app-template/:id', flags: UPDATE_FLAGS,
  }),
  testMail: route<{ query: typeof AccountOnlyQuery; body: typeof AppTestMailBody; response: typeof TestMailSent }>({
    service, method: 'POST', path: '/app-template/test-mail', flags: UPDATE_FLAGS,
  }),
});

/** An app instance's templates, and a test mail of one as typed. */
export const instanceTemplateRoutes = namedRoutes('emailTemplates.instanceTemplate', {
  list: route<{ query: typeof InstanceTemplateListQuery; response: typeof EmailTemplatePage }>({
    service, method: 'GET', path: '/instance-template', flags: READ_EMAIL_TEMPLATES_FLAGS, paging: 'sort',
  }),
  create: route<{ query: typeof AccountOnlyQuery; body: typeof InstanceTemplateBody; response: typeof EmailTemplateSaved }>({
    service, method: 'POST', path: '/instance-template', flags: [EDIT_EMAIL_TEMPLATES],
  }),
  update: route<ById & { body: typeof EmailTemplateContent; response: typeof EmailTemplateSaved }>({
    service, method: 'PUT', path: '/instance-template/:id', flags: [EDIT_EMAIL_TEMPLATES],
  }),
  remove: route<ById & { response: typeof EmailTemplateDeleted }>({
    service, method: 'DELETE', path: '/instance-template/:id', flags: [EDIT_EMAIL_TEMPLATES],
  }),
  testMail: route<{ query: typeof AccountOnlyQuery; body: typeof InstanceTestMailBody; response: typeof TestMailSent }>({
    service, method: 'POST', path: '/instance-template/test-mail', flags: [EDIT_EMAIL_TEMPLATES],
  }),
});
