// A template's pages (developer-portal.md §7 "Page templates"), as named calls of one resource's provider
// (DESIGN §7): an app template's pages at template-pages-draft / template-pages (?templateId), an instance
// template's at instance-template-pages-draft / instance-template-pages (?instanceTemplateId). Lists in the
// `sort=field,asc` dialect; every change posts the activity trace.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { trackActivity, tracedChange, type ChangeEvent } from '../../dataProviders/activityTracker';
import type { TemplatePage, TemplatePageAnswer, TemplatePageDraftFields } from '../../../contract/pageTemplates';
import type { PageStatus } from '../../../contract/pageTemplatesRules';
import { TEMPLATE_PAGES_RESOURCE } from './pageTemplatesAccess';
import type { ListPage } from '../../../contract/paging';

export type TemplateKind = 'app' | 'instance';
export type PagesTab = 'drafts' | 'published';

/** The template a page list or a change is about. */
export interface TemplateRef {
  kind: TemplateKind;
  id: number;
}

export interface PagesQuery {
  query?: string;
  page: number;
  size: number;
}

const prefix = (kind: TemplateKind) => (kind === 'app' ? '/template-pages' : '/instance-template-pages');
const pathOf = (kind: TemplateKind, tab: PagesTab) => (tab === 'drafts' ? `${prefix(kind)}-draft` : prefix(kind));
const templateParam = (template: TemplateRef) => (template.kind === 'app' ? { templateId: template.id } : { instanceTemplateId: template.id });

const change = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: object | undefined, event: ChangeEvent) =>
  tracedChange<TemplatePageAnswer>('developerApp', TEMPLATE_PAGES_RESOURCE, method, path, body, event);

export const templatePagesProvider = namedCallsProvider(TEMPLATE_PAGES_RESOURCE, {
  pages: async (_r: string, template: TemplateRef, tab: PagesTab, q: PagesQuery) =>
    (await request<ListPage<TemplatePage>>('developerApp', pathOf(template.kind, tab), {
      query: { ...templateParam(template), query: q.query, page: q.page, size: q.size, sort: 'updatedAt,desc' },
    })).json,
  createDraft: (_r: string, template: TemplateRef, fields: TemplatePageDraftFields) =>
    change('POST', `${prefix(template.kind)}-draft`, { ...fields, ...templateParam(template) }, 'create'),
  updateDraft: (_r: string, kind: TemplateKind, id: number, fields: TemplatePageDraftFields) =>
    change('PUT', `${prefix(kind)}-draft/${id}`, fields, 'update'),
  saveImage: (_r: string, kind: TemplateKind, id: number, previewImage: string) =>
    change('PUT', `${prefix(kind)}-draft/${id}/preview-image`, { previewImage }, 'previewImage'),
  /** GET .../{id}/publish, which answers 201 (§7). */
  publish: async (_r: string, kind: TemplateKind, draftId: number) => {
    const { json } = await request<TemplatePageAnswer>('developerApp', `${prefix(kind)}/${draftId}/publish`);
    trackActivity({ key: 'change.publish', type: TEMPLATE_PAGES_RESOURCE, status: 'success', action: 'publish', folderName: TEMPLATE_PAGES_RESOURCE });
    return json;
  },
  setPublishedStatus: (_r: string, kind: TemplateKind, id: number, status: PageStatus) =>
    change('PUT', `${prefix(kind)}/${id}`, { status }, 'status'),
  remove: (_r: string, kind: TemplateKind, tab: PagesTab, id: number) =>
    tracedChange<{ message: string }>('developerApp', TEMPLATE_PAGES_RESOURCE, 'DELETE', `${pathOf(kind, tab)}/${id}`, undefined, 'delete'),
});

export type TemplatePagesProvider = typeof templatePagesProvider;
