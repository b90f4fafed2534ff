// The emailTemplates domain's wire shapes (developer-portal.md §3 "App and Instance email template",
// §7 "Email templates (manage service)"): TypeBox schemas for the server's routes (and the OpenAPI
// document), and their Static types, which the console imports with `import type` only.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './wireTypes';
import {
  EMAIL_TEMPLATE_BODY_MAX, EMAIL_TEMPLATE_NAME_MAX, EMAIL_TEMPLATE_SAMPLE_MAX, EMAIL_TEMPLATE_SORT_FIELDS, EMAIL_TEMPLATE_SUBJECT_MAX,
} from './emailTemplatesRules';
import { pagedResponse, pageQuery, sortFieldQuery, sortParamQuery } from './pagingSchemas';

/** An app's (appInstanceId null) or an app instance's email template, as the server answers it. */
export const EmailTemplate = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  accountId: Type.Integer(),
  appId: Type.Integer(),
  appInstanceId: Nullable(Type.Integer()),
  subject: Type.String(),
  htmlBody: Type.String(),
  textBody: Type.String(),
  /** The sample data as typed: a JSON object. */
  sampleData: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type EmailTemplate = Static<typeof EmailTemplate>;

/**
 * A template's content. The schema bounds are the rules' limits plus a margin, so an over-long value
 * gets the rules' field message (emailTemplateProblem) rather than a schema error.
 */
const content = {
  name: Type.String({ maxLength: EMAIL_TEMPLATE_NAME_MAX + 50 }),
  subject: Type.String({ maxLength: EMAIL_TEMPLATE_SUBJECT_MAX + 50 }),
  htmlBody: Type.String({ maxLength: EMAIL_TEMPLATE_BODY_MAX + 50 }),
  textBody: Type.String({ maxLength: EMAIL_TEMPLATE_BODY_MAX + 50 }),
  sampleData: Type.String({ maxLength: EMAIL_TEMPLATE_SAMPLE_MAX + 50, description: 'A JSON object, the values of the placeholders' }),
};
export const EmailTemplateContent = Type.Object(content);

export const AppTemplateBody = Type.Object({ appId: Id({ description: "One of the account's apps" }), ...content });

export const InstanceTemplateBody = Type.Object({
  appInstanceId: Id({ description: "One of the account's app instances" }),
  appId: Type.Optional(Id({ description: "When given, must be the instance's app" })),
  ...content,
});

/** A test mail of the template as typed (saved or not), to the signed-in user. */
export const AppTestMailBody = Type.Object({ appId: Id(), ...content });
export const InstanceTestMailBody = Type.Object({ appInstanceId: Id(), ...content });
export const TestMailSent = Type.Object({ message: Type.String(), to: Type.String() });
export type TestMailSent = Static<typeof TestMailSent>;

export const AccountQuery = { accountId: Type.Optional(Id({ description: 'Must be the accountId header' })) };
/** The query of a change or a test mail: the account, when the caller names it. */
export const AccountOnlyQuery = Type.Object(AccountQuery);
export const EmailTemplateIdParams = Type.Object({ id: Id({ description: 'Email template id' }) });
export const EmailTemplateSaved = Type.Object({ message: Type.String(), data: EmailTemplate });
export type EmailTemplateSaved = Static<typeof EmailTemplateSaved>;
export const EmailTemplateDeleted = Type.Object({ message: Type.String() });

/** An app's templates: `sortfield` + `sortorder`; an instance's: `sort=field,dir` (the spec's two dialects). */
export const AppTemplateListQuery = Type.Object({ ...AccountQuery, appId: Id(), ...pageQuery, ...sortFieldQuery(EMAIL_TEMPLATE_SORT_FIELDS) });
export const InstanceTemplateListQuery = Type.Object({
  ...AccountQuery, appId: Type.Optional(Id()), appInstanceId: Id(), ...pageQuery, ...sortParamQuery(EMAIL_TEMPLATE_SORT_FIELDS),
});
export const EmailTemplatePage = pagedResponse(EmailTemplate);
