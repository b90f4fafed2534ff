// Page templates (developer-portal.md §7 "Page templates"), under /app/developerApp: an app's templates at
// /templates (and /templates/pages, the same list under the spec's second name) and an instance's at
// /instance-templates: paged list (sortBy/sortDir with pageNo/pageSize or page/size), one, add (201), change,
// delete; /templates/targets lists what a template may be for. Guarded by the contract's flags in the
// account of the headers; another account's template is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { pagedResponse } from '../../../http/paging';
import { inAccount } from '../../../security/guard';
import { DEFAULT_PAGE_SIZE } from '../../../../../contract/paging';
import {
  InstanceTemplateBody, PageTemplate, PageTemplateAccountQuery, PageTemplateAnswer, PageTemplateBody, PageTemplateIdParams,
  PageTemplateListQuery, PageTemplateMessage, TemplateTargets,
} from '../../../../../contract/pageTemplates';
import { EDIT_PAGE_TEMPLATES, READ_PAGE_TEMPLATES_FLAGS } from '../../../../../contract/pageTemplatesFlags';
import {
  createPageTemplate, deletePageTemplate, findPageTemplate, instanceApp, listPageTemplates, templateTargets, updatePageTemplate,
  type PageTemplateValues, type TemplateKind,
} from '../pageTemplateStore';
import { accountOf, userOf } from './callerScope';

const tags = ['pageTemplates'];

const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  /** The body checked: a name of spaces only is a 400; the app or instance must be the account's. */
  async function valuesOf(accountId: number, kind: TemplateKind, body: PageTemplateBody | InstanceTemplateBody): Promise<PageTemplateValues> {
    const name = body.name.trim();
    if (!name) throw badRequest('Name is required', { field: 'name' });
    const description = body.description?.trim() ?? '';
    if (kind === 'instance') {
      const { appInstanceId } = body as InstanceTemplateBody;
      const appId = await instanceApp(db, accountId, appInstanceId);
      if (!appId) throw badRequest('The app instance is not one of this account', { field: 'appInstanceId' });
      return { name, description, appId, appInstanceId };
    }
    const { appId } = body as PageTemplateBody;
    if (!(await templateTargets(db, accountId)).apps.some((a) => a.id === appId)) throw badRequest('The app is not one this account develops or uses', { field: 'appId' });
    return { name, description, appId, appInstanceId: null };
  }

  app.get('/templates/targets', {
    schema: { tags, summary: 'The apps and instances a template may be for', querystring: PageTemplateAccountQuery, response: { 200: TemplateTargets, ...errorResponses(400, 401, 403) } },
    preHandler: inAccount(...READ_PAGE_TEMPLATES_FLAGS),
  }, async (request) => templateTargets(db, accountOf(request)));

  function crud(kind: TemplateKind, path: string, body: typeof PageTemplateBody | typeof InstanceTemplateBody, label: string) {
    const list = async (request: FastifyRequest) => {
      const q = request.query as PageTemplateListQuery;
      return listPageTemplates(
        db, accountOf(request), kind, { query: q.query?.trim() || undefined, appId: q.appId, appInstanceId: q.appInstanceId },
        q.sortBy ? { field: q.sortBy, direction: (q.sortDir?.toLowerCase() ?? 'asc') as 'asc' | 'desc' } : { field: 'updatedAt', direction: 'desc' },
        { page: q.pageNo ?? q.page ?? 0, size: q.pageSize ?? q.size ?? DEFAULT_PAGE_SIZE },
      );
    };
    const listSchema = {
      schema: {
        tags, summary: `The account's ${label}s, paged, sorted and searched by name`,
        querystring: PageTemplateListQuery, response: { 200: pagedResponse(PageTemplate), ...errorResponses(400, 401, 403) },
      },
      preHandler: inAccount(...READ_PAGE_TEMPLATES_FLAGS),
    };
    app.get(path, listSchema, list);
    if (kind === 'app') app.get(`${path}/pages`, listSchema, list);

    app.get(`${path}/:id`, {
      schema: {
        tags, summary: `One of the account's ${label}s`, params: PageTemplateIdParams, querystring: PageTemplateAccountQuery,
        response: { 200: PageTemplateAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: inAccount(...READ_PAGE_TEMPLATES_FLAGS),
    }, async (request) => {
      const found = await findPageTemplate(db, accountOf(request), kind, request.params.id);
      if (!found) throw notFound(label);
      return { message: label, data: found };
    });

    app.post(path, {
      schema: {
        tags, summary: `Add a ${label} to the account`, querystring: PageTemplateAccountQuery, body,
        response: { 201: PageTemplateAnswer, ...errorResponses(400, 401, 403) },
      },
      preHandler: inAccount(EDIT_PAGE_TEMPLATES),
    }, async (request, reply) => {
      const accountId = accountOf(request);
      const created = await createPageTemplate(db, accountId, userOf(request), await valuesOf(accountId, kind, request.body));
      return reply.status(201).send({ message: `${label} added successfully`, data: created });
    });

    app.put(`${path}/:id`, {
      schema: {
        tags, summary: `Change one of the account's ${label}s`, params: PageTemplateIdParams, querystring: PageTemplateAccountQuery, body,
        response: { 200: PageTemplateAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: inAccount(EDIT_PAGE_TEMPLATES),
    }, async (request) => {
      const accountId = accountOf(request);
      if (!(await findPageTemplate(db, accountId, kind, request.params.id))) throw notFound(label);
      const updated = await updatePageTemplate(db, accountId, kind, request.params.id, userOf(request), await valuesOf(accountId, kind, request.body));
      if (!updated) throw notFound(label);
      return { message: `${label} updated successfully`, data: updated };
    });

    app.delete(`${path}/:id`, {
      schema: {
        tags, summary: `Delete one of the account's ${label}s with its pages`, params: PageTemplateIdParams, querystring: PageTemplateAccountQuery,
        response: { 200: PageTemplateMessage, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: inAccount(EDIT_PAGE_TEMPLATES),
    }, async (request) => {
      if (!(await deletePageTemplate(db, accountOf(request), kind, request.params.id))) throw notFound(label);
      return { message: `${label} deleted successfully` };
    });
  }

  crud('app', '/templates', PageTemplateBody, 'Template');
  crud('instance', '/instance-templates', InstanceTemplateBody, 'Instance template');
};

export default templateRoutes;
