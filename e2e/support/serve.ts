/**
 * What most browser tests run against: a real SMTP server that keeps each
 * message as a JSON file in .run/mail, and the built Surcos (bundled catalog)
 * on a fresh data folder, sending its mail there.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_ADMIN_EMAILS, E2E_PORT, MAIL_DIR, RUN_DIR } from './environment.ts';
import { runSurcos } from './surcos-process.ts';

const dataDir = path.join(RUN_DIR, 'data');
rmSync(dataDir, { recursive: true, force: true });
rmSync(MAIL_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });

let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      mailCount += 1;
      const mail = {
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${mailCount}.json`), JSON.stringify(mail));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

runSurcos(
  {
    port: E2E_PORT,
    dataDir,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      MAIL_FROM: 'Surcos <no-reply@surcos.test>',
      // The notification mail every few seconds instead of once a day, so a test sees one arrive.
      DIGEST_EVERY_SECONDS: '3',
      DIGEST_QUIET_SECONDS: '1',
      ADMIN_EMAILS: Object.values(E2E_ADMIN_EMAILS).join(','),
      // Tests seed long conversations through the API; the server's own tests cover the flood limit.
      MESSAGES_PER_10_SECONDS: '1000',
    },
  },
  () => smtp.close(),
);
