import { languageOr } from '@surcos/contracts/languages';
import { inLanguage } from '../../lib/language.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  describeNotification,
  NOTIFICATION_MAX_AGE_DAYS,
  notificationPath,
} from '@surcos/contracts/notifications';
import type { Config } from '../../config.ts';
import { createJobRunner } from '../../lib/jobs.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notificationDigestMail } from '../../mail/templates.ts';
import type { DigestRepository } from './digest.repository.ts';
import { presentNotification } from './notifications.presenter.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a mailed unsubscribe link keeps working. */
const UNSUBSCRIBE_LINK_DAYS = 60;
/** Users mailed per digest step; the next step takes the next ones. */
const DIGEST_USERS_PER_STEP = 20;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface DigestDeps {
  notifications: DigestRepository;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'notifications'>;
  log: FastifyBaseLogger;
}

/**
 * The background work: the daily mail of what is still unread, once its
 * member has not had Surcos open for a while, and pruning old notifications.
 */
export function createDigest({ notifications, mailer, config, log }: DigestDeps) {
  const settings = config.notifications;
  const quietMs = settings.digestQuietMs;

  function unsubscribeUrl(userId: string, now: number): { page: string; oneClick: string } {
    const token = createUnsubscribeToken(config.authSecret, {
      userId,
      scope: 'all',
      expiresAt: now + UNSUBSCRIBE_LINK_DAYS * DAY_MS,
    });
    const query = `token=${encodeURIComponent(token)}`;
    return {
      page: `${config.publicUrl}/unsubscribe?${query}`,
      oneClick: `${config.publicUrl}/api/notifications/unsubscribe?${query}`,
    };
  }

  /** Mails one user's digest if it is due and this instance wins the claim; true when a mail went out. */
  async function sendDigest(userId: string, now: number): Promise<boolean> {
    if (!(await notifications.claimDigest(userId, now, settings.digestEveryMs, quietMs))) return false;
    // Read after the claim: what the member read in Surcos meanwhile is left out.
    const rows = await notifications.digestItems(userId);
    const recipient = await notifications.recipientOf(userId);
    if (rows.length === 0 || !recipient) return false;
    const links = unsubscribeUrl(userId, now);
    // Written in the recipient's language, the items' wording included.
    const mail = inLanguage(languageOr(recipient.language), () =>
      notificationDigestMail({
        to: recipient.email,
        name: recipient.name,
        items: rows.flatMap((row) => {
          const item = presentNotification(row);
          return item
            ? [{ text: describeNotification(item), url: `${config.publicUrl}${notificationPath(item)}` }]
            : [];
        }),
        listUrl: `${config.publicUrl}/notifications`,
        unsubscribeUrl: links.page,
        oneClickUrl: links.oneClick,
      }),
    );
    await mailer.send(mail);
    await notifications.markEmailed(
      rows.map((row) => row.id),
      now,
    );
    return true;
  }

  let lastPrune = 0;
  /** One step of the background work: prune now and then, then mail the digests that are due. */
  async function backgroundStep(): Promise<boolean> {
    const now = Date.now();
    if (now - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now;
      await notifications.prune(now - NOTIFICATION_MAX_AGE_DAYS * DAY_MS);
    }
    if (!mailer.isAvailable) return false;
    let sent = false;
    for (const userId of await notifications.digestCandidates(
      now,
      settings.digestEveryMs,
      quietMs,
      DIGEST_USERS_PER_STEP,
    )) {
      if (await sendDigest(userId, now)) sent = true;
    }
    return sent;
  }

  const runner = createJobRunner({
    step: backgroundStep,
    pauseMs: 1000,
    pollMs: Math.min(settings.digestEveryMs, 60_000),
    log,
    name: 'notifications',
  });

  return {
    backgroundStep,
    start: runner.start,
    stop: runner.stop,
  };
}
