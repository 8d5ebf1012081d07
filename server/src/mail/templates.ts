import { texts } from '@surcos/contracts/texts';
import type { Mail } from './mailer.ts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function verifyNewEmailMail(input: { to: string; name: string; url: string }): Mail {
  const { to, name, url } = input;
  const t = texts.mail.verifyNewEmail;
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
