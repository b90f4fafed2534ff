// Email templates (developer-portal.md §3 "App and Instance email template", §7 "Email templates
// (manage service)"): a tab on an app's edit page for its developer's templates (the app kind's flags)
// and a tab on an app instance's detail page for the subscribing account's (view_email_templates,
// edit_email_templates). No page or menu entry of its own: a template always belongs to one of the two.
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { VIEW_FLAGS } from '../../../contract/developerPortalFlags';
import { READ_EMAIL_TEMPLATES_FLAGS } from '../../../contract/emailTemplatesFlags';
import { emailTemplatesMessages } from './messages';
import { EMAIL_TEMPLATES_RESOURCE, emailTemplatesDataProvider } from './emailTemplatesDataProvider';
import { emailTemplatesDeclared, emailTemplatesResources } from './emailTemplatesResources';
import { declaredAccess } from '../../plugins/declaredAccess';

const AppEmailTemplatesSection = lazyView(() => import('./AppEmailTemplatesSection'), 'AppEmailTemplatesSection');
const InstanceEmailTemplatesSection = lazyView(() => import('./InstanceEmailTemplatesSection'), 'InstanceEmailTemplatesSection');

export const emailTemplatesPlugin = definePlugin({
  name: 'emailTemplates',
  resources: [{ name: EMAIL_TEMPLATES_RESOURCE, dataProvider: emailTemplatesDataProvider }, ...emailTemplatesResources],
  canAccess: declaredAccess(emailTemplatesDeclared),
  sections: [
    { place: 'appEdit', key: 'emailTemplates', label: 'emailTemplates.sections.app', component: AppEmailTemplatesSection, anyOfFlags: VIEW_FLAGS, order: 60 },
    {
      place: 'instanceDetail', key: 'emailTemplates', label: 'emailTemplates.sections.instance', component: InstanceEmailTemplatesSection,
      anyOfFlags: READ_EMAIL_TEMPLATES_FLAGS, order: 60,
    },
  ],
  messages: emailTemplatesMessages,
});
