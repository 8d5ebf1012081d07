import { randomUUID, type webcrypto } from 'node:crypto';
import type { Context, Federation } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import {
  Create,
  Delete,
  Hashtag,
  Image,
  LanguageString,
  Link,
  Move,
  Note,
  Object as APObject,
  PUBLIC_COLLECTION,
  Tombstone,
  Update,
} from '@fedify/vocab';
import type { FastifyBaseLogger } from 'fastify';
import { type Language, languageOr } from '@surcos/contracts/languages';
import { UNKNOWN } from '@surcos/contracts/album-placeholders';
import { isHandMadeAlbumId } from '@surcos/contracts/hand-made-albums';
import { inLanguage } from '../../lib/language.ts';
import { texts } from '../../lib/texts.ts';
import { albumCoverPath } from '../covers/cover-links.ts';
import type { OutgoingPostsRepository, PostKind, PostRow } from './outgoing-posts.repository.ts';
import type { PostSubjectsRepository } from './post-subjects.repository.ts';
import type { RemoteActorsRepository } from './remote-actors.repository.ts';

/**
 * What a member's public activity sends to their followers on other servers
 * (docs/decisions/058-what-travels.md). The services call it after their
 * writes commit, where they publish the same facts to the feed; with
 * federation off it is `noOutgoingPosts`, and nothing happens.
 */
export interface OutgoingPosts {
  albumAdded: (userId: string, albumId: string) => Promise<void>;
  albumRemoved: (userId: string, albumId: string) => Promise<void>;
  /** A collection became public (made so, or created so). */
  collectionPublished: (userId: string, collectionId: string) => Promise<void>;
  /** A public collection changed (its name, its albums, so its cover): its post is brought up to date. */
  collectionChanged: (userId: string, collectionId: string) => Promise<void>;
  /** A public collection became private, or was deleted. */
  collectionWithdrawn: (userId: string, collectionId: string) => Promise<void>;
  importFinished: (userId: string, importId: string) => Promise<void>;
  /**
   * Called before an account is deleted, while its keys and followers exist:
   * answers the farewell (`Delete` of the actor) to send once the deletion
   * has committed, or null when nobody elsewhere follows the member.
   */
  accountDeleting: (userId: string) => Promise<(() => Promise<void>) | null>;
  /**
   * The member changed their handle: the actor at the former address tells their
   * followers it moved (`Move`, decision 064), so their servers follow the new one.
   */
  handleChanged: (userId: string, formerHandle: string) => Promise<void>;
}

export const noOutgoingPosts: OutgoingPosts = {
  albumAdded: () => Promise.resolve(),
  albumRemoved: () => Promise.resolve(),
  collectionPublished: () => Promise.resolve(),
  collectionChanged: () => Promise.resolve(),
  collectionWithdrawn: () => Promise.resolve(),
  importFinished: () => Promise.resolve(),
  accountDeleting: () => Promise.resolve(null),
  handleChanged: () => Promise.resolve(),
};

/** Where a post and a public collection's albums live (Fedify routes them; plugins/federation.ts bridges). */
export const POST_PATHS = {
  post: '/posts/{id}',
  collectionAlbums: '/collections/{id}/albums',
} as const;

/** Posts per page of a member's outbox. */
export const OUTBOX_PAGE = 20;
/** Albums per page of a collection's albums. */
const COLLECTION_ALBUMS_PAGE = 50;

/** A post's Note as kept (`federated_post.note`): what was sent, so its id answers the same. */
export interface StoredNote {
  /** The Note's HTML. */
  content: string;
  language: Language;
  /** The album's or collection's page on this server. */
  url: string;
  /** The public collection's albums (an `OrderedCollection`), for a published collection. */
  albums: string | null;
  image: { url: string; mediaType: string; name: string } | null;
  hashtags: Array<{ name: string; href: string }>;
}

/** The federation as posts use it: a context to send with, under the outbound policy. */
export interface PostSender {
  federation: Federation<void>;
  outbound: <T>(work: () => T) => T;
}

