import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    async waitForMail(to: string, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail body, with quoted-printable soft breaks undone. */
export function linkIn(mail: CapturedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /https?:\/\/[^\s"<>]+/.exec(body);
  if (!match) throw new Error('no link in mail');
  return match[0];
}

/** A mail's subject as its reader sees it: the header unfolded, its MIME encoded-words decoded. */
export function subjectOf(mail: CapturedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * A mail's words as its reader sees them: each part's body decoded from its transfer encoding
 * (quoted-printable or base64), the parts of a multipart mail in order.
 */
export function textOf(mail: CapturedMail): string {
  return partText(mail.raw);
}

function partText(part: string): string {
  const split = /\r?\n\r?\n/.exec(part);
  const head = split ? part.slice(0, split.index) : part;
  const body = split ? part.slice(split.index + split[0].length) : '';
  const header = (name: string) =>
    new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((each) => !each.startsWith('--'))
      .map((each) => partText(each.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = header('Content-Transfer-Encoding').trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
