// The page templates calls of the console's endpoint mapping (src/resources/pageTemplates/pageTemplatesEndpoints.ts), under
// /manage: GET /page-templates (paged, sorted and searched in the 'sortBy' dialect), GET /page-templates/{id},
// POST /page-templates, PUT /page-templates/{id}, DELETE /page-templates/{id}. Every route is guarded by the contract's
// flags in the account named by the accountId header, and reads and writes that account's rows only.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { pagedResponse } from '../../../http/paging';
import { inAccount, requireTenant } from '../../../security/guard';
import { DEFAULT_PAGE_SIZE } from '../../../../../contract/paging';
import {
  PageTemplate, PageTemplateAccountQuery, PageTemplateAnswer, PageTemplateBody, PageTemplateIdParams, PageTemplateListQuery, PageTemplateMessage,
} from '../../../../../contract/pageTemplates';
import { EDIT_PAGE_TEMPLATES, READ_PAGE_TEMPLATES_FLAGS } from '../../../../../contract/pageTemplatesFlags';
import { createPageTemplate, deletePageTemplate, findPageTemplate, listPageTemplates, updatePageTemplate, type PageTemplateValues } from '../pageTemplateStore';

const tags = ['pageTemplates'];
const NOT_FOUND = 'Page template';

/** A query's accountId, when given, must be the account the guard verified from the headers. */
function accountOf(request: FastifyRequest & { query: { accountId?: number } }): number {
  const tenant = requireTenant(request);
  if (request.query.accountId !== undefined && request.query.accountId !== tenant.accountId) {
    throw forbidden('The accountId must be the accountId header');
  }
  return tenant.accountId;
}

/** The body trimmed; a name of spaces only is a 400. */
function valuesOf(body: PageTemplateBody): PageTemplateValues {
  const name = body.name.trim();
  if (!name) throw badRequest('Name is required', { field: 'name' });
  return { name, description: body.description?.trim() ?? '' };
}

const pageTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/page-templates', {
    schema: {
      tags, summary: "The account's page templates, paged, sorted and searched by name",
      querystring: PageTemplateListQuery,
      response: { 200: pagedResponse(PageTemplate), ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(...READ_PAGE_TEMPLATES_FLAGS),
  }, async (request) => {
    const q = request.query;
    return listPageTemplates(
      db, accountOf(request), q.query?.trim() || undefined,
      q.sortBy ? { field: q.sortBy, direction: q.sortDir ?? 'asc' } : { field: 'updatedAt', direction: 'desc' },
      { page: q.pageNo ?? 0, size: q.pageSize ?? DEFAULT_PAGE_SIZE },
    );
  });

  app.get('/page-templates/:id', {
    schema: {
      tags, summary: "One of the account's page templates",
      params: PageTemplateIdParams, querystring: PageTemplateAccountQuery,
      response: { 200: PageTemplateAnswer, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...READ_PAGE_TEMPLATES_FLAGS),
  }, async (request) => {
    const found = await findPageTemplate(db, accountOf(request), request.params.id);
    if (!found) throw notFound(NOT_FOUND);
    return { message: 'Page template', data: found };
  });

  app.post('/page-templates', {
    schema: {
      tags, summary: 'Create a page template in the account',
      querystring: PageTemplateAccountQuery, body: PageTemplateBody,
      response: { 201: PageTemplateAnswer, ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(EDIT_PAGE_TEMPLATES),
  }, async (request, reply) => {
    const created = await createPageTemplate(db, accountOf(request), valuesOf(request.body));
    return reply.status(201).send({ message: 'Page template created', data: created });
  });

  app.put('/page-templates/:id', {
    schema: {
      tags, summary: "Change one of the account's page templates",
      params: PageTemplateIdParams, querystring: PageTemplateAccountQuery, body: PageTemplateBody,
      response: { 200: PageTemplateAnswer, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(EDIT_PAGE_TEMPLATES),
  }, async (request) => {
    const updated = await updatePageTemplate(db, accountOf(request), request.params.id, valuesOf(request.body));
    if (!updated) throw notFound(NOT_FOUND);
    return { message: 'Page template updated', data: updated };
  });

  app.delete('/page-templates/:id', {
    schema: {
      tags, summary: "Delete one of the account's page templates",
      params: PageTemplateIdParams, querystring: PageTemplateAccountQuery,
      response: { 200: PageTemplateMessage, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(EDIT_PAGE_TEMPLATES),
  }, async (request) => {
    if (!(await deletePageTemplate(db, accountOf(request), request.params.id))) throw notFound(NOT_FOUND);
    return { message: 'Page template deleted' };
  });
};

export default pageTemplateRoutes;
