// An app's email templates, as its developer manages them (developer-portal.md §7 "Email templates
// (manage service)"): GET /manage/app-template (paged, `sortfield`+`sortorder`), POST (201), PUT and
// DELETE /manage/app-template/{id}, and a test mail of the template as typed. One of the caller's
// account's apps only (another account's app or template: 404); the app kind's view flag to read,
// its update flag to change (as the app's other developer tabs). Mounted from their declarations
// (contract/emailTemplatesRoutes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { refuseStaleWrite, staleWriteNote } from '../../../http/staleWrites';
import { pageOf, sortFromFields } from '../../../http/paging';
import { requireTenant, sameAccount } from '../../../security/guard';
import { appTemplateRoutes as declared } from '../../../../../contract/emailTemplatesRoutes';
import {
  AccountOnlyQuery, AppTemplateBody, AppTemplateListQuery, AppTestMailBody, EmailTemplateContent, EmailTemplateDeleted,
  EmailTemplateIdParams, EmailTemplatePage, EmailTemplateSaved, TestMailSent,
} from '../../../../../contract/emailTemplates';
import { developerApp, type Need } from '../../developerPortal/api';
import {
  createEmailTemplate, DEFAULT_EMAIL_TEMPLATE_SORT, deleteEmailTemplate, findEmailTemplate, listEmailTemplates, updateEmailTemplate,
} from '../emailTemplateStore';
import { checkedContent, sendTestMail, testMailRateLimit } from '../templateContent';

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

  mountDeclared(app, declared.list, { query: AppTemplateListQuery, response: EmailTemplatePage }, {
    summary: "An app's email templates, paged, sorted and searched (name, subject)", errors: [400, 401, 403, 404],
  }, async (request) => {
    const q = request.query;
    const target = await ownApp(request, q.appId, 'view');
    return listEmailTemplates(
      db, { accountId: requireTenant(request).accountId, appId: target.id, appInstanceId: null }, q.query,
      sortFromFields(DEFAULT_EMAIL_TEMPLATE_SORT, q.sortfield, q.sortorder), pageOf(q),
    );
  });

  mountDeclared(app, declared.create, { query: AccountOnlyQuery, body: AppTemplateBody, response: EmailTemplateSaved }, {
    summary: "Add an email template to one of the account's apps", status: 201, errors: [400, 401, 403, 404],
  }, async (request, reply) => {
    const { appId, ...content } = request.body;
    const target = await ownApp(request, appId, 'update');
    const created = await createEmailTemplate(db, { accountId: requireTenant(request).accountId, appId: target.id, appInstanceId: null }, checkedContent(content));
    return reply.code(201).send({ message: 'Email template added successfully', data: created });
  });

  mountDeclared(app, declared.update, { params: EmailTemplateIdParams, query: AccountOnlyQuery, body: EmailTemplateContent, response: EmailTemplateSaved }, {
    summary: "Change one of an app's email templates", description: staleWriteNote('updatedAt'), errors: [400, 401, 403, 404, 409],
  }, async (request) => {
    const { template } = await ownTemplate(request, request.params.id, 'update');
    refuseStaleWrite(request, template.updatedAt, template, 'This email template');
    const updated = await updateEmailTemplate(db, template.accountId, template.id, checkedContent(request.body));
    return { message: 'Email template updated successfully', data: updated };
  });

  mountDeclared(app, declared.remove, { params: EmailTemplateIdParams, query: AccountOnlyQuery, response: EmailTemplateDeleted }, {
    summary: "Delete one of an app's email templates", errors: [400, 401, 403, 404],
  }, async (request) => {
    const { template } = await ownTemplate(request, request.params.id, 'update');
    await deleteEmailTemplate(db, template.accountId, template.id);
    return { message: 'Email template deleted successfully' };
  });

  mountDeclared(app, declared.testMail, { query: AccountOnlyQuery, body: AppTestMailBody, response: TestMailSent }, {
    summary: "Mail the template as typed, filled with its sample data, to the signed-in user (an app's update flag)",
    errors: [400, 401, 403, 404, 429, 502], config: { rateLimit: testMailRateLimit },
  }, async (request) => {
    const { appId, ...content } = request.body;
    await ownApp(request, appId, 'update');
    const to = await sendTestMail(app, request, content);
    return { message: `Test mail sent to ${to}`, to };
  });
};

export default appTemplateRoutes;
