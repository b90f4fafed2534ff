// A template's pages (developer-portal.md §4, §5, §7 "Page templates"), under /app/developerApp, for an app
// template (template-pages-draft, template-pages, ?templateId) and an instance template (instance-template-
// pages-draft, instance-template-pages, ?instanceTemplateId): drafts and published pages listed, a draft
// added (201) and changed (a change of nothing writes nothing: `changed: false`), its preview image stored,
// published with GET .../{id}/publish (201), a published page's status switched, either deleted. §5 is
// checked here too (pageName required and at most 40, description and status required, dataForPreview a
// JSON object). Mounted from their declarations (contract/pageTemplatesRoutes.ts). Another account's template
// or page is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { refuseStaleWrite } from '../../../http/staleWrites';
import { pageOf, parseSortParam } from '../../../http/paging';
import {
  InstanceTemplatePageDraftCreate, InstanceTemplatePagesQuery, PageTemplateAccountQuery, PageTemplateIdParams, PageTemplateMessage,
  PreviewImageBody, PublishedPageStatus, TemplatePageAnswer, TemplatePageDraftCreate, TemplatePageDraftUpdate, TemplatePagesPage,
  TemplatePagesQuery, type TemplatePageDraftFields,
} from '../../../../../contract/pageTemplates';
import { appPageRoutes, instancePageRoutes } from '../../../../../contract/pageTemplatesRoutes';
import { isPreviewImage, PAGE_NAME_MAX, TEMPLATE_PAGE_SORT_FIELDS } from '../../../../../contract/pageTemplatesRules';
import { parseSampleData } from '../../../../../contract/placeholdersRules';
import type { TemplateKind } from '../pageTemplateStore';
import {
  createDraft, deletePage, findPage, hasTemplate, listPages, publishDraft, setDraftImage, setPublishedStatus, updateDraft,
  type DraftValues, type PageStage,
} from '../pageStore';
import { accountOf, userOf } from './callerScope';

/** A preview image must be a PNG or JPEG data URL (within the schema's size bound). */
function checkedImage(previewImage: string): string {
  if (!isPreviewImage(previewImage)) throw badRequest('The preview image must be a PNG or JPEG data URL', { field: 'previewImage' });
  return previewImage;
}

/** §5 on the draft's fields; the values trimmed as they are stored. */
export function draftValuesOf(body: TemplatePageDraftFields): DraftValues {
  const pageName = body.pageName.trim();
  if (!pageName) throw badRequest('Page name is required', { field: 'pageName', key: 'blanPageName' });
  if (pageName.length > PAGE_NAME_MAX) throw badRequest(`Page name must be at most ${PAGE_NAME_MAX} characters`, { field: 'pageName' });
  const description = body.description.trim();
  if (!description || description === '<p></p>') throw badRequest('Description is required', { field: 'description', key: 'blankDescription' });
  const dataForPreview = body.dataForPreview?.trim() || '{}';
  const parsed = parseSampleData(dataForPreview);
  if ('error' in parsed) throw badRequest(parsed.error.replace('Sample data', 'Data for preview'), { field: 'dataForPreview' });
  const previewImage = body.previewImage ?? '';
  if (previewImage) checkedImage(previewImage);
  return {
    pageName, description, status: body.status, dataForPreview,
    category: body.category?.trim() ?? '', comments: body.comments ?? '', content: body.content ?? '',
    previewImage, stable: body.stable ?? false,
  };
}

