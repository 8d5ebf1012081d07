import { texts } from '../lib/texts.ts';
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

export const verifyAdminEmailMail = (input: LinkMailInput): Mail =>
  linkMail(texts.mail.verifyAdminEmail, input);

export const resetPasswordMail = (input: LinkMailInput): Mail => linkMail(texts.mail.resetPassword, input);

interface DigestMailInput {
  to: string;
  name: string;
  /** Each notification's sentence and its address. */
  items: ReadonlyArray<{ text: string; url: string }>;
  listUrl: string;
  unsubscribeUrl: string;
  /** The one-click address mail clients post to (RFC 8058). */
  oneClickUrl: string;
}

/** The daily mail of unread notifications, with a link that unsubscribes without signing in. */
export function notificationDigestMail({
  to,
  name,
  items,
  listUrl,
  unsubscribeUrl,
  oneClickUrl,
}: DigestMailInput): Mail {
  const t = texts.notifications.mail;
  return {
    to,
    subject: t.subject(items.length),
    text: [
      t.greeting(name),
      '',
      t.intro,
      '',
      ...items.map((item) => `- ${item.text}: ${item.url}`),
      '',
      `${t.open}: ${listUrl}`,
      '',
      t.unsubscribe,
      unsubscribeUrl,
    ].join('\n'),
    html: `<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.intro)}</p>
<ul>${items.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a></li>`).join('')}</ul>
<p><a href="${escapeHtml(listUrl)}">${escapeHtml(t.open)}</a></p>
<p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t.unsubscribeButton)}</a></p>`,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
