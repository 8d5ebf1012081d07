import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './environment.ts';

interface CapturedMail {
  to: string[];
  raw: string;
}

/** The notification mail says how to unsubscribe in a header; the one-link mails do not. */
const isDigest = (mail: CapturedMail): boolean => /^List-Unsubscribe:/im.test(mail.raw);

function mailsTo(address: string, digest = false): CapturedMail[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()) && isDigest(mail) === digest);
}

/** The body of the latest mail to this address (of the kind asked), once it has come, quoted-printable undone. */
async function latestBodyTo(address: string, digest: boolean): Promise<string> {
  let mail: CapturedMail | undefined;
  await expect
    .poll(() => {
      mail = mailsTo(address, digest).at(-1);
      return mail !== undefined;
    })
    .toBe(true);
  return mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Waits for the latest one-link mail (verification, password reset) to this address and returns its body. */
export const mailTo = (address: string): Promise<string> => latestBodyTo(address, false);

/** Waits for the notification mail to this address and returns its body. */
export const digestMailTo = (address: string): Promise<string> => latestBodyTo(address, true);

/** Waits for the mail the SMTP capture received for this address and returns its first link. */
export async function linkInMailTo(address: string): Promise<string> {
  const body = await latestBodyTo(address, false);
  const match = /https?:\/\/[^\s"<>]+/.exec(body);
  if (!match) throw new Error(`no link in the mail to ${address}`);
  return match[0];
}
