// Page templates (developer-portal.md §7 "Page templates"), under /app/developerApp: an app's templates at
// /templates (and /templates/pages, the same list under the spec's second name) and an instance's at
// /instance-templates: paged list (sortBy/sortDir with pageNo/pageSize or page/size), one, add (201), change,
// delete; /templates/targets lists what a template may be for. Mounted from their declarations
// (contract/pageTemplatesRoutes.ts), guarded by their flags in the account of the headers; another
// account's template is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { DEFAULT_PAGE_SIZE } from '../../../../../contract/paging';
import {
  InstanceTemplateBody, PageTemplateAccountQuery, PageTemplateAnswer, PageTemplateBody, PageTemplateIdParams,
  PageTemplateListQuery, PageTemplateMessage, PageTemplatePage, TemplateTargets,
} from '../../../../../contract/pageTemplates';
import { appTemplateRoutes, instanceTemplateRoutes } from '../../../../../contract/pageTemplatesRoutes';
import {
  createPageTemplate, deletePageTemplate, findPageTemplate, instanceApp, listPageTemplates, templateTargets, updatePageTemplate,
  type PageTemplateValues, type TemplateKind,
} from '../pageTemplateStore';
import { accountOf, userOf } from './callerScope';

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

  mountDeclared(app, appTemplateRoutes.targets, { query: PageTemplateAccountQuery, response: TemplateTargets }, {
    summary: 'The apps and instances a template may be for', errors: [400, 401, 403],
  }, async (request) => templateTargets(db, accountOf(request)));

  function crud(kind: TemplateKind, body: typeof PageTemplateBody | typeof InstanceTemplateBody, label: string) {
    const declared = kind === 'app' ? appTemplateRoutes : instanceTemplateRoutes;
    const list = async (request: FastifyRequest<{ Querystring: PageTemplateListQuery }>) => {
      const q = request.query;
      return listPageTemplates(
        db, accountOf(request), kind, { query: q.query?.trim() || undefined, appId: q.appId, appInstanceId: q.appInstanceId },
        q.sortBy ? { field: q.sortBy, direction: (q.sortDir?.toLowerCase() ?? 'asc') as 'asc' | 'desc' } : { field: 'updatedAt', direction: 'desc' },
        { page: q.pageNo ?? q.page ?? 0, size: q.pageSize ?? q.size ?? DEFAULT_PAGE_SIZE },
      );
    };
    const listSchemas = { query: PageTemplateListQuery, response: PageTemplatePage };
    const listDoc = { summary: `The account's ${label}s, paged, sorted and searched by name`, errors: [400, 401, 403] };
    mountDeclared(app, declared.list, listSchemas, listDoc, list);
    if (kind === 'app') mountDeclared(app, appTemplateRoutes.listAsPages, listSchemas, listDoc, list);

    const one = { params: PageTemplateIdParams, query: PageTemplateAccountQuery };
    mountDeclared(app, declared.getOne, { ...one, response: PageTemplateAnswer }, {
      summary: `One of the account's ${label}s`, errors: [400, 401, 403, 404],
    }, async (request) => {
      const found = await findPageTemplate(db, accountOf(request), kind, request.params.id);
      if (!found) throw notFound(label);
      return { message: label, data: found };
    });

    // Both kinds' bodies are checked by valuesOf; the declaration of each names its own.
    const changeSchemas = { body: body as typeof PageTemplateBody, response: PageTemplateAnswer };
    mountDeclared(app, declared.create as typeof appTemplateRoutes.create, { query: PageTemplateAccountQuery, ...changeSchemas }, {
      summary: `Add a ${label} to the account`, status: 201, errors: [400, 401, 403],
    }, async (request, reply) => {
      const accountId = accountOf(request);
      const created = await createPageTemplate(db, accountId, userOf(request), await valuesOf(accountId, kind, request.body));
      return reply.status(201).send({ message: `${label} added successfully`, data: created });
    });

    mountDeclared(app, declared.update as typeof appTemplateRoutes.update, { ...one, ...changeSchemas }, {
      summary: `Change one of the account's ${label}s`, errors: [400, 401, 403, 404],
    }, async (request) => {
      const accountId = accountOf(request);
      if (!(await findPageTemplate(db, accountId, kind, request.params.id))) throw notFound(label);
      const updated = await updatePageTemplate(db, accountId, kind, request.params.id, userOf(request), await valuesOf(accountId, kind, request.body));
      if (!updated) throw notFound(label);
      return { message: `${label} updated successfully`, data: updated };
    });

    mountDeclared(app, declared.remove, { ...one, response: PageTemplateMessage }, {
      summary: `Delete one of the account's ${label}s with its pages`, errors: [400, 401, 403, 404],
    }, async (request) => {
      if (!(await deletePageTemplate(db, accountOf(request), kind, request.params.id))) throw notFound(label);
      return { message: `${label} deleted successfully` };
    });
  }

  crud('app', PageTemplateBody, 'Template');
  crud('instance', InstanceTemplateBody, 'Instance template');
};

export default templateRoutes;
