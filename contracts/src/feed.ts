import { z } from 'zod';
import { AlbumCardSchema } from './albums.ts';
import { CollectionSummarySchema } from './collections.ts';
import { pageSchema } from './paging.ts';
import { RemoteAccountRefSchema } from './remote-follows.ts';
import { UserRefSchema } from './users.ts';

/** An album a followed user added, and whether it is on the reader's wishlist. */
export const FeedAlbumSchema = AlbumCardSchema.extend({ wished: z.boolean().default(false) });
export type FeedAlbum = z.infer<typeof FeedAlbumSchema>;

export const FeedItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('album'),
    at: z.string(),
    user: UserRefSchema,
    album: AlbumCardSchema,
    /** The album is on the reader's wishlist. */
    wished: z.boolean().default(false),
  }),
  /** A burst of one user's adds, newest first, as one card: 'Ana añadió 7 discos' (feed-bursts.ts). */
  z.object({
    type: z.literal('albums'),
    at: z.string(),
    user: UserRefSchema,
    albums: z.array(FeedAlbumSchema).min(2),
  }),
  z.object({
    type: z.literal('collection'),
    at: z.string(),
    user: UserRefSchema,
    collection: CollectionSummarySchema,
  }),
  /** One entry per finished import, never one per album: '{name} importó 412 discos'. */
  z.object({ type: z.literal('import'), at: z.string(), user: UserRefSchema, count: z.number().int() }),
  /**
   * A post of an account on another server the reader follows
   * (docs/decisions/059-posts-from-other-servers.md): its text is plain text,
   * its picture and image are served from this server.
   */
  z.object({
    type: z.literal('remote'),
    at: z.string(),
    /** The post's id on its server. */
    id: z.string(),
    account: RemoteAccountRefSchema,
    text: z.string(),
    /**
     * What the post asks to be folded behind (its author's content warning, plain
     * text; '' for a post marked sensitive without words); null: shown as it is.
     */
    contentWarning: z.string().nullable(),
    /** Where the post is read on its server. */
    url: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
]);
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FeedPageSchema = pageSchema(FeedItemSchema);
export type FeedPage = z.infer<typeof FeedPageSchema>;

/** Where a remote post's image is shown from: this server, for members who follow its account (CSP: own origin only). */
export const remotePostImagePath = (postId: string) => `/remote-images?post=${encodeURIComponent(postId)}`;
