// Email Templates: the account's email templates, a list with create, edit and delete over the server's
// /manage/email-templates calls. Readers hold view_email_templates or edit_email_templates, writers edit_email_templates
// (contract/emailTemplatesFlags.ts; owners hold both through allpermissions).
import CategoryIcon from '@mui/icons-material/Category';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { READ_EMAIL_TEMPLATES_FLAGS } from '../../../contract/emailTemplatesFlags';
import { EMAIL_TEMPLATES_RESOURCE, emailTemplatesAccess } from './emailTemplatesAccess';
import { emailTemplatesEndpoints } from './emailTemplatesEndpoints';
import { emailTemplatesPage } from './paths';
import { emailTemplatesMessages } from './messages';

const EmailTemplatesPage = lazyView(() => import('./EmailTemplatesPage'), 'EmailTemplatesPage');
const EmailTemplateListRedirect = lazyView(() => import('./EmailTemplateListRedirect'), 'EmailTemplateListRedirect');
const EmailTemplateCreate = lazyView(() => import('./EmailTemplateCreate'), 'EmailTemplateCreate');
const EmailTemplateEdit = lazyView(() => import('./EmailTemplateEdit'), 'EmailTemplateEdit');

export const emailTemplatesPlugin = definePlugin({
  name: 'emailTemplates',
  resources: [
    {
      name: EMAIL_TEMPLATES_RESOURCE,
      // react-admin's own list route (its "list" redirects after a save or a delete) leads to the page.
      list: EmailTemplateListRedirect,
      create: EmailTemplateCreate,
      edit: EmailTemplateEdit,
      icon: CategoryIcon,
      recordRepresentation: 'name',
      endpoints: emailTemplatesEndpoints,
    },
  ],
  pages: [
    {
      path: emailTemplatesPage, component: EmailTemplatesPage, anyOfFlags: READ_EMAIL_TEMPLATES_FLAGS,
      nav: { key: 'emailTemplates', label: 'emailTemplates.menu', icon: CategoryIcon, order: 990 },
    },
  ],
  canAccess: emailTemplatesAccess,
  messages: emailTemplatesMessages,
});
