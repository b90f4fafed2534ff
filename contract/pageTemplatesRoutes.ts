// The pageTemplates domain's routes (developer-portal.md §7 "Page templates", "History, users and AI"),
// declared once: the server mounts them from here and the console calls them by these names
// (routeTable.ts). What each takes and answers are the TypeBox schemas of contract/pageTemplates.ts and
// contract/pageTemplatesHistory.ts, named by type only. The sandboxed preview frame is public and
// answers HTML: declared for its address, mounted by hand.
import type { TSchema } from 'typebox';
import type {
  InstanceTemplateBody, InstanceTemplatePageDraftCreate, InstanceTemplatePagesQuery, PageTemplateAccountQuery, PageTemplateAnswer,
  PageTemplateBody, PageTemplateIdParams, PageTemplateListQuery, PageTemplateMessage, PageTemplatePage, PreviewImageBody,
  PublishedPageStatus, TemplatePageAnswer, TemplatePageDraftCreate, TemplatePageDraftUpdate, TemplatePagesPage, TemplatePagesQuery,
  TemplateTargets,
} from './pageTemplates';
import type { HistoryAnswer, HistoryQuery } from './pageTemplatesHistory';
import { namedRoutes, route } from './routeTable';
import { EDIT_PAGE_TEMPLATES, READ_PAGE_TEMPLATES_FLAGS } from './pageTemplatesFlags';

const service = 'developerApp';
const read = READ_PAGE_TEMPLATES_FLAGS;
const write = [EDIT_PAGE_TEMPLATES];
type One = { params: typeof PageTemplateIdParams; query: typeof PageTemplateAccountQuery };
type InAccount = { query: typeof PageTemplateAccountQuery };

/** An app's (or an instance's) templates: the list in the spec's sortBy/pageNo dialect, one, add, change, delete. */
function templateRoutesOf<Body extends TSchema>(path: string) {
  return {
    list: route<{ query: typeof PageTemplateListQuery; response: typeof PageTemplatePage }>({ service, method: 'GET', path, flags: read, paging: 'sortBy' }),
    getOne: route<One & { response: typeof PageTemplateAnswer }>({ service, method: 'GET', path: `${path}/:id`, flags: read }),
    create: route<InAccount & { body: Body; response: typeof PageTemplateAnswer }>({ service, method: 'POST', path, flags: write }),
    update: route<One & { body: Body; response: typeof PageTemplateAnswer }>({ service, method: 'PUT', path: `${path}/:id`, flags: write }),
    remove: route<One & { response: typeof PageTemplateMessage }>({ service, method: 'DELETE', path: `${path}/:id`, flags: write }),
  };
}

export const appTemplateRoutes = namedRoutes('pageTemplates.appTemplate', {
  ...templateRoutesOf<typeof PageTemplateBody>('/templates'),
  /** The same list under the spec's second name. */
  listAsPages: route<{ query: typeof PageTemplateListQuery; response: typeof PageTemplatePage }>({
    service, method: 'GET', path: '/templates/pages', flags: read, paging: 'sortBy',
  }),
  /** The apps and instances a template may be for. */
  targets: route<InAccount & { response: typeof TemplateTargets }>({ service, method: 'GET', path: '/templates/targets', flags: read }),
});
export const instanceTemplateRoutes = namedRoutes('pageTemplates.instanceTemplate', templateRoutesOf<typeof InstanceTemplateBody>('/instance-templates'));

/** One stage's pages (drafts at `{prefix}-draft`, published pages at `{prefix}`): the list, one, delete. */
function stageRoutesOf<Query extends TSchema>(path: string) {
  return {
    list: route<{ query: Query; response: typeof TemplatePagesPage }>({ service, method: 'GET', path, flags: read, paging: 'sort' }),
    getOne: route<One & { response: typeof TemplatePageAnswer }>({ service, method: 'GET', path: `${path}/:id`, flags: read }),
    remove: route<One & { response: typeof PageTemplateMessage }>({ service, method: 'DELETE', path: `${path}/:id`, flags: write }),
  };
}

/** A template's pages (an app template's at template-pages, an instance template's at instance-template-pages). */
function pageRoutesOf<Query extends TSchema, Create extends TSchema>(prefix: string) {
  const drafts = `/${prefix}-draft`;
  const published = `/${prefix}`;
  return {
    drafts: stageRoutesOf<Query>(drafts),
    published: stageRoutesOf<Query>(published),
    createDraft: route<InAccount & { body: Create; response: typeof TemplatePageAnswer }>({ service, method: 'POST', path: drafts, flags: write }),
    updateDraft: route<One & { body: typeof TemplatePageDraftUpdate; response: typeof TemplatePageAnswer }>({
      service, method: 'PUT', path: `${drafts}/:id`, flags: write,
    }),
    saveImage: route<One & { body: typeof PreviewImageBody; response: typeof TemplatePageAnswer }>({
      service, method: 'PUT', path: `${drafts}/:id/preview-image`, flags: write,
    }),
    /** Publishing is a GET that answers 201 (§7). */
    publish: route<One & { response: typeof TemplatePageAnswer }>({ service, method: 'GET', path: `${published}/:id/publish`, flags: write }),
    setStatus: route<One & { body: typeof PublishedPageStatus; response: typeof TemplatePageAnswer }>({
      service, method: 'PUT', path: `${published}/:id`, flags: write,
    }),
  };
}

export const appPageRoutes = namedRoutes('pageTemplates.appPage', pageRoutesOf<typeof TemplatePagesQuery, typeof TemplatePageDraftCreate>('template-pages'));
export const instancePageRoutes = namedRoutes(
  'pageTemplates.instancePage', pageRoutesOf<typeof InstanceTemplatePagesQuery, typeof InstanceTemplatePageDraftCreate>('instance-template-pages'),
);

/** A template page's history, on the storage service. */
export const pageHistoryRoutes = namedRoutes('pageTemplates.history', {
  history: route<{ query: typeof HistoryQuery; response: typeof HistoryAnswer }>({
    service: 'storage', method: 'GET', path: '/blob-storage/blob-audit-data', flags: read,
  }),
});

/** The sandboxed frame pages are previewed in: public, one static HTML document (the console frames its address). */
export const previewFrameRoute = route<{ response: TSchema }>({
  name: 'pageTemplates.previewFrame', service, method: 'GET', path: '/template-pages/preview-frame', flags: [], account: false,
});
