import { texts } from '@surcos/contracts/texts';
import type { Mail } from './mailer.ts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The texts of a mail whose point is one link: why it came, the link, and what to do if unasked. */
interface LinkMailTexts {
  subject: string;
  greeting: (name: string) => string;
  reason: string;
  openLink: string;
  button: string;
  ignore: string;
}

interface LinkMailInput {
  to: string;
  name: string;
  url: string;
}

function linkMail(t: LinkMailTexts, { to, name, url }: LinkMailInput): Mail {
  return {
    to,
    subject: t.subject,
    text: [t.greeting(name), '', t.reason, t.openLink, '', url, '', t.ignore].join('\n'),
    html: `<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.reason)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(t.ignore)}</p>`,
  };
}

export const verifyNewEmailMail = (input: LinkMailInput): Mail => linkMail(texts.mail.verifyNewEmail, input);

export const resetPasswordMail = (input: LinkMailInput): Mail => linkMail(texts.mail.resetPassword, input);
