// Outgoing mail: SMTP when SMTP_URL is set (nodemailer), otherwise the outbox table and the
// server log, so verification and invitation links work on a fresh machine (DESIGN §4).
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = 'Platform Console <no-reply@localhost>';

export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl?: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      log.info({ to: mail.to, subject: mail.subject }, `Mail (outbox, no SMTP_URL): ${mail.text}`);
    },
  };
}
