/**
 * Starts what the browser tests run against: a real SMTP server that keeps
 * each message as a JSON file in .run/mail, and the built Surcos server
 * (server/dist) on a fresh data folder, configured to send mail there.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_BASE_URL, E2E_PORT, MAIL_DIR, RUN_DIR } from './environment.ts';

rmSync(RUN_DIR, { recursive: true, force: true });
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

const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    HOST: 'localhost',
    PUBLIC_URL: E2E_BASE_URL,
    DATA_DIR: path.join(RUN_DIR, 'data'),
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    MAIL_FROM: 'Surcos <no-reply@surcos.test>',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    // Every test registers its own users from this one address.
    SIGN_UPS_PER_IP_PER_HOUR: '10000',
  },
});

const stop = () => {
  server.kill('SIGTERM');
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 1);
});
