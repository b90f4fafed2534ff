// Page templates (developer-portal.md §2, §3, §7 "Page templates"): an account's app and instance
// templates (list, add, edit, delete) and a template's pages as drafts and published pages, edited in the
// draft editor with live preview, preview image, save and publish; the preview and preview-image tabs.
// Readers hold view_page_templates or edit_page_templates, writers edit_page_templates; the page menu also
// needs subscribe_{type} (contract/pageTemplatesFlags.ts, §6; owners hold all through allpermissions).
import CategoryIcon from '@mui/icons-material/Category';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { EDIT_PAGE_TEMPLATES, READ_PAGE_TEMPLATES_FLAGS } from '../../../contract/pageTemplatesFlags';
import { INSTANCE_TEMPLATES_RESOURCE, PAGE_TEMPLATES_RESOURCE, TEMPLATE_PAGES_RESOURCE } from './pageTemplatesAccess';
import { pageTemplatesCanAccess, templateProviders, TEMPLATE_TARGETS_RESOURCE, templateTargetsProvider } from './pageTemplatesResources';
import { templatePagesProvider } from './templatePagesProvider';
import { templatePagesResources } from './templatePagesResources';
import { pageImagePage, pagePreviewPage, pageTemplatesPage, templateCreatePage, templateEditPage } from './paths';
import { pageTemplatesMessages } from './messages';
import { pageHistoryResources } from './history/pageHistoryProvider';
import { withHistoryMessages } from './history/messages';

const PageTemplatesPage = lazyView(() => import('./PageTemplatesPage'), 'PageTemplatesPage');
const PageTemplateListRedirect = lazyView(() => import('./PageTemplateListRedirect'), 'PageTemplateListRedirect');
const PageTemplateFormRedirect = lazyView(() => import('./PageTemplateListRedirect'), 'PageTemplateFormRedirect');
const PageTemplateCreate = lazyView(() => import('./PageTemplateCreate'), 'PageTemplateCreate');
const PageTemplateEdit = lazyView(() => import('./PageTemplateEdit'), 'PageTemplateEdit');
const PagePreviewPage = lazyView(() => import('./preview/PagePreviewPage'), 'PagePreviewPage');
const PageImagePage = lazyView(() => import('./preview/PageImagePage'), 'PageImagePage');

const templateResource = (name: keyof typeof templateProviders) => ({
  name,
  // react-admin's own routes (its "list" redirects after a save or a delete) lead to the pages' addresses.
  list: PageTemplateListRedirect,
  create: PageTemplateFormRedirect,
  edit: PageTemplateFormRedirect,
  icon: CategoryIcon,
  recordRepresentation: 'name',
  dataProvider: templateProviders[name],
});

export const pageTemplatesPlugin = definePlugin({
  name: 'pageTemplates',
  resources: [
    templateResource(PAGE_TEMPLATES_RESOURCE),
    templateResource(INSTANCE_TEMPLATES_RESOURCE),
    { name: TEMPLATE_TARGETS_RESOURCE, dataProvider: templateTargetsProvider },
    { name: TEMPLATE_PAGES_RESOURCE, dataProvider: templatePagesProvider },
    ...templatePagesResources,
    ...pageHistoryResources,
  ],
  pages: [
    {
      path: pageTemplatesPage, component: PageTemplatesPage, anyOfFlags: READ_PAGE_TEMPLATES_FLAGS,
      nav: { key: 'pageTemplates', label: 'pageTemplates.menu', icon: CategoryIcon, order: 990 },
    },
    { path: templateCreatePage, component: PageTemplateCreate, anyOfFlags: [EDIT_PAGE_TEMPLATES] },
    { path: templateEditPage, component: PageTemplateEdit, anyOfFlags: [EDIT_PAGE_TEMPLATES] },
    { path: pagePreviewPage, component: PagePreviewPage, anyOfFlags: READ_PAGE_TEMPLATES_FLAGS, within: 'pageTemplates' },
    { path: pageImagePage, component: PageImagePage, anyOfFlags: READ_PAGE_TEMPLATES_FLAGS, within: 'pageTemplates' },
  ],
  canAccess: pageTemplatesCanAccess,
  messages: withHistoryMessages(pageTemplatesMessages),
});
