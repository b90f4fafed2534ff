// The mail a test server sent (no SMTP_URL: the outbox table) and the links in it.
import { and, desc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../server/src/db/schema';
import type { TestServer } from './harness';

export type OutboxMail = typeof mailOutbox.$inferSelect;

async function newestMail(server: TestServer, to: string, subject: string): Promise<OutboxMail | undefined> {
  const [mail] = await server.database.db.select().from(mailOutbox)
    .where(and(eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()), eq(mailOutbox.subject, subject)))
    .orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

/** Mail is sent after the answer (no timing tell), so it may take a moment to land. */
export async function waitForOutbox(server: TestServer, to: string, subject: string, after = 0): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = await newestMail(server, to, subject);
    if (mail && mail.id > after) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No mail "${subject}" to ${to}`);
}

/** Every mail to this address so far (to check that none was sent). */
export async function mailsTo(server: TestServer, to: string): Promise<OutboxMail[]> {
  return server.database.db.select().from(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()));
}

/** The link in the mail's text whose path contains `pathPart`, parsed. */
export function linkIn(mail: OutboxMail, pathPart: string): URL {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in: ${mail.text}`);
  return new URL(link);
}

/** Lets mail sent after an answer land before asserting that none was sent. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
