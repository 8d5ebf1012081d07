import type { Context } from '@fedify/fedify';
import {
  type Actor,
  isActor,
  Collection,
  CollectionPage,
  Create,
  Link,
  Note,
  type Object as APObject,
  OrderedCollection,
  OrderedCollectionPage,
  PUBLIC_COLLECTION,
} from '@fedify/vocab';
import type { RemoteActivity } from '@surcos/contracts/remote-profiles';
import { partsOf } from './inbox-posts.ts';
import type { RemotePostsRepository } from './remote-posts.repository.ts';

/** Most posts read of one outbox page (Mastodon and Surcos send 20). */
const PAGE_MAX = 40;

/** A post as read from an outbox; its image is the other server's address (the caller serves it). */
export type Read = Omit<RemoteActivity, 'imageUrl'> & { imageUrl: string | null };

/**
 * One page of the actor's outbox: the first (the collection's `first`, or
 * its own items when it is not paged) or the one at `pageUrl`. Only public
 * Notes of the actor's own, from its server, are read; a boost or a reply to
 * someone's followers is not.
 */
export async function outboxPage(
  ctx: Context<void>,
  actor: Actor,
  pageUrl: URL | null,
): Promise<{ items: Read[]; next: string | null }> {
  const actorId = actor.id!;
  let page: APObject | null;
  if (pageUrl === null) {
    const outbox = await actor.getOutbox(ctx);
    if (outbox === null) throw new Error('no outbox');
    page =
      outbox instanceof OrderedCollection && outbox.firstId !== null ? await outbox.getFirst(ctx) : outbox;
  } else {
    page = await ctx.lookupObject(pageUrl.href);
  }
  if (!(page instanceof Collection)) throw new Error('no outbox page');
  const items: Read[] = [];
  let seen = 0;
  for await (const item of page.getItems(ctx)) {
    if (++seen > PAGE_MAX) break;
    if (!(item instanceof Create) || item.actorId?.href !== actorId.href) continue;
    const note = await item.getObject(ctx);
    if (!(note instanceof Note) || note.id === null || note.id.origin !== actorId.origin) continue;
    if (note.attributionId?.href !== actorId.href) continue;
    if (!note.toIds.some((to) => to.href === PUBLIC_COLLECTION.href)) continue;
    const parts = await partsOf(ctx, note);
    const url = parts.url ?? null;
    const published = (note.published as { epochMilliseconds: number } | null)?.epochMilliseconds;
    items.push({
      id: note.id.href,
      kind: kindOf(note, url, actorId),
      text: parts.content,
      contentWarning: parts.content_warning ?? null,
      url,
      imageUrl: parts.image_url ?? null,
      at:
        typeof published === 'number' && Number.isFinite(published)
          ? new Date(published).toISOString()
          : null,
    });
  }
  const next = page instanceof OrderedCollectionPage || page instanceof CollectionPage ? page.nextId : null;
  return { items, next: next !== null && next.origin === actorId.origin ? next.href : null };
}

/**
 * What a Surcos post tells (decision 058): a published collection links its
 * albums as an ActivityPub collection; an added album links to its page on
 * the actor's server. Anything else is a post.
 */
function kindOf(note: Note, url: string | null, actorId: URL): RemoteActivity['kind'] {
  const albums = note.urls.some(
    (link) => link instanceof Link && link.mediaType === 'application/activity+json',
  );
  if (albums) return 'collection';
  if (url !== null) {
    const page = new URL(url);
    if (page.origin === actorId.origin && page.pathname.startsWith('/album/')) return 'album';
  }
  return 'post';
}

/** Most posts kept from an account's outbox when a member's follow of it is accepted. */
const BACKFILL_MAX = 20;

export interface BackfillDeps {
  posts: Pick<RemotePostsRepository, 'add' | 'followersOf'>;
  now: () => number;
  /** Posts were added to these members' feeds (each at its own time, not as news). */
  onChanged?: (userIds: readonly string[]) => Promise<void>;
}

/**
 * A member's follow of an account was accepted: its latest public posts (one
 * outbox page) are kept for the feed as if they had arrived, each at its own
 * published time, so the feed does not start empty. A post without a date is
 * left out (it would sort as new); one kept already stays as it is. Runs in the
 * inbox's queue, never in a member's request; a server that does not answer
 * leaves the feed as it was.
 */
export async function backfillPosts(ctx: Context<void>, actorId: string, deps: BackfillDeps): Promise<void> {
  const actor = await ctx.lookupObject(actorId).catch(() => null);
  if (!isActor(actor) || actor.id?.href !== actorId) return;
  const page = await outboxPage(ctx, actor, null).catch(() => null);
  if (page === null) return;
  let added = false;
  for (const item of page.items.slice(0, BACKFILL_MAX)) {
    if (item.at === null) continue;
    const published = Date.parse(item.at);
    const now = deps.now();
    const kept = await deps.posts.add({
      id: item.id,
      actor_id: actorId,
      content: item.text,
      content_warning: item.contentWarning,
      url: item.url,
      image_url: item.imageUrl,
      published_at: published,
      received_at: now,
      at: Math.min(published, now),
    });
    added ||= kept;
  }
  if (added) await deps.onChanged?.(await deps.posts.followersOf(actorId));
}
