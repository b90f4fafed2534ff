// What both tiers know about an email template (developer-portal.md §3 "App and Instance email
// template"): the limits the server's schemas (contract/emailTemplates.ts) enforce and the console's
// form checks first, the lists' sort fields, and the check of a template as typed. Rendering and the
// placeholder rule are the templates' shared engine, contract/placeholdersRules.ts. No TypeBox here.
import { missingPlaceholders, parseSampleData, templateSyntaxError, type TemplateData } from './placeholdersRules';

export const EMAIL_TEMPLATE_NAME_MAX = 200;
export const EMAIL_TEMPLATE_SUBJECT_MAX = 500;
/** Each body (HTML, text). */
export const EMAIL_TEMPLATE_BODY_MAX = 100_000;
export const EMAIL_TEMPLATE_SAMPLE_MAX = 20_000;

/** The fields the lists sort by: the server whitelists them, the console's sortable columns use them. */
export const EMAIL_TEMPLATE_SORT_FIELDS = ['name', 'subject', 'updatedAt', 'id'] as const;
export type EmailTemplateSortField = (typeof EMAIL_TEMPLATE_SORT_FIELDS)[number];

/** A template's content, as typed. */
export interface EmailTemplateContent {
  name: string;
  subject: string;
  htmlBody: string;
  textBody: string;
  sampleData: string;
}

export type EmailTemplateField = keyof EmailTemplateContent;

/** The rules' messages in English (the server's 400s); the console shows emailTemplates.validation.{key}. */
export const EMAIL_TEMPLATE_MESSAGES = {
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  tooLong: 'At most %{max} characters',
  syntax: 'Not a valid template: %{detail}',
  sampleJson: 'Sample data is not valid JSON: %{detail}',
  sampleObject: 'Sample data must be a JSON object, such as {"name": "Ada"}',
} as const;
export type EmailTemplateMessage = keyof typeof EMAIL_TEMPLATE_MESSAGES;

export interface EmailTemplateProblem {
  field: EmailTemplateField;
  message: EmailTemplateMessage;
  values?: { max?: number; detail?: string };
}

/** A problem's English text. */
export const problemText = ({ message, values = {} }: EmailTemplateProblem): string =>
  EMAIL_TEMPLATE_MESSAGES[message].replace(/%\{(\w+)\}/g, (_, name: 'max' | 'detail') => String(values[name] ?? ''));

const LIMITS: [EmailTemplateField, number][] = [
  ['name', EMAIL_TEMPLATE_NAME_MAX], ['subject', EMAIL_TEMPLATE_SUBJECT_MAX], ['htmlBody', EMAIL_TEMPLATE_BODY_MAX],
  ['textBody', EMAIL_TEMPLATE_BODY_MAX], ['sampleData', EMAIL_TEMPLATE_SAMPLE_MAX],
];

/** The parts of a mail with placeholders, in the order the preview shows them. */
export const TEMPLATE_PARTS = ['subject', 'htmlBody', 'textBody'] as const;

/**
 * Every field's first problem as typed (name and subject required, the limits, each part a template
 * Mustache can parse, sample data a JSON object), in the form's order. Missing placeholders are a
 * warning, not a problem: see emailTemplateCheck.
 */
export function emailTemplateProblems(content: EmailTemplateContent): EmailTemplateProblem[] {
  const problems = new Map<EmailTemplateField, EmailTemplateProblem>();
  const add = (problem: EmailTemplateProblem) => { if (!problems.has(problem.field)) problems.set(problem.field, problem); };
  if (!content.name.trim()) add({ field: 'name', message: 'nameRequired' });
  if (!content.subject.trim()) add({ field: 'subject', message: 'subjectRequired' });
  for (const [field, max] of LIMITS) {
    if (content[field].length > max) add({ field, message: 'tooLong', values: { max } });
  }
  for (const field of TEMPLATE_PARTS) {
    const detail = templateSyntaxError(content[field]);
    if (detail) add({ field, message: 'syntax', values: { detail } });
  }
  const sample = parseSampleData(content.sampleData);
  if ('error' in sample) add({ field: 'sampleData', message: sample.reason === 'json' ? 'sampleJson' : 'sampleObject', values: { detail: sample.detail } });
  const order: EmailTemplateField[] = ['name', 'subject', 'htmlBody', 'textBody', 'sampleData'];
  return order.flatMap((field) => problems.get(field) ?? []);
}

/** The sample data (when it parses) and the placeholders the parts use that it does not have. */
export function emailTemplateCheck(content: Pick<EmailTemplateContent, 'subject' | 'htmlBody' | 'textBody' | 'sampleData'>):
  { data?: TemplateData; missing: string[] } {
  const sample = parseSampleData(content.sampleData);
  if ('error' in sample) return { missing: [] };
  return { data: sample.data, missing: missingPlaceholders(TEMPLATE_PARTS.map((part) => content[part]), sample.data) };
}
