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
  /**
   * Prepares and sends a mail after the request has been answered (so the answer's timing tells
   * nothing); failures are logged. `drain` waits for those still on their way (server close).
   */
  sendInBackground(prepare: () => Promise<Mail>): void;
  drain(): Promise<void>;
}

const FROM = 'Platform Console <no-reply@localhost>';

export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl?: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  async function send(mail: Mail) {
    if (transport) {
      await transport.sendMail({ from: FROM, ...mail });
      return;
    }
    await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    log.info({ to: mail.to, subject: mail.subject }, `Mail (outbox, no SMTP_URL): ${mail.text}`);
  }
  const inFlight = new Set<Promise<void>>();
  return {
    send,
    sendInBackground(prepare) {
      const job = prepare().then(send).catch((err: unknown) => log.error({ err }, 'Could not send a mail'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
