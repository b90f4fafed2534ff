// The mails of registration and recovery: a verification link and a password-reset link, each
// carrying a single-use token (userTokens.ts).
import type { FastifyInstance } from 'fastify';
import type { Mail } from '../../mail/mailer';
import type { User } from '../../core/userRecords';
import { issueUserToken, TOKEN_TTL_MS } from './userTokens';

export const VERIFICATION_SUBJECT = 'Verify your email address';
export const RESET_SUBJECT = 'Reset your password';

const greeting = (user: User) => `Hello ${user.firstName || user.username},`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function withLink(user: User, subject: string, intro: string, link: string, outro: string): Mail {
  const text = `${greeting(user)}\n\n${intro}\n\n${link}\n\n${outro}\n`;
  const html = `<p>${escapeHtml(greeting(user))}</p><p>${escapeHtml(intro)}</p>`
    + `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p>`;
  return { to: user.email, subject, text, html };
}

/**
 * Mail is sent after the answer: the time an SMTP exchange takes would otherwise tell a caller
 * whether the address has an account (verifyMail and resetPasswordMail answer the same either way).
 */
export function sendLater(app: FastifyInstance, mail: () => Promise<Mail>): void {
  app.platform.mailer.sendInBackground(mail);
}

/** The spec's verify?username&generatedDate link, plus an unguessable single-use token. */
export async function verificationMail(app: FastifyInstance, user: User): Promise<Mail> {
  const { token, createdAt } = await issueUserToken(app.platform.database.db, user.id, 'VERIFY_EMAIL');
  const query = new URLSearchParams({ username: user.username, generatedDate: String(createdAt.getTime()), token });
  const link = `${app.platform.config.publicUrl}/admin/auth/verify?${query}`;
  const hours = TOKEN_TTL_MS.VERIFY_EMAIL / 3600_000;
  return withLink(user, VERIFICATION_SUBJECT, 'Please confirm your email address to activate your account:', link,
    `The link works once, for ${hours} hours. If you did not register, ignore this mail.`);
}

export async function resetPasswordMail(app: FastifyInstance, user: User): Promise<Mail> {
  const { token } = await issueUserToken(app.platform.database.db, user.id, 'RESET_PASSWORD');
  const link = `${app.platform.config.publicUrl}/admin/auth/reset-password?${new URLSearchParams({ token })}`;
  const minutes = TOKEN_TTL_MS.RESET_PASSWORD / 60_000;
  return withLink(user, RESET_SUBJECT, 'Someone asked to reset the password of your account. To choose a new password, open:', link,
    `The link works once, for ${minutes} minutes. If you did not ask for this, ignore this mail: your password stays as it is.`);
}
