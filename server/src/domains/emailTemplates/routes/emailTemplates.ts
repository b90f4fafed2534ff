// The email templates calls of the console's endpoint mapping (src/resources/emailTemplates/emailTemplatesEndpoints.ts), under
// /manage: GET /email-templates (paged, sorted and searched in the 'sortBy' dialect), GET /email-templates/{id},
// POST /email-templates, PUT /email-templates/{id}, DELETE /email-templates/{id}. Every route is guarded by the contract's
// flags in the account named by the accountId header, and reads and writes that account's rows only.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { pagedResponse } from '../../../http/paging';
import { inAccount, requireTenant } from '../../../security/guard';
import { DEFAULT_PAGE_SIZE } from '../../../../../contract/paging';
import {
  EmailTemplate, EmailTemplateAccountQuery, EmailTemplateAnswer, EmailTemplateBody, EmailTemplateIdParams, EmailTemplateListQuery, EmailTemplateMessage,
} from '../../../../../contract/emailTemplates';
import { EDIT_EMAIL_TEMPLATES, READ_EMAIL_TEMPLATES_FLAGS } from '../../../../../contract/emailTemplatesFlags';
import { createEmailTemplate, deleteEmailTemplate, findEmailTemplate, listEmailTemplates, updateEmailTemplate, type EmailTemplateValues } from '../emailTemplateStore';

const tags = ['emailTemplates'];
const NOT_FOUND = 'Email template';

/** A query's accountId, when given, must be the account the guard verified from the headers. */
function accountOf(request: FastifyRequest & { query: { accountId?: number } }): number {
  const tenant = requireTenant(request);
  if (request.query.accountId !== undefined && request.query.accountId !== tenant.accountId) {
    throw forbidden('The accountId must be the accountId header');
  }
  return tenant.accountId;
}

/** The body trimmed; a name of spaces only is a 400. */
function valuesOf(body: EmailTemplateBody): EmailTemplateValues {
  const name = body.name.trim();
  if (!name) throw badRequest('Name is required', { field: 'name' });
  return { name, description: body.description?.trim() ?? '' };
}

const emailTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/email-templates', {
    schema: {
      tags, summary: "The account's email templates, paged, sorted and searched by name",
      querystring: EmailTemplateListQuery,
      response: { 200: pagedResponse(EmailTemplate), ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(...READ_EMAIL_TEMPLATES_FLAGS),
  }, async (request) => {
    const q = request.query;
    return listEmailTemplates(
      db, accountOf(request), q.query?.trim() || undefined,
      q.sortBy ? { field: q.sortBy, direction: q.sortDir ?? 'asc' } : { field: 'updatedAt', direction: 'desc' },
      { page: q.pageNo ?? 0, size: q.pageSize ?? DEFAULT_PAGE_SIZE },
    );
  });

  app.get('/email-templates/:id', {
    schema: {
      tags, summary: "One of the account's email templates",
      params: EmailTemplateIdParams, querystring: EmailTemplateAccountQuery,
      response: { 200: EmailTemplateAnswer, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...READ_EMAIL_TEMPLATES_FLAGS),
  }, async (request) => {
    const found = await findEmailTemplate(db, accountOf(request), request.params.id);
    if (!found) throw notFound(NOT_FOUND);
    return { message: 'Email template', data: found };
  });

  app.post('/email-templates', {
    schema: {
      tags, summary: 'Create a email template in the account',
      querystring: EmailTemplateAccountQuery, body: EmailTemplateBody,
      response: { 201: EmailTemplateAnswer, ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(EDIT_EMAIL_TEMPLATES),
  }, async (request, reply) => {
    const created = await createEmailTemplate(db, accountOf(request), valuesOf(request.body));
    return reply.status(201).send({ message: 'Email template created', data: created });
  });

  app.put('/email-templates/:id', {
    schema: {
      tags, summary: "Change one of the account's email templates",
      params: EmailTemplateIdParams, querystring: EmailTemplateAccountQuery, body: EmailTemplateBody,
      response: { 200: EmailTemplateAnswer, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(EDIT_EMAIL_TEMPLATES),
  }, async (request) => {
    const updated = await updateEmailTemplate(db, accountOf(request), request.params.id, valuesOf(request.body));
    if (!updated) throw notFound(NOT_FOUND);
    return { message: 'Email template updated', data: updated };
  });

  app.delete('/email-templates/:id', {
    schema: {
      tags, summary: "Delete one of the account's email templates",
      params: EmailTemplateIdParams, querystring: EmailTemplateAccountQuery,
      response: { 200: EmailTemplateMessage, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(EDIT_EMAIL_TEMPLATES),
  }, async (request) => {
    if (!(await deleteEmailTemplate(db, accountOf(request), request.params.id))) throw notFound(NOT_FOUND);
    return { message: 'Email template deleted' };
  });
};

export default emailTemplateRoutes;
