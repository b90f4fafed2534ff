// A template's drafts and published pages as react-admin resources served by their declared routes
// (contract/pageTemplatesRoutes.ts), one pair per template kind: the list in the `sort=field,asc`
// dialect with the template in its filter (`{ templateId }` or `{ instanceTemplateId }`), a draft added
// and changed, a published page's status switched, either deleted. Changes are traced under
// "templatePages" as before (a status switch as a status change).
import type { DataProvider, UpdateParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { changeDeclared } from '../../dataProviders/declaredCall';
import type { PageStatus } from '../../../contract/pageTemplatesRules';
import type { TemplatePage } from '../../../contract/pageTemplates';
import { appPageRoutes, instancePageRoutes } from '../../../contract/pageTemplatesRoutes';
import { topicOfRouteName } from '../../../contract/liveChangesRules';
import { TEMPLATE_PAGES_RESOURCE } from './pageTemplatesAccess';

export type TemplateKind = 'app' | 'instance';
export type PagesTab = 'drafts' | 'published';

/** The template a page list or a change is about. */
export interface TemplateRef {
  kind: TemplateKind;
  id: number;
}

export const APP_TEMPLATE_DRAFTS = 'appTemplateDrafts';
export const APP_TEMPLATE_PAGES = 'appTemplatePages';
export const INSTANCE_TEMPLATE_DRAFTS = 'instanceTemplateDrafts';
export const INSTANCE_TEMPLATE_PAGES = 'instanceTemplatePages';

/** The resource of a template kind's drafts or published pages. */
export const pagesResourceOf = (kind: TemplateKind, tab: PagesTab): string => (kind === 'app'
  ? (tab === 'drafts' ? APP_TEMPLATE_DRAFTS : APP_TEMPLATE_PAGES)
  : (tab === 'drafts' ? INSTANCE_TEMPLATE_DRAFTS : INSTANCE_TEMPLATE_PAGES));

/** The list's filter and a new draft's field naming the template. */
export const templateParam = (template: TemplateRef) => (template.kind === 'app' ? { templateId: template.id } : { instanceTemplateId: template.id });

type PageRoutes = typeof appPageRoutes | typeof instancePageRoutes;

/** The route table a template kind's drafts are changed through: what their edit locks name (record 0414). */
export const draftsTopicOf = (kind: TemplateKind): string =>
  topicOfRouteName((kind === 'app' ? appPageRoutes : instancePageRoutes).updateDraft.name!);

const draftsOf = (routes: PageRoutes): DeclaredResource => ({
  list: routes.drafts.list, getOne: routes.drafts.getOne, create: routes.createDraft, update: routes.updateDraft, delete: routes.drafts.remove,
  // A save names the revision it was made from: a draft someone saved since is not overwritten (409).
  version: (page) => (page as TemplatePage).revision,
  traceAs: TEMPLATE_PAGES_RESOURCE,
});
const publishedOf = (routes: PageRoutes): DeclaredResource => ({
  list: routes.published.list, getOne: routes.published.getOne, update: routes.setStatus, delete: routes.published.remove,
  traceAs: TEMPLATE_PAGES_RESOURCE,
});

export const templatePagesDeclared: Record<string, DeclaredResource> = {
  [APP_TEMPLATE_DRAFTS]: draftsOf(appPageRoutes),
  [APP_TEMPLATE_PAGES]: publishedOf(appPageRoutes),
  [INSTANCE_TEMPLATE_DRAFTS]: draftsOf(instancePageRoutes),
  [INSTANCE_TEMPLATE_PAGES]: publishedOf(instancePageRoutes),
};

/** A published page changes only its status: its body is the status alone, traced as a status change. */
function publishedProvider(name: string, routes: PageRoutes): DataProvider {
  return {
    ...declaredResourceProvider(templatePagesDeclared[name]),
    update: async (_resource: string, { id, data }: UpdateParams) => {
      const answer = await changeDeclared(routes.setStatus, TEMPLATE_PAGES_RESOURCE, 'status', {
        params: { id: Number(id) }, body: { status: (data as { status: PageStatus }).status },
      });
      return { data: answer.data };
    },
  } as DataProvider;
}

export const templatePagesResources = [
  { name: APP_TEMPLATE_DRAFTS, dataProvider: declaredResourceProvider(templatePagesDeclared[APP_TEMPLATE_DRAFTS]) },
  { name: APP_TEMPLATE_PAGES, dataProvider: publishedProvider(APP_TEMPLATE_PAGES, appPageRoutes) },
  { name: INSTANCE_TEMPLATE_DRAFTS, dataProvider: declaredResourceProvider(templatePagesDeclared[INSTANCE_TEMPLATE_DRAFTS]) },
  { name: INSTANCE_TEMPLATE_PAGES, dataProvider: publishedProvider(INSTANCE_TEMPLATE_PAGES, instancePageRoutes) },
];
