// Page Templates: the account's page templates, a list with create, edit and delete over the server's
// /manage/page-templates calls. Readers hold view_page_templates or edit_page_templates, writers edit_page_templates
// (contract/pageTemplatesFlags.ts; owners hold both through allpermissions).
import CategoryIcon from '@mui/icons-material/Category';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { READ_PAGE_TEMPLATES_FLAGS } from '../../../contract/pageTemplatesFlags';
import { PAGE_TEMPLATES_RESOURCE, pageTemplatesAccess } from './pageTemplatesAccess';
import { pageTemplatesEndpoints } from './pageTemplatesEndpoints';
import { pageTemplatesPage } from './paths';
import { pageTemplatesMessages } from './messages';

const PageTemplatesPage = lazyView(() => import('./PageTemplatesPage'), 'PageTemplatesPage');
const PageTemplateListRedirect = lazyView(() => import('./PageTemplateListRedirect'), 'PageTemplateListRedirect');
const PageTemplateCreate = lazyView(() => import('./PageTemplateCreate'), 'PageTemplateCreate');
const PageTemplateEdit = lazyView(() => import('./PageTemplateEdit'), 'PageTemplateEdit');

export const pageTemplatesPlugin = definePlugin({
  name: 'pageTemplates',
  resources: [
    {
      name: PAGE_TEMPLATES_RESOURCE,
      // react-admin's own list route (its "list" redirects after a save or a delete) leads to the page.
      list: PageTemplateListRedirect,
      create: PageTemplateCreate,
      edit: PageTemplateEdit,
      icon: CategoryIcon,
      recordRepresentation: 'name',
      endpoints: pageTemplatesEndpoints,
    },
  ],
  pages: [
    {
      path: pageTemplatesPage, component: PageTemplatesPage, anyOfFlags: READ_PAGE_TEMPLATES_FLAGS,
      nav: { key: 'pageTemplates', label: 'pageTemplates.menu', icon: CategoryIcon, order: 990 },
    },
  ],
  canAccess: pageTemplatesAccess,
  messages: pageTemplatesMessages,
});
