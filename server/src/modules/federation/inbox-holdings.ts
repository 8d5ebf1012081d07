import type { InboxContext, InboxListenerSetters } from '@fedify/fedify';
import { type Activity, Add, isActor, Remove } from '@fedify/vocab';
import { heldStreamsOf, HOLDINGS_PATHS } from './holdings.ts';
import type { RemotePostsRepository } from './remote-posts.repository.ts';

export interface HoldingsListenerDeps {
  /** The members here following the actor (accepted): nobody, and nothing is fetched. */
  posts: Pick<RemotePostsRepository, 'followersOf'>;
  /** The actor's holdings may have changed: fetch them again soon (debounced). */
  onHolderActivity?: (actorId: string) => Promise<void>;
}

/**
 * Whether `collectionId` is the `haves` or `wants` of the activity's own actor
 * (docs/decisions/066-wishlist-changes-across-servers.md); when it is, and
 * members here follow the actor, its holdings are fetched again soon. Fedify
 * has verified the signature, and that the signer is the activity's actor;
 * the collection must be one the actor names among its `streams`, on its own
 * origin. Nothing of the activity's object is kept: the fetch reads the
 * collections, so a forged release plants nothing.
 */
export async function holdingsChangeTold(
  ctx: InboxContext<void>,
  activity: Activity,
  collectionId: URL | null,
  deps: HoldingsListenerDeps,
): Promise<boolean> {
  const actorId = activity.actorId;
  if (actorId === null || collectionId === null || collectionId.origin !== actorId.origin) return false;
  // A Note's Update, or any other target, is told apart without reading the actor.
  const names = Object.keys(HOLDINGS_PATHS);
  if (!names.some((name) => collectionId.pathname.endsWith(`/${name}`))) return false;
  if ((await deps.posts.followersOf(actorId.href)).length === 0) return false;
  // The actor as its server serves it (through Fedify's cache of remote documents).
  const actor = await activity.getActor(ctx).catch(() => null);
  if (!isActor(actor) || actor.id?.href !== actorId.href) return false;
  const own = [...heldStreamsOf(actor, actorId.href).values()];
  if (!own.some((stream) => stream.href === collectionId.href)) return false;
  await deps.onHolderActivity?.(actorId.href);
  return true;
}

/**
 * `Add` and `Remove` of a release to or from the actor's own `wants` or
 * `haves` (the target): a Surcos telling its followers of a wishlist change.
 * Any other target (Mastodon's pinned posts, another actor's collection) is
 * ignored, and Fedify answers 202 as for any activity.
 */
export function listenToHoldings(inbox: InboxListenerSetters<void>, deps: HoldingsListenerDeps): void {
  inbox
    .on(Add, async (ctx, add) => {
      await holdingsChangeTold(ctx, add, add.targetId, deps);
    })
    .on(Remove, async (ctx, remove) => {
      await holdingsChangeTold(ctx, remove, remove.targetId, deps);
    });
}
