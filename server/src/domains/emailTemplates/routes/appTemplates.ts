// An app's email templates, as its developer manages them (developer-portal.md §7 "Email templates
// (manage service)"): GET /manage/app-template (paged, `sortfield`+`sortorder`), POST (201), PUT and
// DELETE /manage/app-template/{id}, and a test mail of the template as typed. One of the caller's
// account's apps only (another account's app or template: 404); the app kind's view flag to read,
// its update flag to change (as the app's other developer tabs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../http/responses';
import { notFound } from '../../../http/errors';
import { pagedResponse, pageOf, pageQuery, sortFieldQuery, sortFromFields } from '../../../http/paging';
import { inAccount, requireTenant, sameAccount } from '../../../security/guard';
import { Id } from '../../../../../contract/wireTypes';
import { UPDATE_FLAGS, VIEW_FLAGS } from '../../../../../contract/developerPortalFlags';
import { EMAIL_TEMPLATE_SORT_FIELDS } from '../../../../../contract/emailTemplatesRules';
import {
  AccountQuery, AppTemplateBody, AppTestMailBody, EmailTemplate, EmailTemplateContent, EmailTemplateDeleted, EmailTemplateIdParams,
  EmailTemplateSaved, TestMailSent,
} from '../../../../../contract/emailTemplates';
import { developerApp, type Need } from '../../developerPortal/api';
import {
  createEmailTemplate, DEFAULT_EMAIL_TEMPLATE_SORT, deleteEmailTemplate, findEmailTemplate, listEmailTemplates, updateEmailTemplate,
} from '../emailTemplateStore';
import { checkedContent, sendTestMail, testMailRateLimit } from '../templateContent';

const tags = ['manage'];
const PATH = '/app-template';

const appTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  /** One of the caller's account's apps, with the flag the call needs. */
  const ownApp = (request: Parameters<typeof requireTenant>[0], appId: number, need: Need) => {
    const tenant = requireTenant(request);
    sameAccount(tenant, (request.query as { accountId?: number } | undefined)?.accountId);
    return developerApp(db, tenant, appId, need);
  };
  /** One of the account's APP templates (an instance's is not one), with its app's flag. */
  const ownTemplate = async (request: Parameters<typeof requireTenant>[0], id: number, need: Need) => {
    const found = await findEmailTemplate(db, requireTenant(request).accountId, id);
    if (!found || found.appInstanceId !== null) throw notFound('Email template');
    return { template: found, target: await ownApp(request, found.appId, need) };
  };

  app.get(PATH, {
    schema: {
      tags, summary: "An app's email templates, paged, sorted and searched (name, subject)",
      querystring: Type.Object({ ...AccountQuery, appId: Id(), ...pageQuery, ...sortFieldQuery(EMAIL_TEMPLATE_SORT_FIELDS) }),
      response: { 200: pagedResponse(EmailTemplate), ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...VIEW_FLAGS),
  }, async (request) => {
    const q = request.query;
    const target = await ownApp(request, q.appId, 'view');
    return listEmailTemplates(
      db, { accountId: requireTenant(request).accountId, appId: target.id, appInstanceId: null }, q.query,
      sortFromFields(DEFAULT_EMAIL_TEMPLATE_SORT, q.sortfield, q.sortorder), pageOf(q),
    );
  });

  app.post(PATH, {
    schema: {
      tags, summary: "Add an email template to one of the account's apps",
      querystring: Type.Object(AccountQuery), body: AppTemplateBody,
      response: { 201: EmailTemplateSaved, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...UPDATE_FLAGS),
  }, async (request, reply) => {
    const { appId, ...content } = request.body;
    const target = await ownApp(request, appId, 'update');
    const created = await createEmailTemplate(db, { accountId: requireTenant(request).accountId, appId: target.id, appInstanceId: null }, checkedContent(content));
    return reply.code(201).send({ message: 'Email template added successfully', data: created });
  });

  app.put(`${PATH}/:id`, {
    schema: {
      tags, summary: "Change one of an app's email templates",
      params: EmailTemplateIdParams, querystring: Type.Object(AccountQuery), body: EmailTemplateContent,
      response: { 200: EmailTemplateSaved, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...UPDATE_FLAGS),
  }, async (request) => {
    const { template } = await ownTemplate(request, request.params.id, 'update');
    const updated = await updateEmailTemplate(db, template.accountId, template.id, checkedContent(request.body));
    return { message: 'Email template updated successfully', data: updated };
  });

  app.delete(`${PATH}/:id`, {
    schema: {
      tags, summary: "Delete one of an app's email templates",
      params: EmailTemplateIdParams, querystring: Type.Object(AccountQuery),
      response: { 200: EmailTemplateDeleted, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...UPDATE_FLAGS),
  }, async (request) => {
    const { template } = await ownTemplate(request, request.params.id, 'update');
    await deleteEmailTemplate(db, template.accountId, template.id);
    return { message: 'Email template deleted successfully' };
  });

  app.post(`${PATH}/test-mail`, {
    config: { rateLimit: testMailRateLimit },
    schema: {
      tags, summary: "Mail the template as typed, filled with its sample data, to the signed-in user (an app's update flag)",
      querystring: Type.Object(AccountQuery), body: AppTestMailBody,
      response: { 200: TestMailSent, ...errorResponses(400, 401, 403, 404, 429, 502) },
    },
    preHandler: inAccount(...UPDATE_FLAGS),
  }, async (request) => {
    const { appId, ...content } = request.body;
    await ownApp(request, appId, 'update');
    const to = await sendTestMail(app, request, content);
    return { message: `Test mail sent to ${to}`, to };
  });
};

export default appTemplateRoutes;
