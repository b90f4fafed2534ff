// Reads the mail the e2e server sent through the SMTP sink (tests/e2e/mailSink.ts).
import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { RUN_DIR } from './runDir';

export const MAIL_FILE = `${RUN_DIR}/mail.jsonl`;

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function sentMails(): SentMail[] {
  if (!existsSync(MAIL_FILE)) return [];
  return readFileSync(MAIL_FILE, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as SentMail);
}

/** Waits for the newest mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect.poll(() => {
    found = sentMails().reverse().find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
    return found !== undefined;
  }, { timeout: 15_000, message: `a mail to ${to} with subject ${subject}` }).toBe(true);
  return found!;
}

/** The first link in the mail's text that starts with the console's base. */
export function linkIn(mail: SentMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in: ${mail.text}`);
  return link;
}
