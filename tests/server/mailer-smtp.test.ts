import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { startTestServer, type TestServer } from './harness';
import { mailOutbox } from '../../server/src/db/schema';

describe('mail with SMTP_URL', () => {
  const received: { to: string; subject: string; text: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : mail.to?.text ?? '';
        received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
        callback();
      }, callback);
    },
  });
  let server: TestServer;

  beforeAll(async () => {
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the message over SMTP and keeps nothing in the outbox', async () => {
    await server.app.platform.mailer.send({ to: 'someone@example.com', subject: 'Verify', text: 'Open http://localhost/verify?x=1' });
    expect(received).toEqual([{ to: 'someone@example.com', subject: 'Verify', text: 'Open http://localhost/verify?x=1\n' }]);
    expect(await server.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
