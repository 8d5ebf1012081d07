import { randomUUID } from 'node:crypto';
import type { Context } from '@fedify/fedify';
import { type Actor, Follow, Image, Link, Undo } from '@fedify/vocab';
import { type RemoteAccount, remoteAvatarPath } from '@surcos/contracts/remote-follows';
import type { Actor as Requester } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FederationRuntime } from './federation-runtime.ts';
import type { DomainBlocks } from './domain-blocks.ts';
import { remoteActorRow } from './inbox-follows.ts';
import { fetchImage } from './remote-images.ts';
import { parseRemoteHandle } from './remote-lookup.ts';
import type { RemoteFollowsRepository } from './remote-follows.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';

/** Longest profile text kept of a remote account, in characters. */
const SUMMARY_MAX = 500;
/** How long the check of whether a server answers at all may take (it runs beside the lookup). */
const PROBE_TIMEOUT_MS = 10_000;

export interface RemoteFollowsDeps {
  users: Pick<UsersRepository, 'federatingHandleOf'>;
  remoteFollows: RemoteFollowsRepository;
  /** The federation while FEDERATION is on (created after the routes), else null. */
  runtime: () => FederationRuntime | null;
  publicUrl: string;
  /** Plain http may be asked where private addresses are allowed (tests, a LAN). */
  plainHttp: boolean;
  /** Longest a member's request waits for the other server to name the account. */
  lookupDeadlineMs: number;
  /** Servers an admin blocked: their accounts are neither looked up nor followed. */
  domainBlocks: DomainBlocks;
  /** The member's lists and counts changed. */
  onChange: (requester: Requester) => Promise<void>;
  now?: () => number;
}

/**
 * A member following members of other servers (decision 057): the account
 * looked up by `@user@host`, a `Follow` sent through Fedify's queue (never
 * in the member's request), kept `pending` until the remote `Accept`
 * (listenToFollowAnswers); an unfollow sends `Undo(Follow)`.
 */
export function createRemoteFollowsService(deps: RemoteFollowsDeps) {
  const now = deps.now ?? Date.now;
  const ourOrigin = new URL(deps.publicUrl).origin;

  const runtimeOrFail = (): FederationRuntime => {
    const runtime = deps.runtime();
    if (runtime === null) throw new AppError('FEDERATION_OFF');
    return runtime;
  };

  /** The member's handle, refused while suspended (their actor does not exist then). */
  const handleOf = async (userId: string): Promise<string> => {
    const member = await deps.users.federatingHandleOf(userId);
    if (member === undefined) throw new AppError('UNAUTHENTICATED');
    if (member.suspended) throw new AppError('ACCOUNT_SUSPENDED');
    return member.handle;
  };

  /** The actor `address` names, or a 4xx saying whether the account or the server is missing. */
  const findActor = async (runtime: FederationRuntime, address: string): Promise<Actor> => {
    const parsed = parseRemoteHandle(address);
    if (parsed === null) throw new AppError('REMOTE_ACCOUNT_NOT_FOUND');
    if (await deps.domainBlocks.isBlocked(parsed.host)) throw new AppError('REMOTE_SERVER_BLOCKED');
    // Whether the server answers at all, asked beside the lookup so a dead server costs no extra wait.
    // Past the deadline the member hears so; the requests go on to their own timeouts and are dropped.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deps.lookupDeadlineMs);
    });
    const answered = await Promise.race([
      Promise.all([
        runtime.lookupActor(address),
        runtime.outbound(() => answers(parsed.host, deps.plainHttp)),
      ]),
      late,
    ]).finally(() => clearTimeout(timer));
    if (answered === null) throw new AppError('REMOTE_SERVER_UNREACHABLE');
    const [actor, reachable] = answered;
    if (actor === null || actor.id === null) {
      throw new AppError(reachable ? 'REMOTE_ACCOUNT_NOT_FOUND' : 'REMOTE_SERVER_UNREACHABLE');
    }
    // Members of this server are followed here, not through ActivityPub.
    if (actor.id.origin === ourOrigin) throw new AppError('REMOTE_ACCOUNT_NOT_FOUND');
    // The account may live on another server than its address names (WebFinger may point elsewhere).
    if (await deps.domainBlocks.isBlockedUrl(actor.id.href)) throw new AppError('REMOTE_SERVER_BLOCKED');
    return actor;
  };

  const contextOf = (runtime: FederationRuntime): Context<void> =>
    runtime.federation.createContext(new URL(deps.publicUrl), undefined);

  return {
    async lookup(userId: string, address: string): Promise<RemoteAccount> {
      return (await this.resolve(userId, address)).account;
    },

    /** The account as `lookup` answers it, with its actor as fetched (the profile reads its outbox). */
    async resolve(userId: string, address: string): Promise<{ actor: Actor; account: RemoteAccount }> {
      const runtime = runtimeOrFail();
      const actor = await findActor(runtime, address);
      const account = await accountOf(runtime, contextOf(runtime), actor);
      // Kept as fetched: its picture is served by actor (avatar), and a follow refreshes it.
      const row = remoteActorRow(actor, now());
      if (row !== null) await deps.remoteFollows.keepActor({ ...row, icon_url: account.avatarUrl });
      return { actor, account: present(account, await deps.remoteFollows.stateOf(userId, account.actorUrl)) };
    },

    /** The member's follow of an actor and their block of it, as the account's card shows them. */
    stateOf(userId: string, actorUrl: string): Promise<Pick<RemoteAccount, 'follow' | 'blocked'>> {
      return deps.remoteFollows.stateOf(userId, actorUrl);
    },

    /**
     * The picture of a remote account this server knows, fetched under the
     * outbound guard, an image of a known type within the size and time
     * limits; undefined otherwise (the web app shows its initial).
     */
    async avatar(actorId: string): Promise<{ type: string; bytes: Buffer } | undefined> {
      const runtime = deps.runtime();
      if (runtime === null) return undefined;
      const iconUrl = await deps.remoteFollows.iconOf(actorId);
      if (iconUrl === undefined) return undefined;
      return runtime.outbound(() => fetchImage(iconUrl));
    },

    /** Follows the account; following it again sends nothing new. */
    async follow(requester: Requester, address: string): Promise<RemoteAccount> {
      const runtime = runtimeOrFail();
      const handle = await handleOf(requester.userId);
      const actor = await findActor(runtime, address);
      const ctx = contextOf(runtime);
      const account = await accountOf(runtime, ctx, actor);
      const row = remoteActorRow(actor, now());
      if (row === null) throw new AppError('REMOTE_ACCOUNT_NOT_FOUND');
      await deps.remoteFollows.keepActor({ ...row, icon_url: account.avatarUrl });
      // An account the member blocked is not followed: unblocking comes first.
      const before = await deps.remoteFollows.stateOf(requester.userId, row.id);
      if (before.blocked) return present(account, before);
      const ownUri = ctx.getActorUri(handle);
      const followId = new URL(`${ownUri.href}#follows/${randomUUID()}`);
      if (await deps.remoteFollows.add(requester.userId, row.id, followId.href, now())) {
        // Enqueued: the delivery, and any wait on a slow server, is the queue's, not this request's.
        await runtime.outbound(() =>
          ctx.sendActivity(
            { identifier: handle },
            actor,
            new Follow({ id: followId, actor: ownUri, object: actor.id }),
          ),
        );
        await deps.onChange(requester);
      }
      return present(account, await deps.remoteFollows.stateOf(requester.userId, row.id));
    },

    /** Stops following the actor (its URI); unfollowing one not followed succeeds too. */
    async unfollow(requester: Requester, actorUrl: string): Promise<void> {
      const runtime = deps.runtime();
      const removed = await deps.remoteFollows.remove(requester.userId, actorUrl);
      if (removed === undefined) return;
      await deps.onChange(requester);
      // Federation turned off since: the follow is forgotten here, and nothing can be sent.
      if (runtime === null) return;
      const member = await deps.users.federatingHandleOf(requester.userId);
      if (member === undefined || member.suspended) return;
      const ctx = contextOf(runtime);
      const ownUri = ctx.getActorUri(member.handle);
      const follow = new Follow({
        id: new URL(removed.followId),
        actor: ownUri,
        object: new URL(removed.actorId),
      });
      await runtime.outbound(() =>
        ctx.sendActivity(
          { identifier: member.handle },
          {
            id: new URL(removed.actorId),
            inboxId: new URL(removed.inbox),
            endpoints: { sharedInbox: removed.sharedInbox === null ? null : new URL(removed.sharedInbox) },
          },
          new Undo({ id: new URL(`${ownUri.href}#undo/${randomUUID()}`), actor: ownUri, object: follow }),
        ),
      );
    },
  };
}

