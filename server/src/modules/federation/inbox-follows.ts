import { randomUUID } from 'node:crypto';
import type { InboxContext, InboxListenerSetters } from '@fedify/fedify';
import { Accept, type Actor, Follow, Image, isActor, Link, Reject, Undo } from '@fedify/vocab';
import type { RemoteActorRow, RemoteActorsRepository } from './remote-actors.repository.ts';

export interface FollowListenerDeps {
  remoteActors: RemoteActorsRepository;
  /** The member a local actor's identifier names, if they may have an actor. */
  memberOf: (identifier: string) => Promise<{ id: string; handle: string } | null>;
  now: () => number;
  /** Whether the member blocked the actor: their Follow is answered with Reject (remote-blocks.ts). */
  refuses: (userId: string, actorId: string) => Promise<boolean>;
  /** The actor (kept in `remote_actor`) newly follows the member: they are told, as of a follower here. */
  onFollowed?: (actorId: string, userId: string) => Promise<void>;
}

/**
 * Follows from other servers: a `Follow` of a member is kept and answered
 * with `Accept` (members approve no followers by hand; one from an account the member blocked, with `Reject`), an `Undo` of it by its
 * own actor ends it. Fedify has already verified the signature, and that the
 * signer is the activity's actor, before these run.
 */
export function listenToFollows(inbox: InboxListenerSetters<void>, deps: FollowListenerDeps): void {
  /** The member a local actor URI names, with their identifier. */
  const followedMember = async (ctx: InboxContext<void>, object: URL | null) => {
    if (object === null) return null;
    const parsed = ctx.parseUri(object);
    if (parsed?.type !== 'actor') return null;
    const member = await deps.memberOf(parsed.identifier);
    return member === null || member.handle !== parsed.identifier
      ? null
      : { ...member, identifier: parsed.identifier };
  };

  inbox
    .on(Follow, async (ctx, follow) => {
      if (follow.id === null || follow.actorId === null) return;
      const member = await followedMember(ctx, follow.objectId);
      if (member === null) return;
      const follower = await follow.getActor(ctx);
      if (!isActor(follower) || follower.id === null || follower.id.href !== follow.actorId.href) return;
      const found = remoteActorRow(follower, deps.now());
      if (found === null) return;
      // Its picture, for the member's notification and Seguidores (an embedded icon costs no request).
      const icon = await follower.getIcon(ctx).catch(() => null);
      const row = { ...found, icon_url: icon instanceof Image ? webAddressOf(icon.url) : null };
      const actorUri = ctx.getActorUri(member.identifier);
      if (await deps.refuses(member.id, follower.id.href)) {
        await ctx.sendActivity(
          { identifier: member.identifier },
          follower,
          new Reject({ id: new URL(`#reject/${randomUUID()}`, actorUri), actor: actorUri, object: follow }),
        );
        return;
      }
      const isNew = await deps.remoteActors.addFollower(member.id, row, follow.id.href, deps.now());
      if (isNew) await deps.onFollowed?.(row.id, member.id);
      await ctx.sendActivity(
        { identifier: member.identifier },
        follower,
        new Accept({ id: new URL(`#accept/${randomUUID()}`, actorUri), actor: actorUri, object: follow }),
      );
    })
    .on(Undo, async (ctx, undo) => {
      if (undo.actorId === null) return;
      const object = await undo.getObject(ctx);
      // Only who followed may undo the follow.
      if (!(object instanceof Follow) || object.actorId?.href !== undo.actorId.href) return;
      const member = await followedMember(ctx, object.objectId);
      if (member === null) return;
      await deps.remoteActors.removeFollower(member.id, undo.actorId.href);
    });
}

/** What Surcos keeps of a remote actor; null when it has no inbox to answer. */
export function remoteActorRow(actor: Actor, now: number): RemoteActorRow | null {
  if (actor.id === null || actor.inboxId === null) return null;
  const username = actor.preferredUsername?.toString() ?? actor.id.pathname.split('/').pop() ?? '';
  const url = actor.url instanceof Link ? (actor.url.href?.href ?? null) : (actor.url?.href ?? null);
  return {
    id: actor.id.href,
    handle: `${username}@${actor.id.host}`,
    inbox: actor.inboxId.href,
    shared_inbox: actor.endpoints?.sharedInbox?.href ?? null,
    name: actor.name?.toString() ?? null,
    url,
    icon_url: null,
    fetched_at: now,
  };
}

/** An image's address when it is http(s); anything else (data:, javascript:) is not kept. */
const webAddressOf = (url: URL | Link | null): string | null => {
  const href = url instanceof Link ? url.href : url;
  return href !== null && (href.protocol === 'https:' || href.protocol === 'http:') ? href.href : null;
};
