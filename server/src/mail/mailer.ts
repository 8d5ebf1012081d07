import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { MailOutcome } from '../plugins/metrics.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** False in production without SMTP_URL: features that mail refuse early. */
  readonly isAvailable: boolean;
  send: (mail: Mail) => Promise<void>;
  close: () => void;
}

/** The mailer, with every send counted as sent or failed (`count`: the metrics). */
export function createMailer(
  config: Config,
  log: FastifyBaseLogger,
  count: (outcome: MailOutcome) => void = () => undefined,
): Mailer {
  const mailer = createTransportMailer(config, log);
  return {
    ...mailer,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        count('failed');
        throw error;
      }
      count('sent');
    },
  };
}

function createTransportMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      isAvailable: true,
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  if (config.env === 'production') {
    return {
      isAvailable: false,
      send() {
        return Promise.reject(new Error('SMTP_URL is not set: mail cannot be sent'));
      },
      close: () => undefined,
    };
  }

  return createOutboxMailer(config, log);
}

/**
 * Development without SMTP: each mail is logged (so the link is in the
 * console) and written as an .eml file to DATA_DIR/outbox.
 */
function createOutboxMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    isAvailable: true,
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: mail.to, subject: mail.subject, file, text: mail.text },
        'mail kept in the development outbox',
      );
    },
    close: () => transport.close(),
  };
}