/** The account as the API answers it: its picture through this server. */
const present = (
  account: Omit<RemoteAccount, 'follow' | 'blocked'>,
  { follow, blocked }: Pick<RemoteAccount, 'follow' | 'blocked'>,
): RemoteAccount => ({
  ...account,
  avatarUrl: account.avatarUrl === null ? null : remoteAvatarPath(account.actorUrl),
  follow,
  blocked,
});

export type RemoteFollowsService = ReturnType<typeof createRemoteFollowsService>;

/** The account as the web app shows it; its follow state is the caller's to add. */
async function accountOf(
  runtime: FederationRuntime,
  ctx: Context<void>,
  actor: Actor,
): Promise<Omit<RemoteAccount, 'follow' | 'blocked'>> {
  const username = actor.preferredUsername?.toString() ?? actor.id?.pathname.split('/').pop() ?? '';
  const address = `@${username}@${actor.id?.host ?? ''}`;
  const icon = await runtime.outbound(() => actor.getIcon(ctx)).catch(() => null);
  return {
    actorUrl: actor.id?.href ?? '',
    address,
    name: actor.name?.toString().trim() || username,
    avatarUrl: icon instanceof Image ? webAddressOf(icon.url) : null,
    summary: plainText(actor.summary?.toString() ?? null),
  };
}

/** An image's address when it is http(s); anything else (data:, javascript:) is not shown. */
function webAddressOf(url: URL | Link | null): string | null {
  const href = url instanceof Link ? url.href : url;
  return href !== null && (href.protocol === 'https:' || href.protocol === 'http:') ? href.href : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A profile's HTML (Mastodon's) as plain text: the web app shows it as text, never as HTML. */
export function plainText(html: string | null): string | null {
  if (html === null) return null;
  const text = html
    .replace(/<br\s*\/?>|<\/p>\s*<p[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return safeCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .trim();
  if (text === '') return null;
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

const safeCodePoint = (code: number) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';

/** Whether the server at `host` answers HTTP at all (any status), over https, or http where allowed. */
async function answers(host: string, plainHttp: boolean): Promise<boolean> {
  const ask = async (scheme: string) => {
    try {
      const response = await fetch(`${scheme}://${host}/.well-known/nodeinfo`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return true;
    } catch {
      return false;
    }
  };
  const tries = [ask('https'), ...(plainHttp ? [ask('http')] : [])];
  return (await Promise.all(tries)).some(Boolean);
}
