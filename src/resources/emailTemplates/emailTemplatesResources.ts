// The email templates' lists as react-admin resources (issue 30), served by their declared routes
// (contract/emailTemplatesRoutes.ts): an app's templates (its developer's) and an app instance's
// (the subscribing account's). Their changes are traced as emailTemplates, as they always were.
import type { EmailTemplate } from '../../../contract/emailTemplates';
import { topicOfRouteName } from '../../../contract/liveChangesRules';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { appTemplateRoutes, instanceTemplateRoutes } from '../../../contract/emailTemplatesRoutes';
import { EMAIL_TEMPLATES_RESOURCE, type TemplateOwner } from './emailTemplatesDataProvider';

export const APP_EMAIL_TEMPLATES = 'appEmailTemplates';
export const INSTANCE_EMAIL_TEMPLATES = 'instanceEmailTemplates';

/** The resource of the owner's templates. */
export const templatesResource = (owner: TemplateOwner) => (owner.kind === 'app' ? APP_EMAIL_TEMPLATES : INSTANCE_EMAIL_TEMPLATES);

/** The owner as the list's filter and a new template's field: `{ appId }` or `{ appInstanceId }`. */
export const ownerField = (owner: TemplateOwner) => (owner.kind === 'app' ? { appId: owner.appId } : { appInstanceId: owner.appInstanceId });

/** The route table the owner's templates are changed through: what their edit locks name (record 0414). */
export const templatesTopic = (owner: TemplateOwner) =>
  topicOfRouteName((owner.kind === 'app' ? appTemplateRoutes : instanceTemplateRoutes).update.name!);

// A save names the time the template was saved at when read: one saved since is not overwritten (409).
const common = { traceAs: EMAIL_TEMPLATES_RESOURCE, version: (template: object) => (template as EmailTemplate).updatedAt };

/** The templates' resources as their routes declare them: their calls, and who may list and change them. */
export const emailTemplatesDeclared: Record<string, DeclaredResource> = {
  [APP_EMAIL_TEMPLATES]: {
    list: appTemplateRoutes.list, create: appTemplateRoutes.create, update: appTemplateRoutes.update, delete: appTemplateRoutes.remove,
    ...common,
  },
  [INSTANCE_EMAIL_TEMPLATES]: {
    list: instanceTemplateRoutes.list, create: instanceTemplateRoutes.create, update: instanceTemplateRoutes.update,
    delete: instanceTemplateRoutes.remove, ...common,
  },
};

export const emailTemplatesResources = [APP_EMAIL_TEMPLATES, INSTANCE_EMAIL_TEMPLATES]
  .map((name) => ({ name, dataProvider: declaredResourceProvider(emailTemplatesDeclared[name]) }));
