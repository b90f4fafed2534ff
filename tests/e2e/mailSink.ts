// A real SMTP server for the journeys: the e2e server sends its mail here (SMTP_URL), and each
// message is appended as one JSON line to a file the journeys read (tests/e2e/mail.ts).
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const [port, file] = [Number(process.argv[2]), process.argv[3]];
if (!port || !file) throw new Error('usage: mailSink.ts <port> <file>');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, '');

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : mail.to?.text ?? '';
      appendFileSync(file, `${JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' })}\n`);
      callback();
    }, callback);
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