export interface OutgoingPostsDeps {
  publicUrl: string;
  posts: OutgoingPostsRepository;
  subjects: PostSubjectsRepository;
  remoteActors: RemoteActorsRepository;
  /** The running federation (it starts after the services are made). */
  sender: () => PostSender | null;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** The ActivityPub shapes of the posts, shared by deliveries and the dispatchers. */
export function noteOf(ctx: Context<void>, handle: string, post: PostRow): Note {
  const stored = JSON.parse(post.note) as StoredNote;
  const id = ctx.getObjectUri(Note, { id: post.id });
  const page = new Link({ href: new URL(stored.url), mediaType: 'text/html' });
  return new Note({
    id,
    attribution: ctx.getActorUri(handle),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(handle),
    published: Temporal.Instant.fromEpochMilliseconds(post.createdAt),
    contents: [stored.content, new LanguageString(stored.content, stored.language)],
    // Mastodon shows the text/html link; the collection's albums follow as ActivityPub.
    urls:
      stored.albums === null
        ? [new URL(stored.url)]
        : [page, new Link({ href: new URL(stored.albums), mediaType: 'application/activity+json' })],
    attachments:
      stored.image === null
        ? []
        : [
            new Image({
              url: new URL(stored.image.url),
              mediaType: stored.image.mediaType,
              name: stored.image.name,
            }),
          ],
    tags: stored.hashtags.map((tag) => new Hashtag({ href: new URL(tag.href), name: tag.name })),
  });
}

/**
 * Where a browser opening a post's id goes: the album's or collection's page
 * (its path), or null while the post may not be shown (gone, its author suspended).
 */
export async function postPage(
  posts: Pick<OutgoingPostsRepository, 'find'>,
  subjects: Pick<PostSubjectsRepository, 'member'>,
  id: string,
): Promise<string | null> {
  const post = await posts.find(id);
  if (post === undefined) return null;
  const member = await subjects.member(post.userId);
  if (member === undefined || member.suspendedAt !== null) return null;
  const { pathname, search } = new URL((JSON.parse(post.note) as StoredNote).url);
  return `${pathname}${search}`;
}

/** The Create a post was delivered in; its id is the Note's with a fragment. */
export function createOf(ctx: Context<void>, handle: string, post: PostRow): Create {
  const note = noteOf(ctx, handle, post);
  return new Create({
    id: new URL(`${note.id!.href}#create`),
    actor: ctx.getActorUri(handle),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(handle),
    published: Temporal.Instant.fromEpochMilliseconds(post.createdAt),
    object: note,
  });
}

/** An album of a public collection, as its `OrderedCollection` lists it. */
export function collectionItem(
  publicUrl: string,
  album: { id: string; name: string; artist: string; image: string | null },
): APObject {
  return new APObject({
    url: new URL(`/album/${encodeURIComponent(album.id)}`, publicUrl),
    name: `${album.name} — ${album.artist}`,
    image:
      album.image === null
        ? null
        : new Image({ url: new URL(albumCoverPath(album.id), publicUrl), mediaType: 'image/jpeg' }),
  });
}

export { COLLECTION_ALBUMS_PAGE };

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Discogs' genres, joined with ", " in `album.genre`; one of them has commas of its own. */
const COMMA_GENRE = 'Folk, World, & Country';

/** A genre's hashtag: its words run together ("Funk / Soul" → "FunkSoul"), letters and digits only. */
export function hashtagsOf(genre: string): string[] {
  const found = new Set<string>();
  let rest = genre;
  if (rest.includes(COMMA_GENRE)) {
    found.add('FolkWorldCountry');
    rest = rest.replace(COMMA_GENRE, '');
  }
  for (const part of rest.split(',')) {
    const name = part.trim();
    if (name === '' || name === UNKNOWN) continue;
    const tag = name
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join('');
    if (tag !== '') found.add(tag);
  }
  return [...found];
}

/**
 * What tells followers elsewhere, wrapped so it never fails the write that
 * caused it (committed already): a fault is logged.
 */
export const toldSafely =
  (log: FastifyBaseLogger) =>
  <A extends unknown[]>(what: string, work: (...args: A) => Promise<void>) =>
  async (...args: A): Promise<void> => {
    try {
      await work(...args);
    } catch (error) {
      log.error({ err: error, what }, 'federation: an outgoing activity failed');
    }
  };

/** The member who may send, and the federation to send with: running, the member not suspended. */
export async function senderOf(
  sender: () => PostSender | null,
  subjects: Pick<PostSubjectsRepository, 'member'>,
  userId: string,
) {
  const running = sender();
  if (running === null) return null;
  const member = await subjects.member(userId);
  if (member === undefined || member.suspendedAt !== null) return null;
  return { member, sender: running };
}

/**
 * Surcos' outgoing posts: each kept (`federated_post`) and sent, through
 * Fedify's queue, to the member's followers on other servers. Telling never
 * fails the write that caused it (committed already): a fault is logged.
 */
export function createOutgoingPosts(deps: OutgoingPostsDeps): OutgoingPosts {
  const { publicUrl, posts, subjects, remoteActors, log } = deps;
  const now = deps.now ?? Date.now;
  const absolute = (path: string) => new URL(path, publicUrl).href;

  const safely = toldSafely(log);
  const posterOf = (userId: string) => senderOf(deps.sender, subjects, userId);

  const contextOf = (sender: PostSender) => sender.federation.createContext(new URL(publicUrl), undefined);

  /** Keeps the post and sends it to the member's followers elsewhere, if any. */
  async function publish(
    userId: string,
    kind: PostKind,
    subjectId: string,
    note: (language: Language) => StoredNote | null,
  ) {
    const poster = await posterOf(userId);
    if (poster === null) return;
    const { member, sender } = poster;
    const language = languageOr(member.language);
    const stored = inLanguage(language, () => note(language));
    if (stored === null) return;
    const post: PostRow = {
      id: randomUUID(),
      userId,
      kind,
      subjectId,
      note: JSON.stringify(stored),
      createdAt: now(),
    };
    if (!(await posts.add(post))) return;
    if ((await remoteActors.followerCount(userId)) === 0) return;
    const ctx = contextOf(sender);
    await sender.outbound(() =>
      ctx.sendActivity({ identifier: member.handle }, 'followers', createOf(ctx, member.handle, post), {
        // The request that caused it only enqueues; signing and delivering run in the queue.
        fanout: 'force',
        preferSharedInbox: true,
      }),
    );
  }

  /** Deletes the subject's post, and tells the followers who got it. */
  async function withdraw(userId: string, kind: PostKind, subjectId: string) {
    const post = await posts.removeFor(userId, kind, subjectId);
    if (post === undefined) return;
    const poster = await posterOf(userId);
    if (poster === null || (await remoteActors.followerCount(userId)) === 0) return;
    const { member, sender } = poster;
    const ctx = contextOf(sender);
    const noteId = ctx.getObjectUri(Note, { id: post.id });
    const actor = ctx.getActorUri(member.handle);
    await sender.outbound(() =>
      ctx.sendActivity(
        { identifier: member.handle },
        'followers',
        new Delete({
          id: new URL(`${noteId.href}#delete`),
          actor,
          to: PUBLIC_COLLECTION,
          cc: ctx.getFollowersUri(member.handle),
          object: new Tombstone({ id: noteId }),
        }),
        { fanout: 'force', preferSharedInbox: true },
      ),
    );
  }

  /**
   * The Note of a public collection, in a language: null when it may not travel
   * (told late, the collection may be private again, hidden or someone else's).
   */
  async function collectionNote(userId: string, collectionId: string) {
    const collection = await subjects.collection(collectionId);
    if (collection?.privacy !== 'public' || collection.user_id !== userId || collection.hidden_at !== null)
      return null;
    const cover = await subjects.firstCoveredAlbum(collectionId);
    return (language: Language): StoredNote => {
      const url = absolute(`/collection/${encodeURIComponent(collection.id)}`);
      return {
        content: lead(texts.feed.postPublished(collection.name), url),
        language,
        url,
        albums: absolute(`/collections/${encodeURIComponent(collection.id)}/albums`),
        image:
          cover === undefined
            ? null
            : {
                url: absolute(albumCoverPath(cover.id)),
                mediaType: 'image/jpeg',
                name: `${cover.name} — ${cover.artist}`,
              },
        hashtags: [],
      };
    };
  }

  const lead = (text: string, url: string) =>
    `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;

  const tagsHtml = (hashtags: StoredNote['hashtags']) =>
    hashtags.length === 0
      ? ''
      : `<p>${hashtags
          .map(
            (tag) =>
              `<a href="${escapeHtml(tag.href)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(tag.name.slice(1))}</span></a>`,
          )
          .join(' ')}</p>`;

  const hashtagsFor = (genre: string) =>
    hashtagsOf(genre).map((tag) => ({
      name: `#${tag}`,
      // Explorar, where the genre's albums are found; the app has no page per genre.
      href: absolute(`/?genre=${encodeURIComponent(tag)}`),
    }));

  return {
    albumAdded: safely('album', async (userId, albumId) => {
      const album = await subjects.album(albumId);
      if (album === undefined) return;
      await publish(userId, 'album', albumId, (language) => {
        // A hand-made album's page opens for its maker alone (decision 046): the post links to their profile.
        const url = isHandMadeAlbumId(album.id)
          ? absolute(`/user/${encodeURIComponent(userId)}`)
          : absolute(`/album/${encodeURIComponent(album.id)}`);
        const hashtags = hashtagsFor(album.genre);
        return {
          content: lead(texts.feed.postAdded(album.name, album.artist), url) + tagsHtml(hashtags),
          language,
          url,
          albums: null,
          image:
            album.image === null || album.image === ''
              ? null
              : {
                  url: absolute(albumCoverPath(album.id)),
                  mediaType: 'image/jpeg',
                  name: `${album.name} — ${album.artist}`,
                },
          hashtags,
        };
      });
    }),

    albumRemoved: safely('album-removed', (userId, albumId) => withdraw(userId, 'album', albumId)),

    collectionPublished: safely('collection', async (userId, collectionId) => {
      const note = await collectionNote(userId, collectionId);
      if (note !== null) await publish(userId, 'collection', collectionId, note);
    }),

    collectionChanged: safely('collection change', async (userId, collectionId) => {
      const post = await posts.findFor(userId, 'collection', collectionId);
      const note = post === undefined ? null : await collectionNote(userId, collectionId);
      if (post === undefined || note === null) return;
      const poster = await posterOf(userId);
      if (poster === null) return;
      const { member, sender } = poster;
      const language = languageOr(member.language);
      const rewritten = JSON.stringify(inLanguage(language, () => note(language)));
      // Only what followers would see differently is sent again.
      if (rewritten === post.note) return;
      await posts.rewrite(post.id, rewritten);
      if ((await remoteActors.followerCount(userId)) === 0) return;
      const ctx = contextOf(sender);
      const updated = noteOf(ctx, member.handle, { ...post, note: rewritten });
      const actor = ctx.getActorUri(member.handle);
      await sender.outbound(() =>
        ctx.sendActivity(
          { identifier: member.handle },
          'followers',
          new Update({
            id: new URL(`${updated.id!.href}#updates/${randomUUID()}`),
            actor,
            to: PUBLIC_COLLECTION,
            cc: ctx.getFollowersUri(member.handle),
            object: updated,
          }),
          { fanout: 'force', preferSharedInbox: true },
        ),
      );
    }),

    collectionWithdrawn: safely('collection-withdrawn', (userId, collectionId) =>
      withdraw(userId, 'collection', collectionId),
    ),

    importFinished: safely('import', async (userId, importId) => {
      const job = await subjects.importJob(importId);
      // One post per import, and only when it brought records (as the feed's one item).
      if (job === undefined || job.user_id !== userId || job.copies_added <= 0) return;
      await publish(userId, 'import', importId, (language) => {
        const url = absolute(`/user/${encodeURIComponent(userId)}`);
        return {
          content: lead(texts.feed.postImported(job.copies_added), url),
          language,
          url,
          albums: null,
          image: null,
          hashtags: [],
        };
      });
    }),

    handleChanged: safely('handle change', async (userId: string, formerHandle: string) => {
      const poster = await posterOf(userId);
      if (poster === null || (await remoteActors.followerCount(userId)) === 0) return;
      const { member, sender } = poster;
      const ctx = contextOf(sender);
      const from = ctx.getActorUri(formerHandle);
      const move = new Move({
        id: new URL(`${from.href}#moves/${randomUUID()}`),
        actor: from,
        object: from,
        target: ctx.getActorUri(member.handle),
        to: PUBLIC_COLLECTION,
      });
      // Signed as the former actor (the member's keys, under the old address's key id), as Mastodon checks.
      await sender.outbound(() =>
        ctx.sendActivity({ identifier: formerHandle }, 'followers', move, {
          fanout: 'force',
          preferSharedInbox: true,
        }),
      );
    }),

    accountDeleting: async (userId) => {
      try {
        const poster = await posterOf(userId);
        if (poster === null) return null;
        const { member, sender } = poster;
        const followers = await remoteActors.followers(userId, null, null);
        if (followers.length === 0) return null;
        const ctx = contextOf(sender);
        // Read now: the keys go with the account. The RSA key (#main-key) signs: the one
        // Mastodon verifies, and its followers have it cached once the actor is gone.
        const pairs = (await ctx.getActorKeyPairs(member.handle)) as Array<
          Awaited<ReturnType<typeof ctx.getActorKeyPairs>>[number] & { privateKey: webcrypto.CryptoKey }
        >;
        const keys = pairs
          .filter((pair) => pair.privateKey.algorithm.name === 'RSASSA-PKCS1-v1_5')
          .map(({ keyId, privateKey }) => ({ keyId, privateKey }));
        if (keys.length === 0) return null;
        const actor = ctx.getActorUri(member.handle);
        const recipients = followers.map((follower) => ({
          id: new URL(follower.id),
          inboxId: new URL(follower.inbox),
          endpoints: { sharedInbox: follower.sharedInbox === null ? null : new URL(follower.sharedInbox) },
        }));
        const farewell = new Delete({
          id: new URL(`${actor.href}#delete`),
          actor,
          to: PUBLIC_COLLECTION,
          object: actor,
        });
        return async () => {
          try {
            await sender.outbound(() =>
              ctx.sendActivity(keys, recipients, farewell, { fanout: 'force', preferSharedInbox: true }),
            );
          } catch (error) {
            log.error({ err: error }, 'federation: the account deletion could not be sent');
          }
        };
      } catch (error) {
        log.error({ err: error }, 'federation: the account deletion could not be prepared');
        return null;
      }
    },
  };
}
