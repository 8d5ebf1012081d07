import type { Federation } from '@fedify/fedify';
import { Note, Object as APObject } from '@fedify/vocab';
import { type ActorMember, FEDERATION_PATHS } from './actor-paths.ts';
import {
  COLLECTION_ALBUMS_PAGE,
  collectionItem,
  createOf,
  noteOf,
  OUTBOX_PAGE,
  POST_PATHS,
} from './outgoing-posts.ts';
import type { OutgoingPostsRepository } from './outgoing-posts.repository.ts';
import type { PostSubjectsRepository } from './post-subjects.repository.ts';

export interface OutboxDeps {
  publicUrl: string;
  posts: OutgoingPostsRepository;
  subjects: PostSubjectsRepository;
  /** A member who may have an actor (found, not suspended), by handle. */
  memberOf: (handle: string) => Promise<ActorMember | null>;
}

/** An outbox cursor: the last post seen, `createdAt:id`; '' is the first page. */
const parseCursor = (cursor: string) => {
  const at = cursor.indexOf(':');
  const createdAt = Number(cursor.slice(0, at));
  return at > 0 && Number.isSafeInteger(createdAt) ? { createdAt, id: cursor.slice(at + 1) } : null;
};

/**
 * What others read of the posts (docs/decisions/058-what-travels.md): each
 * post's Note at its id, a member's outbox (their posts' `Create`s, newest
 * first, paged), and a public collection's albums as an `OrderedCollection`
 * (only while the collection is public).
 */
export function dispatchPosts(federation: Federation<void>, deps: OutboxDeps): void {
  const { posts, subjects, memberOf } = deps;

  federation.setObjectDispatcher(Note, POST_PATHS.post, async (ctx, { id }) => {
    const post = await posts.find(id);
    if (post === undefined) return null;
    const member = await subjects.member(post.userId);
    if (member === undefined || member.suspendedAt !== null) return null;
    return noteOf(ctx, member.handle, post);
  });

  /** The member an outbox names, as kept (another spelling of the handle is not an actor's). */
  const ownerOf = async (identifier: string) => {
    const member = await memberOf(identifier);
    return member === null || member.handle !== identifier ? null : member;
  };

  federation
    .setOutboxDispatcher(FEDERATION_PATHS.outbox, async (ctx, identifier, cursor) => {
      const member = await ownerOf(identifier);
      if (member === null || cursor === null) return null;
      const after = cursor === '' ? null : parseCursor(cursor);
      if (cursor !== '' && after === null) return null;
      const page = await posts.page(member.id, after, OUTBOX_PAGE);
      const last = page.at(-1);
      return {
        items: page.map((post) => createOf(ctx, identifier, post)),
        nextCursor: page.length === OUTBOX_PAGE && last !== undefined ? `${last.createdAt}:${last.id}` : null,
      };
    })
    .setFirstCursor(async (_ctx, identifier) => ((await ownerOf(identifier)) === null ? null : ''))
    .setCounter(async (_ctx, identifier) => {
      const member = await ownerOf(identifier);
      return member === null ? null : posts.count(member.id);
    });

  /** The collection while it may be shown elsewhere: public, not hidden, its owner not suspended. */
  const publicCollection = async (id: string) => {
    const collection = await subjects.collection(id);
    if (collection?.privacy !== 'public' || collection.hidden_at !== null) return null;
    const owner = await subjects.member(collection.user_id);
    return owner === undefined || owner.suspendedAt !== null ? null : collection;
  };

  federation
    .setOrderedCollectionDispatcher(
      'collection-albums',
      APObject,
      POST_PATHS.collectionAlbums,
      async (_ctx, { id }, cursor) => {
        if (cursor === null || (await publicCollection(id)) === null) return null;
        const from = Number(cursor);
        if (!Number.isSafeInteger(from) || from < 0) return null;
        const albums = await subjects.collectionAlbums(id, from, COLLECTION_ALBUMS_PAGE);
        const last = albums.at(-1);
        return {
          items: albums.map((album) => collectionItem(deps.publicUrl, album)),
          nextCursor:
            albums.length === COLLECTION_ALBUMS_PAGE && last !== undefined ? String(last.position + 1) : null,
        };
      },
    )
    .setFirstCursor(async (_ctx, { id }) => ((await publicCollection(id)) === null ? null : '0'))
    .setCounter(async (_ctx, { id }) =>
      (await publicCollection(id)) === null ? null : subjects.collectionAlbumCount(id),
    );
}
