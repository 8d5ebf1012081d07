import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KvKey } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import type { Actor } from '@fedify/vocab';
import type { RemoteAccount } from '@surcos/contracts/remote-follows';
import {
  type RemoteActivity,
  type RemoteProfile,
  remoteProfileImagePath,
} from '@surcos/contracts/remote-profiles';
import { AppError } from '../../lib/app-error.ts';
import type { DomainBlocks } from './domain-blocks.ts';
import type { FederationRuntime } from './federation-runtime.ts';
import { outboxPage } from './outbox-pages.ts';
import { parseRemoteHandle } from './remote-lookup.ts';
import type { RemoteFollowsService } from './remote-follows.ts';

/** How long a profile page as fetched is kept, so a reload does not ask the other server again. */
const CACHE_SECONDS = 60;
/** Keeps these signatures apart from anything else signed with the same secret. */
const IMAGE_PURPOSE = 'surcos:remote-profile-image:v1';

export interface RemoteProfilesDeps {
  remote: Pick<RemoteFollowsService, 'resolve' | 'stateOf'>;
  runtime: () => FederationRuntime | null;
  publicUrl: string;
  domainBlocks: DomainBlocks;
  /** The outbox gets as long as the lookup had (config.federation.lookupDeadlineMs). */
  deadlineMs: number;
  /** Signs the images' addresses the profile hands out (config.authSecret). */
  secret: string;
}

/** A profile page as kept for a minute: everything but the member's own follow and block. */
interface CachedPage {
  account: Omit<RemoteAccount, 'follow' | 'blocked'>;
  items: RemoteActivity[];
  nextCursor: string | null;
  activityShown: boolean;
}

/**
 * A member of another server's profile (decision 062): the account as the
 * lookup shows it, and their public activity as their outbox lists it, read
 * page by page under the outbound guard within a deadline, and kept a minute.
 */
export function createRemoteProfilesService(deps: RemoteProfilesDeps) {
  const signImage = (src: string) =>
    createHmac('sha256', deps.secret).update(`${IMAGE_PURPOSE}.${src}`).digest().toString('base64url');

  /** Reads the page within the deadline; past it, or refused, the activity is not shown. */
  const readActivity = async (
    runtime: FederationRuntime,
    actor: Actor,
    pageUrl: URL | null,
  ): Promise<Omit<CachedPage, 'account'>> => {
    const ctx = runtime.federation.createContext(new URL(deps.publicUrl), undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deps.deadlineMs);
    });
    const read = await Promise.race([
      runtime.outbound(() => outboxPage(ctx, actor, pageUrl)).catch(() => null),
      late,
    ]).finally(() => clearTimeout(timer));
    if (read === null) return { items: [], nextCursor: null, activityShown: false };
    return {
      items: read.items.map((item) => ({
        ...item,
        imageUrl:
          item.imageUrl === null ? null : remoteProfileImagePath(item.imageUrl, signImage(item.imageUrl)),
      })),
      nextCursor: read.next === null ? null : Buffer.from(read.next).toString('base64url'),
      activityShown: true,
    };
  };

  return {
    async profile(userId: string, address: string, cursor: string | undefined): Promise<RemoteProfile> {
      const runtime = deps.runtime();
      if (runtime === null) throw new AppError('FEDERATION_OFF');
      const parsed = parseRemoteHandle(address);
      if (parsed === null) throw new AppError('REMOTE_ACCOUNT_NOT_FOUND');
      const key: KvKey = [
        'surcos',
        'remoteProfile',
        `${parsed.user}@${parsed.host}`.toLowerCase(),
        cursor ?? '',
      ];
      const cached = (await runtime.kv.get<CachedPage>(key)) ?? null;
      if (cached !== null) {
        // A server blocked since the page was kept is blocked now.
        if (
          (await deps.domainBlocks.isBlocked(parsed.host)) ||
          (await deps.domainBlocks.isBlockedUrl(cached.account.actorUrl))
        ) {
          throw new AppError('REMOTE_SERVER_BLOCKED');
        }
        const state = await deps.remote.stateOf(userId, cached.account.actorUrl);
        if (state.blocked) throw new AppError('REMOTE_ACCOUNT_BLOCKED');
        return { ...cached, account: { ...cached.account, ...state } };
      }
      const { actor, account } = await deps.remote.resolve(userId, address);
      if (account.blocked) throw new AppError('REMOTE_ACCOUNT_BLOCKED');
      const pageUrl = cursor === undefined ? null : pageOf(cursor, account.actorUrl);
      const activity = await readActivity(runtime, actor, pageUrl);
      const { follow: _follow, blocked: _blocked, ...shown } = account;
      // A page the other server did not show is asked again next time.
      if (activity.activityShown) {
        await runtime.kv.set(key, { account: shown, ...activity } satisfies CachedPage, {
          ttl: Temporal.Duration.from({ seconds: CACHE_SECONDS }),
        });
      }
      return { account, ...activity };
    },

    /** The image address a profile handed out, when this server signed it; else undefined. */
    signedImage(src: string, signature: string): string | undefined {
      const given = Buffer.from(signature, 'base64url');
      const expected = Buffer.from(signImage(src), 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? src : undefined;
    },
  };
}

export type RemoteProfilesService = ReturnType<typeof createRemoteProfilesService>;

/** The outbox page a cursor names: an address on the account's own server, or bad input. */
function pageOf(cursor: string, actorUrl: string): URL {
  try {
    const url = new URL(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (url.origin === new URL(actorUrl).origin) return url;
  } catch {
    // Not an address: the same answer as one elsewhere.
  }
  throw new AppError('VALIDATION_FAILED');
}
