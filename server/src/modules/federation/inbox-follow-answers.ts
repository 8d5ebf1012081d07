import type { InboxContext, InboxListenerSetters } from '@fedify/fedify';
import { Accept, Follow, Reject } from '@fedify/vocab';
import type { RemoteFollowsRepository } from './remote-follows.repository.ts';

export interface FollowAnswerDeps {
  remoteFollows: RemoteFollowsRepository;
  /** The member a local actor's identifier names, if they may have an actor. */
  memberOf: (identifier: string) => Promise<{ id: string; handle: string } | null>;
  /** A member's follow was accepted or refused: their lists changed. */
  onAnswered?: (userId: string) => Promise<void>;
  /** The actor accepted a member's follow: what it holds is to be fetched (decision 061). */
  onAccepted?: (actorId: string) => Promise<void>;
}

/**
 * The answers to members' follows: `Accept(Follow)` marks it accepted,
 * `Reject(Follow)` removes it (Mastodon also sends one when it removes a
 * follower later). As Mastodon sends them, the object is the Follow embedded
 * with its id, or only its id; an answer counts only from the actor followed
 * (Fedify has verified that the signer is the activity's actor).
 */
export function listenToFollowAnswers(inbox: InboxListenerSetters<void>, deps: FollowAnswerDeps): void {
  /** The member's follow the answer names: by the Follow's id, else by its actor and object. */
  const followOf = async (
    ctx: InboxContext<void>,
    answer: Accept | Reject,
  ): Promise<{ followId: string; actorId: string } | null> => {
    const actorId = answer.actorId?.href;
    if (actorId === undefined) return null;
    const objectId = answer.objectId;
    if (objectId !== null) return { followId: objectId.href, actorId };
    // An embedded Follow without an id: the member who sent it, and whom it followed.
    const follow = await answer.getObject({ ...ctx, crossOrigin: 'trust' }).catch(() => null);
    if (!(follow instanceof Follow) || follow.actorId === null || follow.objectId?.href !== actorId)
      return null;
    const parsed = ctx.parseUri(follow.actorId);
    if (parsed?.type !== 'actor') return null;
    const member = await deps.memberOf(parsed.identifier);
    if (member === null) return null;
    const followId = await deps.remoteFollows.followIdOf(member.id, actorId);
    return followId === undefined ? null : { followId, actorId };
  };

  const userOf = (ctx: InboxContext<void>, followId: string) => {
    const parsed = ctx.parseUri(new URL(followId));
    return parsed?.type === 'actor' ? deps.memberOf(parsed.identifier) : Promise.resolve(null);
  };

  inbox
    .on(Accept, async (ctx, accept) => {
      const follow = await followOf(ctx, accept);
      if (follow === null) return;
      if (await deps.remoteFollows.accept(follow.followId, follow.actorId)) {
        await deps.onAccepted?.(follow.actorId);
        const member = await userOf(ctx, follow.followId);
        if (member !== null) await deps.onAnswered?.(member.id);
      }
    })
    .on(Reject, async (ctx, reject) => {
      const follow = await followOf(ctx, reject);
      if (follow === null) return;
      if (await deps.remoteFollows.reject(follow.followId, follow.actorId)) {
        const member = await userOf(ctx, follow.followId);
        if (member !== null) await deps.onAnswered?.(member.id);
      }
    });
}
