// An app instance's email templates, as the subscribing account manages them (developer-portal.md §7
// "Email templates (manage service)"): GET /manage/instance-template (paged, `sort=field,dir`), POST
// (201), PUT and DELETE /manage/instance-template/{id}, and a test mail of the template as typed. One
// of the caller's account's instances only (another account's instance or template: 404); the
// contract's flags (contract/emailTemplatesFlags.ts). Mounted from their declarations
// (contract/emailTemplatesRoutes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { refuseStaleWrite, staleWriteNote } from '../../../http/staleWrites';
import { pageOf, parseSortParam } from '../../../http/paging';
import { requireTenant, sameAccount } from '../../../security/guard';
import { accountAppInstance } from '../../../core/appInstances';
import { EMAIL_TEMPLATE_SORT_FIELDS } from '../../../../../contract/emailTemplatesRules';
import { instanceTemplateRoutes as declared } from '../../../../../contract/emailTemplatesRoutes';
import {
  AccountOnlyQuery, EmailTemplateContent, EmailTemplateDeleted, EmailTemplateIdParams, EmailTemplatePage, EmailTemplateSaved,
  InstanceTemplateBody, InstanceTemplateListQuery, InstanceTestMailBody, TestMailSent,
} from '../../../../../contract/emailTemplates';
import {
  createEmailTemplate, DEFAULT_EMAIL_TEMPLATE_SORT, deleteEmailTemplate, findEmailTemplate, listEmailTemplates, updateEmailTemplate,
} from '../emailTemplateStore';
import { checkedContent, sendTestMail, testMailRateLimit } from '../templateContent';

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

  mountDeclared(app, declared.list, { query: InstanceTemplateListQuery, response: EmailTemplatePage }, {
    summary: "An app instance's email templates, paged, sorted and searched (name, subject)", errors: [400, 401, 403, 404],
  }, async (request) => {
    const q = request.query;
    const instance = await ownInstance(request, q.appInstanceId, q.appId);
    return listEmailTemplates(
      db, { accountId: instance.accountId, appId: instance.appId, appInstanceId: instance.id }, q.query,
      parseSortParam(q.sort, EMAIL_TEMPLATE_SORT_FIELDS, DEFAULT_EMAIL_TEMPLATE_SORT), pageOf(q),
    );
  });

  mountDeclared(app, declared.create, { query: AccountOnlyQuery, body: InstanceTemplateBody, response: EmailTemplateSaved }, {
    summary: "Add an email template to one of the account's app instances", status: 201, errors: [400, 401, 403, 404],
  }, async (request, reply) => {
    const { appInstanceId, appId, ...content } = request.body;
    const instance = await ownInstance(request, appInstanceId, appId);
    const created = await createEmailTemplate(db, { accountId: instance.accountId, appId: instance.appId, appInstanceId: instance.id }, checkedContent(content));
    return reply.code(201).send({ message: 'Instance email template added successfully', data: created });
  });

  mountDeclared(app, declared.update, { params: EmailTemplateIdParams, query: AccountOnlyQuery, body: EmailTemplateContent, response: EmailTemplateSaved }, {
    summary: "Change one of an app instance's email templates", description: staleWriteNote('updatedAt'), errors: [400, 401, 403, 404, 409],
  }, async (request) => {
    const template = await ownTemplate(request, request.params.id);
    refuseStaleWrite(request, template.updatedAt, template, 'This email template');
    const updated = await updateEmailTemplate(db, template.accountId, template.id, checkedContent(request.body));
    return { message: 'Instance email template updated successfully', data: updated };
  });

  mountDeclared(app, declared.remove, { params: EmailTemplateIdParams, query: AccountOnlyQuery, response: EmailTemplateDeleted }, {
    summary: "Delete one of an app instance's email templates", errors: [400, 401, 403, 404],
  }, async (request) => {
    const template = await ownTemplate(request, request.params.id);
    await deleteEmailTemplate(db, template.accountId, template.id);
    return { message: 'Instance email template deleted successfully' };
  });

  mountDeclared(app, declared.testMail, { query: AccountOnlyQuery, body: InstanceTestMailBody, response: TestMailSent }, {
    summary: 'Mail the template as typed, filled with its sample data, to the signed-in user', errors: [400, 401, 403, 404, 429, 502],
    config: { rateLimit: testMailRateLimit },
  }, async (request) => {
    const { appInstanceId, ...content } = request.body;
    await ownInstance(request, appInstanceId);
    const to = await sendTestMail(app, request, content);
    return { message: `Test mail sent to ${to}`, to };
  });
};

export default instanceTemplateRoutes;
