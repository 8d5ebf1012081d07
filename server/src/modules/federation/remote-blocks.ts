import { randomUUID } from 'node:crypto';
import type { Context } from '@fedify/fedify';
import { Block, Follow, type Recipient, Reject, Undo } from '@fedify/vocab';
import type { KnownServerList, RemoteBlockList } from '@surcos/contracts/remote-blocks';
import { REMOTE_BLOCKS_MAX } from '@surcos/contracts/remote-blocks';
import type { Actor as Requester } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { texts } from '../../lib/texts.ts';
import { isoTime } from '../albums/albums.presenter.ts';
import type { AdminRepository } from '../admin/admin.repository.ts';
import type { AdminActor } from '../admin/admin.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { DomainBlocks } from './domain-blocks.ts';
import type { FederationRuntime } from './federation-runtime.ts';
import type { ActorInbox, EndedFollows, RemoteBlocksRepository } from './remote-blocks.repository.ts';

export interface RemoteBlocksDeps {
  users: Pick<UsersRepository, 'federatingHandleOf'>;
  blocks: RemoteBlocksRepository;
  domainBlocks: DomainBlocks;
  admin: AdminRepository;
  runtime: () => FederationRuntime | null;
  publicUrl: string;
  /** The member's lists and counts changed. */
  onChange: (requester: Requester) => Promise<void>;
  /** A server was blocked or unblocked: the admins' other tabs refresh their lists. */
  onServersChange: (actor: Requester) => Promise<void>;
  now?: () => number;
}

const recipientOf = (actor: ActorInbox): Recipient => ({
  id: new URL(actor.actorId),
  inboxId: new URL(actor.inbox),
  endpoints: { sharedInbox: actor.sharedInbox === null ? null : new URL(actor.sharedInbox) },
});

/**
 * Blocks across servers (decision 060): a member's block of a remote account
 * sends `Block` (Mastodon's shape) and ends the follows both ways, telling the
 * other server so (`Undo(Follow)` for the member's, `Reject(Follow)` for
 * theirs, as Mastodon does when it removes a follower); an unblock sends
 * `Undo(Block)`. Everything is sent through Fedify's queue, never in the
 * member's request. An admin's block of a server cuts every follow with it.
 */
