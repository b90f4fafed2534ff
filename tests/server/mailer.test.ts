import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { mailOutbox } from '../../server/src/db/schema';

describe('mail without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  it('keeps the message in the outbox so its links still reach the user', async () => {
    await server.app.platform.mailer.send({ to: 'someone@example.com', subject: 'Verify', text: 'Open http://localhost/verify?x=1' });
    const [row] = await server.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ toAddress: 'someone@example.com', subject: 'Verify', text: 'Open http://localhost/verify?x=1' });
  });

  it('finishes mail sent after an answer before the server closes (drain)', async () => {
    server.app.platform.mailer.sendInBackground(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { to: 'later@example.com', subject: 'Later', text: 'Sent after the answer' };
    });
    await server.app.platform.mailer.drain();
    const [row] = await server.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ toAddress: 'later@example.com', subject: 'Later' });
  });
});

describe('the console run-time config', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ languageMode: 'short', serviceUrls: { auth: 'https://auth.example.com/auth' } });
  });
  afterAll(async () => { await server.close(); });

  it('tells the console the language reading and where each overridden service is', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/admin/config.json' });
    expect(res.json()).toMatchObject({ languageMode: 'short', services: { auth: 'https://auth.example.com/auth' } });
  });
});
