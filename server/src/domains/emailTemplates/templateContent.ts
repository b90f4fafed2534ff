// What both kinds of email template (an app's, an instance's) do alike: check a template as typed
// with the contract's rule (a 400 naming the field), and send a test mail of it to the signed-in user
// through the platform's mailer, rendered by the templates' shared engine (contract/placeholdersRules.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError, unauthorized } from '../../http/errors';
import { requireCaller } from '../../security/guard';
import { findUserById } from '../../core/userRecords';
import { emailTemplateProblems, problemText, type EmailTemplateContent } from '../../../../contract/emailTemplatesRules';
import { parseSampleData, renderTemplate } from '../../../../contract/placeholdersRules';

/** Ten test mails a minute per session (keyed by its token). */
export const testMailRateLimit = {
  max: 10, timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? request.ip,
};

/**
 * The content fields only (a body may carry the whole record back), trimmed where it matters (name,
 * subject) and checked; a problem is a 400 naming its field.
 */
export function checkedContent(body: EmailTemplateContent): EmailTemplateContent {
  const content = { name: body.name.trim(), subject: body.subject.trim(), htmlBody: body.htmlBody, textBody: body.textBody, sampleData: body.sampleData };
  const [problem] = emailTemplateProblems(content);
  if (problem) throw badRequest(problemText(problem), { field: problem.field });
  return content;
}

/** Renders the content with its sample data and mails it to the caller; answers the address. */
export async function sendTestMail(app: FastifyInstance, request: FastifyRequest, body: EmailTemplateContent): Promise<string> {
  const content = checkedContent(body);
  const sample = parseSampleData(content.sampleData);
  const data = 'data' in sample ? sample.data : {};
  const user = await findUserById(app.platform.database.db, requireCaller(request).userId);
  if (!user) throw unauthorized();
  // A header is one line: line breaks a value may bring into the subject become spaces.
  const subject = `[Test] ${renderTemplate(content.subject, data, { html: false })}`.replace(/[\r\n]+/g, ' ');
  try {
    await app.platform.mailer.send({
      to: user.email, subject,
      text: renderTemplate(content.textBody, data, { html: false }),
      html: content.htmlBody.trim() ? renderTemplate(content.htmlBody, data, { html: true }) : undefined,
    });
  } catch (error) {
    request.log.warn({ err: error }, 'Test mail not sent');
    throw new HttpError(502, 'The mail server did not take the test mail; try again later', 'Bad Gateway');
  }
  return user.email;
}
