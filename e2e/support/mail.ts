import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './environment.ts';

interface CapturedMail {
  to: string[];
  raw: string;
}

function mailsTo(address: string): CapturedMail[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the mail the SMTP capture received for this address and returns its first link. */
export async function linkInMailTo(address: string): Promise<string> {
  let mail: CapturedMail | undefined;
  await expect
    .poll(() => {
      mail = mailsTo(address).at(-1);
      return mail !== undefined;
    })
    .toBe(true);
  const body = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /https?:\/\/[^\s"<>]+/.exec(body);
  if (!match) throw new Error(`no link in the mail to ${address}`);
  return match[0];
}
