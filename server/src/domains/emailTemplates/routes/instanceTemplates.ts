// An app instance's email templates, as the subscribing account manages them (developer-portal.md §7
// "Email templates (manage service)"): GET /manage/instance-template (paged, `sort=field,dir`), POST
// (201), PUT and DELETE /manage/instance-template/{id}, and a test mail of the template as typed. One
// of the caller's account's instances only (another account's instance or template: 404); the
// contract's flags (contract/emailTemplatesFlags.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from '../../../http/responses';
import { notFound } from '../../../http/errors';
import { pagedResponse, pageOf, pageQuery, parseSortParam, sortParamQuery } from '../../../http/paging';
import { inAccount, requireTenant, sameAccount } from '../../../security/guard';
import { accountAppInstance } from '../../../core/appInstances';
import { Id } from '../../../../../contract/wireTypes';
import { EDIT_EMAIL_TEMPLATES, READ_EMAIL_TEMPLATES_FLAGS } from '../../../../../contract/emailTemplatesFlags';
import { EMAIL_TEMPLATE_SORT_FIELDS } from '../../../../../contract/emailTemplatesRules';
import {
  AccountQuery, EmailTemplate, EmailTemplateContent, EmailTemplateDeleted, EmailTemplateIdParams, EmailTemplateSaved, InstanceTemplateBody,
  InstanceTestMailBody, TestMailSent,
} from '../../../../../contract/emailTemplates';
import {
  createEmailTemplate, DEFAULT_EMAIL_TEMPLATE_SORT, deleteEmailTemplate, findEmailTemplate, listEmailTemplates, updateEmailTemplate,
} from '../emailTemplateStore';
import { checkedContent, sendTestMail, testMailRateLimit } from '../templateContent';

const tags = ['manage'];
const PATH = '/instance-template';

const instanceTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  /** One of the caller's account's instances (of appId, when named). */
  const ownInstance = async (request: FastifyRequest, appInstanceId: number, appId?: number) => {
    const tenant = requireTenant(request);
    sameAccount(tenant, (request.query as { accountId?: number } | undefined)?.accountId);
    const instance = await accountAppInstance(db, tenant.accountId, appInstanceId);
    if (appId !== undefined && appId !== instance.appId) throw notFound('App instance');
    return instance;
  };
  /** One of the account's INSTANCE templates (an app's is not one). */
  const ownTemplate = async (request: FastifyRequest, id: number) => {
    const found = await findEmailTemplate(db, requireTenant(request).accountId, id);
    if (!found || found.appInstanceId === null) throw notFound('Email template');
    return found;
  };

  app.get(PATH, {
    schema: {
      tags, summary: "An app instance's email templates, paged, sorted and searched (name, subject)",
      querystring: Type.Object({
        ...AccountQuery, appId: Type.Optional(Id()), appInstanceId: Id(), ...pageQuery, ...sortParamQuery(EMAIL_TEMPLATE_SORT_FIELDS),
      }),
      response: { 200: pagedResponse(EmailTemplate), ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...READ_EMAIL_TEMPLATES_FLAGS),
  }, async (request) => {
    const q = request.query;
    const instance = await ownInstance(request, q.appInstanceId, q.appId);
    return listEmailTemplates(
      db, { accountId: instance.accountId, appId: instance.appId, appInstanceId: instance.id }, q.query,
      parseSortParam(q.sort, EMAIL_TEMPLATE_SORT_FIELDS, DEFAULT_EMAIL_TEMPLATE_SORT), pageOf(q),
    );
  });

  app.post(PATH, {
    schema: {
      tags, summary: "Add an email template to one of the account's app instances",
      querystring: Type.Object(AccountQuery), body: InstanceTemplateBody,
      response: { 201: EmailTemplateSaved, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(EDIT_EMAIL_TEMPLATES),
  }, async (request, reply) => {
    const { appInstanceId, appId, ...content } = request.body;
    const instance = await ownInstance(request, appInstanceId, appId);
    const created = await createEmailTemplate(db, { accountId: instance.accountId, appId: instance.appId, appInstanceId: instance.id }, checkedContent(content));
    return reply.code(201).send({ message: 'Instance email template added successfully', data: created });
  });

  app.put(`${PATH}/:id`, {
    schema: {
      tags, summary: "Change one of an app instance's email templates",
      params: EmailTemplateIdParams, querystring: Type.Object(AccountQuery), body: EmailTemplateContent,
      response: { 200: EmailTemplateSaved, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(EDIT_EMAIL_TEMPLATES),
  }, async (request) => {
    const template = await ownTemplate(request, request.params.id);
    const updated = await updateEmailTemplate(db, template.accountId, template.id, checkedContent(request.body));
    return { message: 'Instance email template updated successfully', data: updated };
  });

  app.delete(`${PATH}/:id`, {
    schema: {
      tags, summary: "Delete one of an app instance's email templates",
      params: EmailTemplateIdParams, querystring: Type.Object(AccountQuery),
      response: { 200: EmailTemplateDeleted, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(EDIT_EMAIL_TEMPLATES),
  }, async (request) => {
    const template = await ownTemplate(request, request.params.id);
    await deleteEmailTemplate(db, template.accountId, template.id);
    return { message: 'Instance email template deleted successfully' };
  });

  app.post(`${PATH}/test-mail`, {
    config: { rateLimit: testMailRateLimit },
    schema: {
      tags, summary: 'Mail the template as typed, filled with its sample data, to the signed-in user',
      querystring: Type.Object(AccountQuery), body: InstanceTestMailBody,
      response: { 200: TestMailSent, ...errorResponses(400, 401, 403, 404, 429, 502) },
    },
    preHandler: inAccount(EDIT_EMAIL_TEMPLATES),
  }, async (request) => {
    const { appInstanceId, ...content } = request.body;
    await ownInstance(request, appInstanceId);
    const to = await sendTestMail(app, request, content);
    return { message: `Test mail sent to ${to}`, to };
  });
};

export default instanceTemplateRoutes;