const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const one = { params: PageTemplateIdParams, query: PageTemplateAccountQuery };

  function pagesOf(kind: TemplateKind) {
    const templateLabel = kind === 'app' ? 'Template' : 'Instance template';
    // Both kinds' routes take the same fields but for the template's name (templateId, instanceTemplateId):
    // the handlers read either, so the app kind's declarations type both.
    const declared = (kind === 'app' ? appPageRoutes : instancePageRoutes) as typeof appPageRoutes;
    const query = (kind === 'app' ? TemplatePagesQuery : InstanceTemplatePagesQuery) as typeof TemplatePagesQuery;
    const create = (kind === 'app' ? TemplatePageDraftCreate : InstanceTemplatePageDraftCreate) as typeof TemplatePageDraftCreate;

    const stages: PageStage[] = ['draft', 'published'];
    for (const stage of stages) {
      const routes = stage === 'draft' ? declared.drafts : declared.published;
      mountDeclared(app, routes.list, { query, response: TemplatePagesPage }, {
        summary: `A ${templateLabel.toLowerCase()}'s ${stage === 'draft' ? 'drafts' : 'published pages'}, paged, sorted and searched`,
        errors: [400, 401, 403, 404],
      }, async (request) => {
        const q = request.query as { templateId?: number; instanceTemplateId?: number; query?: string; sort?: string; page?: number; size?: number };
        const accountId = accountOf(request);
        const templateId = (q.templateId ?? q.instanceTemplateId)!;
        if (!(await hasTemplate(db, accountId, kind, templateId))) throw notFound(templateLabel);
        const sort = parseSortParam(q.sort, TEMPLATE_PAGE_SORT_FIELDS, { field: 'updatedAt', direction: 'desc' });
        return listPages(db, accountId, kind, templateId, stage, q.query?.trim() || undefined, sort, pageOf(q));
      });

      mountDeclared(app, routes.getOne, { ...one, response: TemplatePageAnswer }, {
        summary: `One ${stage === 'draft' ? 'draft' : 'published page'}`, errors: [400, 401, 403, 404],
      }, async (request) => {
        const found = await findPage(db, accountOf(request), kind, stage, request.params.id);
        if (!found) throw notFound('Page');
        return { message: 'Page', data: found };
      });

      mountDeclared(app, routes.remove, { ...one, response: PageTemplateMessage }, {
        summary: `Delete a ${stage === 'draft' ? 'draft' : 'published page'} (its history stays)`, errors: [400, 401, 403, 404],
      }, async (request) => {
        if (!(await deletePage(db, accountOf(request), kind, stage, request.params.id))) throw notFound('Page');
        return { message: stage === 'draft' ? 'Draft page deleted successfully' : 'Published page deleted successfully' };
      });
    }

    mountDeclared(app, declared.createDraft, { query: PageTemplateAccountQuery, body: create, response: TemplatePageAnswer }, {
      summary: `Add a draft page to a ${templateLabel.toLowerCase()}`, status: 201, errors: [400, 401, 403, 404],
    }, async (request, reply) => {
      const body = request.body as TemplatePageDraftFields & { templateId?: number; instanceTemplateId?: number };
      const accountId = accountOf(request);
      const templateId = (body.templateId ?? body.instanceTemplateId)!;
      if (!(await hasTemplate(db, accountId, kind, templateId))) throw notFound(templateLabel);
      const created = await createDraft(db, accountId, kind, userOf(request), templateId, draftValuesOf(body));
      return reply.status(201).send({ message: 'Template page draft saved successfully', data: created!, changed: true });
    });

    mountDeclared(app, declared.updateDraft, { ...one, body: TemplatePageDraftUpdate, response: TemplatePageAnswer }, {
      summary: 'Change a draft page (nothing is written when nothing changed)',
      description: 'With `If-Match: "<revision>"` (the revision the change was made from), a draft saved since is not '
        + 'overwritten: 409 with the draft as it now is under `data`.',
      errors: [400, 401, 403, 404, 409],
    }, async (request) => {
      const current = await findPage(db, accountOf(request), kind, 'draft', request.params.id);
      if (!current) throw notFound('Page');
      refuseStaleWrite(request, current.revision, current, 'This page');
      const result = await updateDraft(db, accountOf(request), kind, userOf(request), request.params.id, draftValuesOf(request.body));
      if (!result) throw notFound('Page');
      return { message: result.changed ? 'Template page draft saved successfully' : 'Nothing changed', data: result.page, changed: result.changed };
    });

    mountDeclared(app, declared.saveImage, { ...one, body: PreviewImageBody, response: TemplatePageAnswer }, {
      summary: "Store a draft's preview image (a PNG or JPEG data URL)", errors: [400, 401, 403, 404],
    }, async (request) => {
      const page = await setDraftImage(db, accountOf(request), kind, userOf(request), request.params.id, checkedImage(request.body.previewImage));
      if (!page) throw notFound('Page');
      return { message: 'Preview image saved', data: page, changed: true };
    });

    mountDeclared(app, declared.publish, { ...one, response: TemplatePageAnswer }, {
      summary: 'Publish a draft: its published page is written or rewritten (201)', status: 201, errors: [400, 401, 403, 404],
    }, async (request, reply) => {
      const page = await publishDraft(db, accountOf(request), kind, userOf(request), request.params.id);
      if (!page) throw notFound('Page');
      return reply.status(201).send({ message: 'Page published successfully', data: page, changed: true });
    });

    mountDeclared(app, declared.setStatus, { ...one, body: PublishedPageStatus, response: TemplatePageAnswer }, {
      summary: "Switch a published page's status", errors: [400, 401, 403, 404],
    }, async (request) => {
      const page = await setPublishedStatus(db, accountOf(request), kind, userOf(request), request.params.id, request.body.status);
      if (!page) throw notFound('Page');
      return { message: 'Page status updated successfully', data: page, changed: true };
    });
  }

  pagesOf('app');
  pagesOf('instance');
};

export default pageRoutes;