export function createRemoteBlocksService(deps: RemoteBlocksDeps) {
  const now = deps.now ?? Date.now;
  const contextOf = (runtime: FederationRuntime): Context<void> =>
    runtime.federation.createContext(new URL(deps.publicUrl), undefined);

  /** The member's handle; null while suspended (their actor does not exist then, nothing is sent). */
  const handleOf = async (userId: string): Promise<string | null> => {
    const member = await deps.users.federatingHandleOf(userId);
    if (member === undefined) throw new AppError('UNAUTHENTICATED');
    return member.suspended ? null : member.handle;
  };

  /** Sends the activities `make` builds, each to the actor, through the queue; nothing without federation. */
  const send = async (
    userId: string,
    actor: ActorInbox,
    make: (ownUri: URL) => Array<Block | Undo | Reject>,
  ): Promise<void> => {
    const runtime = deps.runtime();
    if (runtime === null || (await deps.domainBlocks.isBlockedUrl(actor.actorId))) return;
    const handle = await handleOf(userId);
    if (handle === null) return;
    const ctx = contextOf(runtime);
    const ownUri = ctx.getActorUri(handle);
    for (const activity of make(ownUri)) {
      await runtime.outbound(() => ctx.sendActivity({ identifier: handle }, recipientOf(actor), activity));
    }
  };

  /** The activities telling the actor that the follows between them ended. */
  const endings = (ownUri: URL, actorId: string, ended: EndedFollows): Array<Undo | Reject> => [
    ...(ended.following === null
      ? []
      : [
          new Undo({
            id: new URL(`${ownUri.href}#undo/${randomUUID()}`),
            actor: ownUri,
            object: new Follow({
              id: new URL(ended.following.followId),
              actor: ownUri,
              object: new URL(actorId),
            }),
          }),
        ]),
    ...(ended.follower === null
      ? []
      : [
          new Reject({
            id: new URL(`${ownUri.href}#rejects/${randomUUID()}`),
            actor: ownUri,
            object: new Follow({
              id: new URL(ended.follower.followId),
              actor: new URL(actorId),
              object: ownUri,
            }),
          }),
        ]),
  ];

  return {
    /** Blocks a remote account this server knows (looked up, or in the lists); blocking again sends nothing. */
    async block(requester: Requester, actorId: string): Promise<void> {
      const actor = await deps.blocks.actorInbox(actorId);
      if (actor === undefined) throw new AppError('REMOTE_ACCOUNT_NOT_FOUND');
      const handle = await handleOf(requester.userId);
      if (handle === null) throw new AppError('ACCOUNT_SUSPENDED');
      // The member's actor URI (FEDERATION_PATHS.actor), known without the federation running.
      const ownUri = new URL(`/users/${encodeURIComponent(handle)}`, deps.publicUrl);
      const blockId = `${ownUri.href}#blocks/${randomUUID()}`;
      const ended = await deps.blocks.block(requester.userId, actorId, blockId, now());
      if (ended === null) return;
      await deps.onChange(requester);
      await send(requester.userId, actor, (ownUri) => [
        ...endings(ownUri, actorId, ended),
        new Block({ id: new URL(blockId), actor: ownUri, object: new URL(actorId) }),
      ]);
    },

    /** Ends the block (unblocking one not blocked succeeds too); the follows it ended stay ended. */
    async unblock(requester: Requester, actorId: string): Promise<void> {
      const blockId = await deps.blocks.unblock(requester.userId, actorId);
      if (blockId === undefined) return;
      await deps.onChange(requester);
      const actor = await deps.blocks.actorInbox(actorId);
      if (actor === undefined) return;
      await send(requester.userId, actor, (ownUri) => [
        new Undo({
          id: new URL(`${ownUri.href}#undo/${randomUUID()}`),
          actor: ownUri,
          object: new Block({ id: new URL(blockId), actor: ownUri, object: new URL(actorId) }),
        }),
      ]);
    },

    async list(userId: string): Promise<RemoteBlockList> {
      const rows = await deps.blocks.list(userId, REMOTE_BLOCKS_MAX);
      return {
        items: rows.map((row) => ({
          actorUrl: row.actorId,
          address: `@${row.handle}`,
          name: row.name?.trim() || row.handle.split('@')[0]!,
          since: isoTime(row.createdAt),
        })),
      };
    },

    async knownServers(): Promise<KnownServerList> {
      const rows = await deps.blocks.knownServers();
      return {
        items: rows.map((row) => ({
          host: row.host,
          actors: row.actors,
          followers: row.followers,
          follows: row.follows,
          lastSeenAt: row.lastSeenAt === null ? null : isoTime(row.lastSeenAt),
          blocked:
            row.blocked === null ? null : { reason: row.blocked.reason, since: isoTime(row.blocked.since) },
        })),
      };
    },

    /** An admin blocks a server: its follows end, with the audit entry, in one transaction. */
    async blockDomain(actor: AdminActor, host: string, reason: string | null): Promise<void> {
      if (host === new URL(deps.publicUrl).host)
        throw new AppError('VALIDATION_FAILED', texts.remote.hostInvalid);
      const changed = await deps.admin.transaction(async (trx) => {
        const isNew = await deps.blocks.blockDomain(trx, host, reason, now());
        if (!isNew) return false;
        await deps.admin.audit(trx, {
          actorId: actor.userId,
          actorLabel: actor.name,
          action: 'domain.block',
          target: { kind: 'domain', id: host, label: host },
          now: now(),
        });
        return true;
      });
      deps.domainBlocks.forget();
      if (changed) await deps.onServersChange(actor);
    },

    async unblockDomain(actor: AdminActor, host: string): Promise<void> {
      const changed = await deps.admin.transaction(async (trx) => {
        if (!(await deps.blocks.unblockDomain(trx, host))) return false;
        await deps.admin.audit(trx, {
          actorId: actor.userId,
          actorLabel: actor.name,
          action: 'domain.unblock',
          target: { kind: 'domain', id: host, label: host },
          now: now(),
        });
        return true;
      });
      deps.domainBlocks.forget();
      if (changed) await deps.onServersChange(actor);
    },
  };
}

export type RemoteBlocksService = ReturnType<typeof createRemoteBlocksService>;
