// The email templates' call that is not a list's CRUD (developer-portal.md §7 "Email templates
// (manage service)"): a test mail of the template as typed, to the signed-in user. A named call of
// one resource's provider (DESIGN §7), used with react-query, by its declaration
// (contract/emailTemplatesRoutes.ts). The lists and their changes are resources (emailTemplatesResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { changeDeclared } from '../../dataProviders/declaredCall';
import { appTemplateRoutes, instanceTemplateRoutes } from '../../../contract/emailTemplatesRoutes';
import type { EmailTemplateContent } from '../../../contract/emailTemplatesRules';

export const EMAIL_TEMPLATES_RESOURCE = 'emailTemplates';

/** Whose templates a section shows: an app's (its developer's) or an app instance's (its subscriber's). */
export type TemplateOwner = { kind: 'app'; appId: number } | { kind: 'instance'; appInstanceId: number };

export const emailTemplatesDataProvider = namedCallsProvider(EMAIL_TEMPLATES_RESOURCE, {
  /** Traced, as every change of the templates. */
  testMail: (_r: string, owner: TemplateOwner, content: EmailTemplateContent) => (owner.kind === 'app'
    ? changeDeclared(appTemplateRoutes.testMail, EMAIL_TEMPLATES_RESOURCE, 'testMail', { body: { appId: owner.appId, ...content } })
    : changeDeclared(instanceTemplateRoutes.testMail, EMAIL_TEMPLATES_RESOURCE, 'testMail', { body: { appInstanceId: owner.appInstanceId, ...content } })),
});

export type EmailTemplatesDataProvider = typeof emailTemplatesDataProvider;
