import type { Context, InboxContext, InboxListenerSetters } from '@fedify/fedify';
import {
  Create,
  Document,
  Image,
  Link,
  Note,
  type Object as APObject,
  PUBLIC_COLLECTION,
  Update,
} from '@fedify/vocab';
import { holdingsChangeTold } from './inbox-holdings.ts';
import type { RemotePostRow, RemotePostsRepository } from './remote-posts.repository.ts';

/** The longest text kept of a post (Mastodon's own limit is 500 characters; other servers allow more). */
export const REMOTE_POST_TEXT_MAX = 5000;
/** Longest content warning kept, in characters (Mastodon allows 500 for the whole post). */
const CONTENT_WARNING_MAX = 500;
/** The longest address kept (a post's link, its image). */
const URL_MAX = 2048;

export interface PostListenerDeps {
  posts: RemotePostsRepository;
  /** A post arrived for these members (their feed has news), or one they see changed. */
  onArrived?: (userIds: readonly string[]) => Promise<void>;
  onChanged?: (userIds: readonly string[]) => Promise<void>;
  now: () => number;
  /** A followed actor posted or withdrew a post: an album added or removed changes its holdings. */
  onHolderActivity?: (actorId: string) => Promise<void>;
}

/**
 * Posts of accounts members follow on other servers (docs/decisions/059):
 * a `Create(Note)` from an actor some member follows (accepted) is kept, as
 * plain text; from anyone else it is ignored. An `Update(Note)` rewrites a
 * kept post, and one of the actor's `haves` or `wants` asks for their fetch
 * (inbox-holdings.ts). Fedify has verified the signature, and that the signer is the
 * activity's actor, before these run; the Note must be the actor's own.
 * Deletes are heard in inbox-deletes.ts (one listener per type), which
 * calls `removePost` below.
 */
export function listenToPosts(inbox: InboxListenerSetters<void>, deps: PostListenerDeps): void {
  inbox
    .on(Create, async (ctx, create) => {
      const actorId = create.actorId?.href;
      if (actorId === undefined) return;
      const followers = await deps.posts.followersOf(actorId);
      if (followers.length === 0) return;
      await deps.onHolderActivity?.(actorId);
      const note = await ownNote(ctx, actorId, await create.getObject(ctx));
      if (note === null) return;
      const now = deps.now();
      const published = publishedOf(note);
      const added = await deps.posts.add({
        id: note.id!.href,
        actor_id: actorId,
        ...(await partsOf(ctx, note)),
        published_at: published,
        received_at: now,
        // A post dated in the future would stay on top of every feed: it takes its arrival's place.
        at: published === null ? now : Math.min(published, now),
      });
      if (added) await deps.onArrived?.(followers);
    })
    .on(Update, async (ctx, update) => {
      const actorId = update.actorId?.href;
      if (actorId === undefined) return;
      // An Update of the actor's `haves` or `wants` (decision 066), told by the collection's id.
      if (await holdingsChangeTold(ctx, update, update.objectId, deps)) return;
      const note = await ownNote(ctx, actorId, await update.getObject(ctx));
      if (note === null) return;
      if (await deps.posts.replace(note.id!.href, actorId, await partsOf(ctx, note))) {
        await deps.onChanged?.(await deps.posts.followersOf(actorId));
      }
    });
}

/** A Delete of a post by its actor (inbox-deletes.ts): the post goes from the feeds that showed it. */
export async function removePost(deps: PostListenerDeps, actorId: string, objectId: string): Promise<void> {
  const removed = await deps.posts.remove(objectId, actorId);
  const followers = await deps.posts.followersOf(actorId);
  if (removed) await deps.onChanged?.(followers);
  // A post deleted (kept or not: an album removed) may be a holding gone.
  if (followers.length > 0) await deps.onHolderActivity?.(actorId);
}

/**
 * The object when it is a Note of the actor's, meant for their followers or
 * everyone (a direct message never enters a feed), with an id on the
 * actor's server; else null.
 */
async function ownNote(ctx: InboxContext<void>, actorId: string, object: unknown): Promise<Note | null> {
  if (!(object instanceof Note) || object.id === null) return null;
  if (object.attributionId?.href !== actorId) return null;
  if (object.id.origin !== new URL(actorId).origin || object.id.href.length > URL_MAX) return null;
  const audience = [...object.toIds, ...object.ccIds].map((url) => url.href);
  if (audience.includes(PUBLIC_COLLECTION.href)) return object;
  const actor = await object.getAttribution(ctx);
  const followers = actor?.followersId?.href;
  return followers !== undefined && audience.includes(followers) ? object : null;
}

/** When the Note says it was published, in epoch milliseconds, if it says so and it is a real time. */
function publishedOf(note: Note): number | null {
  // Fedify's types name Temporal.Instant, which this TypeScript does not know yet.
  const published = note.published as { epochMilliseconds: number } | null;
  const at = published?.epochMilliseconds;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** What is kept of a Note: its text, warning, link and first image (the remote profile reads them so too). */
export async function partsOf(
  ctx: Context<void>,
  note: Note,
): Promise<Pick<RemotePostRow, 'content' | 'content_warning' | 'url' | 'image_url'>> {
  const html = note.content?.toString() ?? '';
  const url = hrefOf(note.url) ?? note.id?.href ?? null;
  return {
    content: postText(html),
    content_warning: contentWarningOf(note),
    url: keptUrl(url),
    image_url: keptUrl(await firstImage(ctx, note)),
  };
}

/**
 * The warning a post asks to be folded behind, as Mastodon writes it: its
 * `summary` (plain text, short), or '' when it is only marked `sensitive`;
 * null when it asks for none.
 */
export function contentWarningOf(note: Note): string | null {
  const summary = postText(note.summary?.toString() ?? '').slice(0, CONTENT_WARNING_MAX);
  if (summary !== '') return summary;
  return note.sensitive === true ? '' : null;
}

/** The first attachment that is an image, by its address. */
async function firstImage(ctx: Context<void>, note: Note): Promise<string | null> {
  let seen = 0;
  for await (const attachment of note.getAttachments(ctx)) {
    if (++seen > 4) break;
    if (attachment instanceof Image || attachment instanceof Document) {
      const kind = (attachment as APObject & { mediaType: string | null }).mediaType;
      if (attachment instanceof Document && !kind?.startsWith('image/')) continue;
      const href = hrefOf(attachment.url);
      if (href !== null) return href;
    }
  }
  return null;
}

const hrefOf = (url: URL | Link | null): string | null =>
  url instanceof Link ? (url.href?.href ?? null) : (url?.href ?? null);

/** An http(s) address short enough to keep; else nothing. */
function keptUrl(url: string | null): string | null {
  if (url === null || url.length > URL_MAX) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const codePoint = (code: number) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';

/**
 * A post's HTML as plain text: paragraphs and line breaks as new lines,
 * scripts and styles with their contents gone, every other tag dropped,
 * entities decoded once (so `&lt;script&gt;` is text, shown as text). What is
 * served is this text only; the page escapes it like any other.
 */
export function postText(html: string): string {
  const text = html
    .slice(0, REMOTE_POST_TEXT_MAX * 4)
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<br\s*\/?>|<\/p\s*>\s*<p\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name[0] === '#') {
        const hex = name[1] === 'x' || name[1] === 'X';
        return codePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > REMOTE_POST_TEXT_MAX ? `${text.slice(0, REMOTE_POST_TEXT_MAX - 1)}…` : text;
}
